"""Benchmark: Chromium with and without RenderDocument, for warm pages.

Not a test. Two browsers, the same binary and nbshot's flags, one of them with
``RenderDocument`` left on (Playwright's disabled features only). On each, one warm
page captures the six demo pages in a row (``goto`` + ``screenshot``), then the same
loop with the pool's reset after each capture (``about:blank``, storage and cookies
cleared). The browsers take turns, A B A B, so the machine's noise hits both alike.

Prints, per capture, the median wall time and CPU time of every process the browser
runs (read with psutil before and after each loop; the other browser is idle then).

    .venv/bin/python tests/bench/bench_render_document.py [--rounds 6]
"""

from __future__ import annotations

import argparse
import asyncio
import statistics
import tempfile
import time
from pathlib import Path

import psutil
from playwright.async_api import Browser, Page, async_playwright

import nbshot
from nbshot.browser import lookup
from nbshot.browser.lookup import launch_args, resolve_browser

PAGES = ["home", "signin", "dashboard", "settings", "animated", "problems"]
VIEWPORT = {"width": 1280, "height": 720}
OFF, ON = "without RenderDocument (nbshot)", "with RenderDocument"


def _cpu(browser_pid: int) -> float:
    """CPU seconds of a browser process and its children so far."""
    total = 0.0
    try:
        root = psutil.Process(browser_pid)
        for process in [root, *root.children(recursive=True)]:
            times = process.cpu_times()
            total += times.user + times.system
    except psutil.Error:
        pass
    return total


def _browser_pid(launched_before: set[int]) -> int:
    """The browser process started since ``launched_before`` was taken."""
    new = [p for p in psutil.Process().children(recursive=True)
           if p.pid not in launched_before and "--type=" not in " ".join(p.cmdline())
           and "chrom" in p.name()]  # fmt: skip
    return new[0].pid


async def _loop(page: Page, urls: list[str], out: Path, reset: bool) -> None:
    cdp = await page.context.new_cdp_session(page) if reset else None
    for url in urls:
        await page.goto(url, wait_until="load")
        await page.screenshot(path=out / "w.png", animations="disabled")
        if cdp is not None:
            await page.goto("about:blank", wait_until="commit")
            origin = "/".join(url.split("/")[:3])
            await asyncio.gather(
                cdp.send("Storage.clearDataForOrigin", {"origin": origin, "storageTypes": "all"}),
                page.context.clear_cookies(),
            )
    if cdp is not None:
        await cdp.detach()


async def main(rounds: int) -> None:
    site = nbshot.serve_demo()
    urls = [site.url_for(p) for p in PAGES]
    out = Path(tempfile.mkdtemp(prefix="nbshot-bench-"))
    on_args = [a for a in launch_args() if not a.startswith("--disable-features")]
    on_args.append("--disable-features=" + ",".join(lookup._PLAYWRIGHT_DISABLED_FEATURES))
    wall: dict[tuple[str, bool], list[float]] = {}
    cpu: dict[tuple[str, bool], list[float]] = {}
    async with async_playwright() as pw:
        pages: dict[str, tuple[Page, int]] = {}
        for name, args in ((OFF, launch_args()), (ON, on_args)):
            before = {p.pid for p in psutil.Process().children(recursive=True)}
            browser: Browser = await pw.chromium.launch(executable_path=resolve_browser().path,
                                                        args=args)  # fmt: skip
            page = await (await browser.new_context(viewport=VIEWPORT)).new_page()
            pages[name] = (page, _browser_pid(before))
        for counted in (False,) + (True,) * rounds:
            for reset in (False, True):
                for name, (page, pid) in pages.items():
                    cpu_before, start = _cpu(pid), time.perf_counter()
                    await _loop(page, urls, out, reset)
                    if counted:
                        wall.setdefault((name, reset), []).append(time.perf_counter() - start)
                        cpu.setdefault((name, reset), []).append(_cpu(pid) - cpu_before)
    site.close()
    per = 1000 / len(urls)
    print(f"{len(urls)} demo pages in a row, {rounds} rounds, per capture (median):")
    print(f"{'browser':34} {'loop':18} {'wall ms':>8} {'CPU ms':>8}")
    for (name, reset), times in wall.items():
        loop = "with the reset" if reset else "goto + screenshot"
        print(f"{name:34} {loop:18} {statistics.median(times) * per:8.1f} "
              f"{statistics.median(cpu[name, reset]) * per:8.1f}")  # fmt: skip


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=6, help="counted rounds (default 6)")
    asyncio.run(main(parser.parse_args().rounds))
