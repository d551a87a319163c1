"""Benchmark: nbshot.capture against raw Playwright on the demo pages.

Not a test. Each demo page is captured, back to back so the shared machine's noise
hits all alike, by raw Playwright three ways (async API, one warm browser) and by
``nbshot.capture``:

- ``warm page``: one page kept open, ``goto`` + ``screenshot`` (the floor), in a
  browser given nbshot's flags (``launch_args()``);
- ``warm page, Playwright's flags``: the same in a second browser, the same binary,
  launched as a Playwright script launches it (no args): what a user of raw
  Playwright waits for; the two warm pages take turns going first;
- ``warm page, leaving for about:blank``: the warm page (nbshot's flags) sent to
  ``about:blank`` after each picture, as any reset must send a page so that its
  document, timers and workers are gone before its storage is cleared: the least
  that isolating one capture from the next costs (untimed one at a time, as nbshot's
  reset is; paid inside the loop back to back);
- ``new page``: a new page in a kept context per capture, then closed;
- ``new context``: a new context and page per capture, then closed;
- ``nbshot``: ``nbshot.capture`` (a warm page from its pool, reset between uses; the
  reset runs after the call returns and is waited for, untimed, before the next row).
  Its browser is one this process launches (the warm helper turned off), or with
  ``--helper`` the browser of a warm helper the bench starts in a folder of its own
  and stops at the end (each message then passes one more process: what a notebook
  or script gets when a helper is running).

The pages are served by a child process, as a user's site is served by a process of its
own: served from this one, every request competed for Python's lock with nbshot's
engine thread (and not with the raw pages' waits), which made the run measure that.

Prints each row's median and its ratio to the warm-page floor (ratio of medians, and
the median of per-capture ratios), then nbshot against the three warm pages, one
capture at a time and back to back. Goal: nbshot <= 1.15x the warm page.

    .venv/bin/python tests/bench/bench_capture.py [--rounds 8] [--helper]
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Awaitable, Callable, Iterator
from contextlib import contextmanager
from pathlib import Path

from playwright.async_api import Browser, BrowserContext, Page, async_playwright

import nbshot
from nbshot.browser import warm_helper as helper
from nbshot.browser.lookup import launch_args, resolve_browser

PAGES = ["home", "signin", "dashboard", "settings", "animated", "problems"]
VIEWPORT = {"width": 1280, "height": 720}


async def _timed(work: Callable[[], Awaitable[object]]) -> float:
    start = time.perf_counter()
    await work()
    return (time.perf_counter() - start) * 1000


async def _shoot(page: Page, url: str, path: Path) -> None:
    await page.goto(url, wait_until="load")
    await page.screenshot(path=path, animations="disabled")


async def _leave(page: Page) -> None:
    """What every isolating reset does first: leave the document (see the docstring)."""
    await page.goto("about:blank", wait_until="commit")


# The child: the demo site on a free port; prints its pages' URLs, serves until stdin ends.
_SERVE = (
    "import json, sys, nbshot\n"
    "site = nbshot.serve_demo()\n"
    f"print(json.dumps([site.url_for(p) for p in {PAGES!r}]), flush=True)\n"
    "sys.stdin.read()\n"
)


@contextmanager
def _served_elsewhere() -> Iterator[list[str]]:
    """The demo pages' URLs, served by a child process for as long as the block runs."""
    with subprocess.Popen([sys.executable, "-c", _SERVE], stdin=subprocess.PIPE,
                          stdout=subprocess.PIPE, text=True) as server:  # fmt: skip
        assert server.stdin is not None and server.stdout is not None
        try:
            yield json.loads(server.stdout.readline())
        finally:
            server.stdin.close()  # its read ends, and so does it
            server.wait(timeout=10)


async def main(rounds: int, through_helper: bool) -> None:
    with _served_elsewhere() as urls:
        await _measure(urls, rounds, through_helper)


async def _measure(urls: list[str], rounds: int, through_helper: bool) -> None:
    out = Path(tempfile.mkdtemp(prefix="nbshot-bench-"))
    choice = resolve_browser()
    if through_helper:
        # A helper of the bench's own, started and warm before anything is timed.
        os.environ[helper.ENV_HELPER_DIR] = str(out / "helper")
        os.environ.pop(helper.ENV_NO_HELPER, None)
        await asyncio.to_thread(helper.endpoint, str(choice.path))
    else:
        # Not one left running by an earlier command: nbshot launches its own browser
        # (and starts no helper in the background, which would take CPU meanwhile).
        nbshot.configure(helper=False)
    plain_flags = "warm page, Playwright's flags"
    leaving = "warm page, leaving for about:blank"
    rows: dict[str, list[float]] = {"warm page": [], plain_flags: [], leaving: [],
                                    "new page": [], "new context": [], "nbshot": []}  # fmt: skip
    async with async_playwright() as pw:
        browser: Browser = await pw.chromium.launch(executable_path=choice.path,
                                                    args=launch_args())  # fmt: skip
        context: BrowserContext = await browser.new_context(viewport=VIEWPORT)
        warm = await context.new_page()
        leaver = await (await browser.new_context(viewport=VIEWPORT)).new_page()
        # No args: Playwright's own flags (it adds --no-sandbox itself by default).
        plain_browser = await pw.chromium.launch(executable_path=choice.path)
        plain = await (await plain_browser.new_context(viewport=VIEWPORT)).new_page()

        async def new_page(url: str, path: Path) -> None:
            page = await context.new_page()
            await _shoot(page, url, path)
            await page.close()

        async def new_context(url: str, path: Path) -> None:
            fresh = await browser.new_context(viewport=VIEWPORT)
            await _shoot(await fresh.new_page(), url, path)
            await fresh.close()

        for turn, counted in enumerate((False,) + (True,) * rounds):
            # The two warm pages take turns going first (the second finds the page's
            # files in the OS cache, the server warm).
            floors = [("warm page", warm), (plain_flags, plain)][:: 1 if turn % 2 else -1]
            for i, url in enumerate(urls):
                times = {
                    **{row: await _timed(lambda u=url, p=page: _shoot(p, u, out / "w.png"))
                       for row, page in floors},
                    leaving: await _timed(lambda u=url: _shoot(leaver, u, out / "l.png")),
                    "new page": await _timed(lambda u=url: new_page(u, out / "p.png")),
                    "new context": await _timed(lambda u=url: new_context(u, out / "c.png")),
                    # nbshot's sync call blocks its thread, as it would in a script.
                    "nbshot": await _timed(lambda u=url, n=i: asyncio.to_thread(
                        nbshot.capture, u, name=f"nb-{n}", out_dir=out)),
                }  # fmt: skip
                # The warm page's reset runs after nbshot returns; let it finish so
                # it does not slow the next row (it is not part of nbshot's time).
                await asyncio.gather(asyncio.to_thread(nbshot.warm_pages), _leave(leaver))
                if counted:
                    for row, ms in times.items():
                        rows[row].append(ms)
        # Back to back: every page in a row, no pause, so each warm page's reset overlaps
        # (or delays) the next capture. Raw loop and nbshot loop alternate per round.
        loops: dict[str, list[float]] = {"warm page": [], plain_flags: [], leaving: [],
                                         "nbshot": []}  # fmt: skip
        for turn in range(rounds):
            for row, page in [("warm page", warm), (plain_flags, plain)][:: 1 if turn % 2 else -1]:
                start = time.perf_counter()
                for url in urls:
                    await _shoot(page, url, out / "w.png")
                loops[row].append(time.perf_counter() - start)
            start = time.perf_counter()
            for url in urls:
                await _shoot(leaver, url, out / "l.png")
                await _leave(leaver)
            loops[leaving].append(time.perf_counter() - start)
            start = time.perf_counter()
            for i, url in enumerate(urls):
                await asyncio.to_thread(nbshot.capture, url, name=f"nb-{i}", out_dir=out)
            loops["nbshot"].append(time.perf_counter() - start)
            await asyncio.to_thread(nbshot.warm_pages)
        await browser.close()
        await plain_browser.close()
    if through_helper:
        helper.stop()
    floor = rows["warm page"]
    print(f"browser: {choice.path}")
    print(f"nbshot's browser: {'a warm helper' if through_helper else 'launched by this process'}")
    print(f"captures per row: {len(floor)} ({rounds} rounds x {len(urls)} demo pages, 1280x720)")
    print(f"{'row':34} {'median ms':>10} {'x warm page':>12} {'paired x':>9}")
    for row, taken in rows.items():
        ratio, paired = _ratios(taken, floor)
        print(f"{row:34} {statistics.median(taken):10.1f} {ratio:12.2f} {paired:9.2f}")
    print("goal: nbshot <= 1.15x the warm page")
    least, least_paired = _ratios(loops[leaving], loops["warm page"])
    print(f"{leaving} x warm page, back to back: {least:.2f} (paired {least_paired:.2f}): "
          "the least an isolating reset adds")  # fmt: skip
    for row in ("warm page", plain_flags, leaving):
        single, single_paired = _ratios(rows["nbshot"], rows[row])
        loop, loop_paired = _ratios(loops["nbshot"], loops[row])
        print(f"nbshot x {row}: one at a time {single:.2f} (paired {single_paired:.2f}), "
              f"back to back ({len(urls)} pages in a row, {rounds} rounds) {loop:.2f} "
              f"(paired {loop_paired:.2f})")  # fmt: skip


def _ratios(times: list[float], floor: list[float]) -> tuple[float, float]:
    """The ratio of the medians, and the median of the paired ratios."""
    paired = statistics.median(a / b for a, b in zip(times, floor, strict=True))
    return statistics.median(times) / statistics.median(floor), paired


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=8, help="counted rounds (default 8)")
    parser.add_argument(
        "--helper", action="store_true",
        help="nbshot goes through a warm helper (default: it launches its browser)",
    )  # fmt: skip
    args = parser.parse_args()
    asyncio.run(main(args.rounds, args.helper))
