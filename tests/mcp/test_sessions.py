"""The session tools (nbshot.mcp.sessions): open, act, close and evaluate, through a
real MCP client on a server in memory."""

from __future__ import annotations

from pathlib import Path

import pytest
from cdp_browser import MINE, Person
from mcp import Client
from mcp_servers import first_picture as _png
from mcp_servers import last_text as _text

import mcp_shim
import nbshot

pytestmark = [pytest.mark.notebook, pytest.mark.anyio]


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


async def test_a_malformed_step_is_an_error_before_anything_runs(client: Client) -> None:
    session = (await client.call_tool("open", {"url": "demo:/"})).structured_content["session"]
    result = await client.call_tool("act", {"session": session, "steps": ["click:e3", "jump:e4"]})
    assert result.is_error and "unknown action 'jump'" in _text(result)


async def test_evaluate_exists_only_when_allowed(project: Path) -> None:
    config = mcp_shim.load_config(flows=project / "flows", allow_eval=True)
    server = mcp_shim.build_server(config)
    async with Client(server) as connected:
        opened = await connected.call_tool("open", {"url": "demo:/signin"})
        session = opened.structured_content["session"]
        value = await connected.call_tool("evaluate", {"session": session, "js": "1 + 2"})
        assert value.structured_content == {"value": 3}
    server.state.close_all()  # type: ignore[attr-defined]


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


SIGN_IN = ["fill:#email=ada@example.com", "fill:#password=correct horse", "press:Enter",
           "wait:text=Welcome back"]  # fmt: skip


async def test_named_sessions_keep_their_own_cookies_and_answer_to_their_names(
    client: Client,
) -> None:
    shop = await client.call_tool("open", {"url": "demo:/signin", "name": "shop"})
    assert shop.structured_content["name"] == "shop" and "(shop)" in _text(shop)
    handle = shop.structured_content["session"]
    await client.call_tool("open", {"url": "demo:/signin", "name": "guest"})
    assert not (await client.call_tool("act", {"session": "shop", "steps": SIGN_IN})).is_error
    account = await client.call_tool("act", {"session": "shop", "steps": ["goto:/account"]})
    assert account.structured_content["url"].endswith("/account")
    sent = await client.call_tool("act", {"session": "guest", "steps": ["goto:/account"]})
    assert "/signin?next=/account" in sent.structured_content["url"]  # no cookie there

    listed = await client.call_tool("list", {"what": ["sessions"]})
    named = {s["name"]: s for s in listed.structured_content["sessions"]}
    assert named["shop"]["session"] == handle and named["shop"]["url"].endswith("/account")
    assert f"{handle} (shop) at " in _text(listed)

    twice = await client.call_tool("open", {"url": "demo:/", "name": "shop"})
    assert twice.is_error and twice.structured_content["code"] == "NameInUse"
    assert "close it first" in _text(twice)
    closed = await client.call_tool("close", {"session": "shop"})
    assert closed.structured_content["closed"] == handle
    gone = await client.call_tool("act", {"session": "shop", "steps": ["back"]})
    assert gone.is_error and gone.structured_content["code"] == "SessionClosed"
    again = await client.call_tool("open", {"url": "demo:/", "name": "shop"})
    assert not again.is_error and again.structured_content["session"] != handle


@pytest.mark.parametrize("name", ["", "../x", "a b", "x" * 65])
async def test_a_name_that_is_not_allowed_is_refused(client: Client, name: str) -> None:
    refused = await client.call_tool("open", {"url": "demo:/", "name": name})
    assert refused.is_error and refused.structured_content["code"] == "InvalidArgument"
    assert "Session name" in _text(refused)


@pytest.mark.parametrize(
    ("arguments", "flag"),
    [({"attach": True}, "--cdp-endpoint"), ({"tab": "new"}, "--cdp-endpoint"),
     ({"profile": True}, "--user-data-dir")],
)  # fmt: skip
async def test_attach_and_profiles_are_off_unless_the_server_was_started_with_them(
    client: Client, arguments: dict[str, object], flag: str
) -> None:
    refused = await client.call_tool("open", {"url": "demo:/", **arguments})
    assert refused.is_error and refused.structured_content["code"] == "NotAllowed"
    assert flag in _text(refused)


async def test_a_server_started_with_cdp_endpoint_opens_in_the_persons_browser(
    project: Path, tmp_path: Path
) -> None:
    person = Person(tmp_path / "person")
    try:
        config = mcp_shim.load_config(flows=project / "flows", out_dir=project / "out",
                                      cdp_endpoint=person.endpoint)  # fmt: skip
        server = mcp_shim.build_server(config)
        async with Client(server) as connected:
            opened = await connected.call_tool("open", {"url": "demo:/signin", "name": "there"})
            assert not opened.is_error, _text(opened)
            assert len(person.tabs()) == 2  # a window of the session's own, beside the person's
            listed = await connected.call_tool("list", {"what": ["sessions"]})
            assert f"[cdp {person.endpoint}]" in _text(listed)
            mine = await connected.call_tool("open", {"url": "demo:/", "tab": "new"})
            assert mine.structured_content["code"] == "NotAllowed" and "--cdp-tabs" in _text(mine)
            headless = await connected.call_tool("open", {"url": "demo:/", "attach": False})
            assert not headless.is_error and len(person.tabs()) == 2
            await connected.call_tool("close", {"session": "there"})
            assert [t["url"] for t in person.tabs()] == [MINE]
        server.state.close_all()  # type: ignore[attr-defined]
        assert person.process.poll() is None  # the person's browser runs on
    finally:
        person.stop()
