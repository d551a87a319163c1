"""The pixel commands of the CLI (nbshot.cli.pixels): approve, compare and check, with
their exit codes."""

from __future__ import annotations

import os
import subprocess
from pathlib import Path

from click.testing import CliRunner

import nbshot
from nbshot.cli import main as nbshot_cli


def _cli(*args: str, cwd: Path) -> subprocess.CompletedProcess[str]:
    """The CLI in this process (tests/cli/test_app.py runs it as a subprocess)."""
    here = os.getcwd()
    os.chdir(cwd)
    try:
        done = CliRunner().invoke(nbshot_cli, list(args))
    finally:
        os.chdir(here)
    return subprocess.CompletedProcess(args, done.exit_code, done.stdout, done.stderr)


def test_cli_approve_compare_and_check_exit_codes(tmp_path: Path) -> None:
    """Exit 0 when nothing changed, 1 (with a picture) when something did or a check
    found an error. (The README's CLI lines, run by test_docs, cover the rest.)"""
    approved = _cli("approve", "demo:/signin", "--on", "phone", "--as", "dark", cwd=tmp_path)
    assert approved.returncode == 0, approved.stderr
    assert approved.stdout.split() == ["baselines/signin/phone-dark.png"]
    same = _cli("compare", "demo:/signin", "--on", "phone", "--as", "dark", cwd=tmp_path)
    assert same.returncode == 0 and same.stdout.startswith("same    signin/phone-dark")
    baseline = tmp_path / "baselines" / "signin" / "phone-dark.png"
    baseline.write_bytes(nbshot.capture("demo:/signin", device="phone").data)  # light
    changed = _cli("compare", "demo:/signin", "--on", "phone", "--as", "dark", cwd=tmp_path)
    assert changed.returncode == 1 and "changed signin/phone-dark" in changed.stdout
    assert Path(tmp_path / changed.stdout.splitlines()[1].strip()).is_file()
    problems = _cli("check", "demo:/problems", "--checks", "all", cwd=tmp_path)
    assert problems.returncode == 1 and "a11y:image-alt" in problems.stdout
