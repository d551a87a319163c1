"""The MCP shim: every tool through a real MCP client, in memory, over stdio and HTTP."""

from __future__ import annotations

import base64
import io
import json
import os
import shutil
import socket
import subprocess
import sys
import time
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import httpx
import pytest
from mcp import Client, StdioServerParameters
from PIL import Image

import mcp_shim
import nbshot

ROOT = Path(__file__).resolve().parents[2]
TEST_FLOWS = Path(__file__).resolve().parents[1] / "flow" / "flows"
pytestmark = [pytest.mark.notebook, pytest.mark.anyio]


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
    config = mcp_shim.load_config(flows=project / "flows", runs=project / "runs",
                                  out_dir=project / "out")  # fmt: skip
    server = mcp_shim.build_server(config)
    async with Client(server) as connected:
        yield connected
    server.state.close_all()  # type: ignore[attr-defined]


def _text(result: Any) -> str:
    return str(result.content[-1].text)


def _png(result: Any) -> Image.Image:
    image = next(c for c in result.content if c.type == "image")
    return Image.open(io.BytesIO(base64.b64decode(image.data)))


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


async def test_a_flow_tool_has_the_notebooks_parameters_as_its_schema(client: Client) -> None:
    tools = {t.name: t for t in (await client.list_tools()).tools}
    schema = tools["flow_homepage"].input_schema["properties"]
    assert schema["url"]["default"] == "" and schema["url"]["type"] == "string"
    assert "bundled demo site" in schema["url"]["description"]
    assert schema["clock"]["default"] == "2025-01-01T12:00:00+00:00"
    result = await client.call_tool("flow_homepage", {"url": "demo:/settings"})
    assert not result.is_error
    assert result.structured_content["status"] == "ok"
    assert result.structured_content["captures"][0]["name"] == "homepage"


async def test_capture_returns_a_decodable_image_and_its_facts(client: Client) -> None:
    result = await client.call_tool("capture", {"url": "demo:/signin", "full_page": True})
    assert not result.is_error
    data = result.structured_content
    assert data["title"] == "Sign in · Acme Analytics" and Path(data["path"]).is_file()
    image = _png(result)
    assert max(image.size) <= mcp_shim.MAX_SIDE
    tall = await client.call_tool("capture", {"url": "demo:/long", "full_page": True})
    assert max(_png(tall).size) == mcp_shim.MAX_SIDE  # scaled down for the model


async def test_a_session_acts_by_ref_and_becomes_a_flow_tool(client: Client, project: Path) -> None:
    opened = await client.call_tool("open", {"url": "demo:/signin"})
    session = opened.structured_content["session"]
    assert 'textbox "Email" [e19]' in _text(opened)
    found = await client.call_tool("find", {"session": session, "text": "Sign in"})
    assert "button" in _text(found)
    steps = ["fill:e19=grace@example.com", "fill:e21=long enough", "click:e24"]
    acted = await client.call_tool("act", {"session": session, "steps": steps, "image": True})
    assert not acted.is_error and "/dashboard" in acted.structured_content["url"]
    _png(acted)  # asked for: an act answers no picture by default (tests/mcp/test_answers.py)
    stale = await client.call_tool("act", {"session": session, "steps": ["click:e24"]})
    assert stale.is_error and stale.structured_content["code"] == "StaleRef"
    assert stale.structured_content["step"] == "click:e24" and "snapshot" in _text(stale)
    closed = await client.call_tool("close", {"session": session, "save_as": "grace"})
    assert (project / "flows" / "grace.ipynb").is_file() and not closed.is_error
    tools = {t.name for t in (await client.list_tools()).tools}
    assert "flow_grace" in tools
    gone = await client.call_tool("act", {"session": session, "steps": ["back"]})
    assert gone.is_error and gone.structured_content["code"] == "SessionClosed"


async def test_run_flow_progress_and_partial_success(client: Client) -> None:
    progress: list[tuple[float, float | None]] = []

    async def on_progress(done: float, total: float | None, message: str | None) -> None:
        progress.append((done, total))

    result = await client.call_tool("run_flow", {"flow": "breaks"}, progress_callback=on_progress)
    assert not result.is_error  # a failing notebook is a partial success
    data = result.structured_content
    assert data["status"] == "failed" and data["failed_cell_index"] == 2
    assert [c["name"] for c in data["captures"]] == ["first"]
    assert progress == [(1, 4), (2, 4), (3, 4)]  # the third cell of four failed
    runs = await client.call_tool("list", {"what": ["runs"], "flow": "breaks"})
    assert data["run_id"] in _text(runs)
    assert [r["run_id"] for r in runs.structured_content["runs"]] == [data["run_id"]]
    log = await client.call_tool("get_run_log", {"run_id": data["run_id"]})
    assert "failed" in _text(log)
    described = await client.call_tool("describe_flow", {"flow": "breaks"})
    assert "ValueError" in _text(described)


async def test_describe_check_and_compare(client: Client, project: Path) -> None:
    shot = await client.call_tool("capture", {"url": "demo:/problems", "name": "problems"})
    meta = await client.call_tool("describe_screenshot", {"path": shot.structured_content["path"]})
    assert not meta.is_error and meta.structured_content["provider"] == "local"
    assert meta.structured_content["image"] == "problems.png"
    found = await client.call_tool("check", {"url": "demo:/problems", "checks": ["all"]})
    assert found.structured_content["errors"] >= 6 and "a11y:image-alt" in _text(found)
    first = await client.call_tool("compare", {"targets": ["demo:/settings"]})
    assert first.structured_content["new"] == 1
    shots = nbshot.capture_matrix(["demo:/settings"], variants=["dark"], progress=False)
    nbshot.approve(shots, baselines=project / "baselines")
    (project / "baselines" / "settings" / "desktop-light.png").write_bytes(
        (project / "baselines" / "settings" / "desktop-dark.png").read_bytes())  # fmt: skip
    changed = await client.call_tool("compare", {"targets": ["demo:/settings"]})
    assert changed.structured_content["changed"] == 1
    assert sum(c.type == "image" for c in changed.content) == 1  # only what changed


async def test_a_malformed_step_is_an_error_before_anything_runs(client: Client) -> None:
    session = (await client.call_tool("open", {"url": "demo:/"})).structured_content["session"]
    result = await client.call_tool("act", {"session": session, "steps": ["click:e3", "jump:e4"]})
    assert result.is_error and "unknown action 'jump'" in _text(result)


def _free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


async def test_stdio_subprocess_captures_and_reports_progress(project: Path) -> None:
    params = StdioServerParameters(
        command=str(Path(sys.executable).parent / "nbshot-mcp"),
        args=["--flows", str(project / "flows"), "--runs", str(project / "runs"),
              "--out", str(project / "out")],
        env={**os.environ}, cwd=str(project),
    )  # fmt: skip
    async with Client(params) as connected:
        names = {t.name for t in (await connected.list_tools()).tools}
        assert {"capture", "flow_homepage"} <= names
        shot = await connected.call_tool("capture", {"url": "demo:/signin"})
        assert _png(shot).size == (1280, 720)
        progress: list[float] = []

        async def on_progress(done: float, total: float | None, message: str | None) -> None:
            progress.append(done)

        run = await connected.call_tool("run_flow", {"flow": "homepage"},
                                        progress_callback=on_progress)  # fmt: skip
        assert run.structured_content["status"] == "ok" and progress


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


async def test_compare_reports_progress_per_shot(client: Client) -> None:
    progress: list[tuple[float, float | None]] = []

    async def on_progress(done: float, total: float | None, message: str | None) -> None:
        progress.append((done, total))

    result = await client.call_tool(
        "compare", {"targets": ["demo:/"], "devices": ["phone", "desktop"]},
        progress_callback=on_progress,
    )  # fmt: skip
    assert result.structured_content["new"] == 2
    assert sorted(progress) == [(1, 2), (2, 2)]


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


async def test_evaluate_exists_only_when_allowed(project: Path) -> None:
    config = mcp_shim.load_config(flows=project / "flows", allow_eval=True)
    server = mcp_shim.build_server(config)
    async with Client(server) as connected:
        opened = await connected.call_tool("open", {"url": "demo:/signin"})
        session = opened.structured_content["session"]
        value = await connected.call_tool("evaluate", {"session": session, "js": "1 + 2"})
        assert value.structured_content == {"value": 3}
    server.state.close_all()  # type: ignore[attr-defined]


def test_the_project_file_is_the_servers_config_and_explicit_values_win(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from nbshot.flow.catalog import search_path

    (tmp_path / "my-flows").mkdir()
    (tmp_path / "nbshot.toml").write_text(
        'flows = "my-flows"\ndevice = "phone"\nruns = "r"\nout_dir = "shots"\nmax_calls = 2\n'
    )
    monkeypatch.setenv("NBSHOT_CONFIG", str(tmp_path / "nbshot.toml"))
    config = mcp_shim.load_config(runs="explicit")
    assert (config.device, config.runs, config.out_dir, config.max_calls) == (
        "phone", Path("explicit"), tmp_path / "shots", 2)  # fmt: skip
    assert search_path(config.flows)[0] == tmp_path / "my-flows"  # paths: from the file
    (tmp_path / "nbshot.toml").write_text('flows = "f"\nmax_cals = 2\n')
    with pytest.raises(nbshot.InvalidArgument, match=r"max_cals: unknown key .*line 2"):
        mcp_shim.load_config()
    (tmp_path / "nbshot.toml").write_text("flows = [unclosed")
    with pytest.raises(nbshot.InvalidArgument, match="not valid TOML"):
        mcp_shim.load_config()


async def test_a_session_and_a_run_record_their_network_when_asked(
    client: Client, project: Path
) -> None:
    opened = await client.call_tool("open", {"url": "demo:/problems", "har": True})
    session = opened.structured_content["session"]
    closed = (await client.call_tool("close", {"session": session})).structured_content
    har = Path(closed["har"]["path"])
    assert har.is_file() and har.parent == (project / "out").resolve()
    assert closed["har"]["requests"] >= 3  # the page, its stylesheet, its images
    assert any(url.endswith("/images/missing-chart.png") for url in closed["har"]["failed"])
    assert nbshot.read_har(har)["url"].str.endswith("/problems").any()
    plain = await client.call_tool("open", {"url": "demo:/"})
    quiet = await client.call_tool("close", {"session": plain.structured_content["session"]})
    assert "har" not in quiet.structured_content

    run = (await client.call_tool("run_flow", {"flow": "homepage", "har": True})).structured_content
    assert run["status"] == "ok" and Path(run["har"]).is_file()
