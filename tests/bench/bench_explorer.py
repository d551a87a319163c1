"""Benchmark: a click on the explorer's picture until the updated picture is shown.

Not a test. Starts a real JupyterLab (as tests/ui does), runs a notebook cell with
``nbshot.explore("demo:/signin")``, then clicks the "Remember me" checkbox ON THE
PICTURE 20 times (each click changes the page) and times, in the browser driving
JupyterLab, from the click to the new picture loaded in the output. The reference
measured in the same run is raw Playwright doing the same browser work on the demo
page: a click and a screenshot. Goal: median <= 0.5 s.

    .venv/bin/python tests/bench/bench_explorer.py [--repeat 20]
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

import nbformat
from playwright.sync_api import Browser, Page, sync_playwright

sys.path[:0] = [str(Path(__file__).resolve().parents[1] / p) for p in ("ui", ".")]
from lab_ui import open_notebook, run_all_from_the_menu, running_lab  # noqa: E402

import nbshot  # noqa: E402
from nbshot.browser.lookup import launch_args, resolve_browser  # noqa: E402

CELL = 'import nbshot\nexplorer = nbshot.explore("demo:/signin")\nexplorer'
_NEW_PICTURE = """(old) => { const img = document.querySelector('.nbx-pic img');
  return img && img.src && img.src !== old && img.complete && img.naturalWidth > 0
    && !document.querySelector('.nbx-pic').classList.contains('busy'); }"""


def raw_playwright(browser: Browser, repeat: int) -> list[float]:
    """The floor: click the checkbox and take a screenshot, in a plain page."""
    page = browser.new_page(viewport={"width": 1280, "height": 720})
    times = []
    with nbshot.serve_demo() as demo:
        page.goto(demo.url_for("signin"))
        box = page.get_by_role("checkbox", name="Remember me")
        for _ in range(repeat):
            start = time.perf_counter()
            box.click()
            page.screenshot()
            times.append(time.perf_counter() - start)
    page.close()
    return times


def explorer_clicks(page: Page, repeat: int) -> list[float]:
    """Clicks on the checkbox in the explorer's picture, each until the new picture shows."""
    page.locator(".nbx-row", has_text='checkbox "Remember me"').click()
    outline = page.locator(".nbx-sel")
    outline.wait_for(timeout=30_000)
    where = outline.bounding_box()
    assert where is not None
    x, y = where["x"] + where["width"] / 2, where["y"] + where["height"] / 2
    times = []
    for _ in range(repeat):
        old = page.locator(".nbx-pic img").get_attribute("src")
        start = time.perf_counter()
        page.mouse.click(x, y)
        page.wait_for_function(_NEW_PICTURE, arg=old, timeout=60_000, polling="raf")
        times.append(time.perf_counter() - start)
    return times


def main(repeat: int) -> None:
    with sync_playwright() as pw:
        browser = pw.chromium.launch(executable_path=resolve_browser().path, args=launch_args())
        floor = raw_playwright(browser, repeat)
        with tempfile.TemporaryDirectory() as folder, running_lab(Path(folder)) as lab:
            notebook = nbformat.v4.new_notebook()
            notebook.cells = [nbformat.v4.new_code_cell(CELL)]
            notebook.metadata["kernelspec"] = {"name": "python3", "display_name": "Python 3",
                                               "language": "python"}  # fmt: skip
            nbformat.write(notebook, lab.root / "bench.ipynb")
            page = browser.new_page(viewport={"width": 1400, "height": 1000})
            open_notebook(page, lab, "bench.ipynb")
            run_all_from_the_menu(page)
            page.locator(".nbx-pic img").wait_for(timeout=60_000)
            explorer = explorer_clicks(page, repeat)
        browser.close()
    load = os.getloadavg()[0]
    median, ref = statistics.median(explorer), statistics.median(floor)
    print(f"click on the picture -> new picture shown, JupyterLab, {repeat} clicks "
          f"(load {load:.1f} on {os.cpu_count()} cores)")  # fmt: skip
    print(f"  explorer   median {median * 1000:6.0f} ms  min {min(explorer) * 1000:6.0f}  "
          f"max {max(explorer) * 1000:6.0f}")  # fmt: skip
    print(f"  raw Playwright click + screenshot  median {ref * 1000:6.0f} ms")
    verdict = "met" if median <= 0.5 else "NOT met"
    print(f"  ratio x{median / ref:.1f}; goal median <= 500 ms: {verdict}")


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=20)
    main(parser.parse_args().repeat)
