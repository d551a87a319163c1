"""The MCP server under faults: its client leaves mid-call, it is told to stop (SIGTERM).

The stdio cases speak JSON-RPC over the server's real stdin/stdout by hand: the SDK's
own client stops the server when it leaves, which is exactly what a crashed client does
not do. The HTTP case uses the SDK's client against a real ``nbshot-mcp --http``.
"""

from __future__ import annotations

import contextlib
import json
import os
import shutil
import signal
import socket
import subprocess
import sys
import threading
import time
import uuid
from pathlib import Path
from typing import Any

import anyio
import pytest
from processes import browser_pids, with_env
from timing import quick, scaled

ROOT = Path(__file__).resolve().parents[2]
TEST_FLOWS = Path(__file__).resolve().parents[1] / "flow" / "flows"
pytestmark = pytest.mark.skipif(sys.platform != "linux", reason="reads /proc")

# Within Docker's stop timeout (10 s, then SIGKILL): 1.5-2 s here, 2.2-3.1 s with three
# busy loops on the two cores (it was 4.4-6.1 s before a cancelled run stopped starting
# the next spare kernel and the server stopped waiting out the interpreter's teardown).
STOP_S = quick(10)
# A server with no run in progress leaves at once (0.03-0.3 s here, on a loaded machine);
# it took 3.8-4.4 s, and 13-16 s after SIGTERM, while it waited for a spare kernel that
# it had started at start-up.
IDLE_STOP_S = quick(3)


def _flows_and_env(tmp_path: Path, with_flow: bool = True) -> tuple[list[str], dict[str, str], str]:
    """The server's arguments (a flows folder holding the flow that sleeps, or none),
    its environment, and the mark that finds its processes."""
    flows = tmp_path / "flows"
    flows.mkdir()
    if with_flow:
        shutil.copy(TEST_FLOWS / "sleeps.ipynb", flows)
    marker = uuid.uuid4().hex
    # With a spare kernel, as nbshot-mcp starts one by default (tests/conftest.py turns
    # them off for the rest): its stops must kill it too.
    env = {**os.environ, "NBSHOT_TEST_MARK": marker, "NBSHOT_WARM_KERNELS": "1"}
    env.pop("NBSHOT_BROWSER_WS", None)
    arguments = [
        "--flows",
        str(flows),
        "--runs",
        str(tmp_path / "runs"),
        "--out",
        str(tmp_path / "out"),
    ]
    return arguments, env, marker


def _sleeping_run(runs: Path) -> Path:
    """The folder of the run of the flow that sleeps, once it sleeps."""
    deadline = time.monotonic() + scaled(60)
    while not list(runs.glob("sleeps/*/sleeping")):  # the mark of the cell that sleeps
        assert time.monotonic() < deadline, "the run did not start"
        time.sleep(0.2)
    (folder,) = [p for p in (runs / "sleeps").iterdir() if p.is_dir()]  # not its history
    return folder


class _Server:
    """nbshot-mcp over stdio, with a flows folder holding the flow that sleeps."""

    def __init__(
        self, tmp_path: Path, stderr: int = subprocess.DEVNULL, with_flow: bool = True
    ) -> None:
        self.arguments, self.env, self.marker = _flows_and_env(tmp_path, with_flow)
        self.runs = tmp_path / "runs"
        self.process = subprocess.Popen(
            [sys.executable, "-m", "nbshot.mcp", *self.arguments],
            stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=stderr, env=self.env,
        )  # fmt: skip
        self.send({"jsonrpc": "2.0", "id": 0, "method": "initialize", "params": {
            "protocolVersion": "2025-06-18", "capabilities": {},
            "clientInfo": {"name": "faults", "version": "0"}}})  # fmt: skip
        assert "result" in self.receive()
        self.send({"jsonrpc": "2.0", "method": "notifications/initialized"})

    def send(self, message: dict[str, Any]) -> None:
        assert self.process.stdin is not None
        self.process.stdin.write(json.dumps(message).encode() + b"\n")
        self.process.stdin.flush()

    def receive(self) -> dict[str, Any]:
        assert self.process.stdout is not None
        return dict(json.loads(self.process.stdout.readline()))

    def start_sleeping_run(self) -> Path:
        """Call run_flow on the flow that sleeps; return its run folder once it sleeps."""
        self.send({"jsonrpc": "2.0", "id": 1, "method": "tools/call",
                   "params": {"name": "run_flow", "arguments": {"flow": "sleeps"}}})  # fmt: skip
        return _sleeping_run(self.runs)

    def exit_time(self) -> float:
        started = time.monotonic()
        self.process.wait(timeout=scaled(30))
        took = time.monotonic() - started
        for pipe in (self.process.stdin, self.process.stdout):
            if pipe is not None:
                pipe.close()
        return took

    def stderr(self) -> bytes:
        """What the server wrote on stderr (started with ``stderr=PIPE``), once it exited."""
        assert self.process.stderr is not None
        with self.process.stderr:
            return self.process.stderr.read()


def _nothing_left(marker: str, folder: Path) -> None:
    deadline = time.monotonic() + scaled(5)
    while with_env("NBSHOT_TEST_MARK", marker) and time.monotonic() < deadline:
        time.sleep(0.1)
    assert with_env("NBSHOT_TEST_MARK", marker) == []  # no kernel, browser or driver left
    manifest = json.loads((folder / "run.json").read_text())
    assert manifest["status"] == "cancelled" and manifest["error"]["cell_index"] == 2


def test_a_client_that_leaves_mid_call_stops_the_server_and_its_run(tmp_path: Path) -> None:
    server = _Server(tmp_path)
    folder = server.start_sleeping_run()
    assert server.process.stdin is not None
    server.process.stdin.close()  # the client is gone
    assert server.exit_time() < STOP_S
    _nothing_left(server.marker, folder)


def test_sigterm_during_a_flow_cancels_it_and_exits(tmp_path: Path) -> None:
    server = _Server(tmp_path)
    folder = server.start_sleeping_run()
    server.process.send_signal(signal.SIGTERM)
    assert server.exit_time() < STOP_S
    _nothing_left(server.marker, folder)


def test_sigterm_to_the_http_server_during_a_flow_cancels_it_and_exits(tmp_path: Path) -> None:
    import httpx
    from mcp import Client

    arguments, env, marker = _flows_and_env(tmp_path)
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    server = subprocess.Popen(
        [sys.executable, "-m", "nbshot.mcp", "--http", "--port", str(port), *arguments],
        stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, env=env,
    )  # fmt: skip
    url = f"http://127.0.0.1:{port}/mcp"

    async def call_the_flow_that_sleeps() -> None:
        with contextlib.suppress(Exception):  # the server goes away mid-call
            async with Client(url) as client:
                await client.call_tool("run_flow", {"flow": "sleeps"})

    caller = threading.Thread(target=anyio.run, args=(call_the_flow_that_sleeps,), daemon=True)
    try:
        deadline = time.monotonic() + scaled(30)
        while time.monotonic() < deadline:
            with contextlib.suppress(httpx.TransportError):
                httpx.get(url, timeout=scaled(2))
                break
            time.sleep(0.2)
        caller.start()
        folder = _sleeping_run(tmp_path / "runs")
        server.send_signal(signal.SIGTERM)
        started = time.monotonic()
        code = server.wait(timeout=scaled(30))
        assert time.monotonic() - started < STOP_S
    finally:
        server.kill()
    assert code == 0  # a stop it was asked for, not a death by signal
    _nothing_left(marker, folder)


@pytest.fixture
def anyio_backend() -> str:
    return "asyncio"


@pytest.mark.anyio
async def test_a_session_whose_browser_was_killed_says_it_was_lost(tmp_path: Path) -> None:
    from mcp import Client

    import mcp_shim

    server = mcp_shim.build_server(mcp_shim.load_config(flows=TEST_FLOWS, out_dir=tmp_path))
    async with Client(server) as client:
        opened = await client.call_tool("open", {"url": "demo:/signin"})
        session = opened.structured_content["session"]
        for pid in browser_pids():
            os.kill(pid, signal.SIGKILL)
        deadline = time.monotonic() + scaled(10)
        while browser_pids() and time.monotonic() < deadline:
            await anyio.sleep(0.05)
        lost = await client.call_tool("act", {"session": session, "steps": ["click:e24"]})
        assert lost.is_error and lost.structured_content["code"] == "SessionLost"
        assert "open" in lost.structured_content["message"]
        closed = await client.call_tool("close", {"session": session})
        assert not closed.is_error
        again = await client.call_tool("open", {"url": "demo:/signin"})  # a new browser
        assert not again.is_error and "Email" in again.content[-1].text
    server.state.close_all()  # type: ignore[attr-defined]


@pytest.mark.anyio
async def test_a_session_whose_browser_died_is_dropped_and_list_answers(tmp_path: Path) -> None:
    from mcp import Client

    import mcp_shim

    server = mcp_shim.build_server(mcp_shim.load_config(flows=TEST_FLOWS, out_dir=tmp_path))
    async with Client(server) as client:
        dead = (await client.call_tool("open", {"url": "demo:/signin"})).structured_content
        for pid in browser_pids():
            os.kill(pid, signal.SIGKILL)
        deadline = time.monotonic() + scaled(10)
        while browser_pids() and time.monotonic() < deadline:
            await anyio.sleep(0.05)
        lost = await client.call_tool("act", {"session": dead["session"], "steps": ["press:Tab"]})
        assert lost.structured_content["code"] == "SessionLost"  # it knows its browser died
        listed = await client.call_tool("list", {"what": ["sessions", "checks"]})
        assert not listed.is_error, listed.structured_content
        assert listed.structured_content["sessions"] == [] and listed.structured_content["checks"]
        gone = await client.call_tool("act", {"session": dead["session"], "steps": ["press:Tab"]})
        assert gone.is_error and gone.structured_content["code"] == "SessionClosed"  # dropped
        live = (await client.call_tool("open", {"url": "demo:/signin"})).structured_content
        listed = await client.call_tool("list", {"what": ["sessions"]})
        assert [s["session"] for s in listed.structured_content["sessions"]] == [live["session"]]
    server.state.close_all()  # type: ignore[attr-defined]


def test_closing_stdin_right_after_initialize_exits_at_once_and_quietly(tmp_path: Path) -> None:
    server = _Server(tmp_path, stderr=subprocess.PIPE)
    # Nothing started ahead of a call: no spare kernel for the exit to wait for or kill.
    assert with_env("NBSHOT_TEST_MARK", server.marker) == [server.process.pid]
    assert server.process.stdin is not None
    server.process.stdin.close()
    assert server.exit_time() < IDLE_STOP_S
    assert server.stderr() == b""


def test_ctrl_c_while_serving_stops_the_server_at_once_and_quietly(tmp_path: Path) -> None:
    """SIGINT as a terminal's Ctrl-C sends it: once it waited for the client to leave
    (the SDK's stdin reader is a thread blocked in read)."""
    server = _Server(tmp_path, stderr=subprocess.PIPE, with_flow=False)
    server.send({"jsonrpc": "2.0", "id": 1, "method": "ping"})
    assert server.receive() == {"jsonrpc": "2.0", "id": 1, "result": {}}
    server.process.send_signal(signal.SIGINT)
    assert server.exit_time() < IDLE_STOP_S
    assert (server.process.returncode, server.stderr()) == (0, b"")


def _stopped_by_sigterms(tmp_path: Path, with_flow: bool) -> tuple[float, int, bytes, str]:
    """A server that answered initialize (and, with a flow, one call, which starts a
    spare kernel), then SIGTERM after SIGTERM until it exits, as an impatient
    supervisor sends them: (seconds from the first to the exit, exit code, stderr,
    its mark)."""
    tmp_path.mkdir()
    server = _Server(tmp_path, stderr=subprocess.PIPE, with_flow=with_flow)
    if with_flow:
        server.send({"jsonrpc": "2.0", "id": 1, "method": "tools/call",
                     "params": {"name": "list", "arguments": {"what": ["checks"]}}})  # fmt: skip
        assert "result" in server.receive()
    started = time.monotonic()
    while server.process.poll() is None and time.monotonic() - started < scaled(30):
        with contextlib.suppress(ProcessLookupError):
            server.process.send_signal(signal.SIGTERM)
        with contextlib.suppress(subprocess.TimeoutExpired):
            server.process.wait(timeout=0.1)
    took = time.monotonic() - started
    server.exit_time()  # closes its pipes
    return took, server.process.returncode, server.stderr(), server.marker


def test_twenty_servers_stopped_by_sigterms_exit_at_once_and_quietly(tmp_path: Path) -> None:
    from concurrent.futures import ThreadPoolExecutor

    # Five at a time; the first has a flow and a spare kernel warming when the signals
    # come (it proves the spare is killed). One, not one in five: a start with flow tools
    # imports papermill and starts a kernel (6 s of CPU and a kernel instead of 1-3 s),
    # and the other nineteen stops are what issue 29 counts.
    with ThreadPoolExecutor(5) as pool:
        stops = list(pool.map(_stopped_by_sigterms, (tmp_path / str(n) for n in range(20)),
                              (n == 0 for n in range(20))))  # fmt: skip
    for took, code, stderr, _ in stops:
        assert (code, stderr.decode()) == (0, ""), took
        assert took < IDLE_STOP_S
    deadline = time.monotonic() + scaled(5)
    while any(with_env("NBSHOT_TEST_MARK", m) for *_, m in stops) and time.monotonic() < deadline:
        time.sleep(0.1)
    assert [p for *_, m in stops for p in with_env("NBSHOT_TEST_MARK", m)] == []  # spares killed


@pytest.mark.anyio
async def test_a_run_whose_server_was_killed_is_recorded_abandoned(tmp_path: Path) -> None:
    from mcp import Client, StdioServerParameters

    server = _Server(tmp_path)
    folder = server.start_sleeping_run()
    server.process.kill()  # SIGKILL: the server cleans nothing up
    server.exit_time()
    for pid in with_env("NBSHOT_TEST_MARK", server.marker):  # its kernel, its browser
        with contextlib.suppress(OSError):
            os.kill(pid, signal.SIGKILL)
    assert json.loads((folder / "run.json").read_text())["status"] == "running"
    arguments = ["-m", "nbshot.mcp", *server.arguments]
    # No spare kernel for this one (its list call would start one): it runs nothing.
    env = {**server.env, "NBSHOT_WARM_KERNELS": "0"}
    params = StdioServerParameters(command=sys.executable, args=arguments, env=env)
    async with Client(params) as client:
        listed = await client.call_tool("list", {"what": ["runs"]})
        (run,) = listed.structured_content["runs"]  # type: ignore[index]
        assert run["status"] == "abandoned" and str(server.process.pid) in run["error"]
        described = await client.call_tool("describe_flow", {"flow": "sleeps"})
    text = described.content[-1].text  # type: ignore[union-attr]
    assert "**abandoned**" in text and "in cell 2" in text, text
    assert described.structured_content["status"] == "abandoned"  # type: ignore[index]
