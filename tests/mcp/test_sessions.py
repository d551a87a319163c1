"""The session tools (nbshot.mcp.sessions): open, act, close and evaluate, through a
real MCP client on a server in memory."""

from __future__ import annotations

from pathlib import Path

import pytest
from mcp import Client
from mcp_servers import first_picture as _png
from mcp_servers import last_text as _text

import mcp_shim
import nbshot

pytestmark = [pytest.mark.notebook, pytest.mark.anyio]


async def test_a_session_acts_by_ref_and_becomes_a_flow_tool(client: Client, project: Path) -> None:
    opened = await client.call_tool("open", {"url": "demo:/signin"})
    session = opened.structured_content["session"]
    assert 'textbox "Email" [e19]' in _text(opened)
    found = await client.call_tool("find", {"session": session, "text": "Sign in"})
    assert "button" in _text(found)
    steps = ["fill:e19=grace@example.com", "fill:e21=long enough", "click:e24"]
    acted = await client.call_tool("act", {"session": session, "steps": steps, "image": True})
    assert not acted.is_error and "/dashboard" in acted.structured_content["url"]
    _png(acted)  # asked for: an act answers no picture by default (tests/mcp/test_answers.py)
    stale = await client.call_tool("act", {"session": session, "steps": ["click:e24"]})
    assert stale.is_error and stale.structured_content["code"] == "StaleRef"
    assert stale.structured_content["step"] == "click:e24" and "snapshot" in _text(stale)
    closed = await client.call_tool("close", {"session": session, "save_as": "grace"})
    assert (project / "flows" / "grace.ipynb").is_file() and not closed.is_error
    tools = {t.name for t in (await client.list_tools()).tools}
    assert "flow_grace" in tools
    gone = await client.call_tool("act", {"session": session, "steps": ["back"]})
    assert gone.is_error and gone.structured_content["code"] == "SessionClosed"


async def test_a_malformed_step_is_an_error_before_anything_runs(client: Client) -> None:
    session = (await client.call_tool("open", {"url": "demo:/"})).structured_content["session"]
    result = await client.call_tool("act", {"session": session, "steps": ["click:e3", "jump:e4"]})
    assert result.is_error and "unknown action 'jump'" in _text(result)


async def test_evaluate_exists_only_when_allowed(project: Path) -> None:
    config = mcp_shim.load_config(flows=project / "flows", allow_eval=True)
    server = mcp_shim.build_server(config)
    async with Client(server) as connected:
        opened = await connected.call_tool("open", {"url": "demo:/signin"})
        session = opened.structured_content["session"]
        value = await connected.call_tool("evaluate", {"session": session, "js": "1 + 2"})
        assert value.structured_content == {"value": 3}
    server.state.close_all()  # type: ignore[attr-defined]


async def test_a_session_and_a_run_record_their_network_when_asked(
    client: Client, project: Path
) -> None:
    opened = await client.call_tool("open", {"url": "demo:/problems", "har": True})
    session = opened.structured_content["session"]
    closed = (await client.call_tool("close", {"session": session})).structured_content
    har = Path(closed["har"]["path"])
    assert har.is_file() and har.parent == (project / "out").resolve()
    assert closed["har"]["requests"] >= 3  # the page, its stylesheet, its images
    assert any(url.endswith("/images/missing-chart.png") for url in closed["har"]["failed"])
    assert nbshot.read_har(har)["url"].str.endswith("/problems").any()
    plain = await client.call_tool("open", {"url": "demo:/"})
    quiet = await client.call_tool("close", {"session": plain.structured_content["session"]})
    assert "har" not in quiet.structured_content

    run = (await client.call_tool("run_flow", {"flow": "homepage", "har": True})).structured_content
    assert run["status"] == "ok" and Path(run["har"]).is_file()
