"""Spare contexts made ahead (nbshot.page.spare): a session on one sees nothing of the one
before, and one keeps the file URL policy it was made for."""

from __future__ import annotations

import asyncio
import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from sites import served

import nbshot
from nbshot.browser.engine import engine
from nbshot.page.spare import spares

SITE = Path(__file__).parent / "site"


NOTHING_LEFT = {
    "cookie": False, "local": None, "session": None, "window_name": None,
    "earlier_pages": False, "indexeddb": None, "cache": False, "service_worker": 0,
    "notifications": "prompt", "geolocation": "prompt",
}  # fmt: skip


@pytest.fixture(scope="module")
def port() -> Iterator[int]:
    with served(SITE) as port:
        yield port


async def _made_ahead() -> None:
    """Wait until every context being made ahead in the background is made."""
    pending = list(spares._ready.values())
    assert pending, "closing a session made no spare context"
    await asyncio.wait(pending)


def test_a_session_on_a_context_made_ahead_sees_nothing_of_the_one_before(port: int) -> None:
    url = f"http://127.0.0.1:{port}/state.html"

    def state_in_session(query: str) -> dict[str, Any]:
        with nbshot.open(f"{url}?{query}") as session:
            assert session.act("wait:text=service_worker").ok
            node = next(n for n in session.snapshot().nodes
                        if "service_worker" in (n.text or n.name or ""))  # fmt: skip
            found: dict[str, Any] = json.loads(node.text or node.name)
            return found

    assert state_in_session("write")["local"] == "1"
    taken = spares.taken
    assert state_in_session("read") == NOTHING_LEFT
    assert spares.taken == taken + 1  # on the context made when the first one closed


def test_a_context_made_ahead_keeps_the_file_url_policy_it_was_made_for(tmp_path: Path) -> None:
    """A spare is made in the background: the policy in force when its session closed
    is the one it gets, even if the setting changes before the task runs."""
    secret = tmp_path / "secret.html"
    secret.write_text("<title>secret</title><p>top secret</p>")
    nbshot.configure(allow_file_urls=False)
    with nbshot.open("demo:/signin"):
        pass  # closing it makes the next session's context, under "off"
    nbshot.configure(allow_file_urls=True)  # while the background task runs
    engine.run(_made_ahead())  # the background task has made the context by now
    nbshot.configure(allow_file_urls=False)
    with nbshot.open("demo:/signin") as session:  # takes that context
        view = session.act(f"goto:{secret.as_uri()}")
        assert not view.ok and view.failure is not None
        assert view.failure.error.code == "NotAllowed"
        assert "top secret" not in view.tree.text
