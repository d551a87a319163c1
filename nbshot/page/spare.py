"""Spare contexts: a brand-new browser context, with its first page, made ahead.

A session keeps a context of its own (it is a person's tab: cookies, storage and
history are its own), so the warm pages of :mod:`nbshot.page.pool` are not for it.
Making a context and its first page costs Chromium a renderer start, about
0.2-0.3 s here. So when a session closes, a context with its options is made in
the background (while the person or agent decides what to do next), and the next
session with those options takes it. A spare has never loaded anything: taking
one is the same as making one.
"""

from __future__ import annotations

import asyncio
import contextlib
from typing import Any

from playwright.async_api import BrowserContext, Page
from playwright.async_api import Error as PlaywrightError

from nbshot.browser.engine import engine
from nbshot.page.file_url_block import block_file_urls
from nbshot.page.pool import pool_key
from nbshot.page.vitals import OBSERVE_JS

MAX_SPARES = 2  # contexts kept ready, for the option sets used last


class SpareContexts:
    """Contexts made ahead, one per set of options (use on the engine loop only)."""

    def __init__(self) -> None:
        self._ready: dict[tuple[Any, ...], asyncio.Task[tuple[BrowserContext, Page]]] = {}
        self.taken = 0  # sessions that got a spare (for tests and status)

    async def take(
        self, options: dict[str, Any], kind: str = "chromium"
    ) -> tuple[BrowserContext, Page]:
        """A new context made with ``options`` (``new_context`` arguments) in browser
        ``kind``, and its first page: the spare made ahead when there is one, else made
        now. Spares are Chromium's."""
        key = pool_key(options, (), kind)
        spare = self._ready.pop(key, None) if _sparable(options) else None
        made = None
        if spare is not None:
            with contextlib.suppress(PlaywrightError, asyncio.CancelledError):
                context, page = await spare
                if context.browser is not None and context.browser.is_connected():
                    made = (context, page)
                    self.taken += 1
                else:
                    await _quietly_close(context)
        return made or await _make(options, kind=kind)

    def refill(self, options: dict[str, Any]) -> None:
        """Make a context with ``options`` in the background, for the next :meth:`take`.

        Options that name a file (``storage_state`` as a path) are read when a session
        opens, never ahead, and video needs a context per recording: no spare then."""
        key = pool_key(options, (), "chromium")
        if key in self._ready or not _sparable(options):
            return
        while len(self._ready) >= MAX_SPARES:  # the oldest option set goes
            oldest = next(iter(self._ready))
            self._ready.pop(oldest).add_done_callback(_close_made)
        # The policy goes with the key: the task may run after the setting changed.
        made = _make(dict(options), allow_file_urls=key[-1])
        self._ready[key] = asyncio.get_running_loop().create_task(made)

    async def close(self) -> None:
        """Close every spare (the engine closes the browser after this)."""
        ready, self._ready = list(self._ready.values()), {}
        for task in ready:
            task.add_done_callback(_close_made)

    def status(self) -> int:
        return len(self._ready)


def _sparable(options: dict[str, Any]) -> bool:
    recording = "record_video_dir" in options or "record_har_path" in options
    return not isinstance(options.get("storage_state"), str) and not recording


async def _make(
    options: dict[str, Any], allow_file_urls: bool | None = None, kind: str = "chromium"
) -> tuple[BrowserContext, Page]:
    browser = await (engine.browser() if kind == "chromium" else engine.other_browser(kind))
    context = await browser.new_context(**options)
    await block_file_urls(context, allow_file_urls)
    await context.add_init_script(OBSERVE_JS)  # a session's speed: its loads, its clicks
    return context, await context.new_page()


def _close_made(task: asyncio.Task[tuple[BrowserContext, Page]]) -> None:
    """Close a spare nobody will take, once it is made."""
    if task.cancelled() or task.exception() is not None:
        return
    context, _ = task.result()
    engine.submit(_quietly_close(context))


async def _quietly_close(context: BrowserContext) -> None:
    with contextlib.suppress(PlaywrightError):
        await context.close()


spares = SpareContexts()
engine.on_shutdown(spares.close)
