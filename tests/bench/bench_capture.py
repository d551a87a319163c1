"""Benchmark: nbshot.capture against raw Playwright on the demo pages.

Not a test. Each demo page is captured by raw Playwright (async API, a warm
browser: the floor) and by ``nbshot.capture`` back to back, so the shared
machine's noise hits both sides alike. Prints each side's median, the ratio of
the medians and the median of the per-pair ratios. Goal: nbshot / raw <= 1.10.

    .venv/bin/python tests/bench/bench_capture.py [--rounds 8]
"""

from __future__ import annotations

import argparse
import asyncio
import statistics
import tempfile
import time
from pathlib import Path

from playwright.async_api import Browser, async_playwright

import nbshot
from nbshot.browser.lookup import launch_args, resolve_browser

PAGES = ["home", "signin", "dashboard", "settings", "animated", "problems"]


async def raw_capture(browser: Browser, url: str, path: Path) -> float:
    """The floor: a fresh page, goto, screenshot to a file, close."""
    start = time.perf_counter()
    page = await browser.new_page(viewport={"width": 1280, "height": 720})
    await page.goto(url, wait_until="load")
    await page.screenshot(path=path, animations="disabled")
    await page.close()
    return (time.perf_counter() - start) * 1000


def nbshot_capture(url: str, out: Path, name: str) -> float:
    start = time.perf_counter()
    nbshot.capture(url, name=name, out_dir=out)
    return (time.perf_counter() - start) * 1000


async def main(rounds: int) -> None:
    site = nbshot.serve_demo()
    urls = [site.url_for(p) for p in PAGES]
    out = Path(tempfile.mkdtemp(prefix="nbshot-bench-"))
    choice = resolve_browser()
    raw_ms: list[float] = []
    nb_ms: list[float] = []
    async with async_playwright() as pw:
        browser = await pw.chromium.launch(executable_path=choice.path, args=launch_args())
        for warmup in (True,) + (False,) * rounds:
            for i, url in enumerate(urls):
                raw = await raw_capture(browser, url, out / f"raw-{i}.png")
                # nbshot's sync call blocks its thread, as it would in a script.
                nb = await asyncio.to_thread(nbshot_capture, url, out, f"nb-{i}")
                if not warmup:
                    raw_ms.append(raw)
                    nb_ms.append(nb)
        await browser.close()
    site.close()
    raw, nb = statistics.median(raw_ms), statistics.median(nb_ms)
    paired = statistics.median(n / r for n, r in zip(nb_ms, raw_ms, strict=True))
    print(f"browser: {choice.path}")
    print(f"pairs: {len(raw_ms)} ({rounds} rounds x {len(urls)} demo pages, 1280x720)")
    print(f"raw playwright  median {raw:7.1f} ms")
    print(f"nbshot.capture  median {nb:7.1f} ms")
    print(f"ratio of medians nbshot/raw: {nb / raw:.3f}")
    print(f"median paired ratio nbshot/raw: {paired:.3f}  (goal <= 1.10)")


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=8)
    asyncio.run(main(parser.parse_args().rounds))
