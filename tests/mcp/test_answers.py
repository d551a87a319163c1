"""What the session tools answer (nbshot.mcp.answers), through a real MCP client on
real pages nobody here wrote: the change since the last answer, a tree narrowed to a
target, pictures only when asked."""

from __future__ import annotations

import base64
import io
import os
import sys
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import pytest
from mcp import Client, StdioServerParameters
from PIL import Image

import mcp_shim
from nbshot.demo import serve_folder

pytestmark = pytest.mark.anyio
TODOS = "todomvc/index.html"


@pytest.fixture
def anyio_backend() -> str:
    return "asyncio"


@pytest.fixture
async def client(tmp_path: Path) -> AsyncIterator[Client]:
    config = mcp_shim.load_config(flows=tmp_path / "flows", runs=tmp_path / "runs",
                                  out_dir=tmp_path / "out")  # fmt: skip
    server = mcp_shim.build_server(config)
    async with Client(server) as connected:
        yield connected
    server.state.close_all()  # type: ignore[attr-defined]


def _text(answer: Any) -> str:
    return str(answer.content[-1].text)


def _pictures(answer: Any) -> list[Image.Image]:
    return [Image.open(io.BytesIO(base64.b64decode(c.data)))
            for c in answer.content if c.type == "image"]  # fmt: skip


async def test_act_answers_what_changed_without_a_picture(client: Client, real_site: str) -> None:
    opened = await client.call_tool("open", {"url": real_site + TODOS})
    key, whole = opened.structured_content["session"], _text(opened)
    assert opened.structured_content["tree"] == "full" and not _pictures(opened)
    assert 'textbox "What needs to be done?"' in whole
    added = await client.call_tool("act", {"session": key, "steps": [
        "fill:.new-todo=Buy milk", "press:Enter"]})  # fmt: skip
    text = _text(added)
    assert not added.is_error and not _pictures(added)
    assert added.structured_content["tree"] == "changes"
    assert added.structured_content["added"] >= 2
    assert text.startswith("todos at ") or "Todo" in text.splitlines()[0]
    assert "+ " in text and '"Buy milk"' in text and "tree changes:" in text
    assert 'textbox "What needs to be done?"' not in text  # unchanged: not repeated
    again = await client.call_tool("act", {"session": key, "steps": ["press:Tab"],
                                           "tree": "changes"})  # fmt: skip
    assert "no change in the tree" in _text(again) or "tree changes" in _text(again)
    full = await client.call_tool("act", {"session": key, "steps": [], "tree": "full"})
    assert '"Buy milk"' in _text(full) and 'textbox "What needs to be done?"' in _text(full)
    same = await client.call_tool("snapshot", {"session": key, "tree": "changes"})
    assert _text(same) == "no change in the tree"
    whole = await client.call_tool("snapshot", {"session": key})  # a snapshot: all of it
    assert '"Buy milk"' in _text(whole) and whole.structured_content["tree"] == "full"


async def test_pictures_on_demand_and_a_thumbnail(client: Client, real_site: str) -> None:
    opened = await client.call_tool("open", {"url": real_site + TODOS, "image": "thumb"})
    (thumb,) = _pictures(opened)
    assert max(thumb.size) == 400
    key = opened.structured_content["session"]
    shown = await client.call_tool("act", {"session": key, "steps": [], "image": True})
    assert _pictures(shown)[0].size == (1280, 720)
    refused = await client.call_tool("act", {"session": key, "steps": [], "image": "big"})
    assert refused.is_error and refused.structured_content["code"] == "InvalidArgument"


async def test_a_target_narrows_the_tree_and_none_leaves_it_out(
    client: Client, real_site: str
) -> None:
    page = real_site + "apg/patterns/tabs/examples/tabs-manual.html"
    opened = await client.call_tool("open", {"url": page, "tree": "none"})
    assert opened.structured_content["tree"] == "none"
    assert "tablist" not in _text(opened) and "Danish Composers" not in _text(opened)
    key = opened.structured_content["session"]
    # Nothing was shown yet, so "changes" answers the whole tree. The page shows its
    # CodePen button once its own requests are in: waited for, as an agent would.
    first = await client.call_tool("act", {"session": key, "steps": ["wait:text=Open In CodePen"]})
    assert first.structured_content["tree"] == "full"
    assert 'tab "Carl Andersen"' in _text(first) and "Open In CodePen" in _text(first)
    scope = {"session": key, "steps": [], "target": "[role=tablist]", "tree": "full"}
    narrowed = await client.call_tool("act", scope)
    assert 'tab "Carl Andersen"' in _text(narrowed) and "tabpanel" not in _text(narrowed)
    assert "Open In CodePen" not in _text(narrowed)
    assert len(_text(narrowed)) < len(_text(first)) / 3
    step = 'click:role=tab[name="Carl Andersen"]'
    clicked = await client.call_tool("act", {**scope, "steps": [step], "tree": "changes"})
    assert clicked.structured_content["tree"] == "changes", _text(clicked)
    change = _text(clicked).split("tree changes:")[1]
    assert '~  tab "Carl Andersen"' in change and "[selected]" in change
    assert "tabpanel" not in change


async def test_a_navigation_answers_the_whole_new_tree(client: Client, real_site: str) -> None:
    opened = await client.call_tool("open", {"url": real_site + TODOS})
    key = opened.structured_content["session"]
    moved = await client.call_tool("act", {"session": key, "steps": [
        f"goto:{real_site}apg/patterns/checkbox/examples/checkbox.html"]})  # fmt: skip
    assert moved.structured_content["tree"] == "full"
    assert "(the page navigated" in _text(moved) and "Sandwich Condiments" in _text(moved)


async def test_a_failing_step_answers_the_failure_and_the_change_without_a_picture(
    client: Client, real_site: str
) -> None:
    opened = await client.call_tool("open", {"url": real_site + TODOS})
    key = opened.structured_content["session"]
    failed = await client.call_tool("act", {"session": key, "steps": [
        "fill:.new-todo=Walk dog", "press:Enter", "click:#no-such-button"]})  # fmt: skip
    data = failed.structured_content
    assert failed.is_error and data["position"] == 3 and data["code"] in (
        "ElementNotFound", "Timeout")  # fmt: skip
    assert not _pictures(failed)
    assert data["tree"] == "changes" and '"Walk dog"' in _text(failed)


async def test_over_stdio_the_default_answer_is_the_change(real_site: str, tmp_path: Path) -> None:
    params = StdioServerParameters(
        command=sys.executable, args=["-m", "nbshot.mcp", "--out", str(tmp_path / "out")],
        env={**os.environ}, cwd=str(tmp_path),
    )  # fmt: skip
    async with Client(params) as connected:
        opened = await connected.call_tool("open", {"url": real_site + TODOS})
        key = opened.structured_content["session"]
        added = await connected.call_tool("act", {"session": key, "steps": [
            "fill:.new-todo=Buy milk", "press:Enter"]})  # fmt: skip
        await connected.call_tool("close", {"session": key})
    assert added.structured_content["tree"] == "changes" and not _pictures(added)
    assert len(_text(added)) < len(_text(opened))


async def test_a_whole_tree_cuts_long_texts_unless_asked_full(
    client: Client, real_site: str
) -> None:
    page = real_site + "apg/patterns/checkbox/examples/checkbox.html"
    opened = await client.call_tool("open", {"url": page})
    text, data = _text(opened), opened.structured_content
    assert data["tree"] == "full" and data["cut"] >= 5
    assert f'({data["cut"]} long texts cut at 100 characters: tree="full" shows them)' in text
    cut = [line for line in text.splitlines() if "…" in line]
    assert len(cut) == data["cut"] and all(len(line.strip()) <= 102 for line in cut)
    assert 'checkbox "Lettuce" [' in text  # what an agent acts on is whole
    key = data["session"]
    full = await client.call_tool("snapshot", {"session": key, "tree": "full"})
    assert "…" not in _text(full) and len(_text(full)) > len(text)
    assert full.structured_content.get("cut") is None


async def test_a_big_table_is_folded_within_max_chars_and_read_whole_by_pages(
    client: Client, tmp_path: Path
) -> None:
    rows = "".join(
        f"<tr><td><a href='#p{i}'>Person {i}</a></td><td>{2000 + i}</td></tr>" for i in range(300)
    )
    (tmp_path / "people.html").write_text(
        f"<h1>People</h1><table><tr><th>Name</th><th>Year</th></tr>{rows}</table>"
    )
    with serve_folder(tmp_path) as served:
        await _big_table(client, f"{served.url}/people.html")


async def _big_table(client: Client, page: str) -> None:
    whole = await client.call_tool("snapshot", {"url": page, "max_chars": 0})
    assert len(_text(whole)) > 12_000 and "Person 299" in _text(whole)
    opened = await client.call_tool("open", {"url": page})  # the default budget
    text, facts = _text(opened), opened.structured_content
    assert len(text) <= 12_600 and facts["folded"] > 200 and facts["pages"] > 1
    assert "more rows like these (refs e" in text and "page=1.." in text.splitlines()[-1]
    key = facts["session"]
    pages = [await client.call_tool("act", {"session": key, "steps": [], "tree": "full",
                                            "max_chars": 4000, "page": n})
             for n in range(1, 4)]  # fmt: skip
    assert all(len(_text(p)) <= 4100 for p in pages)
    assert "Person 0" in _text(pages[0]) and "page 1 of" in _text(pages[0])
    assert pages[2].structured_content["page"] == 3
    too_far = await client.call_tool("snapshot", {"session": key, "page": 10_000})
    assert too_far.is_error and too_far.structured_content["code"] == "InvalidArgument"
