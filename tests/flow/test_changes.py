"""A run compared with the previous run of the same flow and parameters
(nbshot/flow/changes.py): a real flow run twice against a copy of the demo site,
changed between the runs, then read back from run.json, the report, runs() and a
real browser."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from flow_paths import NEW_ERROR

import nbshot
from nbshot.demo import serve_folder
from nbshot.flow.changes import finding_key, findings_of

pytestmark = pytest.mark.notebook


def test_a_first_run_has_nothing_to_compare_with(
    two_runs: tuple[nbshot.FlowRun, nbshot.FlowRun, Path],
) -> None:
    first, _, _ = two_runs
    assert first.ok, first.error_text
    assert first.changes is None
    assert json.loads((first.folder / "run.json").read_text())["changes"] is None
    assert "First run of this flow" in (first.folder / "report.html").read_text()


def test_the_second_run_names_the_changed_screen_and_the_new_error(
    two_runs: tuple[nbshot.FlowRun, nbshot.FlowRun, Path],
) -> None:
    first, second, _ = two_runs
    assert second.ok, second.error_text
    changes = json.loads((second.folder / "run.json").read_text())["changes"]
    assert changes == second.changes
    assert changes["previous"] == first.run_id and changes["changed"] is True
    assert changes["status"] is None
    assert changes["duration"]["before"] == first.duration
    (screen,) = changes["screens"]
    assert screen["name"] == "page" and screen["path"] == "page.png"
    assert 0 < screen["ratio"] < 0.5 and screen["regions"]
    _, _, width, height = screen["regions"][0]
    assert width > 0 and height > 0
    assert (second.folder / screen["diff"]).stat().st_size > 1000  # the diff picture
    assert (second.folder / screen["before"]).resolve() == first.folder / "page.png"
    new = [f["message"] for f in changes["findings_new"]]
    assert [m for m in new if NEW_ERROR in m], new
    assert changes["findings_gone"] == []
    assert any(NEW_ERROR in f["message"] for f in second.findings)
    assert (
        "Since the last run: 1 screen(s) changed: page" in (second.folder / "index.md").read_text()
    )


def test_runs_carries_the_changes_as_columns(
    two_runs: tuple[nbshot.FlowRun, nbshot.FlowRun, Path],
) -> None:
    first, second, runs = two_runs
    table = nbshot.runs("watch", out_dir=runs).set_index("run_id")
    row = table.loc[second.run_id]
    assert row["screens_changed"] == ["page"]
    assert [m for m in row["findings_new"] if NEW_ERROR in m]
    assert row["status_change"] == "" and row["findings"] >= 1
    assert row["changes"].startswith("1 screen(s) changed: page; 1 new finding(s)")
    assert table.loc[first.run_id, "changes"] == "first run"


def test_the_report_shows_before_after_diff_and_the_new_error_in_a_browser(
    two_runs: tuple[nbshot.FlowRun, nbshot.FlowRun, Path],
) -> None:
    _, second, runs = two_runs
    with (
        serve_folder(runs) as served,
        nbshot.open(f"{served.url}/watch/{second.run_id}/report.html") as page,
    ):
        seen = page.eval(
            """() => {
              const section = document.querySelector('#since-last-run');
              return {
                top: section.getBoundingClientRect().top,
                heading: section.querySelector('h2').textContent,
                text: section.textContent,
                captions: [...section.querySelectorAll('figcaption')].map(f => f.textContent),
                loaded: [...section.querySelectorAll('img')].map(i => i.complete && i.naturalWidth),
              };
            }"""
        )
    assert seen["heading"] == "Since the last run"
    assert seen["captions"] == ["before", "after", "diff"]
    assert len(seen["loaded"]) == 3 and all(w > 0 for w in seen["loaded"]), seen["loaded"]
    assert "page: " in seen["text"] and NEW_ERROR in seen["text"]
    assert seen["top"] < 400  # the report starts with it, under the run's header


def test_findings_are_read_from_shots_and_check_tables_once_each() -> None:
    records = [
        {"name": "home", "kind": "shot",
         "value": {"url": "http://x/", "console_errors": ["boom", "boom"],
                   "failed_requests": ["http://x/a.png"]}},
        {"name": "findings", "kind": "dataframe",
         "value": {"data": [{"check": "a11y:label", "severity": "error",
                             "message": "Form elements must have labels",
                             "selector": "#q"}, {"other": 1}]}},
    ]  # fmt: skip
    found = findings_of(records)
    assert [(f["check"], f["where"]) for f in found] == [
        ("console", "http://x/"), ("requests", "http://x/"), ("a11y:label", "#q"),
    ]  # fmt: skip
    assert finding_key(found[0]) != finding_key({**found[0], "where": "http://y/"})
