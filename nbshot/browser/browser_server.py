"""A Playwright browser server on loopback, shared by the kernels of many flow runs.

Each flow run is a new kernel process, and launching Chromium in each costs most
of a second. The runner starts one ``playwright launch-server`` and hands its
``ws://`` endpoint to the kernels through ``NBSHOT_BROWSER_WS``, where the engine
connects instead of launching (see :mod:`nbshot.browser`). The endpoint's path is
a random token, and the server listens on 127.0.0.1 only.
"""

from __future__ import annotations

import atexit
import contextlib
import json
import os
import secrets
import shutil
import signal
import subprocess
import sys
import tempfile
import threading
from pathlib import Path
from types import TracebackType

from nbshot.browser import lookup as browser_lookup
from nbshot.config import settings
from nbshot.errors import BrowserNotFound, NbshotError
from nbshot.process_guard import guarded

START_TIMEOUT_S = 60.0


class BrowserServer:
    """One ``playwright launch-server`` child process.

    >>> with BrowserServer() as server:       # doctest: +SKIP
    ...     server.ws_endpoint
    'ws://127.0.0.1:41041/5b0c...'

    Raises
    ------
    BrowserNotFound
        When no Chromium is found, or the server does not print its endpoint
        within a minute.
    """

    def __init__(self, executable: str | None = None) -> None:
        self._executable = executable
        self._process: subprocess.Popen[str] | None = None
        self._workdir: Path | None = None  # config and the server's temp files
        self.ws_endpoint: str | None = None

    def start(self) -> str:
        """Start the server (once) and return its ``ws://`` endpoint."""
        if self.ws_endpoint is not None and self.running:
            return self.ws_endpoint
        # A server that died (killed, crashed) leaves its pipes and folder: close and
        # remove them before starting another, or they leak until garbage collection.
        self.stop()
        path = self._executable or browser_lookup.resolve_browser(settings.browser).path
        if path is None:  # NBSHOT_BROWSER_WS already names a server: nothing to start
            raise BrowserNotFound(
                "A browser server was asked for, but NBSHOT_BROWSER_WS already names one",
                "Use that server, or unset NBSHOT_BROWSER_WS",
            )
        config = {
            "executablePath": path,
            "args": browser_lookup.launch_args(),
            "headless": True,
            "host": "127.0.0.1",
            "port": 0,
            "wsPath": "/" + secrets.token_hex(16),
        }
        # One owner-only folder holds the config (it names the secret path) and, as
        # the server's TMPDIR, Playwright's artifacts: removing it leaves nothing.
        self._workdir = Path(tempfile.mkdtemp(prefix="nbs-"))
        name = str(self._workdir / "config.json")
        with open(name, "w") as handle:
            json.dump(config, handle)
        command = [sys.executable, "-m", "playwright", "launch-server", "--browser", "chromium"]
        command += ["--config", name]
        # Ends the group and removes the folder if this process dies without stop()
        # (a killed kernel).
        command = guarded(command, str(self._workdir))
        # `python -m playwright` runs Playwright's node driver as its own child, and
        # the driver owns the browser: stopping only the Python process would orphan
        # both. A session of its own lets stop() end the whole group at once.
        process = subprocess.Popen(
            command,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            stdin=subprocess.DEVNULL,
            env=_server_env(self._workdir),
            text=True,
            start_new_session=sys.platform != "win32",
        )
        self._process = process
        endpoint = self._read_endpoint(process)
        self.ws_endpoint = endpoint
        return endpoint

    def _read_endpoint(self, process: subprocess.Popen[str]) -> str:
        # readline() could block forever on a server that hangs; read in a thread.
        lines: list[str] = []
        reader = threading.Thread(
            target=lambda: lines.append(process.stdout.readline() if process.stdout else ""),
            daemon=True,
        )
        reader.start()
        reader.join(START_TIMEOUT_S)
        line = lines[0].strip() if lines else ""
        if not line.startswith("ws://"):
            _end_group(process)  # first, so reading its stderr to the end cannot block
            error = (process.stderr.read() if process.stderr else "") or line or "no output"
            self.stop()
            raise BrowserNotFound(
                f"The browser server did not start: {_first_error(error)}",
                "Run `nbshot doctor`; or pass shared_browser=False to launch per run",
            )
        return line

    @property
    def pid(self) -> int | None:
        """The server's process (the leader of its group), while it runs."""
        return self._process.pid if self._process is not None else None

    @property
    def running(self) -> bool:
        return self._process is not None and self._process.poll() is None

    def stop(self) -> None:
        """Stop the server and its browser; safe to call twice."""
        process, self._process = self._process, None
        self.ws_endpoint = None
        if process is not None:
            _end_group(process)
        if process is not None:
            for stream in (process.stdout, process.stderr):
                if stream is not None:
                    stream.close()
        if self._workdir is not None:
            shutil.rmtree(self._workdir, ignore_errors=True)
            self._workdir = None

    def __enter__(self) -> BrowserServer:
        self.start()
        return self

    def __exit__(
        self, kind: type[BaseException] | None, exc: BaseException | None, tb: TracebackType | None
    ) -> None:
        self.stop()


# Chromium puts a socket in TMPDIR; a Unix socket path holds at most 107 bytes.
_SOCKET_ROOM = 107 - len("/org.chromium.Chromium.XXXXXX/SingletonSocket")


def _server_env(workdir: Path) -> dict[str, str]:
    """The server's environment: TMPDIR is ``workdir`` when Chromium's socket fits."""
    if len(str(workdir)) > _SOCKET_ROOM:
        return dict(os.environ)
    return {**os.environ, "TMPDIR": str(workdir)}


def _first_error(output: str) -> str:
    """The line of a failed server's output that says why (node ends with its version)."""
    lines = [line.strip() for line in output.strip().splitlines() if line.strip()]
    named = [line for line in lines if "Error:" in line or "FATAL" in line]
    return (named or lines or ["no output"])[0][:300]


def _end_group(process: subprocess.Popen[str]) -> None:
    """Terminate the server, its node driver and its browser; kill what lingers."""
    if sys.platform == "win32":  # pragma: no cover - no process groups there
        if process.poll() is None:
            process.terminate()
            process.wait(timeout=10)
        return
    for sig, wait in ((signal.SIGTERM, 10), (signal.SIGKILL, 10)):
        with contextlib.suppress(ProcessLookupError, PermissionError):
            os.killpg(process.pid, sig)
        try:
            process.wait(timeout=wait)
            # The group may outlive its leader for a moment; make sure it is gone.
            with contextlib.suppress(ProcessLookupError, PermissionError):
                os.killpg(process.pid, signal.SIGKILL)
            return
        except subprocess.TimeoutExpired:
            continue


_shared: BrowserServer | None = None
_shared_lock = threading.Lock()


def shared_server() -> str | None:
    """The endpoint of this process's shared server, started on first use and
    stopped at exit. None when ``NBSHOT_BROWSER_WS`` already points elsewhere."""
    global _shared
    if os.environ.get(browser_lookup.ENV_BROWSER_WS):
        return os.environ[browser_lookup.ENV_BROWSER_WS]
    helped = _helper_endpoint()
    if helped:  # the user's warm helper: kernels connect to it, as commands do
        return helped
    with _shared_lock:
        if _shared is None:
            _shared = BrowserServer()
            atexit.register(_shared.stop)
        with contextlib.suppress(BrowserNotFound):
            return _shared.start()
        return None


def _helper_endpoint() -> str | None:
    """The warm helper's endpoint (started if none runs), or None when it is off or
    cannot start (then this process starts a server of its own)."""
    from nbshot.browser import warm_helper as helper

    if not helper.wanted():
        return None
    try:
        path = browser_lookup.resolve_browser(settings.browser).path
        return helper.endpoint(path) if path else None
    except (NbshotError, OSError):  # the helper's folder is unusable, say
        return None


def stop_shared_server() -> None:
    """Stop this process's shared server now (it is also stopped at exit)."""
    with _shared_lock:
        if _shared is not None:
            _shared.stop()


def shared_endpoint() -> str | None:
    """The endpoint of this process's shared server if it is running, else the warm
    helper's if one runs that this process would use (none is started)."""
    with _shared_lock:
        if _shared is not None and _shared.running:
            return _shared.ws_endpoint
    from nbshot.browser import warm_helper as helper

    if not helper.wanted():
        return None
    try:
        path = browser_lookup.resolve_browser(settings.browser).path
        return helper.endpoint(path, start=False) if path else None
    except (NbshotError, OSError):  # the helper's folder is unusable, say
        return None
