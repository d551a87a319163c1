"""``completion/complete``: the names an argument may take, from the project and the
server, for the prompts' and resource templates' arguments.

``flow`` completes to flow names, ``profile`` to the project's profiles, ``target``
and ``url`` to its targets, ``device`` and ``variant`` to the project's then nbshot's,
``run_id`` (in ``nbshot://run/{run_id}/...``) to recent runs, and ``name`` (in
``.../captures/{name}.png``) to that run's captures: over HTTP the caller's runs and
those no client started, never another client's. Values start with what was typed
(case-insensitive), at most 100.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from typing import Any

from mcp.types import Completion, CompletionArgument, CompletionContext

MAX_VALUES = 100  # the spec's limit per answer


def _flows(state: Any, project: Any, known: dict[str, str], client: str | None) -> list[str]:
    from nbshot.flow.catalog import list_flows

    return [f.name for f in list_flows(state.config.flows)]


def _profiles(state: Any, project: Any, known: dict[str, str], client: str | None) -> list[str]:
    return list(project.profiles) if project else []


def _targets(state: Any, project: Any, known: dict[str, str], client: str | None) -> list[str]:
    return list(project.targets) if project else []


def _devices(state: Any, project: Any, known: dict[str, str], client: str | None) -> list[str]:
    from nbshot.page.devices import DEVICE_ALIASES

    return [*(project.devices if project else {}), *DEVICE_ALIASES]


def _variants(state: Any, project: Any, known: dict[str, str], client: str | None) -> list[str]:
    from nbshot.page.devices import VARIANTS

    return [*(project.variants if project else {}), *VARIANTS]


def _runs(state: Any, project: Any, known: dict[str, str], client: str | None) -> list[str]:
    from nbshot.flow.flow_run import runs

    found = (str(r) for r in runs(out_dir=state.config.runs)["run_id"])
    return [r for r in found if not state.resources.foreign_run(r, client)][:MAX_VALUES]


def _captures(state: Any, project: Any, known: dict[str, str], client: str | None) -> list[str]:
    from nbshot.flow.flow_run import FlowRun

    run_id = known.get("run_id")
    if not run_id:
        return []
    folder = state.resources.find_run(run_id, client, state.config.runs)
    return [c.name for c in FlowRun.load(folder).captures]


# Each argument's lister: (state, project, known arguments, client) -> its values.
_BY_ARGUMENT: dict[str, Callable[[Any, Any, dict[str, str], str | None], list[str]]] = {
    "flow": _flows,
    "profile": _profiles,
    "target": _targets,
    "url": _targets,
    "device": _devices,
    "variant": _variants,
    "run_id": _runs,
    "name": _captures,
}


def values_for(
    state: Any, argument: str, typed: str, known: dict[str, str], client: str | None = None
) -> list[str]:
    """The values of ``argument`` that start with ``typed``, for ``client`` (the HTTP
    client session asking, None over stdio); none for an argument that has no list, or
    when the list cannot be read (a broken project file, no runs, another's run)."""
    from nbshot.errors import NbshotError
    from nbshot.project.file import current

    lister = _BY_ARGUMENT.get(argument)
    if lister is None:
        return []
    try:
        names = lister(state, current(), known, client)
    except (NbshotError, OSError, KeyError, ValueError):
        return []
    start = typed.lower()
    return [n for n in dict.fromkeys(names) if n.lower().startswith(start)]


def install(server: Any) -> None:
    """Register the completion handler on ``server`` (an NbshotServer)."""
    from nbshot.mcp.resources import request_client

    async def complete(
        ref: Any, argument: CompletionArgument, context: CompletionContext | None
    ) -> Completion:
        known = dict(context.arguments or {}) if context is not None else {}
        client = request_client(server.request_context())
        found = await asyncio.to_thread(
            values_for, server.state, argument.name, argument.value, known, client
        )
        return Completion(
            values=found[:MAX_VALUES], total=len(found), has_more=len(found) > MAX_VALUES
        )

    # The SDK's completion() does not hand the handler the request: whose runs to offer
    # depends on the client that asks, which the server keeps at hand while it answers.
    server.completion()(complete)
