"""One run in progress (nbshot/flow/run_in_progress.py): its manifest, and failures that
keep what was done."""

from __future__ import annotations

import json
from pathlib import Path

import nbformat
import pytest
from disks import SmallDisk
from flow_paths import FLOWS, TEST_FLOWS

import nbshot
from nbshot.errors import DiskFull

pytestmark = pytest.mark.notebook


def test_manifest_lists_captures_records_and_status(shipped: dict[str, nbshot.FlowRun]) -> None:
    run = shipped["homepage"]
    manifest = json.loads((run.folder / "run.json").read_text())
    assert manifest["status"] == "ok"
    assert manifest["flow"] == "homepage"
    assert manifest["captures"] == [{"name": "homepage", "path": "homepage.png", "metadata": None}]
    assert [r["name"] for r in manifest["records"]] == ["homepage", "tree", "description"]
    assert manifest["duration"] > 0 and manifest["ended"] >= manifest["started"]
    assert manifest["error"] is None
    timings = run.timings
    assert timings["duration"] == manifest["duration"]
    assert len(timings["cells"]) == 4 and all(t is not None for t in timings["cells"])


def test_a_cell_that_raises_keeps_earlier_captures_and_its_video(tmp_path: Path) -> None:
    run = nbshot.run_flow(TEST_FLOWS / "breaks.ipynb", out_dir=tmp_path, video=True)
    assert run.status == "failed" and not run.ok
    assert run.error is not None
    assert (run.error.ename, run.error.evalue, run.error.cell_index) == (
        "ValueError", "the third cell broke", 2,
    )  # fmt: skip
    assert [c.name for c in run.captures] == ["first"]
    assert run.report is not None and "the third cell broke" in run.report.read_text()
    assert run.video is not None and run.video.stat().st_size > 1000
    manifest = json.loads((run.folder / "run.json").read_text())
    assert manifest["status"] == "failed" and manifest["error"]["cell_index"] == 2
    with pytest.raises(nbshot.FlowFailed, match="the third cell broke") as caught:
        nbshot.run_flow(TEST_FLOWS / "breaks.ipynb", out_dir=tmp_path, raise_on_error=True)
    assert caught.value.run.status == "failed"


def test_a_run_past_its_timeout_is_stopped_and_says_so(tmp_path: Path) -> None:
    run = nbshot.run_flow(TEST_FLOWS / "sleeps.ipynb", out_dir=tmp_path, timeout=8)
    assert run.status == "timeout"
    assert run.error is not None and "Timed out after 8 s" in run.error.message
    assert run.error.cell_index == 2  # time.sleep(seconds)
    assert [c.name for c in run.captures] == ["before"]
    assert run.duration is not None and run.duration < 30


def test_a_kernel_that_dies_says_so_and_where(tmp_path: Path) -> None:
    run = nbshot.run_flow(TEST_FLOWS / "dies.ipynb", out_dir=tmp_path)
    assert run.status == "kernel-died"
    assert run.error is not None and "kernel died" in run.error.message.lower()
    assert run.error.cell_index == 1
    assert (run.folder / "run.json").is_file()


def test_a_run_onto_a_full_disk_is_a_coded_error_and_keeps_whole_files(
    small_disk: SmallDisk,
) -> None:
    # The 256 KiB disk holds the run's start and its first pictures, not the whole run:
    # papermill's notebook, saved after each cell, is what fills it.
    with pytest.raises(DiskFull, match="is full"):
        nbshot.run_flow("homepage", folder=FLOWS, out_dir=small_disk.folder, timeout=120)
    [folder] = (small_disk.folder / "homepage").iterdir()
    manifest = json.loads((folder / "run.json").read_text())  # whole: read back
    assert manifest["status"] in ("error", "running")
    if manifest["status"] == "error":
        assert manifest["error"]["ename"] == "DiskFull"
    if (folder / "notebook.ipynb").exists():  # the last whole copy, never half of one
        nbformat.read(folder / "notebook.ipynb", as_version=4)
