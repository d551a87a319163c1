"""Many calls at once: the server works on a few, queues more in order, and refuses
the rest at once with a coded, retryable Busy."""

from __future__ import annotations

import asyncio
import socket
import subprocess
import sys
import time
from pathlib import Path

import httpx
import pytest
from mcp import Client
from timing import scaled, wait_until

from nbshot.errors import Busy
from nbshot.mcp.state import Admission

pytestmark = pytest.mark.anyio


@pytest.fixture
def anyio_backend() -> str:
    return "asyncio"


async def test_admission_bounds_the_work_and_keeps_arrival_order() -> None:
    admission = Admission(limit=2, queue=3)
    started: list[int] = []
    most = 0

    async def call(number: int) -> str:
        nonlocal most
        try:
            async with admission.admit():
                started.append(number)
                most = max(most, admission.working)
                await asyncio.sleep(0.05)
                return "ok"
        except Busy as busy:
            assert busy.retryable and "--max-calls 2" in busy.message
            return "busy"

    answers = await asyncio.gather(*(call(n) for n in range(8)))
    assert answers == ["ok"] * 5 + ["busy"] * 3
    assert started == [0, 1, 2, 3, 4] and most == 2


def _answers(url: str) -> bool:
    try:
        httpx.get(url, timeout=scaled(2))
    except httpx.TransportError:
        return False
    return True


def _free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


async def test_fifty_http_calls_at_once_are_bounded_queued_or_busy(tmp_path: Path) -> None:
    port = _free_port()
    server = subprocess.Popen(
        [str(Path(sys.executable).parent / "nbshot-mcp"), "--http", "--port", str(port),
         "--max-calls", "2", "--max-queue", "8", "--out", str(tmp_path)],
        stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
    )  # fmt: skip
    url = f"http://127.0.0.1:{port}/mcp"
    try:
        # Up when it answers: under load a started server may accept and answer late
        # (a read timeout), not only refuse (a connect error).
        assert wait_until(lambda: _answers(url), within=60), "nbshot-mcp --http never answered"
        async with Client(url) as client:
            await client.call_tool("capture", {"url": "demo:/signin"})  # browser up

            async def timed() -> tuple[float, object]:
                began = time.monotonic()
                answer = await client.call_tool("capture", {"url": "demo:/signin"})
                return time.monotonic() - began, answer

            turn, _ = await timed()  # one capture alone: a turn's length on this machine
            answers = await asyncio.gather(*(timed() for _ in range(50)))
    finally:
        server.terminate()
        server.wait(timeout=scaled(20))
    done = sorted(t for t, a in answers if not a.is_error)  # type: ignore[attr-defined]
    refused = [(t, a) for t, a in answers if a.is_error]  # type: ignore[attr-defined]
    for _, answer in refused:
        data = answer.structured_content  # type: ignore[attr-defined]
        assert data["code"] == "Busy" and data["retryable"] is True, data
    assert len(done) >= 10 and refused  # 2 at work + 8 waiting, at least; the rest refused
    # Two at a time: the last of ten waited four turns after the first pair (measured
    # here: 1.0 s, then steps of ~0.5 s per pair, to 3.4 s; with the headless shell
    # 1.3 s, then ~0.3 s per pair), so it ended at least two lone captures' time after
    # the first; refusals came back in 0.2-0.4 s (0.7 s with the other test worker
    # busy): sooner than the calls that waited.
    assert done[-1] - done[0] > 2 * turn, (done, turn)
    waits = sorted(t for t, _ in refused)
    assert waits[len(waits) // 2] < done[len(done) // 2] and waits[-1] < done[-1]
