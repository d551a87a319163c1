"""Many flow runs: in threads of this process, or as tasks on a cluster.

Here, :func:`run_flows` runs ``parallel`` at a time, all on one shared browser
server. With ``client=``, each run is one task on a Dask cluster (or any
``concurrent.futures`` executor), running :func:`~nbshot.flow.execution.run_flow` on a
worker that keeps a warm kernel and a shared browser server (started once per worker
by the worker plugin, stopped when the worker closes). The run folders are written
straight into the caller's runs folder, which every worker must see (a shared
folder: the same machine for a LocalCluster, a network file system on a real
cluster), or uploaded to an fsspec URL (:mod:`nbshot.flow.storage`).

The caller names each run ahead, so a task that Dask retries after its worker died
starts again in the same folder, and a task that never comes back is still
recorded: its folder gets status "error" (or, if the lost worker had finished the
run, the run as written).
"""

from __future__ import annotations

import asyncio
import inspect
import os
from collections.abc import Sequence
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any

from nbshot.browser.browser_server import shared_server, stop_shared_server
from nbshot.browser.engine import engine
from nbshot.cluster.executor import run_tasks
from nbshot.cluster.tasks import Task, WorkerSetup
from nbshot.errors import FlowFailed, InvalidArgument
from nbshot.flow import kernels, run_folder, storage
from nbshot.flow.attempts import Slots
from nbshot.flow.catalog import DEFAULT_FOLDER, Flow, coerce, find_flow
from nbshot.flow.execution import DEFAULT_KERNEL, DEFAULT_RUNS, run_flow
from nbshot.flow.flow_run import FlowRun
from nbshot.flow.run_in_progress import Run, new_run_id

# Callbacks and events do not travel to other processes.
_LOCAL_ONLY = ("cancel", "on_cell", "run_id")


def start_worker() -> None:
    """A worker's shared browser server and one warm kernel connected to it."""
    shared_server()
    kernels.spares.refill(DEFAULT_KERNEL)


def stop_worker() -> None:
    """Stop the worker's spare kernels, browser server and engine."""
    kernels.spares.close()
    stop_shared_server()
    engine.close()


FLOWS = WorkerSetup("flows", start_worker, stop_worker)


def run_on_worker(path: str, params: dict[str, Any] | None, options: dict[str, Any]) -> FlowRun:
    """One run on this (worker) process; ``options`` hold ``out_dir`` and ``run_id``."""
    return run_flow(path, params, progress=False, **options)


def _checked_options(options: dict[str, Any]) -> dict[str, Any]:
    for name in _LOCAL_ONLY:
        if options.get(name) is not None:
            raise InvalidArgument(
                f"{name}= does not work with client=", "Runs on a cluster are in other processes"
            )
    try:
        inspect.signature(run_flow).bind("flow", None, **options)
    except TypeError as exc:
        raise InvalidArgument(f"run_flows() {exc}", "See help(nbshot.run_flow)") from None
    return options


def run_flows_on(
    client: Any, planned: Sequence[tuple[Flow, dict[str, Any] | None]], options: dict[str, Any]
) -> list[FlowRun]:
    """Run each planned ``(flow, params)`` as a task on ``client``; FlowRuns in order.

    Raises
    ------
    InvalidArgument
        For an option that cannot travel (``cancel``, ``on_cell``) or is unknown.
    FlowFailed
        With ``raise_on_error=True``, for the first run (in order) that was not ok,
        once every run has ended.
    """
    options = _checked_options(dict(options))
    progress = options.pop("progress", True)
    raise_on_error = options.pop("raise_on_error", False)
    options.pop("folder", None)  # each flow travels as its notebook's path
    out_dir = options.pop("out_dir", DEFAULT_RUNS)
    runs_dir, url = storage.runs_dir(out_dir)
    run_ids = [new_run_id() for _ in planned]
    tasks = []
    for (flow, params), run_id in zip(planned, run_ids, strict=True):
        where = {**options, "out_dir": url or str(runs_dir), "run_id": run_id}
        tasks.append(
            Task(f"flow {flow.name}", run_on_worker, (str(flow.path.resolve()), params, where))
        )
    outcomes = run_tasks(client, tasks, setup=FLOWS, progress=progress, desc="Runs")
    results = []
    for (flow, params), run_id, outcome in zip(planned, run_ids, outcomes, strict=True):
        if outcome.error is not None:
            results.append(_record_lost(flow, params or {}, url, runs_dir, run_id, outcome.error))
        elif url:  # the worker's copy is on the worker: read the uploaded one
            results.append(FlowRun.load(storage.pull_run(url, flow.name, run_id) or runs_dir))
        else:
            results.append(outcome.value)
    # Once more: the workers wrote the index concurrently.
    if url:
        storage.push_index(url)
    else:
        run_folder.write_runs_index(runs_dir)
    if raise_on_error:
        for result in results:
            if not result.ok:
                raise FlowFailed(
                    f"Flow {result.flow!r} {result.status}: {result.error_text}",
                    f"See {result.report or result.folder}",
                    run=result,
                )
    return results


def _record_lost(
    flow: Flow,
    params: dict[str, Any],
    url: str | None,
    runs_dir: Path,
    run_id: str,
    error: BaseException,
) -> FlowRun:
    """The run a task that never came back stands for: as its folder has it if the
    run finished there, else a run with status "error" saying why."""
    folder = runs_dir / flow.name / run_id
    if url:
        storage.pull_run(url, flow.name, run_id)
    try:
        if run_folder.read_manifest(folder).get("status") not in (None, "running"):
            return FlowRun.load(folder)
    except (OSError, ValueError):
        pass  # no folder, or no readable manifest: record the run here
    run, _ = Run.begin(flow, params, runs_dir, run_id)
    run.ended(
        "error",
        type(error).__name__,
        str(error)[:500],
        f"The run never finished on the cluster: {error}",
    )
    result = run.finish("error", video=False, describe=False, report_code=False)
    if url:
        storage.push_run(url, result.folder)
    return result


def run_flows(
    runs: Sequence[str | os.PathLike[str] | tuple[str | os.PathLike[str], dict[str, Any]]],
    *,
    parallel: int = 2,
    client: Any = None,
    **options: Any,
) -> list[FlowRun]:
    """Run several flows, ``parallel`` at a time, all on one shared browser server.

    ``runs`` holds flow names (or paths), or ``(name, params)`` pairs; ``options``
    are :func:`run_flow`'s keywords (``out_dir``, ``timeout``, ...). Returns the
    FlowRuns in the order given. Every run is checked before any starts, so a
    typo in the fifth fails before the first runs.

    ``client`` runs them on a cluster instead (``parallel`` is then the cluster's
    to decide): a ``dask.distributed.Client``, its scheduler's address, or any
    ``concurrent.futures.Executor``. One task per run, shown as ``flow NAME``;
    each worker keeps a warm kernel and browser; the run folders go into
    ``out_dir``, which the workers must be able to write. A run whose worker was
    lost (after Dask's retries) comes back with status "error". One progress bar
    shows the batch (``progress=False`` hides it). See docs/scale.md.

    Here, a run waiting to try again (``retries=``) lends its place to the next run
    meanwhile; it goes before runs not started yet when its wait ends.

    Raises
    ------
    InvalidArgument
        For ``parallel`` below 1, or any run :func:`run_flow` would reject; with
        ``client``, for ``cancel=``/``on_cell=`` (they cannot travel).
    """
    if not isinstance(parallel, int) or parallel < 1:
        raise InvalidArgument(f"parallel={parallel!r} is not allowed", "Use 1 or more")
    folder = options.get("folder", DEFAULT_FOLDER)
    planned = [(item, None) if not isinstance(item, tuple) else item for item in runs]
    flows = []
    for name, params in planned:
        flow = find_flow(name, folder)
        coerce(flow, params)
        flows.append((flow, params))
    if client is not None:
        return run_flows_on(client, flows, options)
    options.setdefault("progress", False)  # parallel bars would interleave
    slots = Slots(parallel)  # places for running runs; one waiting to retry lends its own

    def one(number: int, name: str | os.PathLike[str], params: dict[str, Any] | None) -> FlowRun:
        with slots.place(number):
            return run_flow(name, params, **options)

    # More threads than places: a thread whose run waits to retry holds no place.
    threads = max(parallel, min(len(planned), 4 * parallel))
    with ThreadPoolExecutor(max_workers=threads, thread_name_prefix="nbshot-run") as pool:
        futures = [pool.submit(one, n, name, params) for n, (name, params) in enumerate(planned)]
        return [future.result() for future in futures]


async def run_flows_async(
    runs: Sequence[str | os.PathLike[str] | tuple[str | os.PathLike[str], dict[str, Any]]],
    **options: Any,
) -> list[FlowRun]:
    """Async twin of :func:`run_flows`."""
    return await asyncio.to_thread(run_flows, runs, **options)
