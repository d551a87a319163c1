"""Asking the client mid-call (nbshot.mcp.asking), in both protocol eras: up to
2025-11-25 (the SDK client's ``mode="legacy"``) the question goes to the client while
the call waits; from 2026-07-28 the call answers ``InputRequiredResult`` carrying it,
and the same call sent again with the answer goes on from there. The question here is
the sampling request of ``describe_screenshot(provider="client")``; the SDK's client
with a real sampling callback drives each round by hand, against a real ``nbshot-mcp``."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from mcp.types import CallToolResult, CreateMessageResult, InputRequiredResult, TextContent
from mcp_servers import TRANSPORTS, serve

pytestmark = [pytest.mark.anyio]
REPLY = {"title": "Sign in", "description": "A sign-in form.", "components": ["form"],
         "state": "normal", "errors_visible": False}  # fmt: skip
# Each era on one transport (two servers, not four): legacy over stdio, 2026 over HTTP.
ERAS = {"stdio": ("legacy", "2025-11-25"), "http": ("2026-07-28", "2026-07-28")}


def _answer() -> CreateMessageResult:
    reply = TextContent(type="text", text=json.dumps(REPLY))
    return CreateMessageResult(role="assistant", model="house-model", content=reply)


@pytest.mark.parametrize("transport", TRANSPORTS)
async def test_the_question_is_asked_while_waiting_or_by_answering_the_call(
    transport: str, tmp_path: Path
) -> None:
    asked: list[Any] = []

    async def sampling(context: Any, params: Any) -> CreateMessageResult:
        asked.append(params)
        return _answer()

    (tmp_path / "flows").mkdir()
    mode, version = ERAS[transport]
    async with serve(transport, tmp_path, "--flows", "flows", "--out", "out",
                     sampling_callback=sampling, mode=mode) as client:  # fmt: skip
        shot = await client.call_tool("capture", {"url": "demo:/signin"})
        arguments = {"path": shot.structured_content["path"], "provider": "client"}
        first = await client.session.call_tool("describe_screenshot", arguments,
                                               allow_input_required=True)  # fmt: skip
        assert client.protocol_version == version  # so both eras are tried
        if client.protocol_version < "2026":  # asked while the call waited
            assert isinstance(first, CallToolResult) and len(asked) == 1
            described = first
        else:  # the call answered with the question, nobody was asked yet
            assert isinstance(first, InputRequiredResult) and asked == []
            ((key, request),) = (first.input_requests or {}).items()
            assert request.method == "sampling/createMessage"
            assert request.params.messages[0].content.type == "image"
            described = await client.session.call_tool(
                "describe_screenshot", arguments, input_responses={key: _answer()},
                allow_input_required=True,
            )  # fmt: skip
            assert isinstance(described, CallToolResult) and asked == []
    assert not described.is_error, described.structured_content
    data = described.structured_content or {}
    assert (data["title"], data["model"]) == ("Sign in", "house-model")
