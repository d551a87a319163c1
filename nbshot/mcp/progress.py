"""Progress for calls that take seconds (flow runs, matrices, compares): the work
reports ``done/total`` from its own thread; the client that asked (with a progress
token) gets ``notifications/progress`` on the server's loop.

Cancelling such a call (the client's ``notifications/cancelled``, or its task cancelled)
cancels the awaiting coroutine: a flow run ends ``cancelled`` with its folder written,
and a matrix's captures are cancelled on the engine loop with it."""

from __future__ import annotations

import asyncio
from collections.abc import Callable

from mcp.server.mcpserver import Context


def reporter(ctx: Context, what: str) -> Callable[[int, int], None]:
    """A ``(done, total)`` callback, safe to call from any thread, that tells the client
    ``"<what> done/total"``. Call it from where the server's loop runs."""
    loop = asyncio.get_running_loop()

    def report(done: int, total: int) -> None:
        message = f"{what} {done}/{total}"
        asyncio.run_coroutine_threadsafe(ctx.report_progress(done, total, message), loop)

    return report
