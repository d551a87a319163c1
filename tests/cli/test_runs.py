"""nbshot run / flows (nbshot/cli/runs.py), as a subprocess."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
TEST_FLOWS = ROOT / "tests" / "flow" / "flows"

pytestmark = pytest.mark.notebook


def _cli(*args: str, cwd: Path = ROOT) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "nbshot", *args], capture_output=True, text=True, cwd=cwd,
        timeout=300, check=False,
    )  # fmt: skip


def test_cli_run_exits_1_when_the_flow_fails_and_2_for_bad_parameters(tmp_path: Path) -> None:
    failed = _cli("run", str(TEST_FLOWS / "breaks.ipynb"), "--out", str(tmp_path))
    assert failed.returncode == 1
    assert "ValueError in cell 2: the third cell broke" in failed.stderr
    assert Path(failed.stdout.strip()).is_dir()
    bad = _cli("run", "homepage", "-p", "colour=red", "--out", str(tmp_path))
    assert bad.returncode == 2
    assert "Valid parameters: url (str), device (str), clock (str)" in bad.stderr


def test_cli_flows_lists_flows_and_their_parameters() -> None:
    done = _cli("flows")
    assert done.returncode == 0
    assert "sign_in: Sign in" in done.stdout
    assert "-p email='ada@example.com' (str)  # typed into the Email field" in done.stdout


def test_cli_run_refuses_a_notify_that_is_not_a_url_before_running(tmp_path: Path) -> None:
    done = _cli("run", str(TEST_FLOWS / "breaks.ipynb"), "--notify", "hooks.example",
                "--out", str(tmp_path))  # fmt: skip
    assert done.returncode == 2
    assert "notify='hooks.example' is not an http(s) URL" in done.stderr
    assert not any(tmp_path.iterdir())
