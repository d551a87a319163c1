"""Taking the picture of a loaded page: the screenshot, its file, and the Shot.

Shared by captures and sessions: both load a page their own way, then call
:func:`shoot`. Runs on the engine loop.
"""

from __future__ import annotations

import asyncio
import logging
import time
from dataclasses import replace
from pathlib import Path
from typing import Any

from playwright.async_api import Error as PlaywrightError
from playwright.async_api import Page
from playwright.async_api import TimeoutError as PlaywrightTimeout

from nbshot.errors import Timeout
from nbshot.model.a11y import A11yTree
from nbshot.model.images import image_size
from nbshot.model.shot import Shot
from nbshot.model.shot_parts import Box
from nbshot.model.urls import shown_url
from nbshot.model.vitals import Vitals
from nbshot.page.load import find_element, selector_error
from nbshot.page.log import PageLog
from nbshot.page.options import CaptureOptions
from nbshot.page.tree import fresh_refs, read_tree
from nbshot.page.vitals import READ_JS as READ_VITALS_JS

# Chromium now and then refuses one capture ("Unable to capture screenshot") and
# takes the same picture when asked again a moment later: retry that error once.
SCREENSHOT_REFUSED = "Unable to capture screenshot"
#: Full-page pictures taken at most of a page that keeps changing size meanwhile.
FULL_PAGE_TRIES = 3
# The size of the whole page, which a full-page picture takes.
_PAGE_SIZE_JS = """() => { const root = document.documentElement, body = document.body;
  return [Math.max(root.scrollWidth, body ? body.scrollWidth : 0),
          Math.max(root.scrollHeight, body ? body.scrollHeight : 0)]; }"""
logger = logging.getLogger("nbshot")


async def _whole_page(page: Page, kwargs: dict[str, Any]) -> bytes:
    """A full-page picture of a page that had the same size when it was done as when it
    began. Playwright measures the page first, so one that grew meanwhile (a timer's
    button, what a resize handler adds as the picture makes the window that tall) came
    out cut short: taken again, at most :data:`FULL_PAGE_TRIES` times (the last kept,
    and logged)."""
    size = await page.evaluate(_PAGE_SIZE_JS)
    for _ in range(FULL_PAGE_TRIES):
        data = bytes(await page.screenshot(full_page=True, **kwargs))
        now = await page.evaluate(_PAGE_SIZE_JS)
        if now == size:
            return data
        size = now
    logger.warning("%s kept changing size while pictured as a full page", page.url)
    return data


async def _screenshot(
    page: Page, element: Any, opts: CaptureOptions, kwargs: dict[str, Any]
) -> bytes:
    async def take() -> bytes:
        if element is not None:
            return bytes(await element.screenshot(**kwargs))
        if opts.full_page:
            return await _whole_page(page, kwargs)
        return bytes(await page.screenshot(**kwargs))

    try:
        return await take()
    except PlaywrightError as exc:
        if SCREENSHOT_REFUSED not in str(exc):
            raise
    await asyncio.sleep(0.25)
    return await take()


VITALS_WAIT_S = 2.0  # a page's own answer; its picture is taken already


async def _title_and_ratio(page: Page, opts: CaptureOptions) -> tuple[str, float]:
    """The page's title and its image pixels per CSS pixel (what maps snapshot boxes
    onto the picture), in one round trip."""
    title, ratio = await page.evaluate("[document.title, devicePixelRatio]")
    return str(title), 1.0 if opts.scale == "css" else float(ratio)


async def read_vitals(page: Page) -> Vitals | None:
    """The page's speed by its picture, or now (:mod:`nbshot.page.vitals`); None when
    the page does not say within :data:`VITALS_WAIT_S` (a page stuck in a script) or
    went away. Runs on the engine loop."""
    try:
        return Vitals.from_page(
            await asyncio.wait_for(page.evaluate(READ_VITALS_JS), VITALS_WAIT_S)
        )
    except (asyncio.TimeoutError, PlaywrightError):
        return None


async def _asked_in_time(
    page: Page, opts: CaptureOptions, asked: asyncio.Future[tuple[str, float]]
) -> tuple[str, float]:
    """The title and pixel ratio ``asked`` during the picture, within ``opts.timeout``.

    Raises
    ------
    Timeout
        When the page does not answer in time (a script that never yields).
    """
    try:
        try:
            return await asyncio.wait_for(asked, opts.timeout)
        except PlaywrightError:
            # The page was navigating (a session's step, a redirect): its document
            # went away under the question. Asked again, of the page as it is now.
            return await asyncio.wait_for(_title_and_ratio(page, opts), opts.timeout)
    except asyncio.TimeoutError:
        raise Timeout(
            f"{shown_url(page.url)} did not give its title within {opts.timeout:g} s",
            "The page may be stuck in a script; raise timeout= if it is only slow",
        ) from None


async def shoot(
    page: Page,
    opts: CaptureOptions,
    out_dir: Path,
    name: str,
    *,
    log: PageLog,
    started: float,
    timings: dict[str, float],
    url: str | None = None,
    warm: bool = False,
) -> Shot:
    """Screenshot a loaded page (or ``opts.selector`` on it), save it to ``out_dir`` as
    ``name``, return the Shot: :func:`read_picture`, then :func:`save_picture`.

    Raises
    ------
    Timeout, ElementNotFound, InvalidArgument
        As :func:`read_picture` does.
    """
    shot = await read_picture(
        page, opts, name, log=log, started=started, timings=timings, url=url, warm=warm
    )
    return save_picture(shot, out_dir)


async def read_picture(  # long: the screenshot's options, a line each
    page: Page,
    opts: CaptureOptions,
    name: str,
    *,
    log: PageLog,
    started: float,
    timings: dict[str, float],
    url: str | None = None,
    warm: bool = False,
) -> Shot:
    """Everything a Shot needs from the page, and nothing after: the picture of the page
    (or of ``opts.selector`` on it), its title, pixel ratio and, with ``opts.snapshot``,
    its tree and facts. The Shot is not saved yet (``path`` None): a warm page goes back
    to its pool, and its reset starts, before the file is written.

    ``warm`` (a pooled page) numbers the tree's refs as a fresh page would (a session
    keeps Playwright's, which its actions resolve); ``url`` overrides the page's URL as
    label (raw HTML loads at about:blank). Shared by :func:`capture` and sessions.

    Raises
    ------
    Timeout
        When the screenshot, or the title asked beside it, takes longer than
        ``opts.timeout``.
    ElementNotFound, InvalidArgument
        For a selector (or mask) that matches nothing or is malformed.
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
    if opts.style:
        shot_kwargs["style"] = opts.style  # Playwright applies it for the picture, then removes it
    if opts.quality is not None:
        shot_kwargs["quality"] = opts.quality
    box = None
    try:
        if element is not None:
            found = await element.bounding_box()
            box = Box(**found) if found else None
        # The title and pixel ratio are asked while the picture is taken: a round trip
        # less before the page can go back (a capture in a loop waits for its reset).
        asked = asyncio.ensure_future(_title_and_ratio(page, opts))
        asked.add_done_callback(lambda done: done.cancelled() or done.exception())  # read
        try:
            data = await _screenshot(page, element, opts, shot_kwargs)
        except BaseException:
            asked.cancel()  # a page stuck in a script would never answer it
            raise
    except PlaywrightTimeout:
        raise Timeout(
            f"The screenshot of {shown_url(page.url)} took longer than {opts.timeout:g} s",
            "For an element, check that it is visible; or raise timeout=",
        ) from None
    except PlaywrightError as exc:
        raise (selector_error(exc, ", ".join(opts.mask)) or exc) from None
    timings["screenshot"] = (time.perf_counter() - mark) * 1000
    # One record per picture taken: how an operator (nbshot-mcp --log-level debug) or a
    # test sees that a call took none.
    logger.debug("picture taken of %s in %.0f ms", shown_url(page.url), timings["screenshot"])
    title, ratio = await _asked_in_time(page, opts, asked)
    vitals = await read_vitals(page)
    width, height = image_size(data)
    timings["total"] = (time.perf_counter() - started) * 1000
    tree, facts = (await page_knowledge(page, opts, warm)) if opts.snapshot else (None, None)
    options = {**opts.summary(), "pixel_ratio": ratio}
    return Shot(
        data=data,
        format=opts.format,
        name=name,
        path=None,
        width=width,
        height=height,
        url=url or page.url,
        title=title,
        console=tuple(log.console),
        failed_requests=log.failed_requests(),
        timings={k: round(v, 1) for k, v in timings.items()},
        selector=opts.selector,
        box=box,
        options=options,
        tree=tree,
        facts=facts,
        vitals=vitals,
    )


def save_picture(shot: Shot, out_dir: Path) -> Shot:
    """``shot`` written to the folder ``out_dir`` as ``{name}.png`` (or ``.jpg``), with
    its path."""
    return replace(shot, path=shot.save(out_dir))


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


async def page_knowledge(
    page: Page, opts: CaptureOptions, warm: bool = False
) -> tuple[Any, dict[str, Any]]:
    """The page's accessibility tree and DOM facts, for ``capture(snapshot=True)``."""
    text = await read_tree(page, timeout_ms=opts.timeout_ms)
    text = fresh_refs(text) if warm else text
    facts = await page.evaluate(_FACTS_JS)
    return A11yTree(text, url=page.url, title=await page.title()), facts
