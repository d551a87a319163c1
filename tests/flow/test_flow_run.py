"""FlowRun and past runs: run_log, how a run shows itself (nbshot/flow/flow_run.py)."""

from __future__ import annotations

from pathlib import Path

import pytest
from flow_paths import TEST_FLOWS

import nbshot

pytestmark = pytest.mark.notebook


def test_run_log_has_a_line_per_code_cell_with_timings(
    shipped: dict[str, nbshot.FlowRun], runs_dir: Path
) -> None:
    run = shipped["homepage"]
    log = nbshot.run_log(run.run_id, out_dir=runs_dir)
    assert log.manifest["run_id"] == run.run_id
    assert [c["status"] for c in log.cells] == ["completed"] * len(log.cells)
    assert all(c["duration"] is not None for c in log.cells)
    assert any(c["outputs"].get("record") for c in log.cells)
    assert nbshot.run_log("homepage:latest", out_dir=runs_dir).manifest["flow"] == "homepage"
    with pytest.raises(nbshot.InvalidArgument, match="No run 'nope'"):
        nbshot.run_log("nope", out_dir=runs_dir)


def test_a_flow_run_shows_its_status_parameters_thumbnails_and_error(tmp_path: Path) -> None:
    run = nbshot.run_flow(TEST_FLOWS / "breaks.ipynb", {"message": "boom"}, out_dir=tmp_path)
    bundle = run._repr_mimebundle_()
    text = bundle["text/plain"]
    assert text.splitlines()[0] == "FlowRun breaks: failed"
    # Nothing that changes from run to run, so a stored notebook repeats when re-run.
    assert run.run_id not in str(bundle) and f"{run.duration:.1f} s" not in str(bundle)
    assert "params: message='boom'" in text and "error: ValueError in cell 2: boom" in text
    assert bundle["text/html"].count("data:image/jpeg;base64,") == 1  # a thumbnail
    assert nbshot.FlowRun.load(run.folder) == run
    with pytest.raises(nbshot.InvalidArgument, match="not a run folder"):
        nbshot.FlowRun.load(tmp_path)
