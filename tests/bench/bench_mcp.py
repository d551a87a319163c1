"""Benchmark: nbshot-mcp vs @playwright/mcp, over stdio with the official mcp client.

Not a test. Both servers run headless on the same Chromium against the bundled demo
site on 127.0.0.1, and are driven as an agent would, calls alternating between them
(nbshot, playwright, nbshot, ...) so the shared machine's noise hits both alike:

- capture round trip: nbshot ``capture(url)`` vs ``browser_navigate`` +
  ``browser_take_screenshot``, over five demo pages;
- a sign-in task (open the page, fill two fields, click, see the result): nbshot
  ``open`` + ``act`` (+ ``close``) vs ``browser_navigate``, ``browser_snapshot``,
  ``browser_type`` x2, ``browser_click``, ``browser_take_screenshot``; each side
  reads the refs it needs from its own snapshot text, as a model would;
- snapshot bytes: nbshot ``snapshot(url)`` vs ``browser_snapshot`` after
  ``browser_navigate``, per page;
- tool-definition bytes: what each server's ``tools/list`` puts in a model's context.

Between tasks both sides wait ``--pause`` seconds (default 1, not timed): the time a
model takes to decide its next call, in which a server may prepare (nbshot makes
the next session's browser context then). ``--pause 0`` runs them back to back.

Prints medians (seconds or bytes) and nbshot's ratio to @playwright/mcp. Goal: round
trips <= 0.8x.

@playwright/mcp is installed by this script with npm into a temporary folder (or
pass --playwright-mcp DIR holding node_modules/@playwright/mcp).

    .venv/bin/python tests/bench/bench_mcp.py [--rounds 5] [--pause 1] [--playwright-mcp DIR]
"""

from __future__ import annotations

import argparse
import asyncio
import json
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Awaitable, Callable
from functools import partial
from pathlib import Path
from typing import Any

from mcp import Client, StdioServerParameters

import nbshot
from nbshot.browser.lookup import resolve_browser

VERSION = "0.0.83"
PAGES = ["home", "signin", "dashboard", "todos", "widgets"]
EMAIL, PASSWORD = "ada@example.com", "long enough"


def _playwright_mcp(given: str | None, scratch: Path) -> Path:
    folder = Path(given) if given else scratch / "playwright-mcp"
    cli = folder / "node_modules" / "@playwright" / "mcp" / "cli.js"
    if cli.is_file():
        return cli
    if shutil.which("npm") is None:
        sys.exit("This benchmark installs @playwright/mcp with npm, which is not on "
                 "PATH: install Node.js (apt install npm) or pass --playwright-mcp")  # fmt: skip
    folder.mkdir(parents=True, exist_ok=True)
    done = subprocess.run(["npm", "install", "--no-audit", "--no-fund", "--silent",
                           f"@playwright/mcp@{VERSION}"], cwd=folder, check=False)  # fmt: skip
    if done.returncode != 0 or not cli.is_file():
        sys.exit(f"npm could not install @playwright/mcp@{VERSION}; pass --playwright-mcp DIR")
    return cli


def _text(answer: Any) -> str:
    return "\n".join(c.text for c in answer.content if c.type == "text")


def _ref(text: str, role: str, name: str) -> str:
    """The ref of ``role "name"`` in a snapshot: nbshot's ``[e19]`` or Playwright's
    ``[ref=e19]``."""
    found = re.search(rf'{role} "{re.escape(name)}"[^\n]*?\[(?:ref=)?([a-z0-9]+)\]', text)
    if found is None:
        raise SystemExit(f"no {role} {name!r} in the snapshot:\n{text[:2000]}")
    return found.group(1)


async def _nbshot_signin(client: Client, url: str) -> None:
    opened = await client.call_tool("open", {"url": url})
    tree, session = _text(opened), opened.structured_content["session"]
    steps = [f"fill:{_ref(tree, 'textbox', 'Email')}={EMAIL}",
             f"fill:{_ref(tree, 'textbox', 'Password')}={PASSWORD}",
             f"click:{_ref(tree, 'button', 'Sign in')}", "wait:text=Welcome back"]  # fmt: skip
    acted = await client.call_tool("act", {"session": session, "steps": steps})
    assert not acted.is_error and "dashboard" in acted.structured_content["url"], _text(acted)
    await client.call_tool("close", {"session": session})


async def _call(client: Client, tool: str, arguments: dict[str, Any]) -> Any:
    answer = await client.call_tool(tool, arguments)
    assert not answer.is_error, f"{tool}: {_text(answer)}"
    return answer


async def _playwright_signin(client: Client, url: str) -> None:
    await _call(client, "browser_navigate", {"url": url})
    tree = _text(await _call(client, "browser_snapshot", {}))
    for name, value in (("Email", EMAIL), ("Password", PASSWORD)):
        await _call(client, "browser_type", {"element": name, "text": value,
                                             "target": _ref(tree, "textbox", name)})  # fmt: skip
    await _call(client, "browser_click", {"element": "Sign in",
                                          "target": _ref(tree, "button", "Sign in")})  # fmt: skip
    shot = await _call(client, "browser_take_screenshot", {})
    assert any(c.type == "image" for c in shot.content)


async def _timed(work: Callable[[], Awaitable[object]]) -> float:
    start = time.perf_counter()
    await work()
    return time.perf_counter() - start


async def run(rounds: int, pause: float, cli: Path, scratch: Path) -> None:
    chromium = resolve_browser().path
    if chromium is None:
        sys.exit("No Chromium found: run `nbshot doctor`")
    ours = StdioServerParameters(command=str(Path(sys.executable).parent / "nbshot-mcp"),
                                 args=["--out", str(scratch / "nbshot-out")])  # fmt: skip
    theirs = StdioServerParameters(command="node", args=[
        str(cli), "--headless", "--isolated", "--no-sandbox", "--executable-path", chromium,
        "--viewport-size", "1280,720", "--output-dir", str(scratch / "pw-out")])  # fmt: skip
    with nbshot.serve_demo() as site:
        urls = [site.url_for(page) for page in PAGES]
        async with Client(ours) as a, Client(theirs) as b:
            sizes = {
                "tool definitions": (
                    len(json.dumps([t.model_dump(mode="json", exclude_none=True)
                                    for t in (await a.list_tools()).tools])),
                    len(json.dumps([t.model_dump(mode="json", exclude_none=True)
                                    for t in (await b.list_tools()).tools])),
                ),
            }  # fmt: skip

            async def capture_a(url: str) -> None:
                assert not (await a.call_tool("capture", {"url": url})).is_error

            async def capture_b(url: str) -> None:
                await _call(b, "browser_navigate", {"url": url})
                shot = await _call(b, "browser_take_screenshot", {})
                assert any(c.type == "image" for c in shot.content)

            for url in urls:  # warm-up: browsers, first pages, imports
                await capture_a(url)
                await capture_b(url)
            await _nbshot_signin(a, site.url_for("signin"))
            await _playwright_signin(b, site.url_for("signin"))
            times: dict[str, tuple[list[float], list[float]]] = {
                "capture round trip": ([], []), "sign-in task": ([], []),
            }  # fmt: skip
            signin = site.url_for("signin")
            for _ in range(rounds):
                for url in urls:
                    times["capture round trip"][0].append(await _timed(partial(capture_a, url)))
                    times["capture round trip"][1].append(await _timed(partial(capture_b, url)))
                await asyncio.sleep(pause)
                times["sign-in task"][0].append(await _timed(partial(_nbshot_signin, a, signin)))
                await asyncio.sleep(pause)
                times["sign-in task"][1].append(
                    await _timed(partial(_playwright_signin, b, signin))
                )
            ours_bytes, theirs_bytes = [], []
            for url in urls:
                ours_bytes.append(len(_text(await _call(a, "snapshot", {"url": url}))))
                await _call(b, "browser_navigate", {"url": url})
                theirs_bytes.append(len(_text(await _call(b, "browser_snapshot", {}))))
            sizes["snapshot (median over pages)"] = (
                int(statistics.median(ours_bytes)),
                int(statistics.median(theirs_bytes)),
            )
    print(f"nbshot-mcp vs @playwright/mcp {VERSION}, {rounds} rounds, stdio, same Chromium, "
          f"{pause:g} s between tasks")  # fmt: skip
    print(f"  {'':<30} {'nbshot':>9} {'playwright':>11}  ratio")
    for label, (mine, other) in times.items():
        m, o = statistics.median(mine), statistics.median(other)
        print(f"  {label:<30} {m:8.3f}s {o:10.3f}s  x{m / o:.2f}")
    for label, (mine_b, other_b) in sizes.items():
        print(f"  {label:<30} {mine_b:8d}B {other_b:10d}B  x{mine_b / other_b:.2f}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--pause", type=float, default=1.0, help="seconds between tasks")
    parser.add_argument("--playwright-mcp", help="a folder with @playwright/mcp installed")
    args = parser.parse_args()
    scratch = Path(tempfile.mkdtemp(prefix="nbshot-bench-mcp-"))
    cli = _playwright_mcp(args.playwright_mcp, scratch)
    asyncio.run(run(args.rounds, args.pause, cli, scratch))


if __name__ == "__main__":
    main()
