"""Benchmark: parsing a 5,000-node accessibility snapshot into ``A11yTree.df``.

Not a test. Builds a page of about 5,000 accessible nodes (navigation, a form, a
large table), takes its ai-mode snapshot with raw Playwright (the time to *get*
the text is the reference), then times ``A11yTree(text).df`` (parse + DataFrame)
and ``compact()``. Goal: parse into ``.df`` <= 100 ms.

    .venv/bin/python tests/bench/bench_a11y.py [--repeat 15]
"""

from __future__ import annotations

import argparse
import asyncio
import statistics
import time

from playwright.async_api import async_playwright

from nbshot.browser.lookup import launch_args, resolve_browser
from nbshot.model.a11y import A11yTree


def big_page(rows: int = 700) -> str:
    nav = "".join(f'<li><a href="/p{i}">Page {i}</a></li>' for i in range(40))
    form = "".join(
        f'<label>Field {i} <input name="f{i}" placeholder="value {i}"></label>' for i in range(30)
    )
    body = "".join(
        f'<tr><td>#{i}</td><td>Customer "{i}"</td><td><a href="/o/{i}">open</a></td>'
        f"<td><button>Refund {i}</button></td></tr>"
        for i in range(rows)
    )
    return (
        f"<nav aria-label='Main'><ul>{nav}</ul></nav><main><h1>Orders</h1><form>{form}</form>"
        f"<table><caption>Orders</caption><tr><th>Id</th><th>Customer</th><th>Link</th>"
        f"<th>Action</th></tr>{body}</table></main>"
    )


async def take_snapshots(repeat: int) -> tuple[str, list[float]]:
    async with async_playwright() as pw:
        browser = await pw.chromium.launch(
            executable_path=resolve_browser().path, args=launch_args()
        )
        page = await browser.new_page()
        await page.set_content(big_page())
        times, text = [], ""
        for _ in range(repeat):
            start = time.perf_counter()
            text = await page.aria_snapshot(mode="ai", boxes=True)
            times.append((time.perf_counter() - start) * 1000)
        await browser.close()
    return text, times


def main(repeat: int) -> None:
    text, snap_ms = asyncio.run(take_snapshots(repeat))
    parse_ms, compact_ms = [], []
    nodes = 0
    for _ in range(repeat):
        start = time.perf_counter()
        tree = A11yTree(text)
        frame = tree.df
        parse_ms.append((time.perf_counter() - start) * 1000)
        nodes = len(frame)
        start = time.perf_counter()
        tree.compact()
        compact_ms.append((time.perf_counter() - start) * 1000)
    snap, parse, comp = (statistics.median(v) for v in (snap_ms, parse_ms, compact_ms))
    print(f"snapshot: {nodes} nodes, {len(text):,} bytes; {repeat} repeats")
    print(f"playwright aria_snapshot   median {snap:7.1f} ms  (reference: getting the text)")
    print(f"A11yTree(text).df          median {parse:7.1f} ms  (goal <= 100 ms)")
    print(f"A11yTree.compact()         median {comp:7.1f} ms")
    print(f"ratio parse+df / snapshot: {parse / snap:.2f}")


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=15)
    main(parser.parse_args().repeat)
