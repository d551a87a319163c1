"""Benchmark: nbshot's ``assert_screenshot`` against Playwright Test's ``toHaveScreenshot``.

Not a test. The same pages for both, served over HTTP on 127.0.0.1 by child processes:
the demo site and the real pages nobody here wrote (``--pages``, default
../shared/real-pages: TodoMVC and the W3C APG examples), each asserted at the viewport
(1280x720) and as a full page. Playwright Test (@playwright/test, installed by this
script with npm into a temporary folder, or ``--playwright-test DIR``) runs in the same
Chromium binary. Four parts:

1. **Speed**: one warm worker per tool asserts every page ``--rounds`` times after a
   warm-up round (load, settle, picture, compare: what a passing assertion costs);
   the median per assertion, and nbshot's ratio to Playwright Test's. Goal <= 0.8x.
2. **False failures**: ``--runs`` runs of each tool, each a fresh process, over the
   unchanged pages with ``--hogs`` CPU hogs beside them (stress-ng). Goal: nbshot 0.
   nbshot also asserts the viewports at ``--strict-threshold`` (what a 10% shade
   needs), to price that threshold in false failures.
3. **Seeded changes** on a page made for it: a 1 px outline, one background 20% and
   10% darker, one word, an element moved 2 px, an image removed. Each must fail, and
   the box around nbshot's regions must be within 4 px of the change's box.
4. **A page that keeps growing**, full page, timeout 5 s: a coded error naming what kept
   changing, and how long it took.

    .venv/bin/python tests/bench/bench_assert.py [--rounds 5] [--runs 20] [--hogs 2]
        [--pages DIR] [--playwright-test DIR] [--strict-threshold 0.05]
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[2]
REAL_PAGES = ROOT.parent / "shared" / "real-pages"
DEMO_PAGES = ["home", "signin", "dashboard", "long"]
REAL = [
    "todomvc/index.html",
    "apg/patterns/tabs/examples/tabs-automatic.html",
    "apg/patterns/tabs/examples/tabs-manual.html",
    "apg/patterns/tabs/examples/tabs-actions.html",
    "apg/patterns/checkbox/examples/checkbox.html",
    "apg/patterns/checkbox/examples/checkbox-mixed.html",
]
TOLERANCE_PX = 4

# A page made for seeded changes: every element placed absolutely, so a change moves
# nothing else and its box is known.
SEED = """<!doctype html><html><head><style>
body {{ margin: 0; font: 18px/1.4 sans-serif; background: #fff; }}
div, p, img {{ position: absolute; margin: 0; }}
#card {{ left: 40px; top: 40px; width: 300px; height: 120px; background: #f8fafc; {outline} }}
#panel {{ left: 400px; top: 40px; width: 300px; height: 120px; background: {panel}; }}
#text {{ left: 40px; top: 220px; width: 600px; }}
#badge {{ left: {badge_x}px; top: 300px; width: 80px; height: 30px; background: #1e3a8a; }}
#logo {{ left: 400px; top: 300px; width: 48px; height: 48px; }}
</style></head><body>
<div id="card"></div><div id="panel"></div>
<p id="text">Orders today: <span id="word">{word}</span><span id="rest"> shipped.</span></p>
<div id="badge"></div>{logo}
</body></html>"""
LOGO = (
    '<img id="logo" alt="" src="data:image/svg+xml,'
    "%3Csvg xmlns='http://www.w3.org/2000/svg' width='48' height='48'%3E"
    "%3Crect width='48' height='48' fill='%23dc2626'/%3E%3C/svg%3E\">"
)
PANEL = (219, 234, 254)  # #dbeafe, a light blue on white
BASE = {"outline": "", "panel": "rgb(219, 234, 254)", "word": "Three", "badge_x": 100,
        "logo": LOGO}  # fmt: skip


def _shade(factor: float) -> str:
    return "rgb({}, {}, {})".format(*(round(c * factor) for c in PANEL))


CHANGES: dict[str, tuple[dict[str, Any], str]] = {
    # name: (what differs from BASE, the element whose box the change is in)
    "1px outline": ({"outline": "outline: 1px solid #334155;"}, "#card"),  # 1 px outside it
    "20% darker background": ({"panel": _shade(0.8)}, "#panel"),
    "10% darker background": ({"panel": _shade(0.9)}, "#panel"),
    "one word": ({"word": "Four"}, "#word, #rest"),  # the rest of the line moves too
    "moved 2px": ({"badge_x": 102}, "#badge"),
    "image removed": ({"logo": ""}, "#logo"),
}
# Grows as answers arrive, not by a timer: nbshot's frozen clock stops timers, not the
# network (a feed or a chat that streams in).
GROW = """<!doctype html><body style="margin:0;font:16px sans-serif"><div id="feed"></div>
<script>(async () => { for (let n = 1; ; n++) { await fetch("/slow?" + n);
const p = document.createElement("p"); p.textContent = "Item " + n;
document.getElementById("feed").append(p); } })();</script>"""


# -- serving ---------------------------------------------------------------------------

# A static server whose /slow answers after 30 ms (what the growing page waits for).
_SERVE_STATIC = """
import functools, http.server, sys, time
class Handler(http.server.SimpleHTTPRequestHandler):
    def log_message(self, *args): pass
    def do_GET(self):
        if self.path.startswith("/slow"):
            time.sleep(0.03)
            self.send_response(204)
            self.end_headers()
            return
        super().do_GET()
handler = functools.partial(Handler, directory=sys.argv[2])
http.server.ThreadingHTTPServer(("127.0.0.1", int(sys.argv[1])), handler).serve_forever()
"""
_SERVE_DEMO = (
    "import json, sys, nbshot\n"
    "site = nbshot.serve_demo()\n"
    f"print(json.dumps([site.url_for(p) for p in {DEMO_PAGES!r}]), flush=True)\n"
    "sys.stdin.read()\n"
)


@contextmanager
def _served(folder: Path) -> Iterator[tuple[list[str], str]]:
    """The demo pages' URLs and the base URL of ``folder``, each served by a child."""
    with socket_port() as port:
        static = subprocess.Popen([sys.executable, "-c", _SERVE_STATIC, str(port), str(folder)])
    demo = subprocess.Popen([sys.executable, "-c", _SERVE_DEMO], stdin=subprocess.PIPE,
                            stdout=subprocess.PIPE, text=True)  # fmt: skip
    assert demo.stdout is not None and demo.stdin is not None
    try:
        urls = json.loads(demo.stdout.readline())
        base = f"http://127.0.0.1:{port}"
        _wait_http(f"{base}/")
        yield urls, base
    finally:
        demo.stdin.close()
        demo.wait(timeout=10)
        static.terminate()
        static.wait(timeout=10)


@contextmanager
def socket_port() -> Iterator[int]:
    import socket

    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        port = int(sock.getsockname()[1])
    yield port


def _wait_http(url: str) -> None:
    import urllib.request

    deadline = time.monotonic() + 30
    while True:
        try:
            urllib.request.urlopen(url, timeout=2).close()
            return
        except OSError:
            if time.monotonic() > deadline:
                raise
            time.sleep(0.1)


@contextmanager
def _hogs(count: int) -> Iterator[None]:
    """``count`` CPU hogs (stress-ng) for as long as the block runs."""
    if count <= 0:
        yield
        return
    if shutil.which("stress-ng") is None:
        sys.exit("--hogs needs stress-ng (apt install stress-ng), or pass --hogs 0")
    hog = subprocess.Popen(["stress-ng", "--cpu", str(count), "--quiet"],
                           stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)  # fmt: skip
    try:
        yield
    finally:
        hog.terminate()
        hog.wait(timeout=10)


# -- nbshot's side: a child process per run ----------------------------------------------

_NBSHOT_WORKER = r"""
import json, sys, time
import nbshot
from nbshot.errors import NbshotError
from nbshot.testing.screenshots import ScreenshotMismatch, assert_screenshot

job = json.loads(sys.argv[1])
nbshot.configure(helper=False)  # a fresh process: its own browser, as a CI worker has
out = []
for rnd in range(job["rounds"]):
    for case in job["cases"]:
        start = time.perf_counter()
        try:
            assert_screenshot(case["url"], baseline=case["baseline"], update=job["update"],
                              results_dir=job["results"], viewport="1280x720",
                              full_page=case["full"], threshold=case.get("threshold", 0.1),
                              **job.get("options", {}))
            ok, said = True, ""
        except ScreenshotMismatch as failure:
            found = failure.diff
            regions = [[b.x, b.y, b.width, b.height] for b in found.regions] if found else []
            ok, said = False, {"message": str(failure)[:300], "regions": regions}
        except NbshotError as error:
            ok, said = False, {"message": f"[{error.code}] {error.message}"[:400], "regions": []}
        ms = (time.perf_counter() - start) * 1000
        out.append({"name": case["name"], "round": rnd, "ok": ok, "ms": ms, "said": said})
print(json.dumps(out))
"""


def _nbshot(cases: list[dict[str, Any]], *, update: str, results: Path, rounds: int = 1,
            options: dict[str, Any] | None = None) -> list[dict[str, Any]]:  # fmt: skip
    job = {"cases": cases, "update": update, "results": str(results), "rounds": rounds,
           "options": options or {}}  # fmt: skip
    env = {**os.environ, "CI": "", "NBSHOT_NO_HELPER": "1"}
    done = subprocess.run([sys.executable, "-c", _NBSHOT_WORKER, json.dumps(job)],
                          capture_output=True, text=True, env=env, timeout=1800)  # fmt: skip
    if done.returncode != 0:
        sys.exit(f"nbshot's worker failed:\n{done.stderr[-3000:]}")
    return list(json.loads(done.stdout.strip().splitlines()[-1]))


# -- Playwright Test's side --------------------------------------------------------------

_SPEC = r"""
const { test, expect } = require('@playwright/test');
const fs = require('fs');
const job = JSON.parse(fs.readFileSync(process.env.BENCH_JOB, 'utf8'));
test.describe.configure({ mode: 'serial' });
test('assertions', async ({ page }) => {
  test.setTimeout(1800000);
  const out = [];
  for (let round = 0; round < job.rounds; round++) {
    for (const c of job.cases) {
      const start = performance.now();
      let ok = true, said = '';
      try {
        await page.goto(c.url);
        await expect(page).toHaveScreenshot(c.name + '.png', { fullPage: c.full });
      } catch (error) { ok = false; said = String(error.message).slice(0, 300); }
      out.push({ name: c.name, round, ok, ms: performance.now() - start, said });
    }
  }
  fs.writeFileSync(process.env.BENCH_OUT, JSON.stringify(out));
});
"""


def _playwright_test_folder(given: str | None, chromium: str) -> Path:
    """A folder with @playwright/test installed, its config and spec written."""
    folder = Path(given) if given else Path(tempfile.mkdtemp(prefix="nbshot-pwtest-"))
    if not (folder / "node_modules" / "@playwright" / "test").is_dir():
        if shutil.which("npm") is None:
            sys.exit("This benchmark installs @playwright/test with npm, which is not on PATH")
        done = subprocess.run(["npm", "install", "--no-audit", "--no-fund", "--silent",
                               "@playwright/test"], cwd=folder, check=False)  # fmt: skip
        if done.returncode != 0:
            sys.exit("npm could not install @playwright/test; pass --playwright-test DIR")
    (folder / "bench.spec.js").write_text(_SPEC)
    config = {
        "testDir": ".", "workers": 1, "reporter": "line", "timeout": 1800000,
        "snapshotPathTemplate": "{testDir}/snaps/{arg}{ext}",
        "use": {"viewport": {"width": 1280, "height": 720},
                "launchOptions": {"executablePath": chromium}},
    }  # fmt: skip
    (folder / "playwright.config.js").write_text(f"module.exports = {json.dumps(config)};\n")
    return folder


def _playwright(folder: Path, cases: list[dict[str, Any]], *, update: bool,
                rounds: int = 1) -> list[dict[str, Any]]:  # fmt: skip
    job, out = folder / "job.json", folder / "out.json"
    job.write_text(json.dumps({"cases": cases, "rounds": rounds}))
    out.unlink(missing_ok=True)
    command = [str(folder / "node_modules" / ".bin" / "playwright"), "test", "bench.spec.js"]
    if update:
        command.append("--update-snapshots=all")
    env = {**os.environ, "BENCH_JOB": str(job), "BENCH_OUT": str(out), "CI": ""}
    done = subprocess.run(command, cwd=folder, env=env, capture_output=True, text=True,
                          timeout=1800)  # fmt: skip
    if not out.is_file():
        sys.exit(f"Playwright Test failed:\n{done.stdout[-3000:]}{done.stderr[-2000:]}")
    return list(json.loads(out.read_text()))


# -- the parts ---------------------------------------------------------------------------


def _cases(demo_urls: list[str], base: str, work: Path) -> list[dict[str, Any]]:
    pages = dict(zip((f"demo-{p}" for p in DEMO_PAGES), demo_urls, strict=True))
    pages |= {"real-" + Path(p).stem: f"{base}/real/{p}" for p in REAL}
    return [
        {"name": f"{name}-{'full' if full else 'view'}", "url": url, "full": full,
         "baseline": str(work / "nbshot-baselines" / f"{name}-{'full' if full else 'view'}.png")}
        for name, url in pages.items() for full in (False, True)
    ]  # fmt: skip


def _speed(cases: list[dict[str, Any]], folder: Path, work: Path, rounds: int) -> None:
    print(f"\n1. A passing assertion on a warm worker (median of {rounds} rounds, quiet machine)")
    # Round 0 is the warm-up: the worker's first page load and first of each picture.
    ours = [r for r in _nbshot(cases, update="none", results=work / "r", rounds=rounds + 1)
            if r["round"] > 0]  # fmt: skip
    theirs = [r for r in _playwright(folder, cases, update=False, rounds=rounds + 1)
              if r["round"] > 0]  # fmt: skip
    ratios = []
    print(f"   {'assertion':38} {'nbshot':>8} {'PW Test':>8} {'ratio':>6}")
    for case in cases:
        a = statistics.median(r["ms"] for r in ours if r["name"] == case["name"])
        b = statistics.median(r["ms"] for r in theirs if r["name"] == case["name"])
        ratios.append(a / b)
        print(f"   {case['name']:38} {a:7.0f}  {b:7.0f}  {a / b:5.2f}x")
    all_a = statistics.median(r["ms"] for r in ours)
    all_b = statistics.median(r["ms"] for r in theirs)
    print(f"   median of all: nbshot {all_a:.0f} ms, Playwright Test {all_b:.0f} ms: "
          f"{all_a / all_b:.2f}x (median of per-assertion ratios {statistics.median(ratios):.2f}x;"
          f" goal <= 0.8x)")  # fmt: skip
    failed = [r["name"] for r in ours + theirs if not r["ok"]]
    if failed:
        print(f"   (failed while timing: {sorted(set(failed))})")


def _false_failures(cases: list[dict[str, Any]], folder: Path, work: Path, runs: int,
                    hogs: int, strict: float) -> None:  # fmt: skip
    print(f"\n2. False failures: {runs} runs each, a fresh process per run, {hogs} CPU hogs beside")
    strict_cases = [dict(c, name=c["name"] + "-strict", threshold=strict)
                    for c in cases if not c["full"]]  # fmt: skip
    ours: list[dict[str, Any]] = []
    theirs: list[dict[str, Any]] = []
    with _hogs(hogs):
        for run in range(runs):
            ours += _nbshot(cases + strict_cases, update="none", results=work / f"ff{run}")
            theirs += _playwright(folder, cases, update=False)
            print(f"   run {run + 1}/{runs}: nbshot {sum(not r['ok'] for r in ours)} "
                  f"failures so far, Playwright Test {sum(not r['ok'] for r in theirs)}",
                  flush=True)  # fmt: skip
    for label, rows in (("nbshot", ours), ("Playwright Test", theirs)):
        for kind, full in (("viewport", False), ("full page", True)):
            picked = [r for r in rows if r["name"].endswith("-full" if full else "-view")]
            bad = [r for r in picked if not r["ok"]]
            print(
                f"   {label:16} {kind:10} {len(bad):3} false failures in {len(picked)}"
                + (f": {sorted({r['name'] for r in bad})}" if bad else "")
            )
            for r in bad[:3]:
                print(f"      {r['name']}: {str(r['said'])[:200]}")
    strict_rows = [r for r in ours if r["name"].endswith("-strict")]
    bad = [r for r in strict_rows if not r["ok"]]
    print(
        f"   nbshot at threshold {strict:g} (viewport): {len(bad)} false failures in "
        f"{len(strict_rows)}" + (f": {sorted({r['name'] for r in bad})}" if bad else "")
    )


def _seeded(folder: Path, work: Path, base: str, strict: float) -> None:
    print(
        "\n3. Seeded true changes (each must fail; nbshot's region within "
        f"{TOLERANCE_PX} px of the change)"
    )
    seed = work / "site" / "seed"
    seed.mkdir(parents=True, exist_ok=True)
    (seed / "base.html").write_text(SEED.format(**BASE))
    for n, (changed, _) in enumerate(CHANGES.values()):
        (seed / f"change{n}.html").write_text(SEED.format(**(BASE | changed)))
    boxes = _boxes(base, list(CHANGES.values()))
    base_case = {"url": f"{base}/seed/base.html", "full": False}
    for threshold in (0.1, strict):
        baseline = str(work / f"seed-base-{threshold}.png")
        _nbshot([dict(base_case, name="base", baseline=baseline, threshold=threshold)],
                update="all", results=work / "seed-r")  # fmt: skip
        cases = [{"name": name, "url": f"{base}/seed/change{n}.html", "full": False,
                  "baseline": baseline, "threshold": threshold}
                 for n, name in enumerate(CHANGES)]  # fmt: skip
        ours = {r["name"]: r for r in _nbshot(cases, update="none", results=work / "seed-r")}
        print(f"   nbshot, threshold {threshold:g}:")
        for name in CHANGES:
            result = ours[name]
            near = _near(result["said"]["regions"] if not result["ok"] else [], boxes[name])
            print(
                f"      {name:24} {'caught' if not result['ok'] else 'MISSED':7}"
                f" region {'within' if near else 'NOT within'} {TOLERANCE_PX} px of "
                f"{boxes[name]}: {result['said']['regions'][:2] if not result['ok'] else '-'}"
            )
    pw_cases = [{"name": "seed", "url": f"{base}/seed/base.html", "full": False}]
    _playwright(folder, pw_cases, update=True)
    caught = []
    for name in CHANGES:
        (seed / "base.html").write_text(SEED.format(**(BASE | CHANGES[name][0])))
        [result] = _playwright(folder, pw_cases, update=False)
        caught.append(f"{name}: {'caught' if not result['ok'] else 'MISSED'}")
    (seed / "base.html").write_text(SEED.format(**BASE))
    print(f"   Playwright Test (threshold 0.2, its default): {'; '.join(caught)}")


def _boxes(base: str, changes: list[tuple[dict[str, Any], str]]) -> dict[str, list[float]]:
    """Per change, the union of its element's box before and after, read in Chromium."""
    from playwright.sync_api import sync_playwright

    from nbshot.browser.lookup import launch_args, resolve_browser

    found = {}
    with sync_playwright() as pw:
        browser = pw.chromium.launch(executable_path=resolve_browser().path, args=launch_args())
        page = browser.new_page(viewport={"width": 1280, "height": 720})
        for n, (name, (_, selector)) in enumerate(zip(CHANGES, changes, strict=True)):
            rects = []
            for url in (f"{base}/seed/base.html", f"{base}/seed/change{n}.html"):
                page.goto(url)
                for element in page.locator(selector).all():
                    rects.append(element.bounding_box())
            x0 = min(r["x"] for r in rects)
            y0 = min(r["y"] for r in rects)
            x1 = max(r["x"] + r["width"] for r in rects)
            y1 = max(r["y"] + r["height"] for r in rects)
            found[name] = [round(x0), round(y0), round(x1 - x0), round(y1 - y0)]
        browser.close()
    return found


def _near(regions: list[list[float]], box: list[float]) -> bool:
    """The regions' bounding box has each edge within TOLERANCE_PX of ``box``'s: a box
    moved 2 px changes two strips, together as wide as the box."""
    if not regions:
        return False
    x0, y0 = min(r[0] for r in regions), min(r[1] for r in regions)
    x1 = max(r[0] + r[2] for r in regions)
    y1 = max(r[1] + r[3] for r in regions)
    bx, by, bw, bh = box
    edges = (x0 - bx, y0 - by, x1 - bx - bw, y1 - by - bh)
    return all(abs(edge) <= TOLERANCE_PX for edge in edges)


_LIVE_WORKER = r"""
import json, sys, time
from playwright.sync_api import sync_playwright
from nbshot.browser.lookup import launch_args, resolve_browser
from nbshot.errors import NbshotError
from nbshot.testing.screenshots import assert_screenshot

url, baseline = sys.argv[1], sys.argv[2]
with sync_playwright() as pw:
    browser = pw.chromium.launch(executable_path=resolve_browser().path, args=launch_args())
    page = browser.new_page(viewport={"width": 1280, "height": 720})
    page.goto(url)
    start = time.perf_counter()
    try:
        assert_screenshot(page, baseline=baseline, update="missing", full_page=True, timeout=5)
        said = "passed"
    except NbshotError as error:
        said = f"[{error.code}] {error.message}"
    except AssertionError as error:  # no baseline: settled, written
        said = f"settled: {error}"
    print(json.dumps({"said": said, "s": time.perf_counter() - start}))
"""


def _growing(work: Path, base: str) -> None:
    print("\n4. A full page that keeps growing as answers arrive (timeout 5 s)")
    (work / "site" / "seed" / "grow.html").write_text(GROW)
    url = f"{base}/seed/grow.html"
    # By URL: every picture is a fresh load, taken once the page is settled, so the
    # picture is the same each time (the feed's later items never make it flap).
    case = {"name": "grow", "url": url, "full": True, "baseline": str(work / "grow.png")}
    _nbshot([case], update="all", results=work / "grow-r", options={"timeout": 5})
    [by_url] = _nbshot([case], update="none", results=work / "grow-r", options={"timeout": 5})
    outcome = "passed" if by_url["ok"] else f"failed: {by_url['said']['message']}"
    print(f"   nbshot, by URL (a fresh load per picture): {outcome}, {by_url['ms']:.0f} ms")
    # A live page (pytest-playwright's ``page``), growing while the pictures are taken.
    done = subprocess.run([sys.executable, "-c", _LIVE_WORKER, url, str(work / "live.png")],
                          capture_output=True, text=True, timeout=120)  # fmt: skip
    if done.returncode != 0:
        sys.exit(f"the live-page worker failed:\n{done.stderr[-3000:]}")
    live = json.loads(done.stdout.strip().splitlines()[-1])
    print(f"   nbshot, a live Playwright page: {live['said'][:300]}; after {live['s']:.1f} s")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--rounds", type=int, default=5, help="timed rounds per assertion")
    parser.add_argument("--runs", type=int, default=20, help="fresh-process runs per tool")
    parser.add_argument("--hogs", type=int, default=2, help="CPU hogs during the runs")
    parser.add_argument("--pages", default=str(REAL_PAGES), help="the real pages' folder")
    parser.add_argument("--playwright-test", help="a folder with @playwright/test installed")
    parser.add_argument("--strict-threshold", type=float, default=0.05,
                        help="the threshold priced in part 2 and tried in part 3")  # fmt: skip
    parser.add_argument("--only", choices=("speed", "false", "seeded", "grow"),
                        help="run one part")  # fmt: skip
    args = parser.parse_args()
    from nbshot.browser.lookup import resolve_browser

    work = Path(tempfile.mkdtemp(prefix="nbshot-bench-assert-"))
    site = work / "site"
    site.mkdir()
    (site / "real").symlink_to(Path(args.pages).resolve())
    (site / "seed").mkdir()
    folder = _playwright_test_folder(args.playwright_test, str(resolve_browser().path))
    with _served(site) as (demo_urls, base):
        cases = _cases(demo_urls, base, work)
        if args.only in (None, "speed", "false"):
            print(f"Baselines for {len(cases)} assertions (each tool its own)", flush=True)
            _nbshot(cases, update="all", results=work / "r")
            _playwright(folder, cases, update=True)
        if args.only in (None, "speed"):
            _speed(cases, folder, work, args.rounds)
        if args.only in (None, "false"):
            _false_failures(cases, folder, work, args.runs, args.hogs, args.strict_threshold)
        if args.only in (None, "seeded"):
            _seeded(folder, work, base, args.strict_threshold)
        if args.only in (None, "grow"):
            _growing(work, base)
    print(f"\n(work folder: {work})")


if __name__ == "__main__":
    main()
