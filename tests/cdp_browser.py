"""A Chromium "the person" runs, for the tests that attach to one over CDP: started
with ``--remote-debugging-port=0`` on a profile folder of its own, its port read from
the ``DevToolsActivePort`` file Chromium writes there, and looked at through its own
HTTP endpoint and a CDP connection of the test's, never through nbshot."""

from __future__ import annotations

import json
import subprocess
import urllib.request
from pathlib import Path

from timing import scaled, wait_until

import nbshot
from nbshot.browser.lookup import launch_args, resolve_browser

MINE = "data:text/html,<title>Mine</title><p id=mine>the person's own page</p>"


class Person:
    """A Chromium the person runs: started here, reached by its DevTools port."""

    def __init__(self, folder: Path) -> None:
        path = resolve_browser(nbshot.settings.browser).path
        assert path is not None
        self.process = subprocess.Popen(
            [path, "--remote-debugging-port=0", f"--user-data-dir={folder}", *launch_args(),
             MINE],
            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
        )  # fmt: skip
        port_file = folder / "DevToolsActivePort"  # Chromium writes its port there
        # Whole once it holds both lines: the port, then the browser's WebSocket path.
        assert wait_until(
            lambda: port_file.is_file() and len(port_file.read_text().split()) == 2, 30
        )
        self.endpoint = f"http://127.0.0.1:{port_file.read_text().split()[0]}"

    def tabs(self) -> list[dict[str, str]]:
        """The browser's page targets, asked over its own HTTP endpoint (not through nbshot)."""
        with urllib.request.urlopen(f"{self.endpoint}/json/list", timeout=scaled(5)) as answer:
            return [t for t in json.load(answer) if t["type"] == "page"]

    def text_of_its_page(self) -> str:
        """What the person's page shows, read over a CDP connection of the test's own
        (on nbshot's engine loop: a second Playwright in this process, started and
        stopped with sync_playwright, left its driver's pipes open until the garbage
        collector met them in some later test)."""
        from nbshot.browser.engine import engine

        async def read() -> str:
            pw = await engine.playwright()
            browser = await pw.chromium.connect_over_cdp(self.endpoint)
            try:
                page = next(p for c in browser.contexts for p in c.pages if p.url == MINE)
                return await page.inner_text("#mine")
            finally:
                await browser.close()

        return engine.run(read())

    def stop(self) -> None:
        self.process.terminate()
        self.process.wait(timeout=scaled(10))
