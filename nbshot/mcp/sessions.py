"""Tools for live sessions: open, act, close (and evaluate with --allow-eval)."""

from __future__ import annotations

import time
import uuid
from typing import Any

from mcp.server.mcpserver import Context
from mcp.types import CallToolResult

from nbshot.errors import InvalidArgument
from nbshot.files import default_out_dir, validate_name
from nbshot.mcp.answers import Picture, TreeMode, session_answer
from nbshot.mcp.pages import client_of, state_of
from nbshot.mcp.results import answer, result
from nbshot.mcp.state import OpenSession, ServerState
from nbshot.model.har import read_har
from nbshot.session.session import Session


async def open(  # noqa: A001 - the tool is called open
    ctx: Context,
    url: str,
    device: str | None = None,
    color_scheme: str | None = None,
    browser: str = "chromium",
    har: bool = False,
    target: str | None = None,
    tree: TreeMode = "changes",
    image: Picture = False,
) -> CallToolResult:
    """Open a live session at url: its id and the page's tree with refs. har: record
    its network (read at close). target, tree, image: as for act."""
    state = state_of(ctx)

    async def work() -> CallToolResult:
        key = uuid.uuid4().hex[:8]
        recording = (state.output_dir(None) or default_out_dir()) / f"session-{key}.har"
        session = await Session.open_async(
            state.target(url),
            device=device or state.config.device,
            color_scheme=color_scheme,
            out_dir=state.config.out_dir,
            browser=browser,
            har=recording if har else None,
        )
        client = client_of(ctx)
        entry = state.sessions[key] = OpenSession(session, client)
        if client is not None:
            _close_with_client(ctx, state, client)
        async with entry.lock:  # held: an idle close waits for the answer
            view = await session.view_async()
            answered = await session_answer(
                entry,
                view,
                tree=tree,
                target=target,
                image=image,
                kept=state.resources,
                head=f"session {key}",
                extra={"session": key},
            )
        entry.used = time.monotonic()  # idle from the answer on, not from the call's start
        return answered

    return await answer(work())


def _close_with_client(ctx: Context, state: ServerState, client: str) -> None:
    """Close ``client``'s sessions when its MCP session ends: a DELETE, the SDK's idle
    timeout, a transport that broke, the server stopping. Hooked once per client.

    The SDK unwinds a connection's ``exit_stack`` then; mcp 2.3 keeps the connection
    on the request's session with no public accessor, hence the private name."""
    connection = getattr(ctx.request_context.session, "_connection", None)
    if connection is None or connection.state.get("nbshot.sessions_hooked"):
        return
    connection.state["nbshot.sessions_hooked"] = True
    connection.exit_stack.push_async_callback(state.close_client, client)


async def act(
    ctx: Context,
    session: str,
    steps: list[str],
    target: str | None = None,
    tree: TreeMode = "changes",
    image: Picture = False,
) -> CallToolResult:
    """Run steps in a session, e.g. ["fill:e4=ada@example.com", "click:e9",
    "wait:text=Welcome"]. Answers title, URL, new console errors and dialogs, and
    the tree: tree="changes" (what changed since the last answer; all of it after a
    navigation), "full" or "none"; target: a ref or selector to narrow it;
    image: true, "thumb" or false."""
    state = state_of(ctx)

    async def work() -> CallToolResult:
        entry = state.session(session, client_of(ctx))
        async with entry.lock:
            view = await entry.session.act_async(*steps)
            answered = await session_answer(
                entry, view, tree=tree, target=target, image=image, kept=state.resources
            )
        entry.used = time.monotonic()  # idle from the answer on, not from the call's start
        return answered

    return await answer(work())


async def close(
    ctx: Context, session: str, save_as: str | None = None, overwrite: bool = False
) -> CallToolResult:
    """Close a session; save_as: a flow name to keep its steps as (overwrite=true
    to replace one). A recorded session answers its HAR's path and failed requests."""
    state = state_of(ctx)

    async def work() -> CallToolResult:
        entry = state.session(session, client_of(ctx))
        written = None
        async with entry.lock:
            if save_as is not None:  # "" is refused by name, and the session stays open
                path = state.config.flows / f"{validate_name(save_as)}.ipynb"
                if path.exists() and not overwrite:
                    # The session stays open: nothing is lost, the agent can pick again.
                    raise InvalidArgument(
                        f"A flow called {save_as!r} exists",
                        "Pass another save_as, or overwrite=true",
                    )
                written = entry.session.to_flow(path)
            await entry.session.close_async()
        state.sessions.pop(session, None)
        data: dict[str, Any] = {"closed": session, "flow": str(written) if written else None}
        text = f"closed {session}" + (f"; flow written to {written}" if written else "")
        if entry.session.har is not None:
            network = read_har(entry.session.har)
            failed = network[(network["status"] == 0) | (network["status"] >= 400)]
            data["har"] = {
                "path": str(entry.session.har),
                "requests": len(network),
                "failed": failed["url"].head(20).tolist(),
            }
            text += f"; {len(network)} requests ({len(failed)} failed) in {entry.session.har}"
        return result(text, data)

    done = await answer(work())
    await ctx.mcp_server.refresh_flow_tools(ctx)  # type: ignore[attr-defined]
    return done


async def evaluate(ctx: Context, session: str, js: str) -> CallToolResult:
    """Evaluate a JavaScript expression in a session's page (--allow-eval)."""
    state = state_of(ctx)

    async def work() -> CallToolResult:
        entry = state.session(session, client_of(ctx))
        async with entry.lock:
            value = await entry.session.eval_async(js)
        return result(repr(value)[:4000], {"value": value})

    return await answer(work())
