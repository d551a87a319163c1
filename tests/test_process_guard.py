"""The process guard (nbshot.process_guard): a command run for an owner ends, with its
whole process group and its work folder, when the owner dies without stopping it."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest
from timing import wait_until

from nbshot import process_guard


def _gone(pid: int) -> bool:
    try:
        state = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0]
    except (FileNotFoundError, ProcessLookupError):
        return True
    return state == "Z"  # ended, waiting for its parent to read it


@pytest.mark.skipif(sys.platform == "win32", reason="process groups")
def test_the_guarded_command_and_its_folder_go_when_the_owner_is_killed(tmp_path: Path) -> None:
    workdir = tmp_path / "work"
    workdir.mkdir()
    owner = textwrap.dedent(
        f"""
        import subprocess, sys, time
        sys.path.insert(0, {str(Path(process_guard.__file__).parent.parent)!r})
        from nbshot.process_guard import guarded
        child = subprocess.Popen(guarded([sys.executable, "-c", "import time; time.sleep(600)"],
                                         {str(workdir)!r}), start_new_session=True)
        print(child.pid, flush=True)
        time.sleep(600)
        """
    )
    with subprocess.Popen([sys.executable, "-c", owner], stdout=subprocess.PIPE, text=True) as proc:
        assert proc.stdout is not None
        guard_pid = int(proc.stdout.readline())
        wait_until(lambda: len(_group(guard_pid)) == 2, within=10)  # the command started
        members = _group(guard_pid)
        assert len(members) == 2, members
        proc.send_signal(signal.SIGKILL)  # no exit handlers run
    ended = wait_until(lambda: all(_gone(pid) for pid in members), within=process_guard.POLL_S + 10)
    assert ended, "the command outlived its owner"
    assert not workdir.exists()


def _group(leader: int) -> list[int]:
    """Live processes in the process group that ``leader`` leads."""
    found = []
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit():
            try:
                if os.getpgid(int(entry.name)) == leader and not _gone(int(entry.name)):
                    found.append(int(entry.name))
            except (ProcessLookupError, PermissionError):
                pass
    return found
