"""The same tools for a client of either protocol era (issue 48): the SDK's client in
``mode="2026-07-28"`` (no handshake, no client session: each request carries its
version and capabilities) and in ``mode="legacy"`` (the 2025-11-25 handshake),
over real stdio and streamable HTTP against a real ``nbshot-mcp``. A representative
set, one server per case: capture, snapshot, open/act/close and a flow run."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from mcp_servers import first_picture, last_text, serve

ROOT = Path(__file__).resolve().parents[2]
pytestmark = [pytest.mark.anyio, pytest.mark.notebook]
MODES = {"2026-07-28": "2026-07-28", "legacy": "2025-11-25"}  # mode -> protocol version


@pytest.fixture
def anyio_backend() -> str:
    return "asyncio"


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize("transport", ["stdio", "http"])
async def test_the_core_tools_answer_alike_in_both_protocol_eras(
    transport: str, mode: str, tmp_path: Path
) -> None:
    (tmp_path / "flows").mkdir()
    shutil.copy(ROOT / "flows" / "homepage.ipynb", tmp_path / "flows")
    flags = ("--flows", "flows", "--runs", "runs", "--out", "out")
    async with serve(transport, tmp_path, *flags, mode=mode) as client:
        assert client.protocol_version == MODES[mode]
        shot = await client.call_tool("capture", {"url": "demo:/signin", "name": "signin"})
        assert not shot.is_error and first_picture(shot).size == (1280, 720)
        assert (tmp_path / "out" / "signin.png").is_file()
        tree = await client.call_tool("snapshot", {"url": "demo:/signin"})
        assert 'textbox "Email"' in last_text(tree)

        opened = await client.call_tool("open", {"url": "demo:/signin"})
        session = opened.structured_content["session"]
        steps = ["fill:e19=grace@example.com", "fill:e21=long enough", "click:e24"]
        acted = await client.call_tool("act", {"session": session, "steps": steps})
        assert not acted.is_error and "/dashboard" in acted.structured_content["url"]
        closed = await client.call_tool("close", {"session": session})
        assert closed.structured_content["closed"] == session

        run = await client.call_tool("run_flow", {"flow": "homepage"})
        assert run.structured_content["status"] == "ok", run.structured_content
