"""Over HTTP, a live session's name and listing belong to the client session
(``mcp-session-id``) that opened it, and its handle reaches it from any connection:
SDK clients (2025-11-25 and 2026-07-28) against one real ``nbshot-mcp --http``."""

from __future__ import annotations

import contextlib
import socket
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import httpx
import pytest
from mcp import Client

pytestmark = pytest.mark.anyio


@pytest.fixture
def anyio_backend() -> str:
    return "asyncio"


@pytest.fixture
def http_server(tmp_path: Path) -> Iterator[str]:
    """``nbshot-mcp --http`` on a free port of 127.0.0.1 (no flows); its MCP URL."""
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    (tmp_path / "flows").mkdir()
    server = subprocess.Popen(
        [sys.executable, "-m", "nbshot.mcp", "--http", "--port", str(port),
         "--flows", str(tmp_path / "flows"), "--out", str(tmp_path / "out")],
        stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, cwd=tmp_path,
    )  # fmt: skip
    url = f"http://127.0.0.1:{port}/mcp"
    try:
        deadline = time.monotonic() + 60
        while server.poll() is None and time.monotonic() < deadline:
            with contextlib.suppress(httpx.TransportError):
                httpx.get(url, timeout=2)
                break
            time.sleep(0.2)
        yield url
    finally:
        server.terminate()
        server.wait(timeout=20)


def _refusal(answer: object) -> tuple[str, str]:
    data = answer.structured_content  # type: ignore[attr-defined]
    assert answer.is_error, data  # type: ignore[attr-defined]
    return data["code"], data["message"]


async def test_a_session_is_reached_by_its_handle_from_any_connection(
    http_server: str, tmp_path: Path
) -> None:
    """Names and listings are each client session's own; the handle the server minted
    reaches the session from another client session and from a 2026-07-28 client
    (which has none). The session closes with the client session that opened it."""
    async with (
        Client(http_server, mode="legacy") as alice,
        Client(http_server, mode="legacy") as bob,
    ):
        opened = await alice.call_tool("open", {"url": "demo:/signin", "har": True, "name": "mine"})
        key = opened.structured_content["session"]  # type: ignore[index]
        assert len(key) == 16 and alice.protocol_version == "2025-11-25"
        listed = await bob.call_tool("list", {"what": ["sessions"]})
        assert listed.structured_content["sessions"] == []  # type: ignore[index]
        # Alice's name is no session of Bob's: answered as for a handle nobody minted.
        code, unknown = _refusal(await bob.call_tool("act", {"session": "0" * 16,
                                                           "steps": ["press:Tab"]}))  # fmt: skip
        assert code == "SessionClosed"
        for tool, arguments in (("act", {"steps": ["press:Tab"]}), ("snapshot", {}),
                                ("find", {"text": "Email"}), ("close", {})):  # fmt: skip
            code, message = _refusal(await bob.call_tool(tool, {"session": "mine", **arguments}))
            assert (code, message.replace("mine", "0" * 16)) == ("SessionClosed", unknown), tool
        acted = await bob.call_tool("act", {"session": key, "steps": ["fill:e19=bob@x.org"]})
        assert not acted.is_error, acted.structured_content
        async with Client(http_server, mode="2026-07-28") as carol:
            seen = await carol.call_tool("snapshot", {"session": key})
            assert carol.protocol_version == "2026-07-28"
            assert not seen.is_error and "bob@x.org" in seen.content[-1].text
        mine = await alice.call_tool("list", {"what": ["sessions"]})
        assert [s["session"] for s in mine.structured_content["sessions"]] == [key]  # type: ignore[index]
    # Alice's client left (its MCP session ended with a DELETE): her session was closed
    # before the DELETE was answered, which wrote the HAR it recorded; the server runs on.
    assert (tmp_path / "out" / f"session-{key}.har").is_file(), "the session outlived its client"
    async with Client(http_server, mode="2026-07-28") as dave:
        code, _ = _refusal(await dave.call_tool("act", {"session": key, "steps": ["back"]}))
        assert code == "SessionClosed"


async def test_a_session_closes_with_its_opener_only(http_server: str) -> None:
    """Another client that acted on a session by its handle and then left, and a DELETE
    the SDK refused (a client session it does not know), leave the session open; each
    DELETE is answered after any closing it caused, so the order below is the order."""
    async with Client(http_server, mode="legacy") as alice:
        opened = await alice.call_tool("open", {"url": "demo:/signin"})
        key = opened.structured_content["session"]  # type: ignore[index]
        async with Client(http_server, mode="legacy") as bob:
            acted = await bob.call_tool("act", {"session": key, "steps": ["fill:e19=bob@x.org"]})
            assert not acted.is_error, acted.structured_content
        async with httpx.AsyncClient() as raw:
            refused = await raw.delete(http_server, headers={"mcp-session-id": "f" * 32})
        assert refused.status_code == 404
        seen = await alice.call_tool("snapshot", {"session": key})
        assert not seen.is_error and "bob@x.org" in seen.content[-1].text, seen.structured_content
