"""The MCP Apps views (extension ``io.modelcontextprotocol/ui``): a session's page in
the chat, to click, type and scroll on as in the notebook's explorer; and a
comparison's baseline | current | diff, to approve.

A host that speaks MCP Apps shows :data:`URI` (``text/html;profile=mcp-app``) in a
sandboxed iframe beside ``open`` and ``act``'s answers (their ``_meta.ui.resourceUri``);
the view calls :data:`TOOL`, visible to the app only (``_meta.ui.visibility``), once per
click, key, scroll or button (``nbshot.mcp.sessions.session_view``). Likewise
:data:`COMPARE_URI` beside ``compare``'s answer, with :data:`COMPARE_TOOL` once per
Approve or Reject (``nbshot.mcp.pages.compare_view``). The pages and the answers are
made by :mod:`nbshot.session.explorer_app` and :mod:`nbshot.testing.compare_app`;
this module serves them with the SDK's own helpers (:class:`mcp.server.apps.Apps`),
and the server binds them to the tools (``nbshot.mcp.server._bind_views``). A
client without the extension sees the tools as before and not the views' own
(:func:`shown_to`).
"""

from __future__ import annotations

import uuid
from collections import OrderedDict
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from mcp.server.apps import Apps, client_supports_apps
from mcp.server.mcpserver.resources import FunctionResource

from nbshot.errors import InvalidArgument

if TYPE_CHECKING:
    from mcp.types import Tool

    from nbshot.pixels.compare import Comparison

URI = "ui://nbshot/explorer.html"
TOOL = "session_view"
COMPARE_URI = "ui://nbshot/compare.html"
COMPARE_TOOL = "compare_view"
MAX_COMPARISONS = 20  # kept for their views; the oldest go first


@dataclass
class Kept:
    """A comparison a view shows: whose it is and what was decided so far."""

    comparison: Comparison
    client: str | None
    decided: set[str] = field(default_factory=set)


class NbshotApps(Apps):
    """The SDK's Apps extension, with the comparisons the views show (by handle)."""

    def __init__(self) -> None:
        super().__init__()
        self._kept: OrderedDict[str, Kept] = OrderedDict()

    def keep(self, comparison: Comparison, client: str | None) -> str:
        """Keep ``comparison`` for ``client``'s view; its handle."""
        handle = uuid.uuid4().hex[:16]
        self._kept[handle] = Kept(comparison, client)
        while len(self._kept) > MAX_COMPARISONS:
            self._kept.popitem(last=False)
        return handle

    def kept(self, handle: str, client: str | None) -> Kept:
        """The comparison kept as ``handle`` for ``client``.

        Raises InvalidArgument for a handle this server does not keep (or another
        client's)."""
        found = self._kept.get(handle)
        if found is None or found.client != client:
            raise InvalidArgument(
                f"No comparison {handle[:40]!r} on this server",
                f"Compare again: only the last {MAX_COMPARISONS} are kept",
            )
        return found


def extension() -> NbshotApps:
    """The Apps extension with the views' pages (made when first read: building one
    imports the session code, which a server's start-up does not wait for)."""
    apps = NbshotApps()
    for uri, name, title, description, page in (
        (URI, "nbshot-explorer", "nbshot session", "A live session's page", _page),
        (COMPARE_URI, "nbshot-compare", "nbshot comparison", "Baseline | current | diff",
         _compare_page),
    ):  # fmt: skip
        apps.add_resource(
            FunctionResource(
                uri=uri,
                name=name,
                title=title,
                description=description,
                meta={"ui": {"prefersBorder": True}},
                fn=page,
            )
        )
    return apps


def _page() -> str:
    from nbshot.session.explorer_app import app_page

    return app_page(TOOL)


def _compare_page() -> str:
    from nbshot.testing.compare_app import compare_page

    return compare_page(COMPARE_TOOL)


def app_only(tool: Tool) -> bool:
    """Whether a listed tool is for a view alone (``_meta.ui.visibility`` ["app"])."""
    ui = (tool.meta or {}).get("ui") or {}
    return ui.get("visibility") == ["app"]


def without_view(tool: Tool) -> Tool:
    """``tool`` without its ``_meta.ui`` (the view it shows in), for a client that did
    not negotiate MCP Apps: bytes of the tool list it would only carry."""
    meta = {key: value for key, value in (tool.meta or {}).items() if key != "ui"}
    return tool.model_copy(update={"meta": meta or None})


def shown_to(request: Any) -> bool:
    """Whether the client of ``request`` (a request context, or a tool's Context)
    negotiated MCP Apps, and so is offered the views' own tools."""
    return request is not None and client_supports_apps(request)
