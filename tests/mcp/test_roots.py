"""With no project in force, the server finds ``nbshot.toml`` in the client's roots
(``file://`` ones only): its targets, profiles and flows become the server's. The
SDK's client with a real roots callback, against a real ``nbshot-mcp`` over stdio
and streamable HTTP."""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

import pytest
from mcp.types import ListRootsResult, Root
from mcp_servers import TRANSPORTS, serve
from shop_project import make_project

from nbshot.mcp.roots import project_in_roots

pytestmark = [pytest.mark.anyio]


@pytest.fixture
def anyio_backend() -> str:
    return "asyncio"


def _env() -> dict[str, str]:
    return {k: v for k, v in os.environ.items() if k != "NBSHOT_CONFIG"}


@pytest.mark.parametrize("transport", TRANSPORTS)
async def test_the_project_is_found_in_the_clients_roots(transport: str, tmp_path: Path) -> None:
    shop = make_project(tmp_path / "shop")
    elsewhere = tmp_path / "home"  # where the host started the server: no project
    elsewhere.mkdir()
    # A project that a root on another host would lead to, were it followed.
    decoy = make_project(tmp_path / "decoy")
    (decoy / "flows" / "shop_home.ipynb").rename(decoy / "flows" / "decoy.ipynb")
    asked: list[int] = []

    async def roots(context: Any) -> ListRootsResult:
        asked.append(1)
        return ListRootsResult(roots=[Root(uri=f"file://other-host{decoy}"),  # type: ignore[arg-type]
                                      Root(uri=f"file://{shop}")])  # type: ignore[arg-type]  # fmt: skip

    async with serve(transport, elsewhere, env=_env(), list_roots_callback=roots) as client:
        listed = await client.call_tool("list", {"what": ["targets", "profiles", "flows"]})
        data = listed.structured_content
        assert data["project"] == str(shop / "nbshot.toml")
        assert data["targets"] == {"inbox": "demo:/dashboard", "invoices": "demo:/settings"}
        assert [p["name"] for p in data["profiles"]] == ["smoke"]
        tools = {t.name for t in (await client.list_tools()).tools}
        assert "flow_shop_home" in tools and "flow_decoy" not in tools
        await client.call_tool("list", {"what": ["targets"]})
        assert len(asked) == 1  # looked for once


@pytest.mark.parametrize("transport", TRANSPORTS)
async def test_a_project_in_force_wins_over_the_roots(transport: str, tmp_path: Path) -> None:
    here = make_project(tmp_path / "here")
    other = make_project(tmp_path / "other")
    asked: list[int] = []

    async def roots(context: Any) -> ListRootsResult:
        asked.append(1)
        return ListRootsResult(roots=[Root(uri=f"file://{other}")])  # type: ignore[arg-type]

    async with serve(transport, here, env=_env(), list_roots_callback=roots) as client:
        listed = await client.call_tool("list", {"what": ["targets"]})
        assert listed.structured_content["project"] == str(here / "nbshot.toml")
        assert asked == []


async def test_roots_that_are_no_file_urls_are_refused(tmp_path: Path) -> None:
    """The SDK's Root takes file URLs only: a callback that lists another fails, and the
    server carries on with no project (2025-11-25, the server asks; from 2026-07-28 the
    client itself raises before anything reaches the server; project_in_roots is
    checked below)."""
    shop = make_project(tmp_path / "shop")

    async def roots(context: Any) -> ListRootsResult:
        return ListRootsResult(roots=[Root(uri=f"https://example.com{shop}")])  # type: ignore[arg-type]

    async with serve(
        "http", tmp_path, env=_env(), list_roots_callback=roots, mode="legacy"
    ) as client:
        listed = await client.call_tool("list", {"what": ["targets"]})
        assert not listed.is_error and listed.structured_content["project"] is None


def test_only_file_roots_on_this_machine_are_used(tmp_path: Path) -> None:
    shop = make_project(tmp_path / "shop")
    assert project_in_roots([f"file://{shop}"]) == shop / "nbshot.toml"
    assert project_in_roots([f"file://localhost{shop}"]) == shop / "nbshot.toml"
    assert project_in_roots([f"file://other-host{shop}", f"ftp://x{shop}", "nbshot://x",
                             f"file://{tmp_path}", "file:relative/path"]) is None  # fmt: skip
