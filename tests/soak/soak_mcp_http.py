"""Hours, not minutes, over HTTP: a real ``nbshot-mcp --http`` and 8 real MCP clients.

The server runs as its own process on 127.0.0.1 (its scratch project: out, runs, an
empty flows folder, so the shipped flows; its own TMPDIR). Each of ``--clients`` SDK
clients (streamable HTTP) loops: connect, then a few rounds of ``open`` a demo page,
``act`` (fill, press), ``capture`` (a name of its own, so files are replaced, not added)
and ``close``, every ``--flow-every`` rounds the shipped ``flow_homepage``; then leave
(its MCP session ends) and connect again. Work stops every ``--every`` seconds so the
server can be sampled at rest: the resident memory of the server and of all its
descendants (the browser, its driver, kernels), open files, threads, child processes
and entries in its TMPDIR (the number of descendants is printed, not checked: renderers
come and go by design, a warm page closes after a minute idle). The baseline is taken
after ``--warmup`` seconds of the same work and a flow by each client; the script
prints each sample, the growth and the errors (``Busy`` counted apart), and exits 1
when memory grew more than ``--limit`` (10%), a count did not come back or any other
error was answered.

    .venv/bin/python tests/soak/soak_mcp_http.py                          # 30 minutes
    .venv/bin/python tests/soak/soak_mcp_http.py --duration 60 --warmup 30 --every 30
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import os
import socket
import subprocess
import sys
import tempfile
import time
from collections import Counter
from pathlib import Path
from typing import Any

import httpx
import psutil
from mcp import Client

PAGES = ["demo:/signin", "demo:/settings", "demo:/todos", "demo:/widgets", "demo:/"]
COUNTS = ("files", "threads", "children", "temp")


def _free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


def _measure(server: psutil.Process, temp: Path) -> dict[str, float]:
    """The server and its descendants: RSS (MB), the server's files, threads, children
    (direct and all), its temp entries."""
    tree = server.children(recursive=True)
    rss = server.memory_info().rss
    for child in tree:
        with contextlib.suppress(psutil.Error):
            rss += child.memory_info().rss
    return {
        "rss_mb": rss / 2**20,
        "server_mb": server.memory_info().rss / 2**20,
        "files": server.num_fds(),
        "threads": server.num_threads(),
        "children": len(server.children()),
        "tree": len(tree),
        "temp": sum(1 for _ in temp.iterdir()),
    }


def _at_rest(
    server: psutil.Process, temp: Path, start: dict[str, float] | None
) -> dict[str, float]:
    """A sample once the server has settled after the clients left: the counts equal to
    ``start``'s (or stable for 3 s for the first sample), at most 30 s of waiting
    (closed pages' renderers and finished kernels leave a moment after the answer)."""
    deadline = time.monotonic() + 30
    sample = _measure(server, temp)
    previous, steady_since = sample, time.monotonic()
    while time.monotonic() < deadline:
        if start is not None and all(sample[k] == start[k] for k in COUNTS):
            break
        if start is None and time.monotonic() - steady_since >= 3:
            break
        time.sleep(0.5)
        sample = _measure(server, temp)
        if any(sample[k] != previous[k] for k in (*COUNTS, "tree")):
            previous, steady_since = sample, time.monotonic()
    return sample


def _line(elapsed: float, rounds: int, sample: dict[str, float]) -> str:
    return (
        f"{elapsed:7.0f} s {rounds:6} rounds  rss {sample['rss_mb']:7.1f} MB (server "
        f"{sample['server_mb']:6.1f})  files {sample['files']:3.0f}  threads "
        f"{sample['threads']:3.0f}  children {sample['children']:2.0f} (all "
        f"{sample['tree']:2.0f})  temp {sample['temp']:3.0f}"
    )


class Tally:
    """Rounds done and errors answered, by code."""

    def __init__(self) -> None:
        self.rounds = 0
        self.busy = 0
        self.errors: Counter[str] = Counter()
        self.examples: dict[str, str] = {}

    def error(self, code: str, text: str) -> None:
        if code == "Busy":
            self.busy += 1
            return
        self.errors[code] += 1
        self.examples.setdefault(code, text[:300])


async def _call(client: Client, tally: Tally, tool: str, arguments: dict[str, Any]) -> Any:
    """The answer's structured content, or None after counting its error."""
    answer = await client.call_tool(tool, arguments)
    data = answer.structured_content or {}
    if answer.is_error:
        text = " ".join(getattr(c, "text", "") for c in answer.content)
        tally.error(f"{tool}: {data.get('code', 'uncoded')}", text)
        return None
    return data


async def _round(client: Client, tally: Tally, number: int, who: int, flow_every: int) -> None:
    """One round of an agent's work: a session acted in and closed, a capture, now and
    then a flow."""
    page = PAGES[(number + who) % len(PAGES)]
    opened = await _call(client, tally, "open", {"url": "demo:/signin"})
    if opened is not None:
        key = opened["session"]
        steps = ["fill:#email=ada@example.com", "fill:#password=long enough", "press:Tab"]
        await _call(client, tally, "act", {"session": key, "steps": steps})
        await _call(client, tally, "act", {"session": key, "steps": [f"goto:{page[5:]}"],
                                           "image": "thumb"})  # fmt: skip
        await _call(client, tally, "close", {"session": key})
    await _call(client, tally, "capture", {"url": page, "name": f"client{who}"})
    if flow_every and number % flow_every == flow_every - 1:
        await _call(client, tally, "flow_homepage", {"url": "demo:/settings"})
    tally.rounds += 1


async def _client(
    url: str, who: int, until: float, tally: Tally, args: argparse.Namespace, at_least: int
) -> None:
    """One agent until ``until`` and ``at_least`` rounds: connected for ``--rounds``
    rounds at a time."""
    number = 0
    while time.monotonic() < until or number < at_least:
        try:
            async with Client(url) as client:
                for _ in range(args.rounds):
                    await _round(client, tally, number, who, args.flow_every)
                    number += 1
                    if time.monotonic() >= until and number >= at_least:
                        break
        except Exception as error:  # noqa: BLE001 - a transport failure is an error to count
            tally.error(f"client: {type(error).__name__}", repr(error))
            await asyncio.sleep(1)  # the server may be restarting its connection handling


async def _phase(
    url: str, seconds: float, tally: Tally, args: argparse.Namespace, at_least: int = 0
) -> None:
    until = time.monotonic() + seconds
    clients = (_client(url, who, until, tally, args, at_least) for who in range(args.clients))
    await asyncio.gather(*clients)


async def _soak(url: str, server: psutil.Process, temp: Path, args: argparse.Namespace) -> int:
    tally = Tally()
    began = time.monotonic()
    # Each kind of work done at least once before the baseline: a client's first flow
    # starts the server's kernels and the browser its flows share (a warm-up of 30 s,
    # before any flow, made the baseline 14 processes and the end 27).
    await _phase(url, args.warmup, tally, args, at_least=max(args.flow_every, 1))
    start = _at_rest(server, temp, None)
    warm_rounds = tally.rounds
    print(_line(time.monotonic() - began, tally.rounds, start) + "  <- start", flush=True)
    last, soaked = start, 0.0
    while soaked < args.duration:
        step = min(args.every, args.duration - soaked)
        await _phase(url, step, tally, args)
        soaked += step
        last = _at_rest(server, temp, start)
        print(_line(time.monotonic() - began, tally.rounds, last), flush=True)
    growth = last["rss_mb"] / start["rss_mb"] - 1
    back = {k: last[k] - start[k] for k in COUNTS}
    print(
        f"RSS {start['rss_mb']:.0f} -> {last['rss_mb']:.0f} MB ({growth:+.1%}, limit "
        f"{args.limit:+.0%}); server {start['server_mb']:.0f} -> {last['server_mb']:.0f} MB; "
        f"{tally.rounds - warm_rounds} rounds after warm-up by {args.clients} clients; counts "
        f"back to start: {back}; Busy: {tally.busy}; errors: {sum(tally.errors.values())}"
    )
    for code, count in tally.errors.most_common():
        print(f"  {count} x {code}: {tally.examples[code]}")
    ok = growth <= args.limit and not any(back.values()) and not tally.errors
    return 0 if ok else 1


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--duration", type=float, default=1800, help="seconds after warm-up")
    parser.add_argument("--warmup", type=float, default=300, help="seconds before the baseline")
    parser.add_argument("--every", type=float, default=300, help="seconds between samples")
    parser.add_argument("--clients", type=int, default=8)
    parser.add_argument("--rounds", type=int, default=5, help="rounds per connection")
    parser.add_argument("--flow-every", type=int, default=5, help="a flow every N rounds")
    parser.add_argument("--limit", type=float, default=0.10, help="allowed RSS growth")
    args = parser.parse_args()

    scratch = Path(tempfile.mkdtemp(prefix="soak-mcp-"))
    temp = scratch / "tmp"
    for folder in ("tmp", "flows", "out", "runs"):
        (scratch / folder).mkdir()
    port = _free_port()
    log = (scratch / "server.log").open("wb")
    command = [str(Path(sys.executable).parent / "nbshot-mcp"), "--http", "--port", str(port),
               "--flows", "flows", "--out", "out", "--runs", "runs"]  # fmt: skip
    env = {**os.environ, "TMPDIR": str(temp)}
    process = subprocess.Popen(command, cwd=scratch, env=env, stdout=log, stderr=log)
    url = f"http://127.0.0.1:{port}/mcp"
    try:
        deadline = time.monotonic() + 120
        while process.poll() is None and time.monotonic() < deadline:
            with contextlib.suppress(httpx.TransportError):
                httpx.get(url, timeout=5)
                break
            time.sleep(0.2)
        if process.poll() is not None:
            print((scratch / "server.log").read_text(), file=sys.stderr)
            return 1
        return asyncio.run(_soak(url, psutil.Process(process.pid), temp, args))
    finally:
        process.terminate()
        process.wait(60)
        print(f"server log: {scratch / 'server.log'}")


if __name__ == "__main__":
    sys.exit(main())
