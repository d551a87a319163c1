"""``snapshot``: a page's accessibility tree, as an :class:`~nbshot.a11y.A11yTree`."""

from __future__ import annotations

import os
from typing import Any

from playwright.async_api import Error as PlaywrightError
from playwright.async_api import Locator, Page

from .a11y import A11yTree
from .engine import engine
from .errors import InvalidArgument, NbshotError
from .options import CaptureOptions, Target, make_options, resolve_target
from .page import find_element, open_loaded, with_relaunch
from .session import Session


def snapshot(
    target: str | os.PathLike[str] | Session | None = None,
    *,
    html: str | None = None,
    selector: str | None = None,
    depth: int | None = None,
    boxes: bool = True,
    **page_options: Any,
) -> A11yTree:
    """The accessibility tree of a page (or of the element ``selector`` on it).

    Parameters
    ----------
    target:
        A URL, ``demo:/page``, an ``.html`` path, or an open :class:`Session` (then
        its refs become the ones the session's actions resolve).
    html:
        Raw markup instead of a target.
    selector:
        Only the subtree of the first element matching this selector.
    depth:
        Stop this many levels below the root (None: the whole tree).
    boxes:
        Include each node's box (x, y, width, height in CSS pixels).
    page_options:
        How to load the page, as for :func:`nbshot.capture`: ``viewport``, ``device``,
        ``color_scheme``, ``reduced_motion``, ``wait_until``, ``wait_for``, ``timeout``.

    Raises
    ------
    InvalidArgument, NavigationFailed, Timeout, ElementNotFound
        As :func:`nbshot.capture` does.
    """
    if depth is not None and (not isinstance(depth, int) or depth < 1):
        raise InvalidArgument(f"depth={depth!r} is not allowed", "Use a whole number >= 1, or None")
    if isinstance(target, Session):
        if page_options or html is not None:
            raise InvalidArgument(
                "A session's page is already loaded", "Pass only selector=, depth=, boxes="
            )
        return target.snapshot(selector=selector, depth=depth, boxes=boxes)
    allowed = {"viewport", "device", "color_scheme", "reduced_motion", "wait_until", "wait_for",
               "timeout"}  # fmt: skip
    unknown = sorted(set(page_options) - allowed)
    if unknown:
        raise InvalidArgument(
            f"snapshot() got an unknown argument {unknown[0]!r}",
            f"Use {', '.join(sorted(allowed))}",
        )
    opts = make_options(freeze_time=False, **page_options)
    planned = resolve_target(target, html, None)
    return engine.run(
        with_relaunch(
            lambda: _snapshot(planned, opts, selector, depth, boxes), f"Snapshot of {planned.url}"
        )
    )


async def _snapshot(
    target: Target, opts: CaptureOptions, selector: str | None, depth: int | None, boxes: bool
) -> A11yTree:
    async with open_loaded(target, opts) as loaded:
        page: Page = loaded.page
        scope: Page | Locator = await find_element(page, selector) if selector else page
        try:
            text = await scope.aria_snapshot(
                mode="ai", boxes=boxes, depth=depth, timeout=opts.timeout_ms
            )
        except PlaywrightError as exc:
            raise NbshotError(f"Snapshot failed: {str(exc.message).splitlines()[0]}") from None
        url = target.url if target.html is not None else page.url
        return A11yTree(text, url=url, title=await page.title())
