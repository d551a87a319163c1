"""Needs: a flow that needs other flows runs them first and reads what they recorded.

A flow says what it needs in its notebook's metadata (Edit > Notebook metadata in
Jupyter)::

    {"nbshot": {"needs": ["sign_in"]}}

``run_flow("digest")`` then runs ``sign_in`` first (and what *it* needs, each flow
once per chain, in order), and gives ``digest`` a parameter named after each needed
flow, when it has one (``sign_in = {}`` in its ``parameters`` cell): a dict of that
run's records, JSON values as they are, files (shots, PDFs, trees, DataFrames) as
absolute paths. A needed flow without such a parameter only runs first.

A needed run that does not pass stops every flow that depends on it: their run
folders are written with status "error" and the error ``skipped: sign_in failed``.
Each run keeps its own folder; the last run's ``run.json`` lists the chain's runs
under ``chain``. Flows needing each other in a cycle are refused before anything
runs (:class:`~nbshot.errors.FlowCycle`). Here the runs go one after another; with
``client=`` each level of the chain (flows whose needs have all run) is one batch
of tasks on the cluster (:func:`nbshot.flow.chain.run_chain`).

This module plans and carries out a chain; how each level runs is its caller's
(:mod:`nbshot.flow.execution` one after another, :mod:`nbshot.flow.chain` on a cluster),
so it imports neither.
"""

from __future__ import annotations

import os
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from nbshot.errors import FlowCycle, FlowFailed, InvalidArgument
from nbshot.flow import run_folder, storage
from nbshot.flow.catalog import DEFAULT_FOLDER, Flow, coerce, find_flow
from nbshot.flow.flow_run import FlowRun, read_records
from nbshot.flow.run_in_progress import Run

__all__ = ["TARGET_ONLY", "Chain", "chain_folders", "execute", "inputs_of", "plan"]

# Options that belong to the flow asked for only, not to the flows it needs.
TARGET_ONLY = ("run_id", "on_cell", "raise_on_error")
_FILE_KINDS = ("shot", "pdf", "tree", "dataframe")


@dataclass(frozen=True)
class Chain:
    """The runs of a chain in the order they ran (or were skipped), the flow asked for last."""

    runs: tuple[FlowRun, ...]

    @property
    def run(self) -> FlowRun:
        """The run of the flow asked for."""
        return self.runs[-1]

    @property
    def ok(self) -> bool:
        return all(r.ok for r in self.runs)


def _need(flow: Flow, name: str, folder: str | os.PathLike[str]) -> Flow:
    """A needed flow: beside the flow that needs it first, else on the search path."""
    beside = flow.path.parent / f"{name}.ipynb"
    if beside.is_file():
        return find_flow(beside, folder)
    try:
        return find_flow(name, folder)
    except InvalidArgument as exc:
        raise InvalidArgument(f"Flow {flow.name!r} needs {name!r}: {exc.what}", exc.hint) from None


def plan(target: Flow, folder: str | os.PathLike[str] = DEFAULT_FOLDER) -> list[list[Flow]]:
    """The flows of ``target``'s chain by level: each level's flows need only flows of
    levels before it; ``target`` alone is the last. Each flow appears once.

    Raises
    ------
    FlowCycle
        When flows need each other in a cycle (the message names it: ``a -> b -> a``).
    InvalidArgument
        For a needed flow that cannot be found.
    """
    level: dict[str, int] = {}
    found: dict[str, Flow] = {}

    def visit(flow: Flow, path: list[str]) -> int:
        if flow.name in path:
            cycle = " -> ".join([*path[path.index(flow.name) :], flow.name])
            raise FlowCycle(
                f"Flows need each other in a cycle: {cycle}",
                "Take one of them out of another's nbshot.needs",
            )
        if flow.name in level:
            return level[flow.name]
        below = [visit(_need(flow, n, folder), [*path, flow.name]) for n in flow.needs]
        level[flow.name] = 1 + max(below, default=-1)
        found[flow.name] = flow
        return level[flow.name]

    visit(target, [])
    levels: list[list[Flow]] = [[] for _ in range(level[target.name] + 1)]
    for name, flow in found.items():
        if name != target.name:
            levels[level[name]].append(flow)
    levels[-1] = [target]
    return [sorted(flows, key=lambda f: f.name) for flows in levels if flows]


def inputs_of(run: FlowRun) -> dict[str, Any]:
    """What a run gives the flows that need it: its records by name, JSON values (and
    metadata models) as they are, files as absolute paths (as strings)."""
    inputs: dict[str, Any] = {}
    for entry in read_records(run.notebook):
        path = entry.get("path")
        if entry.get("kind") in _FILE_KINDS and path:
            inputs[entry["name"]] = str(run.folder / path)
        else:
            inputs[entry["name"]] = entry.get("value")
    return inputs


def _params_for(flow: Flow, given: dict[str, Any], done: dict[str, FlowRun]) -> dict[str, Any]:
    """``given`` plus, for each needed flow the flow has a parameter named after, its inputs."""
    params = dict(given)
    for name in flow.needs:
        if flow.parameter(name) is not None:
            params[name] = inputs_of(done[name])
    return coerce(flow, params)


def _check_target(target: Flow, params: dict[str, Any] | None) -> None:
    for name in target.needs:
        parameter = target.parameter(name)
        if parameter is not None and name in (params or {}):
            raise InvalidArgument(
                f"Parameter {name!r} of {target.name!r} is filled by the chain (the records "
                f"of its needed flow {name!r})",
                "Leave it out, or pass needs=False (CLI --no-needs) to run the flow alone",
            )
        if parameter is not None and parameter.type not in ("dict", "any"):
            raise InvalidArgument(
                f"Parameter {name!r} of {target.name!r} takes a {parameter.type}; the chain "
                f"gives it a dict of {name!r}'s records",
                f"Give it a dict default: {name} = {{}}",
            )
    coerce(target, params)


def _skipped(
    flow: Flow,
    params: dict[str, Any],
    failed: Sequence[FlowRun],
    out_dir: str | os.PathLike[str],
    run_id: str | None,
) -> FlowRun:
    """A run folder for a flow that did not run because a flow it needs did not pass."""
    runs_dir, url = storage.runs_dir(out_dir)
    names = ", ".join(r.flow for r in failed)
    why = "; ".join(f"{r.flow} {r.status}: {r.error_text or r.status} ({r.folder})" for r in failed)
    run, _ = Run.begin(flow, params, runs_dir, run_id)
    run.ended("error", "Skipped", f"skipped: {names} failed", f"skipped: {why}")
    result = run.finish("error", video=False, describe=False, report_code=False)
    if url:
        storage.push_run(url, result.folder)
    return result


def _note_chain(
    target: FlowRun, runs: Sequence[FlowRun], out_dir: str | os.PathLike[str]
) -> FlowRun:
    """The target's run.json gets ``chain``: each run of the chain, the target last."""
    manifest = run_folder.read_manifest(target.folder)
    manifest["chain"] = [
        {"flow": r.flow, "run_id": r.run_id, "status": r.status, "folder": str(r.folder)}
        for r in runs
    ]
    run_folder.write_manifest(target.folder, manifest)
    _, url = storage.runs_dir(out_dir)
    if url:
        storage.push_run(url, target.folder)
    return FlowRun.load(target.folder)


#: Runs one level's ``(flow, params)`` pairs with the given run_flow options, in order.
RunLevel = Callable[[list[tuple[Flow, dict[str, Any]]], dict[str, Any]], list[FlowRun]]


def execute(
    target: Flow, params: dict[str, Any] | None, run_level: RunLevel, options: dict[str, Any]
) -> Chain:
    """Run ``target`` after the flows it needs, level by level through ``run_level``.

    ``params`` are the target's; the flows it needs run with their defaults.
    ``options`` are :func:`~nbshot.run_flow`'s keywords (``folder`` finds the needed
    flows); ``run_id``, ``on_cell`` and ``raise_on_error`` apply to the target only.

    Raises
    ------
    FlowCycle
        For flows that need each other in a cycle; nothing has run.
    InvalidArgument
        For an unknown needed flow, or a parameter the chain fills given by hand.
    FlowFailed
        With ``raise_on_error=True``, when the target did not pass (or was skipped).
    """
    _check_target(target, params)
    levels = plan(target, options.get("folder", DEFAULT_FOLDER))
    out_dir = options.get("out_dir", "runs")
    raise_on_error = options.get("raise_on_error", False)
    options = {k: v for k, v in options.items() if k != "raise_on_error"}
    needed_options = {k: v for k, v in options.items() if k not in TARGET_ONLY}
    done: dict[str, FlowRun] = {}
    order: list[FlowRun] = []
    for number, level in enumerate(levels):
        last = number == len(levels) - 1
        ready, given = [], ((params or {}) if last else {})
        for each in level:
            failed = [done[n] for n in each.needs if not done[n].ok]
            if failed:
                run_id = options.get("run_id") if last else None
                done[each.name] = _skipped(each, coerce(each, given), failed, out_dir, run_id)
                order.append(done[each.name])
            else:
                ready.append((each, _params_for(each, given, done)))
        for run in run_level(ready, options if last else needed_options) if ready else []:
            done[run.flow] = run
            order.append(run)
    result = _note_chain(order[-1], order, out_dir)
    if raise_on_error and not result.ok:
        raise FlowFailed(
            f"Flow {result.flow!r} {result.status}: {result.error_text}",
            f"See {result.report or result.folder}",
            run=result,
        )
    return Chain((*order[:-1], result))


def chain_folders(run: FlowRun) -> list[Path]:
    """The folders of the runs in ``run``'s chain (``run.json``'s ``chain``), ``run`` last;
    just ``run``'s for a run that needed nothing."""
    chain = run.manifest.get("chain")
    if not isinstance(chain, list):
        return [run.folder]
    return [Path(entry["folder"]) for entry in chain if isinstance(entry, dict)]
