"""The handshake over stdio, answered before the MCP SDK is imported.

Agent hosts give a server a few seconds to answer its first message (``initialize``,
or ``server/discover`` from the SDK's own clients); importing the SDK alone takes
0.6-2 s, more on a busy machine. The answers to those two messages do not depend on
anything the SDK computes at run time, so ``nbshot-mcp`` gives them from here, at
once, while the SDK loads on another thread (see :mod:`nbshot.mcp.start`).

The SDK is then handed everything read so far, the first message included, on its
own stdin (:meth:`FirstContact.hand_over`), so its session learns the client's
capabilities as usual; its own answer to that message is dropped (the client has
ours) after a check that it says the same: a difference is logged, and the tests
start the real command to see that none is.

Only a well-formed first message is answered here, in the shapes clients send;
anything else (another method, a discover at a version this server does not speak,
a line the SDK would not read, fields of a wrong or unusual type) is left to the
SDK, which answers it as it would have.

Standard library only: this module runs before the SDK is imported. POSIX only:
on Windows ``nbshot-mcp`` leaves the whole handshake to the SDK.
"""

from __future__ import annotations

import atexit
import contextlib
import json
import logging
import os
import select
import sys
import threading
import time
from typing import Any

logger = logging.getLogger("nbshot.mcp")

NAME = "nbshot"
INSTRUCTIONS = "Capture, inspect, act on and compare web pages; run flows."

# As in mcp_types.version, which tests/mcp/test_handshake.py compares (an SDK that
# speaks other versions fails it): importing it here would import the SDK.
HANDSHAKE_VERSIONS = ("2024-11-05", "2025-03-26", "2025-06-18", "2025-11-25")
LATEST_HANDSHAKE_VERSION = "2025-11-25"
MODERN_VERSIONS = ("2026-07-28",)
_META = "io.modelcontextprotocol/"

# What the SDK derives from the handlers NbshotServer registers. Over the handshake
# nothing is announced as changing (the SDK's session does not send it); the modern
# protocol has no session, so a client is told to look again.
_HANDSHAKE_CAPABILITIES = {
    "completions": {},
    "prompts": {"listChanged": False},
    "resources": {"listChanged": False, "subscribe": False},
    "tools": {"listChanged": False},
}
# The MCP Apps view (nbshot.mcp.apps_view): an extension, which the SDK advertises in
# the modern protocol's capabilities only (the handshake's have no "extensions").
_MODERN_CAPABILITIES = {
    "completions": {},
    "extensions": {"io.modelcontextprotocol/ui": {}},
    "prompts": {"listChanged": True},
    "resources": {"listChanged": True, "subscribe": True},
    "tools": {"listChanged": True},
}
MAX_FIRST_LINE = 4 * 1024 * 1024  # no newline by then: not a handshake, left to the SDK
MAX_DEPTH = 16  # nesting answered early (a handshake has 4 levels; the SDK's JSON stops at ~200)


def server_info() -> dict[str, str]:
    """The ``serverInfo`` both the early answer and the SDK's carry."""
    from nbshot import __version__

    return {"name": NAME, "version": __version__}


def early_answer(message: Any) -> dict[str, Any] | None:
    """The JSON-RPC response to ``message`` when it is a well-formed ``initialize`` or
    modern ``server/discover`` request; None for anything else (the SDK answers it).

    Well-formed is narrower than what the SDK accepts, never wider: only the shapes
    clients send (see :func:`_is_capabilities`); tests/mcp/test_handshake.py checks
    that the SDK's models accept every message answered here."""
    if not isinstance(message, dict) or message.keys() != {"jsonrpc", "id", "method", "params"}:
        return None
    if message["jsonrpc"] != "2.0" or not _within(message, MAX_DEPTH):
        return None
    request_id, params = message["id"], message["params"]
    if isinstance(request_id, bool) or not isinstance(request_id, (int, str)):
        return None
    if isinstance(request_id, int) and not -(2**63) <= request_id < 2**63:
        return None
    if not isinstance(params, dict):
        return None
    if message.get("method") == "initialize":
        result = _initialize(params)
    elif message.get("method") == "server/discover":
        result = _discover(params)
    else:
        return None
    return None if result is None else {"jsonrpc": "2.0", "id": request_id, "result": result}


def _initialize(params: dict[str, Any]) -> dict[str, Any] | None:
    requested = params.get("protocolVersion")
    fits = (
        params.keys() == {"protocolVersion", "capabilities", "clientInfo"}
        and isinstance(requested, str)
        and _is_client_info(params["clientInfo"])
        and _is_capabilities(params["capabilities"])
    )
    if not fits:
        return None
    return {
        "capabilities": _HANDSHAKE_CAPABILITIES,
        "instructions": INSTRUCTIONS,
        "protocolVersion": requested
        if requested in HANDSHAKE_VERSIONS
        else LATEST_HANDSHAKE_VERSION,
        "serverInfo": server_info(),
    }


def _discover(params: dict[str, Any]) -> dict[str, Any] | None:
    meta = params.get("_meta")
    keys = {f"{_META}{k}" for k in ("protocolVersion", "clientInfo", "clientCapabilities")}
    fits = (
        params.keys() == {"_meta"}
        and isinstance(meta, dict)
        and meta.keys() == keys
        and meta[f"{_META}protocolVersion"] in MODERN_VERSIONS
        and _is_client_info(meta[f"{_META}clientInfo"])
        and _is_capabilities(meta[f"{_META}clientCapabilities"])
    )
    if not fits:
        return None
    return {
        "cacheScope": "private",
        "capabilities": _MODERN_CAPABILITIES,
        "instructions": INSTRUCTIONS,
        "resultType": "complete",
        "supportedVersions": list(MODERN_VERSIONS),
        "ttlMs": 0,
        "_meta": {f"{_META}serverInfo": server_info()},
    }


def _is_client_info(value: Any) -> bool:
    """A name and a version, perhaps a title and a description, all text (icons and a
    website are left to the SDK to check)."""
    return (
        isinstance(value, dict)
        and {"name", "version"} <= value.keys() <= _INFO_TEXT
        and all(isinstance(v, str) for v in value.values())
    )


_INFO_TEXT = {"name", "version", "title", "description"}


def _is_capabilities(value: Any) -> bool:
    """Capabilities the way clients send them: ``roots`` (``listChanged`` true or
    false), ``sampling`` and ``elicitation`` (their parts empty objects),
    ``experimental`` and ``extensions`` (objects: MCP Apps hosts advertise
    ``io.modelcontextprotocol/ui`` there). Anything else (``tasks``, a part with
    fields) is left to the SDK's models."""
    if not isinstance(value, dict):
        return False
    for name, part in value.items():
        if not isinstance(part, dict):
            return False
        if name == "roots":
            fits = part.keys() <= {"listChanged"} and all(
                isinstance(v, bool) for v in part.values()
            )
        elif name in _EMPTY_PARTS:
            fits = part.keys() <= _EMPTY_PARTS[name] and all(v == {} for v in part.values())
        elif name in ("experimental", "extensions"):
            fits = all(isinstance(v, dict) for v in part.values())
        else:
            fits = False
        if not fits:
            return False
    return True


_EMPTY_PARTS = {"sampling": {"context", "tools"}, "elicitation": {"form", "url"}}


def parse_line(line: bytes) -> Any:
    """A line of the wire as JSON, read no more loosely than the SDK reads it (strict
    UTF-8 without a byte-order mark or lone surrogates, no NaN or Infinity, a line
    ending only at its end); None when it cannot be read so."""
    if line.endswith(b"\r"):  # "\r\n": the SDK's text reader takes it as one line end
        line = line[:-1]
    if b"\r" in line:  # the SDK's reader ends a line at a lone "\r" too
        return None
    try:
        value = json.loads(line.decode("utf-8"), parse_constant=_no_constant)
        json.dumps(value, ensure_ascii=False).encode("utf-8")  # a "\ud800" escape: refused
    except (ValueError, RecursionError):  # not UTF-8 or JSON, a BOM, a constant, too deep
        return None
    return value


def _within(value: Any, depth: int) -> bool:
    """Whether ``value`` nests no deeper than ``depth`` levels of arrays and objects."""
    if isinstance(value, dict):
        value = list(value.values())
    if isinstance(value, list):
        return depth > 0 and all(_within(v, depth - 1) for v in value)
    return True


def _no_constant(name: str) -> Any:
    raise ValueError(name)


class FirstContact:
    """The process's stdio once the first message is read (and answered when it can be).

    :meth:`take_stdio` reads up to the first newline from fd 0, writes the early
    answer to fd 1, and then, as the SDK's stdio transport does, points fd 0 at the
    null device and fd 1 at stderr (a child's stray read or print must not touch the
    wire) and keeps the wire on private descriptors. :meth:`hand_over` gives the SDK
    the wire back on fd 0 and 1, through pipes (see :class:`Relay`). POSIX only
    (descriptors, ``select`` on a pipe).
    """

    def __init__(self) -> None:
        self.read_so_far = bytearray()
        self.answered: dict[str, Any] | None = None
        self.ended = False  # the client closed stdin
        self._in = self._out = -1

    def take_stdio(self, stdin: int = 0, stdout: int = 1) -> None:
        """Read the first message, answer it if it is the handshake, take the wire.

        Raises BrokenPipeError when the client no longer reads stdout."""
        while b"\n" not in self.read_so_far and len(self.read_so_far) < MAX_FIRST_LINE:
            if not self._read(stdin):
                break
        first, newline, _ = bytes(self.read_so_far).partition(b"\n")
        if newline:
            self.answered = early_answer(parse_line(first))
        if self.answered is not None:
            _write_all(stdout, (json.dumps(self.answered, separators=(",", ":")) + "\n").encode())
        self._in = _divert(stdin, os.open(os.devnull, os.O_RDONLY))
        self._out = _divert(stdout, _stderr_or_null())

    def wait_for_sdk(self, ready: int) -> bool:
        """Keep reading what the client sends until descriptor ``ready`` is readable (the
        SDK has loaded). False when the client has left and nothing it sent is left to
        answer (nothing at all, or only the message answered here): the caller may exit
        at once."""
        while True:
            if self.ended and self._nothing_left():
                return False
            watching = [ready] if self.ended else [ready, self._in]
            if ready in select.select(watching, [], [])[0]:
                return True
            self._read(self._in)

    def _read(self, fd: int) -> bool:
        chunk = os.read(fd, 65536)
        self.read_so_far += chunk
        self.ended = not chunk
        return bool(chunk)

    def _nothing_left(self) -> bool:
        if not self.read_so_far:
            return True
        lines = self.read_so_far.count(b"\n")
        return self.answered is not None and lines == 1 and self.read_so_far.endswith(b"\n")

    def hand_over(self) -> Relay:
        """Give the SDK the client's wire as its own stdio: fd 0 becomes a pipe fed with
        everything the client sent from its first byte (what was read here, then the
        wire), fd 1 a pipe whose reader passes the SDK's messages on to the wire, less
        its answer to a message answered here (:class:`EchoDropped`).

        Pipes on the real descriptors because the SDK's public way to serve stdio
        (``MCPServer.run``/``run_stdio_async``) serves fd 0 and fd 1 and nothing else:
        serving streams of our own takes its private low-level server. The cost is a
        thread copying each way: a ping's round trip took 0.3 ms here, as it did when
        the SDK was handed streams. While it serves, the SDK
        points fd 0 and 1 elsewhere itself and restores these pipes after;
        :meth:`Relay.close` then diverts them again and waits for the SDK's last
        messages to reach the wire, as :meth:`Relay.drain` does at exit."""
        to_sdk, sdk_in = os.pipe()  # not inheritable: no child holds the wire open
        sdk_out, from_sdk = os.pipe()
        sys.stdout.flush()  # what was printed so far goes where fd 1 points now: stderr
        os.dup2(to_sdk, 0)
        os.dup2(from_sdk, 1)
        os.close(to_sdk)
        os.close(from_sdk)
        first, self.read_so_far = bytes(self.read_so_far), bytearray()
        return Relay(first, (self._in, self._out), (sdk_in, sdk_out), EchoDropped(self.answered))


class EchoDropped:
    """What the SDK writes, less the first response to the early answer's id (the SDK's
    answer to the replayed handshake), logging a warning if it says something else.

    Matched by id, not by order: the SDK may answer a request sent after the handshake
    first. Only a message the SDK reads as a request is answered early, so its answer
    does come."""

    def __init__(self, answered: dict[str, Any] | None) -> None:
        self.answered = answered
        self._partial = b""  # a line's start, held while the echo is still to come

    def passed(self, data: bytes) -> bytes:
        """Of ``data`` (bytes the SDK wrote, cut anywhere), what goes to the client."""
        data, self._partial = self._partial + data, b""
        if self.answered is None:
            return data
        *lines, self._partial = data.split(b"\n")  # no UTF-8 character holds a newline
        kept = [line + b"\n" for line in lines if self.answered is None or not self._echo(line)]
        if self.answered is None:  # dropped: the rest as it comes
            data, self._partial = self._partial, b""
            kept.append(data)
        return b"".join(kept)

    def _echo(self, line: bytes) -> bool:
        with contextlib.suppress(ValueError):
            message = json.loads(line)
            answered = self.answered or {}
            if (
                isinstance(message, dict)
                and "method" not in message
                and message.get("id") == answered.get("id")
            ):
                if message != answered:
                    logger.warning(
                        "nbshot-mcp answered the handshake before the SDK loaded, "
                        "and the SDK's answer differs: ours %s, the SDK's %s",
                        json.dumps(answered),
                        line.decode("utf-8", errors="replace").strip(),
                    )
                self.answered = None
                return True
        return False


class Relay:
    """The two threads between the client's wire and the SDK's stdio pipes (see
    :meth:`FirstContact.hand_over`): one writes ``first`` and then whatever the client
    sends into the SDK's stdin, and closes it when the client closes its end; the
    other passes what the SDK writes on to the client (:class:`EchoDropped`)."""

    def __init__(
        self, first: bytes, wire: tuple[int, int], sdk: tuple[int, int], echo: EchoDropped
    ) -> None:
        (wire_in, self._wire_out), (sdk_in, self._sdk_out) = wire, sdk
        self._echo = echo
        self._lock = threading.Lock()  # held while a chunk goes from the SDK to the wire
        self._ended = False  # the client stopped reading: nothing more is passed on
        threading.Thread(
            target=_feed, args=(first, wire_in, sdk_in), name="nbshot-mcp-in", daemon=True
        ).start()
        threading.Thread(target=self._pass_on, name="nbshot-mcp-out", daemon=True).start()
        atexit.register(self.drain)  # the exit (nbshot.mcp.start._leave) runs the handlers

    def close(self) -> None:
        """Once the SDK stopped serving: fd 0 at the null device and fd 1 at stderr again
        (stray output must not reach the wire), and the SDK's last messages passed on."""
        sys.stdout.flush()
        for fd, replacement in ((0, os.open(os.devnull, os.O_RDONLY)), (1, _stderr_or_null())):
            os.dup2(replacement, fd)
            os.close(replacement)
        self.drain()

    def drain(self, timeout: float = 1.0) -> None:
        """Wait until what the SDK wrote so far has been passed on: at most ``timeout``
        seconds, so a client that reads no more cannot hold the exit up."""
        deadline = time.monotonic() + timeout
        while self._lock.acquire(timeout=max(0.0, deadline - time.monotonic())):
            try:
                if self._ended or not select.select([self._sdk_out], [], [], 0)[0]:
                    return
            finally:
                self._lock.release()
            if time.monotonic() >= deadline:
                return
            time.sleep(0.005)

    def _pass_on(self) -> None:
        while True:
            select.select([self._sdk_out], [], [])
            with self._lock:
                chunk = os.read(self._sdk_out, 65536)
                try:
                    _write_all(self._wire_out, self._echo.passed(chunk))
                except OSError:  # the client stopped reading: the SDK's next write fails
                    chunk = b""
                if not chunk:
                    self._ended = True
                    os.close(self._sdk_out)
                    return


def _feed(first: bytes, wire_in: int, sdk_in: int) -> None:
    """``first``, then the client's wire, into the SDK's stdin; its end at the wire's."""
    try:
        _write_all(sdk_in, first)
        while chunk := os.read(wire_in, 65536):
            _write_all(sdk_in, chunk)
    except OSError:  # the SDK reads no more
        pass
    finally:
        os.close(sdk_in)


def _stderr_or_null() -> int:
    try:
        return os.dup(2)
    except OSError:  # no stderr: stray output goes nowhere
        return os.open(os.devnull, os.O_WRONLY)


def _divert(fd: int, replacement: int) -> int:
    """Move the wire from ``fd`` to a new descriptor above 2 (returned, never closed: a
    reader thread may still block on it at exit) and put ``replacement`` at ``fd``.
    What the SDK's stdio transport does to fd 0 and 1 while it serves them; here for
    the time before it takes them (:meth:`FirstContact.hand_over`)."""
    import fcntl  # POSIX only, as is the early answer

    private = fcntl.fcntl(fd, fcntl.F_DUPFD_CLOEXEC, 3)
    os.dup2(replacement, fd)
    os.close(replacement)
    return private


def _write_all(fd: int, data: bytes) -> None:
    while data:
        data = data[os.write(fd, data) :]
