"""The ``list`` tool: every name an agent can pass to the other tools, in one answer.

An agent that knows the project's profile ``smoke`` or its target ``inbox`` can
capture them without knowing a URL; one that knows the flows and the open sessions
can carry on where another left off. Over HTTP a client's runs and sessions are listed
to it alone (runs no client started, to everyone).
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from typing import Any

from mcp.server.mcpserver import Context
from mcp.types import CallToolResult

from nbshot.checks.check import CHECKS
from nbshot.errors import InvalidArgument
from nbshot.flow.catalog import list_flows
from nbshot.flow.flow_run import runs
from nbshot.mcp.pages import client_of, state_of
from nbshot.mcp.results import answer, result
from nbshot.mcp.state import ServerState
from nbshot.page.devices import DEVICE_ALIASES, VARIANTS
from nbshot.project.file import Project
from nbshot.project.file import current as current_project

KINDS = ("profiles", "targets", "devices", "variants", "checks", "flows", "runs", "sessions")


async def list_(
    ctx: Context, what: list[str] | None = None, flow: str | None = None, limit: int = 20
) -> CallToolResult:
    """Names for the other tools: profiles, targets, devices, variants, checks,
    flows, runs (newest first) and sessions. what: some (default all)."""
    state = state_of(ctx)
    await ctx.mcp_server.refresh_flow_tools(ctx)  # type: ignore[attr-defined]

    async def work() -> CallToolResult:
        kinds = _kinds(what)
        if not isinstance(limit, int) or limit < 1:
            raise InvalidArgument(f"limit={limit!r} is not allowed", "Use 1 or more")
        # The caller's own sessions only; one whose browser died is dropped, not listed.
        sessions = await state.live(client_of(ctx)) if "sessions" in kinds else {}
        # Reading notebooks and run folders is file work: off the server's loop.
        data = await asyncio.to_thread(_gather, state, kinds, flow, limit, client_of(ctx))
        if "sessions" in kinds:
            data["sessions"] = [{"session": k, **about} for k, about in sessions.items()]
        return result(_text(data), data)

    return await answer(work())


def _kinds(what: list[str] | None) -> list[str]:
    """The kinds asked for, in KINDS order. Raises InvalidArgument for an unknown one."""
    unknown = sorted(set(what or ()) - set(KINDS))
    if unknown:
        raise InvalidArgument(
            f"what: {', '.join(map(repr, unknown))} is not listed", f"Some of: {', '.join(KINDS)}"
        )
    return [kind for kind in KINDS if not what or kind in what]


def _gather(
    state: ServerState, kinds: list[str], flow: str | None, limit: int, client: str | None
) -> dict[str, Any]:
    project = current_project()
    data: dict[str, Any] = {
        "project": str(project.path) if project else None,
        "base_url": project.base_url if project else None,
    }
    for kind in kinds:
        if kind in _LISTS:
            data[kind] = _LISTS[kind](state, project, flow, limit, client)
    return data


def _profiles(state: ServerState, project: Project | None, *_: Any) -> list[dict[str, Any]]:
    return [
        {
            "name": p.name,
            "targets": list(p.targets),
            "devices": list(p.devices),
            "variants": list(p.variants),
            "checks": list(p.checks),
        }
        for p in (project.profiles.values() if project else ())
    ]


def _targets(state: ServerState, project: Project | None, *_: Any) -> dict[str, str]:
    return dict(project.targets) if project else {}


def _devices(state: ServerState, project: Project | None, *_: Any) -> list[str]:
    return [*(project.devices if project else {}), *DEVICE_ALIASES]


def _variants(state: ServerState, project: Project | None, *_: Any) -> list[str]:
    return [*(project.variants if project else {}), *VARIANTS]


def _checks(*_: Any) -> list[str]:
    return list(CHECKS)


def _flows(state: ServerState, *_: Any) -> list[dict[str, Any]]:
    return [
        {"name": f.name, "title": f.title, "parameters": [p.name for p in f.parameters]}
        for f in list_flows(state.config.flows)
    ]


def _runs(
    state: ServerState, project: Project | None, flow: str | None, limit: int, client: str | None
) -> list[Any]:
    """The newest ``limit`` runs ``client`` may read: its own and those no client started."""
    frame = runs(flow, out_dir=state.config.runs)
    readable = frame["run_id"].map(lambda run: not state.resources.foreign_run(str(run), client))
    rows: list[Any] = frame[readable.astype(bool)].head(limit).to_dict(orient="records")
    return rows


# Each kind's lister: (state, project, flow, limit, client) -> its entries. Sessions are
# listed on the server's loop (ServerState.live), per client.
_LISTS: dict[str, Callable[..., Any]] = {
    "profiles": _profiles,
    "targets": _targets,
    "devices": _devices,
    "variants": _variants,
    "checks": _checks,
    "flows": _flows,
    "runs": _runs,
}


def _text(data: dict[str, Any]) -> str:
    """One line per kind (runs and profiles one per item), as a person would scan it."""
    lines = [
        f"project: {data['project'] or 'none'}"
        + (f" (base_url {data['base_url']})" if data["base_url"] else "")
    ]
    for profile in data.get("profiles", []):
        lines.append(
            f"profile {profile['name']}: {', '.join(profile['targets'])} on "
            f"{', '.join(profile['devices'])} in {', '.join(profile['variants'])}"
        )
    if "targets" in data:
        lines.append(
            "targets: "
            + (
                ", ".join(f"{k}={v}" for k, v in data["targets"].items())
                or "none (use URLs or /paths)"
            )
        )
    for kind in ("devices", "variants", "checks"):
        if kind in data:
            lines.append(f"{kind}: {', '.join(data[kind])}")
    if "flows" in data:
        lines.append(
            "flows: "
            + (
                ", ".join(f"{f['name']} ({', '.join(f['parameters'])})" for f in data["flows"])
                or "none"
            )
        )
    for run in data.get("runs", []):
        lines.append(f"run {run['run_id']} {run['flow']} {run['status']}")
    if "sessions" in data:
        lines.append("sessions: " + (", ".join(map(_session_line, data["sessions"])) or "none"))
    return "\n".join(lines)


def _session_line(session: dict[str, Any]) -> str:
    """``id (name) at url``, and where its browser is when it is not nbshot's own."""
    named = f" ({session['name']})" if session.get("name") else ""
    via = f" [{session['via']}]" if session.get("via") not in (None, "nbshot") else ""
    return f"{session['session']}{named} at {session['url']}{via}"
