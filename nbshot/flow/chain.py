"""``run_chain``: a flow after the flows it needs, here or level by level on a cluster.

``run_flow`` runs a chain one run after another (:mod:`nbshot.flow.needs` says how a
flow declares what it needs and what it gets); ``run_chain`` gives back every run of
the chain, and with ``client=`` runs each level (flows whose needs have all run) as
one batch of tasks on a Dask cluster (or any ``concurrent.futures`` executor), as
:func:`~nbshot.run_flows` does: the runs folder must be one the workers see.
``run_flow(..., client=)`` and ``nbshot run --dask ADDRESS`` come here
(:func:`run_flow_on`). A scheduler's address is connected to once per chain.
"""

from __future__ import annotations

import contextlib
import os
from collections.abc import Iterator
from typing import Any

from nbshot.cluster.executor import connect
from nbshot.errors import InvalidArgument
from nbshot.flow.batch import run_flows_on
from nbshot.flow.catalog import DEFAULT_FOLDER, Flow, coerce, find_flow
from nbshot.flow.needs import TARGET_ONLY, Chain, execute
from nbshot.flow.result import FlowRun
from nbshot.flow.runner import run_each

__all__ = ["Chain", "run_chain", "run_flow_on"]


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
