"""Reading a page's accessibility tree with password fields masked, and naming its
refs the same way whatever the page did before."""

from __future__ import annotations

import asyncio
import re

from playwright.async_api import Error as PlaywrightError
from playwright.async_api import Frame, Locator, Page
from playwright.async_api import TimeoutError as PlaywrightTimeout

from nbshot import secrets

# Values of password fields, which the tree would otherwise print as the field's text
# (textbox "Password": hunter2). Read from every frame, since forms live in iframes.
_PASSWORD_VALUES_JS = """() => Array.from(document.querySelectorAll('input[type=password]'),
  el => el.value).filter(Boolean)"""
FRAME_S = 10.0  # longest wait for one frame's answer (all frames are asked at once)
UNCOMMITTED_S = 1.0  # ... and for a frame that never committed a document (no URL)
# The whole tree's first try when such a frame is on the page (see read_tree): 20 times
# what the longest real page's tree takes here (the APG data grids, ~100 ms).
UNCOMMITTED_TREE_S = 2.0


async def read_tree(
    page: Page,
    scope: Page | Locator | None = None,
    *,
    boxes: bool = True,
    depth: int | None = None,
    timeout_ms: float = 30_000,
) -> str:
    """The AI-mode aria snapshot of ``scope`` (default: the page), with the values of
    password fields and every other remembered secret replaced by ``secrets.MASK``.

    Playwright waits for every iframe's tree until ``timeout_ms``, then shows the iframes
    that did not answer empty; a frame whose load Chromium refused never answers, so one
    such frame made every tree take the whole timeout. With one on the page the tree is
    first read within UNCOMMITTED_TREE_S (an uncommitted frame has nothing to show), and
    only a page whose own tree takes longer is read again, in the time left.

    Raises Playwright's errors as they come (callers translate them)."""
    source = scope or page

    async def tree() -> str:
        left_ms = timeout_ms
        if timeout_ms > UNCOMMITTED_TREE_S * 1000 and _has_uncommitted_frame(page):
            try:
                return await source.aria_snapshot(
                    mode="ai", boxes=boxes, depth=depth, timeout=UNCOMMITTED_TREE_S * 1000
                )
            except PlaywrightTimeout:  # the page's own tree is slow: the time left, then
                left_ms -= UNCOMMITTED_TREE_S * 1000
        return await source.aria_snapshot(mode="ai", boxes=boxes, depth=depth, timeout=left_ms)

    # The password fields are read at the same time: they wait for the same frames.
    text, values = await asyncio.gather(
        tree(), password_values(page, min(FRAME_S, timeout_ms / 1000))
    )
    for value in values:
        secrets.remember(value)
    return secrets.redact(text)


def _has_uncommitted_frame(page: Page) -> bool:
    """Whether an iframe of ``page`` has not committed a document (its URL is empty)."""
    return any(not frame.url and not frame.is_detached() for frame in page.frames[1:])


async def password_values(page: Page, timeout_s: float) -> list[str]:
    """The values of the password fields of every frame of ``page``, asking all frames
    at once and each for at most ``timeout_s``.

    ``frame.evaluate`` has no timeout of its own, and a frame whose load Chromium
    refused (a ``file:``, ``chrome:`` iframe or ``<object>``: its URL stays empty) never
    answers: without a bound, one such frame hung every snapshot for good (330 s seen).
    Those get UNCOMMITTED_S. A frame that does not answer in time is skipped; its tree
    is empty for the same reason."""

    async def values_of(frame: Frame) -> list[str]:
        limit = timeout_s if frame.url else min(timeout_s, UNCOMMITTED_S)
        try:
            found = await asyncio.wait_for(frame.evaluate(_PASSWORD_VALUES_JS), limit)
        except (PlaywrightError, asyncio.TimeoutError):  # gone, replaced, or never answers
            return []
        return [v for v in found if isinstance(v, str)]

    answers = await asyncio.gather(*(values_of(f) for f in page.frames if not f.is_detached()))
    return [value for values in answers for value in values]


_REF = re.compile(r"\[ref=(?:f(\d+))?e(\d+)\]")


def frame_shift(snapshot: str) -> int:
    """The main frame's sequence number in an ai-mode snapshot (0 on a fresh page).

    Playwright prefixes refs with the frame's sequence number (``f3e12``), and a
    page's main frame gets a new number at every navigation after its first. The
    main frame's own refs come first in the text."""
    first = _REF.search(snapshot)
    return int(first.group(1)) if first and first.group(1) else 0


def fresh_refs(snapshot: str) -> str:
    """An ai-mode snapshot with refs numbered as on a fresh page: ``e1``, and ``f1e2``
    for the first iframe, however often the page navigated before.

    A warm page has navigated before, so its refs would otherwise read ``f3e1``,
    ``f6e1``... from one capture to the next. Shifting every frame number down by the
    main frame's gives what a fresh page shows, so trees repeat across captures.
    (Sessions name refs with :class:`SessionRefs`.)"""
    shift = frame_shift(snapshot)
    if not shift:
        return snapshot

    def renumber(match: re.Match[str]) -> str:
        seq = int(match.group(1) or 0) - shift
        return f"[ref={f'f{seq}' if seq > 0 else ''}e{match.group(2)}]"

    return _REF.sub(renumber, snapshot)


class SessionRefs:
    """How a session names refs: the same way in every view, never twice.

    Playwright numbers the main frame's refs afresh after each navigation, under a new
    prefix (``e12``, then ``f1e12``, then ``f2e12``). A session shows them without the
    prefix and keeps counting instead: the first page's refs are ``e1``..``e26``, the
    next page's start at ``e27``. A ref of a page that is gone is then stale (it names
    nothing now) rather than silently finding another element of the new page.
    Iframe refs keep their frame prefix, counted from the main frame (``f1e3``).
    """

    def __init__(self) -> None:
        self._page: object = None  # the tab the latest tree came from
        self._seq = 0  # its main frame's number in Playwright's refs
        self._offset = 0  # added to that frame's ref numbers
        self._top = 0  # the highest main-frame number shown so far

    def show(self, page: object, snapshot: str) -> str:
        """``snapshot`` (an ai-mode tree of ``page``) with refs as the session names
        them; its refs become the ones :meth:`playwright_ref` resolves."""
        seq = frame_shift(snapshot)
        if page is not self._page or seq != self._seq:
            self._page, self._seq, self._offset = page, seq, self._top

        def rename(match: re.Match[str]) -> str:
            frame, number = int(match.group(1) or 0), int(match.group(2))
            if frame == seq:
                self._top = max(self._top, number + self._offset)
                return f"[ref=e{number + self._offset}]"
            return f"[ref=f{frame - seq}e{number}]"

        return _REF.sub(rename, snapshot)

    def playwright_ref(self, page: object, ref: str) -> str | None:
        """The ref Playwright resolves on ``page`` for ``ref`` as :meth:`show` named
        it, or None when it belongs to a page (or tab) the session has left."""
        found = re.fullmatch(r"(?:f(\d+))?e(\d+)", ref)
        if found is None or page is not self._page:
            return None
        prefix = f"f{self._seq}" if self._seq else ""
        if found.group(1):  # an iframe's
            return f"f{int(found.group(1)) + self._seq}e{found.group(2)}"
        number = int(found.group(2)) - self._offset
        return f"{prefix}e{number}" if number > 0 else None
