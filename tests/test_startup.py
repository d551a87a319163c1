"""nbshot's own processes leave out a slow module nothing of theirs uses; a user's
process keeps it (nbshot/startup.py)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from timing import scaled

ROOT = Path(__file__).resolve().parents[1]
# None in sys.modules is a module left out; a module object is one loaded.
LOADED = "import sys; print(sys.modules.get('rfc3987_syntax') is not None)"


def _python(code: str) -> str:
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                          cwd=ROOT, timeout=scaled(60), check=True)  # fmt: skip
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
