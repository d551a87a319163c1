"""The MCP server's answers to bad input: ``isError`` with a code, ``retryable`` and a
hint in the structured content, for every tool, and the server keeps serving."""

from __future__ import annotations

import os
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import pytest
from bad_input import HUGE_DATA_URL, MAX_MESSAGE, png_header
from mcp import Client

import mcp_shim

ROOT = Path(__file__).resolve().parents[2]
pytestmark = pytest.mark.anyio


@pytest.fixture
def anyio_backend() -> str:
    return "asyncio"


@pytest.fixture
async def client(tmp_path: Path) -> AsyncIterator[Client]:
    flows = tmp_path / "flows"
    flows.mkdir()
    (flows / "homepage.ipynb").write_bytes((ROOT / "flows" / "homepage.ipynb").read_bytes())
    (flows / "responsive.ipynb").write_bytes((ROOT / "flows" / "responsive.ipynb").read_bytes())
    out = tmp_path / "out"
    out.mkdir()
    (out / "notes.png").write_text("not an image\n")
    png_header(out / "huge.png", 30000, 30000)
    (out / "escape.png").symlink_to("/etc/hostname")
    (tmp_path / "outside.ipynb").write_bytes((flows / "homepage.ipynb").read_bytes())
    config = mcp_shim.load_config(flows=flows, runs=tmp_path / "runs", out_dir=out)
    server = mcp_shim.build_server(config)
    async with Client(server) as connected:
        yield connected
    server.state.close_all()  # type: ignore[attr-defined]


# tool, arguments, code, fragment of the hint or message
ROWS: list[tuple[str, dict[str, Any], str, str]] = [
    ("capture", {"url": "not a url"}, "InvalidArgument", "Add the scheme"),
    ("capture", {"url": "demo:/", "name": "../x"}, "InvalidArgument", "not allowed"),
    ("capture", {"url": "demo:/", "name": "nl\n"}, "InvalidArgument", "not allowed"),
    ("capture", {"url": "demo:/", "timeout": 1e13}, "InvalidArgument", "3600"),
    ("capture", {"url": "demo:/nonexistent"}, "InvalidArgument", "/signin"),
    ("capture", {"url": "javascript:alert(1)"}, "InvalidArgument", "http(s) URL"),
    ("capture", {"url": "ftp://example.com/x"}, "InvalidArgument", "http(s) URL"),
    ("capture", {"url": HUGE_DATA_URL}, "InvalidArgument", "html="),
    ("capture", {"url": 123}, "InvalidArgument", "url"),
    ("capture", {"url": "demo:/", "fullPage": True}, "InvalidArgument", "full_page"),
    ("capture", {"url": "file:///etc/hostname"}, "NotAllowed", "--allow-file-urls"),
    ("capture", {"url": "/etc/hostname"}, "NotAllowed", "--allow-file-urls"),
    ("capture", {"url": "../../../../../../etc/hostname"}, "NotAllowed", "--allow-file-urls"),
    ("snapshot", {"url": "/etc/passwd"}, "NotAllowed", "--allow-file-urls"),
    ("capture", {"url": "demo:/", "output_dir": "/etc"}, "InvalidArgument", "outside"),
    ("capture", {"url": "demo:/", "output_dir": "../up"}, "InvalidArgument", "outside"),
    ("capture", {"url": "demo:/", "device": "nokia 3310"}, "InvalidArgument", "Did you mean"),
    ("snapshot", {}, "InvalidArgument", "Give url or session"),
    ("run_flow", {"flow": "nope"}, "InvalidArgument", "Known flows: homepage"),
    ("run_flow", {"flow": "homepage", "params": {"colour": "red"}}, "InvalidArgument",
     "Valid parameters"),
    ("run_flow", {"flow": "../outside"}, "NotAllowed", "by name only"),
    ("run_flow", {"flow": "/tmp/outside.ipynb"}, "NotAllowed", "by name only"),
    ("flow_homepage", {"colour": "red"}, "InvalidArgument", "url"),
    ("list", {"limit": -1}, "InvalidArgument", "1 or more"),
    ("list", {"what": ["flows", "colours"]}, "InvalidArgument", "Some of: profiles"),
    ("capture", {}, "InvalidArgument", "Give url or profile"),
    ("capture", {"url": "demo:/", "browser": "webkit"}, "BrowserNotFound",
     "python -m playwright install webkit"),
    ("open", {"url": "demo:/", "browser": "firefox"}, "BrowserNotFound", "install firefox"),
    ("capture", {"profile": "smoke"}, "InvalidArgument", "needs a project file"),
    ("check", {"url": "demo:/", "profile": "smoke"}, "InvalidArgument", "Give one of"),
    ("compare", {}, "InvalidArgument", "Give targets or profile"),
    ("describe_screenshot", {"path": "notes.png"}, "NotAllowed", "capture's path"),
    ("describe_screenshot", {"path": "/etc/hostname"}, "NotAllowed", "capture's path"),
    ("act", {"session": "nope", "steps": ["back"]}, "SessionClosed", "open"),
    ("get_run_log", {"run_id": "nope"}, "InvalidArgument", "Recent runs"),
    ("no_such_tool", {}, "InvalidArgument", "List the tools"),
    # Baselines come from folders nbshot owns, whatever holds images elsewhere.
    ("compare", {"targets": ["demo:/"], "against": "/etc"}, "NotAllowed", "run id"),
    ("compare", {"targets": ["demo:/"], "against": "../x/imgs"}, "NotAllowed", "run id"),
    ("compare", {"targets": ["demo:/"], "against": "no-such-run"}, "InvalidArgument",
     "Recent runs"),
    # Over-long names and NUL bytes are coded, not InternalError.
    ("capture", {"url": "demo:/", "name": "a" * 1000}, "InvalidArgument", "at most 120"),
    ("capture", {"url": "demo:/", "output_dir": "\x00"}, "InvalidArgument", "control"),
    ("compare", {"targets": ["demo:/"], "against": "a" * 2**20}, "InvalidArgument", "4096"),
    ("run_flow", {"flow": "a" * 5000}, "InvalidArgument", "4096"),
    ("describe_screenshot", {"path": "\x00"}, "InvalidArgument", "control"),
    ("inspect", {"path": "\x00"}, "InvalidArgument", "control"),
    # A local path is refused alike whether it exists or not, quoted as given.
    ("capture", {"url": "/nonexistent/passwd"}, "NotAllowed", "--allow-file-urls"),
    ("capture", {"url": "/proc/self/environ"}, "NotAllowed", "'/proc/self/environ'"),
    ("capture", {"url": "./nosuch.html"}, "NotAllowed", "--allow-file-urls"),
    # What capture refuses, open refuses; control characters in a URL too.
    ("open", {"url": ""}, "InvalidArgument", "demo:/"),
    ("capture", {"url": "demo:/\x00"}, "InvalidArgument", "Remove it"),
    ("open", {"url": "demo:/signin\n"}, "InvalidArgument", "Remove it"),
    # Names, and browsers the server was not started to reach.
    ("open", {}, "InvalidArgument", "Give url"),
    ("open", {"url": "demo:/", "name": "../x"}, "InvalidArgument", "Session name"),
    ("open", {"url": "demo:/", "name": "\x00"}, "InvalidArgument", "Session name"),
    ("open", {"url": "demo:/", "attach": True}, "NotAllowed", "--cdp-endpoint"),
    ("open", {"url": "demo:/", "tab": "new"}, "NotAllowed", "--cdp-endpoint"),
    ("open", {"url": "demo:/", "profile": True}, "NotAllowed", "--user-data-dir"),
    # Flow parameters are checked against their declared types before a run starts.
    ("flow_responsive", {"devices": [1, 2]}, "InvalidArgument", "Desktop Chrome"),
    ("run_flow", {"flow": "responsive", "params": {"devices": [1, 2]}}, "InvalidArgument",
     "Pass a list"),
]  # fmt: skip


@pytest.mark.parametrize(("tool", "arguments", "code", "says"), ROWS,
                         ids=[f"{r[0]}-{i}" for i, r in enumerate(ROWS)])  # fmt: skip
async def test_bad_input_is_a_coded_error_and_the_server_keeps_serving(
    client: Client, tool: str, arguments: dict[str, Any], code: str, says: str
) -> None:
    result = await client.call_tool(tool, arguments)
    assert result.is_error, result
    data = result.structured_content or {}
    assert data.get("code") == code, data
    assert data["retryable"] is False
    assert says in data["message"], data["message"]
    assert len(data["message"]) < MAX_MESSAGE and len(result.content[-1].text) < MAX_MESSAGE
    assert not (await client.call_tool("list", {"what": ["flows"]})).is_error


async def test_files_the_server_did_not_write_cannot_be_described(
    client: Client, tmp_path: Path
) -> None:
    out = tmp_path / "out"
    cases = [(out / "notes.png", "InvalidArgument"), (out / "huge.png", "InvalidArgument"),
             (out / "escape.png", "NotAllowed")]  # fmt: skip
    for path, code in cases:
        result = await client.call_tool("describe_screenshot", {"path": str(path)})
        assert result.is_error and result.structured_content["code"] == code, path


async def test_bad_steps_fail_coded_and_the_session_goes_on(client: Client) -> None:
    opened = await client.call_tool("open", {"url": "demo:/signin"})
    session = opened.structured_content["session"]
    cases = [("click:@99999,99999", "InvalidArgument"), ("press:NoSuchKey", "BrowserError"),
             ("click:foo=bar", "InvalidArgument"), ("goto:file:///etc/passwd", "NotAllowed"),
             ("jump:e4", "InvalidArgument"), ("shot:" + "a" * 300, "InvalidArgument")]  # fmt: skip
    for step, code in cases:
        result = await client.call_tool("act", {"session": session, "steps": [step]})
        assert result.is_error and result.structured_content["code"] == code, step
        assert result.structured_content.get("step", step) == step
    again = await client.call_tool("act", {"session": session, "steps": [
        "goto:demo:/signin", "fill:#email=a@b.c"]})  # fmt: skip
    assert not again.is_error, again.structured_content


async def test_local_paths_answer_alike_whether_they_exist_or_not(client: Client) -> None:
    answers = {}
    for path in ("/etc/passwd", "/nonexistent/passwd", "/proc/self/environ"):
        result = await client.call_tool("capture", {"url": path})
        assert result.is_error and result.structured_content["code"] == "NotAllowed", path
        answers[path] = result.structured_content["message"].replace(path, "PATH")
    assert len(set(answers.values())) == 1, answers  # nothing tells which files exist
    assert f"/{os.getpid()}/" not in str(answers)  # /proc/self, not the server's PID


async def test_compare_reads_baselines_only_from_folders_nbshot_owns(
    client: Client, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.chdir(tmp_path)  # compare keeps baselines/.previous in the current folder
    made = await client.call_tool("capture", {"url": "demo:/"})
    picture = Path(made.structured_content["path"]).read_bytes()
    for folder in (tmp_path / "x" / "imgs", tmp_path / "out" / "imgs"):
        (folder / "home").mkdir(parents=True)  # <screen>/<device>-<variant>.png
        (folder / "home" / "desktop-light.png").write_bytes(picture)
    outside = await client.call_tool(
        "compare", {"targets": ["demo:/"], "against": str(tmp_path / "x" / "imgs")}
    )
    assert outside.structured_content["code"] == "NotAllowed"
    assert not any(c.type == "image" for c in outside.content)
    inside = await client.call_tool(
        "compare", {"targets": ["demo:/"], "against": str(tmp_path / "out" / "imgs")}
    )
    assert not inside.is_error and inside.structured_content["new"] == 0, inside


async def test_close_refuses_an_empty_or_huge_flow_name_and_keeps_the_session(
    client: Client, tmp_path: Path
) -> None:
    opened = await client.call_tool("open", {"url": "demo:/signin"})
    session = opened.structured_content["session"]
    for name in ("", "a" * 2**20):
        refused = await client.call_tool("close", {"session": session, "save_as": name})
        assert refused.structured_content["code"] == "InvalidArgument", name[:10]
    assert not (await client.call_tool("act", {"session": session, "steps": ["back"]})).is_error
    assert not (await client.call_tool("close", {"session": session})).is_error
    kept = sorted(p.name for p in (tmp_path / "flows").glob("*.ipynb"))
    assert kept == ["homepage.ipynb", "responsive.ipynb"]  # nothing saved


LEAVE_PAGE = (
    "data:text/html,<button onclick='window.armed=1'>arm</button><script>"
    "onbeforeunload=e=>{e.preventDefault();e.returnValue='stay?'}</script>"
)


async def test_a_page_that_asks_to_stay_does_not_keep_the_session(client: Client) -> None:
    opened = await client.call_tool("open", {"url": LEAVE_PAGE})
    session = opened.structured_content["session"]
    # A click gives the page the user activation Chromium wants before it asks.
    left = await client.call_tool("act", {"session": session, "steps": [
        "click:text=arm", "goto:demo:/signin"]})  # fmt: skip
    assert not left.is_error, left.structured_content
    assert left.structured_content["url"].endswith("/signin")
    assert any(d.startswith("beforeunload") for d in left.structured_content["dialogs"])
