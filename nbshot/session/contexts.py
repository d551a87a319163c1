"""Where a session's browser context comes from when it is not nbshot's own browser
(whose contexts :mod:`nbshot.page.spare` makes ahead):

- ``cdp_endpoint=``: a Chrome/Chromium a person runs, attached over the DevTools
  protocol (:mod:`nbshot.browser.attach`). The session gets a new context there (a
  window of its own: its own cookies, none of the person's); with ``cdp_tab=`` it
  works in the person's own context instead: ``"new"`` opens a tab there, other text
  picks the open tab whose URL contains it. Closing the session closes what nbshot
  opened (its context, or its tabs) and never the person's browser or tabs; the
  connection is dropped when no session uses it any more.
- ``user_data_dir=``: a persistent profile, launched for the session and closed with
  it (cookies with an expiry and storage stay in the folder); one session at a time
  per folder (:class:`~nbshot.browser.attach.ProfileLock`).

:class:`Contexts` is the mixin of :class:`~nbshot.session.session.Session` that opens
and lets go of its context, from wherever it comes.
"""

from __future__ import annotations

import asyncio
import contextlib
import os
from collections.abc import Mapping
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from typing import Any

from playwright.async_api import BrowserContext, Page
from playwright.async_api import Error as PlaywrightError

from nbshot.browser import attach
from nbshot.browser.engine import engine
from nbshot.errors import InvalidArgument
from nbshot.page import load
from nbshot.page.file_url_block import block_file_urls
from nbshot.page.load import NavigationStepError, context_options, load_target
from nbshot.page.options import CaptureOptions
from nbshot.page.spare import spares
from nbshot.page.targets import Target
from nbshot.page.vitals import OBSERVE_JS
from nbshot.session.tabs import Tabs

MAX_TAB_TEXT = 500
#: What nbshot.open may not set on the person's own context (cdp_tab=): each would
#: change that context, or needs a context of its own.
OWN_CONTEXT_ONLY = (
    "device",
    "viewport",
    "color_scheme",
    "reduced_motion",
    "scale_factor",
    "mobile",
    "forced_colors",
    "storage_state",
    "har",
    "freeze_time",
)


@dataclass(frozen=True)
class Where:
    """Where a session's context comes from; all None: nbshot's own browser."""

    cdp_endpoint: str | None = None
    cdp_tab: str | None = None
    user_data_dir: Path | None = None

    @property
    def via(self) -> str:
        """``nbshot``, ``cdp <endpoint>`` or ``profile <folder>`` (a session table's column)."""
        if self.cdp_endpoint is not None:
            return f"cdp {self.cdp_endpoint}"
        if self.user_data_dir is not None:
            return f"profile {self.user_data_dir}"
        return "nbshot"

    @property
    def own_browser(self) -> bool:
        return self.cdp_endpoint is None and self.user_data_dir is None

    @property
    def shared(self) -> bool:
        """The person's own context (cdp_tab=): nbshot owns only the tabs it opens."""
        return self.cdp_tab is not None


def where(
    cdp_endpoint: str | None,
    cdp_tab: str | None,
    user_data_dir: str | os.PathLike[str] | None,
    given: Mapping[str, Any],
) -> Where:
    """The checked :class:`Where` of an ``open`` call whose other arguments are
    ``given`` (name -> value, None for not given). Runs in the caller's thread.

    Raises
    ------
    InvalidArgument
        For an endpoint that is not an address, both an endpoint and a profile,
        ``cdp_tab`` without an endpoint, another browser than Chromium, a storage state
        with a profile (it keeps its own), or options ``cdp_tab`` cannot honour.
    """
    if cdp_endpoint is None and user_data_dir is None:
        if cdp_tab is not None:
            raise InvalidArgument("cdp_tab= needs cdp_endpoint=", "Pass the browser's address")
        return Where()
    if cdp_endpoint is not None and user_data_dir is not None:
        raise InvalidArgument(
            "cdp_endpoint= and user_data_dir= were both given",
            "Attach to a running browser or launch a profile, not both",
        )
    if given.get("browser") not in (None, "chromium"):
        raise InvalidArgument(
            f"browser={given['browser']!r} cannot attach or keep a profile",
            "Leave browser= out (Chromium, Chrome and Edge speak the DevTools protocol)",
        )
    if user_data_dir is not None:
        if given.get("storage_state") is not None:
            raise InvalidArgument(
                "storage_state= and user_data_dir= were both given",
                "A profile keeps its own cookies and storage: leave storage_state= out",
            )
        return Where(user_data_dir=Path(os.fspath(user_data_dir)).expanduser())
    assert cdp_endpoint is not None
    endpoint = attach.check_endpoint(cdp_endpoint)
    if cdp_tab is None:
        return Where(cdp_endpoint=endpoint)
    if not isinstance(cdp_tab, str) or not 0 < len(cdp_tab) <= MAX_TAB_TEXT:
        raise InvalidArgument(
            f"cdp_tab={str(cdp_tab)[:80]!r} is not allowed",
            "Use 'new' (a new tab among the browser's own) or text in an open tab's URL",
        )
    fixed = [key for key in OWN_CONTEXT_ONLY if given.get(key) not in (None, False)]
    if fixed:
        raise InvalidArgument(
            f"{fixed[0]}= cannot be set with cdp_tab=: the tab is in the browser's own "
            "context, which nbshot does not change",
            "Leave it out, or leave cdp_tab= out for a window of the session's own",
        )
    return Where(cdp_endpoint=endpoint, cdp_tab=cdp_tab)


class Opened:
    """A context made for a session from a :class:`Where`, the tab it starts in, and
    what is nbshot's to close."""

    def __init__(
        self,
        where: Where,
        context: BrowserContext,
        page: Page,
        *,
        kept: Page | None = None,
        lock: attach.ProfileLock | None = None,
    ) -> None:
        self.where, self.context, self.page = where, context, page
        self.kept = kept  # the person's own tab (cdp_tab=text): never closed
        self._lock = lock
        self._mine: list[Page] = [] if page is kept else [page]
        self._guards: set[asyncio.Task[None]] = set()
        _live.add(self)

    def adopt(self, page: Page) -> None:
        """A tab the session opened in the person's context (``new_tab``, a popup):
        nbshot's to close, and refusing ``file:`` URLs when they are off (guarded as
        it opens; nbshot's own contexts are guarded as a whole)."""
        if not self.where.shared or page is self.kept or page in self._mine:
            return
        self._mine.append(page)
        guard = asyncio.ensure_future(block_file_urls(page))
        self._guards.add(guard)
        guard.add_done_callback(self._guards.discard)

    async def close(self) -> None:
        """Close what nbshot opened: its context (its profile's browser with it), or in
        the person's context its tabs, never :attr:`kept`. Then let go of the profile,
        or of the connection when no session uses it any more."""
        if self not in _live:
            return
        _live.discard(self)
        try:
            if self.where.shared:
                for page in self._mine:
                    with contextlib.suppress(PlaywrightError):
                        await page.close()
            else:
                with contextlib.suppress(PlaywrightError):  # the browser is already gone
                    await self.context.close()
        finally:
            if self._lock is not None:
                self._lock.release()
            if self.where.cdp_endpoint is not None:
                await attach.leave(self.where.cdp_endpoint)


_live: set[Opened] = set()


async def _close_all() -> None:
    """At exit: what sessions opened in attached browsers and profiles goes first (a
    profile's browser closed cleanly writes its cookies), then the connections."""
    for opened in list(_live):
        with contextlib.suppress(Exception):  # exiting: one failure must not stop the rest
            await opened.close()
    await attach.disconnect_all()


engine.on_shutdown(_close_all)


async def open_context(where: Where, options: dict[str, Any]) -> Opened:
    """A context (and a first tab) from ``where`` with ``new_context`` arguments
    ``options``; on the engine loop.

    Raises
    ------
    BrowserNotFound
        When nothing answers at the endpoint, or the profile's browser does not start.
    ProfileInUse
        When another session or browser has the profile.
    InvalidArgument
        For a ``cdp_tab`` that matches no open tab (the open tabs' URLs are named).
    """
    if where.user_data_dir is not None:
        lock = await asyncio.to_thread(attach.ProfileLock(where.user_data_dir).acquire)
        try:
            context = await attach.launch_profile(lock.folder, options)
            await _guard(context)
            page = context.pages[0] if context.pages else await context.new_page()
        except BaseException:
            lock.release()
            raise
        return Opened(where, context, page, lock=lock)
    assert where.cdp_endpoint is not None
    browser = await attach.join(where.cdp_endpoint)
    try:
        if where.cdp_tab is None:
            context = await browser.new_context(**options)
            await _guard(context)
            return Opened(where, context, await context.new_page())
        return await _in_own_context(where, browser.contexts)
    except BaseException:
        await attach.leave(where.cdp_endpoint)
        raise


async def _guard(context: BrowserContext) -> None:
    await block_file_urls(context)
    await context.add_init_script(OBSERVE_JS)  # a session's speed: its loads, its clicks


async def _in_own_context(where: Where, contexts: list[BrowserContext]) -> Opened:
    """A new tab in the browser's own context, or its open tab whose URL holds the text."""
    if not contexts:
        raise InvalidArgument(
            "The attached browser has no context of its own to open a tab in",
            "Leave cdp_tab= out: the session then gets a window of its own",
        )
    own = contexts[0]
    if where.cdp_tab == "new":
        page = await own.new_page()
        await page.add_init_script(OBSERVE_JS)
        await block_file_urls(page)
        return Opened(where, own, page)
    tabs = [page for context in contexts for page in context.pages]
    text = where.cdp_tab or ""
    found = next((page for page in tabs if text in page.url), None)
    if found is None:
        urls = ", ".join(page.url[:100] for page in tabs[:10]) or "none"
        raise InvalidArgument(
            f"No open tab's URL contains {where.cdp_tab!r} (open: {urls})"[:900],
            "Pass text from one of those URLs, or cdp_tab='new'",
        )
    await block_file_urls(found)
    return Opened(where, found.context, found, kept=found)


class Contexts(Tabs):
    """Opening a session's context and letting it go (a mixin of Session, over its
    tabs): a spare of nbshot's own browser, or one from :func:`open_context`."""

    _where: Where
    _opened: Opened | None
    _opening: bool
    _opts: CaptureOptions
    _target: Target | None
    _storage_state: str | os.PathLike[str] | dict[str, Any] | None
    _clock: datetime | None
    _context_options: dict[str, Any]
    har: Path | None

    def _place(self, where: Where) -> None:
        self._where, self._opened, self._opening = where, None, False

    @property
    def alive(self) -> bool:
        """Opening, or open with a tab left (none left: its browser went away)."""
        return self._opening or (self._context is not None and bool(self._pages))

    @property
    def via(self) -> str:
        """Where its browser is: ``nbshot`` (the one nbshot launched), ``cdp <endpoint>``
        (attached) or ``profile <folder>``."""
        return self._where.via

    async def _open_context(self) -> None:
        options = await context_options(self._opts)
        state = self._storage_state
        own = self._where.own_browser
        # A new context may start signed in to the project's app; a profile keeps its
        # own state, and the person's context (cdp_tab) is theirs.
        fresh = self._where.user_data_dir is None and not self._where.shared
        signer = load.signer() if self._target is not None and fresh else None
        if state is None and self._target is not None and signer is not None:
            state = await signer.state_for(self._target.url)  # a project's app
        if state is not None:
            options["storage_state"] = state if isinstance(state, dict) else os.fspath(state)
        if self.har is not None:  # written when the session closes; bodies left out
            options.update(record_har_path=str(self.har), record_har_content="omit")
        self._context_options = options
        if own:  # a context of its own, made ahead when the last session had these options
            context, page = await spares.take(options, self._opts.browser)
        else:
            self._opened = await open_context(self._where, options)
            context, page = self._opened.context, self._opened.page
        self._context = context
        if not self._where.shared:  # in the person's own context, only its popups
            context.on("page", self._adopt)
        self._adopt(page)
        if self._clock is not None:
            # Playwright's clock: Date is fixed, timers keep running, so the page
            # behaves normally but clocks and "n minutes ago" labels repeat.
            await context.clock.set_fixed_time(self._clock)
        if self._target is not None:
            try:
                await load_target(page, self._target, self._opts)
            except NavigationStepError as failed:
                self._context = None
                await self._let_go(context)
                raise failed.error from None

    def _adopt(self, page: Page) -> None:
        """Watch a new tab (see :meth:`Tabs._adopt`); in the person's own context
        (``cdp_tab=``) also its popups, and it is nbshot's to close."""
        if page in self._pages:
            return
        super()._adopt(page)
        if self._opened is not None and self._where.shared:
            self._opened.adopt(page)
            page.on("popup", self._adopt)

    async def _let_go(self, context: BrowserContext) -> None:
        """Close ``context``, or of one not nbshot's own what nbshot opened there."""
        opened = self._opened
        if opened is None:
            with contextlib.suppress(PlaywrightError):  # the browser is already gone
                await context.close()
            return
        if opened.kept is not None:  # the person's tab stays; nbshot stops answering it
            opened.kept.remove_listener("dialog", self._on_dialog)
        await opened.close()
