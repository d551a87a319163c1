"""The page tools (nbshot.mcp.pages): capture, describe_screenshot, check and compare,
through a real MCP client on a server in memory."""

from __future__ import annotations

from pathlib import Path

import pytest
from mcp import Client
from mcp_servers import first_picture as _png
from mcp_servers import last_text as _text

import mcp_shim
import nbshot

pytestmark = [pytest.mark.notebook, pytest.mark.anyio]


async def test_capture_returns_a_decodable_image_and_its_facts(client: Client) -> None:
    result = await client.call_tool("capture", {"url": "demo:/signin", "full_page": True})
    assert not result.is_error
    data = result.structured_content
    assert data["title"] == "Sign in · Acme Analytics" and Path(data["path"]).is_file()
    image = _png(result)
    assert max(image.size) <= mcp_shim.MAX_SIDE
    tall = await client.call_tool("capture", {"url": "demo:/long", "full_page": True})
    assert max(_png(tall).size) == mcp_shim.MAX_SIDE  # scaled down for the model


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
