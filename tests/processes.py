"""Processes the tests start or look for: the nbshot command run as a user would, and in
/proc (Linux) browsers this process started and everything that inherited a marker in its
environment."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from timing import scaled


def browser_pids() -> list[int]:
    """PIDs of main Chromium processes started by this process's Playwright driver."""
    me = os.getpid()
    parents: dict[int, int] = {}
    cmdlines: dict[int, str] = {}
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            stat = (entry / "stat").read_text()
            cmdlines[int(entry.name)] = (entry / "cmdline").read_bytes().decode(errors="replace")
        except OSError:
            continue
        parents[int(entry.name)] = int(stat.rsplit(")", 1)[1].split()[1])

    # Chromium's parent is the Playwright driver this process started; browsers of
    # kernels or servers this process started are further down and not ours.
    return [
        pid for pid, cmd in cmdlines.items()
        if "--remote-debugging-pipe" in cmd and "--type=" not in cmd
        and parents.get(parents.get(pid, 0), 0) == me
    ]  # fmt: skip


def with_env(name: str, value: str) -> list[int]:
    """Pids of processes whose environment has ``name=value`` (inherited by children)."""
    needle = f"{name}={value}".encode()
    found = []
    for proc in Path("/proc").iterdir():
        try:
            if proc.name.isdigit() and needle in (proc / "environ").read_bytes().split(b"\0"):
                found.append(int(proc.name))
        except OSError:
            continue  # gone meanwhile, or not ours to read
    return found


#: pytest as a team's project runs it, in a child process. nbval is left out: a plugin
#: of nbshot's own test set-up, not of a user's, and it loads nbformat and jsonschema at
#: pytest's start (3 s of CPU a run, most of that start).
PYTEST = (sys.executable, "-m", "pytest", "-p", "no:nbval", "-p", "no:cacheprovider")


def nbshot_cmd(*args: str, env: dict[str, str] | None = None) -> subprocess.CompletedProcess[str]:
    """Run the installed CLI as a user would, in a separate process."""
    return subprocess.run(
        [sys.executable, "-m", "nbshot", *args], capture_output=True, text=True,
        timeout=scaled(180), env={**os.environ, **(env or {})},
    )  # fmt: skip
