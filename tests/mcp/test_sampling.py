"""``describe_screenshot(provider="client")``: the client's model describes the picture
(``sampling/createMessage``), read into ScreenshotMetadata; a client without sampling
gets a coded refusal. The SDK's client with a real sampling callback, against a real
``nbshot-mcp`` over stdio and streamable HTTP."""

from __future__ import annotations

import base64
import contextlib
import io
import json
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import pytest
from mcp import Client
from mcp.shared.exceptions import MCPError
from mcp.types import CreateMessageResult, ErrorData, TextContent
from mcp_servers import TRANSPORTS, http_server, serve
from PIL import Image

pytestmark = [pytest.mark.anyio]
FLAGS = ("--flows", "flows", "--out", "out")


@pytest.fixture
def anyio_backend() -> str:
    return "asyncio"


@pytest.fixture
def folder(tmp_path: Path) -> Path:
    (tmp_path / "flows").mkdir()
    return tmp_path


@contextlib.asynccontextmanager
async def _clients(
    transport: str, folder: Path, sampling: Any
) -> AsyncIterator[tuple[Client, Client]]:
    """A client with ``sampling`` as its callback and one without: over HTTP both of one
    server (its clients are told apart), over stdio a server each (one client each)."""
    if transport == "http":
        async with (
            http_server(folder, *FLAGS) as url,
            Client(url, sampling_callback=sampling) as asking,
            Client(url) as plain,
        ):
            yield asking, plain
        return
    async with (
        serve(transport, folder, *FLAGS, sampling_callback=sampling) as asking,
        serve(transport, folder, *FLAGS) as plain,
    ):
        yield asking, plain


@pytest.mark.parametrize("transport", TRANSPORTS)
async def test_the_clients_model_describes_a_capture_and_others_are_refused(
    transport: str, folder: Path
) -> None:
    asked: list[Any] = []

    async def sampling(context: Any, params: Any) -> CreateMessageResult | ErrorData:
        asked.append(params)
        if len(asked) > 1:
            return ErrorData(code=-1, message="the person declined")
        # As models answer: fenced, and a list where one text belongs, mended on reading.
        reply = {
            "title": "Sign in",
            "description": "A sign-in form.",
            "components": "form Sign in",
            "state": "normal",
            "errors_visible": False,
        }
        text = f"```json\n{json.dumps(reply)}\n```"
        return CreateMessageResult(role="assistant", model="house-model",
                                   content=TextContent(type="text", text=text))  # fmt: skip

    async with _clients(transport, folder, sampling) as (client, plain):
        shot = await client.call_tool("capture", {"url": "demo:/signin"})
        path = shot.structured_content["path"]
        described = await client.call_tool("describe_screenshot",
                                           {"path": path, "provider": "client"})  # fmt: skip
        assert not described.is_error, described.structured_content
        data = described.structured_content
        assert (data["title"], data["provider"], data["model"]) == ("Sign in", "client",
                                                                   "house-model")  # fmt: skip
        assert data["components"] == ["form Sign in"] and data["state"] == "normal"
        picture, ask = asked[0].messages
        image = Image.open(io.BytesIO(base64.b64decode(picture.content.data)))
        assert image.size == (1280, 720) and "JSON" in ask.content.text
        # The person says no: up to 2025-11-25 the server hears it and answers a coded
        # error; from 2026-07-28 (what stdio negotiates) the SDK's client raises it itself.
        try:
            refused = await client.call_tool("describe_screenshot",
                                             {"path": path, "provider": "client"})  # fmt: skip
        except MCPError as error:
            assert "declined" in str(error) and client.protocol_version >= "2026"
        else:
            assert refused.structured_content["code"] == "VisionProviderError"

        # A client without sampling is refused with a code, not left waiting.
        shot = await plain.call_tool("capture", {"url": "demo:/signin"})
        answer = await plain.call_tool("describe_screenshot",
                                       {"path": shot.structured_content["path"],
                                        "provider": "client"})  # fmt: skip
        assert answer.is_error and answer.structured_content["code"] == "NotAllowed"
        assert "sampling" in answer.structured_content["message"]
