"""nbshot's own processes leave out a slow module nothing of theirs uses; a user's
process keeps it. They, and the kernels nbshot starts for runs, let Node keep the code
it compiled, in a folder nobody else may write (nbshot/startup.py)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
from timing import scaled

from nbshot.startup import NODE_COMPILE_CACHE, node_compile_cache

ROOT = Path(__file__).resolve().parents[1]
# None in sys.modules is a module left out; a module object is one loaded.
LOADED = "import sys; print(sys.modules.get('rfc3987_syntax') is not None)"


def _python(code: str, env: dict[str, str] | None = None) -> str:
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                          cwd=ROOT, timeout=scaled(60), check=True, env=env)  # fmt: skip
    return done.stdout.strip()


def test_a_flow_command_lists_flows_without_the_slow_module_and_notebooks_still_validate() -> None:
    # `nbshot flows` reads each flow's parameters with papermill (nbformat, jsonschema).
    code = (
        "import sys, nbshot.cli as cli\n"
        "sys.argv = ['nbshot', 'flows', '--flows', 'flows']\n"
        "try:\n    cli.main()\nexcept SystemExit as end:\n    assert not end.code, end.code\n"
        "import nbformat\n"
        "nbformat.validate(nbformat.read('flows/homepage.ipynb', as_version=4))\n"
        f"{LOADED}\n"
    )
    assert _python(code).splitlines()[-1] == "False"


def test_importing_nbshot_and_nbformat_keeps_the_module_in_a_users_process() -> None:
    assert _python(f"import nbshot, nbformat\n{LOADED}") == "True"


def test_an_own_process_and_its_playwright_driver_keep_nodes_compiled_code(
    tmp_path: Path,
) -> None:
    """A process nbshot starts hands NODE_COMPILE_CACHE (an owner-only folder in the
    user's cache) to what it starts: Playwright's driver writes its compiled code there
    and the next driver reads it. A user's own process is left as it was."""
    env = {k: v for k, v in os.environ.items() if not k.startswith("NODE_")}
    env["XDG_CACHE_HOME"] = str(tmp_path / "cache")
    folder = tmp_path / "cache" / "nbshot" / "node-compile-cache"
    code = ("import os\nfrom nbshot.startup import prepare_own_process\n"
            "prepare_own_process()\n"
            "from playwright.sync_api import sync_playwright\n"
            "with sync_playwright():\n    pass\n"
            f"print(os.environ.get({NODE_COMPILE_CACHE!r}))")  # fmt: skip
    assert _python(code, env) == str(folder)
    assert folder.stat().st_mode & 0o777 == 0o700
    kept = [p for p in folder.rglob("*") if p.is_file()]
    assert kept, "the driver kept no compiled code"
    assert _python(f"import os, nbshot\nprint(os.environ.get({NODE_COMPILE_CACHE!r}))", env) == (
        "None"
    )


def test_no_compile_cache_when_the_user_chose_or_others_may_write_the_folder(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.delenv(NODE_COMPILE_CACHE, raising=False)
    monkeypatch.delenv("NODE_DISABLE_COMPILE_CACHE", raising=False)
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path))
    folder = tmp_path / "nbshot" / "node-compile-cache"
    assert node_compile_cache() == {NODE_COMPILE_CACHE: str(folder)}
    folder.chmod(0o777)  # Node would run code others wrote there
    assert node_compile_cache() == {}
    folder.chmod(0o700)
    monkeypatch.setenv("NODE_DISABLE_COMPILE_CACHE", "1")
    assert node_compile_cache() == {}
    monkeypatch.delenv("NODE_DISABLE_COMPILE_CACHE")
    monkeypatch.setenv(NODE_COMPILE_CACHE, str(tmp_path / "mine"))  # the user's own wins
    assert node_compile_cache() == {}
