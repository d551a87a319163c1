"""How ``nbshot-mcp`` starts and ends (nbshot.mcp.start): its way to the early
answer imports no SDK, and a client that leaves, stops reading, or a signal before
the SDK has loaded end it at once and quietly (exit 0, nothing on stderr)."""

from __future__ import annotations

import signal
import subprocess
import sys
from pathlib import Path

import pytest
from mcp_servers import StdioServer, initialize_request
from timing import scaled

from nbshot.mcp.handshake import early_answer


def test_a_client_that_sends_nothing_and_leaves_ends_the_server_quietly(tmp_path: Path) -> None:
    server = StdioServer(tmp_path)
    assert server.leave() == (b"", b"")


def test_a_client_that_leaves_after_the_handshake_ends_the_server_quietly(
    tmp_path: Path,
) -> None:
    """Only the handshake sent, answered early: nothing is left for the SDK to answer."""
    server = StdioServer(tmp_path)
    server.send(initialize_request("2025-06-18"))
    assert server.receive() == early_answer(initialize_request("2025-06-18"))
    assert server.leave() == (b"", b"")


@pytest.mark.parametrize("how", [signal.SIGTERM, signal.SIGINT], ids=["SIGTERM", "Ctrl-C"])
def test_a_signal_just_after_the_early_answer_ends_the_server_quietly(
    how: signal.Signals, tmp_path: Path
) -> None:
    server = StdioServer(tmp_path)
    server.send(initialize_request("2025-06-18"))
    assert server.receive() == early_answer(initialize_request("2025-06-18"))
    server.process.send_signal(how)
    server.process.wait(timeout=scaled(30))
    assert server.leave() == (b"", b"")


def test_a_client_that_stopped_reading_ends_the_server_quietly(tmp_path: Path) -> None:
    server = StdioServer(tmp_path)
    assert server.process.stdout is not None
    server.process.stdout.close()  # the early answer meets a broken pipe
    server.send(initialize_request("2025-06-18"))
    assert server.process.stdin is not None and server.process.stderr is not None
    server.process.stdin.close()
    assert server.process.wait(timeout=scaled(30)) == 0
    with server.process.stderr as stderr:
        assert stderr.read() == b""


def test_the_way_to_the_early_answer_imports_no_sdk(tmp_path: Path) -> None:
    code = ("import sys, nbshot.mcp.start\n"
            "print(sorted(m for m in sys.modules if m.split('.')[0] in ('mcp', 'mcp_types',"
            " 'pydantic', 'anyio')))")  # fmt: skip
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                          timeout=scaled(30), check=True, cwd=tmp_path)  # fmt: skip
    assert done.stdout.strip() == "[]"
