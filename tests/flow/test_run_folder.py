"""What a run leaves on disk: report.html, runs/index.html (nbshot/flow/run_folder.py)."""

from __future__ import annotations

from pathlib import Path

import pytest
from flow_paths import SHIPPED

import nbshot

pytestmark = pytest.mark.notebook


def test_report_is_self_contained_with_images_and_no_code(
    shipped: dict[str, nbshot.FlowRun],
) -> None:
    report = (shipped["homepage"].folder / "report.html").read_text()
    assert "data:image/png;base64," in report
    assert 'src="http' not in report  # no CDN scripts: opens offline
    assert "nbshot.capture(" not in report  # outputs only, unless asked
    assert "Homepage" in report and "ok in" in report


def test_runs_lists_past_runs_and_index_html_links_them(
    shipped: dict[str, nbshot.FlowRun], runs_dir: Path
) -> None:
    table = nbshot.runs(out_dir=runs_dir)
    assert set(SHIPPED) <= set(table["flow"])
    only = nbshot.runs("audit", out_dir=runs_dir)
    assert set(only["flow"]) == {"audit"}
    index = (runs_dir / "index.html").read_text()
    for name in SHIPPED:
        run = shipped[name]
        assert f"{name}/{run.run_id}/report.html" in index
