"""The warm helper's own process: ``python -m nbshot.browser.helper_process``.

Started by :func:`nbshot.browser.helper.endpoint` in a session of its own. It runs

- a browser server, for processes that connect to a browser (flow kernels, scripts);
- nbshot's own engine with warm pages, serving *requests* on an owner-only Unix socket
  in the helper's folder: a command such as ``nbshot capture`` sends what it was asked
  (as JSON) and gets back what it would have printed, so it needs neither Playwright
  nor a browser of its own (see :mod:`nbshot.cli.helper`).

A request is answered only when it carries the helper's token (from the owner-only
state file); requests run one at a time, each with the environment its command sent
(``NBSHOT_*`` and the secrets it may read) and in the command's folder, and all of
that is put back after it, so nothing of one request is seen by the next. What a
request runs is named by ``--serve-with module:function`` (the CLI's, which this
layer does not import). The helper writes its state file once it serves and stops
itself after its idle time (see :mod:`nbshot.browser.helper`).
"""

from __future__ import annotations

import contextlib
import hmac
import importlib
import json
import os
import secrets
import signal
import socket
import threading
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from nbshot.browser.helper import (
    AFTER_MAX_S,
    IDLE_S,
    SOCKET,
    STATE,
    _alive,
    _is_helper,
    _locked,
    _write_state,
    clients,
    command_key,
    identity,
    read_state,
)
from nbshot.browser.server import BrowserServer

MAX_REQUEST = 16 * 1024 * 1024  # bytes of one request (URLs, options, environment)
COUNT_EVERY_S = 5.0  # longest time between two counts of the clients connected
STEP_S = 0.25  # longest time before a SIGTERM or the server's end is acted on
Handler = Callable[[dict[str, Any]], dict[str, Any]]


class RequestService:
    """The helper's socket: authenticated JSON requests, one line in, one line out,
    run one at a time by ``handler`` (which gets the request without its token)."""

    def __init__(self, path: Path, token: str, handler: Handler) -> None:
        self.path, self.token, self.handler = path, token, handler
        self.last_used = time.monotonic()
        self.busy = 0
        self._one_at_a_time = threading.Lock()
        with contextlib.suppress(FileNotFoundError):
            path.unlink()  # a socket left by a helper that died
        self._sock = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
        old = os.umask(0o177)  # owner-only from the start: it is created by bind
        try:
            self._sock.bind(str(path))
        finally:
            os.umask(old)
        self._sock.listen(16)
        threading.Thread(target=self._accept, daemon=True, name="nbshot-helper-requests").start()

    def close(self) -> None:
        with contextlib.suppress(OSError):
            self._sock.close()
        with contextlib.suppress(FileNotFoundError):
            self.path.unlink()

    def _accept(self) -> None:
        while True:
            try:
                conn, _ = self._sock.accept()
            except OSError:
                return  # closed
            threading.Thread(target=self._serve, args=(conn,), daemon=True).start()

    def _serve(self, conn: socket.socket) -> None:
        with conn:
            try:
                answer = self._answer(_read_line(conn))
            except (OSError, ValueError) as error:
                answer = {"refused": f"unreadable request ({type(error).__name__})"}
            with contextlib.suppress(OSError):
                conn.sendall(json.dumps(answer).encode() + b"\n")

    def _answer(self, raw: bytes) -> dict[str, Any]:
        request = json.loads(raw)
        if not isinstance(request, dict):
            return {"refused": "a request is a JSON object"}
        given = str(request.pop("token", ""))
        if not hmac.compare_digest(given.encode(), self.token.encode()):
            return {"refused": "no valid token"}  # says nothing more to a stranger
        self.busy += 1
        try:
            with self._one_at_a_time:
                return self.handler(request)
        finally:
            self.busy -= 1
            self.last_used = time.monotonic()


def _read_line(conn: socket.socket) -> bytes:
    data = bytearray()
    while not data.endswith(b"\n"):
        chunk = conn.recv(65536)
        if not chunk:
            break
        data += chunk
        if len(data) > MAX_REQUEST:
            raise ValueError("request too large")
    return bytes(data)


def _handler(named: str | None) -> Handler | None:
    if not named:
        return None
    module, _, function = named.partition(":")
    found: Handler = getattr(importlib.import_module(module), function)
    return found


def _warm_soon(handler: Handler | None) -> threading.Thread:
    """Warm the handler's pages (its ``warm`` request) while the browser server starts."""

    def warm() -> None:
        if handler is not None:
            handler({"command": "warm"})

    thread = threading.Thread(target=warm, daemon=True, name="nbshot-helper-warm")
    thread.start()
    return thread


def serve(folder: Path, executable: str, idle: float, poll: float = 1.0,
          serve_with: str | None = None) -> None:  # fmt: skip
    """The helper's life: start the browser server (and, with ``serve_with``, the
    request service), write the state file (owner-only), and stop once nothing used
    it for ``idle`` seconds, or on SIGTERM."""
    server = BrowserServer(executable)
    stopping: list[int] = []
    signal.signal(signal.SIGTERM, lambda number, _: stopping.append(number))
    service: RequestService | None = None
    try:
        handler = _handler(serve_with)
        warming = _warm_soon(handler)
        ws = server.start()
        token = secrets.token_urlsafe(32)
        if handler is not None:
            service = RequestService(folder / SOCKET, token, handler)
        warming.join()  # commands find the helper once its pages are warm
        state = {"pid": os.getpid(), "server_pid": server.pid, "endpoint": ws,
                 "identity": identity(executable), "idle_s": idle, "started": time.time(),
                 "socket": str(folder / SOCKET) if service else None, "token": token,
                 "command": command_key()}  # fmt: skip
        with _locked(folder):
            owner = (read_state(folder) or {}).get("pid")
            if owner not in (None, os.getpid()) and _is_helper(owner):
                return  # another helper took over while this one started: this one stops
            _write_state(folder, state)
        _wait_idle(state, service, idle, poll, stopping, server)
    finally:
        if service is not None:
            service.close()
        server.stop()
        current = read_state(folder)
        if current is not None and current.get("pid") == os.getpid():
            with contextlib.suppress(FileNotFoundError):
                (folder / STATE).unlink()


def _wait_idle(state: dict[str, Any], service: RequestService | None, idle: float,
               poll: float, stopping: list[int], server: BrowserServer) -> None:  # fmt: skip
    """Return once nothing used the helper for ``idle`` seconds, on SIGTERM, or when its
    browser server ended. Clients are counted every ``poll`` seconds (a read of the
    kernel's socket list, the costly part); a stop is seen within ``STEP_S``."""
    last_used = next_count = time.monotonic()
    while not stopping and server.running:
        time.sleep(min(STEP_S, poll))
        now = time.monotonic()
        if service is not None and service.busy:
            last_used = now
        if now >= next_count:
            next_count = now + poll
            if clients(state):
                last_used = now
        if service is not None:
            last_used = max(last_used, service.last_used)
        if now - last_used > idle:
            break


def _wait_for_end(pid: int, within: float) -> None:
    """Wait until process ``pid`` ended, or ``within`` seconds passed."""
    deadline = time.monotonic() + within
    while time.monotonic() < deadline and _alive(pid):  # a zombie counts as ended
        time.sleep(0.05)


def main(argv: list[str] | None = None) -> None:
    import argparse

    parser = argparse.ArgumentParser(prog="python -m nbshot.browser.helper_process")
    parser.add_argument("--dir", required=True)
    parser.add_argument("--browser", required=True)
    parser.add_argument("--idle", type=float, default=IDLE_S)
    parser.add_argument("--serve-with", default=None, help="module:function for requests")
    parser.add_argument("--after", type=int, default=None, help="start once this pid ended")
    args = parser.parse_args(argv)
    if args.after:
        _wait_for_end(args.after, AFTER_MAX_S)
    # Count clients often enough that a short idle time (tests) is kept to within a
    # fraction, and seldom enough that a long one costs nothing to watch.
    serve(Path(args.dir), args.browser, args.idle, poll=min(COUNT_EVERY_S, args.idle / 4),
          serve_with=args.serve_with)  # fmt: skip


if __name__ == "__main__":
    main()
