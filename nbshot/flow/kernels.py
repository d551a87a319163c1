"""Kernels for flow runs, with one started ahead of the run that needs it.

Starting a kernel and importing nbshot is about half of a short flow's time. A
process that runs flows keeps one ready kernel per kernel name: the next run takes
it, gives it the run's environment and working folder before its first cell, and a
new one starts in the background. A run still gets a kernel in which no notebook
has run (only ``import nbshot`` inside a function, and the run's set-up, both
silent and out of its history), so its cells, outputs and pictures are the ones a
kernel started for it would give.
"""

from __future__ import annotations

import atexit
import contextlib
import json
import os
import queue
import shutil
import signal
import sys
import tempfile
import threading
import time
import weakref
from typing import Any

from jupyter_client.manager import AsyncKernelManager
from jupyter_core.utils import ensure_event_loop, run_sync
from traitlets import Float

from nbshot.browser.browser_server import shared_endpoint
from nbshot.browser.lookup import ENV_BROWSER_WS
from nbshot.config import settings
from nbshot.startup import node_compile_cache

# At exit the kernel closes its browser, which finishes videos; on a busy machine
# that outlasts jupyter_client's 5 s, after which it signals the whole process group
# (Playwright's driver included) and videos are cut.
KERNEL_EXIT_S = 30.0
START_TIMEOUT_S = 60.0
# The kernel's own warnings (e.g. about TCP on loopback) are noise in a run.
_ARGUMENTS = ["--IPKernelApp.log_level=ERROR"]
# A Unix socket's path is at most 107 bytes; the kernel adds "-5" to the prefix.
_SOCKET_PATH_MAX = 100
# Runs in the spare kernel: nbshot and its describe imported, Playwright's driver
# started and, when this process shares a browser server, connected to it; the
# user's namespace left empty.
_WARM_UP = """def _nbshot_warm_up():
    import os
    import pandas
    import nbshot
    import nbshot.vision.local
    from nbshot.browser.engine import engine
    from nbshot.env_vars import BROWSER_WS
    engine.warm_up(browser=bool(os.environ.get(BROWSER_WS)))
_nbshot_warm_up()
del _nbshot_warm_up"""
_SET_UP = """def _nbshot_set_up(gone, env, cwd):
    import os
    import nbshot.config
    for name in gone:
        os.environ.pop(name, None)
    os.environ.update(env)
    os.chdir(cwd)
    nbshot.config.reload_env()
    from nbshot.browser.engine import engine
    engine.follow_env()  # a run that records video, or shares no server, launches its own
_nbshot_set_up({gone}, {env}, {cwd})
del _nbshot_set_up"""


def _stderr_fd() -> int | None:
    try:
        return sys.__stderr__.fileno() if sys.__stderr__ else None
    except (OSError, ValueError):
        return None


class RunKernelManager(AsyncKernelManager):
    """A kernel for one run. Its stdout goes to our stderr, so a runner that speaks a
    protocol on stdout (the MCP server) stays clean; :meth:`finish` also stops the
    clients made for it (nbclient leaves those of a kernel it did not start)."""

    shutdown_wait_time = Float(KERNEL_EXIT_S)

    def __init__(self, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self._made: list[Any] = []
        self.started_env: dict[str, str] = {}  # the environment it was started with
        self._use_unix_sockets()

    def _use_unix_sockets(self) -> None:
        """Talk to the kernel over Unix sockets in a private folder where the system has
        them. Over TCP the manager picks five free ports and the kernel binds them a
        moment later: another process starting a kernel (or anything else) can take one
        in between, and the kernel dies with "Address already in use" (a flow run lost
        under load). A socket file in a folder of our own cannot be taken, and only this
        user can reach it."""
        if os.name != "posix":
            return
        folder = tempfile.mkdtemp(prefix="nbshot-kernel-")
        weakref.finalize(self, shutil.rmtree, folder, ignore_errors=True)
        prefix = os.path.join(folder, "k")
        if len(os.fsencode(prefix)) <= _SOCKET_PATH_MAX:
            self.transport = "ipc"
            self.ip = prefix

    def client(self, **kwargs: Any) -> Any:
        made = super().client(**kwargs)
        self._made.append(made)
        return made

    @property
    def pid(self) -> int | None:
        return getattr(getattr(self, "provisioner", None), "pid", None)

    def finish(self, now: bool = False) -> None:
        """Shut the kernel down (gracefully unless ``now``) and free what it held."""
        with contextlib.suppress(Exception):  # already gone is fine
            if run_sync(self.is_alive)():
                run_sync(self.shutdown_kernel)(now=now)
        with contextlib.suppress(Exception):
            run_sync(self.cleanup_resources)()
        for made in self._made:
            with contextlib.suppress(Exception):
                made.stop_channels()
        self._made.clear()


def start(kernel_name: str, env: dict[str, str], cwd: str) -> RunKernelManager:
    """Start a kernel now, with ``env`` added to this process's environment, in ``cwd``."""
    manager = _made(kernel_name, env)
    _launch(manager, cwd)
    return manager


def _made(kernel_name: str, env: dict[str, str]) -> RunKernelManager:
    manager = RunKernelManager(kernel_name=kernel_name)
    # Playwright's driver, which the kernel starts, keeps its compiled code (a notebook
    # process running flows is not one of nbshot's own: its environment lacks it).
    manager.started_env = {**node_compile_cache(), **os.environ, **env}
    return manager


def _launch(manager: RunKernelManager, cwd: str) -> None:
    run_sync(manager.start_kernel)(
        env=manager.started_env, cwd=cwd, stdout=_stderr_fd(), extra_arguments=_ARGUMENTS
    )


_retiring: set[threading.Thread] = set()


def retire(manager: RunKernelManager) -> None:
    """Shut ``manager`` down in the background: a run whose outputs are all written
    need not wait for its kernel to exit (0.3-0.5 s here). Waited for at exit."""

    def finish() -> None:
        try:
            manager.finish()
        finally:
            ensure_event_loop().close()  # run_sync made one for this thread
            _retiring.discard(threading.current_thread())

    thread = threading.Thread(target=finish, name="nbshot-kernel-exit", daemon=True)
    _retiring.add(thread)
    thread.start()


def kill(managers: list[RunKernelManager]) -> None:
    """SIGKILL each kernel: a run that timed out or was cancelled."""
    for manager in managers:
        if manager.pid:
            with contextlib.suppress(OSError):  # already gone
                os.kill(manager.pid, signal.SIGKILL)


def _execute(manager: RunKernelManager, code: str) -> bool:
    """Run ``code`` silently (no output, not in the history); True when it worked.

    Only the shell channel is used: a request waits there until the kernel is up,
    so neither ``wait_for_ready`` (0.2 s of polling) nor iopub is needed."""
    client = manager.blocking_client()
    client.start_channels(iopub=False, stdin=False, hb=False, control=False)
    try:
        sent = client.execute(code, silent=True, store_history=False, allow_stdin=False)
        deadline = time.monotonic() + START_TIMEOUT_S
        while True:
            reply = client.get_shell_msg(timeout=max(0.1, deadline - time.monotonic()))
            if reply["parent_header"].get("msg_id") == sent:
                return bool(reply["content"]["status"] == "ok")
    except (queue.Empty, RuntimeError):
        return False
    finally:
        client.stop_channels()


class _Spare:
    """One spare kernel: its ``manager`` (set just before it is launched), ``done`` once
    warm (``ready``) or failed, ``dropped`` once nobody will take it (whoever holds it
    then stops it)."""

    def __init__(self) -> None:
        self.done = threading.Event()
        self.manager: RunKernelManager | None = None
        self.ready = False
        self.dropped = False


def _launched(spare: _Spare) -> bool:
    return spare.manager is not None and spare.manager.pid is not None


def _kill_group(manager: RunKernelManager) -> None:
    """SIGKILL the kernel and what it started (Playwright's driver): its process group,
    of its own since jupyter_client starts each kernel in a new session."""
    group = getattr(getattr(manager, "provisioner", None), "pgid", None)
    with contextlib.suppress(OSError):  # already gone
        if isinstance(group, int) and group > 1 and group != os.getpgrp():
            os.killpg(group, signal.SIGKILL)
        elif manager.pid:
            os.kill(manager.pid, signal.SIGKILL)


# At exit, how long to wait for a spare being launched to get a pid we can kill: the
# launch itself takes milliseconds; its warm-up (imports) is what takes seconds.
CLOSE_WAIT_S = 1.0


class Spares:
    """One ready kernel per kernel name, started in the background."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._ready: dict[str, _Spare] = {}

    def take(self, kernel_name: str, env: dict[str, str], cwd: str) -> RunKernelManager | None:
        """The ready kernel, set up for a run (``env`` and ``cwd``), or None when there
        is none (the run then starts its own). Waits for one that is starting."""
        with self._lock:
            spare = self._ready.pop(kernel_name, None)
        if spare is None:
            return None
        spare.done.wait(START_TIMEOUT_S)
        manager = spare.manager if spare.ready else None
        if manager is None:
            return None
        # The environment as a kernel started now would get it: this process's own
        # (which may have changed since the spare started), then the run's.
        now = {**node_compile_cache(), **os.environ}
        gone = [name for name in manager.started_env if name not in now]
        code = _SET_UP.format(
            gone=json.dumps(gone), env=json.dumps({**now, **env}), cwd=json.dumps(cwd)
        )
        if not run_sync(manager.is_alive)() or not _execute(manager, code):
            manager.finish(now=True)
            return None
        return manager

    def refill(self, kernel_name: str) -> None:
        """Start the next kernel for ``kernel_name`` in the background (once)."""
        if not settings.warm_kernels:
            return
        with self._lock:
            if kernel_name in self._ready:
                return
            spare = self._ready[kernel_name] = _Spare()

        def warm() -> None:
            try:
                # The browser server this process shares, if it runs: the kernel connects
                # ahead (a run that uses another browser drops it when it is set up).
                server = os.environ.get(ENV_BROWSER_WS) or shared_endpoint()
                # Known before it is launched: close() kills it as soon as it has a pid.
                spare.manager = _made(kernel_name, {ENV_BROWSER_WS: server} if server else {})
                _launch(spare.manager, os.getcwd())
                spare.ready = not spare.dropped and _execute(spare.manager, _WARM_UP)
                if not spare.ready or spare.dropped:
                    spare.manager.finish(now=True)
            except Exception:  # noqa: BLE001 - a spare that fails is simply not there
                pass
            finally:
                spare.done.set()
                ensure_event_loop().close()  # run_sync made one for this thread

        threading.Thread(target=warm, name=f"nbshot-kernel-{kernel_name}", daemon=True).start()

    def close(self) -> None:
        """Stop every spare kernel, ready or still starting, with SIGKILL (at exit:
        nothing of theirs is worth waiting for), and wait for kernels being retired.

        Bounded: a spare still warming up is killed, not waited for (its warm-up took
        5-12 s on a busy machine, and an exit that waited for it took as long)."""
        with self._lock:
            dropped, self._ready = list(self._ready.values()), {}
        for spare in dropped:
            spare.dropped = True
        deadline = time.monotonic() + CLOSE_WAIT_S
        for spare in dropped:
            while not _launched(spare) and not spare.done.wait(0.02):
                if time.monotonic() > deadline:
                    break  # still launching: it sees `dropped` and stops itself
            if spare.manager is not None and _launched(spare):
                _kill_group(spare.manager)
                if spare.ready:
                    spare.manager.finish(now=True)  # reaps it and removes its files
        for thread in list(_retiring):
            thread.join(KERNEL_EXIT_S)

    def status(self) -> dict[str, str]:
        """Kernel name -> "ready" or "starting"."""
        with self._lock:
            slots = dict(self._ready)
        return {name: ("ready" if spare.ready else "starting") for name, spare in slots.items()}


spares = Spares()
atexit.register(spares.close)
