"""Benchmark: how long nbshot-mcp (stdio) takes to exit when its client leaves.

Not a test. Each round starts the server twice, in turn: once the client leaves an
idle server (the reference), once it leaves in the middle of a flow run (the run is
cancelled, its kernel stopped, its folder written, then the process exits). Times
run from the client closing stdin to the process having exited. The budget is
Docker's stop timeout, 10 s from SIGTERM to SIGKILL; tests/mcp/test_faults.py
asserts it.

    .venv/bin/python tests/bench/bench_mcp_exit.py [--rounds 5]
"""

from __future__ import annotations

import argparse
import statistics
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path[:0] = [str(HERE.parent), str(HERE.parent / "mcp")]

from test_faults import _Server  # noqa: E402 - the test's own server harness


def leave(mid_run: bool) -> float:
    """Seconds from the client closing stdin to the server's exit."""
    with tempfile.TemporaryDirectory() as folder:
        server = _Server(Path(folder))
        if mid_run:
            server.start_sleeping_run()
        assert server.process.stdin is not None
        server.process.stdin.close()
        return server.exit_time()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--rounds", type=int, default=5)
    rounds = parser.parse_args().rounds
    idle, mid_run = [], []
    for _ in range(rounds):
        idle.append(leave(mid_run=False))
        mid_run.append(leave(mid_run=True))
    reference = statistics.median(idle)
    print(f"rounds: {rounds} (idle and mid-run in turn)")
    print(f"{'client leaves':<22}{'median s':>10}{'x idle':>9}{'x 10 s':>10}")
    for name, times in (("an idle server", idle), ("in the middle of a run", mid_run)):
        median = statistics.median(times)
        print(f"{name:<22}{median:>10.2f}{median / reference:>9.2f}{median / 10:>10.2f}")


if __name__ == "__main__":
    main()
