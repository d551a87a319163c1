"""Over HTTP, live sessions belong to the client session (``mcp-session-id``) that
opened them: two SDK clients against one real ``nbshot-mcp --http`` on 127.0.0.1."""

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


async def test_another_client_can_neither_see_nor_use_nor_close_a_session(
    http_server: str, tmp_path: Path
) -> None:
    async with Client(http_server) as alice, Client(http_server) as bob:
        opened = await alice.call_tool("open", {"url": "demo:/signin", "har": True})
        key = opened.structured_content["session"]  # type: ignore[index]
        listed = await bob.call_tool("list", {"what": ["sessions"]})
        assert listed.structured_content["sessions"] == []  # type: ignore[index]
        # Answered as for an id nobody opened: bob does not learn that it exists.
        code, unknown = _refusal(await bob.call_tool("act", {"session": "0" * 8,
                                                           "steps": ["press:Tab"]}))  # fmt: skip
        assert code == "SessionClosed"
        for tool, arguments in (("act", {"steps": ["press:Tab"]}), ("snapshot", {}),
                                ("find", {"text": "Email"}), ("close", {})):  # fmt: skip
            code, message = _refusal(await bob.call_tool(tool, {"session": key, **arguments}))
            assert (code, message.replace(key, "0" * 8)) == ("SessionClosed", unknown), tool
        mine = await alice.call_tool("list", {"what": ["sessions"]})
        assert [s["session"] for s in mine.structured_content["sessions"]] == [key]  # type: ignore[index]
        acted = await alice.call_tool("act", {"session": key, "steps": ["press:Tab"]})
        assert not acted.is_error, acted.structured_content
    # Alice's client left (its MCP session ended with a DELETE): her session was closed,
    # which writes the HAR it recorded, while the server runs on.
    har = tmp_path / "out" / f"session-{key}.har"
    deadline = time.monotonic() + 20
    while not har.is_file():
        assert time.monotonic() < deadline, "the session outlived its client"
        time.sleep(0.1)
    async with Client(http_server) as carol:
        listed = await carol.call_tool("list", {"what": ["sessions"]})
        assert listed.structured_content["sessions"] == []  # type: ignore[index]
