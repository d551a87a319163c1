"""``completion/complete`` for the prompts' and resource templates' arguments: flows,
profiles, targets, devices, variants, runs; and the prompts themselves, listed and
expanded (their wording: tests/mcp/test_prompts.py). The SDK's client against a real
``nbshot-mcp`` in a project folder, over stdio and streamable HTTP."""

from __future__ import annotations

from pathlib import Path

import pytest
from mcp import Client
from mcp.types import PromptReference, ResourceTemplateReference
from mcp_servers import TRANSPORTS, serve
from shop_project import make_project

pytestmark = [pytest.mark.anyio]


@pytest.fixture
def anyio_backend() -> str:
    return "asyncio"


async def _values(client: Client, prompt: str, argument: str, typed: str) -> list[str]:
    done = await client.complete(PromptReference(name=prompt), {"name": argument, "value": typed})
    return done.completion.values


@pytest.mark.parametrize("transport", TRANSPORTS)
async def test_prompts_are_served_and_their_arguments_complete_from_the_project(
    transport: str, tmp_path: Path
) -> None:
    folder = make_project(tmp_path / "shop")
    async with serve(transport, folder, "--runs", "runs") as client:
        prompts = {p.name for p in (await client.list_prompts()).prompts}
        assert prompts == {"check_page", "compare_with_baseline", "run_a_flow"}
        got = await client.get_prompt("check_page", {"url": "/settings", "device": "phone"})
        check = "\n".join(m.content.text for m in got.messages)  # type: ignore[union-attr]
        assert 'check tool with url="/settings", checks=["all"]' in check
        assert client.server_capabilities.completions is not None
        assert await _values(client, "run_a_flow", "flow", "shop") == ["shop_home"]
        assert "homepage" in await _values(client, "run_a_flow", "flow", "")  # shipped ones
        assert await _values(client, "compare_with_baseline", "profile", "") == ["smoke"]
        targets = await _values(client, "compare_with_baseline", "target", "IN")
        assert targets == ["inbox", "invoices"]
        assert await _values(client, "check_page", "url", "inv") == ["invoices"]
        devices = await _values(client, "check_page", "device", "")
        assert devices[0] == "wide" and "phone" in devices
        assert await _values(client, "compare_with_baseline", "variant", "n") == ["night"]
        assert await _values(client, "check_page", "nothing", "") == []
        run = await client.call_tool("run_flow", {"flow": "shop_home"})
        run_id = run.structured_content["run_id"]
        template = ResourceTemplateReference(uri="nbshot://run/{run_id}/captures/{name}.png")
        ids = await client.complete(template, {"name": "run_id", "value": run_id[:4]})
        assert ids.completion.values == [run_id]
        names = await client.complete(template, {"name": "name", "value": ""},
                                      context_arguments={"run_id": run_id})  # fmt: skip
        assert names.completion.values == ["homepage"]
