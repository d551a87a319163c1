"""``run_chain``: a flow after the flows it needs, here or level by level on a cluster.

``run_flow`` runs a chain one run after another (:mod:`nbshot.flow.needs` says how a
flow declares what it needs and what it gets); ``run_chain`` gives back every run of
the chain, and with ``client=`` runs each level (flows whose needs have all run) as
one batch of tasks on a Dask cluster (or any ``concurrent.futures`` executor), as
:func:`~nbshot.run_flows` does: the runs folder must be one the workers see.
"""

from __future__ import annotations

import os
from typing import Any

from nbshot.errors import InvalidArgument
from nbshot.flow.batch import run_flows_on
from nbshot.flow.catalog import DEFAULT_FOLDER, Flow, find_flow
from nbshot.flow.needs import TARGET_ONLY, Chain, execute
from nbshot.flow.result import FlowRun
from nbshot.flow.runner import run_each

__all__ = ["Chain", "run_chain"]


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
    for name in (*(n for n in TARGET_ONLY if n != "raise_on_error"), "cancel"):
        if options.get(name) is not None:
            raise InvalidArgument(
                f"{name}= does not work with client=", "Runs on a cluster are in other processes"
            )

    def on_cluster(
        ready: list[tuple[Flow, dict[str, Any]]], given: dict[str, Any]
    ) -> list[FlowRun]:
        return run_flows_on(client, ready, {**given, "needs": False})

    return execute(flow, params, on_cluster, options)
