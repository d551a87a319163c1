"""A tree's text within a budget of characters: long runs of like siblings folded,
then pages.

A big page's compact tree (:meth:`nbshot.model.a11y.A11yTree.compact`) repeats itself:
a grid's rows, a feed's articles, a listbox's options. :func:`fit` gives it within
``max_chars``: first each run of :data:`RUN` or more sibling blocks of one kind (the
same indentation and role) keeps its first :data:`KEEP` and says how many more there are
and their refs; then, if still too long, the text is cut at a line and a note says how
to read on. :func:`page` gives the whole text (nothing folded) in pages of
``max_chars``. Both say what they left out and how to get it, in their last line.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from nbshot.errors import InvalidArgument

KEEP = 3  # siblings of a long run shown before "N more like it"
RUN = 6  # like siblings from which a run is folded
_REF = re.compile(r"\[(e\d+)\]")
_KIND = re.compile(r'^(- )?([a-z][\w-]*|"|h[1-6])')


@dataclass(frozen=True)
class Fitted:
    """The text to show, what it left out (``folded`` blocks, ``cut`` characters) and
    ``pages``: how many pages of ``max_chars`` the whole text takes."""

    text: str
    folded: int = 0
    cut: int = 0
    pages: int = 1


def _indent(line: str) -> int:
    return len(line) - len(line.lstrip(" "))


def _kind(line: str) -> str:
    found = _KIND.match(line.lstrip(" "))
    return (found.group(1) or "") + found.group(2) if found else line.strip()[:20]


def _blocks(lines: list[str], start: int, end: int, depth: int) -> list[tuple[int, int]]:
    """The blocks (a line at ``depth`` and the deeper lines under it) in lines[start:end]."""
    found, at = [], start
    while at < end:
        stop = at + 1
        while stop < end and _indent(lines[stop]) > depth:
            stop += 1
        found.append((at, stop))
        at = stop
    return found


def _plural(kind: str) -> str:
    if kind.startswith("- "):
        return "list items"
    return "texts" if kind == '"' else f"{kind}s"


def fold(text: str) -> tuple[str, int]:
    """``text`` with every run of :data:`RUN` or more like sibling blocks cut to its
    first :data:`KEEP`, and a line saying how many more and their refs. Returns the
    text and the number of blocks folded."""
    lines = text.splitlines()
    out: list[str] = []
    folded = _fold(lines, 0, len(lines), out)
    return "\n".join(out), folded


def _fold(lines: list[str], start: int, end: int, out: list[str]) -> int:
    if start >= end:
        return 0
    depth = _indent(lines[start])
    blocks = _blocks(lines, start, end, depth)
    folded, at = 0, 0
    while at < len(blocks):
        kind = _kind(lines[blocks[at][0]])
        run = at
        while run < len(blocks) and _kind(lines[blocks[run][0]]) == kind:
            run += 1
        for number, (first, stop) in enumerate(blocks[at:run]):
            if run - at >= RUN and number >= KEEP:
                hidden = blocks[at + KEEP : run]
                refs = [m for a, b in hidden for m in _REF.findall("\n".join(lines[a:b]))[:1]]
                span = f"refs {refs[0]}-{refs[-1]}" if refs else "no refs"
                out.append(
                    f"{' ' * depth}... and {len(hidden)} more {_plural(kind)} like these"
                    f" ({span}; target=<ref> shows one, page=1 reads them all)"
                )
                folded += len(hidden)
                break
            out.append(lines[first])
            folded += _fold(lines, first + 1, stop, out)
        at = run
    return folded


def fit(text: str, max_chars: int) -> Fitted:
    """``text`` within ``max_chars`` (0: no limit): as it is when it fits, else folded
    (:func:`fold`), else folded and cut at a line, a last line saying what was left out.

    Raises
    ------
    InvalidArgument
        For a negative ``max_chars``.
    """
    _check(max_chars)
    if not max_chars or len(text) <= max_chars:
        return Fitted(text)
    pages = _page_count(text, max_chars)
    short, folded = fold(text)
    cut = 0
    if len(short) > max_chars:
        kept = _cut(short, max_chars)
        cut, short = len(short) - len(kept), kept
    said = [f"{folded} like blocks folded"] if folded else []
    said += [f"the last {cut:,} characters cut"] if cut else []
    note = (
        f"({' and '.join(said)} to keep within {max_chars:,} characters; the whole tree "
        f"is {len(text):,}: page=1..{pages} reads it, or target=<ref> one part)"
    )
    return Fitted(f"{short}\n{note}", folded, cut, pages)


def page(text: str, number: int, max_chars: int) -> Fitted:
    """Page ``number`` (from 1) of ``text`` cut into pages of at most ``max_chars``
    at line ends, nothing folded, and a line saying which page of how many.

    Raises
    ------
    InvalidArgument
        For a page that does not exist, or a ``max_chars`` below 1.
    """
    _check(max_chars)
    pages = _pages(text, max_chars or len(text) or 1)
    if not isinstance(number, int) or isinstance(number, bool) or not 1 <= number <= len(pages):
        raise InvalidArgument(
            f"page={number!r} is not a page of this tree", f"Use 1 to {len(pages)}"
        )
    more = f"; page={number + 1} reads on" if number < len(pages) else "; the last page"
    return Fitted(f"{pages[number - 1]}\n(page {number} of {len(pages)}{more})", pages=len(pages))


def _check(max_chars: int) -> None:
    if not isinstance(max_chars, int) or isinstance(max_chars, bool) or max_chars < 0:
        raise InvalidArgument(
            f"max_chars={max_chars!r} is not allowed", "Use 0 (no limit) or a number of characters"
        )


def _cut(text: str, limit: int) -> str:
    """The lines of ``text`` that fit in ``limit`` characters (at least one)."""
    kept: list[str] = []
    size = 0
    for line in text.splitlines():
        if kept and size + len(line) + 1 > limit:
            break
        kept.append(line[:limit])
        size += len(line) + 1
    return "\n".join(kept)


def _pages(text: str, limit: int) -> list[str]:
    pages: list[str] = []
    rest = text
    while rest:
        chunk = _cut(rest, limit)
        pages.append(chunk)
        rest = rest[len(chunk) :].lstrip("\n")
    return pages or [""]


def _page_count(text: str, limit: int) -> int:
    return len(_pages(text, limit))
