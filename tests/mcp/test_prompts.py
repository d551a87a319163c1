"""Prompts an agent host shows as commands, expanding into the tool calls to make.
The SDK's client against a server in memory; tests/mcp/test_completions.py lists and
expands them against a real ``nbshot-mcp`` over stdio and streamable HTTP (one server
per transport for both features)."""

from __future__ import annotations

import pytest
from mcp import Client

pytestmark = [pytest.mark.anyio]


@pytest.fixture
def anyio_backend() -> str:
    return "asyncio"


async def test_prompts_expand_to_the_right_tool_calls(client: Client) -> None:
    prompts = {p.name: p for p in (await client.list_prompts()).prompts}
    assert set(prompts) == {"check_page", "compare_with_baseline", "run_a_flow"}
    assert [a.name for a in prompts["check_page"].arguments] == ["url", "device"]
    assert prompts["check_page"].arguments[0].required

    async def text(name: str, arguments: dict[str, str]) -> str:
        got = await client.get_prompt(name, arguments)
        return "\n".join(m.content.text for m in got.messages)  # type: ignore[union-attr]

    check = await text("check_page", {"url": "/settings", "device": "phone"})
    assert 'check tool with url="/settings", checks=["all"]' in check
    assert 'open with url="/settings", device="phone"' in check and "close" in check
    compare = await text("compare_with_baseline", {"profile": "smoke"})
    assert 'compare tool with profile="smoke", against="baseline"' in compare
    compare = await text("compare_with_baseline", {"target": "/", "variant": "dark"})
    assert 'targets=["/"], variants=["dark"]' in compare
    run = await text("run_a_flow", {"flow": "checkout", "params": '{"items": 2}'})
    assert 'run_flow with flow="checkout", params={"items": 2}' in run
    assert "get_run_log" in run and "flow_checkout" in run
