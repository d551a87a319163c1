"""Calls that take seconds report progress and can be cancelled: a flow run reports
each cell and, cancelled by its client, ends ``cancelled`` with its folder written; a
profile's captures report each shot. The SDK's client against a real ``nbshot-mcp``
over stdio and streamable HTTP."""

from __future__ import annotations

import json
import shutil
import time
from functools import partial
from pathlib import Path
from typing import Any

import anyio
import pytest
from mcp_servers import SLOWDOWN, TRANSPORTS, serve
from shop_project import make_project

ROOT = Path(__file__).resolve().parents[2]
TEST_FLOWS = ROOT / "tests" / "flow" / "flows"
pytestmark = [pytest.mark.anyio]


@pytest.fixture
def anyio_backend() -> str:
    return "asyncio"


@pytest.mark.parametrize("transport", TRANSPORTS)
async def test_runs_and_profiles_report_progress_and_a_cancelled_run_stops(
    transport: str, tmp_path: Path
) -> None:
    """One server per transport: a run and a profile report progress, then a run that
    sleeps is cancelled, ends ``cancelled``, and the server goes on serving."""
    folder = make_project(tmp_path / "shop")
    shutil.copy(TEST_FLOWS / "sleeps.ipynb", folder / "flows")
    runs = folder / "runs"
    seen: list[tuple[float, float | None, str | None]] = []

    async def on_progress(done: float, total: float | None, message: str | None) -> None:
        seen.append((done, total, message))

    async with serve(transport, folder, "--runs", "runs", "--out", "out") as client:
        run = await client.call_tool("run_flow", {"flow": "shop_home"},
                                     progress_callback=on_progress)  # fmt: skip
        assert run.structured_content["status"] == "ok", run.structured_content
        cells = [s for s in seen if (s[2] or "").startswith("cell ")]
        assert cells and cells[-1][0] == cells[-1][1]  # every cell, the last one too
        assert [s[0] for s in cells] == sorted(s[0] for s in cells)
        seen.clear()
        shots = await client.call_tool("capture", {"profile": "smoke"},
                                       progress_callback=on_progress)  # fmt: skip
        assert not shots.is_error, shots.structured_content
        assert ("shots 1/1" in [s[2] for s in seen]) and (1, 1, "shots 1/1") in seen

        with anyio.move_on_after(120 * SLOWDOWN) as waited:
            async with anyio.create_task_group() as group:
                group.start_soon(client.call_tool, "run_flow", {"flow": "sleeps"})
                while not list(runs.glob("sleeps/*/sleeping")):  # the cell that sleeps 60 s
                    await anyio.sleep(0.1)
                started = time.monotonic()
                group.cancel_scope.cancel()  # the client sends notifications/cancelled
        assert not waited.cancelled_caught, "the run never reached its sleeping cell"
        (stopped,) = [p for p in (runs / "sleeps").iterdir() if p.is_dir()]  # not its history
        deadline = time.monotonic() + 30 * SLOWDOWN
        status: Any = None
        while time.monotonic() < deadline:
            status = json.loads((stopped / "run.json").read_text()).get("status")
            if status != "running":
                break
            await anyio.sleep(0.2)
        assert status == "cancelled", status
        assert time.monotonic() - started < 30 * SLOWDOWN  # not the cell's 60 s
        # The server is still there for the next call.
        listed = await client.call_tool("list", {"what": ["runs"], "flow": "sleeps"})
        assert listed.structured_content["runs"][0]["status"] == "cancelled"


@pytest.mark.parametrize("transport", TRANSPORTS)
async def test_a_cancelled_compare_stops_capturing(transport: str, tmp_path: Path) -> None:
    (tmp_path / "flows").mkdir()
    out = tmp_path / "out"
    targets = ["demo:/", "demo:/signin", "demo:/settings", "demo:/dashboard", "demo:/long"]
    arguments = {"targets": targets, "devices": ["desktop", "laptop", "tablet", "phone"],
                 "variants": ["light", "dark"]}  # fmt: skip
    shots: list[float] = []

    async def on_progress(done: float, total: float | None, message: str | None) -> None:
        shots.append(done)

    flags = ("--flows", "flows", "--out", "out", "--max-calls", "1")
    async with serve(transport, tmp_path, *flags) as client:
        with anyio.move_on_after(120 * SLOWDOWN) as waited:
            async with anyio.create_task_group() as group:
                group.start_soon(partial(client.call_tool, "compare", arguments,
                                         progress_callback=on_progress))  # fmt: skip
                while not shots:
                    await anyio.sleep(0.05)
                group.cancel_scope.cancel()
        assert not waited.cancelled_caught, "no progress came"

        # Its only slot (--max-calls 1) is free again: a capture is let in, which
        # proves the compare's call ended. Whatever of it was still in flight then has
        # landed by the end of a second capture on the same engine: no picture of the
        # compare comes after that, and far fewer than its 40 were made.
        made: list[str] = []

        async def capture_once() -> int:
            with anyio.fail_after(60 * SLOWDOWN):
                shot = await client.call_tool("capture", {"url": "demo:/signin"})
            assert not shot.is_error, shot.structured_content
            made.append(str(Path(shot.structured_content["path"]).resolve()))
            return sum(1 for p in out.rglob("*.png") if str(p.resolve()) not in made)

        settled = await capture_once()
        assert await capture_once() == settled < 40  # no more: the matrix was cancelled
