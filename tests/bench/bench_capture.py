"""Benchmark: nbshot.capture against raw Playwright on the demo pages.

Not a test. Each demo page is captured, back to back so the shared machine's noise
hits all alike, by raw Playwright three ways (async API, one warm browser) and by
``nbshot.capture``:

- ``warm page``: one page kept open, ``goto`` + ``screenshot`` (the floor);
- ``new page``: a new page in a kept context per capture, then closed;
- ``new context``: a new context and page per capture, then closed;
- ``nbshot``: ``nbshot.capture`` (a warm page from its pool, reset between uses; the
  reset runs after the call returns and is waited for, untimed, before the next row).

Prints each row's median and its ratio to the warm-page floor (ratio of medians, and
the median of per-capture ratios). Goal: nbshot <= 1.15x the warm page.

    .venv/bin/python tests/bench/bench_capture.py [--rounds 8]
"""

from __future__ import annotations

import argparse
import asyncio
import statistics
import tempfile
import time
from collections.abc import Awaitable, Callable
from pathlib import Path

from playwright.async_api import Browser, BrowserContext, Page, async_playwright

import nbshot
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


async def main(rounds: int) -> None:
    site = nbshot.serve_demo()
    urls = [site.url_for(p) for p in PAGES]
    out = Path(tempfile.mkdtemp(prefix="nbshot-bench-"))
    choice = resolve_browser()
    rows: dict[str, list[float]] = {"warm page": [], "new page": [], "new context": [],
                                    "nbshot": []}  # fmt: skip
    async with async_playwright() as pw:
        browser: Browser = await pw.chromium.launch(executable_path=choice.path,
                                                    args=launch_args())  # fmt: skip
        context: BrowserContext = await browser.new_context(viewport=VIEWPORT)
        warm = await context.new_page()

        async def new_page(url: str, path: Path) -> None:
            page = await context.new_page()
            await _shoot(page, url, path)
            await page.close()

        async def new_context(url: str, path: Path) -> None:
            fresh = await browser.new_context(viewport=VIEWPORT)
            await _shoot(await fresh.new_page(), url, path)
            await fresh.close()

        for counted in (False,) + (True,) * rounds:
            for i, url in enumerate(urls):
                times = {
                    "warm page": await _timed(lambda u=url: _shoot(warm, u, out / "w.png")),
                    "new page": await _timed(lambda u=url: new_page(u, out / "p.png")),
                    "new context": await _timed(lambda u=url: new_context(u, out / "c.png")),
                    # nbshot's sync call blocks its thread, as it would in a script.
                    "nbshot": await _timed(lambda u=url, n=i: asyncio.to_thread(
                        nbshot.capture, u, name=f"nb-{n}", out_dir=out)),
                }  # fmt: skip
                # The warm page's reset runs after nbshot returns; let it finish so
                # it does not slow the next row (it is not part of nbshot's time).
                await asyncio.to_thread(nbshot.warm_pages)
                if counted:
                    for row, ms in times.items():
                        rows[row].append(ms)
        # Back to back: every page in a row, no pause, so each warm page's reset overlaps
        # (or delays) the next capture. Raw loop and nbshot loop alternate per round.
        loops: dict[str, list[float]] = {"warm page": [], "nbshot": []}
        for _ in range(rounds):
            start = time.perf_counter()
            for url in urls:
                await _shoot(warm, url, out / "w.png")
            loops["warm page"].append(time.perf_counter() - start)
            start = time.perf_counter()
            for i, url in enumerate(urls):
                await asyncio.to_thread(nbshot.capture, url, name=f"nb-{i}", out_dir=out)
            loops["nbshot"].append(time.perf_counter() - start)
            await asyncio.to_thread(nbshot.warm_pages)
        await browser.close()
    site.close()
    floor = rows["warm page"]
    print(f"browser: {choice.path}")
    print(f"captures per row: {len(floor)} ({rounds} rounds x {len(urls)} demo pages, 1280x720)")
    print(f"{'row':12} {'median ms':>10} {'x warm page':>12} {'paired x':>9}")
    for row, ms in rows.items():
        ratio = statistics.median(ms) / statistics.median(floor)
        paired = statistics.median(a / b for a, b in zip(ms, floor, strict=True))
        print(f"{row:12} {statistics.median(ms):10.1f} {ratio:12.2f} {paired:9.2f}")
    print("goal: nbshot <= 1.15x the warm page")
    loop_ratio = statistics.median(loops["nbshot"]) / statistics.median(loops["warm page"])
    paired_loop = statistics.median(
        a / b for a, b in zip(loops["nbshot"], loops["warm page"], strict=True)
    )
    print(f"back to back ({len(urls)} pages in a row, {rounds} rounds): nbshot "
          f"{loop_ratio:.2f}x the warm-page loop (paired {paired_loop:.2f})")  # fmt: skip


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=8, help="counted rounds (default 8)")
    asyncio.run(main(parser.parse_args().rounds))
