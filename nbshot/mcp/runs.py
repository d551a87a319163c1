"""Tools for flows and their runs: run_flow, describe_flow, get_run_log; and
``flow_<name>``, one tool per notebook in the flows folder.

Over HTTP a run belongs to the client that started it (see :mod:`nbshot.mcp.resources`):
describe_flow and get_run_log answer another client's run as one that does not exist."""

from __future__ import annotations

import inspect
from typing import Annotated, Any

from mcp.server.mcpserver import Context
from mcp.types import CallToolResult, ResourceLink
from pydantic import Field

from nbshot.errors import NotAllowed
from nbshot.flow.catalog import Flow
from nbshot.flow.chain import run_flow_async
from nbshot.flow.execution import new_run_id
from nbshot.flow.flow_run import FlowRun, run_log
from nbshot.mcp.pages import client_of, state_of
from nbshot.mcp.progress import reporter
from nbshot.mcp.results import answer, failure, result

# Every run an agent starts ends: past this its kernel is stopped and the run's status
# is "timeout" (the server's per-call deadline leaves flows to this, so the answer
# still names the run folder and what was captured before).
FLOW_TIMEOUT_S = 600

_PY_TYPES: dict[str, Any] = {
    "str": str,
    "int": int,
    "float": float,
    "bool": bool,
    "list": list,
    "dict": dict,
    "any": Any,
}


def _run_summary(run: FlowRun, links: list[ResourceLink]) -> CallToolResult:
    data = {
        "run_id": run.run_id,
        "flow": run.flow,
        "status": run.status,
        "captures": [
            {"name": c.name, "path": str(c.path), "metadata": c.metadata} for c in run.captures
        ],
        "video": str(run.video) if run.video else None,
        "har": str(run.har) if run.har else None,
        "report": str(run.report) if run.report else None,
        "error": run.error.message if run.error else None,
        "failed_cell_index": run.error.cell_index if run.error else None,
    }
    text = f"{run.flow} {run.run_id}: {run.status}; {len(run.captures)} capture(s)"
    if run.error:
        text += f"; {run.error_text} (what was captured before it is kept)"
    # A notebook that fails is a partial success, not a tool error.
    return result(text + f"; report: {run.report}", data, links=links)


async def start_run(
    ctx: Context,
    name: str,
    params: dict[str, Any],
    describe: bool,
    video: bool,
    har: bool = False,
) -> CallToolResult:
    """Run flow ``name`` with ``params``, reporting progress per cell; its report,
    notebook and captures are resources the answer links to. The run is the caller's
    from before its folder exists (another client never sees it, even running)."""
    state = state_of(ctx)
    on_cell = reporter(ctx, "cell")

    async def work() -> CallToolResult:
        run_id = new_run_id()
        state.resources.claim_run(run_id, client_of(ctx))
        run = await run_flow_async(
            name,
            params,
            folder=state.config.flows,
            out_dir=state.config.runs,
            describe=describe,
            video=video,
            har=har,
            progress=False,
            on_cell=on_cell,
            timeout=FLOW_TIMEOUT_S,
            run_id=run_id,
        )
        return _run_summary(run, state.resources.add_run(run, client_of(ctx)))

    return await answer(work())


async def run_flow(
    ctx: Context,
    flow: str,
    params: dict[str, Any] | None = None,
    describe: bool = False,
    video: bool = False,
    har: bool = False,
) -> CallToolResult:
    """Run a flow by name: {run_id, status, captures, report, error,
    failed_cell_index, har}; a failing notebook is a partial success."""
    await ctx.mcp_server.refresh_flow_tools(ctx)  # type: ignore[attr-defined]
    if "/" in flow or "\\" in flow or flow.endswith(".ipynb"):
        # An agent names a flow of the flows folder; it does not pick notebooks on disk.
        hint = "Pass the name of a flow in the flows folder (see the list tool)"
        return failure(NotAllowed(f"{flow!r} is a path; this server runs flows by name only", hint))
    return await start_run(ctx, flow, params or {}, describe, video, har)


async def describe_flow(ctx: Context, flow: str, run_id: str | None = None) -> CallToolResult:
    """A flow's latest run (or run_id): index.md and each capture's metadata."""
    state = state_of(ctx)

    async def work() -> CallToolResult:
        folder = state.resources.find_run(
            run_id or f"{flow}:latest", client_of(ctx), state.config.runs
        )
        run = FlowRun.load(folder)
        # A run still in progress has no index.md yet: its status line says where it is.
        index = (folder / "index.md").read_text() if (folder / "index.md").is_file() else ""
        captures = [{"name": c.name, "metadata": c.metadata} for c in run.captures]
        data = {
            "run_id": run.run_id,
            "status": run.status,
            "captures": captures,
            "error": run.error.message if run.error else None,
        }
        links = state.resources.add_run(run, client_of(ctx))
        return result(
            index or f"{run.flow} {run.run_id}: {run.status} since {run.started}", data, links=links
        )

    return await answer(work())


async def get_run_log(ctx: Context, run_id: str) -> CallToolResult:
    """A run's manifest and each cell's status, duration and outputs."""
    state = state_of(ctx)

    async def work() -> CallToolResult:
        # The caller's run (or one no client started) by id or "latest"; its folder is
        # named by its id.
        folder = state.resources.find_run(run_id, client_of(ctx), state.config.runs)
        log = run_log(folder.name, out_dir=state.config.runs)
        text = "\n".join(
            f"[{c['index']}] {c['status']} {c['duration']} s  {c['source']}" for c in log.cells
        )
        return result(text, log.to_dict())

    return await answer(work())


def flow_tool(flow: Flow) -> Any:
    """The ``flow_<name>`` tool of one flow: its parameters, typed, with defaults and
    help, as the input schema, plus describe and video."""

    async def call(
        ctx: Context, *, describe: bool = False, video: bool = False, **params: Any
    ) -> CallToolResult:
        return await start_run(ctx, flow.name, params, describe, video)

    keyword = inspect.Parameter.KEYWORD_ONLY
    params = [
        inspect.Parameter("ctx", inspect.Parameter.POSITIONAL_OR_KEYWORD, annotation=Context),
        *(
            inspect.Parameter(
                p.name,
                keyword,
                default=p.default,
                annotation=Annotated[_PY_TYPES.get(p.type, Any), Field(description=p.help or None)],
            )
            for p in flow.parameters
            if p.name not in ("describe", "video", "ctx")
        ),
        inspect.Parameter("describe", keyword, default=False, annotation=bool),
        inspect.Parameter("video", keyword, default=False, annotation=bool),
    ]
    call.__signature__ = inspect.Signature(params, return_annotation=CallToolResult)  # type: ignore[attr-defined]
    return call
