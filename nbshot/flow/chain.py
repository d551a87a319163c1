"""``run_chain``: a flow after the flows it needs, here or level by level on a cluster.

``run_flow`` runs a chain one run after another (:mod:`nbshot.flow.needs` says how a
flow declares what it needs and what it gets); ``run_chain`` gives back every run of
the chain, and with ``client=`` runs each level (flows whose needs have all run) as
one batch of tasks on a Dask cluster (or any ``concurrent.futures`` executor), as
:func:`~nbshot.run_flows` does: the runs folder must be one the workers see.
``run_flow(..., client=)`` and ``nbshot run --dask ADDRESS`` come here
(:func:`run_flow_on`). A scheduler's address is connected to once per chain.

``nbshot.run_flow`` itself is made here: :func:`nbshot.flow.execution.run_flow` (a run in
this process) with its ``client=`` served by :func:`run_flow_on`. A cluster run uses
the batch and chain code above :mod:`~nbshot.flow.execution`, so that module does not
import them (no import circle), and the public call lives at the top of the flow
package.
"""

from __future__ import annotations

import asyncio
import contextlib
import contextvars
import functools
import inspect
import os
import threading
from collections.abc import Callable, Iterator
from typing import Any, ParamSpec

from nbshot.cluster.executor import connect
from nbshot.errors import InvalidArgument
from nbshot.flow.batch import run_flows_on
from nbshot.flow.catalog import DEFAULT_FOLDER, Flow, coerce, find_flow
from nbshot.flow.execution import run_each
from nbshot.flow.execution import run_flow as run_here
from nbshot.flow.flow_run import FlowRun
from nbshot.flow.needs import TARGET_ONLY, Chain, execute

P = ParamSpec("P")

__all__ = ["Chain", "run_chain", "run_flow", "run_flow_async", "run_flow_on"]


def run_chain(
    target: str | os.PathLike[str] | Flow,
    params: dict[str, Any] | None = None,
    *,
    folder: str | os.PathLike[str] = DEFAULT_FOLDER,
    client: Any = None,
    **options: Any,
) -> Chain:
    """Run ``target`` after the flows it needs; every run of the chain, ``target``'s last.

    ``params`` are the target's; the flows it needs run with their defaults.
    ``options`` are :func:`~nbshot.run_flow`'s keywords; ``run_id``, ``on_cell`` and
    ``raise_on_error`` apply to the target only (with ``client``, ``run_id``,
    ``on_cell`` and ``cancel`` cannot travel and are refused).

    Raises
    ------
    FlowCycle
        For flows that need each other in a cycle; nothing has run.
    InvalidArgument
        For an unknown flow or needed flow, a parameter the chain fills given by hand,
        or an option :func:`~nbshot.run_flow` would refuse.
    FlowFailed
        With ``raise_on_error=True``, when the target did not pass (or was skipped).
    """
    flow = target if isinstance(target, Flow) else find_flow(target, folder)
    options = {**options, "folder": folder}
    if client is None:
        return execute(flow, params, run_each, options)
    _refuse_local_only(options)
    with _connected(client) as executor:

        def on_cluster(
            ready: list[tuple[Flow, dict[str, Any]]], given: dict[str, Any]
        ) -> list[FlowRun]:
            return run_flows_on(executor, ready, {**given, "needs": False})

        return execute(flow, params, on_cluster, options)


def run_flow_on(
    client: Any,
    target: str | os.PathLike[str],
    params: dict[str, Any] | None,
    *,
    needs: bool,
    options: dict[str, Any],
) -> FlowRun:
    """``run_flow(target, params, client=client, needs=needs, **options)``: the flows
    ``target`` needs (unless ``needs`` is False) level by level as tasks on
    ``client``, then ``target`` as one task; its run.

    Raises
    ------
    InvalidArgument
        For an unknown flow, a bad parameter, an option that cannot travel
        (``cancel``, ``on_cell``, ``run_id``), or a client that is not one.
    FlowCycle, FlowFailed
        As :func:`run_chain` raises them.
    """
    folder = options.get("folder", DEFAULT_FOLDER)
    flow = find_flow(target, folder)
    rest = {k: v for k, v in options.items() if k != "folder"}
    if needs and flow.needs:
        return run_chain(flow, params, folder=folder, client=client, **rest).run
    values = coerce(flow, params)
    _refuse_local_only(options)
    with _connected(client) as executor:
        [run] = run_flows_on(executor, [(flow, values)], {**rest, "needs": False})
    return run


def _refuse_local_only(options: dict[str, Any]) -> None:
    for name in (*(n for n in TARGET_ONLY if n != "raise_on_error"), "cancel"):
        if options.get(name) is not None:
            raise InvalidArgument(
                f"{name}= does not work with client=", "Runs on a cluster are in other processes"
            )


@contextlib.contextmanager
def _connected(client: Any) -> Iterator[Any]:
    """The executor ``client`` names (a scheduler's address connected to once, and
    closed after), for every level of a chain."""
    executor = connect(client)
    try:
        yield executor
    finally:
        if executor is not client:
            executor.close()


def _with_client(here: Callable[P, FlowRun]) -> Callable[P, FlowRun]:
    """``here`` (:mod:`~nbshot.flow.execution`'s run_flow) with ``client=`` served: given
    one, the run and the flows it needs are tasks on it (:func:`run_flow_on`); else
    ``here`` runs it. Same parameters, types and docstring as ``here``."""

    @functools.wraps(here)
    def run_flow(*args: P.args, **kwargs: P.kwargs) -> FlowRun:
        if kwargs.get("client") is None:
            return here(*args, **kwargs)
        given = inspect.signature(here).bind(*args, **kwargs).arguments
        client, target = given.pop("client"), given.pop("name_or_path")
        params, needs = given.pop("params", None), given.pop("needs", True)
        return run_flow_on(client, target, params, needs=needs, options=given)

    return run_flow


run_flow = _with_client(run_here)


async def run_flow_async(
    name_or_path: str | os.PathLike[str], params: dict[str, Any] | None = None, **options: Any
) -> FlowRun:
    """Async twin of :func:`run_flow` (``client=`` too). The kernel is driven from a
    thread of the run's own (papermill is synchronous), so awaiting a run leaves the
    caller's event loop free, and a run waiting to try again holds none of the loop's
    worker threads. Cancelling the awaiting task cancels the run (its kernel is stopped,
    or its wait ended; status "cancelled"); the thread still writes the run's folder."""
    cancel = options.pop("cancel", None) or threading.Event()
    loop = asyncio.get_running_loop()
    done: asyncio.Future[FlowRun] = loop.create_future()

    def settle(result: FlowRun | None, error: BaseException | None) -> None:
        if done.done():  # the awaiting task was cancelled
            return
        if error is not None:
            done.set_exception(error)
        else:
            done.set_result(result)  # type: ignore[arg-type]

    def work() -> None:
        result, error = None, None
        try:
            result = run_flow(name_or_path, params, cancel=cancel, **options)
        except BaseException as failed:  # noqa: BLE001 - handed to the awaiting task
            error = failed
        with contextlib.suppress(RuntimeError):  # the loop closed: nobody awaits it
            loop.call_soon_threadsafe(settle, result, error)

    # The caller's context (configure(), a project in force) goes with the run, as
    # asyncio.to_thread would take it.
    context = contextvars.copy_context()
    threading.Thread(target=context.run, args=(work,), name="nbshot-run").start()
    try:
        return await done
    except asyncio.CancelledError:
        cancel.set()
        raise
