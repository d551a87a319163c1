"""Benchmark: flow runs and a matrix on a Dask LocalCluster vs the same work locally.

Not a test. Both sides get the same parallelism (2): ``nbshot.run_flows(parallel=2)``
and ``capture_matrix(concurrency=2)`` in this process, against
``LocalCluster(n_workers=2, threads_per_worker=1)`` with ``client=``. Each side does
one untimed batch first (the workers start their warm kernel and browser; locally the
shared browser server and the spare kernel), then rounds alternate local / cluster
so the machine's noise hits both alike. Prints medians and the cluster/local ratio.

    .venv/bin/python tests/bench/bench_distributed.py [--rounds 3] [--runs 16]
"""

from __future__ import annotations

import argparse
import statistics
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

import nbshot

FLOWS = Path(__file__).resolve().parents[2] / "flows"
TARGETS = {"home": "demo:/", "dashboard": "demo:/dashboard", "signin": "demo:/signin"}
MATRIX = {"devices": ["desktop", "phone"], "variants": ["light", "dark"], "progress": False}


def timed(work: Callable[[], object]) -> float:
    start = time.perf_counter()
    work()
    return time.perf_counter() - start


def main() -> None:
    from distributed import Client, LocalCluster

    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--runs", type=int, default=16)
    args = parser.parse_args()
    out = Path(tempfile.mkdtemp(prefix="nbshot-bench-distributed-"))
    batch = ["homepage"] * args.runs

    with (
        LocalCluster(n_workers=2, threads_per_worker=1, dashboard_address=None) as cluster,
        Client(cluster) as client,
    ):
        sides: dict[str, Callable[[], object]] = {
            "flows, local (parallel=2)": lambda: nbshot.run_flows(
                batch, folder=FLOWS, out_dir=out / "local", parallel=2),
            "flows, LocalCluster (2 workers)": lambda: nbshot.run_flows(
                batch, folder=FLOWS, out_dir=out / "cluster", client=client, progress=False),
            "matrix 12, local (concurrency=2)": lambda: nbshot.capture_matrix(
                TARGETS, out_dir=out / "m-local", concurrency=2, **MATRIX),
            "matrix 12, LocalCluster (2 workers)": lambda: nbshot.capture_matrix(
                TARGETS, out_dir=out / "m-cluster", client=client, **MATRIX),
        }  # fmt: skip
        for work in sides.values():  # warm-up: nothing is started inside the timing
            work()
        times: dict[str, list[float]] = {name: [] for name in sides}
        for _ in range(args.rounds):
            for name, work in sides.items():
                times[name].append(timed(work))

    medians = {name: statistics.median(values) for name, values in times.items()}
    print(f"{args.runs} homepage runs and a 12-cell matrix, median of {args.rounds} rounds")
    for name, median in medians.items():
        print(f"  {name:<40} {median:7.2f} s")
    names = list(medians)
    print(f"  flows:  cluster / local = x{medians[names[1]] / medians[names[0]]:.2f}")
    print(f"  matrix: cluster / local = x{medians[names[3]] / medians[names[2]]:.2f}")


if __name__ == "__main__":
    main()
