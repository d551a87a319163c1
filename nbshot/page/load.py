"""Loading a page on the engine loop: a fresh context, the target, retries, waiting.

Shared by ``capture``, ``snapshot`` and sessions. A navigation that may pass on
another try (timeout, ``net::ERR_*``) is retried twice with exponential backoff,
each time in a fresh page; bad selectors and bad arguments are not retried.
"""

from __future__ import annotations

import asyncio
import difflib
import functools
import secrets
import time
from collections.abc import AsyncIterator, Awaitable, Callable
from contextlib import asynccontextmanager
from dataclasses import dataclass, replace
from datetime import datetime
from pathlib import Path
from typing import Any, Protocol, TypeVar

from playwright.async_api import Error as PlaywrightError
from playwright.async_api import Locator, Page
from playwright.async_api import TimeoutError as PlaywrightTimeout

from nbshot.browser.engine import engine, until_disconnected
from nbshot.config import settings
from nbshot.errors import (
    BrowserCrashed,
    BrowserError,
    ElementNotFound,
    InvalidArgument,
    NavigationFailed,
    NbshotError,
    NotAllowed,
    Timeout,
)
from nbshot.files import private_dir
from nbshot.model.urls import shown_url
from nbshot.page.devices import DEVICE_ALIASES, parse_device
from nbshot.page.file_url_block import REFUSED
from nbshot.page.log import PageLog
from nbshot.page.options import DEFAULT_VIEWPORT, CaptureOptions
from nbshot.page.pool import WarmPage, pool
from nbshot.page.settle import COUNT_OBSERVERS_JS, COUNT_PENDING_JS, settle
from nbshot.page.stories import wait_rendered
from nbshot.page.targets import Target
from nbshot.page.vitals import OBSERVE_JS
from nbshot.project.file import current as current_project

T = TypeVar("T")
RETRIES = 2  # extra attempts after a failed navigation
BACKOFF_S = 0.5  # first retry waits this long, the next twice as long
DISCONNECT_WAIT_S = 3.0  # at most, for a dead browser's disconnect before trying again

# -- the browser work ----------------------------------------------------------------


async def context_options(opts: CaptureOptions) -> dict[str, Any]:
    """Playwright ``new_context`` arguments for these capture options."""
    kwargs: dict[str, Any] = {}
    if opts.device in DEVICE_ALIASES:
        opts = parse_device(opts.device).apply(opts)
    if opts.device:
        pw = await engine.playwright()
        if opts.device not in pw.devices:
            close = difflib.get_close_matches(opts.device, list(pw.devices), n=3, cutoff=0.5)
            hint = (
                f"Did you mean {', '.join(map(repr, close))}?"
                if close
                else ("See playwright.devices for names such as 'iPhone 13' or 'Pixel 7'")
            )
            raise InvalidArgument(f"Unknown device {opts.device!r}", hint)
        kwargs.update(pw.devices[opts.device])
        kwargs.pop("default_browser_type", None)
    vw, vh = opts.viewport or (None if opts.device else DEFAULT_VIEWPORT) or (0, 0)
    if vw:
        kwargs["viewport"] = {"width": vw, "height": vh}
    if opts.color_scheme:
        kwargs["color_scheme"] = opts.color_scheme
    if opts.scale_factor is not None:
        kwargs["device_scale_factor"] = opts.scale_factor
    if opts.mobile is not None:
        kwargs["is_mobile"] = kwargs["has_touch"] = opts.mobile
    if opts.forced_colors:
        kwargs["forced_colors"] = "active"
    reduced = settings.reduced_motion if opts.reduced_motion is None else opts.reduced_motion
    if reduced is not None:
        kwargs["reduced_motion"] = "reduce" if reduced else "no-preference"
    if opts.storage_state is not None:
        kwargs["storage_state"] = opts.storage_state
    # Downloads are cancelled as they start: a page could otherwise fill Playwright's
    # temp folder with files of any size, and no nbshot call needs one.
    kwargs["accept_downloads"] = False
    if settings.timezone:
        kwargs["timezone_id"] = settings.timezone
    if settings.locale:
        kwargs["locale"] = settings.locale
    if settings.video_dir is not None:
        kwargs["record_video_dir"] = str(settings.video_dir)
        if "viewport" in kwargs:
            kwargs["record_video_size"] = kwargs["viewport"]
    if settings.har_dir is not None:
        # One file per context, written when it closes; bodies left out, sizes kept.
        folder = private_dir(settings.har_dir)
        kwargs.update(
            record_har_path=str(folder / f"{secrets.token_hex(6)}.har"), record_har_content="omit"
        )
    return kwargs


def _frozen_date_script(when: datetime) -> str:
    """JS that makes ``Date.now()`` and ``new Date()`` return ``when``; timers keep running.

    Playwright's ``page.clock.set_fixed_time`` does the same but installs a full
    fake-timer library first, which costs ~30 ms per capture (measured in
    tests/bench); fixing ``Date`` alone is all a still picture needs.
    """
    ms = int(when.timestamp() * 1000)
    return (
        f"(() => {{ const Real = Date, fixed = {ms};"
        " function Date_(...a) { if (!new.target) return new Real(fixed).toString();"
        " return a.length ? new Real(...a) : new Real(fixed); }"
        " Date_.prototype = Real.prototype; Date_.now = () => fixed;"
        " Date_.parse = Real.parse; Date_.UTC = Real.UTC;"
        " Object.defineProperty(Date_, 'name', { value: 'Date' });"
        " Object.defineProperty(Real.prototype, 'constructor', { value: Date_ });"
        " globalThis.Date = Date_; })();"
    )


def _navigation_error(exc: PlaywrightError, target: Target, timeout: float) -> NbshotError:
    message = str(exc.message or exc)
    url = target.url if len(target.url) <= 200 else target.url[:199] + "…"  # a data: URL
    if isinstance(exc, PlaywrightTimeout):
        return Timeout(
            f"Loading {url} took longer than {timeout:g} s",
            "Raise timeout=, or use wait_until='domcontentloaded' for pages that keep loading",
        )
    if _is_closed(exc):
        return BrowserCrashed(
            "The browser closed while loading the page", "Run the call again; nbshot relaunches it"
        )
    if REFUSED in message and not settings.allow_file_urls:
        return NotAllowed(
            f"{url} leads to a local file, and file URLs are off here",
            "Give an http(s) URL; a server started with --allow-file-urls may read files",
        )
    detail = next(
        (w for w in message.split() if w.startswith("net::ERR_")), message.splitlines()[0]
    )
    return NavigationFailed(
        f"Could not load {url}: {detail}",
        "Check the URL and that the server is running and reachable from this machine",
    )


async def load_target(
    page: Page, target: Target, opts: CaptureOptions, timeout_ms: float | None = None
) -> None:
    """Navigate (or set the markup) within ``timeout_ms`` (default: the options'
    timeout); a failure comes back as :class:`NavigationStepError`."""
    limit = opts.timeout_ms if timeout_ms is None else timeout_ms
    try:
        if target.html is not None:
            await page.set_content(target.html, wait_until=opts.wait_until, timeout=limit)
        else:
            await page.goto(target.url, wait_until=opts.wait_until, timeout=limit)
    except PlaywrightError as exc:
        raise NavigationStepError(_navigation_error(exc, target, opts.timeout)) from None
    if target.story is not None:  # loaded is not rendered: loaders, async renders
        await wait_rendered(page, target.story, opts.timeout)


class NavigationStepError(Exception):
    """Carries an error from the navigation step, the only step worth retrying
    (a timeout in wait_for or a bad selector would fail the same way again)."""

    def __init__(self, error: NbshotError) -> None:
        super().__init__(error.message)
        self.error = error


def selector_error(exc: PlaywrightError, selector: str) -> NbshotError | None:
    message = str(exc.message or exc).lower()
    if (
        "selector" in message and any(w in message for w in ("parse", "valid", "unexpected"))
    ) or "unknown engine" in message:
        return InvalidArgument(
            f"{selector!r} is not a valid selector"[:300],
            "Use CSS (e.g. '#main', '.card > h2'), 'text=...', 'role=button[name=\"OK\"]' or a ref",
        )
    return None


def _left_ms(deadline: float) -> float:
    """Milliseconds until ``deadline`` (a ``time.monotonic()`` value), at least 1."""
    return max(1.0, (deadline - time.monotonic()) * 1000)


async def _wait_ready(page: Page, opts: CaptureOptions, deadline: float) -> None:
    if not opts.wait_for:
        return
    try:
        # What the load left of the call's timeout: the two together fit in it.
        await page.locator(opts.wait_for).first.wait_for(
            state="visible", timeout=_left_ms(deadline)
        )
    except PlaywrightTimeout:
        raise Timeout(
            f"{opts.wait_for!r} did not appear within {opts.timeout:g} s",
            "Check the selector (use 'text=...' for text), or raise timeout=",
        ) from None
    except PlaywrightError as exc:
        raise (selector_error(exc, opts.wait_for) or exc) from None


async def count_matches(page: Page, selector: str) -> tuple[Locator, int]:
    """The locator for ``selector`` and how many elements it matches now.

    Raises InvalidArgument when the selector does not parse.
    """
    locator = page.locator(selector)
    try:
        return locator, await locator.count()
    except PlaywrightError as exc:
        raise (selector_error(exc, selector) or exc) from None


async def find_element(page: Page, selector: str) -> Locator:
    locator, count = await count_matches(page, selector)
    if count == 0:
        raise ElementNotFound(
            f"No element matches {selector!r} on {shown_url(page.url)}",
            "Check the selector; for content that appears late, also pass wait_for= with "
            "the same selector, so the capture waits for it",
        )
    return locator.first


@dataclass
class LoadedPage:
    """A page that :func:`open_loaded` loaded, with what it logged and the time spent."""

    page: Page
    log: PageLog
    started: float
    timings: dict[str, float]


_ZOOM_JS = """(zoom) => { const apply = () => { document.documentElement.style.zoom = zoom; };
  if (document.documentElement) apply();
  document.addEventListener("DOMContentLoaded", apply); }"""


def init_scripts(opts: CaptureOptions) -> tuple[str, ...]:
    """The scripts every document of the page runs first: the speed observers
    (:mod:`nbshot.page.vitals`), page zoom (as a reader's Ctrl-+: text and layout grow,
    lines re-wrap), a frozen ``Date``, and with ``settle`` the counts of
    IntersectionObservers and of requests in flight that settling reads."""
    scripts = [OBSERVE_JS, COUNT_OBSERVERS_JS, COUNT_PENDING_JS] if opts.settle else [OBSERVE_JS]
    if opts.zoom is not None:
        scripts.append(f"({_ZOOM_JS})({opts.zoom})")
    if opts.freeze_time is not None:
        scripts.append(_frozen_date_script(opts.freeze_time))
    return tuple(scripts)


async def _prepare(page: Page, target: Target, opts: CaptureOptions) -> None:
    # The media type (opts.media) is applied by the pool with the other page-level options.
    if target.html is not None:
        # set_content writes into the current about:blank document, where init
        # scripts may not have run; its window (and Date) carry over.
        for script in init_scripts(opts):
            await page.evaluate(script)


class SignInHook(Protocol):
    """How pages of a project's app start signed in (the ``sign_in`` hook of :data:`HOOKS`)."""

    async def state_for(self, url: str, *, again: bool = False) -> Path | None:
        """The saved state to load ``url`` with (signing in first if needed), or None."""

    def bounced(self, final_url: str) -> bool:
        """True when a page loaded with the state ended on the sign-in page."""


#: Where sign-in is wired, the one place: signing in plays steps in a live session (a
#: layer above pages), so when the project in force has a ``[sign_in]`` the loader
#: loads the ``sign_in`` entry point of this group (declared in pyproject.toml), and
#: never names the module above it. Every way of opening a page (captures, checks,
#: sessions, flows' kernels, workers, any new entry point) asks :func:`signer`;
#: nothing registers itself on import.
HOOKS = "nbshot.hooks"


def signer() -> SignInHook | None:
    """The project's signer when the project in force has a ``[sign_in]``, else None.

    Raises
    ------
    InvalidArgument
        For a project file that is wrong (as reading it does).
    """
    project = current_project()
    if project is None or project.sign_in is None:
        return None
    return _sign_in_hook()


@functools.cache
def _sign_in_hook() -> SignInHook:
    from importlib.metadata import entry_points

    (found,) = entry_points(group=HOOKS, name="sign_in")
    hook: SignInHook = found.load()
    return hook


async def signed_in(target: Target, opts: CaptureOptions, *, again: bool = False) -> CaptureOptions:
    """``opts`` with the project's sign-in state when ``target`` is a page of its app."""
    hook = signer() if target.html is None else None
    if hook is None or (opts.storage_state is not None and not again):
        return opts
    state = await hook.state_for(target.url, again=again)
    return opts if state is None else replace(opts, storage_state=str(state))


@asynccontextmanager
async def open_loaded(target: Target, opts: CaptureOptions) -> AsyncIterator[LoadedPage]:
    """A warm page (see :mod:`nbshot.page.pool`) with ``target`` loaded, ``wait_for``
    met and, with ``settle``, what it still had in flight done (:mod:`nbshot.page.settle`);
    handed back to the pool, reset, on exit.

    A navigation that may pass on another try (``net::ERR_*``) is retried twice with
    exponential backoff, each time in a brand-new context, within the call's
    ``timeout`` (loading and ``wait_for`` together fit in it; a load that timed out
    used it all, so it is not tried again). A page of a
    project's app starts signed in; one that still lands on the sign-in page signs
    in again, once, and raises InvalidArgument if it lands there again. Runs on the
    engine loop.
    """
    started = time.perf_counter()
    deadline = time.monotonic() + opts.timeout
    given = opts.storage_state
    opts = await signed_in(target, opts)
    warm, log, mark = await _load(target, opts, deadline)
    signed = given is None and opts.storage_state is not None
    hook = signer() if signed else None
    if hook is not None and hook.bounced(warm.page.url):
        log.unwatch(warm.page)
        await pool.release(warm)
        opts = await signed_in(target, opts, again=True)  # the saved state went stale
        warm, log, mark = await _load(target, opts, time.monotonic() + opts.timeout)
        if hook.bounced(warm.page.url):
            log.unwatch(warm.page)
            await pool.release(warm)
            raise InvalidArgument(
                f"Signed in again, and {shown_url(target.url)} still lands on the sign-in page: "
                "the project's [sign_in] does not sign in",
                "Play its steps (or flow) in nbshot.open(...) and look where they end",
            )
    page = warm.page
    try:
        timings = {"navigate": (time.perf_counter() - mark) * 1000}
        mark = time.perf_counter()
        await _wait_ready(page, opts, deadline)
        if opts.settle:
            await settle(page, full_page=opts.full_page, deadline=deadline)
        timings["ready"] = (time.perf_counter() - mark) * 1000
        yield LoadedPage(page, log, started, timings)
    finally:
        log.unwatch(page)
        # A full page or an element may be pictured past the viewport (the pool says why
        # that tab is replaced); a snapshot of an element pays the new tab too (~40 ms).
        warm.beyond_viewport = opts.full_page or opts.selector is not None
        await pool.release(warm, discard=log.console_full)


async def _load(
    target: Target, opts: CaptureOptions, deadline: float
) -> tuple[WarmPage, PageLog, float]:
    """A warm page with ``target`` loaded by ``deadline`` (a ``time.monotonic()`` value;
    retried as :func:`open_loaded` says), the log watching it, and when its navigation
    started."""
    options = await context_options(opts)
    scripts = init_scripts(opts)
    attempt = 0
    while True:
        warm = await pool.acquire(
            options,
            scripts,
            kind=opts.browser,
            media=opts.media,
            fresh=opts.isolation == "context" or attempt > 0,
        )
        log = PageLog()
        log.watch(warm.page)
        mark = time.perf_counter()
        try:
            await _prepare(warm.page, target, opts)
            await load_target(warm.page, target, opts, _left_ms(deadline))
            return warm, log, mark
        except NavigationStepError as failed:
            log.unwatch(warm.page)
            # A load that timed out may be a page stuck in a script: not one to reuse.
            await pool.release(warm, discard=isinstance(failed.error, Timeout) or log.console_full)
            backoff = BACKOFF_S * 2**attempt
            # Retries share the call's timeout (three full tries took 95 s of a 30 s one).
            late = time.monotonic() + backoff + 1 > deadline
            timed_out = isinstance(failed.error, Timeout)
            if not failed.error.retryable or timed_out or attempt == RETRIES or late:
                raise failed.error from None
            await asyncio.sleep(backoff)
            attempt += 1
        except BaseException:
            log.unwatch(warm.page)
            await pool.release(warm)
            raise


def _is_closed(exc: PlaywrightError) -> bool:
    # Playwright's TargetClosedError is private; its message is stable.
    return "has been closed" in str(exc.message) or "Browser closed" in str(exc.message)


async def with_relaunch(work: Callable[[], Awaitable[T]], what: str) -> T:
    """Run ``work`` once more if the browser died under it (the engine relaunches it),
    and turn Playwright's leftover errors into short nbshot errors. With several
    browser servers, once more per server: each try goes to the next one, and a
    server that just went away may not have said so yet."""
    remote = engine.remote
    attempts = 2 + (len(remote.endpoints) if remote is not None else 0)
    for attempt in range(attempts):
        last = attempt == attempts - 1
        try:
            return await work()
        except BrowserCrashed:
            if last:
                raise
        except PlaywrightError as exc:
            if not _is_closed(exc):
                first = str(exc.message or exc).strip().splitlines()[0]
                raise BrowserError(f"{what} failed: {first}") from None
            if last:
                raise BrowserCrashed(
                    "The browser closed during the call, every time it was tried",
                    "Run `nbshot doctor`",
                ) from None
        # The next try needs the engine to know the browser is gone (a run's shared
        # browser server killed: its connection closes after the call failed on it).
        await until_disconnected(engine, DISCONNECT_WAIT_S)
        if remote is not None:
            await asyncio.sleep(0.1 * (attempt + 1))  # time for a disconnect to arrive
    raise AssertionError("unreachable")
