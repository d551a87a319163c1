"""A comparison as an MCP Apps view: baseline | current | diff, approved in the chat.

The review's own front end (``review_view.js``, which ``nbshot review`` and the
notebook's widget run) in one inline HTML document (:func:`compare_page`, made by
:func:`nbshot.session.explorer_app.app_document`), with ``compare_app.js`` playing its
model over MCP Apps: the view shows a :class:`~nbshot.pixels.compare.Comparison`'s
changed and new shots as review items (:func:`review_items`, pictures as ``data:``
URIs) and each Approve or Reject is one call of the server's app-only tool
(:func:`decide`). The MCP face (``nbshot.mcp.apps_view``) keeps the comparison.
"""

from __future__ import annotations

import base64
import io
import os
from pathlib import Path
from typing import TYPE_CHECKING, Any, Literal

from nbshot import __version__
from nbshot.errors import InvalidArgument

if TYPE_CHECKING:
    from collections.abc import Iterable

    from nbshot.pixels.compare import Change, Comparison

# nbshot.pixels and the session code are imported where used: the MCP tool module
# imports this one at start (for Deciding) and numpy is paid for by servers that compare.
#: What the view asks of the app-only tool.
Deciding = Literal["show", "approve", "reject"]
_HERE = Path(__file__).parent
_SHOWN = ("changed", "size", "new")  # what a person decides on; "same" is not listed


def compare_page(tool: str) -> str:
    """The comparison view's HTML document; ``tool`` is the app-only tool it calls."""
    from nbshot.session.explorer_app import app_document

    return app_document(
        "nbshot comparison",
        {"review": _HERE / "review_view.js"},
        _HERE / "compare_app.js",
        {"tool": tool, "version": __version__},
    )


def item_id(change: Change) -> str:
    """A change's id in the view: its place under the baselines folder."""
    return f"{change.screen}/{change.key}"


def review_items(comparison: Comparison, decided: Iterable[str] = ()) -> list[dict[str, Any]]:
    """The changed and new shots not decided yet, as ``review_view.js`` items: ``id``,
    ``test`` (the screen), ``baseline``, ``kind`` ("screenshot"), ``message``, ``urls``
    (``expected``, ``actual``, ``diff`` as ``data:`` URIs, those there are) and
    ``regions`` (none: the diff picture shows where)."""
    done = set(decided)
    items = []
    for change in comparison.changes:
        if change.status not in _SHOWN or item_id(change) in done:
            continue
        urls = {"actual": _data_uri(change.shot.png)}
        if change.reference is not None:
            urls["expected"] = _data_uri(change.reference.read_bytes())
        if change.diff is not None:
            buf = io.BytesIO()
            change.diff.image.save(buf, format="PNG")
            urls["diff"] = _data_uri(buf.getvalue())
        message = {
            "new": "New: no baseline yet. Approve to make this picture the baseline.",
            "size": "The size changed: approve to make this picture the baseline.",
        }.get(change.status, f"{change.pixels} pixels differ from the baseline.")
        items.append(
            {
                "id": item_id(change),
                "test": change.screen,
                "baseline": f"{change.screen}/{change.key}.png",
                "kind": "screenshot",
                "message": message,
                "urls": urls,
                "regions": [],
            }
        )
    return items


def decide(
    comparison: Comparison,
    action: Deciding,
    ids: list[str],
    baselines: str | os.PathLike[str] = "baselines",
) -> str:
    """Approve (the current pictures become the baselines) or reject (the baselines
    stay) the changes ``ids``; what the view says after it.

    Raises
    ------
    InvalidArgument
        For an id the comparison does not have.
    """
    by_id = {item_id(c): c for c in comparison.changes if c.status in _SHOWN}
    unknown = [i for i in ids if i not in by_id]
    if unknown:
        raise InvalidArgument(
            f"This comparison has no {', '.join(map(repr, unknown))[:200]}",
            "Pick from the items the view lists",
        )
    if action == "approve":
        from nbshot.pixels.compare import approve

        written = approve([by_id[i].shot for i in ids], baselines=baselines)
        return f"Approved {len(written)}: the baseline{'s' if len(written) != 1 else ''} updated"
    if action == "reject":
        return f"Rejected {len(ids)}: the baseline{'s' if len(ids) != 1 else ''} kept"
    return ""


def _data_uri(png: bytes) -> str:
    return "data:image/png;base64," + base64.b64encode(png).decode()
