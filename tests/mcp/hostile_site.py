"""Hostile pages served on 127.0.0.1, for the hostile-page suite
(tests/mcp/test_hostile_pages.py): frames whose load is refused or never ends, pages
that never finish loading, floods of console errors, dialogs and popups, a 1 MB title,
beforeunload, a download. Nothing here reaches beyond loopback."""

from __future__ import annotations

import threading
from collections.abc import Iterator
from contextlib import contextmanager
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

_HANG = "/hang"  # answers headers and a first byte, then nothing until the site stops

PAGES: dict[str, str] = {
    "refused-frames": "<title>refused frames</title><h1>Frames</h1>"
    '<iframe src="file:///etc/passwd"></iframe><object data="file:///etc/hostname"></object>'
    '<iframe src="chrome://version"></iframe>'
    '<iframe src="data:text/html,<p>inline</p><input type=password value=hunter2>"></iframe>'
    "<button>Go</button>",
    "hung-frame": f'<title>hung frame</title><h1>Hung frame</h1><iframe src="{_HANG}"></iframe>',
    "hung-image": f'<title>hung image</title><h1>Hung image</h1><img src="{_HANG}" alt="x">',
    "never-loads": "",  # the document itself never ends (see Handler.do_GET)
    # Five times what a capture keeps of a console (1,000): 20,000 took twice as long
    # and proved nothing more (nor, either way, the browser's log-level flag).
    "console-flood": "<title>flood</title><h1>Flood</h1>"
    "<script>for (let i = 0; i < 5000; i++) console.error('error ' + i)</script>",
    "alert-loop": "<title>alerts</title><h1>Alerts</h1>"
    "<script>for (let i = 0; i < 100000; i++) alert('again ' + i)</script>",
    "popup-storm": "<title>popups</title><h1>Popups</h1>"
    "<script>for (let i = 0; i < 200; i++) window.open('/popup?' + i)</script>",
    "huge-title": "<title>" + "T" * 1_000_000 + "</title><h1>Huge title</h1>",
    "beforeunload": "<title>stay</title><h1>Stay</h1><input id=q>"
    "<script>addEventListener('beforeunload', e => { e.preventDefault();"
    " e.returnValue = 'stay'; })</script>",
    "download": '<title>download</title><h1>Download</h1><a id=get href="/file.bin" download>'
    "get</a><script>document.getElementById('get').click()</script>",
}


class _Handler(BaseHTTPRequestHandler):
    stop: threading.Event

    def log_message(self, *args: object) -> None:  # quiet: pytest shows failures
        pass

    def do_GET(self) -> None:
        path = self.path.split("?")[0]
        if path == _HANG or path == "/never-loads":
            self._hang(path == "/never-loads")
            return
        if path == "/file.bin":
            self._send(b"\0" * 100_000, "application/octet-stream")
            return
        page = PAGES.get(path.lstrip("/"), "<title>popup</title><p>popup</p>")
        self._send(page.encode(), "text/html; charset=utf-8")

    def _send(self, body: bytes, kind: str) -> None:
        self.send_response(200)
        self.send_header("Content-Type", kind)
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def _hang(self, html: bool) -> None:
        """Start an answer and never finish it (until the site stops)."""
        self.send_response(200)
        self.send_header("Content-Type", "text/html" if html else "image/png")
        self.end_headers()
        self.wfile.write(b"<title>never loads</title><h1>Loading" if html else b"\x89")
        self.wfile.flush()
        self.stop.wait()


@contextmanager
def serve_hostile() -> Iterator[str]:
    """The hostile site on 127.0.0.1 at a free port; yields its base URL."""
    stop = threading.Event()
    handler = type("Handler", (_Handler,), {"stop": stop})
    server = ThreadingHTTPServer(("127.0.0.1", 0), handler)
    server.daemon_threads = True
    thread = threading.Thread(
        target=server.serve_forever, kwargs={"poll_interval": 0.05}, daemon=True
    )
    thread.start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}"
    finally:
        stop.set()
        server.shutdown()
        server.server_close()
