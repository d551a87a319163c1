"""The flow tools (nbshot.mcp.runs): a notebook's own tool, run_flow, describe_flow and
get_run_log, through a real MCP client on a server in memory."""

from __future__ import annotations

import pytest
from mcp import Client
from mcp_servers import last_text as _text

pytestmark = [pytest.mark.notebook, pytest.mark.anyio]


async def test_a_flow_tool_has_the_notebooks_parameters_as_its_schema(client: Client) -> None:
    tools = {t.name: t for t in (await client.list_tools()).tools}
    schema = tools["flow_homepage"].input_schema["properties"]
    assert schema["url"]["default"] == "" and schema["url"]["type"] == "string"
    assert "bundled demo site" in schema["url"]["description"]
    assert schema["clock"]["default"] == "2025-01-01T12:00:00+00:00"
    result = await client.call_tool("flow_homepage", {"url": "demo:/settings"})
    assert not result.is_error
    assert result.structured_content["status"] == "ok"
    assert result.structured_content["captures"][0]["name"] == "homepage"


async def test_run_flow_progress_and_partial_success(client: Client) -> None:
    progress: list[tuple[float, float | None]] = []

    async def on_progress(done: float, total: float | None, message: str | None) -> None:
        progress.append((done, total))

    result = await client.call_tool("run_flow", {"flow": "breaks"}, progress_callback=on_progress)
    assert not result.is_error  # a failing notebook is a partial success
    data = result.structured_content
    assert data["status"] == "failed" and data["failed_cell_index"] == 2
    assert [c["name"] for c in data["captures"]] == ["first"]
    assert progress == [(1, 4), (2, 4), (3, 4)]  # the third cell of four failed
    runs = await client.call_tool("list", {"what": ["runs"], "flow": "breaks"})
    assert data["run_id"] in _text(runs)
    assert [r["run_id"] for r in runs.structured_content["runs"]] == [data["run_id"]]
    log = await client.call_tool("get_run_log", {"run_id": data["run_id"]})
    assert "failed" in _text(log)
    described = await client.call_tool("describe_flow", {"flow": "breaks"})
    assert "ValueError" in _text(described)
