"""Executing a flow in this process: ``run_flow`` runs a flow notebook with papermill
as one reproducible run, ``cancel_runs`` stops the runs in progress.

A run gets its own folder (``runs/<flow>/<run_id>/``) and a fresh kernel whose
environment points nbshot at that folder (captures and records land there) and
pins what changes pixels (timezone UTC, locale en-US, reduced motion; captures
already disable animations and freeze ``Date``). Kernels connect to one shared
Playwright browser server instead of each launching Chromium.

Whatever happens in the notebook, the run folder ends up complete (see
:mod:`nbshot.flow.run_in_progress`). Only ``raise_on_error=True`` turns a failed run
into an exception. The kernel's environment is :mod:`nbshot.flow.kernel_env`'s, the
papermill engine :mod:`nbshot.flow.papermill_engine`'s.
"""

from __future__ import annotations

import contextlib
import os
import threading
from collections.abc import Iterator, Sequence
from dataclasses import replace
from typing import Any

from nbshot.errors import FlowFailed, InvalidArgument
from nbshot.flow import storage
from nbshot.flow.attempts import run_attempts, write_reports
from nbshot.flow.catalog import DEFAULT_FOLDER, Flow, coerce, find_flow
from nbshot.flow.flow_run import FlowRun
from nbshot.flow.kernel_env import kernel_env
from nbshot.flow.needs import execute
from nbshot.flow.notify import settings_for as notify_settings
from nbshot.flow.papermill_engine import CellCallback
from nbshot.flow.prune import keep_in_bounds
from nbshot.flow.retry import Policy, policy_for
from nbshot.flow.run_in_progress import Run, new_run_id
from nbshot.flow.video import require_recorder

DEFAULT_RUNS = "runs"
DEFAULT_KERNEL = "python3"
# run_flow's arguments that are not options passed on to each run of a chain.
_NOT_OPTIONS = ("name_or_path", "params", "needs", "target", "client")
__all__ = [
    "DEFAULT_KERNEL",
    "DEFAULT_RUNS",
    "cancel_runs",
    "new_run_id",
    "run_each",
    "run_flow",
]


def _check_kernel(name: str) -> None:
    from jupyter_client.kernelspec import KernelSpecManager

    known = KernelSpecManager().find_kernel_specs()
    if name not in known:
        raise InvalidArgument(
            f"No Jupyter kernel called {name!r}",
            f"Installed kernels: {', '.join(sorted(known)) or 'none'}; "
            "or leave kernel= unset to use this Python",
        )


def run_flow(  # long: one documented keyword per run setting, a line each
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
    notify: str | Sequence[str] | None = None,
    retries: int | None = None,
    retry_delay: float | None = None,
    retry_on: str | Sequence[str] | None = None,
    needs: bool = True,
    client: Any = None,
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
        Seconds for the whole run, or for each attempt of a run with retries (past
        it, status "timeout"); describe every capture afterwards (local provider)
        into sidecars.
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
    notify:
        Webhook URL(s) called when the run fails, recovers or shows changes, beside
        ``[notify]`` (:mod:`nbshot.flow.notify`), or ``mailto:`` addresses emailed
        through the project's ``[notify.smtp]`` (:mod:`nbshot.flow.mail`); they never
        change the run's status.
    retries, retry_delay, retry_on:
        Try a run that ended with a status of ``retry_on`` (default "failed" and
        "timeout"; "kernel-died", "error" may be added, never "cancelled") again, up to
        ``retries`` times (0-10), after ``retry_delay`` s (default 10), then twice as
        long each time, each wait at most 600 s. None: the flow's ``[flows.NAME]``,
        else the project's ``[runs]``, else no retries. A run that passed on a retry
        is "flaky" (it passed: ``ok`` is True); every attempt is kept in
        ``attempts/<n>/`` (:mod:`nbshot.flow.attempts`).
    needs:
        Run the flows this flow needs first (its notebook metadata's
        ``{"nbshot": {"needs": [...]}}``), each once, and give it their records as
        parameters (:mod:`nbshot.flow.chain`); False runs this flow alone. The
        returned run's ``run.json`` lists the chain's runs under ``chain``; a needed
        run that did not pass leaves this run "error", ``skipped: NAME failed``.
    client:
        Run on a cluster: a ``dask.distributed.Client``, its scheduler's address
        (``tcp://host:8786``, connected to for this call) or any
        ``concurrent.futures`` executor. The flows this one needs run first, each
        level of the chain one batch of tasks, then this flow as one task
        (:func:`nbshot.flow.chain.run_chain`). The runs folder must be one the
        workers can write; ``cancel``, ``on_cell`` and ``run_id`` cannot travel.

    Raises
    ------
    InvalidArgument
        Unknown flow or parameter (listing the valid ones), a value of the wrong
        type, an unknown kernel, video without ffmpeg, a malformed or finished
        ``run_id``, an ``out_dir`` URL nothing can open, a ``notify`` that is not an
        http(s) URL or a ``mailto:`` address (or one with no ``[notify.smtp]`` to send
        it), retries out of bounds, a parameter the chain fills given by hand; with
        ``client``, an option that cannot travel or a client that is not one.
        Nothing has run then.
    FlowCycle
        Flows whose ``needs`` go round in a cycle (an InvalidArgument too).
    FlowFailed
        Only with ``raise_on_error=True``.
    """
    if client is not None:  # nbshot.run_flow (flow/chain.py) serves client= itself
        raise InvalidArgument(
            "client= is not taken by nbshot.flow.execution.run_flow", "Call nbshot.run_flow"
        )
    if needs:
        target = find_flow(name_or_path, folder)
        if target.needs:
            options = {k: v for k, v in locals().items() if k not in _NOT_OPTIONS}
            return execute(target, params, run_each, options).run
    flow, values, kernel_name = _checked(name_or_path, params, folder, timeout, kernel, video)
    policy = policy_for(flow.name, retries, retry_delay, retry_on)
    webhooks = notify_settings([notify] if isinstance(notify, str) else list(notify or ()))
    runs_dir, url = storage.runs_dir(out_dir)
    run, hidden = Run.begin(flow, values, runs_dir, run_id)
    run.notify = webhooks
    env = kernel_env(
        run.folder.resolve(), values, hidden, video=video, har=har, shared_browser=shared_browser
    )
    with _in_progress(cancel) as stop:
        result = _carry_out(
            run,
            kernel_name,
            env,
            (timeout, progress, on_cell, stop),
            policy,
            video=video,
            describe=describe,
            report_code=report_code,
        )
        if url:
            storage.push_run(url, result.folder)
    if raise_on_error and not result.ok:
        raise FlowFailed(
            f"Flow {result.flow!r} {result.status}: {result.error_text}",
            f"See {result.report or result.folder}",
            run=result,
        )
    return result


def run_each(ready: list[tuple[Flow, dict[str, Any]]], options: dict[str, Any]) -> list[FlowRun]:
    """One level of a chain here: each ``(flow, params)`` run alone, one after another."""
    return [run_flow(flow.path, params, needs=False, **options) for flow, params in ready]


def _carry_out(
    run: Run,
    kernel_name: str,
    env: dict[str, str],
    how: tuple[float | None, bool, CellCallback | None, threading.Event],
    policy: Policy,
    *,
    video: bool,
    describe: bool,
    report_code: bool,
) -> FlowRun:
    """Execute ``run`` (``how``: timeout, progress, on_cell, cancel event), retried as
    ``policy`` says, and finish its folder however it ended; Ctrl-C finishes it
    "cancelled", then goes on."""
    try:
        run_attempts(run, kernel_name, env, how, policy)
    except KeyboardInterrupt:  # Ctrl-C in the thread running papermill
        run.cancelled()
        write_reports(run, code=report_code)
        run.finish("cancelled", video=video, describe=False, report_code=report_code)
        raise
    write_reports(run, code=report_code)  # of the attempts before the last, if any
    result = run.finish(
        run.status,
        video=video,
        report_code=report_code,
        describe=describe and run.status != "cancelled",
    )
    keep_in_bounds(run.runs_dir, run.flow.name)  # [runs] keep / keep_days
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
    name_or_path: str | os.PathLike[str],
    params: dict[str, Any] | None,
    folder: str | os.PathLike[str],
    timeout: float | None,
    kernel: str | None,
    video: bool,
) -> tuple[Flow, dict[str, Any], str]:
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
