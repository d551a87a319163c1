"""Benchmark: adding one run to the runs pages of a history of 10,000 runs.

Not a test. Writes --runs synthetic run folders (run.json only, each with findings
and, every tenth, a change) for one flow plus two small flows, builds the pages once
from every run folder (what `nbshot report` does), then adds runs one by one as a run's
end does (`history.add_run`: append a line, rewrite the flow's page, the runs index and
runs.json). Reports the median and worst time of --adds additions against the 1 s
budget, and the full rebuild as the reference measured in the same run.

    .venv/bin/python tests/bench/bench_runs.py            # 10,000 runs
    .venv/bin/python tests/bench/bench_runs.py --runs 2000 --adds 5
"""

from __future__ import annotations

import argparse
import shutil
import statistics
import tempfile
import time
from datetime import datetime, timedelta, timezone
from pathlib import Path
from typing import Any

from nbshot.flow import run_folder

START = datetime(2026, 1, 1, tzinfo=timezone.utc)
BUDGET = 1.0  # seconds to add one run to the pages (issue 31)


def manifest(flow: str, n: int) -> dict[str, Any]:
    changed = n % 10 == 0
    changes = {
        "previous": f"{n - 1}", "changed": changed, "status": None,
        "duration": {"before": 5.0, "after": 5.0 + n % 7, "delta": float(n % 7)},
        "screens": [{"name": "home", "path": "home.png", "diff": "changes/home.diff.png",
                     "ratio": 0.012, "pixels": 9000, "regions": [[0, 0, 10, 10]]}]
        if changed else [],
        "screens_new": [], "screens_gone": [],
        "findings_new": [{"check": "console", "severity": "error", "message": f"error {n}",
                          "where": "http://x/"}] if changed else [],
        "findings_gone": [],
    }  # fmt: skip
    return {
        "flow": flow, "run_id": f"2026{n // 86400:04d}-{n % 86400:06d}-abcdef",
        "status": "failed" if n % 13 == 0 else "ok", "params": {"url": "https://x/"},
        "started": (START + timedelta(minutes=n)).isoformat(timespec="seconds"),
        "duration": 5.0 + n % 7,
        "captures": [{"name": "home", "path": "home.png", "metadata": None}],
        "findings": [{"check": "console", "severity": "error", "message": "x",
                      "where": "http://x/"}] * (n % 5),
        "report": "report.html", "error": None, "changes": changes,
    }  # fmt: skip


def write_runs(runs: Path, flow: str, count: int) -> None:
    for n in range(1, count + 1):
        data = manifest(flow, n)
        folder = runs / flow / data["run_id"]
        folder.mkdir(parents=True)
        run_folder.write_manifest(folder, data)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=10_000)
    parser.add_argument("--adds", type=int, default=20)
    args = parser.parse_args()
    runs = Path(tempfile.mkdtemp(prefix="nbshot-bench-runs-"))
    try:
        write_runs(runs, "audit", args.runs)
        write_runs(runs, "homepage", 30)
        write_runs(runs, "sign_in", 30)
        start = time.perf_counter()
        run_folder.write_runs_index(runs)
        rebuild = time.perf_counter() - start
        times = []
        for n in range(args.runs + 1, args.runs + 1 + args.adds):
            data = manifest("audit", n)
            folder = runs / "audit" / data["run_id"]
            folder.mkdir(parents=True)
            run_folder.write_manifest(folder, data)
            start = time.perf_counter()
            run_folder.add_to_history(runs, data)
            times.append(time.perf_counter() - start)
        pages = sum(p.stat().st_size for p in runs.glob("**/*.html")) / 1e6
        median, worst = statistics.median(times), max(times)
        print(f"history of {args.runs:,} runs (+60 in two other flows), {pages:.1f} MB of pages")
        print(f"full rebuild from every run.json: {rebuild:.2f} s")
        print(f"add one run: median {median * 1000:.0f} ms, worst {worst * 1000:.0f} ms "
              f"of {args.adds} (budget {BUDGET:.0f} s: x{worst / BUDGET:.2f}; "
              f"x{median / rebuild:.3f} of a rebuild)")  # fmt: skip
        if worst > BUDGET:
            raise SystemExit(f"over budget: {worst:.2f} s > {BUDGET} s")
    finally:
        shutil.rmtree(runs, ignore_errors=True)


if __name__ == "__main__":
    main()
