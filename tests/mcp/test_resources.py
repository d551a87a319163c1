"""Pictures and runs as MCP resources: answers link to them, ``resources/list`` lists
them, ``resources/read`` returns them; nothing else is readable, and over HTTP one
client's are not another's. Real ``nbshot-mcp`` over stdio and streamable HTTP."""

from __future__ import annotations

import base64
import io
import shutil
from pathlib import Path
from typing import Any

import pytest
from mcp import Client
from mcp.shared.exceptions import MCPError
from mcp_servers import TRANSPORTS, http_server, serve
from PIL import Image

from nbshot.mcp.resources import RESOURCE_NOT_FOUND, Resources

ROOT = Path(__file__).resolve().parents[2]
pytestmark = [pytest.mark.anyio]


@pytest.fixture
def anyio_backend() -> str:
    return "asyncio"


@pytest.fixture
def folder(tmp_path: Path) -> Path:
    (tmp_path / "flows").mkdir()
    shutil.copy(ROOT / "flows" / "homepage.ipynb", tmp_path / "flows")
    return tmp_path


FLAGS = ("--flows", "flows", "--runs", "runs", "--out", "out")


def _links(answer: Any) -> list[Any]:
    return [c for c in answer.content if c.type == "resource_link"]


async def _picture(client: Client, uri: str) -> Image.Image:
    read = await client.read_resource(uri)
    (content,) = read.contents
    assert content.mime_type == "image/png"
    return Image.open(io.BytesIO(base64.b64decode(content.blob)))


async def _refused(client: Client, uri: str) -> None:
    with pytest.raises(MCPError) as caught:
        await client.read_resource(uri)
    assert caught.value.error.code == RESOURCE_NOT_FOUND
    assert caught.value.error.data["code"] == "InvalidArgument"


@pytest.mark.parametrize("transport", TRANSPORTS)
async def test_pictures_and_runs_are_resources_the_answers_link_to(
    transport: str, folder: Path
) -> None:
    """One server per transport for both kinds: a picture an answer links to, then a
    run's report, notebook and captures (and a later server reading that run)."""
    async with serve(transport, folder, *FLAGS) as client:
        opened = await client.call_tool("open", {"url": "demo:/signin"})
        assert not opened.is_error, opened.structured_content
        assert not [c for c in opened.content if c.type == "image"]  # a link, not the bytes
        (view,) = _links(opened)
        assert view.uri.startswith("nbshot://view/") and view.mime_type == "image/png"
        assert str(folder) not in view.uri and opened.structured_content["picture"] == view.uri
        assert (await _picture(client, view.uri)).size == (1280, 720)

        shot = await client.call_tool("capture", {"url": "demo:/settings", "name": "settings"})
        (captured,) = _links(shot)
        read = await client.read_resource(captured.uri)
        on_disk = (folder / "out" / "settings.png").read_bytes()
        assert base64.b64decode(read.contents[0].blob) == on_disk

        # Tools that read a picture take its link as well as a path.
        region = await client.call_tool("inspect", {"path": view.uri, "box": [0, 0, 100, 50]})
        assert region.structured_content["width"] == 100, region.structured_content
        described = await client.call_tool("describe_screenshot", {"path": view.uri})
        assert not described.is_error, described.structured_content
        unknown = await client.call_tool("inspect", {"path": "nbshot://view/0.png"})
        assert unknown.structured_content["code"] == "InvalidArgument"
        listed = [str(r.uri) for r in (await client.list_resources()).resources]
        assert listed[:2] == [captured.uri, view.uri]  # newest first
        refused = ["nbshot://view/../../../etc/passwd", "file:///etc/passwd",
                   "nbshot://capture/" + "0" * 16 + ".png",
                   "nbshot://run/x/../../etc/passwd", "nbshot://run/nope/report.html"]  # fmt: skip
        for uri in refused:
            await _refused(client, uri)

        run = await client.call_tool("run_flow", {"flow": "homepage"})
        run_id = run.structured_content["run_id"]
        uris = {c.name: c.uri for c in _links(run)}
        base = f"nbshot://run/{run_id}"
        assert uris == {"report.html": f"{base}/report.html",
                        "notebook.ipynb": f"{base}/notebook.ipynb",
                        "homepage.png": f"{base}/captures/homepage.png"}  # fmt: skip
        report = (await client.read_resource(uris["report.html"])).contents[0]
        assert report.mime_type == "text/html" and "homepage" in report.text
        notebook = (await client.read_resource(uris["notebook.ipynb"])).contents[0]
        assert '"cells"' in notebook.text
        assert (await _picture(client, uris["homepage.png"])).width > 0
        templates = (await client.list_resource_templates()).resource_templates
        assert f"{base}/report.html" in [t.uri_template.replace("{run_id}", run_id)
                                         for t in templates]  # fmt: skip
        await _refused(client, f"{base}/captures/nothing.png")
    # A later server reads the same run by id (the template), not by its own table.
    async with serve(transport, folder, *FLAGS) as client:
        report = (await client.read_resource(f"{base}/report.html")).contents[0]
        assert "homepage" in report.text


async def test_over_http_one_clients_resources_are_not_anothers(folder: Path) -> None:
    async with http_server(folder, *FLAGS) as url, Client(url) as alice, Client(url) as bob:
        opened = await alice.call_tool("open", {"url": "demo:/signin"})
        (view,) = _links(opened)
        assert view.uri in [str(r.uri) for r in (await alice.list_resources()).resources]
        assert (await bob.list_resources()).resources == []
        await _refused(bob, view.uri)


def test_the_oldest_are_dropped_past_the_count_and_the_bytes() -> None:
    kept = Resources(limit=3, max_bytes=10_000)
    links = [kept.add_picture("view", f"v{i}", "", None, data=b"x" * 100) for i in range(5)]
    assert [r.uri for r in kept.listed(None)] == [str(link.uri) for link in links[:1:-1]]
    big = [kept.add_picture("view", f"b{i}", "", None, data=b"x" * 4_000) for i in range(3)]
    assert [r.uri for r in kept.listed(None)] == [str(link.uri) for link in big[:0:-1]]
    with pytest.raises(Exception, match="No resource"):
        kept.read(str(links[0].uri), None, Path("runs"))
