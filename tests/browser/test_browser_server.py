"""The browser server (nbshot.browser.browser_server): it ends, with its config and temp files,
when the process that owns it is killed."""

from __future__ import annotations

import os
import socket
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import pytest
from timing import scaled


@pytest.mark.skipif(sys.platform == "win32", reason="process groups")
def test_a_browser_server_ends_when_its_owner_is_killed() -> None:
    """A kernel killed with SIGKILL runs no exit handlers; its server must not linger,
    nor its config (it names the secret path) or Playwright's temp files."""
    script = ("import time, nbshot.browser.browser_server as b\n"
              "print(b.shared_server(), flush=True)\ntime.sleep(120)")  # fmt: skip
    env = {k: v for k, v in os.environ.items() if k != "NBSHOT_BROWSER_WS"}
    tmp_path = Path(tempfile.mkdtemp(dir="/tmp"))  # Chromium's socket needs a short TMPDIR
    env["TMPDIR"] = str(tmp_path)
    owner = subprocess.Popen([sys.executable, "-c", script], stdout=subprocess.PIPE, text=True,
                             env=env)  # fmt: skip
    assert owner.stdout is not None
    port = int(owner.stdout.readline().strip().split(":")[2].split("/")[0])
    socket.create_connection(("127.0.0.1", port), timeout=scaled(5)).close()  # it serves
    owner.kill()
    owner.communicate(timeout=scaled(10))
    deadline = time.monotonic() + scaled(30)
    while time.monotonic() < deadline:
        try:
            socket.create_connection(("127.0.0.1", port), timeout=1).close()
        except OSError:
            break  # gone, with its driver and browser (one process group)
        time.sleep(0.2)
    else:
        pytest.fail("the browser server outlived its killed owner")
    while time.monotonic() < deadline and list(tmp_path.iterdir()):
        time.sleep(0.2)
    assert list(tmp_path.iterdir()) == []
    tmp_path.rmdir()
