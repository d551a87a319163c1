"""A run's attempts: the first, then the retries its policy allows (:mod:`nbshot.flow.retry`).

Each attempt executes the flow in a fresh kernel with the run folder as its own, as
a run without retries does. Before the next attempt starts, what the last one left
there (its executed notebook, captures, records, video, HAR) moves to
``attempts/<n>/``, beside ``attempt.json`` (its status, error and times) and its own
``report.html``; the last attempt's files stay where a run's files are, so whatever
reads a run folder sees the run as it ended. ``run.json`` lists every attempt
(number, status, error, started, ended, duration, the seconds waited before it, its
folder).

``timeout`` is each attempt's: a run with retries takes at most ``retries + 1`` times
it, plus the waits (each at most :data:`~nbshot.project.file.MAX_RETRY_WAIT`). A wait
ends at once when the run is cancelled: the run ends ``cancelled``, the last attempt's
files where a run's are. A run of :func:`~nbshot.flow.batch.run_flows` lends its place
to the batch's other runs while it waits (:class:`Slots`).
"""

from __future__ import annotations

import contextlib
import contextvars
import json
import os
import threading
import time
from collections.abc import Iterator
from datetime import datetime, timezone
from pathlib import Path
from typing import TYPE_CHECKING, Any

from nbshot.files import atomic_write, private_dir
from nbshot.flow import run_folder
from nbshot.flow.kernel_env import HAR_PARTS
from nbshot.flow.retry import ATTEMPTS, Policy

if TYPE_CHECKING:
    from nbshot.flow.papermill_engine import CellCallback
    from nbshot.flow.run_in_progress import Run

ATTEMPT_FILE = "attempt.json"
RECORDINGS = ".recordings"  # the kernel's raw videos (kernel_env), joined per attempt
_STAYS = {run_folder.MANIFEST, ATTEMPTS}  # what stays in the run folder between attempts


def _now() -> str:
    return datetime.now(timezone.utc).isoformat(timespec="milliseconds")


def run_attempts(
    run: Run,
    kernel_name: str,
    env: dict[str, str],
    how: tuple[float | None, bool, CellCallback | None, threading.Event],
    policy: Policy,
) -> None:
    """Execute ``run`` (``how``: timeout, progress, on_cell, cancel event) as ``policy``
    says: an attempt, then, while it ends with a status retried and retries are left,
    a wait and another. ``run.status`` is then how the run ended: the last attempt's
    status, ``flaky`` when it passed on a retry, ``cancelled`` when cancelled in a wait.
    Ctrl-C (KeyboardInterrupt) goes through, the attempt recorded ``cancelled``."""
    stop = how[3]
    run.retry = policy.as_dict() if policy.retries else None
    number, waited = 1, 0.0
    while True:
        _attempt(run, kernel_name, env, how, number, waited)
        if stop.is_set() or not policy.retries_after(number, run.status):
            break
        run.write("running")  # a poller sees how the attempt ended
        slept = wait(stop, policy.wait_after(number))
        if slept is None:
            _cancelled_waiting(run)
            return
        keep_attempt(run)
        number, waited = number + 1, slept
    if run.status == "ok" and number > 1:
        run.status = "flaky"


def _attempt(
    run: Run,
    kernel_name: str,
    env: dict[str, str],
    how: tuple[float | None, bool, CellCallback | None, threading.Event],
    number: int,
    waited: float,
) -> None:
    """One attempt, recorded in ``run.attempts`` as it starts and as it ends."""
    run.status, run.error, run.running = "running", None, None
    record: dict[str, Any] = {
        "number": number,
        "status": "running",
        "started": _now(),
        "ended": None,
        "duration": None,
        "waited": round(waited, 3),
        "error": None,
        "ename": None,
        "cell_index": None,
        "folder": ".",
    }
    run.attempts.append(record)
    if number > 1:
        run.write("running")
    clock = time.perf_counter()
    try:
        run.execute(kernel_name, env, *how)
    except KeyboardInterrupt:
        run.cancelled()
        raise
    finally:
        error: dict[str, Any] = run.error or {}
        record.update(
            status=run.status,
            ended=_now(),
            duration=round(time.perf_counter() - clock, 3),
            error=error.get("message"),
            ename=error.get("ename"),
            cell_index=error.get("cell_index"),
        )


def _cancelled_waiting(run: Run) -> None:
    """The run was cancelled while it waited to try again: it ends ``cancelled``, at
    the cell where its last attempt stopped, saying how that attempt ended."""
    last = run.attempts[-1]
    said = f"attempt {last['number']} {last['status']}"
    if last.get("error"):
        said += f": {last['error']}"
    run.ended(
        "cancelled",
        "Cancelled",
        "cancelled while waiting to try again",
        f"The run was cancelled while waiting to try again ({said})",
    )


def keep_attempt(run: Run) -> Path:
    """Move what the last attempt left in the run folder to ``attempts/<n>/`` with its
    ``attempt.json`` (its video and HAR joined); returns that folder. Its report is
    written when the run ends (:func:`write_reports`): the next attempt starts now."""
    record = run.attempts[-1]
    folder = private_dir(run.folder / ATTEMPTS / str(record["number"]))
    for entry in list(run.folder.iterdir()):
        if entry.name not in _STAYS:
            os.replace(entry, folder / entry.name)
    record["folder"] = f"{ATTEMPTS}/{record['number']}"
    manifest = {
        **run.manifest(str(record["status"])),
        "title": f"{run.flow.title}: attempt {record['number']}",
        "attempt": record["number"],
        "started": record["started"],
        "ended": record["ended"],
        "duration": record["duration"],
        "waited": record["waited"],
        "error": run.error,
        "attempts": None,
        "captures": run_folder.find_captures(folder),
        **_join(folder),
    }
    manifest.pop("owner", None)
    atomic_write(folder / ATTEMPT_FILE, json.dumps(manifest, indent=2, default=str) + "\n")
    return folder


def write_reports(run: Run, *, code: bool = False) -> None:
    """Each kept attempt's ``report.html`` (with the code when ``code``), named in its
    ``attempt.json``: at the run's end, so no attempt waits for another's report."""
    for record in run.attempts:
        folder = run.folder / str(record.get("folder") or ".")
        if folder == run.folder or not (folder / run_folder.NOTEBOOK).is_file():
            continue
        try:
            manifest = json.loads((folder / ATTEMPT_FILE).read_text(encoding="utf-8"))
        except (OSError, ValueError):
            continue
        report = run_folder.write_report(folder, manifest, code=code, since=False)
        manifest["report"] = report.name if report else None
        atomic_write(folder / ATTEMPT_FILE, json.dumps(manifest, indent=2, default=str) + "\n")


def _join(folder: Path) -> dict[str, Any]:
    """An attempt's video and HAR, joined as a run's are: the names made (or None)."""
    joined: dict[str, Any] = {"video": None, "mp4": None, "har": None}
    if (folder / RECORDINGS).is_dir():
        from nbshot.flow.video import finalize

        webm, mp4 = finalize(folder / RECORDINGS, folder)
        joined.update(video=webm.name if webm else None, mp4=mp4.name if mp4 else None)
    parts = folder / HAR_PARTS
    if parts.is_dir():
        import shutil

        from nbshot.model.har import merge_hars

        merged = merge_hars(sorted(parts.glob("*.har")), folder / "network.har")
        shutil.rmtree(parts, ignore_errors=True)
        joined["har"] = merged.name if merged else None
    return joined


# -- waiting, and a batch's places ------------------------------------------------------


def wait(stop: threading.Event, seconds: float) -> float | None:
    """Wait ``seconds`` (a batch's place lent meanwhile); the seconds waited, or None
    as soon as ``stop`` is set (the run was cancelled)."""
    began = time.perf_counter()
    with _lent(stop):
        cancelled = stop.wait(seconds)
    if cancelled or stop.is_set():
        return None
    return time.perf_counter() - began


class Slots:
    """``count`` places for the runs of a batch: a run holds one while it runs and
    lends it while it waits to try again. Places go by the runs' numbers, lowest first:
    a run back from its wait goes before a run that has not started."""

    def __init__(self, count: int) -> None:
        self._changed = threading.Condition()
        self._free = count
        self._waiting: list[int] = []

    def take(self, number: int, stop: threading.Event | None = None) -> bool:
        """Take a place for run ``number``, waiting for one; False when ``stop`` is set
        first (the run needs none any more)."""
        with self._changed:
            self._waiting.append(number)
            try:
                while not (self._free and min(self._waiting) == number):
                    if stop is not None and stop.is_set():
                        return False
                    # a stop event is set without telling this condition: look again soon
                    self._changed.wait(0.1 if stop is not None else None)
                self._free -= 1
                return True
            finally:
                self._waiting.remove(number)
                self._changed.notify_all()

    def give(self) -> None:
        with self._changed:
            self._free += 1
            self._changed.notify_all()

    @contextlib.contextmanager
    def place(self, number: int) -> Iterator[None]:
        """Hold a place for run ``number`` (taken first) while the block runs it."""
        self.take(number)
        held = _Place(self, number)
        token = _current.set(held)
        try:
            yield
        finally:
            _current.reset(token)
            if held.held:
                self.give()


class _Place:
    """The place a run of a batch holds (or has lent while it waits)."""

    def __init__(self, slots: Slots, number: int) -> None:
        self.slots, self.number, self.held = slots, number, True


_current: contextvars.ContextVar[_Place | None] = contextvars.ContextVar(
    "nbshot_run_place", default=None
)


@contextlib.contextmanager
def _lent(stop: threading.Event) -> Iterator[None]:
    """Lend this run's place in its batch (if it is in one) while the block runs; take
    one again after, unless the run was cancelled (then it ends without one)."""
    place = _current.get()
    if place is None or not place.held:
        yield
        return
    place.held = False
    place.slots.give()
    try:
        yield
    finally:
        place.held = place.slots.take(place.number, stop)
