"""The project's app server: started when a call needs it, reused, stopped at exit.

Like Playwright Test's ``webServer``: when ``ready_url`` already answers, that server
is used (and never stopped by nbshot); otherwise ``command`` is started in its own
process group, under :mod:`nbshot.process_guard` (so it ends with this process even when
this process is killed), with its output appended to the log file, and nbshot waits
until ``ready_url`` answers. At exit, or on :func:`stop`, the whole group ends.
"""

from __future__ import annotations

import atexit
import contextlib
import os
import shlex
import signal
import subprocess
import sys
import tempfile
import threading
import time
import urllib.error
import urllib.request
from pathlib import Path

from nbshot.errors import InvalidArgument, Timeout
from nbshot.process_guard import guarded
from nbshot.project.file import Server

POLL_S = 0.2
LOG_TAIL_LINES = 12


def answers(url: str, timeout: float = 2.0) -> bool:
    """True when ``url`` answers HTTP at all (any status: a 404 or a redirect to a
    sign-in page still means the server is up)."""
    try:
        with urllib.request.urlopen(url, timeout=timeout):
            return True
    except urllib.error.HTTPError:
        return True
    except (urllib.error.URLError, OSError, ValueError):
        return False


def log_tail(log: Path, lines: int = LOG_TAIL_LINES) -> str:
    """The last ``lines`` lines of the server's log, for an error message."""
    try:
        text = log.read_text(encoding="utf-8", errors="replace")
    except OSError:
        return "(no log)"
    return "\n".join(text.splitlines()[-lines:]) or "(the log is empty)"


def _environment(spec: Server) -> dict[str, str]:
    """The command's environment: this one, with this Python's scripts folder first on
    PATH (as ``npm run`` puts ``node_modules/.bin`` there: ``nbshot`` and ``python``
    are the ones running now, activated or not), and the project's ``env``."""
    scripts = str(Path(sys.executable).parent)
    path = os.pathsep.join([scripts, os.environ.get("PATH", "")])
    return {**os.environ, "PATH": path, **spec.env}


class AppServer:
    """One project's server while this process uses it."""

    def __init__(self, spec: Server) -> None:
        self.spec = spec
        self.process: subprocess.Popen[bytes] | None = None
        self.reused = False
        self._workdir: str | None = None

    def ensure(self) -> str:
        """Make sure the app answers; returns its ready URL.

        Raises
        ------
        InvalidArgument
            When the command cannot be started, or exits before the app answers
            (with the log's last lines).
        Timeout
            When the app does not answer within ``timeout`` (the server is stopped;
            the message has the log's last lines).
        """
        if self.process is not None and self.process.poll() is None:
            return self.spec.ready_url
        if self.spec.reuse and answers(self.spec.ready_url):
            self.reused = True
            return self.spec.ready_url
        self._start()
        self._wait_until_ready()
        return self.spec.ready_url

    def _start(self) -> None:
        spec = self.spec
        command = spec.command if isinstance(spec.command, list) else shlex.split(spec.command)
        log = spec.log
        log.parent.mkdir(parents=True, exist_ok=True)
        self._workdir = tempfile.mkdtemp(prefix="nbshot-app-")
        with open(log, "ab") as out:
            os.chmod(log, 0o600)
            out.write(f"--- nbshot started: {shlex.join(command)}\n".encode())
            out.flush()
            try:
                self.process = subprocess.Popen(
                    guarded(command, self._workdir),
                    cwd=spec.cwd,
                    env=_environment(spec),
                    stdin=subprocess.DEVNULL,
                    stdout=out,
                    stderr=subprocess.STDOUT,
                    start_new_session=sys.platform != "win32",
                )
            except OSError as exc:
                raise InvalidArgument(
                    f"server.command could not start: {exc}",
                    f"Check the command and server.cwd ({spec.cwd})",
                ) from None

    def _wait_until_ready(self) -> None:
        spec, process = self.spec, self.process
        assert process is not None
        deadline = time.monotonic() + spec.timeout
        while time.monotonic() < deadline:
            code = process.poll()
            # The guard exits with its child's code: the command ended on its own.
            if code is not None:
                self.process = None
                raise InvalidArgument(
                    f"server.command exited with code {code} before {spec.ready_url} "
                    f"answered. Its log ({spec.log}) ends:\n{log_tail(spec.log)}",
                    "Run the command yourself to see why, or fix server.command",
                )
            if answers(spec.ready_url, timeout=1.0):
                return
            time.sleep(POLL_S)
        self.stop()
        raise Timeout(
            f"{spec.ready_url} did not answer within {spec.timeout:g} s of starting the "
            f"server. Its log ({spec.log}) ends:\n{log_tail(spec.log)}",
            "Check server.ready_url, or raise server.timeout",
        )

    def stop(self) -> None:
        """End the server's whole process group, if this process started it."""
        process, self.process = self.process, None
        if process is None or process.poll() is not None:
            return
        if sys.platform == "win32":  # pragma: no cover
            process.terminate()
        else:
            with contextlib.suppress(ProcessLookupError):
                os.killpg(process.pid, signal.SIGTERM)
        try:
            process.wait(5)
        except subprocess.TimeoutExpired:
            with contextlib.suppress(ProcessLookupError):
                os.killpg(process.pid, signal.SIGKILL)
            process.wait(5)


_running: dict[tuple[str, str, str], AppServer] = {}
_lock = threading.Lock()


def ensure(spec: Server) -> AppServer:
    """The project's server, started (once per process) or reused; stopped at exit.

    Raises
    ------
    InvalidArgument, Timeout
        As :meth:`AppServer.ensure`.
    """
    key = (repr(spec.command), spec.ready_url, str(spec.cwd))
    with _lock:
        server = _running.get(key)
        if server is None:
            server = _running[key] = AppServer(spec)
        server.ensure()
        return server


def stop_all() -> None:
    """Stop every server this process started (also done at exit)."""
    with _lock:
        servers = list(_running.values())
        _running.clear()
    for server in servers:
        server.stop()


atexit.register(stop_all)
