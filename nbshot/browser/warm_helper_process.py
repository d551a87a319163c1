"""The warm helper's own process: ``python -m nbshot.browser.warm_helper_process``.

Started by :func:`nbshot.browser.warm_helper.endpoint` in a session of its own. It runs

- a browser server, for processes that connect to a browser (flow kernels, scripts);
- a *request service* on an owner-only Unix socket in the helper's folder: a command
  such as ``nbshot capture`` sends what it was asked (as JSON) and gets back what it
  would have printed, so it needs neither Playwright nor a browser of its own (see
  :mod:`nbshot.cli.helper`).

A request is answered only when it carries the helper's token (from the owner-only
state file). Each request runs in a process of its own (:class:`Workers`), kept ready
ahead (nbshot imported, connected to this browser, its pages warm) and used once: it
takes on the command's whole environment and folder, so an app server it starts gets
them, nothing of one command is seen by another, two commands run side by side, and
a command whose user pressed Ctrl-C (its connection closed) has its process ended,
its app server with it. What such a process runs is found through the ``nbshot.hooks``
entry point ``helper_commands`` (the CLI's: this layer does not name it). The helper
writes its state file once it serves and stops itself after its idle time (see
:mod:`nbshot.browser.warm_helper`).
"""

from __future__ import annotations

import contextlib
import hashlib
import hmac
import json
import os
import secrets
import select
import signal
import socket
import subprocess
import sys
import threading
import time
from collections.abc import Iterable
from pathlib import Path
from typing import Any

from nbshot.browser.browser_server import BrowserServer
from nbshot.browser.warm_helper import (
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

MAX_REQUEST = 16 * 1024 * 1024  # bytes of one request (URLs, options, environment)
COUNT_EVERY_S = 5.0  # longest time between two counts of the clients connected
STEP_S = 0.25  # longest time before a SIGTERM, the server's end or a hang-up is acted on
READY_S = 120.0  # a command's process: imports, connect, warm pages, on a busy machine
END_S = 5.0  # a command's process told to stop (its app servers too) before it is killed
# An idle process whose input closes exits by itself, its exit handlers run (the browser
# disconnected), within this; a spare warming up finishes that first. SIGTERM at once cut
# those short, and each left a traceback in helper.log. Grace and END_S together stay
# within the 15 s `helper stop` gives the whole helper.
QUIT_S = 5.0
WORLD_IDLE_S = 120.0  # a process kept for its world's next command ends when unused this long
MAX_WORLDS = 2  # processes kept for their world's next command (~100 MB each)
MAX_RUNNING = 4  # commands at once; beyond it a command does its own work (refused)
ENTRY_POINTS = "nbshot.hooks"  # the group naming what runs commands (the CLI's)


def note(text: str) -> None:
    """One line in the helper's log (its stderr, ``helper.log``): what became of the
    processes that run commands, for whoever wonders why one still runs."""
    with contextlib.suppress(OSError, ValueError):
        print(time.strftime("%H:%M:%S"), text, file=sys.stderr, flush=True)


class Worker(subprocess.Popen[bytes]):
    """A process that runs the commands of one world; :meth:`wait_ready` reads its
    ``ready`` line."""

    ready = False
    world = ""  # the key of the world it took on ("" until its first request)

    def wait_ready(self, deadline: float) -> bool:
        """True once it said it is ready (read once, remembered), False when it ended
        or ``deadline`` (``time.monotonic()``) passed first."""
        if not self.ready and self.stdout is not None:
            self.ready = _line_from(self.stdout.fileno(), deadline).strip() == b"ready"
        return self.ready


def world_of(request: dict[str, Any]) -> str:
    """What a request's command runs in: its environment, folder and secret names."""
    world = [request.get("env"), request.get("cwd"), request.get("secrets")]
    return hashlib.sha256(json.dumps(world, sort_keys=True).encode()).hexdigest()


class Workers:
    """The processes commands run in, one command at a time each: a spare kept ready
    (nbshot imported, connected to the helper's browser, its pages warm), which takes on
    the world (environment, folder, secret names) of the first command it runs and from
    then on runs only commands of that very world, then exits after ``WORLD_IDLE_S``
    unused (see :mod:`nbshot.cli.helper_worker`). Nothing of one world can reach
    another, and two commands at once run side by side; the next command of a shell
    loop (the same world) finds its process warm."""

    def __init__(self, command: list[str], log: Path) -> None:
        self.command, self.log = command, log
        self._spare: Worker | None = None
        self._running: set[Worker] = set()
        self._idle: dict[str, tuple[Worker, float]] = {}  # by world, since when
        self._lock = threading.Lock()
        self._closed = False
        self._retiring: list[threading.Thread] = []  # ending processes let go meanwhile
        self._retiring_lock = threading.Lock()  # not _lock: take() holds that as it lets go

    def keep_one_ready(self) -> None:
        """Start a spare unless there is one (or the pool is closed)."""
        with self._lock:
            if self._spare is None and not self._closed:
                self._spare = self._start()

    def take(self, world: str) -> Worker:
        """A process ready to run a command of ``world``: the one that ran the last
        command of that world, else the spare, else one started now. :meth:`done` must
        be called with it.

        Raises
        ------
        OSError
            When :data:`MAX_RUNNING` commands already run, or the process could not start
            or was not ready within ``READY_S``.
        """
        with self._lock:
            if self._closed:
                raise OSError("the helper is stopping")
            if len(self._running) >= MAX_RUNNING:
                raise OSError(f"{MAX_RUNNING} commands are running")
            worker = self._idle.pop(world, (None, 0.0))[0]
            if worker is not None and worker.poll() is not None:
                dead, worker = worker, None
                self._retire_aside(dead)
            if worker is None:
                worker, self._spare = self._spare or self._start(), None
            self._running.add(worker)
        if not worker.wait_ready(time.monotonic() + READY_S):
            self.done(worker, kill=True)
            raise OSError("no worker became ready")
        worker.world = world
        return worker

    def wait_ready(self, within: float) -> bool:
        """True once the spare is ready (started if need be), False after ``within`` s."""
        self.keep_one_ready()
        with self._lock:
            spare = self._spare
        return spare is not None and spare.wait_ready(time.monotonic() + within)

    def done(self, worker: Worker, kill: bool = False) -> None:
        """``worker`` ran its command: kept for the next of its world, or let go (ended on
        a thread: see :func:`_retire`), with any kept one it replaces; ``kill`` ends it
        here and now (SIGTERM, then SIGKILL)."""
        with self._lock:
            self._running.discard(worker)
            if not kill and not self._closed and worker.poll() is None:
                old = self._idle.get(worker.world, (None, 0.0))[0]
                self._idle[worker.world] = (worker, time.monotonic())
                ended = [old] if old is not None else []
                while len(self._idle) > MAX_WORLDS:  # the one unused longest goes
                    oldest = min(self._idle, key=lambda k: self._idle[k][1])
                    ended.append(self._idle.pop(oldest)[0])
            else:
                ended = [worker]
        if kill:
            _retire(worker, grace=0.0)  # told to stop now (its command's Ctrl-C)
        else:
            self._retire_aside(*ended)  # not while the command's answer waits

    def prune(self) -> None:
        """End the processes whose world was not used for ``WORLD_IDLE_S``."""
        now = time.monotonic()
        with self._lock:
            old = [k for k, (_, since) in self._idle.items() if now - since > WORLD_IDLE_S]
            ended = [self._idle.pop(k)[0] for k in old]
        for worker in ended:
            note(f"process {worker.pid} ends: its world was unused for {WORLD_IDLE_S:g} s")
        self._retire_aside(*ended)

    def close(self) -> None:
        """End every process of the pool, those let go meanwhile included: a command's
        at once, idle ones after their grace (:func:`_retire`), at the same time."""
        with self._lock:
            self._closed = True
            running = list(self._running)
            resting = [worker for worker, _ in self._idle.values()]
            resting += [self._spare] if self._spare else []
            self._spare, self._idle = None, {}
        with self._retiring_lock:
            retiring = list(self._retiring)
        busy = threading.Thread(target=_retire, args=running, kwargs={"grace": 0.0})
        busy.start()  # a running command does not end on its input closing
        _retire(*resting)
        for thread in [busy, *retiring]:
            thread.join()

    def _retire_aside(self, *workers: Worker) -> None:
        """:func:`_retire` on a thread of its own, for a caller that must not wait;
        :meth:`close` waits for it."""
        if workers:
            thread = threading.Thread(target=_retire, args=workers, daemon=True)
            thread.start()
            with self._retiring_lock:
                self._retiring = [t for t in self._retiring if t.is_alive()] + [thread]

    def _start(self) -> Worker:
        with open(self.log, "ab") as err:
            return Worker(
                self.command,
                stdin=subprocess.PIPE,
                stdout=subprocess.PIPE,
                stderr=err,
                bufsize=0,
                start_new_session=True,
            )


def _line_from(fd: int, deadline: float, client: socket.socket | None = None) -> bytes:
    """One line from ``fd``, or b"" when it closed, the deadline passed, or ``client``
    hung up first (read byte by byte: the line is short and nothing may be read past it)."""
    line = bytearray()
    watch = [fd] + ([client] if client is not None else [])
    while not line.endswith(b"\n"):
        left = deadline - time.monotonic()
        if left <= 0:
            return b""
        readable, _, _ = select.select(watch, [], [], min(left, STEP_S))
        if client is not None and client in readable and _hung_up(client):
            return b""
        if fd in readable:
            chunk = os.read(fd, 1)
            if not chunk:
                return b""
            line += chunk
    return bytes(line)


def _hung_up(client: socket.socket) -> bool:
    try:
        return client.recv(1, socket.MSG_PEEK | socket.MSG_DONTWAIT) == b""
    except BlockingIOError:
        return False
    except OSError:
        return True


def _retire(*workers: Worker, grace: float = QUIT_S) -> None:
    """End ``workers``, all at once: their input closed, which ends an idle one by
    itself; those still running ``grace`` seconds later get SIGTERM (to their group:
    they stop their app servers and exit), and those still running ``END_S`` after that
    SIGKILL. At most ``grace + END_S`` seconds, however many. Each is reaped and its
    pipes closed."""
    for worker in workers:
        with contextlib.suppress(OSError):
            worker.stdin.close() if worker.stdin else None
    left = _wait_all(workers, grace)
    for number in (signal.SIGTERM, signal.SIGKILL):
        for worker in left:
            with contextlib.suppress(ProcessLookupError, PermissionError):
                os.killpg(worker.pid, number)
        left = _wait_all(left, END_S)
    for worker in workers:
        for pipe in (worker.stdin, worker.stdout):
            with contextlib.suppress(OSError):
                pipe.close() if pipe else None


def _wait_all(workers: Iterable[Worker], within: float) -> list[Worker]:
    """Wait until ``workers`` have ended, ``within`` seconds at most for them all; the
    ones still running."""
    by = time.monotonic() + within
    for worker in workers:
        with contextlib.suppress(subprocess.TimeoutExpired):
            worker.wait(max(0.0, by - time.monotonic()))
    return [worker for worker in workers if worker.poll() is None]


class RequestService:
    """The helper's socket: authenticated JSON requests, one line in, one line out,
    each run by a process of ``workers`` kept for the request's world (which gets the
    request without its token). A client that hangs up (its user pressed Ctrl-C) ends
    that process, and with it the command's work."""

    def __init__(self, path: Path, token: str, workers: Workers) -> None:
        self.path, self.token, self.workers = path, token, workers
        self.last_used = time.monotonic()
        self.busy = 0
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
                answer = self._answer(_read_line(conn), conn)
            except (OSError, ValueError) as error:
                answer = {"refused": f"unreadable request ({type(error).__name__})"}
            if answer is not None:
                with contextlib.suppress(OSError):
                    conn.sendall(json.dumps(answer).encode() + b"\n")

    def _answer(self, raw: bytes, conn: socket.socket) -> dict[str, Any] | None:
        request = json.loads(raw)
        if not isinstance(request, dict):
            return {"refused": "a request is a JSON object"}
        given = str(request.pop("token", ""))
        if not hmac.compare_digest(given.encode(), self.token.encode()):
            return {"refused": "no valid token"}  # says nothing more to a stranger
        self.busy += 1
        try:
            return self._run(request, conn)
        finally:
            self.busy -= 1
            self.last_used = time.monotonic()
            self.workers.keep_one_ready()  # for the next command, once this one is done

    def _run(self, request: dict[str, Any], conn: socket.socket) -> dict[str, Any] | None:
        """The answer of the process that ran ``request``; None when the client hung up
        first (that process is ended); ``refused`` when none could run it or it ended
        without an answer: the command then does its own work."""
        try:
            worker = self.workers.take(world_of(request))
        except OSError as error:
            return {"refused": f"no process to run it ({error})"}
        try:
            assert worker.stdin is not None and worker.stdout is not None
            worker.stdin.write(json.dumps(request).encode() + b"\n")
            line = _line_from(worker.stdout.fileno(), float("inf"), client=conn)
        except OSError:
            line = b""
        if not line:
            hung_up = _hung_up(conn)
            note(
                f"process {worker.pid} is stopped: "
                + ("its command's client hung up" if hung_up else "it ended without an answer")
            )
            self.workers.done(worker, kill=True)
            note(f"process {worker.pid} ended ({worker.returncode})")
            return None if hung_up else {"refused": "its process ended"}
        self.workers.done(worker)
        found = json.loads(line)
        return found if isinstance(found, dict) else {"refused": "an unreadable answer"}


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


def worker_command(endpoint: str) -> list[str] | None:
    """How a process that runs commands starts, from the ``helper_commands`` entry point
    of ``nbshot.hooks`` (the CLI's, in the package's metadata: this layer does not name it), or
    None when no installed package declares one (the helper then only lends its browser)."""
    from importlib.metadata import entry_points

    found = entry_points(group=ENTRY_POINTS, name="helper_commands")
    if not found:
        return None
    module = next(iter(found)).value.partition(":")[0]
    return [sys.executable, "-m", module, "--browser-ws", endpoint]


def serve(
    folder: Path, executable: str, idle: float, poll: float = 1.0, commands: bool = True
) -> None:
    """The helper's life: start the browser server (and, with ``commands``, the
    request service and its first ready process), write the state file (owner-only),
    and stop once nothing used it for ``idle`` seconds, or on SIGTERM."""
    server = BrowserServer(executable)
    stopping: list[int] = []
    signal.signal(signal.SIGTERM, lambda number, _: stopping.append(number))
    service: RequestService | None = None
    workers: Workers | None = None
    try:
        ws = server.start()
        token = secrets.token_urlsafe(32)
        command = worker_command(ws) if commands else None
        if command is not None:
            workers = Workers(command, folder / "helper.log")
            # Commands find the helper once a process is ready for them.
            if workers.wait_ready(READY_S):
                service = RequestService(folder / SOCKET, token, workers)
        state = {
            "pid": os.getpid(),
            "server_pid": server.pid,
            "endpoint": ws,
            "identity": identity(executable),
            "idle_s": idle,
            "started": time.time(),
            "socket": str(folder / SOCKET) if service else None,
            "token": token,
            "command": command_key(),
        }
        with _locked(folder, unless=lambda: bool(stopping)) as held:
            if not held:
                return  # told to stop while it started
            owner = (read_state(folder) or {}).get("pid")
            if owner not in (None, os.getpid()) and _is_helper(owner):
                return  # another helper took over while this one started: this one stops
            _write_state(folder, state)
        _wait_idle(state, service, idle, poll, stopping, server)
    finally:
        if service is not None:
            service.close()
        if workers is not None:
            workers.close()
        server.stop()
        current = read_state(folder)
        if current is not None and current.get("pid") == os.getpid():
            with contextlib.suppress(FileNotFoundError):
                (folder / STATE).unlink()


def _wait_idle(
    state: dict[str, Any],
    service: RequestService | None,
    idle: float,
    poll: float,
    stopping: list[int],
    server: BrowserServer,
) -> None:
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
                service.workers.prune()
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

    from nbshot.startup import prepare_own_process

    prepare_own_process()
    parser = argparse.ArgumentParser(prog="python -m nbshot.browser.warm_helper_process")
    parser.add_argument("--dir", required=True)
    parser.add_argument("--browser", required=True)
    parser.add_argument("--idle", type=float, default=IDLE_S)
    parser.add_argument("--no-commands", action="store_true", help="lend the browser only")
    parser.add_argument("--after", type=int, default=None, help="start once this pid ended")
    args = parser.parse_args(argv)
    if args.after:
        _wait_for_end(args.after, AFTER_MAX_S)
    # Count clients often enough that a short idle time (tests) is kept to within a
    # fraction, and seldom enough that a long one costs nothing to watch.
    serve(
        Path(args.dir),
        args.browser,
        args.idle,
        poll=min(COUNT_EVERY_S, args.idle / 4),
        commands=not args.no_commands,
    )


if __name__ == "__main__":
    main()
