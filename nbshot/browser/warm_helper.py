"""The warm helper: one browser server per user, kept running between nbshot commands.

Launching Chromium costs each command 0.6-0.8 s (more on a busy machine). So the
first command that needs a browser starts a helper, a small background process
that runs a Playwright browser server (:class:`~nbshot.browser.browser_server.BrowserServer`)
on 127.0.0.1, and later commands and flow kernels connect to it instead of
launching (``nbshot-mcp`` launches a browser for its own pages: ``own_browser``).
It stops itself once no client has been connected for its idle time (default 10
minutes, ``NBSHOT_HELPER_IDLE`` seconds).

Trust: the server's ``ws://`` path is a random token, written only to the helper's
state file in an owner-only folder (``NBSHOT_HELPER_DIR``, else
``$XDG_RUNTIME_DIR/nbshot`` or ``<tmp>/nbshot-helper-<uid>``); a client without it
is refused by the server. A helper is used only when its state file says it runs
this nbshot, this Playwright and this browser, its process is alive and is a helper,
and its port answers; otherwise it is stopped (if still there) and a new one starts.

Isolation is as without it: each client gets browser contexts of its own, and the
server closes them when the client disconnects, so nothing of one command's pages
is seen by the next.

Off with ``--no-helper``, ``NBSHOT_NO_HELPER=1`` or ``configure(helper=False)``.
"""

from __future__ import annotations

import atexit
import contextlib
import json
import os
import signal
import socket
import subprocess
import sys
import tempfile
import time
import warnings
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

from nbshot import env_vars
from nbshot.config import settings
from nbshot.errors import BrowserNotFound
from nbshot.files import runtime_dir

ENV_NO_HELPER = env_vars.NO_HELPER
ENV_HELPER_DIR = env_vars.HELPER_DIR
ENV_HELPER_IDLE = env_vars.HELPER_IDLE
IDLE_S = 600.0  # a helper no client used for this long stops itself
START_TIMEOUT_S = 120.0  # its browser server, its own browser and the warm-up, on a busy machine
AFTER_MAX_S = 30.0  # longest a helper started by a command waits for that command to end
STATE = "helper.json"
SOCKET = "helper.sock"  # where the helper answers requests (the owner-only folder's)
# The command's environment a helper must share to run its requests: the browser.
SAME_ENV = (env_vars.BROWSER, env_vars.BROWSER_WS)
MARK = "nbshot.browser.warm_helper_process"  # the module a helper runs
# In a helper's command line, this one's and earlier versions': how a pid is known as one.
KNOWN_AS = "nbshot.browser.warm_helper"


def wanted() -> bool:
    """True when commands should use the helper: not turned off by
    ``configure(helper=False)`` or ``NBSHOT_NO_HELPER``, and on a POSIX system."""
    if settings.helper is not None:
        return settings.helper and os.name == "posix"
    off = os.environ.get(ENV_NO_HELPER, "").strip().lower() in ("1", "true", "yes", "on")
    return not off and os.name == "posix"


def idle_s() -> float:
    """The idle time new helpers get: ``NBSHOT_HELPER_IDLE`` seconds, else 10 minutes."""
    try:
        value = float(os.environ.get(ENV_HELPER_IDLE) or IDLE_S)
    except ValueError:
        return IDLE_S
    return value if value > 0 else IDLE_S


def helper_dir() -> Path:
    """The owner-only folder of this user's helper (made if missing): nbshot's
    per-user runtime folder (:func:`nbshot.files.runtime_dir`).

    Raises
    ------
    BrowserNotFound
        When the folder is another user's or others may read it (never trusted).
    """
    return runtime_dir()


def identity(executable: str) -> dict[str, Any]:
    """What a helper must match to be used: nbshot's and Playwright's versions and the
    browser it runs, with the flags it was launched with."""
    from importlib.metadata import version

    from playwright._repo_version import version as playwright_version  # no metadata scan

    from nbshot.browser import lookup as browser_lookup

    return {
        "nbshot": version("nbshot"),
        "playwright": playwright_version,
        "browser": executable,
        "args": browser_lookup.launch_args(),
    }


def command_key() -> dict[str, Any]:
    """What a command and a helper must share for the helper to run the command's
    requests: nbshot's version, the Python it runs on and the browser variables
    (cheap to compute: a command asks before it imports Playwright)."""
    from importlib.metadata import version

    return {
        "nbshot": version("nbshot"),
        "python": sys.executable,
        "env": {name: os.environ.get(name) or None for name in SAME_ENV},
    }


def request(payload: dict[str, Any], timeout: float | None = None) -> dict[str, Any] | None:
    """Send ``payload`` to this user's running helper and return its answer, or None
    when there is no helper that would run it (none running, another nbshot or
    browser, turned off, or it could not be reached): the caller then does the work
    itself. Never starts a helper, never imports Playwright.

    Raises
    ------
    BrowserNotFound
        When the helper's folder is not the user's alone.
    """
    if not wanted():
        return None
    state = read_state(helper_dir())
    if not state or not state.get("socket") or state.get("command") != command_key():
        return None
    try:
        line = json.dumps({**payload, "token": state.get("token")}).encode() + b"\n"
    except (TypeError, ValueError):
        return None  # something only this process can hold: it does the work itself
    try:
        with socket.socket(socket.AF_UNIX, socket.SOCK_STREAM) as sock:
            sock.connect(str(state["socket"]))
            sock.sendall(line)
            sock.settimeout(timeout)
            answer = sock.makefile("rb").readline()
    except OSError:
        return None  # a stale socket, or a helper that just stopped
    try:
        found = json.loads(answer)
    except ValueError:
        return None  # it went away mid-answer: the command captures itself
    return found if isinstance(found, dict) and "refused" not in found else None


def endpoint(executable: str, start: bool = True, wait: bool = True) -> str | None:
    """The ``ws://`` endpoint of this user's helper for ``executable``: the running one
    if it can be trusted (see the module's docstring); else one being started (by this
    call when ``start``, or by another process), waited for when ``wait``; else None.
    Only one process starts a helper at a time.

    ``wait=False`` is how a command asks: it launches a browser of its own rather than
    wait for a helper to start, and the next command finds the helper ready.

    Raises
    ------
    BrowserNotFound
        When a helper waited for does not start.
    """
    folder = helper_dir()
    wanted_identity = identity(executable)
    with _locked(folder):
        state = read_state(folder)
        if state is not None and _trusted(state, wanted_identity):
            return str(state["endpoint"])
        pid = state.get("pid") if state is not None else None
        starting = (
            state is not None
            and state.get("starting")
            and _is_helper(pid)
            and state.get("identity") == wanted_identity
        )
        if not starting:
            if state is not None:
                retire(folder, state)
            if not start:
                return None
            # A command that goes on alone has the machine to itself: the helper's
            # browsers and warm-up wait for it to end (measured: a cold command ran
            # 2-3x slower beside a helper starting, on 2 busy cores).
            pid = _spawn(folder, executable, wanted_identity, after=None if wait else os.getpid())
    return _ready(folder, int(pid or 0)) if wait else None


def read_state(folder: Path) -> dict[str, Any] | None:
    """The helper's state file, or None when there is none or it is unreadable."""
    try:
        data = json.loads((folder / STATE).read_text())
    except (OSError, ValueError):
        return None
    return data if isinstance(data, dict) else None


def status() -> dict[str, Any]:
    """This user's helper: ``{"running", "folder", ...}`` with, when one is there, its
    pid, endpoint port, versions, idle time, clients connected now and whether this
    nbshot would use it (``current``)."""
    folder = helper_dir()
    state = read_state(folder)
    if state is None:
        return {"running": False, "folder": str(folder)}
    alive = _is_helper(state.get("pid"))
    path = (state.get("identity") or {}).get("browser") or ""
    return {
        "running": alive,
        "folder": str(folder),
        "pid": state.get("pid"),
        "port": urlsplit(str(state.get("endpoint"))).port,
        "identity": state.get("identity"),
        "idle_s": state.get("idle_s"),
        "started": state.get("started"),
        "clients": clients(state) if alive else 0,
        "current": alive and _trusted(state, identity(path)),
    }


def stop() -> bool:
    """Stop this user's helper; True when one was running."""
    folder = helper_dir()
    with _locked(folder):
        state = read_state(folder)
        if state is None:
            return False
        running = _is_helper(state.get("pid"))
        retire(folder, state)
        return running


def retire(folder: Path, state: dict[str, Any]) -> None:
    """Stop the helper ``state`` names (only if its pid is a helper still: a pid may
    have been reused) and remove its state file."""
    pid = state.get("pid")
    if isinstance(pid, int) and _is_helper(pid):
        with contextlib.suppress(ProcessLookupError, PermissionError):
            os.kill(pid, signal.SIGTERM)
        deadline = time.monotonic() + 15
        while _is_helper(pid) and time.monotonic() < deadline:
            time.sleep(0.05)
        if _is_helper(pid):
            with contextlib.suppress(ProcessLookupError, PermissionError):
                os.kill(pid, signal.SIGKILL)
    with contextlib.suppress(FileNotFoundError):
        (folder / STATE).unlink()


def clients(state: dict[str, Any]) -> int:
    """Clients connected to the helper's browser server now: connections to it, but for
    those of the helper's own processes that run commands (one each)."""
    port = urlsplit(str(state.get("endpoint"))).port
    server = state.get("server_pid")
    if not (isinstance(server, int) and port):
        return 0
    return max(0, _connections(server, port) - _command_processes(state.get("pid"), server))


def _command_processes(pid: object, server: int) -> int:
    """The helper's children but its browser server: the processes that run commands."""
    if not isinstance(pid, int):
        return 0
    import psutil  # type: ignore[import-untyped,unused-ignore]

    try:
        children = psutil.Process(pid).children()
    except psutil.Error:
        return 0
    count = 0
    for child in children:
        with contextlib.suppress(psutil.Error):
            count += child.pid != server and child.status() != psutil.STATUS_ZOMBIE
    return count


# -- the client's side: trust, start ---------------------------------------------------


def _trusted(state: dict[str, Any], wanted_identity: dict[str, Any]) -> bool:
    endpoint = str(state.get("endpoint") or "")
    parts = urlsplit(endpoint)
    if state.get("identity") != wanted_identity or parts.hostname != "127.0.0.1":
        return False
    if not _is_helper(state.get("pid")) or parts.port is None:
        return False
    try:  # a stale state file names a port nothing (or something else) listens on
        with socket.create_connection(("127.0.0.1", parts.port), timeout=2):
            return True
    except OSError:
        return False


_started: list[subprocess.Popen[bytes]] = []


@atexit.register
def _forget_started() -> None:
    """At exit, drop the helpers started here without Python warning that they still
    run: they outlive this process by design."""
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", ResourceWarning)
        # Each Popen is collected here, inside the filter (CPython's reference
        # counting: nothing else holds them).
        _started.clear()


def _spawn(
    folder: Path, executable: str, wanted_identity: dict[str, Any], after: int | None = None
) -> int:
    """Start a helper in the background (under the lock) and note it as starting, so
    other commands wait for it or go their own way instead of starting another. With
    ``after``, it starts its work once that process ended (or AFTER_MAX_S passed)."""
    log = folder / "helper.log"
    command = [
        sys.executable,
        "-m",
        MARK,
        "--dir",
        str(folder),
        "--browser",
        executable,
        "--idle",
        str(idle_s()),
    ]
    if after is not None:
        command += ["--after", str(after)]
    with open(log, "w") as err:
        os.chmod(log, 0o600)
        process = subprocess.Popen(
            command,
            stdin=subprocess.DEVNULL,
            stdout=subprocess.DEVNULL,
            stderr=err,
            start_new_session=True,
        )
    # It outlives this process by design: kept referenced until exit (see
    # _forget_started); one that already ended is dropped here, so it is reaped.
    _started[:] = [p for p in _started if p.poll() is None]
    _started.append(process)
    _write_state(folder, {"pid": process.pid, "starting": True, "identity": wanted_identity})
    return process.pid


def _ready(folder: Path, pid: int) -> str:
    """The endpoint of the helper ``pid`` once it is serving.

    Raises BrowserNotFound when it ends first or takes over START_TIMEOUT_S."""
    deadline = time.monotonic() + START_TIMEOUT_S
    while time.monotonic() < deadline:
        state = read_state(folder)
        if state is not None and state.get("pid") == pid and state.get("endpoint"):
            return str(state["endpoint"])
        if not _alive(pid):  # not _is_helper: its command line may not be readable yet
            break
        time.sleep(0.02)
    with contextlib.suppress(ProcessLookupError, PermissionError):
        os.kill(pid, signal.SIGTERM) if _is_helper(pid) else None
    said = (folder / "helper.log").read_text(errors="replace").strip().splitlines()
    raise BrowserNotFound(
        f"The nbshot helper did not start: {(said or ['no output'])[-1][:300]}",
        "Run `nbshot doctor`, or use --no-helper (NBSHOT_NO_HELPER=1) to launch per command",
    )


@contextlib.contextmanager
def _locked(folder: Path, unless: Callable[[], bool] | None = None) -> Iterator[bool]:
    """The helper folder's lock, held for the block, which gets True. With ``unless``,
    the lock is waited for only until ``unless()`` is true: the block then gets False
    and runs without it (a starting helper told to stop while ``stop`` holds the lock
    and waits for it to end: waiting on, the two waited 15 s for each other)."""
    import fcntl

    fd = os.open(folder / "lock", os.O_RDWR | os.O_CREAT, 0o600)
    try:
        if unless is None:
            fcntl.flock(fd, fcntl.LOCK_EX)
            yield True
            return
        while True:
            try:
                fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
            except BlockingIOError:
                if unless():
                    yield False
                    return
                time.sleep(0.05)
            else:
                yield True
                return
    finally:
        os.close(fd)  # releases the lock


def _is_helper(pid: object) -> bool:
    """True when ``pid`` is alive and is a helper (not a reused pid)."""
    if not isinstance(pid, int) or pid <= 0:
        return False
    import psutil  # type: ignore[import-untyped,unused-ignore]

    try:
        process = psutil.Process(pid)
        return process.status() != psutil.STATUS_ZOMBIE and KNOWN_AS in " ".join(process.cmdline())
    except (psutil.Error, OSError):
        return False


def _alive(pid: int) -> bool:
    import psutil  # type: ignore[import-untyped,unused-ignore]

    try:
        return bool(psutil.Process(pid).status() != psutil.STATUS_ZOMBIE)
    except (psutil.Error, OSError):
        return False


# Where Linux lists this network namespace's IPv4 TCP sockets, one per line.
_PROC_TCP = Path("/proc/net/tcp")
_ESTABLISHED = "01"  # the ``st`` column of _PROC_TCP
_LOOPBACK_HEX = "0100007F"  # 127.0.0.1 as _PROC_TCP writes it


def _connections(pid: int, port: int) -> int:
    """Established TCP connections to 127.0.0.1:``port`` (the helper's browser server).

    On Linux the kernel's own list is read once: walking the server's process tree
    with psutil (every Chromium process's sockets) took ~50 ms of CPU a poll, 5% of a
    core for the whole idle time. Elsewhere psutil counts them in ``pid``'s tree.
    """
    try:
        lines = _PROC_TCP.read_text().splitlines()[1:]
    except OSError:
        return _tree_connections(pid, port)
    wanted = f"{_LOOPBACK_HEX}:{port:04X}"
    columns = (line.split() for line in lines if wanted in line)  # most lines are not
    return sum(1 for c in columns if c[1:2] == [wanted] and c[3:4] == [_ESTABLISHED])


def _tree_connections(pid: int, port: int) -> int:
    """Established TCP connections to ``port`` in ``pid``'s process tree."""
    import psutil  # type: ignore[import-untyped,unused-ignore]

    count = 0
    try:
        tree = [psutil.Process(pid), *psutil.Process(pid).children(recursive=True)]
    except psutil.Error:
        return 0
    for process in tree:
        with contextlib.suppress(psutil.Error):
            found = process.net_connections(kind="tcp")
            count += sum(
                1
                for c in found
                if c.status == psutil.CONN_ESTABLISHED and c.laddr and c.laddr.port == port
            )
    return count


def _write_state(folder: Path, state: dict[str, Any]) -> None:
    """Atomically, owner-only: it holds the token (the server's path)."""
    fd, temp = tempfile.mkstemp(dir=folder, prefix=".helper-")
    with os.fdopen(fd, "w") as handle:
        json.dump(state, handle)
    os.replace(temp, folder / STATE)
