"""Stateless HTTP (issue 48): a 2026-07-28 client is served by whichever of two
``nbshot-mcp --http`` processes its request reaches. Two real processes on one
folder behind a tiny round-robin proxy on loopback (each request to the next one);
the SDK's client in its default mode discovers 2026-07-28 and calls capture,
snapshot, and describe_screenshot whose question to the client's model goes out
in one round and comes back in the next (multi-round-trip input), each round
answered by another process."""

from __future__ import annotations

import asyncio
import json
import socket
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from pathlib import Path
from typing import Any

import httpx
import pytest
import uvicorn
from mcp import Client
from mcp.types import CreateMessageResult, TextContent
from mcp_servers import http_server
from timing import scaled

pytestmark = [pytest.mark.anyio]
REPLY = {"title": "Sign in", "description": "A sign-in form.", "components": ["form"],
         "state": "normal", "errors_visible": False}  # fmt: skip
HOP = {b"host", b"content-length", b"transfer-encoding", b"connection"}


@pytest.fixture
def anyio_backend() -> str:
    return "asyncio"


class RoundRobin:
    """An ASGI app passing each HTTP request on to the next of ``backends`` in turn,
    its answer streamed back (SSE included); what went where in :attr:`seen`."""

    def __init__(self, backends: list[str]) -> None:
        self.backends, self.turn = backends, 0
        self.seen: list[tuple[int, str, str | None]] = []  # (backend, method, tool)
        self.http = httpx.AsyncClient(timeout=None)

    async def __call__(self, scope: dict[str, Any], receive: Any, send: Any) -> None:
        assert scope["type"] == "http"
        body = b""
        while True:
            message = await receive()
            body += message.get("body", b"")
            if not message.get("more_body"):
                break
        index, self.turn = self.turn % len(self.backends), self.turn + 1
        self.seen.append((index, *_what(body)))
        url = self.backends[index] + (
            f"?{scope['query_string'].decode()}" if scope["query_string"] else ""
        )
        headers = [(k, v) for k, v in scope["headers"] if k.lower() not in HOP]
        request = self.http.build_request(scope["method"], url, headers=headers, content=body)
        answer = await self.http.send(request, stream=True)
        kept = [(k, v) for k, v in answer.headers.raw if k.lower() not in HOP]
        await send({"type": "http.response.start", "status": answer.status_code, "headers": kept})
        async for chunk in answer.aiter_raw():
            await send({"type": "http.response.body", "body": chunk, "more_body": True})
        await send({"type": "http.response.body", "body": b""})
        await answer.aclose()


def _what(body: bytes) -> tuple[str, str | None]:
    """A request body's JSON-RPC method and, for tools/call, the tool's name."""
    try:
        message = json.loads(body)
    except ValueError:
        return "", None
    params = message.get("params") or {}
    return str(message.get("method", "")), params.get("name") if isinstance(params, dict) else None


@asynccontextmanager
async def _proxy(backends: list[str]) -> AsyncIterator[tuple[str, RoundRobin]]:
    """The round-robin proxy on a free port of 127.0.0.1: its MCP URL and the app."""
    app = RoundRobin(backends)
    listening = socket.socket()
    listening.bind(("127.0.0.1", 0))
    port = listening.getsockname()[1]
    server = uvicorn.Server(uvicorn.Config(app, lifespan="off", log_level="warning"))
    serving = asyncio.create_task(server.serve(sockets=[listening]))
    try:
        while not server.started:
            assert not serving.done(), "the proxy did not start"
            await asyncio.sleep(0.01)
        yield f"http://127.0.0.1:{port}/mcp", app
    finally:
        server.should_exit = True
        await asyncio.wait_for(serving, scaled(10))
        await app.http.aclose()
        listening.close()


async def test_any_request_is_answered_by_either_of_two_processes(tmp_path: Path) -> None:
    (tmp_path / "flows").mkdir()
    flags = ("--flows", "flows", "--out", "out")
    asked: list[Any] = []

    async def sampling(context: Any, params: Any) -> CreateMessageResult:
        asked.append(params)
        reply = TextContent(type="text", text=json.dumps(REPLY))
        return CreateMessageResult(role="assistant", model="house-model", content=reply)

    async with (
        http_server(tmp_path, *flags, log=tmp_path / "one.log") as one,
        http_server(tmp_path, *flags, log=tmp_path / "two.log") as two,
        _proxy([one, two]) as (url, proxy),
        Client(url, sampling_callback=sampling) as client,
    ):
        assert client.protocol_version == "2026-07-28"
        assert proxy.seen[0][1] == "server/discover"
        tools = {t.name for t in (await client.list_tools()).tools}
        assert {"capture", "snapshot", "describe_screenshot"} <= tools
        shot = await client.call_tool("capture", {"url": "demo:/signin", "name": "signin"})
        assert not shot.is_error, shot.structured_content
        tree = await client.call_tool("snapshot", {"url": "demo:/signin"})
        assert 'textbox "Email"' in tree.content[-1].text
        arguments = {"path": shot.structured_content["path"], "provider": "client"}
        described = await client.call_tool("describe_screenshot", arguments)
        assert not described.is_error, described.structured_content
        assert described.structured_content["title"] == "Sign in" and len(asked) == 1
    calls = [(backend, tool) for backend, method, tool in proxy.seen if method == "tools/call"]
    rounds = [backend for backend, tool in calls if tool == "describe_screenshot"]
    assert len(rounds) == 2 and rounds[0] != rounds[1], (
        proxy.seen
    )  # asked on one, answered on the other
    assert {backend for backend, _ in calls} == {0, 1}
