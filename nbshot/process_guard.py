"""Run a command, and end its whole process group if the owner dies first.

Used for the processes nbshot starts and must not leave behind (the browser server,
a project's app server) as ``python process_guard.py OWNER_PID WORKDIR CMD...`` (by path, so
it starts without importing nbshot; :func:`guarded` builds that command). A process
that owns a server normally stops it at exit, but a kernel killed with SIGKILL
(nbval and Jupyter do that on a forced shutdown) runs no exit handlers; without this
guard its server, Playwright's node driver and Chromium would live on as orphans,
and their temp files (``WORKDIR``, the server's TMPDIR) would stay behind.
"""

from __future__ import annotations

import contextlib
import os
import shutil
import signal
import subprocess
import sys
import time

POLL_S = 0.5


def guarded(command: list[str], workdir: str) -> list[str]:
    """``command`` run under the guard on behalf of this process (POSIX only: elsewhere
    ``command`` as it is). Start it in a session of its own (``start_new_session``)
    so the owner can end the whole group."""
    if sys.platform == "win32":
        return command
    return [sys.executable, os.path.abspath(__file__), str(os.getpid()), workdir, *command]


def main(argv: list[str]) -> int:
    owner, workdir, command = int(argv[0]), argv[1], argv[2:]
    try:
        child = subprocess.Popen(command)  # same stdout (the endpoint line) and group
    except OSError as exc:  # one line for the log, not a traceback
        print(f"Cannot run {command[0]!r}: {exc.strerror}", file=sys.stderr, flush=True)
        return 127
    while child.poll() is None:
        if os.getppid() != owner:  # reparented: the owner died without stopping us
            _end_own_group(child, workdir)
        time.sleep(POLL_S)
    return child.returncode


def _end_own_group(child: subprocess.Popen[bytes], workdir: str) -> None:
    group = os.getpgid(0)
    signal.signal(signal.SIGTERM, signal.SIG_IGN)  # outlive the TERM to send the KILL
    os.killpg(group, signal.SIGTERM)
    with contextlib.suppress(subprocess.TimeoutExpired):
        child.wait(5)
    time.sleep(0.5)  # the driver's own children (Chromium) end just after it
    shutil.rmtree(workdir, ignore_errors=True)
    os.killpg(group, signal.SIGKILL)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
