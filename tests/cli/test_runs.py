"""nbshot run / flows / runs prune (nbshot/cli/runs.py), as a subprocess."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

import pytest

from nbshot.flow import run_folder

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


def test_cli_run_runs_what_a_flow_needs_and_says_when_one_failed(tmp_path: Path) -> None:
    cycle = _cli("run", str(TEST_FLOWS / "chain_loop_b.ipynb"), "--out", str(tmp_path))
    assert cycle.returncode == 2
    assert "cycle: chain_loop_b -> chain_loop_a -> chain_loop_b" in cycle.stderr
    assert not any(tmp_path.iterdir())
    done = _cli("run", str(TEST_FLOWS / "chain_after_fail.ipynb"), "--out", str(tmp_path))
    assert done.returncode == 1
    assert re.search(r"chain_fails \S+: failed \(needed\)", done.stderr)
    assert re.search(r"chain_source \S+: ok \(needed\)", done.stderr)
    assert "chain_after_fail" in done.stderr and "skipped: chain_fails failed" in done.stderr
    assert Path(done.stdout.strip()).parent == tmp_path / "chain_after_fail"
    alone = _cli("run", str(TEST_FLOWS / "chain_after_fail.ipynb"), "--no-needs",
                 "--out", str(tmp_path / "alone"))  # fmt: skip
    assert alone.returncode == 0, alone.stderr
    assert sorted(p.name for p in (tmp_path / "alone").iterdir() if p.is_dir()) == [
        "chain_after_fail"
    ]


def _fake_run(flow: Path, n: int) -> Path:
    """A finished run folder of ``flow`` (its run.json only), ``n`` seconds into 2024."""
    folder = flow / f"20240101-0000{n:02d}-{n:06x}"
    folder.mkdir(parents=True)
    started = f"2024-01-01T00:00:{n:02d}"
    run_folder.write_manifest(folder, {"flow": flow.name, "run_id": folder.name, "status": "ok",
                                       "params": {}, "started": started})  # fmt: skip
    return folder


def test_cli_prune_warns_of_a_symbolic_link_and_leaves_what_it_points_to(tmp_path: Path) -> None:
    victim = [_fake_run(tmp_path / "victim", n) for n in range(3)]
    runs = tmp_path / "runs"
    plain = [_fake_run(runs / "home", n) for n in range(3)]
    (runs / "linked").symlink_to(tmp_path / "victim")
    done = _cli("runs", "prune", "--keep", "1", "--out", str(runs), cwd=tmp_path)
    assert done.returncode == 0, done.stderr
    assert done.stdout.split() == [str(p) for p in plain[:2]]
    assert (f"Warning: {runs / 'linked'} is a symbolic link: not followed, nothing in it "
            "removed") in done.stderr  # fmt: skip
    assert all(p.is_dir() for p in victim) and not (tmp_path / "victim" / "index.html").exists()


def test_cli_prune_refuses_keep_days_nan_inf_or_out_of_range_as_bad_usage(tmp_path: Path) -> None:
    _fake_run(tmp_path / "runs" / "home", 1)
    for days in ("nan", "inf", "-inf", "1e9", "-3"):
        done = _cli("runs", "prune", "--keep-days", days, "--out", "runs", cwd=tmp_path)
        assert done.returncode == 2, done.stderr
        assert done.stderr.startswith(f"Error: keep_days={float(days)!r} is not allowed: it must "
                                      "be a number of days from 1 to 36525 (100 years). Use e.g. "
                                      "90"), done.stderr  # fmt: skip
    (tmp_path / "nbshot.toml").write_text("[runs]\nkeep_days = nan\n")
    done = _cli("runs", "prune", "--out", "runs", cwd=tmp_path)
    assert done.returncode == 2
    assert done.stderr.startswith(
        "Error: runs.keep_days: must be a number of days from 1 to 36525 (100 years), not nan "
        "(nbshot.toml, line 2)"
    ), done.stderr
