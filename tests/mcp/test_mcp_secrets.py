"""A password typed through the MCP server appears in no answer, file or log."""

from __future__ import annotations

import json
import logging
from pathlib import Path

import pytest
from mcp import Client

import mcp_shim

PASSWORD = "hunter2-over-mcp-7f3a"
pytestmark = pytest.mark.anyio


@pytest.fixture
def anyio_backend() -> str:
    return "asyncio"


async def test_a_password_typed_over_mcp_is_in_no_answer_file_or_log(
    tmp_path: Path, caplog: pytest.LogCaptureFixture, monkeypatch: pytest.MonkeyPatch
) -> None:
    caplog.set_level(logging.DEBUG)
    monkeypatch.delenv("PASSWORD", raising=False)  # a docs example sets it in-process
    flows = tmp_path / "flows"
    flows.mkdir()
    config = mcp_shim.load_config(flows=flows, runs=tmp_path / "runs", out_dir=tmp_path / "out")
    server = mcp_shim.build_server(config)
    answers = []
    async with Client(server) as client:
        opened = await client.call_tool("open", {"url": "demo:/signin"})
        session = opened.structured_content["session"]
        answers.append(opened)
        answers.append(await client.call_tool("act", {"session": session, "steps": [
            "fill:e19=ada@example.com", f"fill:e21={PASSWORD}"]}))  # fmt: skip
        answers.append(await client.call_tool("snapshot", {"session": session}))
        answers.append(await client.call_tool("find", {"session": session, "text": "Password"}))
        answers.append(await client.call_tool("act", {"session": session, "steps": [
            f"fill:#missing={PASSWORD}"]}))  # fmt: skip
        answers.append(await client.call_tool("act", {"session": session, "steps": [
            "click:e24", "wait:text=Welcome back"]}))  # fmt: skip
        answers.append(await client.call_tool("close", {"session": session, "save_as": "ada"}))
        answers.append(await client.call_tool("run_flow", {"flow": "ada"}))
        monkeypatch.setenv("PASSWORD", PASSWORD)  # where the saved flow reads it from
        answers.append(await client.call_tool("run_flow", {"flow": "ada"}))
    server.shim.close_all()  # type: ignore[attr-defined]
    assert not answers[1].is_error and answers[4].is_error
    run = answers[-2].structured_content  # the saved flow reads PASSWORD, not set yet
    assert run["status"] == "failed" and "PASSWORD" in run["error"], run
    assert answers[-1].structured_content["status"] == "ok"  # and replays once it is
    for answer in answers:
        assert PASSWORD not in json.dumps(answer.model_dump(mode="json"))
    written = [p for p in tmp_path.rglob("*") if p.is_file()]
    assert (flows / "ada.ipynb") in written and any(p.name == "run.json" for p in written)
    for path in written:
        assert PASSWORD.encode() not in path.read_bytes(), path
    assert PASSWORD not in caplog.text
