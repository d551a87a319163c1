"""Benchmark: flow runs, with and without the shared browser server.

Not a test. Per round, back to back (so the shared machine's noise hits all
sides alike), the ``homepage`` flow is run by:

- plain papermill (``papermill.execute_notebook``: the floor; the kernel
  launches its own Chromium, no run folder, no report),
- ``nbshot.run_flow(..., shared_browser=False)`` (a browser per kernel),
- ``nbshot.run_flow(...)`` (kernels connect to one warm browser server).

Then a batch of 8 ``homepage`` runs with 2 in parallel (``nbshot.run_flows``).
Prints medians and ratios against plain papermill.

    .venv/bin/python tests/bench/bench_flows.py [--rounds 5] [--batch 8]
"""

from __future__ import annotations

import argparse
import os
import statistics
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

import papermill

import nbshot
from nbshot.browser.server import shared_server

FLOW = Path(__file__).resolve().parents[2] / "flows" / "homepage.ipynb"


def timed(work: Callable[[], object]) -> float:
    start = time.perf_counter()
    work()
    return time.perf_counter() - start


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--batch", type=int, default=8)
    args = parser.parse_args()
    out = Path(tempfile.mkdtemp(prefix="nbshot-bench-flows-"))
    os.environ["NBSHOT_OUT"] = str(out / "papermill-captures")  # the plain kernels' captures
    shared_server()  # started once, before timing, as a batch would

    def plain() -> None:
        papermill.execute_notebook(str(FLOW), str(out / "plain.ipynb"), kernel_name="python3",
                                   progress_bar=False, cwd=str(FLOW.parent))  # fmt: skip

    def own_browser() -> None:
        assert nbshot.run_flow(FLOW, out_dir=out / "runs", progress=False,
                               shared_browser=False).ok  # fmt: skip

    def shared() -> None:
        assert nbshot.run_flow(FLOW, out_dir=out / "runs", progress=False).ok

    sides: dict[str, list[float]] = {"papermill": [], "own browser": [], "shared": []}
    timed(shared)  # warm-up: imports, kernel spec lookup, first page of the server
    for _ in range(args.rounds):
        sides["papermill"].append(timed(plain))
        sides["own browser"].append(timed(own_browser))
        sides["shared"].append(timed(shared))
    floor = statistics.median(sides["papermill"])
    print(f"homepage flow, {args.rounds} rounds (median seconds per run; ratio to papermill)")
    for side, times in sides.items():
        median = statistics.median(times)
        print(f"  {side:<12} {median:6.2f} s   x{median / floor:.2f}")
    batch = [FLOW] * args.batch
    took = timed(lambda: nbshot.run_flows(batch, out_dir=out / "batch", parallel=2))
    per_run = took / args.batch
    print(f"batch of {args.batch}, 2 in parallel, shared server: {took:.1f} s in all, "
          f"{per_run:.2f} s per run   x{per_run / floor:.2f} of a plain papermill run")  # fmt: skip


if __name__ == "__main__":
    main()
