"""Benchmark: what starting nbshot costs, against starting Python itself.

Not a test. Runs each command as a fresh process, alternating with the reference
(``python -c "pass"``) so the shared machine's noise hits both alike, and prints
each side's median wall time, the median of the differences (what nbshot adds)
and the ratio of the medians. Goal: ``import nbshot`` adds under 0.3 s.

    .venv/bin/python tests/bench/bench_import.py [--rounds 7]
"""

from __future__ import annotations

import argparse
import statistics
import subprocess
import sys
import time

COMMANDS = {
    "import nbshot": [sys.executable, "-c", "import nbshot"],
    "nbshot --help": [sys.executable, "-m", "nbshot", "--help"],
    "import nbshot.mcp (the MCP server's code)": [sys.executable, "-c", "import nbshot.mcp"],
    "import nbshot; nbshot.capture (first use)": [
        sys.executable, "-c", "import nbshot; nbshot.capture",
    ],
}  # fmt: skip
REFERENCE = [sys.executable, "-c", "pass"]


def wall(command: list[str]) -> float:
    start = time.perf_counter()
    subprocess.run(command, check=True, stdout=subprocess.DEVNULL)
    return time.perf_counter() - start


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--rounds", type=int, default=7, help="runs of each (default 7)")
    rounds = parser.parse_args().rounds
    wall(REFERENCE)  # warm the file cache
    print(f"{'command':45} {'median s':>9} {'python s':>9} {'adds s':>8} {'ratio':>6}")
    for label, command in COMMANDS.items():
        wall(command)
        ours, ref = [], []
        for _ in range(rounds):
            ours.append(wall(command))
            ref.append(wall(REFERENCE))
        added = statistics.median(a - b for a, b in zip(ours, ref, strict=True))
        ratio = statistics.median(ours) / statistics.median(ref)
        print(f"{label:45} {statistics.median(ours):9.3f} {statistics.median(ref):9.3f} "
              f"{added:8.3f} {ratio:6.2f}")  # fmt: skip


if __name__ == "__main__":
    main()
