"""Benchmark: flow runs, with and without a warm kernel and the shared browser server.

Not a test. Per round, back to back (so the shared machine's noise hits all
sides alike), the ``homepage`` flow is run by:

- plain papermill (``papermill.execute_notebook``: the reference; the kernel
  starts and launches its own Chromium, no run folder, no report),
- ``nbshot.run_flow(..., shared_browser=False)`` with no kernel ready (a kernel
  and a browser per run),
- ``nbshot.run_flow(...)`` with no kernel ready (kernels connect to one browser
  server),
- ``nbshot.run_flow(...)`` with the kernel started ahead (what a notebook, the MCP
  server or a batch that runs flows gets from the second run on).

Before each side, any kernel being started ahead is left to finish, so no side
pays for the previous one's background work. Then a batch of 8 ``homepage`` runs
with 2 in parallel (``nbshot.run_flows``). Prints medians and ratios against plain
papermill.

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
from nbshot.browser.browser_server import shared_server
from nbshot.flow.kernels import spares


def settled() -> None:
    """Wait until a kernel being started ahead is ready (or there is none)."""
    while "starting" in spares.status().values():
        time.sleep(0.1)


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

    def cold(**options: object) -> Callable[[], None]:
        def run() -> None:
            nbshot.configure(warm_kernels=False)
            spares.close()  # no kernel ready: this run starts its own
            assert nbshot.run_flow(FLOW, out_dir=out / "runs", progress=False, **options).ok

        return run

    def prepare_warm() -> None:
        nbshot.configure(warm_kernels=True)
        spares.refill("python3")
        settled()

    def warm() -> None:
        assert nbshot.run_flow(FLOW, out_dir=out / "runs", progress=False).ok

    sides: dict[str, list[float]] = {
        "papermill": [], "cold, own browser": [], "cold, shared": [], "warm kernel": [],
    }  # fmt: skip
    prepare_warm()
    timed(warm)  # warm-up: imports, kernel spec lookup, first page of the server
    for _ in range(args.rounds):
        nbshot.configure(warm_kernels=False)
        spares.close()
        sides["papermill"].append(timed(plain))
        sides["cold, own browser"].append(timed(cold(shared_browser=False)))
        sides["cold, shared"].append(timed(cold()))
        prepare_warm()
        sides["warm kernel"].append(timed(warm))
        settled()
    floor = statistics.median(sides["papermill"])
    print(f"homepage flow, {args.rounds} rounds (median seconds per run; ratio to papermill)")
    for side, times in sides.items():
        median = statistics.median(times)
        print(f"  {side:<18} {median:6.2f} s   x{median / floor:.2f}")
    batch = [FLOW] * args.batch
    took = timed(lambda: nbshot.run_flows(batch, out_dir=out / "batch", parallel=2))
    per_run = took / args.batch
    print(f"batch of {args.batch}, 2 in parallel, shared server: {took:.1f} s in all, "
          f"{per_run:.2f} s per run   x{per_run / floor:.2f} of a plain papermill run")  # fmt: skip


if __name__ == "__main__":
    main()
