"""The MCP Apps view (extension ``io.modelcontextprotocol/ui``): a session's page in
the chat, to click, type and scroll on as in the notebook's explorer.

A host that speaks MCP Apps shows :data:`URI` (``text/html;profile=mcp-app``) in a
sandboxed iframe beside ``open`` and ``act``'s answers (their ``_meta.ui.resourceUri``);
the view calls :data:`TOOL`, visible to the app only (``_meta.ui.visibility``), once per
click, key, scroll or button (``nbshot.mcp.sessions.session_view``). The page and
the answers are made by :mod:`nbshot.session.explorer_app`; this module binds them
with the SDK's own helpers (:class:`mcp.server.apps.Apps`). A client without the
extension sees the tools as before and no :data:`TOOL` (:func:`shown_to`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from mcp.server.apps import Apps, client_supports_apps
from mcp.server.mcpserver.resources import FunctionResource

if TYPE_CHECKING:
    from mcp.server import ServerRequestContext
    from mcp.types import Tool

URI = "ui://nbshot/explorer.html"
TOOL = "session_view"
#: The agent's tools whose answers the view shows (a session's page).
VIEWED = ("open", "act")


def extension() -> Apps:
    """The Apps extension with the view's page (made when first read: building it
    imports the session code, which a server's start-up does not wait for)."""
    apps = Apps()
    apps.add_resource(
        FunctionResource(
            uri=URI,
            name="nbshot-explorer",
            title="nbshot session",
            description="A live session's page: click, type and scroll on it",
            meta={"ui": {"prefersBorder": True}},
            fn=_page,
        )
    )
    return apps


def _page() -> str:
    from nbshot.session.explorer_app import app_page

    return app_page(TOOL)


def bind(apps: Apps) -> dict[str, dict[str, Any]]:
    """Bind the view to :data:`VIEWED` and :data:`TOOL` (app only) on ``apps``; each
    tool's ``_meta``, by name, as the SDK stamps it."""
    from nbshot.mcp import sessions

    for fn in (sessions.open, sessions.act):
        apps.tool(resource_uri=URI, name=fn.__name__)(fn)
    apps.tool(resource_uri=URI, visibility=["app"], name=TOOL)(sessions.session_view)
    return {binding.kwargs["name"]: binding.meta or {} for binding in apps.tools()}


def app_only(tool: Tool) -> bool:
    """Whether a listed tool is for the view alone (``_meta.ui.visibility`` ["app"])."""
    ui = (tool.meta or {}).get("ui") or {}
    return ui.get("visibility") == ["app"]


def shown_to(request: ServerRequestContext[Any, Any] | None) -> bool:
    """Whether the client at hand negotiated MCP Apps (and so is offered :data:`TOOL`)."""
    return request is not None and client_supports_apps(request)
