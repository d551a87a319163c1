"""The warm helper's own process: ``python -m nbshot.browser.helper_process``.

Started by :func:`nbshot.browser.helper.endpoint` in a session of its own; it runs a
browser server, writes the state file once it serves, and stops itself after its
idle time (see :mod:`nbshot.browser.helper`).
"""

from __future__ import annotations

import contextlib
import os
import signal
import time
from pathlib import Path

from nbshot.browser.helper import (
    IDLE_S,
    STATE,
    _is_helper,
    _locked,
    _write_state,
    clients,
    identity,
    read_state,
)
from nbshot.browser.server import BrowserServer


def serve(folder: Path, executable: str, idle: float, poll: float = 1.0) -> None:
    """The helper's life: start the browser server, write the state file (owner-only),
    and stop once no client was connected for ``idle`` seconds, or on SIGTERM."""
    server = BrowserServer(executable)
    stopping: list[int] = []
    signal.signal(signal.SIGTERM, lambda number, _: stopping.append(number))
    try:
        ws = server.start()
        state = {"pid": os.getpid(), "server_pid": server.pid, "endpoint": ws,
                 "identity": identity(executable), "idle_s": idle,
                 "started": time.time()}  # fmt: skip
        with _locked(folder):
            owner = (read_state(folder) or {}).get("pid")
            if owner not in (None, os.getpid()) and _is_helper(owner):
                return  # another helper took over while this one started: this one stops
            _write_state(folder, state)
        last_used = time.monotonic()
        while not stopping and server.running:
            time.sleep(poll)
            if clients(state):
                last_used = time.monotonic()
            elif time.monotonic() - last_used > idle:
                break
    finally:
        server.stop()
        current = read_state(folder)
        if current is not None and current.get("pid") == os.getpid():
            with contextlib.suppress(FileNotFoundError):
                (folder / STATE).unlink()


def main(argv: list[str] | None = None) -> None:
    import argparse

    parser = argparse.ArgumentParser(prog="python -m nbshot.browser.helper_process")
    parser.add_argument("--dir", required=True)
    parser.add_argument("--browser", required=True)
    parser.add_argument("--idle", type=float, default=IDLE_S)
    args = parser.parse_args(argv)
    # Poll often enough that a short idle time (tests) is kept to within a fraction.
    serve(Path(args.dir), args.browser, args.idle, poll=min(1.0, args.idle / 4))


if __name__ == "__main__":
    main()
