"""``nbshot-mcp`` answers ``initialize`` first and loads the rest after.

Agent hosts give a server a few seconds to answer ``initialize`` (the MCP Inspector
15 s); the round-two server took 4-6 s idle and 13 s on a busy machine, because it
imported the browser engine, papermill and every tool, and read every flow, first.
"""

from __future__ import annotations

import os
import subprocess
import sys
import time
from pathlib import Path

import pytest
from mcp import Client, StdioServerParameters
from timing import quick, scaled

ROOT = Path(__file__).resolve().parents[2]


def _bound(reference_s: float) -> float:
    """How soon ``initialize`` must come, given a Python that only imports the mcp SDK
    (what no server can skip) measured beside it, so the bound follows the machine's
    load as it is during the test. Idle here: reference 0.6 s, server 0.7-0.8 s, the
    eager start 2.0-2.2 s (4-6 s on the machines of issue 32); at load 17 the eager
    start took 3.6 times the lazy one."""
    return 1.6 * reference_s + quick(0.5)


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


async def test_initialize_is_answered_quickly_from_process_start(tmp_path: Path) -> None:
    """The real command over real stdio, with the repository's flows: the clock starts
    before the process does. Then the tools (flows included) are all there and work."""
    params = StdioServerParameters(
        command=str(Path(sys.executable).parent / "nbshot-mcp"),
        args=["--flows", str(ROOT / "flows"), "--runs", str(tmp_path / "runs"),
              "--out", str(tmp_path / "out")],
        env={k: v for k, v in os.environ.items() if k != "NBSHOT_BROWSER_WS"},
        cwd=str(tmp_path),
    )  # fmt: skip
    before = _sdk_only()
    started = time.perf_counter()
    async with Client(params) as connected:  # spawns the process and initializes
        took = time.perf_counter() - started
        names = {t.name for t in (await connected.list_tools()).tools}
        listed = await connected.call_tool("list", {"what": ["flows"]})
    reference = (before + _sdk_only()) / 2
    assert took < _bound(reference), (
        f"initialize answered {took:.2f} s after the process started; a Python that only "
        f"imports the mcp SDK took {reference:.2f} s"
    )
    assert {"capture", "open", "run_flow", "flow_homepage", "flow_sign_in"} <= names
    assert not listed.is_error
    assert "homepage" in str(listed.structured_content)


def _sdk_only() -> float:
    """Seconds a Python process takes to start, import the mcp SDK's server and exit."""
    started = time.perf_counter()
    subprocess.run([sys.executable, "-c", "import mcp.server.mcpserver"], check=True,
                   timeout=scaled(60))  # fmt: skip
    return time.perf_counter() - started
