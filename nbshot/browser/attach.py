"""Browsers nbshot does not launch for itself: one a person already runs, reached over
the DevTools protocol (CDP), and a persistent profile folder.

- :func:`join` attaches to a running Chrome/Chromium started with
  ``--remote-debugging-port`` (``connect_over_cdp``). One connection per endpoint is
  kept on the engine loop while sessions use it; :func:`leave` drops it after the
  last, without closing the browser (for a browser reached over CDP, Playwright's
  ``close`` only disconnects).
- :class:`ProfileLock` keeps a profile folder to one user at a time: Chromium's
  headless shell does not lock its ``--user-data-dir`` (two launches on one folder
  both start, and write over each other), so nbshot takes a lock of its own, and also
  refuses a folder that a desktop Chrome holds (its ``SingletonLock``).
- :func:`launch_profile` launches this machine's Chromium on such a folder
  (``launch_persistent_context``): its cookies and storage outlive the session.

Nothing here imports Playwright or the engine at module level: ``nbshot-mcp`` checks
its ``--cdp-endpoint`` with :func:`check_endpoint` before it loads either.
"""

from __future__ import annotations

import asyncio
import contextlib
import ipaddress
import os
import socket
import sys
from pathlib import Path
from typing import IO, TYPE_CHECKING, Any
from urllib.parse import urlsplit

from nbshot.errors import BrowserNotFound, InvalidArgument, ProfileInUse
from nbshot.files import check_path_text, private_dir

if TYPE_CHECKING:
    from playwright.async_api import Browser, BrowserContext

CONNECT_TIMEOUT_S = 10.0  # a port that accepts but never answers the DevTools handshake
MAX_ENDPOINT = 2000
LOCK_FILE = "nbshot.lock"  # beside Chromium's own files in the profile folder
_SCHEMES = ("http", "https", "ws", "wss")
ATTACH_HINT = (
    "Start Chrome or Chromium with --remote-debugging-port=9222 (and a "
    "--user-data-dir of its own), then pass cdp_endpoint='http://127.0.0.1:9222'"
)


def check_endpoint(endpoint: str, *, remote: bool = True) -> str:
    """``endpoint`` as nbshot uses it: ``http(s)://host:port`` (or a ``ws(s)://`` URL
    the browser printed); a bare ``host:port`` gets ``http://``.

    ``remote=False`` refuses every host but loopback (127.0.0.0/8, ::1, ``localhost``):
    the MCP server's rule unless it is started with ``--cdp-allow-remote``.

    Raises
    ------
    InvalidArgument
        For text that is not such a URL, or a host beyond loopback with ``remote=False``.
    """
    if not isinstance(endpoint, str) or not endpoint.strip() or len(endpoint) > MAX_ENDPOINT:
        raise InvalidArgument(
            f"cdp_endpoint={str(endpoint)[:100]!r} is not an address", f"e.g. {_EXAMPLE}"
        )
    text = endpoint.strip()
    if "://" not in text:
        text = "http://" + text
    parts = urlsplit(text)
    try:
        port = parts.port
    except ValueError:
        port = None
    if parts.scheme not in _SCHEMES or not parts.hostname or port is None:
        raise InvalidArgument(
            f"cdp_endpoint={endpoint[:200]!r} is not a DevTools address",
            f"Give the scheme, host and port, e.g. {_EXAMPLE}",
        )
    if not remote and not is_loopback(parts.hostname):
        raise InvalidArgument(
            f"cdp_endpoint={endpoint[:200]!r} is not on this machine (loopback)",
            "Attach to a browser on 127.0.0.1 or ::1; another host needs the server "
            "started with --cdp-allow-remote as well",
        )
    return text


_EXAMPLE = "'http://127.0.0.1:9222'"


def is_loopback(host: str) -> bool:
    """True for ``localhost`` and loopback addresses (no name is looked up)."""
    if host.lower() in ("localhost", "localhost."):
        return True
    try:
        return ipaddress.ip_address(host.strip("[]")).is_loopback
    except ValueError:
        return False


# -- attaching over CDP (on the engine loop) ------------------------------------------

_browsers: dict[str, Browser] = {}
_users: dict[str, int] = {}  # sessions using each connection
_connecting: dict[asyncio.AbstractEventLoop, asyncio.Lock] = {}  # one per engine loop


async def join(endpoint: str, timeout_s: float = CONNECT_TIMEOUT_S) -> Browser:
    """The browser at ``endpoint`` (see :func:`check_endpoint`), attached on first use;
    each call counts one user until its :func:`leave`.

    Raises
    ------
    BrowserNotFound
        At once when nothing listens there (a refused connection), within ``timeout_s``
        when something listens but does not speak the DevTools protocol.
    """
    from playwright.async_api import Error as PlaywrightError

    from nbshot.browser.engine import engine

    loop = asyncio.get_running_loop()
    for gone in [other for other in _connecting if other.is_closed()]:
        del _connecting[gone]
    async with _connecting.setdefault(loop, asyncio.Lock()):
        known = _browsers.get(endpoint)
        if known is None or not known.is_connected():
            pw = await engine.playwright()
            try:
                known = await pw.chromium.connect_over_cdp(endpoint, timeout=timeout_s * 1000)
            except PlaywrightError as exc:
                raise BrowserNotFound(
                    f"No browser answers the DevTools protocol at {endpoint[:200]} "
                    f"({_first_line(exc)})",
                    ATTACH_HINT,
                ) from None
            _browsers[endpoint] = known
        _users[endpoint] = _users.get(endpoint, 0) + 1
        return known


async def leave(endpoint: str) -> None:
    """One user fewer of ``endpoint``'s connection; the last one drops it. Dropping a
    connection leaves the browser running: Playwright's ``close`` of a browser reached
    over CDP disconnects, and ends only the contexts made through it; in the browser's
    own context, what nbshot did there (its guards, listeners, scripts) goes too."""
    _users[endpoint] = _users.get(endpoint, 1) - 1
    if _users[endpoint] <= 0:
        _users.pop(endpoint, None)
        await _drop(_browsers.pop(endpoint, None))


async def disconnect_all() -> None:
    """Drop every CDP connection (at exit); the browsers keep running."""
    attached = list(_browsers.values())
    _browsers.clear()
    _users.clear()
    for browser in attached:
        await _drop(browser)


async def _drop(browser: Browser | None) -> None:
    from playwright.async_api import Error as PlaywrightError

    if browser is not None:
        with contextlib.suppress(PlaywrightError):
            await browser.close()


def attached() -> dict[str, int]:
    """Endpoint -> sessions using it, for the connections open now (tests, status)."""
    return {endpoint: _users.get(endpoint, 0) for endpoint in _browsers}


def _first_line(exc: BaseException) -> str:
    text = str(getattr(exc, "message", None) or exc).strip()
    return (text.splitlines() or [type(exc).__name__])[0][:200]


# -- persistent profiles ---------------------------------------------------------------


class ProfileLock:
    """One user at a time for a profile folder: an exclusive, non-blocking lock on
    ``<folder>/nbshot.lock`` held while a session uses it (other processes and other
    sessions of this one are refused at once), after a look at Chromium's own
    ``SingletonLock`` (a desktop Chrome running on the folder).

    The folder is created owner-only (0700) when missing; one that exists keeps its mode.
    """

    def __init__(self, folder: str | os.PathLike[str]) -> None:
        self.folder = Path(check_path_text(os.fspath(folder), "user_data_dir")).expanduser()
        self._handle: IO[str] | None = None

    def acquire(self) -> ProfileLock:
        """Take the folder.

        Raises
        ------
        ProfileInUse
            When another session, process or Chrome has it.
        InvalidArgument
            When the folder cannot be made or is not a folder.
        """
        try:
            folder = private_dir(self.folder).resolve()
        except InvalidArgument as error:  # its words are an out_dir's
            raise InvalidArgument(
                f"user_data_dir {str(self.folder)[:300]!r} cannot be used ({error.what})",
                "Pass a folder you can write to (it is made owner-only when missing)",
            ) from None
        self.folder = folder
        _refuse_chrome_holding(folder)
        path = folder / LOCK_FILE
        # Kept open while the session runs: closing the file is what lets the lock go.
        handle = open(  # noqa: SIM115
            os.open(path, os.O_RDWR | os.O_CREAT, 0o600), "r+", encoding="utf-8"
        )
        if not _try_lock(handle):
            holder = handle.read().strip()[:20]
            handle.close()
            raise ProfileInUse(
                f"The profile {str(folder)[:300]} is in use by another session"
                + (f" (process {holder})" if holder.isdigit() else ""),
                "Close that session first (one browser per profile at a time), or pass "
                "another user_data_dir",
            )
        handle.seek(0)
        handle.truncate()
        handle.write(str(os.getpid()))
        handle.flush()
        self._handle = handle
        return self

    def release(self) -> None:
        """Let the folder go; safe to call twice."""
        handle, self._handle = self._handle, None
        if handle is not None:
            with contextlib.suppress(OSError):
                handle.seek(0)
                handle.truncate()
            handle.close()  # closing the file drops the lock

    @property
    def held(self) -> bool:
        return self._handle is not None


def _try_lock(handle: IO[str]) -> bool:
    """An exclusive lock on ``handle`` without waiting; False when another holds it."""
    try:
        if sys.platform == "win32":  # pragma: no cover - no fcntl there
            import msvcrt

            msvcrt.locking(handle.fileno(), msvcrt.LK_NBLCK, 1)
        else:
            import fcntl

            fcntl.flock(handle.fileno(), fcntl.LOCK_EX | fcntl.LOCK_NB)
    except OSError:
        return False
    return True


def _refuse_chrome_holding(folder: Path) -> None:
    """Raises ProfileInUse when a Chrome on this machine runs on ``folder``: its
    ``SingletonLock`` is a link to ``<host>-<pid>`` while it runs."""
    try:
        target = os.readlink(folder / "SingletonLock")
    except OSError:
        return
    host, _, pid = target.rpartition("-")
    if host == socket.gethostname() and pid.isdigit() and _alive(int(pid)):
        raise ProfileInUse(
            f"The profile {str(folder)[:300]} is open in a running Chrome (process {pid})",
            "Quit that browser first, or attach to it instead (cdp_endpoint=)",
        )


def _alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True
    return True


async def launch_profile(folder: Path, options: dict[str, Any]) -> BrowserContext:
    """This machine's Chromium launched on ``folder`` (taken with :class:`ProfileLock`),
    with the context options ``options``; closing the context ends that browser.

    Raises
    ------
    BrowserNotFound
        When no browser can be launched here (``NBSHOT_BROWSER_WS`` names only a remote
        server), or it does not start.
    """
    from playwright.async_api import Error as PlaywrightError

    from nbshot.browser import lookup
    from nbshot.browser.engine import engine
    from nbshot.config import settings

    choice = lookup.resolve_browser(settings.browser)
    if choice.path is None:
        raise BrowserNotFound(
            "A persistent profile needs a browser launched on this machine, and "
            "NBSHOT_BROWSER_WS names a remote one",
            "Unset NBSHOT_BROWSER_WS (or set NBSHOT_BROWSER to a Chromium here)",
        )
    pw = await engine.playwright()
    try:
        return await pw.chromium.launch_persistent_context(
            str(folder),
            executable_path=choice.path,
            args=lookup.launch_args(),
            headless=True,
            timeout=60_000,
            **options,
        )
    except PlaywrightError as exc:
        raise BrowserNotFound(
            f"The browser did not start on the profile {str(folder)[:300]}: {_first_line(exc)}",
            lookup.INSTALL_HINT,
        ) from None
