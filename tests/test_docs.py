"""The README's examples and the shipped notebooks run as written."""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import nbformat
import pytest

ROOT = Path(__file__).resolve().parent.parent


def python_blocks(markdown: Path) -> list[str]:
    return re.findall(r"```python\n(.*?)```", markdown.read_text(), flags=re.S)


def sh_lines(pattern: str, *docs: Path) -> list[str]:
    """The lines of ```sh blocks in ``docs`` that match ``pattern``."""
    return [
        line
        for doc in docs
        for block in re.findall(r"```sh\n(.*?)```", doc.read_text(), flags=re.S)
        for line in block.splitlines()
        if re.match(pattern, line)
    ]


def run_cli_line(line: str, cwd: Path, *extra: str) -> subprocess.CompletedProcess[str]:
    """Run one documented ``nbshot ...`` line (plus ``extra`` arguments) in ``cwd``."""
    import shlex

    return subprocess.run(
        [sys.executable, "-m", "nbshot", *shlex.split(line, comments=True)[1:], *extra],
        capture_output=True, text=True, timeout=300, cwd=cwd,
    )  # fmt: skip


def _is_flow_example(block: str) -> bool:
    return "run_flow" in block or "record(" in block


def _is_matrix_example(block: str) -> bool:
    return "capture_matrix" in block


def test_readme_python_examples_run_and_print_what_they_say(tmp_path: Path) -> None:
    block = "\n".join(
        b
        for b in python_blocks(ROOT / "README.md")
        if not _is_flow_example(b) and not _is_matrix_example(b)
    )
    done = subprocess.run(
        [sys.executable, "-c", block], capture_output=True, text=True, timeout=180,
        cwd=tmp_path, env={"NBSHOT_OUT": str(tmp_path), "PATH": "/usr/bin:/bin",
                           "HOME": str(tmp_path)},
    )  # fmt: skip
    assert done.returncode == 0, done.stderr
    assert done.stdout.splitlines()[0] == "1280 720 Sign in · Acme Analytics"
    assert "problems" in done.stdout and (tmp_path / "changelog.png").is_file()
    assert "['#1042', 'Ada Lovelace', 'Team']" in done.stdout
    assert 'cell "Grace Hopper"' in done.stdout
    assert "True Dashboard · Acme Analytics" in done.stdout.splitlines()
    assert done.stdout.splitlines()[-2:] == ["error True", "image /logo.svg has no alt attribute"]


TUTORIALS = [
    "01-quickstart", "02-explore-a-page", "03-accessibility", "04-vision-metadata",
    "05-flows-and-reports", "06-devices-and-visual-diff", "07-agents-and-mcp",
]  # fmt: skip


def test_tutorial_notebooks_are_stored_run_with_their_pictures() -> None:
    """What a reader sees on GitHub without running anything; nbval checks the rest."""
    assert sorted(p.stem for p in (ROOT / "notebooks").glob("*.ipynb")) == TUTORIALS
    for name in TUTORIALS:
        notebook = nbformat.read(ROOT / "notebooks" / f"{name}.ipynb", as_version=4)
        code = [c for c in notebook.cells if c.cell_type == "code"]
        assert all(c.execution_count for c in code), f"{name} has cells that never ran"
        counts = [c.execution_count for c in code]
        assert counts == list(range(1, len(code) + 1)), f"{name} was not run top to bottom"
        assert not [o for c in code for o in c.outputs if o.output_type == "error"], name
        data = [o.get("data", {}) for c in code for o in c.outputs]
        pictures = [d for d in data if "image/png" in d or "data:image/" in d.get("text/html", "")]
        assert pictures, f"{name} shows no picture"


def test_readme_cli_examples_run(tmp_path: Path) -> None:
    """Every `nbshot capture demo:...` line of the README works as printed."""
    lines = [line for line in sh_lines(r"nbshot capture demo:", ROOT / "README.md")
             if "--on" not in line]  # fmt: skip
    assert len(lines) >= 2
    for line in lines:
        done = run_cli_line(line, ROOT, "--out", str(tmp_path))
        assert done.returncode == 0, f"{line}: {done.stderr}"
        assert Path(done.stdout.strip()).is_file()


def _project(tmp_path: Path) -> Path:
    """A scratch project with the shipped flows, as a user's checkout would have."""
    project = tmp_path / "project"
    shutil.copytree(ROOT / "flows", project / "flows")
    return project


@pytest.mark.notebook
def test_flow_examples_in_readme_and_docs_run_and_print_what_they_say(tmp_path: Path) -> None:
    project = _project(tmp_path)
    blocks = [b for b in python_blocks(ROOT / "README.md") if _is_flow_example(b)]
    blocks += python_blocks(ROOT / "docs" / "flows.md")
    assert len(blocks) >= 4
    # The parameters-cell example assigns url and clock for the cell after it.
    done = subprocess.run(
        [sys.executable, "-c", "\n".join(blocks)], capture_output=True, text=True,
        timeout=300, cwd=project,
        env={**os.environ, "NBSHOT_OUT": str(tmp_path / "captures")},
    )  # fmt: skip
    assert done.returncode == 0, done.stderr[-3000:]
    lines = done.stdout.splitlines()
    assert lines[:3] == ["ok ['homepage']", "Settings · Acme Analytics", "report.html"]
    assert 'textbox "Email" [e19]' in done.stdout and 'button "Sign in" [e24]' in done.stdout
    assert lines[-2:] == ["['email', 'password']", "ok"]
    assert (project / "flows" / "grace_signs_in.ipynb").is_file()


@pytest.mark.notebook
def test_flow_cli_examples_in_readme_and_docs_run(tmp_path: Path) -> None:
    """Every `nbshot flows|run|runs|report` line of README.md and docs/flows.md works."""
    project = _project(tmp_path)
    lines = sh_lines(
        r"nbshot (flows|run|runs|report)\b", ROOT / "README.md", ROOT / "docs" / "flows.md"
    )
    assert len(lines) >= 6
    for line in lines:
        done = run_cli_line(line, project)
        assert done.returncode == 0, f"{line}: {done.stderr[-2000:]}"


def test_readme_matrix_example_runs_and_prints_what_it_says(tmp_path: Path) -> None:
    (block,) = [b for b in python_blocks(ROOT / "README.md") if _is_matrix_example(b)]
    done = subprocess.run(
        [sys.executable, "-c", block], capture_output=True, text=True, timeout=300,
        cwd=tmp_path, env={**os.environ, "NBSHOT_OUT": str(tmp_path)},
    )  # fmt: skip
    assert done.returncode == 0, done.stderr[-3000:]
    expected = [line.split("# ", 1)[1].strip() for line in block.splitlines()
                if line.startswith("print(")]  # fmt: skip
    assert done.stdout.splitlines() == expected
    assert (tmp_path / "nbshot-out" / "baselines" / "home" / "phone-dark-large-text.png").is_file()


def test_readme_matrix_cli_examples_run(tmp_path: Path) -> None:
    lines = sh_lines(r"nbshot (approve|compare|check|capture demo:/ --on)", ROOT / "README.md")
    assert len(lines) == 4
    for line in lines:
        done = run_cli_line(line, tmp_path)
        assert done.returncode == 0, f"{line}: {done.stdout}{done.stderr[-2000:]}"


def test_mcp_doc_python_example_runs(tmp_path: Path) -> None:
    (block,) = python_blocks(ROOT / "docs" / "mcp.md")
    done = subprocess.run(
        [sys.executable, "-c", block], capture_output=True, text=True, timeout=300,
        cwd=tmp_path, env={**os.environ, "NBSHOT_OUT": str(tmp_path), "PYTHONPATH": str(ROOT)},
    )  # fmt: skip
    assert done.returncode == 0, done.stderr[-3000:]
    assert done.stdout.splitlines() == ["Sign in · Acme Analytics", "True InvalidArgument"]
