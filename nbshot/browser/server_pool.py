"""Several Playwright browser servers, used as one: work spread over them.

``NBSHOT_BROWSER_WS`` may name more than one server (``ws://a:3000/x,ws://b:3000/y``,
each started by ``python -m playwright launch-server``). Each new browser context
goes to the next server in turn, so a batch's pages are spread over all of them. A
server that does not answer, or that went away, is skipped for a while with a
logged warning, and the work goes to the others; only when none answers is that an
error.
"""

from __future__ import annotations

import asyncio
import logging
import time
from collections import Counter
from collections.abc import Sequence

from playwright.async_api import Browser, Playwright
from playwright.async_api import Error as PlaywrightError

from nbshot.errors import BrowserNotFound

log = logging.getLogger("nbshot")

CONNECT_TIMEOUT_MS = 10_000
SKIP_FOR_S = 30.0  # a server that failed is not tried again for this long


def split_endpoints(value: str) -> tuple[str, ...]:
    """The endpoints a ``NBSHOT_BROWSER_WS`` value lists (comma or space separated)."""
    return tuple(part for part in value.replace(",", " ").split() if part)


class RemoteBrowsers:
    """Connections to several browser servers, handed out in turn.

    ``uses`` counts, per endpoint, how many times a browser was handed out (what a
    test or ``nbshot doctor`` reads to see the spread). Use on the engine loop only.
    """

    def __init__(self, endpoints: Sequence[str]) -> None:
        self.endpoints = tuple(endpoints)
        self.uses: Counter[str] = Counter()
        self._browsers: dict[str, Browser] = {}
        self._skipped_until: dict[str, float] = {}
        self._turn = 0
        self._lock = asyncio.Lock()

    async def pick(self, pw: Playwright) -> Browser:
        """The next server's browser, connecting (again) when needed.

        Raises
        ------
        BrowserNotFound
            When no listed server answers.
        """
        async with self._lock:
            count = len(self.endpoints)
            for step in range(count):
                endpoint = self.endpoints[(self._turn + step) % count]
                browser = await self._connected(pw, endpoint)
                if browser is not None:
                    self._turn = (self._turn + step + 1) % count
                    self.uses[endpoint] += 1
                    return browser
        raise BrowserNotFound(
            f"None of the {count} browser servers in NBSHOT_BROWSER_WS answers",
            "Start them (`python -m playwright launch-server`) or change NBSHOT_BROWSER_WS",
        )

    async def _connected(self, pw: Playwright, endpoint: str) -> Browser | None:
        browser = self._browsers.get(endpoint)
        if browser is not None and browser.is_connected():
            return browser
        if browser is not None:
            log.warning("Browser server %s went away; its work goes to the others", endpoint)
            del self._browsers[endpoint]
            self._skipped_until[endpoint] = time.monotonic() + SKIP_FOR_S
        if self._skipped_until.get(endpoint, 0.0) > time.monotonic():
            return None
        try:
            browser = await pw.chromium.connect(endpoint, timeout=CONNECT_TIMEOUT_MS)
        except PlaywrightError as exc:
            first = str(exc.message or exc).strip().splitlines()[0]
            log.warning(
                "Browser server %s does not answer (%s); skipping it for %g s",
                endpoint,
                first,
                SKIP_FOR_S,
            )
            self._skipped_until[endpoint] = time.monotonic() + SKIP_FOR_S
            return None
        self._skipped_until.pop(endpoint, None)
        self._browsers[endpoint] = browser
        return browser

    def connected(self) -> list[str]:
        """The endpoints connected now."""
        return [e for e, b in self._browsers.items() if b.is_connected()]

    async def close(self) -> None:
        """Disconnect from every server (the servers keep running)."""
        browsers, self._browsers = list(self._browsers.values()), {}
        for browser in browsers:
            try:
                await browser.close()
            except PlaywrightError:
                continue  # already gone
