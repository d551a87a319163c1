"""``nbshot.extract``: elements into a DataFrame, each with a selector that finds it again."""

from __future__ import annotations

import asyncio

import pytest
from mcp import Client

import mcp_shim
import nbshot
from nbshot.demo import DemoSite


def test_a_table_comes_out_as_rows_whose_selectors_find_them_again(demo: DemoSite) -> None:
    url = demo.url_for("dashboard")
    rows = nbshot.extract(url, "#orders tbody tr")
    assert list(rows.columns) == ["selector", "tag", "text", "x", "y", "width", "height"]
    assert len(rows) == 6 and rows["text"].str.contains("Ada Lovelace").any()
    assert (rows["width"] > 0).all() and rows["y"].is_monotonic_increasing
    again = nbshot.extract(url, rows["selector"].iloc[2])  # in a fresh load
    assert len(again) == 1 and again["text"].iloc[0] == rows["text"].iloc[2]


def test_attributes_are_columns(demo: DemoSite) -> None:
    links = nbshot.extract(demo.url_for("home"), "nav a", ["href"])
    assert {"/signin", "/dashboard"} <= set(links["href"])
    with pytest.raises(nbshot.InvalidArgument, match="attrs"):
        nbshot.extract(demo.url_for("home"), "a", "href")  # type: ignore[arg-type]
    with pytest.raises(nbshot.InvalidArgument, match="refs belong to a session"):
        nbshot.extract(demo.url_for("home"), "e3")


def test_a_session_extracts_by_ref_and_gives_a_selector_to_keep(demo: DemoSite) -> None:
    with nbshot.open(demo.url_for("signin")) as session:
        email = session.snapshot().find("Email", role="textbox").nodes[-1].ref
        assert email is not None
        row = nbshot.extract(session, email, ["type"])
        assert row[["selector", "tag", "type"]].values.tolist() == [["#email", "input", "email"]]
        assert session.selector(email) == 'role=textbox[name="Email"s]'
        with pytest.raises(nbshot.StaleRef):
            session.selector("e9999")


def test_agents_extract_over_mcp(tmp_path: object) -> None:
    async def over_mcp() -> dict[str, object]:
        server = mcp_shim.build_server(mcp_shim.load_config())
        async with Client(server) as client:
            answer = await client.call_tool(
                "extract", {"url": "demo:/dashboard", "selector": "#orders tbody tr"}
            )
            both = await client.call_tool("extract", {"selector": "a"})
        server.state.close_all()  # type: ignore[attr-defined]
        assert both.is_error and both.structured_content["code"] == "InvalidArgument"
        return answer.structured_content or {}

    data = asyncio.run(over_mcp())
    assert data["count"] == 6 and "Ada Lovelace" in str(data["rows"])
