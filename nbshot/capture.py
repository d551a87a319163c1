"""``capture``: one call from a URL, file or HTML string to a saved, displayable Shot.

Arguments are checked in the caller's thread (``options.py``: bad input fails
before any browser work); pages are loaded on the engine's loop (``page.py``);
this module takes and saves the screenshots and runs batches.
"""

from __future__ import annotations

import asyncio
import inspect
import os
import time
from collections.abc import Mapping, Sequence
from datetime import datetime
from pathlib import Path
from typing import Any

from playwright.async_api import Error as PlaywrightError
from playwright.async_api import Page
from playwright.async_api import TimeoutError as PlaywrightTimeout

from .config import settings
from .engine import engine
from .errors import (
    InvalidArgument,
    NbshotError,
    Timeout,
)
from .files import atomic_write, default_out_dir, private_dir
from .options import CaptureOptions, Target, make_options, resolve_target
from .page import (
    find_element,
    open_loaded,
    page_knowledge,
    selector_error,
    with_relaunch,
)
from .pagelog import PageLog
from .shot import Box, Failure, Shot, Shots, image_size

# Chromium now and then refuses one capture ("Unable to capture screenshot") and
# takes the same picture when asked again a moment later: retry that error once.
REFUSED = "Unable to capture screenshot"


async def _screenshot(
    page: Page, element: Any, opts: CaptureOptions, kwargs: dict[str, Any]
) -> bytes:
    async def take() -> bytes:
        if element is not None:
            return bytes(await element.screenshot(**kwargs))
        return bytes(await page.screenshot(full_page=opts.full_page, **kwargs))

    try:
        return await take()
    except PlaywrightError as exc:
        if REFUSED not in str(exc):
            raise
    await asyncio.sleep(0.25)
    return await take()


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
        data = await _screenshot(page, element, opts, shot_kwargs)
    except PlaywrightTimeout:
        raise Timeout(
            f"The screenshot of {page.url} took longer than {opts.timeout:g} s",
            "For an element, check that it is visible; or raise timeout=",
        ) from None
    except PlaywrightError as exc:
        raise (selector_error(exc, ", ".join(opts.mask)) or exc) from None
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
async def capture_page(target: Target, opts: CaptureOptions, out_dir: Path, name: str) -> Shot:
    """Load one target in a fresh context, screenshot it, save it. Runs on the engine loop."""
    async with open_loaded(target, opts) as loaded:
        return await shoot(
            loaded.page, opts, out_dir, name, log=loaded.log, started=loaded.started,
            timings=loaded.timings, url=target.url if target.html is not None else None,
        )  # fmt: skip


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
