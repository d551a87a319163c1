"""Asking the client mid-call (elicitation, sampling, roots) in both protocol eras.

Up to 2025-11-25 the server sends the request to the client (``elicitation/create``,
``sampling/createMessage``, ``roots/list``) while the call waits. From 2026-07-28
there is no such back-channel: the call answers ``InputRequiredResult`` carrying the
requests, the client answers them and sends the call again with ``input_responses``,
and the call starts over and finds its answers there. :func:`ask` does whichever the
connection speaks; :class:`NeedInput` carries the requests out of the call (the
server answers with it, see ``NbshotServer.call_tool``).
"""

from __future__ import annotations

import warnings
from typing import Any

from mcp.shared.exceptions import MCPError
from mcp.types import InputRequiredResult


class NeedInput(MCPError):
    """The call needs the client's answers first (2026-07-28): the server answers
    with :attr:`result`. An MCPError only so the SDK's tool runner lets it through."""

    def __init__(self, requests: dict[str, Any]) -> None:
        super().__init__(code=-32603, message="input required")
        self.result = InputRequiredResult(input_requests=requests)


def answered(ctx: Any, key: str) -> Any | None:
    """The client's answer to the request ``key`` sent in a previous round, if any."""
    responses = getattr(ctx, "input_responses", None) or {}
    return responses.get(key)


def can_ask_now(ctx: Any) -> bool:
    """True when the connection can send the client a request while the call waits."""
    return bool(getattr(ctx.session, "can_send_request", False))


async def ask(ctx: Any, key: str, request: Any, result_type: type[Any]) -> Any:
    """The client's answer to ``request`` (an ElicitRequest, CreateMessageRequest or
    ListRootsRequest), as ``result_type``.

    Raises
    ------
    NeedInput
        When it can only be asked by answering the call with it (2026-07-28).
    MCPError
        When the client answers with an error (the person refused).
    """
    found = answered(ctx, key)
    if found is not None:
        return found if isinstance(found, result_type) else result_type.model_validate(found)
    if not can_ask_now(ctx):
        raise NeedInput({key: request})
    with warnings.catch_warnings():  # sampling and roots: deprecated by 2026-07-28, served
        warnings.simplefilter("ignore")
        from mcp.shared.message import ServerMessageMetadata

        meta = ServerMessageMetadata(related_request_id=ctx.request_id)
        return await ctx.session.send_request(request, result_type, metadata=meta)
