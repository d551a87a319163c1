"""The handshake answered before the MCP SDK loads (nbshot.mcp.handshake): the real
``nbshot-mcp`` over real stdio answers ``initialize`` and ``server/discover`` as the
SDK does, then serves the session as usual; anything else is left to the SDK."""

from __future__ import annotations

import json
import logging
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from mcp_servers import StdioServer, initialize_request
from timing import scaled

from nbshot.mcp import handshake
from nbshot.mcp.handshake import _META, EchoDropped, early_answer, parse_line


def _modern(method: str, request_id: int | str) -> dict[str, Any]:
    """A request of the 2026-07-28 protocol: its envelope in ``_meta``, no session."""
    return {"jsonrpc": "2.0", "id": request_id, "method": method, "params": {"_meta": {
        f"{_META}protocolVersion": "2026-07-28",
        f"{_META}clientInfo": {"name": "test", "version": "1"},
        f"{_META}clientCapabilities": {}}}}  # fmt: skip


HANDSHAKES = {
    "initialize, a version it speaks": initialize_request("2025-06-18"),
    "initialize, the oldest version": initialize_request("2024-11-05", "first"),
    "initialize, a version it does not speak": initialize_request("1999-01-01"),
    "discover": _modern("server/discover", 1),
}


def _with_icons(message: dict[str, Any]) -> dict[str, Any]:
    """``message`` from a client with icons: left to the SDK, which answers as without."""
    copy = json.loads(json.dumps(message))
    params = copy["params"]
    info = params["clientInfo"] if "clientInfo" in params else params["_meta"][f"{_META}clientInfo"]
    info["icons"] = [{"src": "https://example.com/icon.png"}]
    return copy


@pytest.mark.parametrize("first", HANDSHAKES.values(), ids=HANDSHAKES.keys())
def test_the_sdk_answers_the_handshake_as_the_early_answer_does(
    first: dict[str, Any], tmp_path: Path
) -> None:
    """The SDK's own answer, not the early one: the client names icons, which the
    early path leaves to the SDK to check."""
    assert early_answer(_with_icons(first)) is None
    server = StdioServer(tmp_path)
    server.send(_with_icons(first))
    assert server.receive() == early_answer(first)
    server.leave()


@pytest.mark.parametrize(
    "first",
    [HANDSHAKES["initialize, a version it speaks"], HANDSHAKES["discover"]],
    ids=["initialize", "discover"],
)
def test_the_handshake_is_answered_early_and_the_session_goes_on(
    first: dict[str, Any], tmp_path: Path
) -> None:
    """After the early answer the SDK gets the handshake too (it must know the
    client), and its answer to it is not sent again: the client sees one answer per
    request, the tools listed, and a quiet exit."""
    server = StdioServer(tmp_path)
    server.send(first)
    assert server.receive() == early_answer(first)
    if first["method"] == "initialize":
        server.send({"jsonrpc": "2.0", "method": "notifications/initialized"},
                    {"jsonrpc": "2.0", "id": 2, "method": "tools/list"})  # fmt: skip
    else:
        server.send(_modern("tools/list", 2))
    listed = server.receive()
    if listed.get("method") == "roots/list":  # the server asks the client for its project
        server.send({"jsonrpc": "2.0", "id": listed["id"], "result": {"roots": []}})
        listed = server.receive()
    assert listed["id"] == 2
    assert {"capture", "open", "act"} <= {t["name"] for t in listed["result"]["tools"]}
    out, err = server.leave()
    assert (out, err) == (b"", b"")


def test_a_first_message_that_is_not_the_handshake_is_the_sdks_to_answer(
    tmp_path: Path,
) -> None:
    """Wrong types the SDK refuses get its refusal, not an early welcome."""
    first = initialize_request("2025-06-18")
    first["params"]["clientInfo"]["icons"] = 3
    server = StdioServer(tmp_path)
    server.send(first)
    answer = server.receive()
    assert answer["id"] == 1 and answer["error"]["code"] == -32602, answer
    server.leave()


def _params(**changes: Any) -> dict[str, Any]:
    return {
        **initialize_request("2025-06-18"),
        "params": {**initialize_request("x")["params"], **changes},
    }


def _info(**changes: Any) -> dict[str, Any]:
    return _params(clientInfo={"name": "test", "version": "1", **changes})


def _capabilities(**capabilities: Any) -> dict[str, Any]:
    return _params(capabilities=capabilities)


# Left to the SDK: refused by its models, answered otherwise (discover at a handshake
# version: an error), or not a request's id (None, true, beyond 64 bits).
NOT_HANDSHAKES = [
    {"jsonrpc": "2.0", "id": 1, "method": "ping"},
    {**initialize_request("2025-06-18"), "jsonrpc": "1.0"},
    {**initialize_request("2025-06-18"), "id": None},
    {**initialize_request("2025-06-18"), "id": True},
    {**initialize_request("2025-06-18"), "id": 2**64},
    {**initialize_request("2025-06-18"), "params": []},
    {**initialize_request("2025-06-18"), "params": {"protocolVersion": "2025-06-18"}},
    _params(protocolVersion=3),
    _params(_meta="x"),
    _info(icons="x"), _info(name=3), _info(title=None), _info(websiteUrl=5),
    _capabilities(roots=True), _capabilities(roots={"listChanged": "maybe"}),
    _capabilities(roots={"listChanged": 5}), _capabilities(experimental={"x": 3}),
    _capabilities(elicitation={"form": 3}), _capabilities(sampling={"tools": 3}),
    _capabilities(extensions={"a": 1}), _capabilities(tasks=7),
    {**_modern("server/discover", 1), "params": {"_meta": {
        f"{_META}protocolVersion": "2025-06-18", f"{_META}clientInfo": {"name": "t",
        "version": "1"}, f"{_META}clientCapabilities": {}}}},
    {**_modern("server/discover", 1), "params": {}},
    [initialize_request("2025-06-18")],
    {**initialize_request("2025-06-18"), "error": {"code": 1, "message": "m"}},  # a response
    _capabilities(experimental={"x": json.loads("[" * 300 + "]" * 300)}),
]  # fmt: skip
# What clients send: each answered early.
CLIENTS = [
    _capabilities(), _capabilities(roots={"listChanged": False}),
    _capabilities(sampling={}, elicitation={}, roots={"listChanged": True}),
    _capabilities(elicitation={"form": {}, "url": {}}, sampling={"context": {}, "tools": {}}),
    _capabilities(experimental={"x": {"y": 1}}), _info(title="A client", description="d"),
    _capabilities(extensions={"io.modelcontextprotocol/ui": {"mimeTypes": [
        "text/html;profile=mcp-app"]}}),  # an MCP Apps host
    _modern("server/discover", "d"),
]  # fmt: skip


def _sdk_accepts(message: Any) -> bool:
    """Whether the SDK reads ``message`` as a request and its models take its params."""
    return _sdk_reads_request(json.dumps(message).encode())


def _sdk_reads_request(line: bytes) -> bool:
    """Whether the SDK reads ``line`` (as its stdio transport does: UTF-8, bad bytes
    replaced) as a request whose params its models take."""
    from mcp_types import (
        ClientCapabilities,
        Implementation,
        InitializeRequestParams,
        JSONRPCRequest,
        jsonrpc_message_adapter,
    )
    from pydantic import ValidationError

    try:
        message = jsonrpc_message_adapter.validate_json(
            line.decode("utf-8", errors="replace"), by_name=False)  # fmt: skip
        if not isinstance(message, JSONRPCRequest):
            return False
        params = message.params or {}
        if message.method == "initialize":
            InitializeRequestParams.model_validate(params, by_name=False)
        else:
            ClientCapabilities.model_validate(params["_meta"][f"{_META}clientCapabilities"],
                                              by_name=False)  # fmt: skip
            Implementation.model_validate(params["_meta"][f"{_META}clientInfo"], by_name=False)
    except (ValidationError, KeyError, TypeError, ValueError):
        return False
    return True


@pytest.mark.parametrize("message", NOT_HANDSHAKES + CLIENTS)
def test_every_message_answered_early_is_one_the_sdk_accepts(message: Any) -> None:
    if message in CLIENTS:
        assert early_answer(message) is not None
    else:
        assert early_answer(message) is None
    if early_answer(message) is not None:
        assert _sdk_accepts(message)


_LINE = json.dumps(initialize_request("2025-06-18")).encode()


@pytest.mark.parametrize("line", [
    b"\xef\xbb\xbf" + _LINE,  # a byte-order mark
    _LINE[:-1] + b', "x": NaN}',
    _LINE.replace(b", ", b",\r", 1),  # a lone CR: the SDK reads two lines
    _LINE.replace(b"test", b"t\xffst"),
    _LINE.replace(b"test", b"t\\ud800st"),  # a lone surrogate
    b"[" * 100_000,
])  # fmt: skip
def test_a_line_is_read_no_more_loosely_than_the_sdk_reads_it(line: bytes) -> None:
    """Where the line is refused here the SDK may still read it (it replaces bad bytes,
    takes NaN): then it answers. The other way round must never happen."""
    assert parse_line(line) is None
    assert early_answer(parse_line(_LINE + b"\r")) is not None  # "\r\n" line ends
    assert _sdk_reads_request(_LINE + b"\r")


def test_a_handshake_the_sdk_cannot_read_leaves_later_answers_alone(tmp_path: Path) -> None:
    """A byte-order mark: no early answer, and the SDK answers nothing to that line, so
    a later request with the same id must still get its answer."""
    server = StdioServer(tmp_path)
    assert server.process.stdin is not None
    server.process.stdin.write(b"\xef\xbb\xbf" + _LINE + b"\n")
    server.send(initialize_request("2025-06-18", 2), {"jsonrpc": "2.0", "id": 1, "method": "ping"})
    assert server.receive() == early_answer(initialize_request("2025-06-18", 2))  # from the SDK
    assert server.receive() == {"jsonrpc": "2.0", "id": 1, "result": {}}
    server.leave()


def test_the_early_answer_needs_no_sdk(tmp_path: Path) -> None:
    """The mechanism on pipes, in a Python where the SDK cannot be imported: the answer
    is written, the wire moved to private descriptors, the message kept for the SDK."""
    code = (
        "import os, sys\n"
        "sys.modules['mcp'] = sys.modules['mcp_types'] = None  # importing either fails\n"
        "from nbshot.mcp.handshake import FirstContact\n"
        "client_in, stdin = os.pipe(); stdout, client_out = os.pipe()\n"
        f"os.write(stdin, {_LINE!r} + b'\\n')\n"
        "contact = FirstContact(); contact.take_stdio(client_in, client_out)\n"
        "print(os.read(stdout, 65536).decode().strip())\n"
        "print(bytes(contact.read_so_far) == " + repr(_LINE + b"\n") + ")\n"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                          timeout=scaled(30), cwd=tmp_path)  # fmt: skip
    assert done.returncode == 0, done.stderr
    answer, kept = done.stdout.splitlines()
    assert json.loads(answer) == early_answer(initialize_request("2025-06-18")) and kept == "True"


def test_the_versions_are_the_sdks() -> None:
    from mcp_types import version

    assert handshake.HANDSHAKE_VERSIONS == version.HANDSHAKE_PROTOCOL_VERSIONS
    assert handshake.LATEST_HANDSHAKE_VERSION == version.LATEST_HANDSHAKE_VERSION
    assert handshake.MODERN_VERSIONS == version.MODERN_PROTOCOL_VERSIONS


def test_the_sdks_answer_is_dropped_once_and_a_difference_is_logged(
    caplog: pytest.LogCaptureFixture,
) -> None:
    ours = early_answer(initialize_request("2025-06-18", 7))
    assert ours is not None
    out = EchoDropped(ours)
    differs = {**ours, "result": {**ours["result"], "instructions": "other"}}
    request = {"jsonrpc": "2.0", "id": 7, "method": "roots/list"}  # the server's own id 7
    written = b"".join(json.dumps(m).encode() + b"\n" for m in (request, differs, ours))
    with caplog.at_level(logging.WARNING, logger="nbshot.mcp"):
        # As the SDK's writes reach the pipe: cut anywhere, here every 5 bytes.
        passed = b"".join(out.passed(written[i : i + 5]) for i in range(0, len(written), 5))
    assert [json.loads(line) for line in passed.splitlines()] == [request, ours]
    assert "the SDK's answer differs" in caplog.text and '"other"' in caplog.text


def test_after_the_echo_the_sdks_output_passes_as_it_comes() -> None:
    ours = early_answer(initialize_request("2025-06-18", 1))
    out = EchoDropped(ours)
    echo = json.dumps(ours).encode()
    assert out.passed(echo[:10]) == b""  # a line's start: held until it is known
    assert (
        out.passed(echo[10:] + b'\n{"jsonrpc": "2.0", "id": 2, "res')
        == b'{"jsonrpc": "2.0", "id": 2, "res'
    )
    assert out.passed(b'ult": {}}\n') == b'ult": {}}\n'
    assert EchoDropped(None).passed(echo[:10]) == echo[:10]  # nothing answered early
