"""One run in progress: its folder and manifest, the kernel that executes the flow with
papermill (stopped at the run's timeout or when it is cancelled), and the end that
leaves the folder complete whatever happened: ``run.json``, ``index.md``,
``report.html``, every capture taken before a failure, and the runs index."""

from __future__ import annotations

import errno
import logging
import os
import re
import shutil
import threading
import time
from datetime import datetime, timezone
from pathlib import Path
from secrets import token_hex
from typing import Any

from nbshot import secrets
from nbshot.config import ENV_HAR_DIR, ENV_VIDEO_DIR
from nbshot.errors import DiskFull, InvalidArgument, NbshotError
from nbshot.files import owner_only, private_dir
from nbshot.flow import budgets, changes, kernels, mail, notify, run_folder
from nbshot.flow.catalog import Flow
from nbshot.flow.flow_run import FlowRun
from nbshot.flow.junit import write_junit
from nbshot.flow.kernel_env import HAR_PARTS, listed_secret_values, secret_params
from nbshot.flow.papermill_engine import CellCallback, flow_cell_index, register_engine
from nbshot.model.har import merge_hars
from nbshot.project.file import Notify

RUN_ID = re.compile(r"\d{8}-\d{6}-[0-9a-f]{6}")
log = logging.getLogger("nbshot")


#: The errors of a full disk or quota (EDQUOT where the platform has it).
DISK_FULL = {errno.ENOSPC, getattr(errno, "EDQUOT", errno.ENOSPC)}


def new_run_id() -> str:
    # Sortable by time to the millisecond (the first three hex digits), so runs started
    # in the same second still find the one before them; the last three are random, so
    # parallel runs started in the same millisecond differ too.
    now = datetime.now(timezone.utc)
    return f"{now:%Y%m%d-%H%M%S}-{now.microsecond // 1000:03x}{token_hex(2)[:3]}"


def _watch(
    managers: list[kernels.RunKernelManager],
    timeout: float | None,
    cancel: threading.Event,
    timed_out: threading.Event,
    ended: threading.Event,
) -> None:
    """Stop the run's kernels when its time runs out (setting ``timed_out``) or it is
    cancelled, whichever comes first, unless it has ``ended``. Stopping the kernel
    ends papermill's wait."""

    def watch() -> None:
        deadline = None if timeout is None else time.monotonic() + timeout
        while not ended.wait(0.1):
            if cancel.is_set() or (deadline is not None and time.monotonic() > deadline):
                if not cancel.is_set():
                    timed_out.set()
                kernels.kill(managers)
                return

    threading.Thread(target=watch, name="nbshot-run-watch", daemon=True).start()


def _clear_unfinished(folder: Path) -> None:
    """Remove the folder of an attempt that never finished (running, or abandoned by
    a process that died); refuse a finished run's."""
    if not folder.exists():
        return
    try:
        status = run_folder.read_manifest(folder).get("status")
    except (OSError, ValueError):
        status = None
    if status not in (None, "running", "abandoned"):
        raise InvalidArgument(
            f"Run {folder.name} already finished ({status})", "Leave run_id out to start a new run"
        )
    shutil.rmtree(folder)


class Run:  # long: a run's state, its manifest, its kernel and its end, each a method
    """The bookkeeping of one run in progress."""

    def __init__(
        self,
        flow: Flow,
        params: dict[str, Any],
        run_id: str,
        folder: Path,
        runs_dir: Path,
        injected: dict[str, Any],
        hidden: list[str],
    ) -> None:
        self.flow, self.run_id = flow, run_id
        self.injected, self.hidden = injected, hidden  # what the notebook gets; secret values
        # What run.json, index.md and the reports show: a secret given as a value, masked.
        self.params = {k: secrets.MASK if injected[k] != v else v for k, v in params.items()}
        self.folder, self.runs_dir = folder, runs_dir
        self.started = datetime.now(timezone.utc)
        self.clock = time.perf_counter()
        self.status = "running"
        self.error: dict[str, Any] | None = None
        self.running: int | None = None  # the executed notebook's cell running now
        self.notify: Notify | None = None  # the webhooks told at the end
        self.typed: list[str] = []  # secret values no file of the run may keep
        self.attempts: list[dict[str, Any]] = []  # each attempt (nbshot.flow.attempts)
        self.retry: dict[str, Any] | None = None  # its retry policy, when it has retries

    @classmethod
    def begin(
        cls, flow: Flow, values: dict[str, Any], runs_dir: Path, run_id: str | None = None
    ) -> tuple[Run, dict[str, str]]:
        """A new run's folder and manifest ("running"), and the environment variables
        that carry its secret parameters to the kernel. A given ``run_id`` may name
        the folder of an attempt that never finished ("running"): it starts afresh."""
        if run_id is not None and not RUN_ID.fullmatch(str(run_id)):
            raise InvalidArgument(
                f"run_id={run_id!r} is not a run id",
                "Leave run_id out, or make one with new_run_id()",
            )
        run_id = run_id or new_run_id()
        folder = runs_dir / flow.name / run_id
        _clear_unfinished(folder)
        injected, hidden = secret_params(flow, values)
        folder = private_dir(folder)
        run = cls(flow, values, run_id, folder, runs_dir, injected, list(hidden.values()))
        run.write("running")
        return run, hidden

    @property
    def cell(self) -> int | None:
        """The flow's index of the cell running now, for an end that is not a cell's error."""
        output = self.folder / run_folder.NOTEBOOK
        if self.running is None or not output.is_file():
            return None
        return flow_cell_index(output, self.running)

    def manifest(self, status: str) -> dict[str, Any]:
        return {
            "flow": self.flow.name,
            "title": self.flow.title,
            "run_id": self.run_id,
            "params": self.params,
            "status": status,
            "started": self.started.isoformat(timespec="seconds"),
            "ended": None,
            "duration": None,
            "captures": [],
            "records": [],
            "findings": [],
            "changes": None,
            "error": self.error,
            "video": None,
            "mp4": None,
            "har": None,
            "notebook": run_folder.NOTEBOOK,
            "report": None,
            "source": str(self.flow.path),
            # Who runs it: a reader that finds it "running" with its owner gone records
            # it "abandoned" (run_folder.settle_abandoned), not running forever.
            "owner": run_folder.owner_stamp(),
            "attempts": self.attempts,
            "retry": self.retry,
            # The flow's own speed budgets, over the project's (nbshot.flow.budgets).
            "budgets": self.flow.budgets,
        }

    def write(self, status: str) -> None:
        run_folder.write_manifest(self.folder, self.manifest(status))

    def execute(  # long: the run's steps in order, each a few lines
        self,
        kernel_name: str,
        env: dict[str, str],
        timeout: float | None,
        progress: bool,
        on_cell: CellCallback | None,
        cancel: threading.Event,
    ) -> None:
        import papermill
        from nbclient.exceptions import CellTimeoutError, DeadKernelError
        from papermill.exceptions import PapermillExecutionError

        started: list[kernels.RunKernelManager] = []
        timed_out, ended = threading.Event(), threading.Event()
        _watch(started, timeout, cancel, timed_out, ended)
        # The kernel runs in the flow's folder (papermill's cwd= would chdir this whole
        # process, which parallel runs cannot share), with the run's environment.
        cwd = str(self.flow.path.parent)
        manager = kernels.spares.take(kernel_name, env, cwd) or kernels.start(kernel_name, env, cwd)
        started.append(manager)
        if cancel.is_set() or timed_out.is_set():  # while the kernel was starting
            kernels.kill(started)
        output = self.folder / run_folder.NOTEBOOK
        # papermill rewrites the file in place, so it keeps the mode it is created with.
        os.close(os.open(output, os.O_CREAT | os.O_WRONLY, 0o600))

        def cell_start(index: int) -> None:
            self.running = index

        try:
            papermill.execute_notebook(
                str(self.flow.path),
                str(output),
                parameters=self.injected,
                kernel_name=kernel_name,
                km=manager,
                progress_bar=progress,
                log_output=False,
                engine_name=register_engine(),
                on_cell=on_cell,
                on_cell_start=cell_start,
            )
            self.status = "ok"
        except PapermillExecutionError as exc:
            if cancel.is_set():
                self.cancelled()
            elif timed_out.is_set():
                self._timed_out(timeout)
            else:
                self.status = "failed"
                self.error = {
                    "ename": exc.ename,
                    "evalue": exc.evalue,
                    "cell_index": flow_cell_index(output, exc.cell_index),
                    "message": f"{exc.ename}: {exc.evalue}",
                }
        except (CellTimeoutError, DeadKernelError, RuntimeError) as exc:
            if cancel.is_set():
                self.cancelled()
            elif timed_out.is_set():
                self._timed_out(timeout)
            else:
                died = isinstance(exc, DeadKernelError)
                what = "The kernel died" if died else "The run broke"
                detail = str(exc).strip()
                self.ended(
                    "kernel-died" if died else "error",
                    type(exc).__name__,
                    detail[:500],
                    f"{what}: {detail[:300]}",
                )
        except (OSError, DiskFull) as exc:  # saving the notebook as it runs
            if isinstance(exc, OSError) and exc.errno not in DISK_FULL:
                raise
            kernels.kill(started)  # nothing it does now can be kept
            self.ended(
                "error",
                "DiskFull",
                (exc.message if isinstance(exc, DiskFull) else str(exc))[:300],
                f"The disk holding {self.folder} is full: the run stopped. Free space, or "
                "give runs a folder on another disk",
            )
        except KeyboardInterrupt:
            kernels.kill(started)  # Ctrl-C leaves nbclient mid-wait, the kernel running
            raise
        finally:
            ended.set()
            if ENV_VIDEO_DIR in env or ENV_HAR_DIR in env:
                manager.finish()  # at exit the kernel closes its pages: videos, HARs done
            else:
                kernels.retire(manager)  # everything is written: no need to wait
            if not cancel.is_set():  # cancelling is how a stopping process ends its runs
                kernels.spares.refill(kernel_name)  # the next run's kernel, started now
            if threading.current_thread() is not threading.main_thread():
                # nbclient made an event loop for this thread; left open it would be
                # collected later with a ResourceWarning. The next call makes a new one.
                from jupyter_core.utils import ensure_event_loop

                ensure_event_loop().close()

    def ended(self, status: str, ename: str, evalue: str, message: str) -> None:
        """Record an end that is not a cell's own error, at the cell that was running."""
        self.status = status
        self.error = {"ename": ename, "evalue": evalue, "cell_index": self.cell, "message": message}

    def cancelled(self) -> None:
        self.ended(
            "cancelled", "Cancelled", "cancelled", "The run was cancelled; its kernel was stopped"
        )

    def _timed_out(self, timeout: float | None) -> None:
        self.ended(
            "timeout",
            "Timeout",
            f"the run took longer than {timeout:g} s",
            f"Timed out after {timeout:g} s; the kernel was stopped",
        )

    def finish(self, status: str, *, video: bool, describe: bool, report_code: bool) -> FlowRun:
        """Complete the folder: files joined, secrets scrubbed, the manifest with what
        changed since the last run, the report, index.md and the runs pages."""
        manifest = self.manifest(status)
        ended = datetime.now(timezone.utc)
        manifest["ended"] = ended.isoformat(timespec="seconds")
        manifest["duration"] = round(time.perf_counter() - self.clock, 2)
        self._join_files(manifest, video=video, describe=describe)
        manifest["captures"] = run_folder.find_captures(self.folder)
        from nbshot.flow.flow_run import read_records

        records = read_records(self.folder / run_folder.NOTEBOOK)
        manifest["records"] = [
            {"name": e["name"], "kind": e["kind"], "path": e.get("path")} for e in records
        ]
        manifest["findings"] = changes.findings_of(records)
        manifest["vitals"] = budgets.pages_of(records)
        over = budgets.run_error(manifest)
        if over is not None:  # it passed, but too slowly
            self.status, self.error = "failed", over
            manifest.update(status="failed", error=over)
        manifest["changes"] = self._changes(manifest)
        if (self.folder / run_folder.NOTEBOOK).is_file():
            run_folder.write_manifest(self.folder, manifest)  # the report reads the final state
            report = run_folder.write_report(self.folder, manifest, code=report_code)
            manifest["report"] = report.name if report else None
        manifest["junit"] = write_junit(self.folder, manifest).name
        if self.typed:
            run_folder.scrub(self.folder, self.typed)  # the report and junit.xml too
        run_folder.write_manifest(self.folder, manifest)
        run_folder.write_index_md(self.folder, manifest)
        run_folder.add_to_history(self.runs_dir, manifest)
        owner_only(self.folder)  # what the kernel and ffmpeg wrote, too
        self._tell(manifest)
        return FlowRun.load(self.folder)

    def _tell(self, manifest: dict[str, Any]) -> None:
        """Call the webhooks and send the email (when the run is one of their events);
        run.json records how each went, with its URL as written (``${NAME}``
        unexpanded; ``mailto:`` and the recipients for email); a failure is logged."""
        deliveries = [
            *notify.tell(manifest, self.notify, self.folder),
            *mail.tell(manifest, self.notify, self.folder),
        ]
        for failed in (d for d in deliveries if not d.ok):
            log.warning(
                "nbshot: %s %s could not tell %s (%d tries): %s",
                self.flow.name,
                self.run_id,
                failed.url,
                failed.tries,
                failed.error,
            )
        if deliveries:
            manifest["notified"] = [
                {"url": d.url, "status": d.status, "tries": d.tries, "error": d.error}
                for d in deliveries
            ]
            run_folder.write_manifest(self.folder, manifest)

    def _join_files(self, manifest: dict[str, Any], *, video: bool, describe: bool) -> None:
        """Video joined, captures described, HARs merged, secrets scrubbed from text."""
        if video:
            from nbshot.flow.video import finalize

            webm, mp4 = finalize(self.folder / ".recordings", self.folder)
            manifest["video"] = webm.name if webm else None
            manifest["mp4"] = mp4.name if mp4 else None
        if describe:
            _describe_captures(self.folder)
        parts = self.folder / HAR_PARTS
        if parts.is_dir():  # one HAR per browser context: the run keeps one
            merged = merge_hars(sorted(parts.glob("*.har")), self.folder / "network.har")
            shutil.rmtree(parts, ignore_errors=True)
            manifest["har"] = merged.name if merged else None
        self.typed = [*self.hidden, *listed_secret_values()]
        if self.typed:
            # Last guard for values the kernel printed: no text file keeps them.
            run_folder.scrub(self.folder, self.typed)

    def _changes(self, manifest: dict[str, Any]) -> dict[str, Any] | None:
        """What changed since the previous run of the same flow and parameters (None
        for a first run). A comparison that breaks costs the run its changes, not its end."""
        previous = changes.previous_run(self.runs_dir, manifest)
        if previous is None:
            return None
        try:
            return changes.compare_runs(self.folder, manifest, *previous)
        except (OSError, ValueError, NbshotError) as exc:
            return {
                "previous": previous[1].get("run_id"),
                "changed": False,
                "error": f"Not compared: {exc}",
            }


def _describe_captures(folder: Path) -> None:
    from nbshot.vision import describe

    for capture in run_folder.find_captures(folder):
        if capture["metadata"] is None:
            try:
                describe(folder / capture["path"], save=True)
            except NbshotError:
                continue  # one unreadable image must not cost the run its report
