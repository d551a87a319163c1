"""Pictures and runs as MCP resources: answers link to them, ``resources/list`` lists
them, ``resources/read`` returns them; nothing else is readable, and over HTTP one
client's (its pictures, runs and capture files, by URI, run id or path) are not
another's. Real ``nbshot-mcp`` over stdio and streamable HTTP."""

from __future__ import annotations

import base64
import io
import json
import shutil
from pathlib import Path
from typing import Any

import pytest
from mcp import Client
from mcp.shared.exceptions import MCPError
from mcp.types import ResourceTemplateReference
from mcp_servers import TRANSPORTS, http_server, serve
from PIL import Image

from nbshot.errors import InvalidArgument
from nbshot.flow.run_in_progress import new_run_id
from nbshot.mcp.resources import RESOURCE_NOT_FOUND, Resources

ROOT = Path(__file__).resolve().parents[2]
TEST_FLOWS = ROOT / "tests" / "flow" / "flows"
NO_RUN = "20000101-000000-000000"  # a run id nobody made
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


async def _refused(client: Client, uri: str) -> dict[str, Any]:
    with pytest.raises(MCPError) as caught:
        await client.read_resource(uri)
    assert caught.value.error.code == RESOURCE_NOT_FOUND
    data: dict[str, Any] = caught.value.error.data
    assert data["code"] == "InvalidArgument"
    return data


@pytest.mark.parametrize("transport", TRANSPORTS)
async def test_pictures_and_runs_are_resources_the_answers_link_to(
    transport: str, folder: Path
) -> None:
    """One server per transport for both kinds: a picture an answer links to, then a
    run's report, notebook and captures (and a later server reading that run)."""
    async with serve(transport, folder, *FLAGS) as client:
        opened = await client.call_tool("open", {"url": "demo:/signin", "image": "link"})
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
    # Told apart by their client sessions (2025-11-25; a 2026-07-28 client has none).
    async with (
        http_server(folder, *FLAGS) as url,
        Client(url, mode="legacy") as alice,
        Client(url, mode="legacy") as bob,
    ):
        opened = await alice.call_tool("open", {"url": "demo:/signin", "image": "link"})
        (view,) = _links(opened)
        assert view.uri in [str(r.uri) for r in (await alice.list_resources()).resources]
        assert (await bob.list_resources()).resources == []
        await _refused(bob, view.uri)


def _unowned_copy(run: Path) -> str:
    """A copy of the run folder ``run`` under a new id, started earlier, as the CLI or
    an earlier server would have left one: no client of this server started it."""
    other = new_run_id()
    copy = run.parent / other
    shutil.copytree(run, copy)
    manifest = json.loads((copy / "run.json").read_text().replace(run.name, other))
    (copy / "run.json").write_text(json.dumps({**manifest, "started": "2001-01-01T00:00:00"}))
    return other


async def _run_ids(client: Client, template: ResourceTemplateReference) -> list[str]:
    listed = await client.call_tool("list", {"what": ["runs"]})
    ids = [r["run_id"] for r in listed.structured_content["runs"]]  # type: ignore[index]
    completed = await client.complete(template, {"name": "run_id", "value": ""})
    assert completed.completion.values == ids
    return ids


def _said(data: dict[str, Any], text: str, instead: str) -> dict[str, str]:
    """An error's data (code, message, ...) with ``text`` (a run id, a path) as ``instead``."""
    return {k: str(v).replace(text, instead) for k, v in data.items()}


def _refusal(answer: Any, text: str, instead: str) -> dict[str, str]:
    """A refused call's data, as :func:`_said`."""
    assert answer.is_error, answer.structured_content
    return _said(answer.structured_content, text, instead)


async def test_over_http_one_clients_runs_and_capture_files_are_not_anothers(
    folder: Path,
) -> None:
    """Bob neither lists, completes, reads nor names by path what Alice ran and
    captured: each refusal is the one for a run or file nobody made. A run no client
    of this server started is everyone's."""
    shutil.copy(TEST_FLOWS / "watch.ipynb", folder / "flows")
    template = ResourceTemplateReference(uri="nbshot://run/{run_id}/captures/{name}.png")
    # Told apart by their client sessions (2025-11-25; a 2026-07-28 client has none).
    async with (
        http_server(folder, *FLAGS) as url,
        Client(url, mode="legacy") as alice,
        Client(url, mode="legacy") as bob,
    ):
        run = await alice.call_tool("run_flow", {"flow": "watch"})
        mine = run.structured_content["run_id"]  # type: ignore[index]
        ran = run.structured_content["captures"][0]["path"]  # type: ignore[index]
        shot = await alice.call_tool("capture", {"url": "demo:/settings", "name": "settings"})
        captured = shot.structured_content["path"]  # type: ignore[index]
        other = _unowned_copy(Path(ran).parent)

        assert await _run_ids(alice, template) == [mine, other]
        assert await _run_ids(bob, template) == [other]
        names = await bob.complete(template, {"name": "name", "value": ""},
                                   context_arguments={"run_id": mine})  # fmt: skip
        assert names.completion.values == []
        for file in ("report.html", "notebook.ipynb", "captures/page.png"):
            assert (await alice.read_resource(f"nbshot://run/{mine}/{file}")).contents
            assert (await bob.read_resource(f"nbshot://run/{other}/{file}")).contents
            refused = await _refused(bob, f"nbshot://run/{mine}/{file}")
            nobodys = await _refused(bob, f"nbshot://run/{NO_RUN}/{file}")
            assert _said(refused, mine, NO_RUN) == _said(nobodys, NO_RUN, NO_RUN)

        described = await bob.call_tool("describe_flow", {"flow": "watch"})  # the latest
        assert described.structured_content["run_id"] == other  # type: ignore[index]
        for tool, arguments in (("describe_flow", {"flow": "watch"}), ("get_run_log", {})):
            refused = await bob.call_tool(tool, {**arguments, "run_id": mine})
            nobodys = await bob.call_tool(tool, {**arguments, "run_id": NO_RUN})
            assert _refusal(refused, mine, NO_RUN) == _refusal(nobodys, NO_RUN, NO_RUN), tool

        for path in (ran, captured):
            assert not (await alice.call_tool("inspect", {"path": path})).is_error
            missing = str(Path(captured).with_name("nothing.png"))  # in no run
            for tool in ("inspect", "describe_screenshot"):
                refused = await bob.call_tool(tool, {"path": path})
                nobodys = await bob.call_tool(tool, {"path": missing})
                assert _refusal(refused, path, missing) == _refusal(nobodys, missing, missing)
        theirs = await bob.call_tool("inspect", {"path": ran.replace(mine, other)})
        assert not theirs.is_error, theirs.structured_content


def test_a_run_a_client_started_is_found_for_that_client_alone(tmp_path: Path) -> None:
    runs = tmp_path / "runs"
    ids = {"alice": new_run_id(), None: "20010101-000000-000000"}  # None: the CLI's
    for client, run_id in ids.items():
        (runs / "f" / run_id).mkdir(parents=True)
        started = "2001-01-01T00:00:00" if client is None else "2030-01-01T00:00:00"
        (runs / "f" / run_id / "run.json").write_text(json.dumps(
            {"flow": "f", "run_id": run_id, "status": "ok", "started": started}))  # fmt: skip
    kept = Resources()
    for client, run_id in ids.items():
        kept.claim_run(run_id, client)
    assert kept.find_run("f:latest", "alice", runs).name == ids["alice"]
    assert kept.find_run("latest", "bob", runs).name == ids[None]
    assert kept.find_run(ids[None], "bob", runs).name == ids[None]
    with pytest.raises(InvalidArgument) as refused:
        kept.find_run(ids["alice"], "bob", runs)
    hint = str(refused.value.hint)
    assert ids["alice"] not in hint and ids[None] in hint
    picture = runs / "f" / ids["alice"] / "page.png"
    assert kept.foreign_file(picture, "bob") and not kept.foreign_file(picture, "alice")
    kept.add_picture("capture", "x", "", "alice", path=tmp_path / "out" / "x.png")
    assert kept.foreign_file((tmp_path / "out" / "x.png").resolve(), "bob")
    kept.add_picture("capture", "x", "", None, path=tmp_path / "out" / "x.png")  # rewritten
    assert not kept.foreign_file((tmp_path / "out" / "x.png").resolve(), "bob")


def test_the_oldest_are_dropped_past_the_count_and_the_bytes() -> None:
    kept = Resources(limit=3, max_bytes=10_000)
    links = [kept.add_picture("view", f"v{i}", "", None, data=b"x" * 100) for i in range(5)]
    assert [r.uri for r in kept.listed(None)] == [str(link.uri) for link in links[:1:-1]]
    big = [kept.add_picture("view", f"b{i}", "", None, data=b"x" * 4_000) for i in range(3)]
    assert [r.uri for r in kept.listed(None)] == [str(link.uri) for link in big[:0:-1]]
    with pytest.raises(Exception, match="No resource"):
        kept.read(str(links[0].uri), None, Path("runs"))
