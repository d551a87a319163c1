"""An agent cannot make the MCP server read local files: every path to a file: URL
is refused where the browser would load it, unless the server allows file URLs."""

from __future__ import annotations

import http.server
import threading
from collections.abc import AsyncIterator, Iterator
from pathlib import Path
from typing import Any

import pytest
from mcp import Client

from nbshot.mcp import build_server, load_config

pytestmark = [pytest.mark.anyio]
SECRET = "nbshot-test-secret-6d1f"


@pytest.fixture
def anyio_backend() -> str:
    return "asyncio"


@pytest.fixture
def secret(tmp_path: Path) -> Path:
    """A local file an agent must not read, and a symlink to it."""
    path = tmp_path / "secret.html"
    path.write_text(f"<p>{SECRET}</p>")
    (tmp_path / "link.html").symlink_to(path)
    return path


@pytest.fixture
def site(secret: Path) -> Iterator[str]:
    """A page server on loopback whose pages lead to the file: a redirect, a link and a
    popup. (Not a frame: Playwright's snapshot waits its whole timeout on a page whose
    frame Chromium refused, with or without nbshot's guard.)"""
    target = secret.as_uri()
    pages = {
        "/redirect": (302, "", {"Location": target}),
        "/links": (200, f'<a id="link" href="{target}">open</a>'
                        f'<button id="pop" onclick="window.open(\'{target}\')">pop</button>', {}),
    }  # fmt: skip

    class Pages(http.server.BaseHTTPRequestHandler):
        def do_GET(self) -> None:
            status, body, headers = pages.get(self.path, (404, "", {}))
            self.send_response(status)
            for key, value in {"Content-Type": "text/html", **headers}.items():
                self.send_header(key, value)
            self.end_headers()
            self.wfile.write(body.encode())

        def log_message(self, *args: Any) -> None:
            pass

    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Pages)
    threading.Thread(
        target=server.serve_forever, kwargs={"poll_interval": 0.05}, daemon=True
    ).start()
    yield f"http://127.0.0.1:{server.server_port}"
    server.shutdown()
    server.server_close()


@pytest.fixture
async def client(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> AsyncIterator[Client]:
    flows = Path(__file__).resolve().parents[2] / "flows"
    monkeypatch.chdir(tmp_path)
    server = build_server(load_config(flows=flows, runs=tmp_path / "runs",
                                      out_dir=tmp_path / "out"))  # fmt: skip
    async with Client(server) as connected:
        yield connected
    server.state.close_all()


def _said(result: Any) -> str:
    return " ".join(getattr(c, "text", "") for c in result.content)


async def test_paths_that_become_file_urls_are_refused(client: Client, secret: Path) -> None:
    relative = Path("../" * 8 + str(secret).lstrip("/"))
    for url in (str(secret), str(relative), str(secret.parent / "link.html"), secret.as_uri()):
        for tool in ("capture", "snapshot"):
            answer = await client.call_tool(tool, {"url": url})
            assert answer.is_error, (tool, url)
            assert answer.structured_content["code"] == "NotAllowed"
            assert SECRET not in _said(answer)


async def test_steps_redirects_links_and_popups_do_not_reach_the_file(
    client: Client, site: str
) -> None:
    opened = await client.call_tool("open", {"url": f"{site}/links"})
    session = opened.structured_content["session"]
    for steps in (["goto:file:///etc/hostname"], [f"goto:{site}/redirect"]):
        answer = await client.call_tool("act", {"session": session, "steps": steps})
        assert answer.is_error and SECRET not in _said(answer)
    await client.call_tool("act", {"session": session, "steps": [f"goto:{site}/links"]})
    for steps in (["click:#link"], ["click:#pop"]):
        answer = await client.call_tool("act", {"session": session, "steps": steps})
        assert SECRET not in _said(answer)
    tree = await client.call_tool("snapshot", {"session": session, "compact": False})
    assert SECRET not in _said(tree)
    redirected = await client.call_tool("snapshot", {"url": f"{site}/redirect"})
    assert redirected.is_error and SECRET not in _said(redirected)


async def test_a_flow_cannot_be_pointed_at_a_file(client: Client, secret: Path) -> None:
    answer = await client.call_tool("flow_homepage", {"url": secret.as_uri()})
    data = answer.structured_content
    assert data["status"] == "failed" and "file URLs are off" in (data["error"] or "")
    assert SECRET not in _said(answer)
    run = Path(data["report"]).parent
    assert all(SECRET not in p.read_text(errors="ignore") for p in run.rglob("*") if p.is_file())


async def test_flows_run_by_name_only(client: Client, tmp_path: Path) -> None:
    outside = tmp_path / "elsewhere.ipynb"
    outside.write_text("{}")
    for flow in (str(outside), "../flows/homepage", "homepage.ipynb"):
        answer = await client.call_tool("run_flow", {"flow": flow})
        assert answer.is_error and answer.structured_content["code"] == "NotAllowed", flow
    assert not (tmp_path / "runs").exists()  # nothing ran


async def test_saving_a_session_never_replaces_a_flow_unasked(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    flows = tmp_path / "flows"
    flows.mkdir()
    kept = flows / "homepage.ipynb"
    kept.write_text(
        Path(__file__).resolve().parents[2].joinpath("flows/homepage.ipynb").read_text()
    )
    monkeypatch.chdir(tmp_path)
    server = build_server(load_config(flows=flows, runs=tmp_path / "runs"))
    async with Client(server) as client:
        opened = await client.call_tool("open", {"url": "demo:/signin"})
        session = opened.structured_content["session"]
        await client.call_tool("act", {"session": session, "steps": ["fill:#email=a@b.c"]})
        before = kept.read_bytes()
        refused = await client.call_tool("close", {"session": session, "save_as": "homepage"})
        assert refused.is_error and "exists" in _said(refused)
        assert kept.read_bytes() == before  # the flow is untouched, the session still open
        replaced = await client.call_tool(
            "close", {"session": session, "save_as": "homepage", "overwrite": True}
        )
        assert not replaced.is_error and kept.read_bytes() != before
    server.state.close_all()
