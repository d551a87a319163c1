"""``nbshot review``'s local page: the failed assertions of a results folder, to approve
or reject in a browser.

A threaded stdlib HTTP server on loopback. Everything is under a random secret path
(``http://127.0.0.1:<port>/<token>/``), so another local user or a page open in the
same browser cannot read the pictures or approve anything without the URL; a request
naming another host (DNS rebinding) is refused, and a decision must be a same-origin
JSON POST. Only the files of pending items are served, by id and role, never by path.
"""

from __future__ import annotations

import json
import secrets
import threading
from http import HTTPStatus
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any

from nbshot.demo import STOP_POLL_S
from nbshot.errors import NbshotError
from nbshot.testing.review import decide, pending

PAGE_FILES = {
    "": ("review_page.html", "text/html; charset=utf-8"),
    "review_page.js": ("review_page.js", "text/javascript; charset=utf-8"),
    "review_view.js": ("review_view.js", "text/javascript; charset=utf-8"),
}
TYPES = {".png": "image/png", ".yml": "text/plain; charset=utf-8", ".json": "application/json"}
MAX_BODY = 1 << 20  # a decision is a list of ids
SECURITY_HEADERS = {
    "Content-Security-Policy": "default-src 'self'; img-src 'self'; style-src 'self' "
    "'unsafe-inline'; frame-ancestors 'self'",
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "no-referrer",  # the secret path must not leave in a Referer
    "Cache-Control": "no-store",
}


class ReviewServer(ThreadingHTTPServer):
    """The review page of ``results`` on 127.0.0.1:``port`` (0: any free port).
    :attr:`url` is the page's address, secret path included."""

    daemon_threads = True

    def __init__(self, results: str | Path, port: int = 0) -> None:
        self.results = Path(results)
        pending(self.results)  # a file named as the folder is an error now, not later
        self.token = secrets.token_urlsafe(18)
        super().__init__(("127.0.0.1", port), _Handler)

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.server_address[1]}/{self.token}/"

    def start(self) -> ReviewServer:
        """Serve on a daemon thread (a notebook, a test); :meth:`shutdown` stops it."""
        # shutdown() waits for the loop's next look: STOP_POLL_S, not socketserver's 0.5 s.
        threading.Thread(
            target=self.serve_forever, args=(STOP_POLL_S,), name="nbshot-review", daemon=True
        ).start()
        return self


class _Handler(BaseHTTPRequestHandler):
    server: ReviewServer

    def log_message(self, format: str, *args: Any) -> None:
        pass  # the URL holds the secret: no access log

    def _route(self) -> str | None:
        """The path after the secret, or None when the request is not for this page."""
        port = self.server.server_address[1]
        host = self.headers.get("Host", "")
        if host not in (f"127.0.0.1:{port}", f"localhost:{port}", f"[::1]:{port}"):
            return None
        prefix = f"/{self.server.token}/"
        path = self.path.split("?", 1)[0]
        return path[len(prefix) :] if path.startswith(prefix) else None

    def do_GET(self) -> None:
        route = self._route()
        if route is None:
            return self._send(HTTPStatus.NOT_FOUND, b"Not found", "text/plain")
        if route in PAGE_FILES:
            name, kind = PAGE_FILES[route]
            return self._send(HTTPStatus.OK, Path(__file__).with_name(name).read_bytes(), kind)
        if route == "api/items":
            items = [item.summary() for item in pending(self.server.results)]
            return self._send(HTTPStatus.OK, json.dumps(items).encode(), "application/json")
        parts = route.split("/")
        if len(parts) == 3 and parts[0] == "file":
            for item in pending(self.server.results):
                if item.id == parts[1] and parts[2] in item.files:
                    path = item.files[parts[2]]
                    kind = TYPES.get(path.suffix, "application/octet-stream")
                    return self._send(HTTPStatus.OK, path.read_bytes(), kind)
        return self._send(HTTPStatus.NOT_FOUND, b"Not found", "text/plain")

    def do_POST(self) -> None:
        route = self._route()
        origin = self.headers.get("Origin")
        own = f"http://{self.headers.get('Host', '')}"
        if route != "api/decide" or (origin is not None and origin != own):
            return self._send(HTTPStatus.NOT_FOUND, b"Not found", "text/plain")
        if self.headers.get("Content-Type", "").split(";")[0].strip() != "application/json":
            return self._answer(HTTPStatus.UNSUPPORTED_MEDIA_TYPE, "Send JSON")
        try:
            size = int(self.headers.get("Content-Length", "0"))
            if not 0 < size <= MAX_BODY:
                return self._answer(HTTPStatus.BAD_REQUEST, "A decision is a small JSON body")
            asked = json.loads(self.rfile.read(size))
            ids = asked["ids"]
            if not (isinstance(ids, list) and all(isinstance(i, str) for i in ids)):
                raise TypeError("ids")
            said = decide(
                self.server.results,
                str(asked["action"]),
                ids,
                variant=bool(asked.get("variant")),
            )
        except NbshotError as error:  # first: InvalidArgument is a ValueError too
            return self._answer(HTTPStatus.CONFLICT, f"[{error.code}] {error.message}")
        except (ValueError, KeyError, TypeError):
            return self._answer(
                HTTPStatus.BAD_REQUEST, 'Send {"action": "approve" or "reject", "ids": [...]}'
            )
        return self._answer(HTTPStatus.OK, said)

    def _answer(self, status: HTTPStatus, said: str) -> None:
        self._send(status, json.dumps({"status": said}).encode(), "application/json")

    def _send(self, status: HTTPStatus, body: bytes, kind: str) -> None:
        self.send_response(status)
        self.send_header("Content-Type", kind)
        self.send_header("Content-Length", str(len(body)))
        for name, value in SECURITY_HEADERS.items():
            self.send_header(name, value)
        self.end_headers()
        self.wfile.write(body)
