"""Benchmark: Chromium's headless shell against the full Chromium, as nbshot drives them.

Not a test. Why nbshot's browser lookup puts the headless shell first. For each binary,
in turns (A B A B ...) so the shared machine's noise hits both alike:

- ``launch``: ``chromium.launch`` until the browser answers, wall and CPU (the CPU of
  every process under this one: the driver, the browser and its helpers);
- ``new context``: a new context, a page, ``goto`` a real page, ``screenshot``, close
  (what an isolated capture costs), wall and CPU per capture;
- ``warm page``: ``goto`` + full-page ``screenshot`` on one kept page.

The pages are the real ones in ../shared/real-pages (TodoMVC, W3C ARIA examples) beside
the bundled demo. Prints medians and the shell's ratio to the full browser.

    .venv/bin/python tests/bench/bench_browser.py [--rounds 3] [--captures 12]
        [--full /usr/lib/chromium/chromium] [--shell /usr/lib/chromium/chromium-headless-shell]
"""

from __future__ import annotations

import argparse
import statistics
import time
from pathlib import Path

import psutil
from playwright.sync_api import sync_playwright

import nbshot
from nbshot.browser.lookup import launch_args

REAL = Path(__file__).resolve().parents[3] / "shared" / "real-pages"
REAL_PAGES = ["todomvc/index.html", "apg/patterns/tabs/examples/tabs-manual.html",
              "apg/patterns/checkbox/examples/checkbox-mixed.html"]  # fmt: skip


def _tree_cpu() -> float:
    """CPU seconds of every live process under this one."""
    total = 0.0
    for child in psutil.Process().children(recursive=True):
        try:
            times = child.cpu_times()
        except psutil.Error:
            continue
        total += times.user + times.system
    return total


def _measure(executable: str, urls: list[str], captures: int) -> dict[str, float]:
    """One launch of ``executable``: its launch and per-capture wall and CPU (ms)."""
    with sync_playwright() as pw:
        start, cpu = time.perf_counter(), _tree_cpu()
        browser = pw.chromium.launch(executable_path=executable, args=launch_args())
        row = {"launch": (time.perf_counter() - start) * 1000,
               "launch cpu": (_tree_cpu() - cpu) * 1000}  # fmt: skip
        start, cpu = time.perf_counter(), _tree_cpu()
        for i in range(captures):
            context = browser.new_context()
            page = context.new_page()
            page.goto(urls[i % len(urls)])
            page.screenshot()
            context.close()
        row["new context"] = (time.perf_counter() - start) * 1000 / captures
        row["new context cpu"] = (_tree_cpu() - cpu) * 1000 / captures
        page = browser.new_page()
        start, cpu = time.perf_counter(), _tree_cpu()
        for i in range(captures):
            page.goto(urls[i % len(urls)])
            page.screenshot(full_page=True)
        row["warm page"] = (time.perf_counter() - start) * 1000 / captures
        row["warm page cpu"] = (_tree_cpu() - cpu) * 1000 / captures
        browser.close()
    return row


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--captures", type=int, default=12)
    parser.add_argument("--full", default="/usr/lib/chromium/chromium")
    parser.add_argument("--shell", default="/usr/lib/chromium/chromium-headless-shell")
    args = parser.parse_args()
    site = nbshot.serve_demo()
    urls = [(REAL / p).as_uri() for p in REAL_PAGES] + [site.url_for("home")]
    rows: dict[str, dict[str, list[float]]] = {"full": {}, "shell": {}}
    for _ in range(args.rounds):
        for name, executable in (("full", args.full), ("shell", args.shell)):
            for key, value in _measure(executable, urls, args.captures).items():
                rows[name].setdefault(key, []).append(value)
    print(f"{args.rounds} rounds x {args.captures} captures; medians in ms")
    print(f"{'':18}{'full':>9}{'shell':>9}{'shell/full':>12}")
    for key in rows["full"]:
        full, shell = (statistics.median(rows[n][key]) for n in ("full", "shell"))
        print(f"{key:18}{full:9.0f}{shell:9.0f}{shell / full:12.2f}")


if __name__ == "__main__":
    main()
