"""Folders of static files served over real HTTP on 127.0.0.1, quietly: no request log,
and no traceback when a browser hangs up in the middle of a file (it navigated away, or
its page was closed), which printed outside any test's captured output."""

from __future__ import annotations

import contextlib
import functools
import sys
import threading
from collections.abc import Iterator
from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any


class QuietFiles(SimpleHTTPRequestHandler):
    """The files of a folder, without a log line per request."""

    def log_message(self, *args: object) -> None:
        pass


class _QuietServer(ThreadingHTTPServer):
    daemon_threads = True

    def handle_error(self, request: Any, client_address: Any) -> None:
        if not isinstance(sys.exc_info()[1], ConnectionError):
            super().handle_error(request, client_address)


@contextlib.contextmanager
def served(folder: Path, handler: type[SimpleHTTPRequestHandler] = QuietFiles) -> Iterator[int]:
    """``folder`` served by ``handler`` on a free port of 127.0.0.1 until the block
    ends; yields the port."""
    server = _QuietServer(("127.0.0.1", 0), functools.partial(handler, directory=str(folder)))
    threading.Thread(
        target=server.serve_forever, kwargs={"poll_interval": 0.05}, daemon=True
    ).start()
    try:
        yield server.server_port
    finally:
        server.shutdown()
        server.server_close()
