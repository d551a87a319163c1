"""The docs cannot drift from the code: every Python snippet in README.md and docs/
runs and prints what it says, every public name has its API entry, config snippets
parse and start the server they configure, and the tutorial notebooks are stored run.

Shell snippets are in test_docs_shell.py (a separate module so xdist runs the two
halves on different workers). The notebooks' outputs are checked by tests/ui.
"""

from __future__ import annotations

import contextlib
import io
import json
import os
import re
import subprocess
import sys
from pathlib import Path

import nbformat
import pytest
from timing import scaled

import nbshot

if sys.version_info >= (3, 11):
    import tomllib
else:  # pragma: no cover
    import tomli as tomllib

from snippets import (
    DOCS,
    KINDS,
    ROOT,
    blocks,
    docs_with,
    kinds,
    project,
    promised_prints,
    substitute,
    unkept_promises,
    write_project_file,
)


@pytest.mark.parametrize("doc", DOCS, ids=lambda d: d.name)
def test_every_snippet_is_of_a_kind_these_tests_run(doc: Path) -> None:
    assert kinds(doc) <= KINDS, f"{doc.name}: add a way to check {kinds(doc) - KINDS}"


@pytest.mark.parametrize("doc", docs_with("python"), ids=lambda d: d.name)
def test_python_snippets_run_and_print_what_they_say(
    doc: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # In this process (a fresh namespace, the project as working folder): the same code
    # a reader runs, without paying a Python start and a browser launch per page.
    code = "\n".join(blocks(doc, "python"))
    folder = project(tmp_path)
    write_project_file(doc, folder)  # a project file the page shows is the one it uses
    monkeypatch.chdir(folder)
    monkeypatch.syspath_prepend(str(ROOT))  # mcp_shim, as in a checkout
    printed = io.StringIO()
    saved = dict(os.environ)  # a snippet may set a variable, as a reader would
    try:
        with contextlib.redirect_stdout(printed):
            exec(compile(substitute(code, folder), str(doc), "exec"), {"__name__": "__main__"})
    finally:
        os.environ.clear()
        os.environ.update(saved)
        from nbshot.project import app_server, file

        file.use(None)  # back to finding the project; and stop the app it started
        app_server.stop_all()
    assert not unkept_promises(promised_prints(code), printed.getvalue()), printed.getvalue()


def test_every_public_name_has_an_api_entry() -> None:
    text = (ROOT / "docs" / "api.md").read_text()
    headings = [line for line in text.splitlines() if line.startswith("#")]
    missing = [name for name in nbshot.__all__ if name != "__version__"
               and not any(f"`{name}`" in h or f"`{name}(" in h or f", `{name}`" in h
                           for h in headings)]  # fmt: skip
    assert not missing, f"docs/api.md has no entry for {missing}"


def _mcp_servers(config: dict[str, object]) -> list[dict[str, object]]:
    for key in ("mcpServers", "servers", "mcp_servers"):
        if isinstance(config.get(key), dict):
            return list(config[key].values())  # type: ignore[union-attr]
    return []


def test_config_snippets_parse_and_start_the_server_they_configure(tmp_path: Path) -> None:
    configs = [json.loads(substitute(b, ROOT)) for d in DOCS for b in blocks(d, "json")]
    configs += [tomllib.loads(substitute(b, ROOT)) for d in DOCS for b in blocks(d, "toml")]
    servers = [s for c in configs for s in _mcp_servers(c)]
    assert len(servers) >= 3  # Claude Desktop/Cursor, VS Code, Codex
    for server in servers:
        command = [str(server["command"]), *server.get("args", [])]  # type: ignore[misc]
        # A stdio server that reads the end of its input stops cleanly: it started.
        done = subprocess.run(command, stdin=subprocess.DEVNULL, capture_output=True,
                              text=True, timeout=scaled(120), cwd=tmp_path)  # fmt: skip
        assert done.returncode == 0, f"{command}: {done.stderr[-2000:]}"


def test_ci_workflow_snippets_parse_and_use_options_pytest_has() -> None:
    """A GitHub Actions workflow in the docs (yaml) is valid YAML, and every option its
    pytest steps pass is one pytest (with nbshot's plugin) lists in its --help."""
    import yaml

    workflows = [yaml.safe_load(b) for d in DOCS for b in blocks(d, "yaml")]
    steps = [s for w in workflows for job in w["jobs"].values() for s in job["steps"]]
    runs = [str(s["run"]) for s in steps if "pytest" in str(s.get("run", ""))]
    assert runs, "no workflow runs pytest"
    helped = subprocess.run([sys.executable, "-m", "pytest", "--help"], capture_output=True,
                            text=True, cwd=ROOT, timeout=scaled(120)).stdout  # fmt: skip
    for run in runs:
        for option in re.findall(r"(--[\w-]+)", run.split("pytest", 1)[1]):
            assert option in helped, f"{run}: pytest has no {option}"


TUTORIALS = [
    "01-quickstart", "02-explore-a-page", "03-accessibility", "04-vision-metadata",
    "05-flows-and-reports", "06-devices-and-visual-diff", "07-agents-and-mcp",
    "08-visual-tests", "09-runs-dashboard",
]  # fmt: skip


def test_tutorial_notebooks_are_stored_run_with_their_pictures() -> None:
    """What a reader sees on GitHub without running anything; tests/ui checks the rest."""
    assert sorted(p.stem for p in (ROOT / "notebooks").glob("*.ipynb")) == TUTORIALS
    for name in TUTORIALS:
        notebook = nbformat.read(ROOT / "notebooks" / f"{name}.ipynb", as_version=4)
        code = [c for c in notebook.cells if c.cell_type == "code"]
        counts = [c.execution_count for c in code]
        assert counts == list(range(1, len(code) + 1)), f"{name} was not run top to bottom"
        assert not [o for c in code for o in c.outputs if o.output_type == "error"], name
        data = [o.get("data", {}) for c in code for o in c.outputs]
        pictures = [d for d in data if {"image/png", "image/jpeg"} & set(d)
                    or "data:image/" in d.get("text/html", "")]  # fmt: skip
        assert pictures, f"{name} shows no picture"
