"""The project's app server: started when a call needs it, stopped when the call's
process ends.

Like Playwright Test's ``webServer``: ``command`` is started in its own process group,
under :mod:`nbshot.process_guard` (so it ends with this process even when this process
is killed), with this process's environment, its output appended to the log file,
and nbshot waits until ``ready_url`` answers. At exit, or on :func:`stop_all`, the
whole group ends. When ``ready_url`` already answers and nbshot did not start what
answers, that server is used as it is (``reuse``) and never stopped.

Each server nbshot starts leaves a record in the user's runtime folder (its group, the
process that owns it, and a fingerprint of its command, folder and environment), so
another nbshot process never takes it for a server of its own: a server another
command is still using is ``Busy``, and a kept one (``keep = true``: it outlives its
command) is reused only with the same fingerprint, else restarted with the new one.
:func:`stop_kept` (``nbshot helper stop``) ends the kept ones.
"""

from __future__ import annotations

import atexit
import contextlib
import hashlib
import json
import logging
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
import warnings
from pathlib import Path
from typing import Any

from nbshot.errors import Busy, InvalidArgument, Timeout
from nbshot.files import atomic_write, runtime_dir
from nbshot.process_guard import guarded
from nbshot.project.file import Server

POLL_S = 0.2
LOG_TAIL_LINES = 12
RECORDS = "servers"  # the records' folder, in the user's runtime folder
#: Variables a shell or a test runner changes from one command (or test, or worker) to
#: the next: not part of what a server was started with (a kept server would otherwise
#: be restarted by every command, and pytest-xdist's workers would each be Busy).
SHELL_NOISE = frozenset({"_", "OLDPWD", "PWD", "SHLVL"})
NOISE_PREFIXES = ("PYTEST_", "COV_CORE_")
log = logging.getLogger(__name__)


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


def fingerprint(spec: Server) -> str:
    """What a server started for ``spec`` from this process would be: its command,
    folder and environment (without :data:`SHELL_NOISE`), as a digest."""
    env = {
        k: v
        for k, v in _environment(spec).items()
        if k not in SHELL_NOISE and not k.startswith(NOISE_PREFIXES)
    }
    what = {"command": spec.command, "cwd": str(Path(spec.cwd).resolve()), "env": env}
    return hashlib.sha256(json.dumps(what, sort_keys=True).encode()).hexdigest()


def _record_path(ready_url: str) -> Path:
    name = hashlib.sha256(ready_url.encode()).hexdigest()[:24]
    return runtime_dir() / RECORDS / f"{name}.json"


def _group_alive(group: object) -> bool:
    """True while a process of ``group`` runs (zombies, ended but not yet reaped by
    their parent, do not count)."""
    if not isinstance(group, int) or group <= 0 or sys.platform == "win32":
        return False
    try:
        os.killpg(group, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True
    # A kept server's leader is another command's child: once ended, it stays a zombie
    # until that process reaps it, and killpg still finds it (stopping one waited 10 s).
    return not _only_zombies(group)


def _only_zombies(group: int) -> bool:
    """True when every process left in ``group`` has ended and waits to be reaped."""
    import psutil  # type: ignore[import-untyped,unused-ignore]

    for process in psutil.process_iter(["status"]):
        with contextlib.suppress(psutil.Error, OSError):
            if os.getpgid(process.pid) == group and process.info["status"] != psutil.STATUS_ZOMBIE:
                return False
    return True


def _is_kin(pid: object) -> bool:
    """True when ``pid`` is this process, one it descends from (a flow's kernel and its
    runner) or one that descends from it (the workers of a cluster it started)."""
    if not isinstance(pid, int) or sys.platform == "win32":
        return False
    import psutil  # type: ignore[import-untyped,unused-ignore]

    with contextlib.suppress(psutil.Error):
        me = psutil.Process()
        kin = {me.pid, *(p.pid for p in me.parents()), *(p.pid for p in me.children(True))}
        return pid in kin
    return False


def _read_record(ready_url: str) -> dict[str, Any] | None:
    """The record of the server nbshot started for ``ready_url``, while it runs (a
    record whose server ended is removed)."""
    path = _record_path(ready_url)
    try:
        record = json.loads(path.read_text())
    except (OSError, ValueError):
        return None
    if isinstance(record, dict) and _group_alive(record.get("group")):
        return record
    with contextlib.suppress(OSError):
        path.unlink()
    return None


def _end_group(group: int, process: subprocess.Popen[bytes] | None = None) -> None:
    """SIGTERM the process group, SIGKILL what is left after 5 s. ``process``, its
    leader when it is this process's child, is reaped once the group has ended."""
    for number in (signal.SIGTERM, signal.SIGKILL):
        with contextlib.suppress(ProcessLookupError, PermissionError):
            os.killpg(group, number)
        deadline = time.monotonic() + 5
        while _group_alive(group) and time.monotonic() < deadline:
            time.sleep(0.05)
        if not _group_alive(group):
            break
    if process is not None:
        with contextlib.suppress(subprocess.TimeoutExpired):
            process.wait(1)


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
        if sys.platform != "win32" and self._reuse_recorded():
            return self.spec.ready_url
        if self.spec.reuse and answers(self.spec.ready_url):
            self.reused = True
            return self.spec.ready_url
        self._start()
        self._wait_until_ready()
        self._write_record()
        return self.spec.ready_url

    def _reuse_recorded(self) -> bool:
        """True when a server nbshot started for this URL may be used as this one: one
        started with the same fingerprint (command, folder, environment), or by a process
        of this one's family (a flow's kernel uses its runner's; a client, its cluster
        workers'). Else a kept one is
        stopped (and started again by the caller), and one another command still uses
        is Busy."""
        spec = self.spec
        record = _read_record(spec.ready_url)
        if record is None:
            return False
        same = record.get("fingerprint") == fingerprint(spec)
        if same or _is_kin(record.get("owner")):  # a kernel's runner, a cluster's worker
            self.reused = True
            return True
        if not record.get("kept"):
            raise Busy(
                f"{spec.ready_url} is served by an app server another nbshot command "
                f"started with another command, folder or environment (pid "
                f"{record.get('owner')}, in {record.get('project')}), for as long as it runs",
                "Wait for that command to end, or give this project's server another port",
            )
        log.warning(
            "Restarting the kept app server at %s: it was started with another "
            "command, folder or environment",
            spec.ready_url,
        )
        _end_group(int(record["group"]))
        with contextlib.suppress(OSError):
            _record_path(spec.ready_url).unlink()
        return False

    def _write_record(self) -> None:
        if self.process is None or sys.platform == "win32":
            return
        spec = self.spec
        record = {
            "group": self.process.pid,
            "owner": os.getpid(),
            "kept": spec.keep,
            "fingerprint": fingerprint(spec),
            "ready_url": spec.ready_url,
            "project": str(Path(spec.cwd).resolve()),
            "started": time.time(),
        }
        path = _record_path(spec.ready_url)
        path.parent.mkdir(mode=0o700, exist_ok=True)
        atomic_write(path, json.dumps(record))

    def _start(self) -> None:
        spec = self.spec
        command = spec.command if isinstance(spec.command, list) else shlex.split(spec.command)
        log = spec.log
        log.parent.mkdir(parents=True, exist_ok=True)
        # A kept server outlives this process: no guard ties it to this one.
        if not spec.keep:
            self._workdir = tempfile.mkdtemp(prefix="nbshot-app-")
        with open(log, "ab") as out:
            os.chmod(log, 0o600)
            out.write(f"--- nbshot started: {shlex.join(command)}\n".encode())
            out.flush()
            try:
                self.process = subprocess.Popen(
                    command if spec.keep else guarded(command, str(self._workdir)),
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
        """End the server's whole process group, if this process started it; a kept
        one is left running (its record stays for the next command)."""
        process, self.process = self.process, None
        if process is None or process.poll() is not None:
            return
        if self.spec.keep:
            with warnings.catch_warnings():  # it outlives this process by design
                warnings.simplefilter("ignore", ResourceWarning)
                del process
            return
        if sys.platform == "win32":  # pragma: no cover
            process.terminate()
            process.wait(5)
            return
        _end_group(process.pid, process)
        with contextlib.suppress(OSError):
            path = _record_path(self.spec.ready_url)
            if (_read_record(self.spec.ready_url) or {}).get("group") in (None, process.pid):
                path.unlink(missing_ok=True)


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
    """Stop every server this process started but the kept ones (also done at exit)."""
    with _lock:
        servers = list(_running.values())
        _running.clear()
    for server in servers:
        server.stop()


atexit.register(stop_all)


def stop_kept() -> list[str]:
    """Stop every kept app server of this user (``nbshot helper stop``); returns the
    ready URLs of those stopped."""
    if sys.platform == "win32":
        return []
    stopped = []
    folder = runtime_dir() / RECORDS
    for path in sorted(folder.glob("*.json")) if folder.is_dir() else []:
        try:
            record = json.loads(path.read_text())
        except (OSError, ValueError):
            continue
        if isinstance(record, dict) and record.get("kept"):
            if _group_alive(record.get("group")):
                _end_group(int(record["group"]))
                stopped.append(str(record.get("ready_url")))
            with contextlib.suppress(OSError):
                path.unlink()
    return stopped
