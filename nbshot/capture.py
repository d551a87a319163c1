"""``capture``: one call from a URL, file or HTML string to a saved, displayable Shot.

Arguments are checked in the caller's thread (bad input fails before any browser
work); the browser work runs on the engine's loop. Navigation failures that may
pass (timeouts, ``net::ERR_*``) are retried twice with exponential backoff;
bad selectors and bad arguments are not.
"""

from __future__ import annotations

import asyncio
import difflib
import inspect
import os
import time
from collections.abc import AsyncIterator, Awaitable, Callable, Mapping, Sequence
from contextlib import asynccontextmanager
from dataclasses import dataclass
from datetime import datetime, timezone
from pathlib import Path
from typing import Any, Literal, TypeVar, cast, get_args

from playwright.async_api import Error as PlaywrightError
from playwright.async_api import Locator, Page
from playwright.async_api import TimeoutError as PlaywrightTimeout

from .config import settings
from .engine import engine
from .errors import (
    BrowserCrashed,
    ElementNotFound,
    InvalidArgument,
    NavigationFailed,
    NbshotError,
    Timeout,
)
from .files import atomic_write, default_out_dir, private_dir, slug, validate_name
from .pagelog import PageLog
from .shot import Box, Failure, Shot, Shots, image_size

WaitUntil = Literal["load", "domcontentloaded", "networkidle", "commit"]
ColorScheme = Literal["light", "dark", "no-preference"]
Animations = Literal["disabled", "allow"]
Scale = Literal["css", "device"]
ImageFormat = Literal["png", "jpeg"]

T = TypeVar("T")
DEFAULT_VIEWPORT = (1280, 720)
#: What ``Date`` says on a page captured with frozen animations: fixed, so clocks
#: and "3 minutes ago" labels look the same in every capture.
FROZEN_TIME = datetime(2025, 1, 1, 12, 0, 0, tzinfo=timezone.utc)
RETRIES = 2  # extra attempts after a failed navigation
BACKOFF_S = 0.5  # first retry waits this long, the next twice as long


@dataclass(frozen=True)
class CaptureOptions:
    """Validated capture options; built by :func:`capture`, reused for every target."""

    selector: str | None = None
    full_page: bool = False
    viewport: tuple[int, int] | None = None
    device: str | None = None
    color_scheme: ColorScheme | None = None
    reduced_motion: bool | None = None
    animations: Animations = "disabled"
    freeze_time: datetime | None = FROZEN_TIME
    mask: tuple[str, ...] = ()
    mask_color: str | None = None
    wait_until: WaitUntil = "load"
    wait_for: str | None = None
    timeout: float = 30.0
    scale: Scale = "device"
    format: ImageFormat = "png"
    quality: int | None = None
    out_dir: Path | None = None
    snapshot: bool = False

    @property
    def timeout_ms(self) -> float:
        return self.timeout * 1000

    def summary(self) -> dict[str, Any]:
        """The options that shape the picture, for Shot.options and manifests."""
        return {
            "viewport": list(self.viewport) if self.viewport else None,
            "device": self.device,
            "color_scheme": self.color_scheme,
            "reduced_motion": self.reduced_motion,
            "full_page": self.full_page,
            "animations": self.animations,
            "mask": list(self.mask),
            "scale": self.scale,
        }


def _choice(name: str, value: Any, allowed: Any) -> Any:
    options = get_args(allowed)
    if value not in options:
        raise InvalidArgument(
            f"{name}={value!r} is not allowed", f"Use one of: {', '.join(map(repr, options))}"
        )
    return value


def make_options(
    *,
    selector: str | None = None,
    full_page: bool = False,
    viewport: tuple[int, int] | Sequence[int] | None = None,
    device: str | None = None,
    color_scheme: str | None = None,
    reduced_motion: bool | None = None,
    animations: str = "disabled",
    freeze_time: datetime | str | bool | None = True,
    mask: str | Sequence[str] | None = None,
    mask_color: str | None = None,
    wait_until: str = "load",
    wait_for: str | None = None,
    timeout: float | None = None,
    scale: str = "device",
    format: str = "png",
    quality: int | None = None,
    out_dir: str | os.PathLike[str] | None = None,
    snapshot: bool = False,
) -> CaptureOptions:
    """Check every option and return them as :class:`CaptureOptions`.

    Raises
    ------
    InvalidArgument
        For any value nbshot cannot use, naming the allowed ones.
    """
    if viewport is not None:
        try:
            width, height = (int(v) for v in viewport)
        except (TypeError, ValueError):
            raise InvalidArgument(
                f"viewport={viewport!r} is not a (width, height) pair", "Pass e.g. (1280, 720)"
            ) from None
        if not (1 <= width <= 10_000 and 1 <= height <= 10_000):
            raise InvalidArgument(
                f"viewport={viewport!r} is out of range", "Use 1..10000 pixels per side"
            )
        viewport = (width, height)
    if timeout is None:
        timeout = settings.timeout
    if not isinstance(timeout, (int, float)) or timeout <= 0:
        raise InvalidArgument(f"timeout={timeout!r} is not allowed", "Use seconds > 0")
    _choice("wait_until", wait_until, WaitUntil)
    _choice("animations", animations, Animations)
    _choice("scale", scale, Scale)
    fmt = "jpeg" if format == "jpg" else format
    _choice("format", fmt, ImageFormat)
    if color_scheme is not None:
        _choice("color_scheme", color_scheme, ColorScheme)
    if quality is not None:
        if fmt != "jpeg":
            raise InvalidArgument(
                "quality only applies to JPEG", "Pass format='jpeg' or drop quality"
            )
        if not isinstance(quality, int) or not 0 <= quality <= 100:
            raise InvalidArgument(f"quality={quality!r} is not allowed", "Use 0..100")
    masks = (mask,) if isinstance(mask, str) else tuple(mask or ())
    for sel in (selector, wait_for, *masks):
        if sel is not None and (not isinstance(sel, str) or not sel.strip()):
            raise InvalidArgument(
                f"Selector {sel!r} is empty", "Pass a CSS selector such as '#main'"
            )
    frozen: datetime | None
    if freeze_time is True:
        frozen = FROZEN_TIME
    elif freeze_time in (False, None):
        frozen = None
    elif isinstance(freeze_time, datetime):
        frozen = freeze_time
    else:
        try:
            frozen = datetime.fromisoformat(str(freeze_time))
        except ValueError:
            raise InvalidArgument(
                f"freeze_time={freeze_time!r} is not a date",
                "Use an ISO date like 2025-01-01T12:00",
            ) from None
    return CaptureOptions(
        selector=selector,
        full_page=bool(full_page),
        viewport=viewport,
        device=device,
        color_scheme=cast("ColorScheme | None", color_scheme),
        reduced_motion=reduced_motion,
        animations=cast(Animations, animations),
        freeze_time=frozen if animations == "disabled" else None,
        mask=masks,
        mask_color=mask_color,
        wait_until=cast(WaitUntil, wait_until),
        wait_for=wait_for,
        timeout=float(timeout),
        scale=cast(Scale, scale),
        format=cast(ImageFormat, fmt),
        quality=quality,
        out_dir=Path(out_dir).expanduser() if out_dir is not None else None,
        snapshot=bool(snapshot),
    )


# -- targets -----------------------------------------------------------------------


@dataclass(frozen=True)
class Target:
    """What to load: a ``url``, or raw ``html`` (then ``url`` is only a label)."""

    url: str
    html: str | None = None
    name: str = "page"


def resolve_target(
    target: str | os.PathLike[str] | None, html: str | None, name: str | None
) -> Target:
    """Turn what the user passed into a loadable :class:`Target`.

    Accepts http(s) and file URLs, ``demo:/page`` (the bundled demo site), a path
    to an existing ``.html`` file, or ``html=`` markup.

    Raises
    ------
    InvalidArgument
        For both or neither of target and html, a missing file, or a string that
        is not a URL.
    """
    if html is not None:
        if target is not None:
            raise InvalidArgument("Pass a target or html=, not both", "Drop one of them")
        return Target(
            "about:blank", html=html, name=validate_name("page" if name is None else name)
        )
    if target is None:
        raise InvalidArgument("Nothing to capture", "Pass a URL, an .html path or html='<p>...'")
    text = os.fspath(target)
    lowered = text.lower()
    if lowered.startswith(("http://", "https://", "file://", "data:", "about:")):
        url = text
    elif lowered.startswith("demo:"):
        from .demo import resolve_demo_target

        url = resolve_demo_target(text)
    elif lowered.endswith((".html", ".htm", ".svg")) or os.path.exists(text):
        path = Path(text).expanduser()
        if not path.is_file():
            raise InvalidArgument(
                f"No such file: {text!r}", "Check the path, or pass an http(s) URL"
            )
        url = path.resolve().as_uri()
    else:
        raise InvalidArgument(
            f"{text!r} is not a URL or an existing .html file",
            f"Add the scheme, e.g. 'https://{text}', or pass html='...' for markup",
        )
    return Target(url, name=slug(text) if name is None else validate_name(name))


# -- the browser work ----------------------------------------------------------------


async def context_options(opts: CaptureOptions) -> dict[str, Any]:
    """Playwright ``new_context`` arguments for these capture options."""
    kwargs: dict[str, Any] = {}
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
    if opts.reduced_motion is not None:
        kwargs["reduced_motion"] = "reduce" if opts.reduced_motion else "no-preference"
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
    if isinstance(exc, PlaywrightTimeout):
        return Timeout(
            f"Loading {target.url} took longer than {timeout:g} s",
            "Raise timeout=, or use wait_until='domcontentloaded' for pages that keep loading",
        )
    if _is_closed(exc):
        return BrowserCrashed(
            "The browser closed while loading the page", "Run the call again; nbshot relaunches it"
        )
    detail = next(
        (w for w in message.split() if w.startswith("net::ERR_")), message.splitlines()[0]
    )
    return NavigationFailed(
        f"Could not load {target.url}: {detail}",
        "Check the URL and that the server is running and reachable from this machine",
    )


async def load_target(page: Page, target: Target, opts: CaptureOptions) -> None:
    """Navigate (or set the markup); a failure comes back as :class:`NavigationStepError`."""
    try:
        if target.html is not None:
            await page.set_content(target.html, wait_until=opts.wait_until, timeout=opts.timeout_ms)
        else:
            await page.goto(target.url, wait_until=opts.wait_until, timeout=opts.timeout_ms)
    except PlaywrightError as exc:
        raise NavigationStepError(_navigation_error(exc, target, opts.timeout)) from None


class NavigationStepError(Exception):
    """Carries an error from the navigation step, the only step worth retrying
    (a timeout in wait_for or a bad selector would fail the same way again)."""

    def __init__(self, error: NbshotError) -> None:
        super().__init__(error.message)
        self.error = error


def _selector_error(exc: PlaywrightError, selector: str) -> NbshotError | None:
    message = str(exc.message or exc)
    if "selector" in message.lower() and (
        "parse" in message.lower() or "valid" in message.lower() or "unexpected" in message.lower()
    ):
        return InvalidArgument(
            f"{selector!r} is not a valid selector",
            "Use CSS (e.g. '#main', '.card > h2') or 'text=...'",
        )
    return None


async def _wait_ready(page: Page, opts: CaptureOptions) -> None:
    if not opts.wait_for:
        return
    try:
        await page.locator(opts.wait_for).first.wait_for(state="visible", timeout=opts.timeout_ms)
    except PlaywrightTimeout:
        raise Timeout(
            f"{opts.wait_for!r} did not appear within {opts.timeout:g} s",
            "Check the selector (use 'text=...' for text), or raise timeout=",
        ) from None
    except PlaywrightError as exc:
        raise (_selector_error(exc, opts.wait_for) or exc) from None


async def count_matches(page: Page, selector: str) -> tuple[Locator, int]:
    """The locator for ``selector`` and how many elements it matches now.

    Raises InvalidArgument when the selector does not parse.
    """
    locator = page.locator(selector)
    try:
        return locator, await locator.count()
    except PlaywrightError as exc:
        raise (_selector_error(exc, selector) or exc) from None


async def find_element(page: Page, selector: str) -> Locator:
    locator, count = await count_matches(page, selector)
    if count == 0:
        raise ElementNotFound(
            f"No element matches {selector!r} on {page.url}",
            "Check the selector; for content that appears late, add wait_for=",
        )
    return locator.first


@dataclass
class LoadedPage:
    """A page that :func:`open_loaded` loaded, with what it logged and the time spent."""

    page: Page
    log: PageLog
    started: float
    timings: dict[str, float]


async def _prepare(page: Page, target: Target, opts: CaptureOptions) -> None:
    if opts.freeze_time is not None:
        script = _frozen_date_script(opts.freeze_time)
        await page.add_init_script(script)
        if target.html is not None:
            # set_content writes into the current about:blank document, where
            # init scripts have already run; its window (and Date) carry over.
            await page.evaluate(script)


@asynccontextmanager
async def open_loaded(target: Target, opts: CaptureOptions) -> AsyncIterator[LoadedPage]:
    """A fresh context and page with ``target`` loaded and ``wait_for`` met; closed on exit.

    A navigation that may pass on another try (timeout, ``net::ERR_*``) is retried
    twice with exponential backoff, each time in a fresh page. Runs on the engine loop.
    """
    started = time.perf_counter()
    options = await context_options(opts)
    attempt = 0
    while True:
        context, page = await engine.open_page(options)
        log = PageLog()
        log.watch(page)
        mark = time.perf_counter()
        try:
            await _prepare(page, target, opts)
            await load_target(page, target, opts)
            break
        except NavigationStepError as failed:
            await context.close()
            if not failed.error.retryable or attempt == RETRIES:
                raise failed.error from None
            await asyncio.sleep(BACKOFF_S * 2**attempt)
            attempt += 1
        except BaseException:
            await context.close()
            raise
    try:
        timings = {"navigate": (time.perf_counter() - mark) * 1000}
        mark = time.perf_counter()
        await _wait_ready(page, opts)
        timings["ready"] = (time.perf_counter() - mark) * 1000
        yield LoadedPage(page, log, started, timings)
    finally:
        await context.close()


async def shoot(
    page: Page, opts: CaptureOptions, out_dir: Path, name: str, *, log: PageLog,
    started: float, timings: dict[str, float], url: str | None = None,
) -> Shot:  # fmt: skip
    """Screenshot a loaded page (or ``opts.selector`` on it), save it, return the Shot.

    Shared by :func:`capture` and sessions; ``url`` overrides the page's URL as label
    (raw HTML loads at about:blank).
    """
    element = await find_element(page, opts.selector) if opts.selector else None
    mark = time.perf_counter()
    shot_kwargs: dict[str, Any] = {
        "animations": opts.animations,
        "mask": [page.locator(sel) for sel in opts.mask],
        "scale": opts.scale,
        "type": opts.format,
        "timeout": opts.timeout_ms,
    }
    if opts.mask_color:
        shot_kwargs["mask_color"] = opts.mask_color
    if opts.quality is not None:
        shot_kwargs["quality"] = opts.quality
    box = None
    try:
        if element is not None:
            found = await element.bounding_box()
            box = Box(**found) if found else None
            data = await element.screenshot(**shot_kwargs)
        else:
            data = await page.screenshot(full_page=opts.full_page, **shot_kwargs)
    except PlaywrightTimeout:
        raise Timeout(
            f"The screenshot of {page.url} took longer than {opts.timeout:g} s",
            "For an element, check that it is visible; or raise timeout=",
        ) from None
    except PlaywrightError as exc:
        raise (_selector_error(exc, ", ".join(opts.mask)) or exc) from None
    timings["screenshot"] = (time.perf_counter() - mark) * 1000
    title = await page.title()
    path = out_dir / f"{name}.{'png' if opts.format == 'png' else 'jpg'}"
    atomic_write(path, data)
    width, height = image_size(data)
    timings["total"] = (time.perf_counter() - started) * 1000
    tree, facts = (await page_knowledge(page, opts)) if opts.snapshot else (None, None)
    # Image pixels per CSS pixel: what maps snapshot boxes onto this picture.
    ratio = 1.0 if opts.scale == "css" else float(await page.evaluate("devicePixelRatio"))
    options = {**opts.summary(), "pixel_ratio": ratio}
    return Shot(
        data=data, format=opts.format, name=name, path=path, width=width, height=height,
        url=url or page.url, title=title, console=tuple(log.console),
        failed_requests=log.failed_requests(),
        timings={k: round(v, 1) for k, v in timings.items()}, selector=opts.selector, box=box,
        options=options, tree=tree, facts=facts,
    )  # fmt: skip


# What the accessibility tree cannot tell: an <img> without alt is left out of it,
# and a field named only by its placeholder looks labelled there.
_FACTS_JS = """() => {
  const shown = (el) => {
    const r = el.getBoundingClientRect();
    return r.width > 0 && r.height > 0;
  };
  const name = (el) => el.id ? "#" + el.id : (el.getAttribute("name") || el.tagName.toLowerCase());
  const images = [...document.images];
  const skip = ["hidden", "submit", "button", "reset", "image"];
  const fields = [...document.querySelectorAll("input, select, textarea")].filter(
    (f) => !skip.includes((f.getAttribute("type") || "").toLowerCase()));
  return {
    images_without_alt: images.filter((i) => shown(i) && !i.hasAttribute("alt")).map(
      (i) => i.getAttribute("src") || name(i)),
    unlabeled_fields: fields.filter((f) => shown(f) && !(f.labels && f.labels.length)
      && !f.getAttribute("aria-label") && !f.getAttribute("aria-labelledby")).map(name),
    broken_images: images.filter((i) => i.complete && i.naturalWidth === 0).map(
      (i) => i.getAttribute("src") || name(i)),
  };
}"""


async def page_knowledge(page: Page, opts: CaptureOptions) -> tuple[Any, dict[str, Any]]:
    """The page's accessibility tree and DOM facts, for ``capture(snapshot=True)``."""
    from .a11y import A11yTree

    text = await page.aria_snapshot(mode="ai", boxes=True, timeout=opts.timeout_ms)
    facts = await page.evaluate(_FACTS_JS)
    return A11yTree(text, url=page.url, title=await page.title()), facts


async def capture_page(target: Target, opts: CaptureOptions, out_dir: Path, name: str) -> Shot:
    """Load one target in a fresh context, screenshot it, save it. Runs on the engine loop."""
    async with open_loaded(target, opts) as loaded:
        return await shoot(
            loaded.page, opts, out_dir, name, log=loaded.log, started=loaded.started,
            timings=loaded.timings, url=target.url if target.html is not None else None,
        )  # fmt: skip


def _is_closed(exc: PlaywrightError) -> bool:
    # Playwright's TargetClosedError is private; its message is stable.
    return "has been closed" in str(exc.message) or "Browser closed" in str(exc.message)


async def with_relaunch(work: Callable[[], Awaitable[T]], what: str) -> T:
    """Run ``work`` once more if the browser died under it (the engine relaunches it),
    and turn Playwright's leftover errors into short nbshot errors."""
    for attempt in range(2):
        try:
            return await work()
        except BrowserCrashed:
            if attempt:
                raise
        except PlaywrightError as exc:
            if not _is_closed(exc):
                first = str(exc.message or exc).strip().splitlines()[0]
                raise NbshotError(f"{what} failed: {first}") from None
            if attempt:
                raise BrowserCrashed(
                    "The browser closed during the call, twice", "Run `nbshot doctor`"
                ) from None
    raise AssertionError("unreachable")


async def _capture_one(target: Target, opts: CaptureOptions, out_dir: Path, name: str) -> Shot:
    return await with_relaunch(
        lambda: capture_page(target, opts, out_dir, name), f"Capturing {target.url}"
    )


async def capture_many(
    targets: Sequence[Target], opts: CaptureOptions, out_dir: Path, concurrency: int
) -> Shots:
    """Capture every target, at most ``concurrency`` at once, keeping going past failures."""
    gate = asyncio.Semaphore(concurrency)

    async def one(target: Target) -> Shot | Failure:
        async with gate:
            try:
                return await _capture_one(target, opts, out_dir, target.name)
            except NbshotError as error:
                return Failure(target.url, target.name, error)

    results = await asyncio.gather(*(one(t) for t in targets))
    return Shots(
        [r for r in results if isinstance(r, Shot)],
        [r for r in results if isinstance(r, Failure)],
    )


def _unique_names(targets: list[Target]) -> list[Target]:
    seen: dict[str, int] = {}
    out = []
    for t in targets:
        count = seen.get(t.name, 0) + 1
        seen[t.name] = count
        out.append(t if count == 1 else Target(t.url, t.html, f"{t.name}-{count}"))
    return out


# -- the public calls ----------------------------------------------------------------

_OPTION_NAMES = frozenset(inspect.signature(make_options).parameters)

TargetArg = str | os.PathLike[str] | Sequence[str] | Mapping[str, str] | None


def _plan(
    target: TargetArg,
    html: str | None,
    name: str | None,
    concurrency: int | None,
    options: dict[str, Any],
) -> tuple[list[Target] | Target, CaptureOptions, Path, int]:
    """Check everything the caller passed, then create the output folder."""
    opts = make_options(**options)
    workers = settings.concurrency if concurrency is None else concurrency
    if not isinstance(workers, int) or workers < 1:
        raise InvalidArgument(f"concurrency={workers!r} is not allowed", "Use 1 or more")
    planned: list[Target] | Target
    if isinstance(target, Mapping):
        planned = [resolve_target(t, None, n) for n, t in target.items()]
    elif isinstance(target, Sequence) and not isinstance(target, str):
        if name is not None:
            raise InvalidArgument(
                "name= names one capture, but several targets were given",
                "Pass a dict {name: url} to name each capture",
            )
        planned = _unique_names([resolve_target(t, None, None) for t in target])
    else:
        planned = resolve_target(target, html, name)
    out_dir = private_dir(opts.out_dir or settings.out_dir or default_out_dir())
    return planned, opts, out_dir, workers


def capture(
    target: TargetArg = None,
    *,
    html: str | None = None,
    selector: str | None = None,
    full_page: bool = False,
    viewport: tuple[int, int] | None = None,
    device: str | None = None,
    color_scheme: str | None = None,
    reduced_motion: bool | None = None,
    animations: str = "disabled",
    freeze_time: datetime | str | bool = True,
    mask: str | Sequence[str] | None = None,
    mask_color: str | None = None,
    wait_until: str = "load",
    wait_for: str | None = None,
    timeout: float | None = None,
    scale: str = "device",
    format: str = "png",
    quality: int | None = None,
    name: str | None = None,
    out_dir: str | os.PathLike[str] | None = None,
    concurrency: int | None = None,
    snapshot: bool = False,
) -> Any:
    """Capture a page or an element and save it; returns a :class:`Shot`.

    Given a list (or a ``{name: target}`` dict) of targets, captures them
    concurrently in one browser and returns :class:`Shots`.

    Parameters
    ----------
    target:
        An http(s) or file URL, ``"demo:/signin"`` (the bundled demo site), a path
        to an ``.html`` file, or a list / dict of those.
    html:
        Raw markup to capture instead of a target.
    selector:
        CSS (or Playwright) selector: capture only the first matching element.
    full_page:
        Capture the whole scrollable page, not just the viewport.
    viewport:
        ``(width, height)`` in CSS pixels; default 1280x720, or the device's.
    device:
        A Playwright device name, e.g. ``"iPhone 13"`` (viewport, scale, touch, UA).
    color_scheme:
        ``"light"``, ``"dark"`` or ``"no-preference"`` (``prefers-color-scheme``).
    reduced_motion:
        Emulate ``prefers-reduced-motion: reduce`` (True) or not (False).
    animations:
        ``"disabled"`` (default) stops CSS animations and transitions and freezes
        ``Date`` (see ``freeze_time``) so captures repeat; ``"allow"`` leaves both.
    freeze_time:
        With animations disabled: True (default) fixes ``Date`` at 2025-01-01
        12:00 UTC; a datetime or ISO string fixes it there; False leaves the clock.
    mask:
        Selectors painted over with ``mask_color`` (default magenta #FF00FF);
        one that matches nothing is ignored.
    wait_until:
        ``"load"`` (default), ``"domcontentloaded"``, ``"networkidle"`` or ``"commit"``.
    wait_for:
        A selector that must be visible before capturing; ``"text=Welcome"`` waits for text.
    timeout:
        Seconds to wait for the page, ``wait_for`` and the screenshot (default 30).
        A page load that times out is tried twice more, each with this timeout.
    scale:
        ``"device"`` (default: one image pixel per device pixel) or ``"css"``.
    format, quality:
        ``"png"`` (default) or ``"jpeg"`` with ``quality`` 0..100.
    name:
        File name without suffix, ``^[A-Za-z0-9._-]+$``; default from the URL.
    out_dir:
        Folder for the image; default ``$NBSHOT_OUT`` or ``~/.cache/nbshot/captures``
        (created owner-only).
    concurrency:
        For many targets: pages captured at once (default 4).
    snapshot:
        Also keep the page's accessibility tree and DOM facts on the Shot
        (``shot.tree``, ``shot.facts``), for ``describe`` and checks. Adds the
        time of one snapshot (~70-110 ms).

    Returns
    -------
    Shot, or Shots for a list or dict of targets. In a batch, targets that fail
    are listed in ``Shots.failures`` and the others are still captured.

    Raises
    ------
    InvalidArgument
        Bad options, name, target or selector syntax; unknown device.
    NavigationFailed
        The page could not be loaded after retries (``net::ERR_*``).
    Timeout
        The page, ``wait_for`` or the screenshot took longer than ``timeout``.
    ElementNotFound
        ``selector`` matched nothing once the page was ready.
    BrowserNotFound
        No usable Chromium; the message names the fixes.
    """
    options = dict(
        selector=selector, full_page=full_page, viewport=viewport, device=device,
        color_scheme=color_scheme, reduced_motion=reduced_motion, animations=animations,
        freeze_time=freeze_time, mask=mask, mask_color=mask_color, wait_until=wait_until,
        wait_for=wait_for, timeout=timeout, scale=scale, format=format, quality=quality,
        out_dir=out_dir, snapshot=snapshot,
    )  # fmt: skip
    return engine.run(_run(*_plan(target, html, name, concurrency, options)))


async def capture_async(target: TargetArg = None, **kwargs: Any) -> Any:
    """Async twin of :func:`capture`: same arguments and results, awaitable.

    Runs on nbshot's engine loop, so it works from any event loop without
    blocking it.
    """
    html, name, concurrency = (
        kwargs.pop("html", None),
        kwargs.pop("name", None),
        kwargs.pop("concurrency", None),
    )
    for key in kwargs:
        if key not in _OPTION_NAMES:
            raise InvalidArgument(
                f"capture_async() got an unknown argument {key!r}", "See help(nbshot.capture)"
            )
    return await engine.run_async(_run(*_plan(target, html, name, concurrency, kwargs)))


# help(capture_async) and notebook tooltips show capture's keywords.
capture_async.__signature__ = inspect.signature(capture)  # type: ignore[attr-defined]


async def _run(
    planned: list[Target] | Target, opts: CaptureOptions, out_dir: Path, concurrency: int
) -> Shot | Shots:
    if isinstance(planned, list):
        return await capture_many(planned, opts, out_dir, concurrency)
    return await _capture_one(planned, opts, out_dir, planned.name)
