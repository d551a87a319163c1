"""The MCP server (nbshot.mcp.server): ``nbshot-mcp`` answers ``initialize`` first, before
it imports the SDK, and loads the rest after; it lists every tool with honest
annotations within a token budget, follows the flows folder, serves stdio and HTTP,
and over HTTP wants its token and the names it may be reached by.

Agent hosts give a server a few seconds to answer ``initialize`` (the MCP Inspector
15 s); the round-two server took 4-6 s idle and 13 s on a busy machine, because it
imported the browser engine, papermill and every tool, and read every flow, first.
"""

from __future__ import annotations

import json
import os
import shutil
import socket
import subprocess
import sys
import time
from pathlib import Path

import httpx
import pytest
from mcp import Client, StdioServerParameters
from mcp_servers import first_picture as _png
from timing import quick, scaled

import mcp_shim

ROOT = Path(__file__).resolve().parents[2]


HEAVY = ("playwright", "papermill", "nbformat", "jupyter_client", "pandas", "numpy", "PIL")

pytestmark = pytest.mark.anyio


@pytest.fixture
def anyio_backend() -> str:
    return "asyncio"


def test_the_start_path_loads_no_browser_engine_papermill_or_tool() -> None:
    """What nbshot-mcp runs before it can answer: building the server with
    ``ready_later`` imports none of the heavy modules, and registers no tool yet."""
    code = (
        "import sys\n"
        "from nbshot.mcp.server import build_server\n"
        "server = build_server(ready_later=True)\n"
        f"print(sorted(m for m in {HEAVY!r} if m in sys.modules))\n"
        "print(len(server._tool_manager.list_tools()))\n"
    )
    done = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True,
                          text=True, timeout=scaled(60), check=True)  # fmt: skip
    loaded, tools = done.stdout.split("\n")[:2]
    assert loaded == "[]", f"imported before initialize: {loaded}"
    assert tools == "0"


@pytest.mark.notebook
async def test_initialize_is_answered_quickly_from_process_start(tmp_path: Path) -> None:
    """The real command over real stdio, with the repository's flows: the clock starts
    before the process does. Then the tools (flows included) are all there and work: a
    capture, and a flow run that reports progress (one server for both: each start
    costs a process, the SDK's import and a browser)."""
    env = {k: v for k, v in os.environ.items() if k != "NBSHOT_BROWSER_WS"}
    params = StdioServerParameters(
        command=str(Path(sys.executable).parent / "nbshot-mcp"),
        args=["--flows", str(ROOT / "flows"), "--runs", str(tmp_path / "runs"),
              "--out", str(tmp_path / "out")],
        env=env, cwd=str(tmp_path),
    )  # fmt: skip
    before = _sdk_only()
    started = time.perf_counter()
    async with Client(params) as connected:  # spawns the process and discovers
        took = time.perf_counter() - started
        version = connected.protocol_version
        names = {t.name for t in (await connected.list_tools()).tools}
        listed = await connected.call_tool("list", {"what": ["flows"]})
        shot = await connected.call_tool("capture", {"url": "demo:/signin"})
        progress: list[float] = []

        async def on_progress(done: float, total: float | None, message: str | None) -> None:
            progress.append(done)

        run = await connected.call_tool("run_flow", {"flow": "homepage"},
                                        progress_callback=on_progress)  # fmt: skip
    reference = (before + _sdk_only()) / 2
    # In half the time a Python takes that only imports the SDK, measured beside it
    # (the bound follows the load): only an answer given before that import can be so
    # quick (nbshot.mcp.handshake). docs/performance.md: the answer at x0.08-0.17 of
    # that reference, the start that imported the SDK first at x0.78-0.93.
    assert took < reference / 2, (
        f"the handshake was answered {took:.2f} s after the process started; a Python "
        f"that only imports the mcp SDK took {reference:.2f} s (the bound is half that)"
    )
    # The SDK's client (mode "auto") opens with server/discover, the first request of
    # the 2026-07-28 protocol: answered early too, within a second (scaled by the load).
    assert version == "2026-07-28" and took < quick(1.0), (version, took)
    assert {"capture", "open", "run_flow", "flow_homepage", "flow_sign_in"} <= names
    assert not listed.is_error
    assert "homepage" in str(listed.structured_content)
    assert _png(shot).size == (1280, 720)
    assert run.structured_content["status"] == "ok" and progress, run.structured_content


def _sdk_only() -> float:
    """Seconds a Python process takes to start, import the mcp SDK's server and exit."""
    started = time.perf_counter()
    subprocess.run([sys.executable, "-c", "import mcp.server.mcpserver"], check=True,
                   timeout=scaled(60))  # fmt: skip
    return time.perf_counter() - started


async def test_tools_are_listed_with_honest_annotations_within_the_token_budget(
    client: Client,
) -> None:
    tools = {t.name: t for t in (await client.list_tools()).tools}
    assert {"capture", "snapshot", "find", "open", "act", "close", "describe_screenshot",
            "check", "compare", "list", "run_flow", "describe_flow", "get_run_log",
            "flow_homepage", "flow_breaks"} <= set(tools)  # fmt: skip
    assert "evaluate" not in tools  # off unless --allow-eval
    assert tools["list"].annotations.read_only_hint is True
    assert tools["capture"].annotations.open_world_hint is True
    assert tools["act"].annotations.destructive_hint is True
    size = len(json.dumps([t.model_dump(mode="json", exclude_none=True) for t in tools.values()]))
    assert size < 12 * 1024, size


async def test_the_shipped_flows_fit_the_token_budget() -> None:
    server = mcp_shim.build_server(mcp_shim.load_config(flows=ROOT / "flows"))
    async with Client(server) as connected:
        tools = (await connected.list_tools()).tools
    assert {"flow_homepage", "flow_sign_in", "flow_responsive", "flow_audit"} <= {
        t.name for t in tools
    }
    size = len(json.dumps([t.model_dump(mode="json", exclude_none=True) for t in tools]))
    assert size < 12 * 1024, size


async def test_a_notebook_added_to_flows_is_a_tool_at_once(client: Client, project: Path) -> None:
    shutil.copy(ROOT / "flows" / "audit.ipynb", project / "flows" / "audit.ipynb")
    assert "flow_audit" in {t.name for t in (await client.list_tools()).tools}
    (project / "flows" / "audit.ipynb").unlink()
    assert "flow_audit" not in {t.name for t in (await client.list_tools()).tools}


def _free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


def test_http_needs_the_token_when_one_is_set(project: Path) -> None:
    port = _free_port()
    env = {**os.environ, "NBSHOT_MCP_TOKEN": "s3cret"}
    server = subprocess.Popen(
        [str(Path(sys.executable).parent / "nbshot-mcp"), "--http", "--port", str(port),
         "--flows", str(project / "flows"), "--allowed-host", "reports.example"],
        env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
    )  # fmt: skip
    try:
        url = f"http://127.0.0.1:{port}/mcp"
        body = {"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": {
            "protocolVersion": "2025-06-18", "capabilities": {},
            "clientInfo": {"name": "test", "version": "0"}}}  # fmt: skip
        headers = {"Accept": "application/json, text/event-stream"}
        for _ in range(100):
            try:
                refused = httpx.post(url, json=body, headers=headers, timeout=5)
                break
            except httpx.ConnectError:
                time.sleep(0.2)
        assert refused.status_code == 401
        allowed = httpx.post(url, json=body, timeout=5,
                             headers={**headers, "Authorization": "Bearer s3cret"})  # fmt: skip
        assert allowed.status_code == 200, allowed.text
        evil = httpx.post(url, json=body, timeout=5, headers={
            **headers, "Authorization": "Bearer s3cret", "Host": "evil.example:80"})  # fmt: skip
        assert evil.status_code in (400, 421)  # DNS rebinding guard
        named = httpx.post(url, json=body, timeout=5, headers={**headers, "Authorization":
                           "Bearer s3cret", "Host": f"reports.example:{port}"})  # fmt: skip
        assert named.status_code == 200, named.text  # a name given with --allowed-host
    finally:
        server.terminate()
        server.wait(timeout=10)


def test_bound_to_every_interface_the_machines_own_names_are_allowed() -> None:
    from nbshot.mcp.server import allowed_hosts

    everywhere = allowed_hosts("0.0.0.0", 8765, ["reports.example"])
    assert f"{socket.gethostname()}:8765" in everywhere
    assert {"127.0.0.1:8765", "localhost:8765", "reports.example:8765"} <= set(everywhere)
    assert f"{socket.gethostname()}:8765" not in allowed_hosts("127.0.0.1", 8765, [])


def test_binding_beyond_loopback_without_a_token_is_refused() -> None:
    env = {k: v for k, v in os.environ.items() if k != "NBSHOT_MCP_TOKEN"}
    done = subprocess.run([str(Path(sys.executable).parent / "nbshot-mcp"), "--http",
                           "--host", "0.0.0.0"], env=env, capture_output=True, text=True,
                          timeout=60)  # fmt: skip
    assert done.returncode == 2 and "NBSHOT_MCP_TOKEN" in done.stderr
