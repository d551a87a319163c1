"""The runs pages (nbshot/flow/history.py): the runs index and each flow's history
page, built incrementally and the same as built from scratch; checked in a real
browser after two real runs."""

from __future__ import annotations

import base64
import json
from pathlib import Path

import pytest

import nbshot
from nbshot.browser.engine import engine
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
        extra = {"changes": changed, "report": "report.html"} if n == 5 else {}
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
        groups = page.eval(
            """() => [...document.querySelectorAll('table.dashboard tr.group')].map(r =>
              [r.dataset.flow, r.querySelectorAll('.spark polyline').length,
               [...r.querySelectorAll('img.thumb')].map(i => i.naturalWidth > 0)])"""
        )
        flows = page.eval("() => document.querySelector('table.flows').textContent")
        link = page.eval("() => document.querySelector('table.flows a').getAttribute('href')")
    assert seen["rows"] == [second.run_id, first.run_id]  # newest first, both runs
    assert len(seen["charts"]) == 3
    assert all(width > 100 and marks >= 2 for width, marks in seen["charts"]), seen["charts"]
    assert seen["images"] == [["diff of page", seen["images"][0][1]]] and seen["images"][0][1] > 0
    assert seen["change"] == f"{second.run_id}/report.html#since-last-run"
    assert index == {"all": 2, "failed": 0, "ok": 2, "flow": 2}
    assert link == "watch/index.html"
    # One parameter set: one row, its durations drawn, the changed screen pictured.
    assert groups == [["watch", 1, [True]]]
    assert "1 screen(s) changed: page" in flows


# -- the runs index: one row per flow and parameter set ------------------------------

# A 2x2 PNG, for a changed screen's thumbnail.
_PNG = base64.b64decode(
    "iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP8z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg=="
)


def _hostile(what: str) -> str:
    """What would run a script or load from elsewhere if a page rendered it as HTML
    (tests/flow/test_run_folder.py checks the same for the reports)."""
    return (
        f"<script>window.__pwned='{what}'</script><img src=x "
        f'onerror="window.__pwned=\'{what}\'"><a href="javascript:1">{what}</a>'
    )


def _dashboard_runs(runs: Path) -> None:
    """Run folders of three (flow, parameters) groups: ``home`` with two parameter sets
    (one flaky once, one failed once and with a hostile value), ``shop`` whose runs
    record a speed its project budgets, the last one changed, with a screen."""
    for n in range(4):
        status = "flaky" if n == 1 else "ok"
        history.add_run(runs, _manifest(runs, "home", n, status, params={"size": "small"}))
    hostile = {"label": _hostile("param")}
    history.add_run(runs, _manifest(runs, "home", 10, "ok", params=hostile))
    error = {"message": _hostile("error")}
    history.add_run(runs, _manifest(runs, "home", 11, "failed", params=hostile, error=error))
    for n in range(20, 25):
        vitals = [
            {"name": "shop", "url": "http://127.0.0.1/shop", "lcp_ms": 1000.0 + 500 * (n - 20)}
        ]
        extra: dict = {"vitals": vitals, "started": f"2026-02-{n - 19:02d}T00:00:00+00:00"}
        if n == 24:
            extra["changes"] = {
                "previous": "x", "changed": True, "status": None, "findings_new": [],
                "findings_gone": [], "screens": [
                    {"name": "shop", "path": "shop.png", "diff": "changes/shop.diff.png",
                     "ratio": 0.5, "pixels": 2, "regions": []}],
            }  # fmt: skip
            extra["report"] = "report.html"
        manifest = _manifest(runs, "shop", n, "ok", **extra)
        (runs / "shop" / manifest["run_id"] / "shop.png").write_bytes(_PNG)
        if n == 24:
            (runs / "shop" / manifest["run_id"] / "report.html").write_text("<p>report</p>")
        history.add_run(runs, manifest)


_DASHBOARD = """async () => {
  await Promise.all([...document.images].map(i => i.decode().catch(() => null)));
  const rows = () => [...document.querySelectorAll('table.dashboard tr.group')];
  const shown = () => rows().filter(r => r.offsetParent !== null)
    .map(r => r.dataset.flow + ' ' + r.querySelector('code').textContent);
  const set = (id, value) => {
    const input = document.getElementById(id);
    input.value = value; input.dispatchEvent(new Event('change', {bubbles: true}));
  };
  const seen = {
    form: document.getElementById('filters').hidden,
    rows: shown(),
    sparks: rows().map(r => [...r.querySelectorAll('.spark')].map(s =>
      [s.dataset.metric, s.querySelectorAll('polyline').length,
       s.querySelectorAll('line.budget').length,
       s.querySelector('svg').getBoundingClientRect().width])),
    counts: rows().map(r => r.querySelector('td.counts').innerText.replace(/\\s+/g, ' ')),
    thumbs: [...document.querySelectorAll('table.dashboard img.thumb')]
      .map(i => [i.getAttribute('src'), i.naturalWidth]),
    links: [...document.querySelectorAll('a[href]')].map(a => a.getAttribute('href')),
    images: [...document.querySelectorAll('img[src]')].map(i => i.getAttribute('src')),
    scriptLinks: [...document.querySelectorAll('a[href]')]
      .filter(a => a.href.trim().toLowerCase().startsWith('javascript:')).length,
    text: document.body.innerText,
  };
  set('f-flow', 'shop'); seen.byFlow = shown();
  set('f-flow', ''); set('f-status', 'failed'); seen.byStatus = shown();
  set('f-status', ''); set('f-from', '2026-02-01'); seen.byDate = shown();
  set('f-to', '2026-01-31'); seen.none = shown();
  seen.recentNone = [...document.querySelectorAll('tr.run')]
    .filter(r => r.offsetParent !== null).length;
  set('f-from', ''); set('f-to', ''); seen.again = shown().length;
  seen.pwned = window.__pwned ?? null;
  return seen;
}"""


async def _open(url: str, script: bool) -> dict:
    browser = await engine.browser()
    context = await browser.new_context(java_script_enabled=script)
    try:
        page = await context.new_page()
        await page.goto(url)
        if script:
            return await page.evaluate(_DASHBOARD)
        # Without JavaScript: every row shows, the filter form does not.
        return {
            "rows": await page.locator("table.dashboard tr.group").count(),
            "visible": await page.locator("table.dashboard tr.group:visible").count(),
            "form": await page.locator("#filters").is_visible(),
        }
    finally:
        await context.close()


def test_the_runs_index_has_a_row_per_flow_and_parameter_set_in_a_browser(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.delenv("NBSHOT_CONFIG", raising=False)
    monkeypatch.chdir(tmp_path)
    (tmp_path / "nbshot.toml").write_text(
        '[budgets]\nlcp_ms = 2500\n\n[budgets."/shop"]\nlcp_ms = 2000\n'
    )
    runs = tmp_path / "runs"
    _dashboard_runs(runs)
    built = (runs / "index.html").read_text()
    rebuilt = run_folder.write_runs_index(runs).read_text()
    assert rebuilt == built  # adding runs one by one and a rebuild agree
    with serve_folder(runs) as served:
        seen = engine.run(_open(f"{served.url}/index.html", script=True))
        bare = engine.run(_open(f"{served.url}/index.html", script=False))
    hostile = f"home label={_hostile('param')!r}"
    assert seen["rows"] == [hostile, "home size='small'", "shop defaults"]
    assert seen["form"] is False and bare == {"rows": 3, "visible": 3, "form": False}
    # Durations for each; the shop's lcp_ms too, with the stricter /shop budget drawn.
    assert [[s[:3] for s in row] for row in seen["sparks"]] == [
        [["duration s", 1, 0]],
        [["duration s", 1, 0]],
        [["duration s", 1, 0], ["lcp_ms", 1, 1]],
    ]
    assert all(s[3] > 50 for row in seen["sparks"] for s in row)
    assert "lcp_ms 3000" in seen["text"] and "budget" not in seen["text"]
    assert seen["counts"] == ["0 flaky 1 failed", "1 flaky 0 failed", "0 flaky 0 failed"]
    shop = "shop/20260101-000024-abcdef"
    assert seen["thumbs"] == [[f"{shop}/shop.png", 2]]
    assert seen["links"].count(f"{shop}/report.html#since-last-run") == 1
    assert "home/20260101-000011-abcdef/report.html" not in seen["links"]  # it has none
    assert "1 screen(s) changed: shop" in seen["text"]
    # Filters: by flow, by status, by date (from, then an empty range).
    assert seen["byFlow"] == ["shop defaults"]
    assert seen["byStatus"] == [hostile]
    assert seen["byDate"] == ["shop defaults"]
    assert seen["none"] == [] and seen["recentNone"] == 0 and seen["again"] == 3
    # Hostile values stay text; every link and picture is a file of the runs folder.
    assert (seen["pwned"], seen["scriptLinks"]) == (None, 0)
    assert repr(_hostile("param")) in seen["text"]  # as typed
    assert _hostile("error") in seen["text"]
    for href in seen["links"] + seen["images"]:
        assert "://" not in href and not href.startswith("/"), href
        assert (runs / href.split("#")[0]).is_file(), href
    assert "http" not in built.replace("http://www.w3.org/2000/svg", "")  # no outside requests


_METRIC_CHARTS = """() => [...document.querySelectorAll('figure.chart')].map(f => {
  const svg = f.querySelector('svg'), budget = svg.querySelector('polyline.budget');
  const ys = budget ? budget.getAttribute('points').split(' ').map(p => +p.split(',')[1]) : [];
  return {chart: f.dataset.chart, caption: f.querySelector('figcaption').textContent,
    width: svg.getBoundingClientRect().width,
    dots: [...svg.querySelectorAll('circle')].map(c => [+c.getAttribute('cy'),
      c.getAttribute('fill'), c.querySelector('title').textContent]),
    budget: ys, budgetTip: budget ? budget.querySelector('title').textContent : null};
})"""


def test_a_flows_history_draws_each_budgeted_metric_with_its_budget_line_in_a_browser(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The project limits lcp_ms (2500) and cls; the flow's own budget (run.json's
    ``budgets``, from its notebook) makes lcp_ms 2200 from the third run on."""
    monkeypatch.delenv("NBSHOT_CONFIG", raising=False)
    monkeypatch.chdir(tmp_path)
    (tmp_path / "nbshot.toml").write_text("[budgets]\nlcp_ms = 2500\ncls = 0.1\n")
    runs = tmp_path / "runs"
    for n in range(4):
        vitals = [{"name": "shop", "url": "http://127.0.0.1/shop", "lcp_ms": 1500.0 + 400 * n,
                   "cls": 0.05, "requests": 3}]  # fmt: skip
        own = {"*": {"lcp_ms": 2200.0}} if n >= 2 else {}
        history.add_run(runs, _manifest(runs, "shop", n, vitals=vitals, budgets=own))
    page = (runs / "shop" / "index.html").read_text()
    history.refresh(runs, "shop")
    assert (runs / "shop" / "index.html").read_text() == page  # as a rebuild draws it
    with serve_folder(runs) as served, nbshot.open(f"{served.url}/shop/index.html") as browser:
        charts = browser.eval(_METRIC_CHARTS)
    assert [c["chart"] for c in charts] == [
        "status", "duration", "findings", "metric-cls", "metric-lcp_ms"
    ]  # fmt: skip
    assert all(c["width"] > 100 for c in charts)
    lcp = charts[-1]
    assert lcp["caption"] == "lcp_ms (max 2700)"
    # One dot per run, higher for slower; red where a run went over its budget.
    ys = [d[0] for d in lcp["dots"]]
    assert ys == sorted(ys, reverse=True) and len(ys) == 4
    assert [d[1] for d in lcp["dots"]] == ["#4060a0", "#4060a0", "#b42318", "#b42318"]
    assert lcp["dots"][3][2].endswith(": lcp_ms 2700.0 (budget 2200)")
    # The budget: 2500 for two runs, then the flow's 2200 (lower on the chart: larger y).
    assert len(lcp["budget"]) == 8 and lcp["budgetTip"] == "budget 2200"
    assert lcp["budget"][:4] == [lcp["budget"][0]] * 4
    assert lcp["budget"][4:] == [lcp["budget"][4]] * 4 and lcp["budget"][4] > lcp["budget"][0]
    # A dot on its budget is at the budget line's height: 2300 sits between them.
    assert lcp["budget"][0] < ys[2] < lcp["budget"][4]
    cls = charts[3]
    assert len(cls["dots"]) == 4 and cls["budgetTip"] == "budget 0.1"
    assert "requests" not in [c["chart"] for c in charts]  # no budget limits it: no chart
