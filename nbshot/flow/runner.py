"""``run_flow``: execute a flow notebook with papermill as one reproducible run.

A run gets its own folder (``runs/<flow>/<run_id>/``) and a fresh kernel whose
environment points nbshot at that folder (captures and records land there) and
pins what changes pixels (timezone UTC, locale en-US, reduced motion; captures
already disable animations and freeze ``Date``). Kernels connect to one shared
Playwright browser server instead of each launching Chromium.

Whatever happens in the notebook, the run folder ends up complete: the executed
notebook, ``run.json``, ``index.md``, ``report.html`` and every capture taken
before a failure. Only ``raise_on_error=True`` turns a failed run into an
exception.
"""

from __future__ import annotations

import asyncio
import contextlib
import os
import re
import shutil
import threading
import time
from collections.abc import Callable, Iterable, Iterator
from dataclasses import replace
from datetime import datetime, timezone
from pathlib import Path
from secrets import token_hex
from typing import Any

from nbshot import secrets
from nbshot.browser.server import shared_server
from nbshot.config import (
    ENV_FILE_URLS,
    ENV_HAR_DIR,
    ENV_LOCALE,
    ENV_REDUCED_MOTION,
    ENV_SECRETS,
    ENV_TIMEZONE,
    ENV_VIDEO_DIR,
    settings,
)
from nbshot.errors import FlowFailed, InvalidArgument, NbshotError
from nbshot.files import ENV_OUT, owner_only, private_dir
from nbshot.flow import kernels, run_folder, storage
from nbshot.flow.catalog import DEFAULT_FOLDER, Flow, coerce, find_flow
from nbshot.flow.record import ENV_RUN_DIR
from nbshot.flow.result import FlowRun
from nbshot.flow.video import require_recorder
from nbshot.model.har import merge_hars
from nbshot.project.file import ENV_CONFIG, secret_names
from nbshot.project.file import current as current_project

DEFAULT_RUNS = "runs"
DEFAULT_KERNEL = "python3"
#: What every run pins, so the same flow gives the same pixels on any machine.
HAR_PARTS = ".har"  # the kernel's HAR files, one per context, merged at the end
PINNED_ENV = {ENV_TIMEZONE: "UTC", ENV_LOCALE: "en-US", ENV_REDUCED_MOTION: "1"}

CellCallback = Callable[[int, int], None]


RUN_ID = re.compile(r"\d{8}-\d{6}-[0-9a-f]{6}")


def new_run_id() -> str:
    # Sortable by time, unique across parallel runs started in the same second.
    return f"{datetime.now(timezone.utc):%Y%m%d-%H%M%S}-{token_hex(3)}"


def _check_kernel(name: str) -> None:
    from jupyter_client.kernelspec import KernelSpecManager

    known = KernelSpecManager().find_kernel_specs()
    if name not in known:
        raise InvalidArgument(
            f"No Jupyter kernel called {name!r}",
            f"Installed kernels: {', '.join(sorted(known)) or 'none'}; "
            "or leave kernel= unset to use this Python",
        )


def _watch(
    managers: list[kernels.RunKernelManager], timeout: float | None, cancel: threading.Event,
    timed_out: threading.Event, ended: threading.Event,
) -> None:  # fmt: skip
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


def _register_engine() -> str:
    """papermill's nbclient engine, with hooks as each cell starts (to say where a run
    ended) and after each cell (for progress)."""
    import papermill.engines as engines

    name = "nbshot"
    if name in engines.papermill_engines._engines:
        return name

    class ProgressEngine(engines.NBClientEngine):  # type: ignore[misc]
        @classmethod
        def execute_managed_notebook(cls, nb_man: Any, kernel_name: str, **kwargs: Any) -> Any:
            on_cell: CellCallback | None = kwargs.pop("on_cell", None)
            on_start: Callable[[int], None] | None = kwargs.pop("on_cell_start", None)
            if on_start is not None:
                start = nb_man.cell_start

                def cell_start(cell: Any, cell_index: int | None = None, **kw: Any) -> Any:
                    on_start(cell_index or 0)
                    return start(cell, cell_index=cell_index, **kw)

                nb_man.cell_start = cell_start
            if on_cell is not None:
                complete = nb_man.cell_complete

                def cell_complete(cell: Any, cell_index: int | None = None, **kw: Any) -> Any:
                    result = complete(cell, cell_index=cell_index, **kw)
                    on_cell((cell_index or 0) + 1, len(nb_man.nb.cells))
                    return result

                nb_man.cell_complete = cell_complete
            return super().execute_managed_notebook(nb_man, kernel_name, **kwargs)

    engines.papermill_engines.register(name, ProgressEngine)
    return name


def _flow_cell_index(notebook_path: Path, executed_index: int) -> int:
    """papermill counts the cell it injected; give the index in the flow as written."""
    import nbformat

    try:
        cells = nbformat.read(notebook_path, as_version=4).cells
    except (OSError, ValueError):
        return executed_index
    injected = [
        i for i, c in enumerate(cells) if "injected-parameters" in c.metadata.get("tags", [])
    ]
    # The error banner papermill inserts on failure sits at the top of the saved copy.
    banner = 1 if cells and "papermill-error-cell-tag" in cells[0].metadata.get("tags", []) else 0
    shift = sum(1 for i in injected if i - banner < executed_index)
    return executed_index - shift


def run_flow(
    name_or_path: str | os.PathLike[str],
    params: dict[str, Any] | None = None,
    *,
    folder: str | os.PathLike[str] = DEFAULT_FOLDER,
    out_dir: str | os.PathLike[str] = DEFAULT_RUNS,
    timeout: float | None = None,
    describe: bool = False,
    video: bool = False,
    har: bool = False,
    kernel: str | None = None,
    progress: bool = True,
    shared_browser: bool = True,
    report_code: bool = False,
    raise_on_error: bool = False,
    on_cell: CellCallback | None = None,
    cancel: threading.Event | None = None,
    run_id: str | None = None,
) -> FlowRun:
    """Run a flow notebook as a run; returns its :class:`FlowRun`.

    Parameters
    ----------
    name_or_path, folder:
        A flow's name in ``folder`` (default ``flows``), or a notebook path.
    params:
        Values for the flow's parameters. Strings are converted to the
        parameter's type (``"3"`` -> 3 for an int), as a command line gives them.
    out_dir:
        Where runs go: ``<out_dir>/<flow>/<run_id>/`` (default ``runs``). An fsspec
        URL (``s3://bucket/runs``) works too: the run is written in a local mirror
        and uploaded when it ends (see :mod:`nbshot.flow.storage`).
    timeout, describe:
        Seconds for the whole run (past it, status "timeout"); describe every
        capture afterwards (local provider) into sidecars.
    video, har:
        Record the run's pages (adds ``video.webm``, ``video.mp4``) or its network
        (adds ``network.har``, bodies left out).
    kernel, shared_browser:
        A Jupyter kernel name (default ``python3``, this Python); connect it to this
        process's shared browser server (started on first use), not its own browser.
    progress, on_cell:
        Show a progress bar (cells done); call ``on_cell(done, total)`` after each.
    report_code, raise_on_error:
        Show code cells in report.html; raise :class:`FlowFailed` unless ok.
    cancel, run_id:
        An event that, set from any thread, stops the run ("cancelled"); the run's
        id, for a caller that names runs ahead (a cluster's retried task reuses its
        lost attempt's folder).

    Raises
    ------
    InvalidArgument
        Unknown flow or parameter (listing the valid ones), a value of the wrong
        type, an unknown kernel, video without ffmpeg, a malformed or finished
        ``run_id``, an ``out_dir`` URL nothing can open. Nothing has run then.
    FlowFailed
        Only with ``raise_on_error=True``.
    """
    flow, values, kernel_name = _checked(name_or_path, params, folder, timeout, kernel, video)
    runs_dir, url = storage.runs_dir(out_dir)
    run, hidden = _Run.begin(flow, values, runs_dir, run_id)
    env = _kernel_env(run.folder.resolve(), values, hidden, video=video, har=har,
                      shared_browser=shared_browser)  # fmt: skip
    with _in_progress(cancel) as stop:
        try:
            run.execute(kernel_name, env, timeout, progress, on_cell, stop)
        except KeyboardInterrupt:  # Ctrl-C in the thread running papermill
            run.cancelled()
            run.finish("cancelled", video=video, describe=False, report_code=report_code)
            raise
        result = run.finish(run.status, video=video, report_code=report_code,
                            describe=describe and run.status != "cancelled")  # fmt: skip
        if url:
            storage.push_run(url, result.folder)
    if raise_on_error and not result.ok:
        raise FlowFailed(f"Flow {result.flow!r} {result.status}: {result.error_text}",
                         f"See {result.report or result.folder}", run=result)  # fmt: skip
    return result


_active: set[threading.Event] = set()  # the cancel events of runs in progress
_active_lock = threading.Lock()
_active_changed = threading.Condition(_active_lock)


@contextlib.contextmanager
def _in_progress(cancel: threading.Event | None) -> Iterator[threading.Event]:
    """The run's cancel event, known to :func:`cancel_runs` until the run has ended."""
    stop = cancel or threading.Event()
    with _active_lock:
        _active.add(stop)
    try:
        yield stop
    finally:
        with _active_lock:
            _active.discard(stop)
            _active_changed.notify_all()


def cancel_runs(wait: float = 0) -> int:
    """Stop every run this process has in progress (status "cancelled"); returns how many.

    For a server or CLI that is told to stop (SIGTERM) or whose client left: the
    kernels are stopped at once, and each run still writes its folder. ``wait``
    seconds at most are spent waiting for those folders to be written.
    """
    with _active_lock:
        events = list(_active)
        for event in events:
            event.set()
        _active_changed.wait_for(lambda: not _active, timeout=wait)
    return len(events)


def _checked(
    name_or_path: str | os.PathLike[str], params: dict[str, Any] | None,
    folder: str | os.PathLike[str], timeout: float | None, kernel: str | None, video: bool,
) -> tuple[Flow, dict[str, Any], str]:  # fmt: skip
    """The flow, its coerced parameter values and the kernel name, all checked before
    anything runs. Raises InvalidArgument naming what is wrong and what is valid."""
    flow = find_flow(name_or_path, folder)
    flow = replace(flow, path=flow.path.resolve())
    values = coerce(flow, params)
    if timeout is not None and (not isinstance(timeout, (int, float)) or timeout <= 0):
        raise InvalidArgument(f"timeout={timeout!r} is not allowed", "Use seconds > 0")
    kernel_name = kernel or DEFAULT_KERNEL
    _check_kernel(kernel_name)
    if video:
        require_recorder()
    return flow, values, kernel_name


def _secret_params(flow: Flow, values: dict[str, Any]) -> tuple[dict[str, Any], dict[str, str]]:
    """What papermill injects, and the environment that carries secret values.

    A value for a ``# secret:`` parameter goes to the kernel as an environment
    variable, and the notebook is given ``${NBSHOT_SECRET_<NAME>}`` in its place,
    which steps read when they run. A value that is itself a ``${NAME}`` reference
    stays as it is (the kernel inherits this process's environment)."""
    injected, hidden = dict(values), {}
    for name, value in values.items():
        parameter = flow.parameter(name)
        if parameter is None or not parameter.secret or not isinstance(value, str):
            continue
        if secrets.REFERENCE.fullmatch(value):
            continue
        variable = f"NBSHOT_SECRET_{secrets.env_name(name)}"
        hidden[variable] = value
        injected[name] = f"${{{variable}}}"
        secrets.remember(value)
    return injected, hidden


def _listed_secret_values() -> list[str]:
    """The values of the secrets the kernel may read (set in this environment)."""
    try:
        names = secret_names()
    except InvalidArgument:  # a project file broken since the run began: nothing listed
        names = frozenset(settings.secrets)
    return [os.environ[name] for name in names if os.environ.get(name)]


def _kernel_env(
    run_dir: Path, params: dict[str, Any], hidden: dict[str, str], *, video: bool, har: bool,
    shared_browser: bool,
) -> dict[str, str]:  # fmt: skip
    """What the run's kernel is told: where the run folder is, the pinned settings,
    where to record video and network, which browser server and demo site to use, the
    project in force, the secret parameters' values (``hidden``) and the secrets it
    may read. The project's app server is started first, so the kernel's pages find
    it running."""
    project = current_project()
    if project is not None and project.server is not None:
        from nbshot.project import server

        server.ensure(project.server)
    env = {ENV_RUN_DIR: str(run_dir), ENV_OUT: str(run_dir), **PINNED_ENV, **hidden}
    # The caller's secrets and this run's own carriers, and nothing else.
    env[ENV_SECRETS] = ",".join(sorted({*settings.secrets, *hidden}))
    if project is not None:
        # The kernel starts in the flow's folder (a shipped flow's is inside nbshot):
        # it is told the caller's project, so targets, sign-in and devices are the same.
        env[ENV_CONFIG] = str(project.path)
    if har:
        env[ENV_HAR_DIR] = str(run_dir / HAR_PARTS)
    if any(str(value).startswith("demo:") for value in _flat(params.values())):
        # The kernel loads this process's demo site, so what it captured shows here as
        # demo:/path (nbshot.demo.shown_url), not under a port of its own, long dead.
        from nbshot.demo import ENV_DEMO_URL, shared_demo

        env[ENV_DEMO_URL] = shared_demo().url
    if not settings.allow_file_urls:  # a server that refuses file URLs refuses them in flows too
        env[ENV_FILE_URLS] = "0"
    if video:
        env[ENV_VIDEO_DIR] = str(run_dir / ".recordings")
    elif shared_browser:
        # A browser server writes videos on its side of the wire, so runs that
        # record launch their own browser; all others share one.
        endpoint = shared_server()
        if endpoint:
            env["NBSHOT_BROWSER_WS"] = endpoint
    return env


def _flat(values: Iterable[Any]) -> Iterator[Any]:
    for value in values:
        yield from _flat(value) if isinstance(value, (list, tuple)) else (value,)


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
        raise InvalidArgument(f"Run {folder.name} already finished ({status})",
                              "Leave run_id out to start a new run")  # fmt: skip
    shutil.rmtree(folder)


class _Run:
    """The bookkeeping of one run in progress."""

    def __init__(
        self, flow: Flow, params: dict[str, Any], run_id: str, folder: Path, runs_dir: Path,
        injected: dict[str, Any], hidden: list[str],
    ) -> None:  # fmt: skip
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

    @classmethod
    def begin(
        cls, flow: Flow, values: dict[str, Any], runs_dir: Path, run_id: str | None = None
    ) -> tuple[_Run, dict[str, str]]:
        """A new run's folder and manifest ("running"), and the environment variables
        that carry its secret parameters to the kernel. A given ``run_id`` may name
        the folder of an attempt that never finished ("running"): it starts afresh."""
        if run_id is not None and not RUN_ID.fullmatch(str(run_id)):
            raise InvalidArgument(f"run_id={run_id!r} is not a run id",
                                  "Leave run_id out, or make one with new_run_id()")  # fmt: skip
        run_id = run_id or new_run_id()
        folder = runs_dir / flow.name / run_id
        _clear_unfinished(folder)
        injected, hidden = _secret_params(flow, values)
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
        return _flow_cell_index(output, self.running)

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
        }

    def write(self, status: str) -> None:
        run_folder.write_manifest(self.folder, self.manifest(status))

    def execute(
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
                str(self.flow.path), str(output), parameters=self.injected,
                kernel_name=kernel_name, km=manager,
                progress_bar=progress, log_output=False, engine_name=_register_engine(),
                on_cell=on_cell, on_cell_start=cell_start,
            )  # fmt: skip
            self.status = "ok"
        except PapermillExecutionError as exc:
            if cancel.is_set():
                self.cancelled()
            elif timed_out.is_set():
                self._timed_out(timeout)
            else:
                self.status = "failed"
                self.error = {
                    "ename": exc.ename, "evalue": exc.evalue,
                    "cell_index": _flow_cell_index(output, exc.cell_index),
                    "message": f"{exc.ename}: {exc.evalue}",
                }  # fmt: skip
        except (CellTimeoutError, DeadKernelError, RuntimeError) as exc:
            if cancel.is_set():
                self.cancelled()
            elif timed_out.is_set():
                self._timed_out(timeout)
            else:
                died = isinstance(exc, DeadKernelError)
                what = "The kernel died" if died else "The run broke"
                detail = str(exc).strip()
                self.ended("kernel-died" if died else "error", type(exc).__name__,
                           detail[:500], f"{what}: {detail[:300]}")  # fmt: skip
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
        self.error = {"ename": ename, "evalue": evalue, "cell_index": self.cell,
                      "message": message}  # fmt: skip

    def cancelled(self) -> None:
        self.ended("cancelled", "Cancelled", "cancelled",
                   "The run was cancelled; its kernel was stopped")  # fmt: skip

    def _timed_out(self, timeout: float | None) -> None:
        self.ended("timeout", "Timeout", f"the run took longer than {timeout:g} s",
                   f"Timed out after {timeout:g} s; the kernel was stopped")  # fmt: skip

    def finish(self, status: str, *, video: bool, describe: bool, report_code: bool) -> FlowRun:
        manifest = self.manifest(status)
        ended = datetime.now(timezone.utc)
        manifest["ended"] = ended.isoformat(timespec="seconds")
        manifest["duration"] = round(time.perf_counter() - self.clock, 2)
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
        typed = [*self.hidden, *_listed_secret_values()]
        if typed:
            # Last guard for values the kernel printed: no text file keeps them.
            run_folder.scrub(self.folder, typed)
        manifest["captures"] = run_folder.find_captures(self.folder)
        from nbshot.flow.result import read_records

        manifest["records"] = [
            {"name": e["name"], "kind": e["kind"], "path": e.get("path")}
            for e in read_records(self.folder / run_folder.NOTEBOOK)
        ]
        if (self.folder / run_folder.NOTEBOOK).is_file():
            run_folder.write_manifest(self.folder, manifest)  # the report reads the final state
            report = run_folder.write_report(self.folder, manifest, code=report_code)
            manifest["report"] = report.name if report else None
        run_folder.write_manifest(self.folder, manifest)
        run_folder.write_index_md(self.folder, manifest)
        run_folder.write_runs_index(self.runs_dir)
        owner_only(self.folder)  # what the kernel and ffmpeg wrote, too
        return FlowRun.load(self.folder)


def _describe_captures(folder: Path) -> None:
    from nbshot.vision import describe

    for capture in run_folder.find_captures(folder):
        if capture["metadata"] is None:
            try:
                describe(folder / capture["path"], save=True)
            except NbshotError:
                continue  # one unreadable image must not cost the run its report


async def run_flow_async(
    name_or_path: str | os.PathLike[str], params: dict[str, Any] | None = None, **options: Any
) -> FlowRun:
    """Async twin of :func:`run_flow`. The kernel is driven from a worker thread (papermill
    is synchronous), so awaiting a run leaves the caller's event loop free. Cancelling
    the awaiting task cancels the run (its kernel is stopped, status "cancelled")."""
    cancel = options.pop("cancel", None) or threading.Event()
    try:
        return await asyncio.to_thread(run_flow, name_or_path, params, cancel=cancel, **options)
    except asyncio.CancelledError:
        cancel.set()
        raise
