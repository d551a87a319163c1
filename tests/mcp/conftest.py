"""Fixtures shared by the MCP tests: a scratch project and an in-memory client of the
server built on it (the SDK's own ``mcp.Client``, no transport). A test file that
needs another client (over stdio, with a site of its own) defines its own ``client``."""

from __future__ import annotations

import shutil
from collections.abc import AsyncIterator
from pathlib import Path

import pytest
from mcp import Client

import mcp_shim

ROOT = Path(__file__).resolve().parents[2]
TEST_FLOWS = Path(__file__).resolve().parents[1] / "flow" / "flows"


@pytest.fixture
def anyio_backend() -> str:
    return "asyncio"


@pytest.fixture
def project(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A scratch project: homepage and a failing flow, folders for runs and captures."""
    flows = tmp_path / "flows"
    flows.mkdir()
    shutil.copy(ROOT / "flows" / "homepage.ipynb", flows)
    shutil.copy(TEST_FLOWS / "breaks.ipynb", flows)
    monkeypatch.chdir(tmp_path)
    return tmp_path


@pytest.fixture
async def client(project: Path) -> AsyncIterator[Client]:
    """A client of a server on ``project``, in memory; its sessions closed after."""
    config = mcp_shim.load_config(flows=project / "flows", runs=project / "runs",
                                  out_dir=project / "out")  # fmt: skip
    server = mcp_shim.build_server(config)
    async with Client(server) as connected:
        yield connected
    server.state.close_all()  # type: ignore[attr-defined]
