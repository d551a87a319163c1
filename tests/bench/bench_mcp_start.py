"""Benchmark: how soon ``nbshot-mcp`` answers, from the moment its process starts.

Not a test. Each round starts ``nbshot-mcp`` with the repository's flows over stdio
and speaks JSON-RPC to it by hand, the clock started just before the process: when
``initialize`` is answered (what an agent host waits for, with a limit: the MCP
Inspector's is 15 s), when ``tools/list`` is (the tools, flows included, load after
``initialize``), and when a first ``capture`` of a demo page is (the browser too).
``--hogs N`` runs N busy processes beside it (a loaded machine). Each round also
times a Python that only imports the SDK's server (the reference: what a server that
answers with the SDK cannot be quicker than). ``--sdk-first`` alternates each start
with one that imports the SDK before it reads the client's first message (how
``nbshot-mcp`` started until 2026-12-04), and skips the capture. Goal: initialize
within 1 s idle, within 5 s with two hogs.

    .venv/bin/python tests/bench/bench_mcp_start.py [--rounds 5] [--hogs 2] [--sdk-first]
"""

from __future__ import annotations

import argparse
import json
import multiprocessing
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import IO, Any

import nbshot

ROOT = Path(__file__).resolve().parents[2]


def _hog() -> None:
    while True:
        pass


def _send(pipe: IO[bytes], message: dict[str, Any]) -> None:
    pipe.write((json.dumps({"jsonrpc": "2.0", **message}) + "\n").encode())
    pipe.flush()


def _answer(pipe: IO[bytes], request_id: int) -> dict[str, Any]:
    while True:
        line = pipe.readline()
        if not line:
            raise SystemExit("nbshot-mcp closed its output")
        message = json.loads(line)
        if message.get("id") == request_id:
            return dict(message)


# nbshot-mcp as it started before the handshake was answered early: the SDK first.
SDK_FIRST = (
    "import sys, nbshot.mcp.server, nbshot.mcp.start as s\nsys.argv[0] = 'nbshot-mcp'; s.main()"
)
SDK_ONLY = [sys.executable, "-c", "import mcp.server.mcpserver"]


def sdk_only() -> float:
    """Seconds a Python that only imports the SDK's server takes, start to exit."""
    start = time.perf_counter()
    subprocess.run(SDK_ONLY, check=True)
    return time.perf_counter() - start


def one_start(
    url: str | None, scratch: Path, sdk_first: bool = False
) -> tuple[float, float, float]:
    """Seconds from process start to the answers of initialize, tools/list, capture
    (0 without ``url``)."""
    server_args = ["--flows", str(ROOT / "flows"), "--runs", str(scratch / "runs"),
                   "--out", str(scratch / "out")]  # fmt: skip
    start_with = [sys.executable, "-c", SDK_FIRST] if sdk_first else [
        str(Path(sys.executable).with_name("nbshot-mcp"))]  # fmt: skip
    command = [*start_with, *server_args]
    start = time.perf_counter()
    with subprocess.Popen(command, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                          stderr=subprocess.DEVNULL, cwd=scratch) as server:  # fmt: skip
        assert server.stdin is not None and server.stdout is not None
        _send(server.stdin, {"id": 1, "method": "initialize", "params": {
            "protocolVersion": "2025-06-18", "capabilities": {},
            "clientInfo": {"name": "bench", "version": "1"}}})  # fmt: skip
        _answer(server.stdout, 1)
        initialized = time.perf_counter() - start
        _send(server.stdin, {"method": "notifications/initialized"})
        _send(server.stdin, {"id": 2, "method": "tools/list"})
        tools = _answer(server.stdout, 2)["result"]["tools"]
        listed = time.perf_counter() - start
        assert any(t["name"] == "flow_homepage" for t in tools)
        if url is None:
            server.stdin.close()
            server.wait(60)
            return initialized, listed, 0.0
        _send(server.stdin, {"id": 3, "method": "tools/call",
                             "params": {"name": "capture", "arguments": {"url": url}}})  # fmt: skip
        assert not _answer(server.stdout, 3)["result"].get("isError")
        captured = time.perf_counter() - start
        server.stdin.close()
        server.wait(60)
    return initialized, listed, captured


def _line(label: str, values: list[float], reference: list[float]) -> str:
    ratio = statistics.median(values) / statistics.median(reference)
    return (f"{label:28} median {statistics.median(values):5.2f} s  (min {min(values):.2f}, "
            f"max {max(values):.2f})  x{ratio:.2f} the SDK's import")  # fmt: skip


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--rounds", type=int, default=5, help="counted starts (default 5)")
    parser.add_argument("--hogs", type=int, default=0, help="busy processes beside it")
    parser.add_argument("--sdk-first", action="store_true",
                        help="compare with a start that imports the SDK first")  # fmt: skip
    args = parser.parse_args()
    hogs = [multiprocessing.Process(target=_hog, daemon=True) for _ in range(args.hogs)]
    for hog in hogs:
        hog.start()
    site = nbshot.serve_demo()
    rows: list[tuple[float, float, float]] = []
    before: list[tuple[float, float, float]] = []
    reference: list[float] = []
    try:
        with tempfile.TemporaryDirectory(prefix="nbshot-bench-mcp-start-") as scratch:
            for counted in (False,) + (True,) * args.rounds:  # the first fills OS caches
                url = None if args.sdk_first else site.url_for("home")
                times = one_start(url, Path(scratch))
                old = one_start(None, Path(scratch), sdk_first=True) if args.sdk_first else None
                sdk = sdk_only()
                if counted:
                    rows.append(times)
                    before.extend([old] if old else [])
                    reference.append(sdk)
    finally:
        for hog in hogs:
            hog.terminate()
        site.close()
    print(f"nbshot-mcp with the repository's flows, {args.rounds} starts, {args.hogs} hogs, "
          f"load {os.getloadavg()[0]:.1f}")  # fmt: skip
    print(_line("importing the SDK (reference)", reference, reference))
    labels = ("initialize answered", "tools/list answered", "first capture answered")
    for index, label in enumerate(labels[:2] if args.sdk_first else labels):
        print(_line(label, [row[index] for row in rows], reference))
        if before:
            print(_line("  the SDK first", [row[index] for row in before], reference))
    print("goal: initialize within 1 s idle, within 5 s with two hogs")


if __name__ == "__main__":
    main()
