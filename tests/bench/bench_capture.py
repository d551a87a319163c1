"""Benchmark: nbshot.capture against raw Playwright on the demo pages.

Not a test: it prints medians and the ratio nbshot / raw, measured in the same
run on the same warm browser binary, alternating the two so machine noise hits
both alike. Goal: ratio <= 1.10.

    .venv/bin/python tests/bench/bench_capture.py [--rounds 5]
"""

from __future__ import annotations

import argparse
import asyncio
import statistics
import tempfile
import time
from pathlib import Path

from playwright.async_api import async_playwright

import nbshot
from nbshot.browser import launch_args, resolve_browser

PAGES = ["home", "signin", "dashboard", "settings", "animated", "problems"]


async def raw_round(browser, urls: list[str], out: Path) -> list[float]:
    """The floor: a fresh page per capture, goto, screenshot to a file, close."""
    times = []
    for i, url in enumerate(urls):
        start = time.perf_counter()
        page = await browser.new_page(viewport={"width": 1280, "height": 720})
        await page.goto(url, wait_until="load")
        await page.screenshot(path=out / f"raw-{i}.png", animations="disabled")
        await page.close()
        times.append((time.perf_counter() - start) * 1000)
    return times


def nbshot_round(urls: list[str], out: Path) -> list[float]:
    times = []
    for i, url in enumerate(urls):
        start = time.perf_counter()
        nbshot.capture(url, name=f"nb-{i}", out_dir=out)
        times.append((time.perf_counter() - start) * 1000)
    return times


async def main(rounds: int) -> None:
    site = nbshot.serve_demo()
    urls = [site.url_for(p) for p in PAGES]
    out = Path(tempfile.mkdtemp(prefix="nbshot-bench-"))
    choice = resolve_browser()
    nbshot_round(urls, out)  # warm nbshot's own browser
    raw_ms: list[float] = []
    nb_ms: list[float] = []
    async with async_playwright() as pw:
        browser = await pw.chromium.launch(executable_path=choice.path, args=launch_args())
        await raw_round(browser, urls, out)  # warm
        for _ in range(rounds):
            raw_ms += await raw_round(browser, urls, out)
            # nbshot's sync call blocks this loop's thread, as it would in a script.
            nb_ms += await asyncio.to_thread(nbshot_round, urls, out)
        await browser.close()
    raw, nb = statistics.median(raw_ms), statistics.median(nb_ms)
    print(f"browser: {choice.path}")
    print(f"captures per side: {len(raw_ms)} ({rounds} rounds x {len(urls)} demo pages, 1280x720)")
    print(f"raw playwright  median {raw:7.1f} ms")
    print(f"nbshot.capture  median {nb:7.1f} ms")
    print(f"ratio nbshot/raw: {nb / raw:.3f}  (goal <= 1.10)")
    site.close()


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=5)
    asyncio.run(main(parser.parse_args().rounds))
