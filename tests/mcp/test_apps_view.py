"""The MCP Apps view (nbshot/mcp/apps_view.py): what a client that speaks the extension
is offered, what one that does not is not, and the view itself in a real Chromium,
loaded by a host page built on @modelcontextprotocol/ext-apps's AppBridge and
PostMessageTransport (bundled by .ci/ensure-apps-host), talking to a real
``nbshot-mcp`` through the SDK's client."""

from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path

import pytest
from mcp import Client
from mcp.client.extension import advertise
from mcp.server.apps import APP_MIME_TYPE, EXTENSION_ID

import mcp_shim
from nbshot.mcp.apps_view import TOOL, URI
from nbshot.mcp.server import NbshotServer

pytestmark = [pytest.mark.anyio]
APPS = advertise(EXTENSION_ID, {"mimeTypes": [APP_MIME_TYPE]})


@pytest.fixture
async def server(project: Path) -> AsyncIterator[NbshotServer]:
    config = mcp_shim.load_config(flows=project / "flows", runs=project / "runs",
                                  out_dir=project / "out")  # fmt: skip
    built = mcp_shim.build_server(config)
    yield built
    built.state.close_all()


async def test_a_client_with_the_extension_gets_the_view_and_its_tool(
    server: NbshotServer,
) -> None:
    async with Client(server, extensions=[APPS]) as client:
        assert client.server_capabilities.extensions == {EXTENSION_ID: {}}
        tools = {t.name: t for t in (await client.list_tools()).tools}
        for name in ("open", "act"):
            assert tools[name].meta == {"ui": {"resourceUri": URI}}
        assert tools[TOOL].meta == {"ui": {"resourceUri": URI, "visibility": ["app"]}}
        assert URI in [str(r.uri) for r in (await client.list_resources()).resources]
        page = (await client.read_resource(URI)).contents[0]
        assert page.mime_type == APP_MIME_TYPE and page.meta == {"ui": {"prefersBorder": True}}
        assert "ui/initialize" in page.text  # type: ignore[union-attr]


async def test_a_client_without_it_sees_the_tools_as_before(
    server: NbshotServer,
) -> None:
    async with Client(server) as client:
        tools = {t.name for t in (await client.list_tools()).tools}
        assert TOOL not in tools and {"open", "act", "close"} <= tools
        assert URI not in [str(r.uri) for r in (await client.list_resources()).resources]
        opened = await client.call_tool("open", {"url": "demo:/signin"})
        assert [c.type for c in opened.content] == ["text"]  # no picture unless asked
        assert 'textbox "Email" [e19]' in opened.content[-1].text  # type: ignore[union-attr]
