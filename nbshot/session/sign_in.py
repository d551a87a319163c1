"""Signing in to the project's app once, and reusing the browser state it leaves.

A project's ``[sign_in]`` says where the sign-in page is and the steps that sign in
(the step grammar; ``${NAME}`` reads a secret from the environment when the step
runs). The first capture, snapshot or session of a page in the project's app plays
them in a session of its own and saves the cookies and storage it leaves
(Playwright's storage state) owner-only; every later page of the app starts from
that state, in this process and in others (flow kernels), until it is older than
``max_age``. A page that still lands on the sign-in page means the state went
stale: it is made again, once (see :func:`bounced`).

All of it runs on the engine loop: the sign-in session uses the async API.
"""

from __future__ import annotations

import asyncio
import json
import sys
import time
from pathlib import Path

from nbshot import secrets
from nbshot.errors import InvalidArgument
from nbshot.files import atomic_write, private_dir
from nbshot.page import load
from nbshot.project.file import Project
from nbshot.project.file import current as current_project
from nbshot.session.session import Session

FAILED_PICTURE = "sign-in-failed.png"

#: How many times this process signed in (what a test reads to see a reuse).
count = 0
_lock: asyncio.Lock | None = None  # made on the engine loop, on first use


def sign_in_url(project: Project) -> str:
    """The absolute URL of the project's sign-in page."""
    assert project.sign_in is not None
    url = project.sign_in.url
    return (project.base_url or "") + url if url.startswith("/") else url


def applies(project: Project | None, url: str) -> bool:
    """True when ``url`` is a page of the project's app, behind its sign-in."""
    if project is None or project.sign_in is None or not project.base_url:
        return False
    return url.startswith(project.base_url) and not url.startswith(sign_in_url(project))


def bounced(final_url: str) -> bool:
    """True when a page loaded with the saved state ended on the sign-in page."""
    project = current_project()
    return (
        project is not None
        and project.sign_in is not None
        and (final_url.split("?", 1)[0].startswith(sign_in_url(project)))
    )


def _fresh(state: Path, max_age: float) -> bool:
    try:
        return time.time() - state.stat().st_mtime < max_age
    except OSError:
        return False


async def state_for(url: str, *, again: bool = False) -> Path | None:
    """The saved state to load ``url`` with, signing in first when there is none (or
    it is too old, or ``again``); None when no project sign-in applies to ``url``.

    Raises
    ------
    InvalidArgument
        When a sign-in step fails: which step, why, and where a picture of the page
        at that moment was saved.
    """
    global _lock
    project = current_project()
    if not applies(project, url):
        return None
    assert project is not None and project.sign_in is not None
    if _lock is None:
        _lock = asyncio.Lock()
    async with _lock:  # one sign-in at a time, even when a batch starts many pages
        spec = project.sign_in
        if again or not _fresh(spec.state, spec.max_age):
            await _sign_in(project)
        return spec.state


async def _sign_in(project: Project) -> None:
    global count
    spec = project.sign_in
    assert spec is not None
    if spec.flow:
        raise InvalidArgument("sign_in.flow is not supported yet",
                              "Give sign_in.steps instead")  # fmt: skip
    # An empty state: the sign-in page must not load the state being remade.
    session = await Session.open_async(sign_in_url(project), storage_state={})
    try:
        view = await session.act_async(*spec.steps)
        if view.failure is not None:
            failed = view.failure
            picture = private_dir(spec.state.parent) / FAILED_PICTURE
            view.shot.save(picture)
            raise InvalidArgument(
                f"sign_in.steps[{failed.position - 1}] {failed.step!r} failed: "
                f"{failed.error.what}. Where it stopped: {picture}",
                "Fix the step in nbshot.toml (open the picture to see the page)",
            )
        state = await session.storage_state_async()
    finally:
        await session.close_async()
    private_dir(spec.state.parent)
    atomic_write(spec.state, json.dumps(state))  # owner-only: it holds the session cookie
    count += 1
    print(f"nbshot: signed in to {project.base_url} ({secrets.redact(str(spec.state))})",
          file=sys.stderr)  # fmt: skip


class _Hook:
    """What pages and sessions call (:class:`nbshot.page.load.SignInHook`)."""

    async def state_for(self, url: str, *, again: bool = False) -> Path | None:
        return await state_for(url, again=again)

    def bounced(self, final_url: str) -> bool:
        return bounced(final_url)


load.sign_in_hook = _Hook()
