"""A listed ``${NAME}`` with no value in the server's environment is asked of the person
through the client (``elicitation/create``), used, and never shown to the model,
logged or written; an unlisted name is never asked for. The SDK's client with a real
elicitation callback, against a real ``nbshot-mcp`` over stdio and streamable HTTP."""

from __future__ import annotations

import base64
import json
import os
from pathlib import Path
from typing import Any

import pytest
from mcp.types import ElicitResult
from mcp_servers import TRANSPORTS, serve

pytestmark = [pytest.mark.anyio]
SECRET = "tr0ub4dor-and-3"
FLAGS = ("--flows", "flows", "--out", "out", "--runs", "runs",
         "--secret", "SHOP_PASSWORD", "--secret", "SECOND")  # fmt: skip


@pytest.fixture
def anyio_backend() -> str:
    return "asyncio"


@pytest.fixture
def folder(tmp_path: Path) -> Path:
    (tmp_path / "flows").mkdir()
    return tmp_path


def _everything_written(folder: Path) -> bytes:
    return b"\n".join(p.read_bytes() for p in folder.rglob("*") if p.is_file())


@pytest.mark.parametrize("transport", TRANSPORTS)
async def test_a_missing_listed_secret_is_asked_used_and_kept_out_of_sight(
    transport: str, folder: Path
) -> None:
    asked: list[Any] = []

    async def elicitation(context: Any, params: Any) -> ElicitResult:
        asked.append(params)
        if "SECOND" in params.message:
            return ElicitResult(action="decline")
        return ElicitResult(action="accept", content={"value": SECRET})

    env = {k: v for k, v in os.environ.items() if k not in ("SHOP_PASSWORD", "SECOND")}
    async with serve(
        transport, folder, *FLAGS, env=env, elicitation_callback=elicitation
    ) as client:
        opened = await client.call_tool("open", {"url": "demo:/signin"})
        session = opened.structured_content["session"]
        steps = ["fill:e19=ada@example.com", "fill:e21=${SHOP_PASSWORD}", "click:e24"]
        acted = await client.call_tool("act", {"session": session, "steps": steps,
                                               "tree": "full"})  # fmt: skip
        assert not acted.is_error, acted.structured_content
        assert "/dashboard" in acted.structured_content["url"]  # the secret was typed
        (first,) = asked
        assert "SHOP_PASSWORD" in first.message
        assert list(first.requested_schema["properties"]) == ["value"]
        # Asked once: the value is kept for the server's life.
        other = (await client.call_tool("open", {"url": "demo:/signin"})).structured_content
        again = await client.call_tool("act", {"session": other["session"],
                                               "steps": ["fill:e21=${SHOP_PASSWORD}"]})  # fmt: skip
        assert not again.is_error, again.structured_content
        assert len(asked) == 1
        declined = await client.call_tool("act", {"session": session,
                                                  "steps": ["fill:e21=${SECOND}"]})  # fmt: skip
        assert declined.is_error and declined.structured_content["code"] == "InvalidArgument"
        assert "not given" in declined.structured_content["message"] and len(asked) == 2
        unlisted = await client.call_tool("act", {"session": session,
                                                  "steps": ["fill:e21=${HOME}"]})  # fmt: skip
        assert unlisted.structured_content["code"] == "InvalidArgument" and len(asked) == 2
        closed = await client.call_tool("close", {"session": session, "save_as": "signin"})
        answers = [opened, acted, again, declined, unlisted, closed]
    shown = json.dumps([a.model_dump(mode="json") for a in answers])
    flow = (folder / "flows" / "signin.ipynb").read_text()
    assert "${SHOP_PASSWORD}" in flow  # the replayable flow names it, as a typed secret would
    written = _everything_written(folder)  # the flow, the captures, the server's log
    for form in (SECRET, base64.b64encode(SECRET.encode()).decode(), SECRET[::-1]):
        assert form not in shown
        assert form.encode() not in written
