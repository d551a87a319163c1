"""What every visual assertion found, kept to tell a flaky screen from a changed one.

Each ``assert_screenshot`` appends one line to ``history.jsonl`` in its results folder's
root (``nbshot-results/``, not committed): when, which baseline and its digest before the
assertion, the outcome (``pass``, ``fail``, ``missing``, ``updated``), how many pixels
and which regions differed. :func:`flaky` reads it: a screen that failed and then
passed against the same baseline (no one approved a change in between) flapped.
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import os
import time
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from nbshot.errors import InvalidArgument
from nbshot.files import private_dir

HISTORY = "history.jsonl"
MAX_REGIONS = 10  # kept per line: a line stays well under what one write() appends whole


def digest(path: Path) -> str | None:
    """The baseline's SHA-256 (None when it does not exist)."""
    with contextlib.suppress(OSError):
        return hashlib.sha256(path.read_bytes()).hexdigest()
    return None


def append(
    history: Path,
    baseline: Path,
    before: str | None,
    outcome: str,
    *,
    pixels: int = 0,
    ratio: float = 0.0,
    regions: Sequence[tuple[float, float, float, float]] = (),
) -> None:
    """Add one outcome to ``history`` (made if missing). One ``write`` of one line in
    append mode, so assertions in several processes (pytest-xdist) do not mix lines.
    A history that cannot be written costs nothing but the line."""
    line = (
        json.dumps(
            {
                "time": time.time(),
                "baseline": str(baseline),
                "digest": before,
                "outcome": outcome,
                "pixels": pixels,
                "ratio": round(ratio, 6),
                "regions": [list(map(float, r)) for r in regions[:MAX_REGIONS]],
            }
        )
        + "\n"
    )
    with contextlib.suppress(OSError, InvalidArgument):
        private_dir(history.parent)
        fd = os.open(history, os.O_WRONLY | os.O_APPEND | os.O_CREAT, 0o600)
        try:
            os.write(fd, line.encode())
        finally:
            os.close(fd)


@dataclass
class ScreenRecord:
    """One baseline's history: ``runs``, ``failures``, ``flaky`` (failures followed by
    a pass against the same baseline) and the ``regions`` its failures named."""

    baseline: str
    runs: int = 0
    failures: int = 0
    flaky: int = 0
    regions: list[list[float]] = field(default_factory=list)


def flaky(results: str | os.PathLike[str] = "nbshot-results") -> list[ScreenRecord]:
    """The screens in ``results``' history that flapped, most flaps first.

    A line that cannot be read is skipped (a history is written by many processes and
    may end in a cut line)."""
    by_baseline: dict[str, ScreenRecord] = {}
    open_failure: dict[str, str | None] = {}  # baseline -> digest of its last failure
    path = Path(results) / HISTORY
    try:
        lines = path.read_text(errors="replace").splitlines()
    except OSError:
        return []
    for line in lines:
        try:
            entry: dict[str, Any] = json.loads(line)
            baseline, outcome = str(entry["baseline"]), str(entry["outcome"])
        except (ValueError, KeyError, TypeError):
            continue
        record = by_baseline.setdefault(baseline, ScreenRecord(baseline))
        record.runs += 1
        if outcome == "fail":
            record.failures += 1
            record.regions += [r for r in entry.get("regions") or [] if r not in record.regions]
            open_failure[baseline] = entry.get("digest")
        elif outcome == "pass":
            if baseline in open_failure and open_failure[baseline] == entry.get("digest"):
                record.flaky += 1
            open_failure.pop(baseline, None)
        else:  # missing, updated: the baseline changed on purpose
            open_failure.pop(baseline, None)
    found = [r for r in by_baseline.values() if r.flaky]
    return sorted(found, key=lambda r: (-r.flaky, r.baseline))
