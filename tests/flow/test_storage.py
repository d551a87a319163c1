"""Runs folders at an fsspec URL (nbshot/flow/storage.py), through fsspec's own file://
filesystem: the run is written in a local mirror and uploaded with the runs pages.
(s3:// against moto's server: tests/cluster/test_dask_worker.py.)"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from flow_paths import TEST_FLOWS

import nbshot
from nbshot.flow import storage

pytestmark = pytest.mark.notebook


def test_a_run_at_a_url_is_uploaded_with_its_pages_and_read_back(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "cache"))  # the mirror goes here
    remote = tmp_path / "remote"
    remote.mkdir()
    url = f"file://{remote}"
    assert storage.is_url(url) and not storage.is_url(str(remote))
    run = nbshot.run_flow(TEST_FLOWS / "flaky.ipynb", out_dir=url, progress=False)
    assert run.ok, run.error_text
    assert run.folder.is_relative_to(tmp_path / "cache")  # written in the mirror
    uploaded = remote / "flaky" / run.run_id
    assert json.loads((uploaded / "run.json").read_text())["status"] == "ok"
    assert (uploaded / "report.html").is_file() and (uploaded / "junit.xml").is_file()
    assert run.run_id in (remote / "index.html").read_text()
    assert run.run_id in (remote / "flaky" / "index.html").read_text()  # the history page
    listed = nbshot.runs(out_dir=url)
    assert list(listed["folder"]) == [f"{url}/flaky/{run.run_id}"]


def test_a_url_nothing_can_open_is_refused_before_the_run(tmp_path: Path) -> None:
    with pytest.raises(nbshot.InvalidArgument, match="Cannot open out_dir"):
        nbshot.run_flow(TEST_FLOWS / "flaky.ipynb", out_dir="nosuchfs://bucket/runs")
