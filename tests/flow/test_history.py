"""The runs pages (nbshot/flow/history.py): the runs index and each flow's history
page, built incrementally and the same as built from scratch; checked in a real
browser after two real runs."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

import nbshot
from nbshot.demo import serve_folder
from nbshot.flow import history, run_folder

pytestmark = pytest.mark.notebook


def _manifest(runs: Path, flow: str, n: int, status: str = "ok", **extra: object) -> dict:
    run_id = f"20260101-{n:06d}-abcdef"
    manifest = {
        "flow": flow, "run_id": run_id, "status": status, "params": {},
        "started": f"2026-01-01T00:{n // 60:02d}:{n % 60:02d}+00:00", "duration": 1.0 + n,
        "captures": [], "findings": [{"check": "console", "message": "x"}] * (n % 3),
        "report": None, "error": None, "changes": None, **extra,
    }  # fmt: skip
    (runs / flow / run_id).mkdir(parents=True)
    run_folder.write_manifest(runs / flow / run_id, manifest)
    return manifest


# Rows of the recent runs shown by each filter (radio buttons and CSS, no script).
_VISIBLE_ROWS = """() => {
  const visible = () => [...document.querySelectorAll('tr.run')]
    .filter(r => r.offsetParent !== null).length;
  const click = (id) => document.querySelector(`label[for="${id}"]`).click();
  const all = visible();
  // No failed run, no failed button: that filter would show none.
  const failed = document.getElementById('status-failed') ? (click('status-failed'), visible()) : 0;
  click('status-ok'); const ok = visible();
  click('status-all'); click('flow-f0'); const flow = visible();
  return {all, failed, ok, flow};
}"""


def test_adding_runs_one_by_one_gives_the_pages_a_rebuild_gives(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(history, "PAGE", 3)  # archive pages after every 3 runs
    one, two = tmp_path / "one", tmp_path / "two"
    changed = {"previous": "x", "changed": True, "status": {"before": "ok", "after": "failed"},
               "screens": [], "findings_new": [], "findings_gone": []}  # fmt: skip
    for n in range(7):
        extra = {"changes": changed} if n == 5 else {}
        status = "failed" if n == 5 else "ok"
        for runs in (one, two):
            manifest = _manifest(runs, "home", n, status, **extra)
        history.add_run(one, manifest)
    run_folder.write_runs_index(two)
    for page in ("index.html", "home/index.html", "home/history-0001.html",
                 "home/history-0002.html", "home/history.jsonl", "runs.json"):  # fmt: skip
        assert (one / page).read_text() == (two / page).read_text(), page
    assert not (one / "home" / "history-0003.html").exists()
    page = (one / "home" / "index.html").read_text()
    assert "7 run(s); the last 3 below" in page
    assert page.count('data-chart="') == 3 and page.count("<svg") == 3
    assert 'href="history-0002.html">4-6</a>' in page
    state = json.loads((one / "runs.json").read_text())
    assert state["flows"]["home"]["last_change"]["run_id"] == "20260101-000005-abcdef"
    index = (one / "index.html").read_text()
    assert 'href="home/20260101-000005-abcdef/report.html#since-last-run"' in index
    assert "status ok -&gt; failed" in index  # the last change, in the flow's row
    with serve_folder(one) as served, nbshot.open(f"{served.url}/index.html") as page:
        shown = page.eval(_VISIBLE_ROWS)
    assert shown == {"all": 7, "failed": 1, "ok": 6, "flow": 7}


def test_a_history_page_and_the_runs_index_work_in_a_browser(
    two_runs: tuple[nbshot.FlowRun, nbshot.FlowRun, Path],
) -> None:
    first, second, runs = two_runs
    with serve_folder(runs) as served, nbshot.open(f"{served.url}/watch/index.html") as page:
        seen = page.eval(
            """async () => {
              // Wait for the pictures (lazy ones too) rather than read them mid-load.
              await Promise.all([...document.images].map(i => i.decode().catch(() => null)));
              return {
              rows: [...document.querySelectorAll('table.history tr')].slice(1)
                .map(r => r.querySelector('code').textContent),
              charts: [...document.querySelectorAll('figure.chart svg')].map(s =>
                [s.getBoundingClientRect().width, s.querySelectorAll('rect,circle').length]),
              images: [...document.images].map(i => [i.alt, i.complete && i.naturalWidth]),
              change: document.querySelector('a[href$="#since-last-run"]').getAttribute('href'),
            }}"""
        )
        page.act(f"goto:{served.url}/index.html")
        index = page.eval(_VISIBLE_ROWS)
        flows = page.eval("() => document.querySelector('table.flows').textContent")
        link = page.eval("() => document.querySelector('table.flows a').getAttribute('href')")
    assert seen["rows"] == [second.run_id, first.run_id]  # newest first, both runs
    assert len(seen["charts"]) == 3
    assert all(width > 100 and marks >= 2 for width, marks in seen["charts"]), seen["charts"]
    assert seen["images"] == [["diff of page", seen["images"][0][1]]] and seen["images"][0][1] > 0
    assert seen["change"] == f"{second.run_id}/report.html#since-last-run"
    assert index == {"all": 2, "failed": 0, "ok": 2, "flow": 2}
    assert link == "watch/index.html"
    assert "1 screen(s) changed: page" in flows
