"""The engine: one worker thread, its own asyncio loop, one browser.

Why a thread: a Jupyter cell already runs inside an asyncio loop (ipykernel),
where Playwright's sync API refuses to start, and ``nest_asyncio`` does not make
it work (and breaks ipykernel >= 7). So every Playwright object lives on a loop
that nbshot owns, in a daemon thread; sync calls submit a coroutine and wait,
async twins submit it and await the future. The same code path therefore runs
in scripts, notebooks, other threads and other event loops.

The browser is launched on first use, reused by every call, relaunched if it
crashed or disconnected, and closed when the interpreter exits.
"""

from __future__ import annotations

import asyncio
import atexit
import concurrent.futures
import contextlib
import logging
import os
import sys
import threading
import time
from collections.abc import Awaitable, Callable, Coroutine
from typing import Any, TypeVar

from playwright.async_api import (
    Browser,
    Playwright,
    async_playwright,
)
from playwright.async_api import Error as PlaywrightError

from nbshot import env_vars
from nbshot.browser import lookup as browser_lookup
from nbshot.browser.server_pool import RemoteBrowsers
from nbshot.config import on_browser_change, settings
from nbshot.errors import BrowserNotFound, InvalidArgument, NbshotError

T = TypeVar("T")
log = logging.getLogger("nbshot")
#: Browsers besides nbshot's Chromium, each launched on first use.
OTHER_BROWSERS = ("chrome", "msedge", "firefox", "webkit")
#: At exit, how long a browser launch still under way is waited for (one takes ~0.7 s).
LAUNCH_WAIT_AT_EXIT_S = 15.0


# Held by whoever closes the engine: a second closer waits, then finds it closed (two
# closing at once both closed the loop, and the second failed).
_closing = threading.Lock()


class Engine:
    """Owns the worker thread, its loop, Playwright and the browser.

    Use the module-level :data:`engine`; a second Engine would mean a second browser.
    """

    def __init__(self) -> None:
        self._start_lock = threading.Lock()
        self._loop: asyncio.AbstractEventLoop | None = None
        self._thread: threading.Thread | None = None
        self._pw: Playwright | None = None
        self._browser: Browser | None = None
        self._browser_lock: asyncio.Lock | None = None
        self._others: dict[str, Browser] = {}
        self.remote: RemoteBrowsers | None = None  # when NBSHOT_BROWSER_WS lists several
        self.choice: browser_lookup.BrowserChoice | None = None
        self.launches = 0  # how many browsers this process started (for tests and doctor)
        self.helper_endpoint: str | None = None  # the warm helper's, when connected to it
        self._on_shutdown: list[Callable[[], Awaitable[None]]] = []
        self._launching: concurrent.futures.Future[Any] | None = None  # launch_soon's

    def on_shutdown(self, hook: Callable[[], Awaitable[None]]) -> None:
        """Await ``hook()`` on the loop before the browser closes (layers above keep
        work in flight there, such as warm pages being reset)."""
        self._on_shutdown.append(hook)

    # -- the loop ---------------------------------------------------------------

    def _ensure_loop(self) -> asyncio.AbstractEventLoop:
        with self._start_lock:
            if self._loop is not None and self._thread is not None and self._thread.is_alive():
                return self._loop
            if sys.platform == "win32":
                # Playwright needs subprocess support, which only the Proactor loop has
                # on Windows; Jupyter there runs a Selector loop, so make our own.
                loop: asyncio.AbstractEventLoop = asyncio.ProactorEventLoop()  # type: ignore[attr-defined,unused-ignore]
            else:
                loop = asyncio.new_event_loop()
            ready = threading.Event()

            def run() -> None:
                asyncio.set_event_loop(loop)
                loop.call_soon(ready.set)
                loop.run_forever()

            thread = threading.Thread(target=run, name="nbshot-engine", daemon=True)
            thread.start()
            ready.wait()
            self._loop, self._thread = loop, thread
            self._browser_lock = None
            return loop

    def running(self) -> bool:
        """True while the worker thread (and so any browser) is alive."""
        return self._thread is not None and self._thread.is_alive()

    def in_worker(self) -> bool:
        """True when called from the engine's own thread."""
        return threading.current_thread() is self._thread

    def submit(self, coro: Coroutine[Any, Any, T]) -> concurrent.futures.Future[T]:
        """Schedule ``coro`` on the worker loop; returns a thread-safe future."""
        return asyncio.run_coroutine_threadsafe(coro, self._ensure_loop())

    def run(self, coro: Coroutine[Any, Any, T]) -> T:
        """Run ``coro`` on the worker loop and block until it is done.

        Works from any thread and inside a running event loop. Ctrl-C (a notebook's
        interrupt) cancels the work on the loop before re-raising.

        Raises
        ------
        RuntimeError
            When called from the worker thread itself, which would deadlock.
        """
        if self.in_worker():
            coro.close()
            raise RuntimeError(
                "nbshot's sync API was called from its own worker thread; "
                "await the *_async twin instead"
            )
        future = self.submit(coro)
        try:
            return future.result()
        except KeyboardInterrupt:
            future.cancel()
            raise

    async def run_async(self, coro: Coroutine[Any, Any, T]) -> T:
        """Await ``coro`` on the worker loop from any other event loop."""
        if self.in_worker():
            return await coro
        return await asyncio.wrap_future(self.submit(coro))

    # -- the browser (call these on the worker loop only) -----------------------

    async def playwright(self) -> Playwright:
        if self._pw is None:
            self._pw = await async_playwright().start()
        return self._pw

    async def browser(self) -> Browser:
        """The shared browser, launched or relaunched as needed; with several browser
        servers, the next one's (each new context goes to the next server)."""
        if self._browser_lock is None:
            self._browser_lock = asyncio.Lock()
        async with self._browser_lock:
            if self.remote is not None:
                return await self.remote.pick(await self.playwright())
            if self._browser is None or not self._browser.is_connected():
                await self._drop_browser()
                choice = browser_lookup.resolve_browser(settings.browser)
                if len(choice.ws_endpoints) > 1:
                    self.choice, self.remote = choice, RemoteBrowsers(choice.ws_endpoints)
                    return await self.remote.pick(await self.playwright())
                self._browser = await self._launch(choice)
            return self._browser

    async def _launch(self, choice: browser_lookup.BrowserChoice) -> Browser:
        pw = await self.playwright()
        if choice.path and not choice.ws_endpoint:
            helped = await self._via_helper(pw, choice.path)
            if helped is not None:
                self.choice = choice
                return helped
        try:
            if choice.ws_endpoint:
                browser = await pw.chromium.connect(choice.ws_endpoint, timeout=30_000)
            else:
                browser = await pw.chromium.launch(
                    executable_path=choice.path,
                    args=browser_lookup.launch_args(),
                    headless=True,
                    timeout=60_000,
                )
        except PlaywrightError as exc:
            first = str(exc.message).strip().splitlines()[0] if exc.message else repr(exc)
            if choice.ws_endpoint:
                return await self._without_server(choice.ws_endpoint, first)
            raise BrowserNotFound(
                f"The browser at {choice.path} did not start: {first}",
                browser_lookup.INSTALL_HINT,
            ) from None
        self.choice = choice
        self.launches += 1
        return browser

    async def _without_server(self, endpoint: str, said: str) -> Browser:
        """A browser launched here when the browser server at ``endpoint`` does not
        answer and NBSHOT_BROWSER_WS_FALLBACK allows it (a flow's kernel whose shared
        browser was killed); else the error saying the server is gone.

        Raises
        ------
        BrowserNotFound
            When the server does not answer and no fallback is allowed.
        """
        if os.environ.get(env_vars.BROWSER_WS_FALLBACK) != "1":
            raise BrowserNotFound(
                f"Nothing answers at the browser server {endpoint} ({said}): it stopped, "
                "or was killed",
                f"Start it again, or unset {env_vars.BROWSER_WS} to launch a browser here",
            )
        log.warning("The browser server at %s does not answer (%s); launching one here",
                    endpoint, said)  # fmt: skip
        return await self._launch(browser_lookup.resolve_browser(settings.browser, remote=False))

    async def _via_helper(self, pw: Playwright, path: str) -> Browser | None:
        """The warm helper's browser for ``path``; None when it is off (or settings say
        ``own_browser``), not ready or unusable: this process launches its own. A helper
        that does not run is started in the background for the next command; this one
        does not wait for it (a launch here is quicker than a helper's start)."""
        from nbshot.browser import warm_helper as helper

        self.helper_endpoint = None
        if settings.own_browser or not helper.wanted():
            return None
        try:
            # Finding the helper takes a file lock and a look at its process: off the loop.
            endpoint = await asyncio.to_thread(helper.endpoint, path, True, False)
            if endpoint is None:
                return None
            browser = await pw.chromium.connect(endpoint, timeout=30_000)
        except (NbshotError, PlaywrightError, OSError) as exc:
            said = (str(exc).strip() or type(exc).__name__).splitlines()[0][:200]
            log.warning("The nbshot helper is not used (%s); launching a browser", said)
            return None
        self.helper_endpoint = endpoint
        return browser

    async def other_browser(self, kind: str) -> Browser:
        """Another browser than nbshot's Chromium, launched once and kept: Chrome or
        Edge (``chrome``, ``msedge``: Playwright's channels, the installed browser)
        or Playwright's own Firefox or WebKit build.

        Raises
        ------
        InvalidArgument
            For a browser Playwright does not know.
        BrowserNotFound
            When it is not installed here, naming the command that installs it.
        """
        if kind not in OTHER_BROWSERS:
            known = ", ".join(map(repr, OTHER_BROWSERS))
            raise InvalidArgument(f"Unknown browser {kind!r}", f"Use 'chromium', {known}")
        existing = self._others.get(kind)
        if existing is not None and existing.is_connected():
            return existing
        pw = await self.playwright()
        try:
            if kind in ("chrome", "msedge"):
                launched = await pw.chromium.launch(
                    channel=kind, headless=True, args=browser_lookup.launch_args()
                )
            else:
                launched = await getattr(pw, kind).launch(headless=True)
        except PlaywrightError as exc:
            first = str(exc.message or exc).strip().splitlines()[0]
            raise BrowserNotFound(
                f"{kind} is not installed here ({first[:200]})",
                f"Install it with `python -m playwright install {kind}` (needs internet), "
                "or use browser='chromium'",
            ) from None
        self._others[kind] = launched
        return launched

    async def _drop_browser(self) -> None:
        remote, self.remote = self.remote, None
        if remote is not None:
            await remote.close()
        old, self._browser = self._browser, None
        if old is not None:
            with contextlib.suppress(PlaywrightError):  # already gone: why we drop it
                await old.close()

    async def _shutdown(self) -> None:
        for hook in self._on_shutdown:
            with contextlib.suppress(Exception):  # exiting: a hook must not block the rest
                await hook()
        await self._drop_browser()
        others, self._others = list(self._others.values()), {}
        for other in others:
            with contextlib.suppress(PlaywrightError):
                await other.close()
        if self._pw is not None:
            pw, self._pw = self._pw, None
            with contextlib.suppress(PlaywrightError):
                await pw.stop()

    # -- lifecycle from the outside ---------------------------------------------

    def warm_up(self, browser: bool = False) -> None:
        """Start the worker loop and Playwright's driver now, and with ``browser`` the
        browser too. For a process started ahead of its work, such as a flow's
        kernel: its first capture then skips this. See :meth:`follow_env`."""
        self.run(self.browser() if browser else self.playwright())

    def launch_soon(self) -> None:
        """Start launching the browser in the background and return at once: a
        command that will capture overlaps the launch with its own start-up. A
        failure surfaces on the first real call, which tries again."""
        future = self._launching = self.submit(self.browser())
        future.add_done_callback(lambda done: done.cancelled() or done.exception())

    def follow_env(self) -> None:
        """Drop a browser that is not the one settings and environment name now (a
        process warmed up before its environment was final); the next call launches
        or connects to the right one."""
        if self.choice is None or (self._browser is None and self.remote is None):
            return
        wanted = browser_lookup.resolve_browser(settings.browser)
        if (wanted.ws_endpoint, wanted.path) != (self.choice.ws_endpoint, self.choice.path):
            self.reset_browser()

    def reset_browser(self) -> None:
        """Close the browser (if any); the next call launches one afresh."""
        if self._loop is not None and not self.in_worker() and self._thread is not None:
            self.submit(self._drop_browser()).result(timeout=30)

    def close(self) -> None:
        """Close the browser and Playwright and stop the worker thread. Called at exit;
        safe to call again, and from two threads at once (a Dask worker tears each of
        its plugins down on a thread). A later nbshot call starts everything again."""
        with _closing:
            loop, thread = self._loop, self._thread
            if loop is None or thread is None or not thread.is_alive():
                return
            # Exiting anyway: a failure to close cleanly must never block the exit.
            with contextlib.suppress(Exception):
                # launch_soon's launch ends first: stopped mid-way it left its task and
                # the driver behind ("Task was destroyed but it is pending!").
                if (launching := self._launching) is not None:
                    concurrent.futures.wait([launching], timeout=LAUNCH_WAIT_AT_EXIT_S)
                self.submit(self._shutdown()).result(timeout=30)
            loop.call_soon_threadsafe(loop.stop)
            thread.join(timeout=10)
            if not thread.is_alive():
                loop.close()
            self._loop = self._thread = None


engine = Engine()

atexit.register(engine.close)
on_browser_change(engine.reset_browser)


async def until_disconnected(owner: Engine, limit: float) -> None:
    """Wait, at most ``limit`` s, until ``owner``'s browser says it is disconnected.

    A call on a browser that just died fails at once; Playwright hears of the
    disconnect a little later (over a second later on a busy machine), and until then
    :meth:`Engine.browser` would hand the dead one out again. Returns at once when it is
    known gone; a live browser (only a page or context was closed) costs the whole
    ``limit``, on that rare path only."""
    browser = owner._browser
    deadline = time.monotonic() + limit
    while browser is not None and browser.is_connected() and time.monotonic() < deadline:
        await asyncio.sleep(0.05)
