"""A real ``nbshot-mcp`` in a subprocess, reached by the SDK's own client over stdio or
streamable HTTP, with its stderr kept in a file (to check what it logs).

``async with serve("stdio" | "http", folder, *flags, env=..., **client_options) as c``:
the server runs in ``folder`` (its working folder: the project there is in force),
the client is ``mcp.Client`` with the callbacks given (sampling, elicitation, roots).
``last_text(answer)`` and ``first_picture(answer)`` read a tool's answer.
``StdioServer(folder)`` is the command spoken to by hand, line by line.
"""

from __future__ import annotations

import base64
import contextlib
import io
import json
import os
import socket
import subprocess
import sys
import time
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import httpx
from mcp import Client, StdioServerParameters
from PIL import Image
from timing import SLOWDOWN as SLOWDOWN  # the factor, for tests that import it from here
from timing import scaled

TRANSPORTS = ("stdio", "http")


def last_text(answer: Any) -> str:
    """The text of a tool's answer: its last content block."""
    return str(answer.content[-1].text)


def first_picture(answer: Any) -> Image.Image:
    """The first picture in a tool's answer, decoded (StopIteration when it has none)."""
    image = next(c for c in answer.content if c.type == "image")
    return Image.open(io.BytesIO(base64.b64decode(image.data)))


def _free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


@contextlib.asynccontextmanager
async def serve(
    transport: str, folder: Path, *flags: str, env: dict[str, str] | None = None,
    log: Path | None = None, **client_options: Any,
) -> AsyncIterator[Client]:  # fmt: skip
    """A connected client of a fresh server; the server is stopped after."""
    env = dict(os.environ if env is None else env)
    log = log or folder / "server.log"
    command = [sys.executable, "-m", "nbshot.mcp", *flags]
    if transport == "stdio":
        # Through a shell only to send the server's stderr to the log file.
        wrapped = ["-c", 'exec "$@" 2>>"$NBSHOT_TEST_LOG"', "sh", *command]
        params = StdioServerParameters(command="/bin/sh", args=wrapped, cwd=str(folder),
                                       env={**env, "NBSHOT_TEST_LOG": str(log)})  # fmt: skip
        async with Client(params, **client_options) as client:
            yield client
        return
    async with (
        http_server(folder, *flags, env=env, log=log) as url,
        Client(url, **client_options) as client,
    ):
        yield client


@contextlib.asynccontextmanager
async def http_server(
    folder: Path, *flags: str, env: dict[str, str] | None = None, log: Path | None = None
) -> AsyncIterator[str]:
    """``nbshot-mcp --http`` on a free port of 127.0.0.1, run in ``folder``; its MCP URL."""
    env = dict(os.environ if env is None else env)
    log = log or folder / "server.log"
    for _ in range(3):  # a free port another test took first: another one
        port = _free_port()
        said = log.stat().st_size if log.exists() else 0
        with log.open("ab") as errors:
            server = subprocess.Popen(
                [sys.executable, "-m", "nbshot.mcp", *flags, "--http", "--port", str(port)],
                cwd=folder, env=env, stdout=subprocess.DEVNULL, stderr=errors,
            )  # fmt: skip
        url = f"http://127.0.0.1:{port}/mcp"
        deadline = time.monotonic() + scaled(60)
        while server.poll() is None and time.monotonic() < deadline:
            with contextlib.suppress(httpx.TransportError):
                httpx.get(url, timeout=scaled(2))
                break
            time.sleep(0.1)
        if server.poll() is None or "address already in use" not in log.read_text()[said:]:
            break
    try:
        assert server.poll() is None, log.read_text()
        yield url
    finally:
        server.terminate()
        server.wait(timeout=scaled(30))


def initialize_request(version: str, request_id: int | str = 1) -> dict[str, Any]:
    """An ``initialize`` request at protocol ``version``, from a client with roots."""
    return {"jsonrpc": "2.0", "id": request_id, "method": "initialize", "params": {
        "protocolVersion": version, "capabilities": {"roots": {"listChanged": True}},
        "clientInfo": {"name": "test", "version": "1"}}}  # fmt: skip


class StdioServer:
    """``nbshot-mcp`` (an empty flows folder) over stdio spoken by hand: JSON-RPC
    messages sent and received one line each, as the client sees them."""

    def __init__(self, tmp_path: Path) -> None:
        (tmp_path / "flows").mkdir(exist_ok=True)
        self.process = subprocess.Popen(
            [sys.executable, "-m", "nbshot.mcp", "--flows", str(tmp_path / "flows"),
             "--runs", str(tmp_path / "runs"), "--out", str(tmp_path / "out")],
            stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
            cwd=tmp_path,
        )  # fmt: skip

    def send(self, *messages: dict[str, Any]) -> None:
        assert self.process.stdin is not None
        self.process.stdin.write(b"".join(json.dumps(m).encode() + b"\n" for m in messages))
        self.process.stdin.flush()

    def receive(self) -> dict[str, Any]:
        assert self.process.stdout is not None
        line = self.process.stdout.readline()
        assert line, "nbshot-mcp closed its output"
        return dict(json.loads(line))

    def leave(self) -> tuple[bytes, bytes]:
        """Close stdin as a leaving client does: (what else came out, stderr)."""
        out, err = self.process.communicate(timeout=scaled(30))
        assert self.process.returncode == 0, err.decode()
        return out, err
