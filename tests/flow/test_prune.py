"""Pruning old runs (nbshot/flow/prune.py): what goes, what stays (baselines, the
newest of each status), the pages after, the CLI, and [runs] keep applied at a real
run's end."""

from __future__ import annotations

import json
import subprocess
import sys
from datetime import datetime, timedelta, timezone
from pathlib import Path

import pytest
from flow_paths import TEST_FLOWS

import nbshot
from nbshot.flow import run_folder
from nbshot.flow.prune import prune_runs
from nbshot.project.file import Keep, load, use

pytestmark = pytest.mark.notebook
NOW = datetime.now(timezone.utc)


def _run(runs: Path, n: int, status: str = "ok", params: dict | None = None,
         days_ago: float = 0) -> Path:  # fmt: skip
    started = NOW - timedelta(days=days_ago) + timedelta(seconds=n)
    folder = runs / "home" / f"{started:%Y%m%d-%H%M%S}-{n:06x}"
    folder.mkdir(parents=True)
    run_folder.write_manifest(folder, {
        "flow": "home", "run_id": folder.name, "status": status, "params": params or {},
        "started": started.isoformat(timespec="seconds"), "duration": 1.0, "captures": [],
        "findings": [], "report": None, "error": None, "changes": None,
    })  # fmt: skip
    return folder


def test_keep_removes_the_oldest_but_not_baselines_or_the_last_of_a_status(
    tmp_path: Path,
) -> None:
    runs = tmp_path / "runs"
    failed = _run(runs, 1, "failed", days_ago=10)
    other_params = _run(runs, 2, params={"url": "demo:/settings"}, days_ago=10)
    plain = [_run(runs, n, days_ago=10 - n) for n in range(3, 9)]
    run_folder.write_runs_index(runs)
    done = prune_runs(runs, keep=3)
    assert set(done.removed) == set(plain[:3]) and done.kept == 5
    assert failed.is_dir() and other_params.is_dir()  # last failure; a baseline
    assert all(p.is_dir() for p in plain[3:]) and not any(p.is_dir() for p in plain[:3])
    page = (runs / "home" / "index.html").read_text()
    assert page.count("removed") == 3  # their lines stay in the history, without links
    assert f'href="{plain[0].name}/' not in page
    assert f"<code>{plain[0].name}</code>" in page
    run_folder.write_runs_index(runs)  # a rebuild from the run folders keeps them too
    assert (runs / "home" / "index.html").read_text() == page
    by_days = prune_runs(runs, keep_days=3.5)  # half a day either side of the cut
    assert by_days.removed == (plain[3],)  # 4 days old; the failure and the other
    assert failed.is_dir() and other_params.is_dir()  # parameters' baseline are older
    assert plain[4].is_dir() and plain[5].is_dir()


def test_prune_refuses_nothing_to_prune_by_and_bad_values(tmp_path: Path) -> None:
    with pytest.raises(nbshot.InvalidArgument, match="neither keep nor keep_days"):
        prune_runs(tmp_path)
    with pytest.raises(nbshot.InvalidArgument, match="keep=0 is not allowed"):
        prune_runs(tmp_path, keep=0)
    _run(tmp_path, 1)
    with pytest.raises(nbshot.InvalidArgument, match="No runs of a flow 'nope'"):
        prune_runs(tmp_path, keep=1, flow="nope")


def test_cli_prune_dry_run_lists_and_removes_nothing_then_removes(tmp_path: Path) -> None:
    runs = tmp_path / "runs"
    folders = [_run(runs, n) for n in range(5)]

    def cli(*args: str) -> subprocess.CompletedProcess[str]:
        return subprocess.run([sys.executable, "-m", "nbshot", "runs", *args, "--out", str(runs)],
                              capture_output=True, text=True, timeout=120, check=False)  # fmt: skip

    dry = cli("prune", "--keep", "2", "--dry-run")
    assert dry.returncode == 0, dry.stderr
    assert dry.stdout.split() == [str(f) for f in folders[:3]]
    assert "would remove 3 run(s), kept 2" in dry.stderr and all(f.is_dir() for f in folders)
    done = cli("prune", "--keep", "2")
    assert done.returncode == 0 and not folders[0].exists() and folders[3].is_dir()
    listed = cli("home")  # `nbshot runs FLOW` still lists
    assert listed.returncode == 0 and listed.stdout.count("home") == 2, listed.stderr
    nothing = cli("prune")
    assert nothing.returncode == 2 and "neither keep nor keep_days" in nothing.stderr


def test_runs_keep_in_the_project_file_prunes_at_each_run_end(tmp_path: Path) -> None:
    project = tmp_path / "nbshot.toml"
    project.write_text('[runs]\nfolder = "out/runs"\nkeep = 1\n')
    assert load(project).keep == Keep(runs=1)
    use(project)
    try:
        made = [nbshot.run_flow(TEST_FLOWS / "flaky.ipynb", progress=False) for _ in range(2)]
    finally:
        use(None)
    assert made[0].folder.parent == tmp_path / "out" / "runs" / "flaky"
    assert not made[0].folder.exists() and made[1].folder.is_dir()
    lines = (tmp_path / "out" / "runs" / "flaky" / "history.jsonl").read_text().splitlines()
    assert [json.loads(line)["run_id"] for line in lines] == [r.run_id for r in made]
