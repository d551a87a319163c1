"""Warm pages: a ready page per set of context-level options, reset between uses.

A fresh browser context per capture makes Chromium start a renderer every time,
about 2.5x the goto + screenshot itself. So captures, snapshots and checks borrow a
page from this pool instead: one kept per set of *context-level* options (device,
user agent, touch, scale, locale, timezone, the init scripts a capture adds), with
the *page-level* ones (viewport, colour scheme, reduced motion, forced colours,
media) applied on each use.

Nothing a capture does may be seen by the next: when a page comes back its other
tabs are closed, it is sent to ``about:blank`` (whose document empties the window name
as it is made, see ``_EMPTY_NAME``), its HTTP cache and history are cleared, and
for every origin it (or any of its frames, workers or popups) contacted, Chromium's
``Storage.clearDataForOrigin`` wipes cookies, local and session storage, IndexedDB,
cache storage and service workers; granted permissions are revoked. A tab that took
a picture past its viewport (a full page, a tall element) is replaced by a new one in
the same context (the next viewport picture drew its text otherwise). A page whose
reset fails (or takes over ``RESET_MS``), whose browser died, or that crashed is
closed instead of kept.

Chromium before the fix of its issue 529829531 (2026; Debian's 150 has it, 156 does
not) leaves an origin's session storage when ``Storage.clearDataForOrigin`` is asked to
clear it, and session storage belongs to the tab. So the pool asks each browser once
(:func:`_clears_session_storage`) and, where the answer is no, gives a returned page a
new tab in the same context: about 50 ms more per reset, the renderer process kept.

A brand-new context is used instead (``isolation="context"``) on request and
where reuse is not safe or not possible: video recording (one file per context),
browsers other than Chromium (no CDP), and a page that failed to reset.
"""

from __future__ import annotations

import asyncio
import contextlib
import time
from collections.abc import Awaitable
from dataclasses import dataclass, field
from typing import Any
from urllib.parse import urlsplit

from playwright.async_api import Browser, BrowserContext, CDPSession, Page, Request, Route
from playwright.async_api import Error as PlaywrightError

from nbshot.browser.engine import engine
from nbshot.config import settings
from nbshot.page.file_url_block import block_file_urls

#: ``new_context`` arguments that a page can change on itself, so they are not
#: part of a pool key: they are applied to the borrowed page on every use.
PAGE_LEVEL = frozenset({"viewport", "color_scheme", "reduced_motion", "forced_colors"})
# What a fresh context would have for each page-level option nobody set.
_FRESH = {"color_scheme": "light", "reduced_motion": "no-preference", "forced_colors": "none"}
PAGES_PER_KEY = 4  # idle pages kept for one set of options
MAX_IDLE = 8  # idle pages kept in all
IDLE_S = 60.0  # an idle page unused this long is closed
RESET_MS = 5_000  # a reset that takes longer gives the page up (it is closed)
# A page lent this often is closed on return and a new one made (~1 ms a capture): what
# the driver keeps of each request and response (freed with the context) and what the
# renderer grows are let go. Measured: 100-200 MB more Python and ~500 MB more browser
# over 1,000 captures on one page, levelling only at Playwright's own object limit.
MAX_USES = 100
TAKE_WAIT_S = 1.0  # longest wait for a page being reset before making a new one
HISTORY_TRIES = 20  # a page whose history is still not cleared after these is closed
COLLECT_HEAP_MB = 32  # a renderer heap past this at a reset is collected (see _wipe)
# The tab's name outlives its documents (a page sets window.name, the next same-site
# page read it). An init script of every pooled context empties it in each top-level
# about:blank document as that document is made (where a reset sends the tab; raw HTML
# is written into the document already there, and popups and frames are not top):
# before its commit is reported, so the reset needs no round trip to the new document
# (asking it took 8-10 ms, the longest step). Names set by the old page's unload
# handlers are emptied too. A pooled tab reaches about:blank only through a reset, or
# a page that sends itself there (its name is emptied then: a difference of no use).
_EMPTY_NAME = "if (window === top && location.href === 'about:blank') window.name = '';"


@dataclass(eq=False)
class WarmPage:
    """A borrowed page and what the pool needs to reset it: the origins it reached."""

    key: tuple[Any, ...]
    context: BrowserContext
    page: Page
    cdp: CDPSession | None
    origins: set[str] = field(default_factory=set)
    used: float = field(default_factory=time.monotonic)
    pooled: bool = True  # False: a one-off context, closed on return
    uses: int = 0  # times lent; at MAX_USES it is closed on return, not kept
    # The media emulation last applied (colour scheme, reduced motion, forced colours,
    # media type); None until the first use. It lasts across navigations and resets.
    emulated: tuple[str, str, str, str] | None = None
    # The media type set through ``cdp`` ("": none; None: unknown), see _apply_page_level.
    cdp_media: str | None = ""
    # A picture may have reached past the viewport in this tab (a full page, an element):
    # with RenderDocument off (nbshot.browser.lookup) Chromium keeps something of it for
    # the tab's next documents, and their text drew otherwise in a viewport picture
    # (tests/page/test_pool.py). The reset gives such a page a new tab.
    beyond_viewport: bool = False

    def _on_request(self, request: Request) -> None:
        parts = urlsplit(request.url)
        if parts.scheme in ("http", "https"):
            self.origins.add(f"{parts.scheme}://{parts.netloc}")


async def _history_cleared(cdp: CDPSession) -> bool:
    """Drop every history entry but the current one (about:blank). Just after a
    navigation commits, Chromium may keep the entry before it without saying so (1 reset
    in 3 when asked at once, here): checked, and tried again a few times, the first at
    once; False if it stays."""
    for tried in range(HISTORY_TRIES):
        # Sent together: one session's commands run in order, so the check follows
        # the reset (one round trip, not two).
        answers = await asyncio.gather(
            cdp.send("Page.resetNavigationHistory"), cdp.send("Page.getNavigationHistory")
        )
        entries = answers[1]["entries"]
        # Also about:blank itself: a check made before its commit reached the browser
        # would see the capture's page alone, and the commit would add about:blank.
        if len(entries) == 1 and entries[0]["url"] == "about:blank":
            return True
        if tried:
            await asyncio.sleep(0.01)
    return False


_PROBE = "http://nbshot-probe.invalid"  # answered by a route, never looked up
# The first Chromium seen to clear session storage with its origin (156, checked by
# the probe); older ones are probed. The pool tests fail if a newer one stops.
CLEARS_SESSION_STORAGE_FROM = 156


def _major(version: str) -> int:
    """The major number of a browser version such as "156.0.8078.114" (0 if none)."""
    head = version.split(".", 1)[0]
    return int(head) if head.isdigit() else 0


async def _clears_session_storage(browser: Browser, *, clear: bool = True) -> bool:
    """Whether ``Storage.clearDataForOrigin`` clears session storage in ``browser``:
    written on a page, the page sent to about:blank, the origin cleared, read back. The
    page is a routed stand-in in a context of its own (no network, nothing shared).
    ``clear=False`` leaves out the clearing: the control, which must answer False."""

    async def stand_in(route: Route) -> None:
        await route.fulfill(body="<!doctype html>", content_type="text/html")

    context = await browser.new_context()
    try:
        await context.route("**/*", stand_in)
        page = await context.new_page()
        cdp = await context.new_cdp_session(page)
        await page.goto(f"{_PROBE}/")
        await page.evaluate("sessionStorage.setItem('nbshot', '1')")
        await page.goto("about:blank", wait_until="commit")
        if clear:
            await cdp.send("Storage.clearDataForOrigin", {"origin": _PROBE, "storageTypes": "all"})
        await page.goto(f"{_PROBE}/")
        return await page.evaluate("sessionStorage.getItem('nbshot')") is None
    finally:
        with contextlib.suppress(PlaywrightError):
            await context.close()


async def _new_tab(warm: WarmPage) -> None:
    """Close ``warm``'s tab (its unload handlers write only to itself) and give it a new
    one in the same context: a fresh session storage, name and history. Closed first,
    so the page cannot open popups meanwhile; a context with no tab stays open."""
    await warm.page.close()
    warm.page = await warm.context.new_page()
    warm.cdp = await warm.context.new_cdp_session(warm.page)
    warm.emulated, warm.cdp_media = None, ""  # the new tab emulates nothing yet
    warm.beyond_viewport = False


def pool_key(options: dict[str, Any], scripts: tuple[str, ...], kind: str) -> tuple[Any, ...]:
    """What must match for a page to be reused: the browser, the context-level options
    and the init scripts (which cannot be taken off a page once added)."""
    context_level = tuple(sorted((k, repr(v)) for k, v in options.items() if k not in PAGE_LEVEL))
    # A context keeps the file-URL guard it was made with: a change makes a new key.
    return (kind, context_level, scripts, settings.allow_file_urls)


class PagePool:
    """Ready pages by key; use the module-level :data:`pool` (on the engine loop only)."""

    def __init__(self) -> None:
        self._idle: dict[tuple[Any, ...], list[WarmPage]] = {}
        self._resetting: dict[tuple[Any, ...], set[asyncio.Task[None]]] = {}
        # Per browser, once: does clearing an origin clear its session storage?
        self._probed: dict[Browser, asyncio.Future[bool]] = {}
        self.lent = 0
        self.created = 0
        self.reused = 0

    async def acquire(
        self,
        options: dict[str, Any],
        scripts: tuple[str, ...],
        *,
        kind: str = "chromium",
        fresh: bool = False,
        media: str | None = None,
    ) -> WarmPage:
        """A page made with ``options`` (``new_context`` arguments) and ``scripts`` (init
        scripts), either a reset warm one or a new one, emulating the CSS media type
        ``media`` ("screen", "print"; None: no emulation); ``fresh`` forces a new
        context that is closed on return."""
        key = pool_key(options, scripts, kind)
        # A recording (video, HAR) is one file per context, written when it closes; a
        # signed-in state would not survive the reset (which clears cookies).
        recording = "record_video_dir" in options or "record_har_path" in options
        reusable = (
            not fresh and kind == "chromium" and not recording and "storage_state" not in options
        )
        warm = await self._take(key) if reusable else None
        if warm is None:
            warm = await self._open(key, options, scripts, kind, pooled=reusable)
            self.created += 1
        else:
            self.reused += 1
        await self._apply_page_level(warm, options, media)
        warm.uses += 1
        self.lent += 1
        return warm

    async def _take(self, key: tuple[Any, ...]) -> WarmPage | None:
        """An idle page for ``key``; or, when none is idle but one is being reset, the
        first to finish its reset. None: make a new one."""
        pending = self._resetting.get(key)
        if not self._idle.get(key) and pending:
            # Waiting for a reset (about 50 ms) beats making a context (300-500 ms):
            # measured faster in loops and batches on 2 cores.
            # Bounded: a hostile page can stall its reset, and the call must not wait on it.
            await asyncio.wait(pending, timeout=TAKE_WAIT_S, return_when=asyncio.FIRST_COMPLETED)
        idle = self._idle.get(key, [])  # looked up after the wait: the reset may add the list
        while idle:
            warm = idle.pop()
            browser = warm.context.browser
            if not warm.page.is_closed() and browser is not None and browser.is_connected():
                return warm
        return None

    async def _open(
        self,
        key: tuple[Any, ...],
        options: dict[str, Any],
        scripts: tuple[str, ...],
        kind: str,
        *,
        pooled: bool,
    ) -> WarmPage:
        browser = await (engine.browser() if kind == "chromium" else engine.other_browser(kind))
        context = await browser.new_context(**options)
        await block_file_urls(context, allow_file_urls=key[-1])  # the policy it is keyed by
        for script in (_EMPTY_NAME, *scripts) if pooled else scripts:
            await context.add_init_script(script)
        page = await context.new_page()
        cdp = await context.new_cdp_session(page) if pooled else None
        if pooled:
            self._session_storage_probe(browser)  # asked while the page is in use
        warm = WarmPage(key, context, page, cdp, pooled=pooled)
        context.on("request", warm._on_request)  # popups, frames and workers too
        return warm

    async def _apply_page_level(
        self, warm: WarmPage, options: dict[str, Any], media: str | None
    ) -> None:
        """Give the page the viewport and media emulation of ``options``; each is sent
        only when the page has something else (a round trip per capture saved in loops)."""
        page = warm.page
        viewport = options.get("viewport")
        if viewport is not None and page.viewport_size != viewport:
            await page.set_viewport_size(viewport)
        wanted = (
            options.get("color_scheme", _FRESH["color_scheme"]),
            options.get("reduced_motion", _FRESH["reduced_motion"]),
            options.get("forced_colors", _FRESH["forced_colors"]),
            media or "null",  # Playwright's word for "no emulation"
        )
        if warm.emulated == wanted:
            return
        warm.emulated = None  # unknown if a call below fails half-way
        known_cdp_media, warm.cdp_media = warm.cdp_media, None
        color_scheme, reduced_motion, forced_colors, media_type = wanted
        sent: list[Awaitable[Any]] = [
            page.emulate_media(
                color_scheme=color_scheme,
                reduced_motion=reduced_motion,
                forced_colors=forced_colors,
                media=media_type,  # type: ignore[arg-type]
            )
        ]
        # Each DevTools session keeps a media type of its own and sets it again on every
        # new document, so with the pool's session attached Playwright's "print" was
        # undone by the next navigation (print captures of URLs came out as screen).
        # The pool's session is given the same type.
        cdp_media = "" if media_type == "null" else media_type
        if warm.cdp is not None and known_cdp_media != cdp_media:
            sent.append(warm.cdp.send("Emulation.setEmulatedMedia", {"media": cdp_media}))
        await asyncio.gather(*sent)
        warm.cdp_media = cdp_media
        warm.emulated = wanted

    async def release(self, warm: WarmPage, discard: bool = False) -> None:
        """Take a page back. Its reset runs in the background (the caller has its
        result already) and the page becomes idle once it is done; a page that cannot
        be kept is closed, as is one the caller ``discard``s (a page that flooded its
        console or never loaded: its renderer may be stuck in a script, and its reset
        would keep the driver busy for the next calls)."""
        self.lent -= 1
        if discard or not warm.pooled or warm.uses >= MAX_USES:
            with contextlib.suppress(PlaywrightError):
                await warm.context.close()
            return
        pending = self._resetting.setdefault(warm.key, set())
        task = asyncio.ensure_future(self._reset_and_keep(warm))
        pending.add(task)
        task.add_done_callback(pending.discard)

    async def _reset_and_keep(self, warm: WarmPage) -> None:
        if await self._reset(warm):
            warm.used = time.monotonic()
            self._idle.setdefault(warm.key, []).append(warm)
            await self._trim()
        else:
            with contextlib.suppress(PlaywrightError):
                await warm.context.close()

    async def _reset(self, warm: WarmPage) -> bool:
        """Leave nothing for the next capture to see; False when that cannot be ensured."""
        browser = warm.context.browser
        if warm.cdp is None or warm.page.is_closed() or browser is None:
            return False
        try:
            # Bounded as a whole: a page (or a popup of it) that keeps its renderer busy
            # must not keep the reset, and every capture waiting for it, for good.
            cleared = self._session_storage_probe(browser)
            return await asyncio.wait_for(self._wipe(warm, cleared), RESET_MS / 1000)
        except (PlaywrightError, asyncio.TimeoutError):
            return False

    def _session_storage_probe(self, browser: Browser) -> asyncio.Future[bool]:
        """The answer of :func:`_clears_session_storage` for ``browser``, asked once."""
        if browser not in self._probed:
            self._probed = {b: f for b, f in self._probed.items() if b.is_connected()}
            if _major(browser.version) >= CLEARS_SESSION_STORAGE_FROM:
                probe = asyncio.get_running_loop().create_future()
                probe.set_result(True)  # no probe (a context's worth of work) needed
            else:
                probe = asyncio.ensure_future(_clears_session_storage(browser))
                # Read here, so a failed probe (the browser closed) is not reported unread.
                probe.add_done_callback(lambda done: done.cancelled() or done.exception())
            self._probed[browser] = probe
        return self._probed[browser]

    @staticmethod
    async def _wipe(warm: WarmPage, cleared: asyncio.Future[bool]) -> bool:
        # Popups first, so none can act on the page (navigate it, write state) while
        # it is wiped; then leave the document: committed is enough (it is gone). Where
        # clearing an origin leaves its session storage (or the probe failed), or a
        # picture reached past the viewport, the tab itself is replaced: always safe.
        await asyncio.gather(
            *(other.close() for other in warm.context.pages if other is not warm.page)
        )
        await asyncio.wait([cleared])  # shared by every reset: never cancelled by one
        session_stays = cleared.cancelled() or cleared.exception() or not cleared.result()
        if session_stays or warm.beyond_viewport:
            await _new_tab(warm)  # no name, no history, its own session storage
        else:
            await warm.page.goto("about:blank", wait_until="commit")  # the name emptied
        cdp = warm.cdp
        if cdp is None:
            return False
        # Every origin reached by now, unload handlers' requests too; one reached later
        # stays listed for the next reset.
        origins = set(warm.origins)
        # The rest is sent at once, not one round trip each, and none of it waits for
        # the new document. Two more things outlive a document and are no origin's
        # storage: the context's HTTP cache (a response one capture fetched, an id in
        # it, was served to the next from the cache) and the tab's history (the next
        # page could go back to the last capture's URL).
        heap, *_, history_cleared = await asyncio.gather(
            cdp.send("Runtime.getHeapUsage"),  # the left page's garbage counts: see below
            cdp.send("Network.clearBrowserCache"),
            warm.context.clear_cookies(),
            warm.context.clear_permissions(),
            *(
                cdp.send("Storage.clearDataForOrigin", {"origin": o, "storageTypes": "all"})
                for o in origins
            ),
            _history_cleared(cdp),
        )
        if not history_cleared or len(warm.context.pages) != 1:
            return False
        warm.origins -= origins
        # The page just left keeps its heap in the renderer until something collects it,
        # and on about:blank nothing does: three captures of a page that allocates 80 MB
        # left the renderer at 178, 294, then 410 MB (100 MB each time with this). A
        # collection, and Chromium's memory-pressure signal for caches and decoded
        # images, while the page waits in the pool (tests/page/test_pool.py); only past
        # COLLECT_HEAP_MB: done after every capture of six real pages (heaps of a few MB,
        # no growth) it made them x1.04 back to back.
        used = heap.get("usedSize", 0) if isinstance(heap, dict) else 0
        if used > COLLECT_HEAP_MB * 2**20:
            await asyncio.gather(
                cdp.send("Memory.simulatePressureNotification", {"level": "critical"}),
                cdp.send("HeapProfiler.collectGarbage"),
            )
        return True

    async def _trim(self) -> None:
        """Close pages idle past IDLE_S, and the oldest beyond PAGES_PER_KEY / MAX_IDLE."""
        now = time.monotonic()
        everything = sorted((w for ws in self._idle.values() for w in ws), key=lambda w: w.used)
        doomed = [w for w in everything if now - w.used > IDLE_S]
        kept = [w for w in everything if w not in doomed]
        doomed += kept[: max(0, len(kept) - MAX_IDLE)]
        for idle in self._idle.values():
            alive = [w for w in idle if w not in doomed]
            doomed += alive[: max(0, len(alive) - PAGES_PER_KEY)]
        for warm in doomed:
            idle = self._idle.get(warm.key, [])
            if warm in idle:
                idle.remove(warm)
            with contextlib.suppress(PlaywrightError):
                await warm.context.close()
        self._idle = {k: v for k, v in self._idle.items() if v}

    async def settle(self) -> None:
        """Wait until every page handed back has been reset (tests, status)."""
        pending = [t for ts in self._resetting.values() for t in ts]
        if pending:
            await asyncio.wait(pending)

    async def abandon(self) -> None:
        """Forget every page at exit: the browser is about to close them all, so resets
        in flight are cancelled rather than waited for."""
        for task in [t for ts in self._resetting.values() for t in ts]:
            task.cancel()
        for probe in self._probed.values():
            probe.cancel()
        self._idle, self._resetting, self._probed = {}, {}, {}

    def status(self) -> dict[str, Any]:
        """How the pool stands: idle pages by key, pages lent out, pages made and reused."""
        keys = [
            {
                "browser": key[0],
                "options": dict(key[1]),
                "init_scripts": len(key[2]),
                "idle": len(idle),
            }
            for key, idle in self._idle.items()
        ]
        resetting = sum(len(ts) for ts in self._resetting.values())
        return {
            "idle": sum(k["idle"] for k in keys),
            "lent": self.lent,
            "resetting": resetting,
            "created": self.created,
            "reused": self.reused,
            "keys": keys,
        }


pool = PagePool()
engine.on_shutdown(pool.abandon)  # closing the browser closes every page anyway


def warm_pages() -> dict[str, Any]:
    """How the pool of warm pages stands, for debugging speed or isolation.

    Returns ``{"idle", "lent", "resetting", "created", "reused", "keys"}``: pages ready
    now, in use, and being reset; pages (contexts) made and reuses so far in this
    process; and per set of
    context-level options (``keys``) the browser, the options and the idle pages.
    """
    if engine.running():
        engine.run(pool.settle())
    return pool.status()
