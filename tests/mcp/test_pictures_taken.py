"""No screenshot unless the answer or a step needs one (issue 48): a session's ``open``
and ``act`` without ``image`` take none; ``image=true`` (or ``"link"``) and a
``shot:`` step take one each. Counted from the server's own record of each picture
it takes (``nbshot-mcp --log-level debug``), on a real ``nbshot-mcp`` over stdio."""

from __future__ import annotations

from pathlib import Path

import pytest
from mcp_servers import first_picture, serve

pytestmark = [pytest.mark.anyio]
TAKEN = "picture taken of "


@pytest.fixture
def anyio_backend() -> str:
    return "asyncio"


def _pictures(log: Path) -> int:
    return log.read_text().count(TAKEN)


async def test_an_act_takes_a_picture_only_when_its_answer_or_a_step_needs_one(
    tmp_path: Path,
) -> None:
    (tmp_path / "flows").mkdir()
    log = tmp_path / "server.log"
    flags = ("--flows", "flows", "--out", "out", "--log-level", "debug")
    async with serve("stdio", tmp_path, *flags, log=log) as client:
        opened = await client.call_tool("open", {"url": "demo:/signin"})
        session = opened.structured_content["session"]
        assert "picture" not in opened.structured_content
        assert not [c for c in opened.content if c.type in ("image", "resource_link")]
        acted = await client.call_tool("act", {"session": session, "steps": ["fill:e19=a@b.c"]})
        assert not acted.is_error and 'textbox "Email"' in acted.content[-1].text
        assert _pictures(log) == 0, log.read_text()

        shown = await client.call_tool(
            "act", {"session": session, "steps": ["fill:e21=secret1"], "image": True}
        )
        assert first_picture(shown).size == (1280, 720)
        assert _pictures(log) == 1
        linked = await client.call_tool("act", {"session": session, "steps": [], "image": "link"})
        assert [c.type for c in linked.content].count("resource_link") == 1
        assert not [c for c in linked.content if c.type == "image"]
        assert _pictures(log) == 2
        await client.call_tool("act", {"session": session, "steps": ["shot:form"]})
        assert _pictures(log) == 3  # the step's own picture, none for the answer
        assert (tmp_path / "out" / "form.png").is_file()
