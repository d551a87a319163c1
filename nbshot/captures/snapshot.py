"""``snapshot``: a page's accessibility tree, as an :class:`~nbshot.model.a11y.A11yTree`."""

from __future__ import annotations

import os
from typing import TYPE_CHECKING

from playwright.async_api import Error as PlaywrightError
from playwright.async_api import Locator, Page

from nbshot.browser.engine import engine
from nbshot.browser.twins import sync_twin
from nbshot.errors import BrowserError, InvalidArgument
from nbshot.model.a11y import A11yTree
from nbshot.page.load import find_element, open_loaded, with_relaunch
from nbshot.page.options import OPTION_NAMES, CaptureOptions, check_option_names, make_options
from nbshot.page.targets import Target, resolve_target
from nbshot.page.tree import fresh_refs, read_tree
from nbshot.session.session import Session

if TYPE_CHECKING:
    from typing_extensions import Unpack

    from nbshot.page.option_args import LoadArgs


async def snapshot_async(
    target: str | os.PathLike[str] | Session | None = None,
    *,
    html: str | None = None,
    selector: str | None = None,
    depth: int | None = None,
    boxes: bool = True,
    **page_options: Unpack[LoadArgs],
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
        return await target.snapshot_async(selector=selector, depth=depth, boxes=boxes)
    check_option_names(page_options, OPTION_NAMES["load"], "snapshot")
    opts = make_options(freeze_time=False, **page_options)
    planned = resolve_target(target, html, None)
    work = with_relaunch(
        lambda: _snapshot(planned, opts, selector, depth, boxes), f"Snapshot of {planned.url}"
    )
    return await engine.run_async(work)


snapshot = sync_twin(snapshot_async)
snapshot_async.__doc__ = "Async twin of :func:`snapshot`.\n\n" + (snapshot_async.__doc__ or "")


async def _snapshot(
    target: Target, opts: CaptureOptions, selector: str | None, depth: int | None, boxes: bool
) -> A11yTree:
    async with open_loaded(target, opts) as loaded:
        page: Page = loaded.page
        scope: Page | Locator = await find_element(page, selector) if selector else page
        try:
            text = await read_tree(
                page, scope, boxes=boxes, depth=depth, timeout_ms=opts.timeout_ms
            )
        except PlaywrightError as exc:
            raise BrowserError(f"Snapshot failed: {str(exc.message).splitlines()[0]}") from None
        url = target.url if target.html is not None else page.url
        return A11yTree(fresh_refs(text), url=url, title=await page.title())
