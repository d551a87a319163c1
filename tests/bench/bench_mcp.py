"""Benchmark: nbshot-mcp vs @playwright/mcp, over stdio with the official mcp client.

Not a test. Both servers run headless on the same Chromium against pages served over
HTTP on 127.0.0.1 (the bundled demo site, or real pages: below), and are driven as an
agent would, calls alternating between them (nbshot first in even rounds, playwright
first in odd ones) so the shared machine's noise hits both alike:

- capture round trip: nbshot ``capture(url)`` vs ``browser_navigate`` +
  ``browser_take_screenshot``, per page: the demo's five, or with ``--corpus`` the
  real pages of bench_agent.py's tasks in tests/corpus (TodoMVC in six frameworks,
  15 W3C APG examples among them the data grids, the treegrid, a 26-option listbox
  and the feed), with ``--pages DIR`` the ones of those a folder holds
  (tests/model/real_pages), or with ``--page PATH`` (repeated) the pages named, paths
  in that folder (tests/corpus unless ``--pages``);
- on the demo site only, a sign-in task (open the page, fill two fields, click, see
  the result): nbshot ``open`` + ``act`` (+ ``close``) vs ``browser_navigate``,
  ``browser_snapshot``, ``browser_type`` x2, ``browser_click``,
  ``browser_take_screenshot``; each side reads the refs it needs from its own
  snapshot text, as a model would;
- snapshot bytes: nbshot ``snapshot(url)`` vs ``browser_snapshot`` after
  ``browser_navigate``, the median over the pages;
- tool-definition bytes: what each server's ``tools/list`` puts in a model's context.

Between tasks both sides wait ``--pause`` seconds (default 1, not timed): the time a
model takes to decide its next call, in which a server may prepare (nbshot makes
the next session's browser context then). ``--pause 0`` runs them back to back.

Prints medians (seconds or bytes) and nbshot's ratio to @playwright/mcp, per page and
over all pages. Goal (issue 48): the capture round trip <= 0.8x on every page.

@playwright/mcp is installed by this script with npm into a temporary folder (or
pass --playwright-mcp DIR holding node_modules/@playwright/mcp).

    .venv/bin/python tests/bench/bench_mcp.py [--corpus | --pages DIR | --page PATH ...]
        [--rounds 5] [--pause 1] [--playwright-mcp DIR]
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
from nbshot.demo import serve_folder

VERSION = "0.0.83"
PAGES = ["home", "signin", "dashboard", "todos", "widgets"]
CORPUS = Path(__file__).resolve().parents[1] / "corpus"
GOAL = 0.8  # the capture round trip against @playwright/mcp's, on every page (issue 48)
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


def task_pages(folder: Path) -> list[str]:
    """The pages of bench_agent.py's real-page tasks that ``folder`` holds, each once,
    in the tasks' order (paths in the folder)."""
    from bench_agent import PAGE_TASKS  # here: bench_agent imports this module

    held: list[str] = []
    for page, _, _ in PAGE_TASKS.values():
        found = [p for p in ((page,) if isinstance(page, str) else page) if (folder / p).is_file()]
        if found and found[0] not in held:
            held.append(found[0])
    return held


def label(page: str) -> str:
    """A short name for a page path: ``TodoMVC react``, ``APG data-grids``."""
    parts = page.split("/")
    if parts[0] == "todomvc" and "examples" in parts:
        return f"TodoMVC {parts[parts.index('examples') + 1]}"
    if parts[0] == "apg":
        return f"APG {Path(page).stem}"
    return page if len(page) <= 30 else "…" + page[-29:]


async def _timed(work: Callable[[], Awaitable[object]]) -> float:
    start = time.perf_counter()
    await work()
    return time.perf_counter() - start


async def run(
    rounds: int, pause: float, cli: Path, scratch: Path, folder: Path | None, pages: list[str]
) -> None:
    """Time the tasks on the demo site (``folder`` None) or on ``pages`` of ``folder``,
    and print the report."""
    chromium = resolve_browser().path
    if chromium is None:
        sys.exit("No Chromium found: run `nbshot doctor`")
    ours = StdioServerParameters(command=str(Path(sys.executable).parent / "nbshot-mcp"),
                                 args=["--out", str(scratch / "nbshot-out")])  # fmt: skip
    theirs = StdioServerParameters(command="node", args=[
        str(cli), "--headless", "--isolated", "--no-sandbox", "--executable-path", chromium,
        "--viewport-size", "1280,720", "--output-dir", str(scratch / "pw-out")])  # fmt: skip
    site = nbshot.serve_demo() if folder is None else serve_folder(folder)
    with site:
        names = PAGES if folder is None else [label(p) for p in pages]
        urls = (
            [site.url_for(p) for p in PAGES]
            if folder is None
            else [f"{site.url}/{p}" for p in pages]
        )
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
            demo = folder is None
            if demo:
                await _nbshot_signin(a, site.url_for("signin"))
                await _playwright_signin(b, site.url_for("signin"))
            captures: dict[str, tuple[list[float], list[float]]] = {n: ([], []) for n in names}
            times: dict[str, tuple[list[float], list[float]]] = {"sign-in task": ([], [])}
            for turn in range(rounds):
                for name, url in zip(names, urls, strict=True):
                    mine, other = captures[name]
                    if turn % 2 == 0:
                        mine.append(await _timed(partial(capture_a, url)))
                        other.append(await _timed(partial(capture_b, url)))
                    else:
                        other.append(await _timed(partial(capture_b, url)))
                        mine.append(await _timed(partial(capture_a, url)))
                if not demo:
                    continue
                signin = site.url_for("signin")
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
    where = "the demo site" if folder is None else f"{len(urls)} pages of {folder}"
    print(f"nbshot-mcp vs @playwright/mcp {VERSION}, {rounds} rounds, stdio, same Chromium, "
          f"{where}" + (f", {pause:g} s between tasks" if folder is None else ""))  # fmt: skip
    print(f"  {'capture round trip':<30} {'nbshot':>9} {'playwright':>11}  ratio")
    ratios = []
    for name, (mine, other) in captures.items():
        m, o = statistics.median(mine), statistics.median(other)
        ratios.append(m / o)
        print(f"  {name:<30} {m:8.3f}s {o:10.3f}s  x{m / o:.2f}")
    everything = [t for mine, _ in captures.values() for t in mine]
    theirs_all = [t for _, other in captures.values() for t in other]
    m, o = statistics.median(everything), statistics.median(theirs_all)
    print(f"  {'all pages':<30} {m:8.3f}s {o:10.3f}s  x{m / o:.2f}")
    verdict = "met" if max(ratios) <= GOAL else "MISSED"
    print(f"  worst page x{max(ratios):.2f}, median of pages x{statistics.median(ratios):.2f}; "
          f"goal <= {GOAL} on every page: {verdict}")  # fmt: skip
    for name, (mine, other) in times.items():
        if mine:
            m, o = statistics.median(mine), statistics.median(other)
            print(f"  {name:<30} {m:8.3f}s {o:10.3f}s  x{m / o:.2f}")
    for name, (mine_b, other_b) in sizes.items():
        print(f"  {name:<30} {mine_b:8d}B {other_b:10d}B  x{mine_b / other_b:.2f}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    where = parser.add_mutually_exclusive_group()
    where.add_argument(
        "--corpus", action="store_true", help="the pages of bench_agent.py's tasks in tests/corpus"
    )
    where.add_argument("--pages", type=Path, help="a folder of real pages: the task pages it holds")
    parser.add_argument(
        "--page",
        action="append",
        default=[],
        metavar="PATH",
        help="a page to capture, a path in --pages (default tests/corpus); repeat it",
    )
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--pause", type=float, default=1.0, help="seconds between demo tasks")
    parser.add_argument("--playwright-mcp", help="a folder with @playwright/mcp installed")
    args = parser.parse_args()
    folder = args.pages or (CORPUS if args.corpus or args.page else None)
    pages = args.page or (task_pages(folder) if folder is not None else [])
    if folder is not None:
        missing = [p for p in pages if not (folder / p).is_file()]
        if missing or not pages:
            sys.exit(f"{folder} lacks {', '.join(missing) or 'every task page'}")
    scratch = Path(tempfile.mkdtemp(prefix="nbshot-bench-mcp-"))
    cli = _playwright_mcp(args.playwright_mcp, scratch)
    asyncio.run(run(args.rounds, args.pause, cli, scratch, folder, pages))


if __name__ == "__main__":
    main()
