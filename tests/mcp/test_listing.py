"""The ``list`` tool (nbshot.mcp.listing): every name an agent can pass to the other
tools, from the project in force, the flows folder, the runs and the caller's open
sessions; ``what``, ``flow`` and ``limit`` narrow it. Through a real MCP client on a
server in memory, run in a project folder."""

from __future__ import annotations

import json
from collections.abc import AsyncIterator
from pathlib import Path

import pytest
from mcp import Client
from mcp_servers import last_text
from shop_project import make_project

import mcp_shim

pytestmark = pytest.mark.anyio


@pytest.fixture
async def shop(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, no_project_left: None
) -> AsyncIterator[tuple[Client, Path]]:
    """A client of a server run in the shop project, and the project's folder."""
    folder = make_project(tmp_path / "shop")
    monkeypatch.chdir(folder)
    config = mcp_shim.load_config(flows=folder / "flows", runs=folder / "runs",
                                  out_dir=folder / "out")  # fmt: skip
    server = mcp_shim.build_server(config)
    async with Client(server) as connected:
        yield connected, folder
    server.state.close_all()


def _past_run(runs: Path, flow: str, run_id: str, status: str) -> None:
    """A finished run as the runner leaves it: its folder and manifest, started when
    its id says (``YYYYMMDD-...``)."""
    folder, day = runs / flow / run_id, f"{run_id[:4]}-{run_id[4:6]}-{run_id[6:8]}"
    folder.mkdir(parents=True)
    (folder / "run.json").write_text(json.dumps({
        "flow": flow, "run_id": run_id, "status": status,
        "started": f"{day}T00:00:00+00:00", "params": {}, "captures": []}))  # fmt: skip


async def test_everything_listed_comes_from_the_project_flows_and_runs(
    shop: tuple[Client, Path],
) -> None:
    client, folder = shop
    _past_run(folder / "runs", "shop_home", "20250101-000000-aaaaaa", "ok")
    listed = await client.call_tool("list", {})
    assert not listed.is_error
    data = listed.structured_content
    assert data["project"] == str(folder / "nbshot.toml")
    assert data["profiles"] == [{"name": "smoke", "targets": ["inbox"], "devices": ["wide"],
                                 "variants": ["night"], "checks": []}]  # fmt: skip
    assert data["targets"] == {"inbox": "demo:/dashboard", "invoices": "demo:/settings"}
    assert data["devices"][0] == "wide" and "phone" in data["devices"]  # the project's first
    assert data["variants"][0] == "night" and "dark" in data["variants"]
    assert "a11y" in " ".join(data["checks"])
    assert [f["name"] for f in data["flows"]] == ["shop_home"]
    assert [r["run_id"] for r in data["runs"]] == ["20250101-000000-aaaaaa"]
    assert data["sessions"] == []
    text = last_text(listed)
    assert "profile smoke: inbox on wide in night" in text
    assert "targets: inbox=demo:/dashboard, invoices=demo:/settings" in text
    assert "run 20250101-000000-aaaaaa shop_home ok" in text and "sessions: none" in text


async def test_what_flow_and_limit_narrow_the_answer(shop: tuple[Client, Path]) -> None:
    client, folder = shop
    _past_run(folder / "runs", "shop_home", "20250101-000000-aaaaaa", "ok")
    _past_run(folder / "runs", "shop_home", "20260101-000000-bbbbbb", "failed")
    _past_run(folder / "runs", "other", "20260601-000000-cccccc", "ok")
    newest = await client.call_tool("list", {"what": ["runs"], "flow": "shop_home", "limit": 1})
    data = newest.structured_content
    assert set(data) == {"project", "base_url", "runs"}  # only the kind asked for
    assert [(r["run_id"], r["status"]) for r in data["runs"]] == [
        ("20260101-000000-bbbbbb", "failed")]  # fmt: skip
    every = await client.call_tool("list", {"what": ["runs"]})
    assert [r["flow"] for r in every.structured_content["runs"]] == [
        "other", "shop_home", "shop_home"]  # newest first  # fmt: skip


async def test_open_sessions_are_listed_until_closed(shop: tuple[Client, Path]) -> None:
    client, _ = shop
    opened = await client.call_tool("open", {"url": "demo:/settings"})
    session = opened.structured_content["session"]
    listed = await client.call_tool("list", {"what": ["sessions"]})
    (entry,) = listed.structured_content["sessions"]
    assert entry["session"] == session and entry["url"].endswith("/settings")
    assert f"sessions: {session} at " in last_text(listed)
    await client.call_tool("close", {"session": session})
    closed = await client.call_tool("list", {"what": ["sessions"]})
    assert closed.structured_content["sessions"] == []
