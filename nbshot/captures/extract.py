"""``extract``: the elements a selector (or a ref) matches, as a DataFrame."""

from __future__ import annotations

import os
from collections.abc import Sequence
from typing import TYPE_CHECKING

from playwright.async_api import Error as PlaywrightError
from playwright.async_api import Locator, Page

from nbshot.browser.engine import engine
from nbshot.browser.twins import sync_twin
from nbshot.errors import InvalidArgument
from nbshot.model.steps import REF
from nbshot.page.load import count_matches, open_loaded, with_relaunch
from nbshot.page.locators import CSS_PATH_JS
from nbshot.page.options import OPTION_NAMES, check_option_names, make_options
from nbshot.page.targets import resolve_target
from nbshot.session.session import Session

if TYPE_CHECKING:
    import pandas as pd
    from typing_extensions import Unpack

    from nbshot.page.option_args import LoadArgs

MAX_ROWS = 5000  # a selector that matches more is almost surely too broad

# Per element: its text, the attributes asked for, its box, and a selector that finds
# it alone in a fresh load: data-testid, then id, then a CSS path from the nearest id.
_ROWS_JS = """(els, attrs) => els.map((el) => {
  const cssPath = CSS_PATH;
  const unique = (sel) => { try { return document.querySelectorAll(sel).length === 1; }
                            catch (e) { return false; } };
  let selector = null;
  const testid = el.getAttribute("data-testid");
  if (testid && unique(`[data-testid="${CSS.escape(testid)}"]`))
    selector = `[data-testid="${CSS.escape(testid)}"]`;
  else if (el.id && unique("#" + CSS.escape(el.id))) selector = "#" + CSS.escape(el.id);
  else selector = cssPath(el, document.documentElement);
  const box = el.getBoundingClientRect();
  const row = { selector, tag: el.tagName.toLowerCase(),
                text: (el.innerText ?? el.textContent ?? "").trim() };
  for (const name of attrs) row[name] = el.getAttribute(name);
  return Object.assign(row, { x: Math.round(box.x + scrollX), y: Math.round(box.y + scrollY),
                              width: Math.round(box.width), height: Math.round(box.height) });
})""".replace("CSS_PATH", CSS_PATH_JS)


async def extract_async(
    target: str | os.PathLike[str] | Session | None,
    selector: str,
    attrs: Sequence[str] = (),
    *,
    html: str | None = None,
    **page_options: Unpack[LoadArgs],
) -> pd.DataFrame:
    """The elements ``selector`` matches on a page, one row each: for scraping a table,
    a list or a set of links into pandas.

    Parameters
    ----------
    target:
        A URL, ``demo:/page``, an ``.html`` path, or an open :class:`Session`.
    selector:
        A CSS or Playwright selector (``"table#orders tr"``, ``"role=link"``), or with
        a session a ref from its latest view (``"e12"``).
    attrs:
        Attributes to read from each element (``["href", "data-id"]``).
    page_options:
        How to load the page, as for :func:`nbshot.capture`.

    Returns a DataFrame with columns ``selector`` (one that finds the row's element
    alone in a fresh load: test id, then id, then a CSS path), ``tag``, ``text``, one
    per attribute, and ``x, y, width, height`` (CSS pixels, page coordinates).

    Raises
    ------
    InvalidArgument
        For a selector that does not parse, one matching more than 5,000 elements, a
        ref without a session, attribute names that are not strings.
    """
    if isinstance(attrs, str) or not all(isinstance(a, str) and a for a in attrs):
        raise InvalidArgument(
            f"attrs={attrs!r} is not allowed"[:200], "Give a list of attribute names, e.g. ['href']"
        )
    if isinstance(target, Session):
        if page_options or html is not None:
            raise InvalidArgument(
                "A session's page is already loaded", "Pass only the selector (or ref) and attrs"
            )
        page = target.page
        if REF.match(selector):
            selector = target.aria_ref(selector)
        return await engine.run_async(_rows(page, selector, attrs, True))
    if REF.match(selector):
        raise InvalidArgument(
            f"{selector!r} is a ref, and refs belong to a session",
            "Pass the session, or a CSS selector",
        )
    check_option_names(page_options, OPTION_NAMES["load"], "extract")
    opts = make_options(freeze_time=False, **page_options)
    planned = resolve_target(target, html, None)

    async def work() -> pd.DataFrame:
        async with open_loaded(planned, opts) as loaded:
            return await _rows(loaded.page, selector, attrs, False)

    return await engine.run_async(with_relaunch(work, f"Extracting from {planned.url}"))


async def _find(page: Page, selector: str, refs: bool) -> Locator:
    if refs and selector.startswith("aria-ref="):
        return page.locator(selector)
    locator, count = await count_matches(page, selector)
    if count > MAX_ROWS:
        raise InvalidArgument(
            f"{selector!r} matches {count} elements",
            "Make the selector narrower (at most 5,000 rows)",
        )
    return locator


async def _rows(page: Page, selector: str, attrs: Sequence[str], refs: bool) -> pd.DataFrame:
    import pandas as pd

    locator = await _find(page, selector, refs)
    try:
        if refs and selector.startswith("aria-ref="):
            # evaluate_all does not see the aria-ref engine's element; pass its handle.
            handle = await locator.element_handle(timeout=1000)
            rows = await page.evaluate(
                f"([els, attrs]) => ({_ROWS_JS})(els, attrs)", [[handle], list(attrs)]
            )
        else:
            rows = await locator.evaluate_all(_ROWS_JS, list(attrs))
    except PlaywrightError:
        rows = []  # a ref that no longer resolves matches nothing
    columns = ["selector", "tag", "text", *attrs, "x", "y", "width", "height"]
    frame: pd.DataFrame = pd.DataFrame(rows, columns=columns)
    return frame


extract = sync_twin(extract_async)
extract_async.__doc__ = "Async twin of :func:`extract`.\n\n" + (extract_async.__doc__ or "")
