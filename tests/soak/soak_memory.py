"""Hours, not minutes: memory, files, threads and children over thousands of calls.

One process captures real pages nobody here wrote (tests/model/real_pages: W3C APG
examples and TodoMVC, served by a child process on 127.0.0.1) in turn, then opens and
closes sessions, with its own browser (no warm helper). After a warm-up it samples, every
``--every`` calls: the resident memory of this process and of its browser (all its
descendants but the page server; the lowest over ``--window`` calls, see ``_floor``),
open files, threads, child processes and nbshot's temp entries, and each kind of
process's share. It prints the samples and each phase's growth from the end of its own
warm-up, and exits 1 when memory grew more than ``--limit`` (10%) in either phase or a
count did not come back.

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
from collections.abc import Callable
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
    kinds: dict[str, float] = {}
    counts: dict[str, int] = {}
    for child in tree:
        try:
            child_rss = child.memory_info().rss
            kind = _kind(child.cmdline())
        except psutil.Error:
            continue
        rss += child_rss
        kinds[kind] = kinds.get(kind, 0.0) + child_rss / 2**20
        counts[kind] = counts.get(kind, 0) + 1
    temp = [p for p in Path(tempfile.gettempdir()).iterdir() if p.name.startswith("nbshot")]
    return {
        "rss_mb": rss / 2**20,
        "python_mb": me.memory_info().rss / 2**20,
        "files": me.num_fds(),
        "threads": me.num_threads(),
        "children": len(me.children()),
        "temp": len(temp),
        **{f"{kind}_mb": mb for kind, mb in kinds.items()},
        **{f"{kind}_n": n for kind, n in counts.items()},
    }


def _kind(cmdline: list[str]) -> str:
    """What a descendant is: a Chromium process by its ``--type`` (browser without one;
    renderers are forked from the zygote and keep its command line), or the Playwright
    driver (node)."""
    for arg in cmdline:
        if arg.startswith("--type="):
            return arg.removeprefix("--type=")
    return "browser" if any("chrom" in arg for arg in cmdline[:1]) else "driver"


def _floor(server_pid: int, call: Callable[[], None], window: int) -> dict[str, float]:
    """The lowest of ``window`` samples, one after each of ``window`` more calls.

    One sample is a moment: a tab's renderer (100-200 MB, sized by its page) may be
    alive or gone, and the Playwright driver's heap just before or after its collection
    (+-90 MB). Memory that grows lifts the lowest of a dozen samples; a moment does not.
    """
    samples = []
    for _ in range(window):
        call()
        samples.append(_measure(server_pid))
    return min(samples, key=lambda sample: sample["rss_mb"])


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
        f"temp {sample['temp']:3.0f}\n{'':>16}{_kinds(sample)}"
    )


def _kinds(sample: dict[str, float]) -> str:
    """Each kind of descendant: its MB and (how many processes)."""
    kinds = sorted(k[:-3] for k in sample if k.endswith("_mb") and k[:-3] not in ("rss", "python"))
    return "  ".join(f"{k} {sample[k + '_mb']:.0f} ({sample[k + '_n']:.0f})" for k in kinds)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--captures", type=int, default=5000)
    parser.add_argument("--sessions", type=int, default=500)
    parser.add_argument("--warmup", type=int, default=200, help="captures before the baseline")
    parser.add_argument("--every", type=int, default=500)
    parser.add_argument("--window", type=int, default=12, help="calls a sample's floor spans")
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
    calls = {"capture": 0, "session": 0}

    def capture() -> None:
        n = calls["capture"] = calls["capture"] + 1
        try:
            nbshot.capture(
                urls[n % len(urls)], out_dir=out, name=f"c{n % 10}", full_page=n % 3 == 0
            )
        except nbshot.NbshotError as error:
            errors.append(f"capture {n}: {error.code}: {error.message}")

    def session() -> None:
        n = calls["session"] = calls["session"] + 1
        try:
            with nbshot.open(urls[n % len(urls)]) as opened:
                opened.snapshot()
                opened.shot()
        except nbshot.NbshotError as error:
            errors.append(f"session {n}: {error.code}: {error.message}")

    try:
        time.sleep(0.5)  # the page server's start
        for _ in range(args.warmup):
            capture()
        start = _floor(server.pid, capture, args.window)
        print(_line(0, "start", start), flush=True)
        last = start
        while calls["capture"] < args.captures:
            capture()
            if calls["capture"] % args.every == 0:
                last = _floor(server.pid, capture, args.window)
                print(_line(calls["capture"], "captures", last), flush=True)
        phases = {"captures": (start, last)}
        # Sessions keep the next one's context ready (a renderer more than captures
        # keep): their phase is measured from its own warm-up's end.
        for _ in range(max(1, args.warmup // 10)):
            session()
        calls["session"] = 0
        first = last = _floor(server.pid, session, args.window)
        print(_line(0, "sessions", first), flush=True)
        while calls["session"] < args.sessions:
            session()
            if calls["session"] % max(1, args.every // 10) == 0:
                last = _floor(server.pid, session, args.window)
                print(_line(calls["session"], "sessions", last), flush=True)
        phases["sessions"] = (first, last)
    finally:
        server.terminate()
        server.wait(10)
    ok = not errors
    for phase, (begin, end) in phases.items():
        growth = end["rss_mb"] / begin["rss_mb"] - 1
        print(
            f"{phase}: RSS {begin['rss_mb']:.0f} -> {end['rss_mb']:.0f} MB ({growth:+.1%}, "
            f"limit {args.limit:+.0%}); python {begin['python_mb']:.0f} -> "
            f"{end['python_mb']:.0f} MB"
        )
        ok = ok and growth <= args.limit
    back = {k: last[k] - start[k] for k in ("files", "threads", "children", "temp")}
    print(f"counts back to start: {back}; errors: {len(errors)}")
    for error in errors[:20]:
        print("  " + error)
    return 0 if ok and not any(back.values()) else 1


if __name__ == "__main__":
    sys.exit(main())
