"""``nbshot-mcp`` takes its limits and folders from the project file unless a flag
says otherwise, and refuses to start on a limit that cannot work."""

from __future__ import annotations

import asyncio
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from mcp import Client, StdioServerParameters
from timing import scaled

pytestmark = pytest.mark.anyio


@pytest.fixture
def anyio_backend() -> str:
    return "asyncio"


@pytest.mark.parametrize(
    ("toml", "flags", "shown"),
    [
        ("max_calls = -1\n", [], "max_calls=-1"),
        ("max_calls = 2\nmax_queue = -3\n", [], "max_queue=-3"),
        ("", ["--max-calls", "0"], "max_calls=0"),
        ("", ["--max-calls", "lots"], "max_calls='lots'"),
        ("", ["--cdp-endpoint", "http://10.1.2.3:9222"], "is not on this machine"),
    ],
)
def test_a_limit_that_cannot_work_stops_the_server_with_one_coded_line(
    tmp_path: Path, toml: str, flags: list[str], shown: str
) -> None:
    (tmp_path / "nbshot.toml").write_text(toml)
    done = subprocess.run(
        [sys.executable, "-m", "nbshot.mcp", *flags], cwd=tmp_path, stdin=subprocess.DEVNULL,
        capture_output=True, text=True, timeout=scaled(120),
    )  # fmt: skip
    assert done.returncode == 2, done.stderr
    (line,) = done.stderr.splitlines()
    assert line.startswith("Error: InvalidArgument: ") and shown in line, line


async def test_the_project_file_sets_the_limits_and_folders(tmp_path: Path) -> None:
    (tmp_path / "nbshot.toml").write_text(
        'out_dir = "caps"\nruns = "history"\nmax_calls = 1\nmax_queue = 0\n'
    )
    (tmp_path / "flows").mkdir()
    earlier = tmp_path / "history" / "homepage" / "20260101-000000-abcdef"
    earlier.mkdir(parents=True)
    (earlier / "run.json").write_text(json.dumps({
        "flow": "homepage", "run_id": earlier.name, "status": "ok",
        "started": "2026-01-01T00:00:00+00:00", "params": {}, "captures": []}))  # fmt: skip
    params = StdioServerParameters(command=sys.executable, args=["-m", "nbshot.mcp"],
                                   env={**os.environ}, cwd=str(tmp_path))  # fmt: skip
    async with Client(params) as client:
        listed = await client.call_tool("list", {"what": ["runs"]})
        assert [r["run_id"] for r in listed.structured_content["runs"]] == [earlier.name]  # type: ignore[index]
        shot = await client.call_tool("capture", {"url": "demo:/signin"})
        assert Path(shot.structured_content["path"]).parent == tmp_path / "caps"  # type: ignore[index]
        # One at work and none waiting: of three at once, two are refused.
        answers = await asyncio.gather(
            *(client.call_tool("capture", {"url": "demo:/signin"}) for _ in range(3))
        )
    refused = [a.structured_content for a in answers if a.is_error]
    assert len(refused) == 2, refused
    assert all(r["code"] == "Busy" and "--max-calls 1 --max-queue 0" in r["message"]  # type: ignore[index]
               for r in refused)  # fmt: skip
