"""The bundled demo site: every example's and every test's target.

Served from the package over real HTTP on 127.0.0.1 at a free port, so nothing
needs the internet. ``demo:/signin`` style targets start it on demand.

>>> with serve_demo() as site:          # doctest: +SKIP
...     site.url_for("signin")
'http://127.0.0.1:40123/signin'
"""

from __future__ import annotations

import html
import os
import re
import socket
import sys
import threading
import time
from functools import partial
from http import HTTPStatus
from http.cookies import SimpleCookie
from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer
from importlib import resources
from pathlib import Path
from types import TracebackType
from typing import Any
from urllib.parse import parse_qs, unquote, urlsplit

from nbshot import env_vars
from nbshot.errors import InvalidArgument

SITE_DIR = Path(str(resources.files(__name__) / "site"))
STOP_POLL_S = 0.05  # how often a served site looks for close() (socketserver: 0.5 s)

#: The demo's pages: name -> (path, what the page is for).
PAGES: dict[str, tuple[str, str]] = {
    "home": ("/", "landing page: navigation, hero, footer"),
    "signin": ("/signin", "sign-in form with client-side validation errors"),
    "dashboard": ("/dashboard", "dashboard with stat cards and a data table"),
    "settings": ("/settings", "settings whose colours follow prefers-color-scheme"),
    "animated": ("/animated", "live clock and CSS animations"),
    "long": ("/long", "a changelog several screens tall"),
    "todos": ("/todos", "a TodoMVC-style app: add, complete, filter, delete"),
    "widgets": (
        "/widgets",
        "ARIA widgets: tabs, disclosure, toggle buttons, radios, mixed checkbox",
    ),
    "problems": (
        "/problems",
        "deliberate problems: missing alt, unlabelled input, low contrast, "
        "console error, 404 image, horizontal overflow, tiny tap targets",
    ),
}
#: Behind the sign-in (not in PAGES: captured signed out it is the sign-in page). The
#: demo project (``demo/nbshot.toml``) signs in and captures it.
SIGNED_IN_PAGES: dict[str, tuple[str, str]] = {
    "account": (
        "/account",
        "the signed-in user's plan; redirects to /signin without "
        "the session cookie the sign-in form sets",
    ),
}


class _Static(SimpleHTTPRequestHandler):
    """A folder's files as they are, never cached, without a log line per request."""

    def end_headers(self) -> None:
        # Captures must never see a stale page between edits of the files.
        self.send_header("Cache-Control", "no-store")
        super().end_headers()

    def log_message(self, format: str, *args: Any) -> None:
        pass  # quiet: stdout may be an MCP stdio stream or a notebook


class _Handler(_Static):
    """The demo: clean URLs (``/signin`` -> ``signin.html``), ``/slow``, ``/account``."""

    def do_GET(self) -> None:
        parts = urlsplit(self.path)
        self.server.requests.append(parts.path)  # type: ignore[attr-defined]
        if parts.path in ("/account", "/account.html"):
            self._account()
            return
        if parts.path == "/slow":
            # For timeout tests and demos: answers after ?ms= milliseconds (max 10 s).
            delay_ms = min(int((parse_qs(parts.query).get("ms") or ["2000"])[0]), 10_000)
            time.sleep(delay_ms / 1000)
            body = b"<!doctype html><title>Slow</title><h1>Finally loaded</h1>"
            self.send_response(HTTPStatus.OK)
            self.send_header("Content-Type", "text/html; charset=utf-8")
            self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            self.wfile.write(body)
            return
        super().do_GET()

    def _account(self) -> None:
        """``/account``: behind the demo's sign-in, checked on the server like a real app's.
        Without the ``demo_session`` cookie the sign-in page sets, a redirect to it."""
        cookie = SimpleCookie(self.headers.get("Cookie") or "").get("demo_session")
        if cookie is None or not cookie.value:
            self.send_response(HTTPStatus.FOUND)
            self.send_header("Location", "/signin?next=/account")
            self.send_header("Content-Length", "0")
            self.end_headers()
            return
        email = html.escape(unquote(cookie.value))
        body = (SITE_DIR / "account.html").read_text().replace("{email}", email).encode()
        self.send_response(HTTPStatus.OK)
        self.send_header("Content-Type", "text/html; charset=utf-8")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def translate_path(self, path: str) -> str:
        clean = urlsplit(path).path
        if clean == "/":
            clean = "/index.html"
        elif "." not in clean.rsplit("/", 1)[-1]:
            clean += ".html"
        return super().translate_path(clean)


class _Server(ThreadingHTTPServer):
    daemon_threads = True

    def __init__(self, address: tuple[str, int], handler: Any) -> None:
        super().__init__(address, handler)
        self.requests: list[str] = []

    def handle_error(self, request: Any, client_address: Any) -> None:
        # A browser that gave up on /slow closes the socket: not worth a traceback.
        if not isinstance(sys.exc_info()[1], ConnectionError):
            super().handle_error(request, client_address)


class DemoSite:
    """A running demo server (or, with ``folder``, a server of that folder's files).
    Use as a context manager, or call :meth:`close`.

    Attributes
    ----------
    url:
        Base URL without trailing slash, e.g. ``http://127.0.0.1:40123``.
    """

    def __init__(
        self, host: str = "127.0.0.1", port: int = 0, *, folder: Path | None = None
    ) -> None:
        handler = (
            partial(_Handler, directory=str(SITE_DIR))
            if folder is None
            else partial(_Static, directory=str(folder))
        )
        try:
            self._server = _Server((host, port), handler)
        except OSError as exc:
            raise InvalidArgument(
                f"Cannot serve the demo site on {host}:{port}: {exc.strerror}",
                "Pick another port, or port 0 for any free one",
            ) from None
        #: Paths requested so far, in order (tests use it to count page loads).
        self.requests = self._server.requests
        self.host, self.port = host, int(self._server.server_address[1])
        self.url = f"http://{host}:{self.port}"
        self._thread = threading.Thread(
            target=self._server.serve_forever, args=(STOP_POLL_S,), name="nbshot-demo", daemon=True
        )
        self._thread.start()
        if folder is None:
            _running.add(self.url)

    @property
    def pages(self) -> dict[str, str]:
        """Page name -> full URL, for every demo page."""
        return {name: self.url + path for name, (path, _) in PAGES.items()}

    def url_for(self, page: str) -> str:
        """Full URL of a page given by name (``"signin"``) or path (``"/signin"``).

        Raises
        ------
        InvalidArgument
            For a name that is not a demo page.
        """
        if page.startswith("/"):
            return self.url + page
        known = {**PAGES, **SIGNED_IN_PAGES}
        if page not in known:
            raise InvalidArgument(
                f"The demo site has no page {page!r}", f"Use one of: {', '.join(known)}"
            )
        return self.url + known[page][0]

    def close(self) -> None:
        _running.discard(self.url)
        self._server.shutdown()
        self._server.server_close()

    def __enter__(self) -> DemoSite:
        return self

    def __exit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        tb: TracebackType | None,
    ) -> None:
        self.close()

    def __repr__(self) -> str:
        return f"DemoSite({self.url!r})"


def serve_demo(port: int = 0, host: str = "127.0.0.1") -> DemoSite:
    """Start the demo site in a background thread and return it.

    Parameters
    ----------
    port:
        TCP port; 0 (default) picks a free one.
    host:
        Interface to bind; keep 127.0.0.1 unless you mean to share it.
    """
    return DemoSite(host, port)


def serve_folder(
    folder: str | os.PathLike[str], port: int = 0, host: str = "127.0.0.1"
) -> DemoSite:
    """Serve a folder of static files (a built Storybook, a site's build output) over
    HTTP on ``host`` in a background thread; ``.url`` is its address.

    Raises
    ------
    InvalidArgument
        When ``folder`` is not a folder, or the port is taken.
    """
    path = Path(folder).expanduser()
    if not path.is_dir():
        raise InvalidArgument(f"No folder at {str(path)!r} to serve", "Check the path")
    return DemoSite(host, port, folder=path.resolve())


#: Base URLs of the demo sites running in this process (see :func:`shown_url`).
_running: set[str] = set()


def shown_url(url: str) -> str:
    """``url`` as results show it: a page of a demo site running here is
    ``demo:/path`` (what loads it again), not ``http://127.0.0.1:<port>/path``, whose
    port changes each run and is dead once the process ends; any other URL as it is."""
    for base in _running:
        if url == base or url.startswith(base + "/"):
            return "demo:" + (url[len(base) :] or "/")
    return url


def shown_text(text: str) -> str:
    """``text`` with every URL of a demo site running here shown as :func:`shown_url`
    shows it (``... on demo:/signin``)."""
    for base in _running:
        text = re.sub(re.escape(base) + r"(?![\d])/?", "demo:/", text)
    return text


_shared: DemoSite | None = None
_shared_lock = threading.Lock()


#: The shared demo site's address, for the processes started from this one.
ENV_DEMO_URL = env_vars.DEMO_URL


def shared_demo() -> DemoSite:
    """The process-wide demo site behind ``demo:`` targets, started on first use.

    Its address goes into ``NBSHOT_DEMO_URL``, so the processes started from here
    (flow kernels, cluster workers) load the same site, and a page one of them
    captured shows as ``demo:/path`` here too, not under a port of its own. A process
    that finds the variable naming a loopback site that answers uses that site."""
    global _shared
    with _shared_lock:
        if _shared is None:
            _shared = _inherited() or serve_demo()
            os.environ[ENV_DEMO_URL] = _shared.url
        return _shared


class _Inherited(DemoSite):
    """The demo site of the process that started this one (see :func:`shared_demo`)."""

    def __init__(self, host: str, port: int) -> None:  # serves nothing itself
        self.requests: list[str] = []
        self.host, self.port = host, port
        self.url = f"http://{host}:{port}"
        _running.add(self.url)

    def close(self) -> None:
        _running.discard(self.url)


def _inherited() -> DemoSite | None:
    found = re.fullmatch(r"http://127\.0\.0\.1:(\d{1,5})", os.environ.get(ENV_DEMO_URL, ""))
    if found is None:
        return None
    try:  # the starting process may have ended; then this one serves its own
        socket.create_connection(("127.0.0.1", int(found.group(1))), timeout=1).close()
    except OSError:
        return None
    return _Inherited("127.0.0.1", int(found.group(1)))


def resolve_demo_target(target: str) -> str:
    """``demo:/signin`` or ``demo:signin`` -> the URL on the shared demo site."""
    rest = target[len("demo:") :]
    if rest.startswith("/") and not _serves(rest):
        raise InvalidArgument(
            f"The demo site has no page {rest!r}",
            f"Use one of: {', '.join(path for path, _ in PAGES.values())}",
        )
    site = shared_demo()
    if rest in ("", "/"):
        return site.url + "/"
    return site.url_for(rest)


def _serves(path: str) -> bool:
    """Whether the demo site answers ``path`` with a page or file (not a 404)."""
    clean = urlsplit(path).path
    if clean in ("/", "/slow"):
        return True
    if "." not in clean.rsplit("/", 1)[-1]:
        clean += ".html"
    file = (SITE_DIR / clean.lstrip("/")).resolve()
    return file.is_file() and SITE_DIR.resolve() in file.parents
