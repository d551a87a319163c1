"""Pruning old runs (nbshot/flow/prune.py): what goes, what stays (baselines, the
newest of each status), the pages after, the CLI, and [runs] keep applied at a real
run's end."""

from __future__ import annotations

import json
import logging
import subprocess
import sys
from datetime import datetime, timedelta, timezone
from pathlib import Path

import pytest
from flow_paths import TEST_FLOWS

import nbshot
from nbshot.flow import run_folder
from nbshot.flow.prune import keep_in_bounds, prune_runs
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


def _files(folder: Path) -> dict[str, bytes | None]:
    """Every file (its bytes) and folder (None) under ``folder``: to compare before and after."""
    return {str(p.relative_to(folder)): p.read_bytes() if p.is_file() else None
            for p in sorted(folder.rglob("*"))}  # fmt: skip


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


@pytest.mark.parametrize("days", [float("nan"), float("inf"), -float("inf"), 1e9, -3, 0.5,
                                  36525.5])  # fmt: skip
def test_prune_refuses_keep_days_that_are_not_1_to_36525_days(tmp_path: Path, days: float) -> None:
    run = _run(tmp_path, 1, days_ago=50)
    _run(tmp_path, 2)
    with pytest.raises(nbshot.InvalidArgument) as caught:
        prune_runs(tmp_path, keep_days=days)
    assert caught.value.message.startswith(
        f"keep_days={days!r} is not allowed: it must be a number of days from 1 to 36525 "
        "(100 years). Use e.g. 90"
    )
    with pytest.raises(nbshot.InvalidArgument, match="keep=True is not allowed"):
        prune_runs(tmp_path, keep=True)
    assert run.is_dir()
    assert prune_runs(tmp_path, keep_days=36525).removed == ()  # the bound itself is fine


def test_prune_follows_no_symbolic_link_and_writes_nothing_through_one(tmp_path: Path) -> None:
    victim = tmp_path / "victim"
    outside = [_run(victim, n, days_ago=30) for n in range(3)]  # victim/home/<run id>
    (victim / "page.html").write_text("the victim's page")
    runs = tmp_path / "runs"
    (runs / "home").mkdir(parents=True)
    (runs / "linked").symlink_to(victim / "home")  # a flow folder
    linked_run = runs / "home" / outside[0].name  # a run folder
    linked_run.symlink_to(outside[0])
    linked_json = _run(runs, 10, days_ago=20)  # a run whose run.json is a link
    (linked_json / "run.json").unlink()
    (linked_json / "run.json").symlink_to(outside[1] / "run.json")
    with_links = _run(runs, 11, days_ago=10)  # a real run holding links: they go, not theirs
    (with_links / "shot.png").symlink_to(outside[2] / "run.json")
    (with_links / "records").symlink_to(outside[2])
    plain = [_run(runs, n, days_ago=5 - n) for n in range(12, 15)]
    (runs / "home" / "index.html").symlink_to(victim / "page.html")  # pages prune rewrites
    (runs / "index.html").symlink_to(victim / "page.html")
    before = _files(victim)
    done = prune_runs(runs, keep=1)
    assert _files(victim) == before
    assert set(done.removed) == {with_links, *plain[:2]} and not with_links.exists()
    assert linked_run.is_symlink() and linked_json.is_dir() and plain[2].is_dir()
    assert set(done.warnings) == {
        f"{runs / 'home' / outside[0].name} is a symbolic link: not followed, nothing in it "
        "removed",
        f"{linked_json / 'run.json'} is a symbolic link: not followed, {linked_json} kept",
        f"{runs / 'linked'} is a symbolic link: not followed, nothing in it removed",
    }
    # The pages were rewritten in place of the links, not through them.
    assert not (runs / "home" / "index.html").is_symlink()
    assert "history" in (runs / "home" / "index.html").read_text()
    assert not (runs / "index.html").is_symlink()
    one = prune_runs(runs, keep=1, flow="linked")  # named on its own: the same
    assert one.removed == () and one.warnings == (done.warnings[-1],)
    assert _files(victim) == before


def test_prune_creates_no_lock_file_through_a_symbolic_link(tmp_path: Path) -> None:
    runs = tmp_path / "runs"
    plain = [_run(runs, n) for n in range(3)]
    (tmp_path / "victim").mkdir()
    (runs / ".runs.lock").symlink_to(tmp_path / "victim" / "lock")
    done = prune_runs(runs, keep=1)
    assert not any((tmp_path / "victim").iterdir())
    assert done.removed == tuple(plain[:2]) and not plain[0].exists()
    assert len(done.warnings) == 1
    assert done.warnings[0].startswith(f"The pages of home in {runs} were not rewritten: ")


def test_a_prune_at_a_runs_end_logs_what_it_did_not_follow(
    tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    victim = tmp_path / "victim"
    _run(victim, 1, days_ago=9)
    _run(victim, 2)
    (tmp_path / "runs").mkdir()
    (tmp_path / "runs" / "linked").symlink_to(victim / "home")
    project = tmp_path / "nbshot.toml"
    project.write_text("[runs]\nkeep = 1\n")
    use(project)
    try:
        with caplog.at_level(logging.WARNING, logger="nbshot"):
            done = keep_in_bounds(tmp_path / "runs", "linked")
    finally:
        use(None)
    assert done is not None and done.removed == ()
    assert f"{tmp_path / 'runs' / 'linked'} is a symbolic link: not followed" in caplog.text
    assert len(list((victim / "home").iterdir())) == 2


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
