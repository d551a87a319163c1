"""The MCP Apps view (nbshot/mcp/apps_view.py): what a client that speaks the extension
is offered, what one that does not is not, and the view itself in a real Chromium,
loaded by a host page built on @modelcontextprotocol/ext-apps's AppBridge and
PostMessageTransport (bundled by .ci/ensure-apps-host), talking to a real
``nbshot-mcp`` through the SDK's client."""

from __future__ import annotations

import re
from collections.abc import AsyncIterator, Iterator
from pathlib import Path
from typing import Any

import pytest
from mcp import Client
from mcp.client.extension import advertise
from mcp.server.apps import APP_MIME_TYPE, EXTENSION_ID
from mcp_servers import serve
from PIL import Image, ImageDraw
from playwright.async_api import async_playwright, expect
from sites import served
from timing import scaled

import mcp_shim
from nbshot.browser.lookup import launch_args, resolve_browser
from nbshot.mcp.apps_view import COMPARE_TOOL, COMPARE_URI, TOOL, URI
from nbshot.mcp.server import NbshotServer

pytestmark = [pytest.mark.anyio]
APPS = advertise(EXTENSION_ID, {"mimeTypes": [APP_MIME_TYPE]})
HOST = Path(__file__).resolve().parent / "apps_host"


@pytest.fixture
async def server(project: Path) -> AsyncIterator[NbshotServer]:
    config = mcp_shim.load_config(flows=project / "flows", runs=project / "runs",
                                  out_dir=project / "out")  # fmt: skip
    built = mcp_shim.build_server(config)
    yield built
    built.state.close_all()


async def test_a_client_with_the_extension_gets_the_view_and_its_tool(
    server: NbshotServer,
) -> None:
    async with Client(server, extensions=[APPS]) as client:
        assert client.server_capabilities.extensions == {EXTENSION_ID: {}}
        tools = {t.name: t for t in (await client.list_tools()).tools}
        for name in ("open", "act"):
            assert tools[name].meta == {"ui": {"resourceUri": URI}}
        assert tools[TOOL].meta == {"ui": {"resourceUri": URI, "visibility": ["app"]}}
        assert URI in [str(r.uri) for r in (await client.list_resources()).resources]
        page = (await client.read_resource(URI)).contents[0]
        assert page.mime_type == APP_MIME_TYPE and page.meta == {"ui": {"prefersBorder": True}}
        assert "ui/initialize" in page.text  # type: ignore[union-attr]


async def test_a_client_without_it_sees_the_tools_as_before(
    server: NbshotServer,
) -> None:
    async with Client(server) as client:
        tools = {t.name for t in (await client.list_tools()).tools}
        assert TOOL not in tools and {"open", "act", "close"} <= tools
        assert URI not in [str(r.uri) for r in (await client.list_resources()).resources]
        opened = await client.call_tool("open", {"url": "demo:/signin"})
        assert [c.type for c in opened.content] == ["text"]  # no picture unless asked
        assert 'textbox "Email" [e19]' in opened.content[-1].text  # type: ignore[union-attr]


@pytest.fixture
def host_page() -> Iterator[str]:
    """The test host (tests/mcp/apps_host: host.html and its bundle) over real HTTP."""
    assert (HOST / "dist" / "host.js").is_file(), "run `sh .ci/ensure-apps-host` (make test does)"
    with served(HOST) as port:
        yield f"http://127.0.0.1:{port}"


def _json(result: Any) -> dict[str, Any]:
    return dict(result.model_dump(by_alias=True, exclude_none=True, mode="json"))


async def test_the_view_in_a_real_host_clicks_through_one_tool_call_each(
    project: Path, host_page: str
) -> None:
    flags = ["--flows", str(project / "flows"), "--runs", str(project / "runs"),
             "--out", str(project / "out")]  # fmt: skip
    answers: list[Any] = []  # what nbshot-mcp answered the view's calls
    async with (
        serve("stdio", project, *flags, extensions=[APPS]) as client,
        async_playwright() as playwright,
    ):
        html = (await client.read_resource(URI)).contents[0].text  # type: ignore[union-attr]
        opened = await client.call_tool("open", {"url": "demo:/signin"})
        session = opened.structured_content["session"]
        browser = await playwright.chromium.launch(
            executable_path=resolve_browser().path, args=launch_args()
        )
        page = await browser.new_page(viewport={"width": 1100, "height": 800})
        problems: list[str] = []
        page.on("console", lambda m: problems.append(m.text) if m.type == "error" else None)
        page.on(
            "request",
            lambda r: None if r.url.startswith((host_page, "data:")) else problems.append(r.url),
        )

        async def call_tool(name: str, arguments: dict[str, Any]) -> dict[str, Any]:
            answer = await client.call_tool(name, arguments)
            answers.append(answer)
            return _json(answer)

        await page.expose_function("mcpCallTool", call_tool)
        await page.goto(f"{host_page}/host.html")
        await page.wait_for_function("() => typeof window.startHost === 'function'")
        start = {"html": html, "toolInput": {"url": "demo:/signin"}, "toolResult": _json(opened)}
        await page.evaluate("(start) => window.startHost(start)", start)
        wait = scaled(10) * 1000

        # The handshake, then the tool's answer drawn: one call of the app-only tool.
        await page.wait_for_function("() => window.hostLog.initialized", timeout=wait)
        view = page.frame_locator("iframe")
        picture, status = view.locator(".nbx-pic img"), view.locator(".nbx-status")
        await expect(picture).to_have_attribute(
            "src", re.compile("^data:image/png;base64,"), timeout=wait
        )
        await expect(status).to_contain_text("demo:/signin")
        calls = await page.evaluate("() => window.hostLog.calls")
        assert calls == [{"name": TOOL, "arguments": {"session": session, "do": "show"}}]
        first = await picture.get_attribute("src")

        # A click on the picture's Email field: one tools/call, and typing goes there.
        fields = answers[-1].structured_content
        shown = await picture.bounding_box()
        assert shown is not None
        scale = shown["width"] / fields["picture_width"]

        async def click(role: str, name: str) -> str:
            box = next(b for b in fields["boxes"] if b["role"] == role and b["name"] == name)
            centre = {
                "x": (box["x"] + box["w"] / 2) * scale,
                "y": (box["y"] + box["h"] / 2) * scale,
            }
            await picture.click(position=centre)
            return str(box["ref"])

        email = await click("textbox", "Email")
        await page.wait_for_function("() => window.hostLog.calls.length === 2", timeout=wait)
        await expect(view.locator(".nbx-pic")).not_to_have_class(re.compile("busy"), timeout=wait)
        await page.keyboard.type("ada")  # shown on the picture, sent with the next step
        await expect(view.locator(".nbx-field")).to_contain_text("ada")
        assert len(await page.evaluate("() => window.hostLog.calls")) == 2

        # A click on the Home link: exactly one tools/call (what was typed, then the
        # click), the page changes and the picture with it.
        before = await picture.get_attribute("src")
        home = await click("link", "Home")
        await expect(status).not_to_contain_text("signin", timeout=wait)
        await expect(picture).not_to_have_attribute("src", before or "")
        assert before != first  # the click on the field took a new picture too
        steps = [f"fill:{email}=ada", f"click:{home}"]
        calls = await page.evaluate("() => window.hostLog.calls")
        assert [c["arguments"] for c in calls[1:]] == [
            {"session": session, "do": "act", "steps": [f"click:{email}"]},
            {"session": session, "do": "act", "steps": steps},
        ]
        history = [h["by_ref"] for h in answers[-1].structured_content["history"]]
        assert len(answers) == 3 and history == [f"click:{email}", *steps]
        await view.get_by_role("button", name="History", exact=True).click()  # the steps listed
        await expect(view.locator(".nbx-step")).to_have_count(3)
        await expect(view.locator(".nbx-step").nth(2)).to_contain_text(f"click:{home}")
        assert len(answers) == 3  # looking at the history asks nothing of the server

        # Sizes: the view says its own, and follows the host's narrower container.
        sizes = await page.evaluate("() => window.hostLog.sizes")
        assert sizes and sizes[-1]["height"] > 200
        await page.evaluate("() => window.resizeHost(520)")
        await page.wait_for_function(
            "() => window.hostLog.sizes.some((s) => s.width <= 540)", timeout=wait
        )
        narrow = (await page.evaluate("() => window.hostLog.sizes"))[-1]
        assert narrow["height"] < sizes[-1]["height"]

        # Teardown answered; nothing asked of the network, nothing refused by the CSP.
        await page.evaluate("() => window.teardownHost()")
        assert await page.evaluate("() => window.hostLog.tornDown")
        assert problems == []
        await browser.close()


async def test_the_comparison_view_approves_with_one_call(
    server: NbshotServer, project: Path, host_page: str
) -> None:
    """compare's answer drawn as baseline | current | diff by the review's front end;
    Approve is one call of compare_view, and the baseline is then the current picture
    (a server in memory: the host, the bridge and the view are what is tested here)."""
    async with Client(server, extensions=[APPS]) as client, async_playwright() as playwright:
        await client.call_tool("compare", {"targets": ["demo:/signin"]})  # a new baseline...
        baseline = project / "baselines" / "signin" / "desktop-light.png"
        first = await client.call_tool("compare", {"targets": ["demo:/signin"]})
        approved = first.structured_content["comparison"]
        await client.call_tool("compare_view", {"comparison": approved, "do": "approve",
                                                "ids": ["signin/desktop-light"]})  # fmt: skip
        picture = Image.open(baseline).convert("RGB")
        ImageDraw.Draw(picture).rectangle((10, 10, 300, 60), fill="red")  # ...that differs
        picture.save(baseline)
        compared = await client.call_tool("compare", {"targets": ["demo:/signin"]})
        assert compared.structured_content["changed"] == 1
        html = (await client.read_resource(COMPARE_URI)).contents[0].text  # type: ignore[union-attr]
        calls: list[dict[str, Any]] = []

        async def call_tool(name: str, arguments: dict[str, Any]) -> dict[str, Any]:
            calls.append({"name": name, "arguments": arguments})
            return _json(await client.call_tool(name, arguments))

        browser = await playwright.chromium.launch(
            executable_path=resolve_browser().path, args=launch_args()
        )
        page = await browser.new_page(viewport={"width": 1400, "height": 800})
        problems: list[str] = []
        page.on("console", lambda m: problems.append(m.text) if m.type == "error" else None)
        await page.expose_function("mcpCallTool", call_tool)
        await page.goto(f"{host_page}/host.html")
        await page.wait_for_function("() => typeof window.startHost === 'function'")
        start = {"html": html, "toolInput": {"targets": ["demo:/signin"]},
                 "toolResult": _json(compared)}  # fmt: skip
        await page.evaluate("(start) => window.startHost(start)", start)

        view = page.frame_locator("iframe")
        for label in ("baseline", "current", "diff"):
            shown = view.get_by_role("img", name=label, exact=True)
            await expect(shown).to_have_attribute("src", re.compile("^data:image/png;base64,"))
        await expect(view.locator(".nbr-msg")).to_contain_text("pixels differ")
        handle = compared.structured_content["comparison"]
        assert calls == [{"name": COMPARE_TOOL, "arguments": {"comparison": handle, "do": "show"}}]

        await view.get_by_role("button", name="Approve (a)").click()
        await expect(view.locator(".nbr-empty")).to_contain_text("Nothing to review")
        await expect(view.get_by_role("status")).to_contain_text("Approved 1")
        assert calls[1:] == [{"name": COMPARE_TOOL, "arguments": {
            "comparison": handle, "do": "approve", "ids": ["signin/desktop-light"]}}]  # fmt: skip
        current = compared.structured_content["shots"][0]["current"]
        assert baseline.read_bytes() == Path(current).read_bytes()
        await page.evaluate("() => window.teardownHost()")
        assert problems == []
        await browser.close()
