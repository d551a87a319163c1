"""``describe_screenshot(provider="client")``: the client's model describes the picture
(``sampling/createMessage``), read into ScreenshotMetadata; a client without sampling
gets a coded refusal; a client that never answers, answers too much or fails ends the
call with a coded error, and what its model says is cleaned of escapes and controls.
The SDK's client with a real sampling callback, against a real ``nbshot-mcp`` over stdio
and streamable HTTP, or in memory (``mode="legacy"``: the server asks while the call
waits, as up to 2025-11-25)."""

from __future__ import annotations

import base64
import contextlib
import io
import json
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import anyio
import pytest
from mcp import Client
from mcp.shared.exceptions import MCPError
from mcp.types import CreateMessageResult, ErrorData, TextContent
from mcp_servers import TRANSPORTS, http_server, serve
from PIL import Image

import mcp_shim
from nbshot.config import settings
from nbshot.mcp.sampling import MAX_REPLY_CHARS, shown_text

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


def _reply(text: str, model: str = "house-model") -> CreateMessageResult:
    return CreateMessageResult(role="assistant", model=model,
                               content=TextContent(type="text", text=text))  # fmt: skip


@contextlib.asynccontextmanager
async def _in_memory(folder: Path, sampling: Any) -> AsyncIterator[tuple[Client, str]]:
    """A client of a server in memory that asks it while the call waits, and the path of
    a picture in the server's capture folder (no browser: describing needs none)."""
    (folder / "out").mkdir()
    picture = folder / "out" / "shot.png"
    Image.new("RGB", (64, 48), "white").save(picture)
    config = mcp_shim.load_config(flows=folder / "flows", runs=folder / "runs",
                                  out_dir=folder / "out")  # fmt: skip
    server = mcp_shim.build_server(config)
    async with Client(server, mode="legacy", sampling_callback=sampling) as client:
        yield client, str(picture)


async def _describe(client: Client, path: str, structured: bool = True) -> Any:
    return await client.call_tool("describe_screenshot", {
        "path": path, "provider": "client", "structured": structured})  # fmt: skip


async def test_a_client_that_never_answers_ends_the_call_as_a_timeout(
    folder: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(settings, "timeout", 0.5)

    async def sampling(context: Any, params: Any) -> CreateMessageResult:
        await anyio.sleep_forever()
        raise AssertionError("unreachable")

    async with _in_memory(folder, sampling) as (client, path):
        with anyio.fail_after(60):  # the bug: no answer at all
            answer = await _describe(client, path)
    assert answer.is_error and answer.structured_content["code"] == "Timeout"
    assert "did not answer" in answer.structured_content["message"]
    assert "--timeout" in answer.structured_content["message"]


async def test_a_reply_too_long_for_a_description_is_refused_with_a_code(folder: Path) -> None:
    async def sampling(context: Any, params: Any) -> CreateMessageResult:
        return _reply("x" * (5 << 20))  # 5 MiB: more than HTTP would even carry

    async with _in_memory(folder, sampling) as (client, path):
        answer = await _describe(client, path)
    assert answer.is_error and answer.structured_content["code"] == "VisionProviderError"
    assert f"more than the {MAX_REPLY_CHARS:,}" in answer.structured_content["message"]
    assert len(str(answer.structured_content)) < 2000


async def test_a_client_whose_sampling_fails_answers_a_coded_error_without_its_escapes(
    folder: Path,
) -> None:
    async def sampling(context: Any, params: Any) -> CreateMessageResult:
        raise RuntimeError("the model \x1b[31mcrashed\x1b[0m\u202e")

    async with _in_memory(folder, sampling) as (client, path):
        answer = await _describe(client, path)
    assert answer.is_error and answer.structured_content["code"] == "VisionProviderError"
    message = answer.structured_content["message"]
    assert "did not describe" in message and "\x1b" not in message and "\u202e" not in message


async def test_an_oversized_reply_over_http_ends_as_a_timeout_not_a_hang(folder: Path) -> None:
    # The SDK's transport answers the client's POST 413 and the server never hears of it.
    (folder / "out").mkdir()
    picture = folder / "out" / "shot.png"
    Image.new("RGB", (64, 48), "white").save(picture)

    async def sampling(context: Any, params: Any) -> CreateMessageResult:
        return _reply("x" * (5 << 20))

    flags = (*FLAGS, "--timeout", "1")
    # 2025-11-25: the server asks while the call waits (2026-07-28 sends the reply with
    # the call again, a request the same 4 MiB bound refuses).
    async with serve("http", folder, *flags, sampling_callback=sampling, mode="legacy") as client:
        with anyio.fail_after(120):
            answer = await _describe(client, str(picture))
    assert answer.is_error and answer.structured_content["code"] == "Timeout"
    assert "4 MiB" in answer.structured_content["message"]


# NUL, a right-to-left override and an ANSI colour, raw and as the JSON's own escapes.
HOSTILE = "\x1b[31mSign\x00 in\u202e\x1b[0m"
ESCAPED = json.dumps("\x1b[31mA sign-in\u2066 form.\x1b[0m")


@pytest.mark.parametrize("structured", [True, False])
async def test_the_clients_text_comes_back_without_escapes_and_controls(
    folder: Path, structured: bool
) -> None:
    async def sampling(context: Any, params: Any) -> CreateMessageResult:
        if not structured:
            return _reply(f"{HOSTILE}: a form.\r\nTwo fields.", model="house\x1b]0;t\x07-model")
        text = f'{{"title": "{HOSTILE}", "description": {ESCAPED}, "components": [{ESCAPED}]}}'
        return _reply(text, model="house\x1b]0;t\x07-model")

    async with _in_memory(folder, sampling) as (client, path):
        answer = await _describe(client, path, structured)
    assert not answer.is_error, answer.structured_content
    data = answer.structured_content
    shown = json.dumps(data, ensure_ascii=False) + answer.content[-1].text
    for unshown in ("\x00", "\x1b", "\u202e", "\u2066", "\r", "[31m", "[0m"):
        assert unshown not in shown
    if structured:
        assert (data["title"], data["description"]) == ("Sign in", "A sign-in form.")
        assert data["components"] == ["A sign-in form."] and data["model"] == "house-model"
    else:
        assert data["description"] == "Sign in: a form.\nTwo fields."


@pytest.mark.parametrize(
    ("text", "shown"),
    [
        ("\x1b[1;31mred\x1b[0m \x1b[2J\x1b[Hcleared", "red cleared"),
        ("a\x1b]8;;http://x\x1b\\link\x1b]8;;\x07b", "alinkb"),  # OSC 8, either ending
        ("\u202eevil\u202c \u2067\u200fmark\u061c", "evil mark"),
        ("tab\tand\nnewline stay; \x7f\x85\x9b31mC1 goes", "tab\tand\nnewline stay; C1 goes"),
        ("cut off at the end\x1b[", "cut off at the end"),
        ("plain words, é and 日本", "plain words, é and 日本"),
    ],
)
def test_shown_text_keeps_what_is_seen_and_drops_what_is_acted_on(text: str, shown: str) -> None:
    assert shown_text(text) == shown
