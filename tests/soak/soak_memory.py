"""Hours, not minutes: memory, files, threads and children over thousands of calls.

One process captures real pages nobody here wrote (tests/model/real_pages: W3C APG
examples and TodoMVC, served by a child process on 127.0.0.1) in turn, then opens and
closes sessions, with its own browser (no warm helper). After a warm-up it samples, every
``--every`` calls: the resident memory of this process and of its browser (all its
descendants but the page server), open files, threads, child processes and nbshot's
temp entries. It prints the samples and the growth from the warm-up's end, and exits 1
when memory grew more than ``--limit`` (10%) or a count did not come back.

    .venv/bin/python tests/soak/soak_memory.py                        # 5,000 + 500
    .venv/bin/python tests/soak/soak_memory.py --captures 500 --sessions 50 --every 100
"""

from __future__ import annotations

import argparse
import os
import socket
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import psutil

import nbshot

ROOT = Path(__file__).resolve().parents[1] / "model" / "real_pages"
PAGES = [
    "apg/patterns/checkbox/examples/checkbox.html",
    "apg/patterns/tabs/examples/tabs-automatic.html",
    "apg/patterns/disclosure/examples/disclosure-faq.html",
    "apg/patterns/combobox/examples/combobox-select-only.html",
    "apg/patterns/dialog-modal/examples/dialog.html",
    "todomvc/index.html",
]


def _free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


def _measure(server_pid: int) -> dict[str, float]:
    """This process and its browser: RSS (MB), open files, threads, children, temp entries."""
    me = psutil.Process()
    tree = [p for p in me.children(recursive=True) if p.pid != server_pid]
    tree = [p for p in tree if all(a.pid != server_pid for a in _parents(p))]
    rss = me.memory_info().rss
    for child in tree:
        try:
            rss += child.memory_info().rss
        except psutil.Error:
            continue
    temp = [p for p in Path(tempfile.gettempdir()).iterdir() if p.name.startswith("nbshot")]
    return {
        "rss_mb": rss / 2**20,
        "python_mb": me.memory_info().rss / 2**20,
        "files": me.num_fds(),
        "threads": me.num_threads(),
        "children": len(me.children()),
        "temp": len(temp),
    }


def _parents(process: psutil.Process) -> list[psutil.Process]:
    try:
        return process.parents()
    except psutil.Error:
        return []


def _line(done: int, what: str, sample: dict[str, float]) -> str:
    return (
        f"{what:>8} {done:>6}  rss {sample['rss_mb']:7.1f} MB (python "
        f"{sample['python_mb']:6.1f})  files {sample['files']:3.0f}  threads "
        f"{sample['threads']:3.0f}  children {sample['children']:2.0f}  "
        f"temp {sample['temp']:3.0f}"
    )


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--captures", type=int, default=5000)
    parser.add_argument("--sessions", type=int, default=500)
    parser.add_argument("--warmup", type=int, default=200, help="captures before the baseline")
    parser.add_argument("--every", type=int, default=500)
    parser.add_argument("--limit", type=float, default=0.10, help="allowed RSS growth")
    args = parser.parse_args()

    # Temp entries are counted in a folder of the soak's own (other work on the machine
    # makes its own in the shared one).
    os.environ["TMPDIR"] = tempfile.mkdtemp(prefix="soak-tmp-")
    tempfile.tempdir = None
    port = _free_port()
    server = subprocess.Popen(
        [
            sys.executable,
            "-m",
            "http.server",
            str(port),
            "--bind",
            "127.0.0.1",
            "--directory",
            str(ROOT),
        ],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    urls = [f"http://127.0.0.1:{port}/{page}" for page in PAGES]
    nbshot.configure(helper=False)
    out = Path(tempfile.mkdtemp(prefix="soak-"))
    errors: list[str] = []
    try:
        time.sleep(0.5)  # the page server's start
        for n in range(args.warmup):
            nbshot.capture(urls[n % len(urls)], out_dir=out, name="warm")
        start = _measure(server.pid)
        print(_line(0, "start", start), flush=True)
        last = start
        for n in range(1, args.captures + 1):
            try:
                nbshot.capture(
                    urls[n % len(urls)], out_dir=out, name=f"c{n % 10}", full_page=n % 3 == 0
                )
            except nbshot.NbshotError as error:
                errors.append(f"capture {n}: {error.code}: {error.message}")
            if n % args.every == 0:
                last = _measure(server.pid)
                print(_line(n, "captures", last), flush=True)
        for n in range(1, args.sessions + 1):
            try:
                with nbshot.open(urls[n % len(urls)]) as session:
                    session.snapshot()
                    session.shot()
            except nbshot.NbshotError as error:
                errors.append(f"session {n}: {error.code}: {error.message}")
            if n % max(1, args.every // 10) == 0:
                last = _measure(server.pid)
                print(_line(n, "sessions", last), flush=True)
    finally:
        server.terminate()
        server.wait(10)
    growth = last["rss_mb"] / start["rss_mb"] - 1
    back = {k: last[k] - start[k] for k in ("files", "threads", "children", "temp")}
    print(
        f"RSS {start['rss_mb']:.0f} -> {last['rss_mb']:.0f} MB ({growth:+.1%}, limit "
        f"{args.limit:+.0%}); python {start['python_mb']:.0f} -> {last['python_mb']:.0f} MB; "
        f"counts back to start: {back}; errors: {len(errors)}"
    )
    for error in errors[:20]:
        print("  " + error)
    ok = growth <= args.limit and not any(back.values()) and not errors
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
