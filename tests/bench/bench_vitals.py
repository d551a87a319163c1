"""Benchmark: nbshot's Web Vitals against Chrome's web-vitals library, and what they cost.

Not a test. Pages made slow on purpose (a 2 s server delay, a layout shift, a long task,
a late large image, a slow click) and the demo site, served by a child process on
127.0.0.1. Two parts:

1. **Agreement**: each metric nbshot reports (``Shot.vitals``; INP from a session's
   click) beside what web-vitals (installed by this script with npm into a temporary
   folder, or ``--web-vitals DIR``) reports for the same page in a raw Playwright page of
   the same Chromium, read at the same moment (once the page's ``#done`` is there).
   Goal: within 10% (or 25 ms: two loads of one page differ by a few ms near zero).
2. **Cost**: ``nbshot.capture`` with the vitals and with them taken out (no observers,
   no read), alternating, ``--rounds`` each on warm pages. Goal: <= 5% of a capture.

    .venv/bin/python tests/bench/bench_vitals.py [--rounds 20] [--web-vitals DIR]
"""

from __future__ import annotations

import argparse
import asyncio
import json
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

BUSY = "const end = performance.now() + {ms}; while (performance.now() < end) {{}}"
DONE = (
    "const d = document.createElement('i'); d.id = 'done'; d.textContent = '.';"
    " document.body.append(d);"
)
PAGES = {
    "slow-server": ("<h1>Two seconds late</h1><p>Text.</p><script>" + DONE + "</script>", 2.0),
    "layout-shift": ("<body style='margin:0'><div id=top></div><h1>Shifted</h1>"
                     "<div style='height:300px;background:#036'></div><script>"
                     "addEventListener('load', () => setTimeout(() => { document.getElementById"
                     "('top').style.height = '200px'; " + DONE + " }, 300));</script>", 0.0),
    "long-task": ("<h1>Busy</h1><script>addEventListener('load', () => setTimeout(() => { "
                  + BUSY.format(ms=400) + "; " + DONE + " }, 50));</script>", 0.0),
    "late-image": ("<h1>Small</h1><script>addEventListener('load', () => setTimeout(() => {"
                   " const i = new Image(); i.width = 900; i.height = 500; i.onload = () => {"
                   + DONE + "}; i.src = '/big.svg'; document.body.append(i); }, 400));"
                   "</script>", 0.0),
    "slow-click": ("<button id=b style='font-size:40px' onclick=\"" + BUSY.format(ms=250)
                   + "\">Go</button><script>" + DONE + "</script>", 0.0),
}  # fmt: skip
BIG_SVG = (
    "<svg xmlns='http://www.w3.org/2000/svg' width='900' height='500'>"
    "<rect width='900' height='500' fill='#0a7'/></svg>"
)

_SERVE = """
import http.server, json, sys, time
pages, svg = json.loads(sys.argv[1]), sys.argv[2]
class Handler(http.server.BaseHTTPRequestHandler):
    def log_message(self, *args): pass
    def do_GET(self):
        name = self.path.strip("/")
        if name == "big.svg":
            body, kind = svg.encode(), "image/svg+xml"
        elif name in pages:
            time.sleep(pages[name][1])
            body, kind = pages[name][0].encode(), "text/html"
        else:
            body, kind = b"", "text/plain"
        self.send_response(200 if body else 404)
        self.send_header("Content-Type", kind)
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)
server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Handler)
print(server.server_port, flush=True)
server.serve_forever()
"""

# web-vitals' own numbers, every change reported, kept on window for the bench to read.
_WEB_VITALS_HOOK = """
window.__wv = {};
const keep = (m) => { window.__wv[m.name] = m.value; };
addEventListener('DOMContentLoaded', () => {
  for (const on of ['onLCP', 'onCLS', 'onFCP', 'onTTFB', 'onINP'])
    webVitals[on](keep, {reportAllChanges: true});
});
"""


@contextmanager
def _served() -> Iterator[str]:
    server = subprocess.Popen([sys.executable, "-c", _SERVE, json.dumps(PAGES), BIG_SVG],
                              stdout=subprocess.PIPE, text=True)  # fmt: skip
    assert server.stdout is not None
    try:
        yield f"http://127.0.0.1:{server.stdout.readline().strip()}"
    finally:
        server.terminate()
        server.wait(timeout=10)


def _web_vitals_script(given: str | None) -> Path:
    folder = Path(given) if given else Path(tempfile.mkdtemp(prefix="nbshot-webvitals-"))
    script = folder / "node_modules" / "web-vitals" / "dist" / "web-vitals.iife.js"
    if not script.is_file():
        if shutil.which("npm") is None:
            sys.exit("This benchmark installs web-vitals with npm, which is not on PATH")
        subprocess.run(["npm", "install", "--no-audit", "--no-fund", "--silent", "web-vitals"],
                       cwd=folder, check=True)  # fmt: skip
    return script


async def _theirs(base: str, script: Path) -> dict[str, dict[str, float]]:
    """web-vitals' figures for each page, in a raw Playwright page (its own context)."""
    from playwright.async_api import async_playwright

    from nbshot.browser.lookup import launch_args, resolve_browser

    found = {}
    async with async_playwright() as pw:
        browser = await pw.chromium.launch(executable_path=resolve_browser().path,
                                           args=launch_args())  # fmt: skip
        for name in PAGES:
            context = await browser.new_context(viewport={"width": 1280, "height": 720})
            # One script: Playwright runs each init script in a scope of its own.
            await context.add_init_script(script.read_text() + "\n" + _WEB_VITALS_HOOK)
            page = await context.new_page()
            await page.goto(f"{base}/{name}")
            await page.wait_for_selector("#done", state="attached")
            if name == "slow-click":
                await page.click("#b")
            await page.wait_for_timeout(300)
            # As a person leaving the tab: web-vitals reports what it holds when hidden.
            await page.evaluate(
                "Object.defineProperty(document, 'visibilityState', {value: 'hidden'});"
                "document.dispatchEvent(new Event('visibilitychange'))"
            )
            found[name] = await page.evaluate("window.__wv")
            await context.close()
        await browser.close()
    return found


def _ours(base: str) -> dict[str, dict[str, float | None]]:
    import nbshot

    found: dict[str, dict[str, float | None]] = {}
    for name in PAGES:
        if name == "slow-click":
            with nbshot.open(f"{base}/{name}", viewport="1280x720") as session:
                session.act("click:#b")
                vitals = session.shot().vitals
        else:
            vitals = nbshot.capture(f"{base}/{name}", viewport="1280x720",
                                    wait_for="#done").vitals  # fmt: skip
        assert vitals is not None
        found[name] = {"LCP": vitals.lcp_ms, "CLS": vitals.cls, "FCP": vitals.fcp_ms,
                       "TTFB": vitals.ttfb_ms, "INP": vitals.inp_ms}  # fmt: skip
    return found


def _agreement(base: str, script: Path) -> None:
    print("1. nbshot's vitals beside web-vitals' (same Chromium, same moment)")
    theirs = asyncio.run(_theirs(base, script))
    ours = _ours(base)
    worst = 0.0
    for name in PAGES:
        cells = []
        for metric in ("TTFB", "FCP", "LCP", "CLS", "INP"):
            a, b = ours[name].get(metric), theirs[name].get(metric)
            if a is None and b is None:
                continue
            if a is None or b is None:
                cells.append(f"{metric} {a} vs {b} (ONE SIDE ONLY)")
                worst = max(worst, 1.0)
                continue
            # Two loads of a page: a few ms apart near zero, so what counts is 10% or
            # 25 ms (0.005 for CLS), whichever is more.
            off = abs(a - b) / b if b and abs(a - b) > (0.005 if metric == "CLS" else 25) else 0
            worst = max(worst, off)
            cells.append(f"{metric} {a:g} vs {b:g}" + (f" ({off:.0%} off)" if off else ""))
        print(f"   {name:13} " + "; ".join(cells))
    print(f"   largest difference: {worst:.0%} (goal: within 10%)")


def _cost(base: str, rounds: int) -> None:
    import nbshot
    from nbshot.page import load, shoot

    print(f"\n2. What the vitals cost a capture (median of {rounds}, warm pages, alternating)")
    with_scripts, with_read = load.init_scripts, shoot._vitals

    def without_scripts(opts: Any) -> tuple[str, ...]:
        return tuple(s for s in with_scripts(opts) if "__nbshotVitals" not in s)

    async def no_read(page: Any) -> None:
        return None

    urls = [f"{base}/{name}" for name in ("layout-shift", "long-task")]
    demo = nbshot.serve_demo()
    urls += [demo.url_for(p) for p in ("home", "signin", "dashboard")]
    times: dict[str, list[float]] = {"with": [], "without": []}
    for round_ in range(rounds + 1):
        for label in ("with", "without") if round_ % 2 else ("without", "with"):
            load.init_scripts = with_scripts if label == "with" else without_scripts  # type: ignore[assignment]
            shoot._vitals = with_read if label == "with" else no_read  # type: ignore[assignment]
            start = time.perf_counter()
            for url in urls:
                nbshot.capture(url, viewport="1280x720")
            if round_:  # round 0 warms both kinds of page
                times[label].append((time.perf_counter() - start) * 1000 / len(urls))
    load.init_scripts, shoot._vitals = with_scripts, with_read  # type: ignore[assignment]
    a, b = statistics.median(times["with"]), statistics.median(times["without"])
    print(f"   a capture with vitals {a:.0f} ms, without {b:.0f} ms: x{a / b:.3f} "
          f"({(a / b - 1):+.1%}; goal <= +5%)")  # fmt: skip


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--rounds", type=int, default=20, help="rounds of the cost part")
    parser.add_argument("--web-vitals", help="a folder with web-vitals installed (npm)")
    args = parser.parse_args()
    import nbshot

    nbshot.configure(helper=False)
    script = _web_vitals_script(args.web_vitals)
    with _served() as base:
        _agreement(base, script)
        _cost(base, args.rounds)


if __name__ == "__main__":
    main()
