"""Tools for live sessions: open, act, close (and evaluate with --allow-eval), and
session_view, for the MCP Apps view alone (nbshot.mcp.apps_view); over HTTP, a
client's sessions close when it ends its MCP session (:class:`ClosedWithClient`)."""

from __future__ import annotations

import base64
import time
import uuid
from typing import TYPE_CHECKING, Annotated, Any

import anyio
from mcp.server.mcpserver import Context
from mcp.types import CallToolResult, ImageContent
from pydantic import Field

from nbshot.errors import InvalidArgument, NameInUse, NotAllowed
from nbshot.files import default_out_dir, validate_name
from nbshot.mcp.answers import MAX_CHARS, Picture, TreeMode, session_answer
from nbshot.mcp.pages import client_of, state_of
from nbshot.mcp.results import answer, result
from nbshot.mcp.state import OpenSession, ServerState
from nbshot.model.har import read_har
from nbshot.session.explorer_app import Doing, app_answer, app_text
from nbshot.session.registry import check_name
from nbshot.session.session import Session

if TYPE_CHECKING:
    from starlette.types import ASGIApp, Message, Receive, Scope, Send


async def open(  # noqa: A001 - the tool is called open
    ctx: Context,
    url: str | None = None,
    device: str | None = None,
    color_scheme: str | None = None,
    browser: str = "chromium",
    har: bool = False,
    target: str | None = None,
    tree: TreeMode = "changes",
    image: Picture = False,
    name: str | None = None,
    # Offered only when the server was started with them (unused_inputs): said here, so
    # a client of a server without them does not read of them.
    attach: Annotated[bool | None, Field(description="In the person's browser")] = None,
    tab: Annotated[str | None, Field(description="One of that browser's tabs")] = None,
    profile: Annotated[bool | None, Field(description="In the server's profile")] = None,
) -> CallToolResult:
    """Open a live session at url: its id and its tree with refs. name: an alias for
    session=; har: record its network; others as for act."""
    state = state_of(ctx)

    async def work() -> CallToolResult:
        client = client_of(ctx)
        if name is not None:
            state.check_free(check_name(name), client)
        where = _where(state, attach, tab, profile)
        if url is None and tab is None:
            raise InvalidArgument("Give url", "e.g. url='demo:/signin'")
        # The handle reaches the session from any connection (a client that did not open
        # it, a 2026-07-28 request that has no client session): 60 random bits.
        key = uuid.uuid4().hex[:16]
        recording = (state.output_dir(None) or default_out_dir()) / f"session-{key}.har"
        session = await Session.open_async(
            None if url is None else state.target(url),
            # The server's device is not forced on the person's own tab (tab=).
            device=device or (None if tab is not None else state.config.device),
            color_scheme=color_scheme,
            out_dir=state.config.out_dir,
            browser=browser,
            har=recording if har else None,
            **where,
        )
        if name is not None:
            try:  # another open with that name may have finished meanwhile
                state.check_free(name, client)
            except NameInUse:
                await session.close_async()
                raise
            state.ended.pop(name, None)
        entry = state.sessions[key] = OpenSession(session, client, key=key, name=name)
        async with entry.lock:  # held: an idle close waits for the answer
            # No screenshot unless the answer shows one (session_answer checks image).
            view = await session.view_async(picture=image is not False)
            answered = await session_answer(
                entry,
                view,
                tree=tree,
                target=target,
                image=image,
                kept=state.resources,
                head=f"session {key}" + (f" ({name})" if name else ""),
                extra={"session": key, "name": name},
            )
        entry.used = time.monotonic()  # idle from the answer on, not from the call's start
        return answered

    return await answer(work())


def _where(
    state: ServerState, attach: bool | None, tab: str | None, profile: bool | None
) -> dict[str, Any]:
    """Session.open's cdp_endpoint, cdp_tab, user_data_dir for the tool's attach, tab
    and profile: only what the person who started the server allowed.

    Raises NotAllowed for attach, tab or profile the server was not started with."""
    config = state.config
    if tab is not None and attach is None:
        attach = True
    attach = bool(config.cdp_endpoint) if attach is None else attach
    profile = config.user_data_dir is not None if profile is None else profile
    if attach and config.cdp_endpoint is None:
        raise NotAllowed(
            "Attaching to a browser the person runs is off on this server",
            "The person can start nbshot-mcp with --cdp-endpoint URL; leave attach out",
        )
    if tab is not None and not config.cdp_tabs:
        raise NotAllowed(
            "tab= (the attached browser's own tabs and sign-ins) is off on this server",
            "Leave tab out: the session gets a window of its own (--cdp-tabs allows it)",
        )
    if profile and config.user_data_dir is None:
        raise NotAllowed(
            "Persistent profiles are off on this server",
            "The person can start nbshot-mcp with --user-data-dir DIR; leave profile out",
        )
    if attach and profile:
        raise InvalidArgument("attach and profile were both asked for", "Pick one")
    if attach:
        return {"cdp_endpoint": config.cdp_endpoint, "cdp_tab": tab}
    return {"user_data_dir": config.user_data_dir} if profile else {}


CLOSING_S = 30.0  # at most this long closing a client's sessions after its DELETE


class ClosedWithClient:
    """ASGI middleware around the SDK's streamable HTTP app: when a client ends its MCP
    session (an HTTP ``DELETE`` with its ``Mcp-Session-Id`` that the SDK answered 2xx,
    as the transport's spec defines), the live sessions it opened close, their
    recordings written, before that answer goes out: a client whose DELETE was
    answered finds them closed.

    Only what the SDK accepted counts: a DELETE it refused (404 for an unknown id or
    another credential's session) closes nothing, and sessions another connection
    reaches by handle close only with the client that opened them. mcp 2.3 gives a
    request no public way to its connection's teardown (``ServerSession`` is made per
    request), so the end a client asks for is read here, on the wire. A client that
    vanishes without a DELETE leaves its sessions to ``--session-idle`` (by default 15
    minutes, inside the SDK's 30-minute idle timeout) and to the server's stop."""

    def __init__(self, app: ASGIApp, state: ServerState) -> None:
        self.app, self.state = app, state

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        client = _ending(scope)
        if client is None:
            await self.app(scope, receive, send)
            return
        held: list[Message] = []

        async def hold(message: Message) -> None:
            held.append(message)  # a DELETE's answer is one short body, never a stream

        await self.app(scope, receive, hold)
        status = next((m["status"] for m in held if m["type"] == "http.response.start"), 0)
        if 200 <= status < 300:
            # Shielded: a client that hangs up meanwhile still has its sessions closed.
            with anyio.move_on_after(CLOSING_S, shield=True):
                await self.state.close_client(client)
        for message in held:
            await send(message)


def _ending(scope: Scope) -> str | None:
    """The client session an HTTP request asks to end (a DELETE's ``Mcp-Session-Id``),
    or None for every other request."""
    if scope["type"] != "http" or scope.get("method") != "DELETE":
        return None
    for name, value in scope.get("headers") or ():
        if name.lower() == b"mcp-session-id" and value:
            return bytes(value).decode("latin-1")
    return None


async def act(
    ctx: Context,
    session: str,
    steps: list[str],
    target: str | None = None,
    tree: TreeMode = "changes",
    image: Picture = False,
    max_chars: int = MAX_CHARS,
    page: int | None = None,
) -> CallToolResult:
    """Run steps in a session (id or name), e.g. ["fill:e4=a@x.org", "click:e9"].
    Answers title, URL, new console errors, dialogs and the tree ("changes" since the
    last answer, "full", "none"; target: a ref or selector; max_chars: its budget, 0
    none; page: 1, 2... to read it all); image: true, "thumb", "link" (else none)."""
    state = state_of(ctx)

    async def work() -> CallToolResult:
        entry = state.session(session, client_of(ctx))
        async with entry.lock:
            view = await entry.session.act_async(*steps, picture=image is not False)
            answered = await session_answer(
                entry,
                view,
                tree=tree,
                target=target,
                image=image,
                kept=state.resources,
                max_chars=max_chars,
                page_number=page,
            )
        entry.used = time.monotonic()  # idle from the answer on, not from the call's start
        return answered

    return await answer(work())


async def close(
    ctx: Context, session: str, save_as: str | None = None, overwrite: bool = False
) -> CallToolResult:
    """Close a session (id or name); save_as: a flow name to keep its steps as
    (overwrite=true replaces one). A recorded session answers its HAR's path."""
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
        state.sessions.pop(entry.key, None)
        data: dict[str, Any] = {"closed": entry.key, "flow": str(written) if written else None}
        text = f"closed {entry.key}" + (f"; flow written to {written}" if written else "")
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


async def session_view(
    ctx: Context,
    session: str,
    do: Doing = "show",
    steps: list[str] | None = None,
    text: str = "",
    name: str = "recorded",
) -> CallToolResult:
    """For nbshot's view in the chat (app only): the session's picture, boxes, tree and
    history after do: show, act (steps), run (text), back, save_flow or export_test
    (the history as a flow cell or a pytest module called name)."""
    state = state_of(ctx)

    async def work() -> CallToolResult:
        entry = state.session(session, client_of(ctx))
        async with entry.lock:
            fields, png = await app_answer(entry.session, do, steps, text, name)
        entry.used = time.monotonic()
        # The picture as taken, not scaled: the view lays the boxes over it.
        picture = ImageContent(
            type="image", data=base64.b64encode(png).decode(), mime_type="image/png"
        )
        return result(app_text(fields), fields, picture)

    return await answer(work())
