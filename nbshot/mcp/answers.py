"""What the session tools answer: the page's title and URL, what it said since the last
answer (console errors, dialogs), its tree as the change since the tree the last
answer showed (or all of it, or none), and a picture only when asked: without one
no screenshot is taken at all (``Session.act(..., picture=False)``).

An agent pays for every character and picture it reads. After a step that opened a
list, the change is a few lines; the whole tree of an ARIA example page is 12-14k
characters and a 1280x720 picture about 1,200 tokens more (docs/mcp.md shows both).
"""

from __future__ import annotations

import re
from typing import Any, Literal

from mcp.types import CallToolResult, ImageContent

from nbshot.errors import InvalidArgument
from nbshot.mcp.resources import Resources
from nbshot.mcp.results import MAX_SIDE, THUMB_SIDE, image, result
from nbshot.mcp.state import OpenSession
from nbshot.model.a11y import A11yTree
from nbshot.model.steps import REF
from nbshot.model.tree_budget import fit, page
from nbshot.model.tree_diff import tree_changes
from nbshot.model.urls import shown_url
from nbshot.session.view import View

#: ``changes``: what changed since the last tree shown (all of it the first time, after
#: a navigation, or when most of it changed); ``full``: all of it; ``none``: no tree.
TreeMode = Literal["changes", "full", "none"]
#: Characters of tree an answer carries at most by default (~3,000 tokens): the pages
#: of the agent bench (TodoMVC, APG examples, the demo) fit whole; a data grid or a
#: long feed is folded (:mod:`nbshot.model.tree_budget`). max_chars=0: no limit.
MAX_CHARS = 12_000
#: False: no picture (none taken); True: the page (longest side 1568 px); ``"thumb"``:
#: 400 px; ``"link"``: taken and kept as a resource the answer links to, not sent.
Picture = bool | Literal["thumb", "link"]
MOSTLY = 0.5  # more of the tree new or changed than this: answer all of it
# A whole tree answered by default cuts texts longer than LONG to CUT characters: the
# prose of a documentation page is most of its tree, and an agent acting on the page
# needs its controls and where things are, not every paragraph (tree="full" has them).
LONG, CUT = 120, 100
_HAS_REF = re.compile(r"\[(?:f\d+)?e\d+\]")


async def narrowed(entry: OpenSession, tree: A11yTree, target: str | None) -> A11yTree:
    """``tree`` narrowed to ``target``: a ref's subtree, or a selector's (read again).

    Raises
    ------
    InvalidArgument
        For a ref the tree does not hold.
    """
    if target is None:
        return tree
    if REF.fullmatch(target):
        try:
            return tree.subtree(target)
        except KeyError:
            raise InvalidArgument(
                f"target {target!r} is not in the page's tree now"[:200],
                "Use a ref from the latest answer, or a selector",
            ) from None
    return await entry.session.snapshot_async(selector=target)


def tree_text(
    entry: OpenSession,
    tree: A11yTree,
    mode: TreeMode,
    target: str | None,
    max_chars: int = MAX_CHARS,
    page_number: int | None = None,
) -> tuple[str, dict[str, Any]]:
    """The tree part of an answer, and its facts for the structured content, within
    ``max_chars`` (folded, then cut: :func:`nbshot.model.tree_budget.fit`), or page
    ``page_number`` of the whole tree.

    The tree shown is remembered per target; ``none`` shows nothing and remembers
    nothing, so the next change is counted from what the agent last read."""
    body, facts = _tree_text(entry, tree, mode, target)
    if page_number is not None and mode != "none":
        paged = page(tree.compact(), page_number, max_chars)
        return paged.text, {**facts, "tree": "page", "page": page_number, "pages": paged.pages}
    fitted = fit(body, max_chars)
    if fitted.folded or fitted.cut:
        facts = {**facts, "folded": fitted.folded, "cut": fitted.cut, "pages": fitted.pages}
    return fitted.text, facts


def _tree_text(
    entry: OpenSession, tree: A11yTree, mode: TreeMode, target: str | None
) -> tuple[str, dict[str, Any]]:
    if mode not in ("changes", "full", "none"):
        raise InvalidArgument(f"tree={mode!r} is not allowed", "Use changes, full or none")
    if mode == "none":
        return "", {"tree": "none"}
    text, key = tree.compact(), target or ""
    before = entry.shown.get(key)
    entry.shown[key] = (tree.url, text)
    if mode == "full":
        return text, {"tree": "full"}
    if before is None:
        return whole_tree("", text)
    if before[0] != tree.url:
        return whole_tree("(the page navigated: its whole tree)", text)
    changes = tree_changes(before[1], text)
    if changes.share > MOSTLY:
        return whole_tree("(most of the tree changed: all of it)", text)
    counts = {"added": changes.added, "removed": changes.removed, "changed": changes.changed}
    return changes.text, {"tree": "changes", **counts}


def whole_tree(head: str, text: str) -> tuple[str, dict[str, Any]]:
    """The whole tree as the default answer gives it: texts over LONG characters cut
    to CUT and an ellipsis (lines with a ref, the things to act on, stay whole), with
    ``head`` and a line saying how to read them whole when any was cut."""
    lines, cut = [], 0
    for line in text.splitlines():
        body = line.lstrip()
        if len(body) > LONG and not _HAS_REF.search(body):
            closing = '"' if body.endswith('"') else ""  # a quoted text stays quoted
            line = line[: len(line) - len(body)] + body[:CUT].rstrip() + "…" + closing
            cut += 1
        lines.append(line)
    note = f'({cut} long texts cut at {CUT} characters: tree="full" shows them)' if cut else ""
    shown = "\n".join(part for part in (head, note, "\n".join(lines)) if part)
    return shown, {"tree": "full", "cut": cut}


def picture(data: bytes | None, wanted: Picture) -> ImageContent | None:
    """The picture as asked: none, the page, or a thumbnail.

    Raises
    ------
    InvalidArgument
        For a value that is not true, false or "thumb".
    """
    check_picture(wanted)
    if not wanted or wanted == "link" or data is None:
        return None
    return image(data, THUMB_SIDE if wanted == "thumb" else MAX_SIDE)


def check_picture(wanted: Any) -> bool:
    """Whether ``wanted`` (an ``image=`` value) needs a screenshot taken.

    Raises
    ------
    InvalidArgument
        For a value that is not true, false, "thumb" or "link".
    """
    if wanted not in (True, False, "thumb", "link"):
        raise InvalidArgument(
            f"image={wanted!r} is not allowed", "Use true, false, 'thumb' or 'link'"
        )
    return wanted is not False


def view_facts(view: View) -> tuple[str, dict[str, Any]]:
    """The head of an answer about ``view``: title, URL, new console errors and
    dialogs, one line each."""
    lines = [f"{view.title} at {shown_url(view.url)}"]
    lines += [f"dialog ({d.type}, {d.action}): {d.message}" for d in view.dialogs]
    lines += [f"console error: {m.text}" for m in view.console_errors]
    data = {
        "url": view.url,
        "title": view.title,
        "steps_run": view.steps_run,
        "console_errors": [m.text for m in view.console_errors],
        "dialogs": [f"{d.type}: {d.message}" for d in view.dialogs],
    }
    return "\n".join(lines), data


async def session_answer(
    entry: OpenSession,
    view: View,
    *,
    tree: TreeMode,
    target: str | None,
    image: Picture,
    kept: Resources,
    head: str = "",
    extra: dict[str, Any] | None = None,
    max_chars: int = MAX_CHARS,
    page_number: int | None = None,
) -> CallToolResult:
    """The answer about ``view``: its facts, its tree as asked, the picture if asked,
    and a link to the picture (a resource in ``kept``) when one was taken; an
    ``isError`` answer carrying the failed step when a step failed."""
    shot = view.shot
    shown = picture(None if shot is None else shot.data, image)
    facts, data = view_facts(view)
    read = await narrowed(entry, view.tree, target)
    body, tree_data = tree_text(entry, read, tree, target, max_chars, page_number)
    text = "\n".join(part for part in (head, facts, body) if part)
    links = []
    if shot is not None and shot.data is not None:  # read only when the model wants to look
        links.append(kept.add_picture("view", shot.name, "", entry.client, data=shot.data))
        data["picture"] = str(links[0].uri)
    data = {**(extra or {}), **data, **tree_data}
    if view.failure is not None:
        failed = view.failure
        error = {**failed.error.to_dict(), "step": failed.step, "position": failed.position}
        return result(
            f"{failed.error.message}\n{text}", {**data, **error}, shown, error=True, links=links
        )
    return result(text, data, shown, links=links)
