"""Signing in to the project's app once, and reusing the browser state it leaves.

A project's ``[sign_in]`` says where the sign-in page is and the steps that sign in
(the step grammar; ``${NAME}`` reads a secret from the environment when the step
runs), or names a flow that signs in (run by ``nbshot run``; the last session it
closes leaves the state). The first capture, snapshot or session of a page in the
project's app plays them in a session of its own and saves the cookies and storage
they leave (Playwright's storage state) owner-only; every later page of the app starts from
that state, in this process and in others (flow kernels), until it is older than
``max_age``. A page that still lands on the sign-in page means the state went
stale: it is made again, once (see :func:`bounced`).

All of it runs on the engine loop: the sign-in session uses the async API.
"""

from __future__ import annotations

import asyncio
import json
import os
import subprocess
import sys
import time
from pathlib import Path

from nbshot import secrets
from nbshot.errors import InvalidArgument
from nbshot.files import atomic_write, private_dir
from nbshot.project.file import ENV_CONFIG, ENV_SIGN_IN_STATE, Project
from nbshot.project.file import current as current_project
from nbshot.session.session import Session

FAILED_PICTURE = "sign-in-failed.png"
FLOW_TIMEOUT_S = 300  # a sign-in flow: a kernel, a browser and a few pages

#: How many times this process signed in (what a test reads to see a reuse).
count = 0
# One sign-in at a time, on the engine's loop. The loop is replaced when the engine
# closes and starts again, and a lock held on the old one (a sign-in cut off by the
# close) would stop every later sign-in ("bound to a different event loop"): a new
# loop gets a new lock.
_lock: tuple[asyncio.AbstractEventLoop, asyncio.Lock] | None = None


def sign_in_url(project: Project) -> str:
    """The absolute URL of the project's sign-in page."""
    assert project.sign_in is not None
    url = project.sign_in.url
    return (project.base_url or "") + url if url.startswith("/") else url


def applies(project: Project | None, url: str) -> bool:
    """True when ``url`` is a page of the project's app, behind its sign-in (and this
    process is not the sign-in flow itself)."""
    if project is None or project.sign_in is None or not project.base_url:
        return False
    if os.environ.get(ENV_SIGN_IN_STATE):
        return False  # the sign-in flow's own pages start signed out
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
    project = current_project()
    if not applies(project, url):
        return None
    assert project is not None and project.sign_in is not None
    async with lock():  # one sign-in at a time, even when a batch starts many pages
        spec = project.sign_in
        if again or not _fresh(spec.state, spec.max_age):
            await _sign_in(project)
        return spec.state


def lock() -> asyncio.Lock:
    """The sign-in lock of the running event loop (the engine's)."""
    global _lock
    loop = asyncio.get_running_loop()
    if _lock is None or _lock[0] is not loop:
        _lock = (loop, asyncio.Lock())
    return _lock[1]


async def _sign_in(project: Project) -> None:
    global count
    spec = project.sign_in
    assert spec is not None
    if spec.flow:
        await asyncio.to_thread(_run_flow, project, spec.flow, spec.state)
    else:
        await _play_steps(project, spec.steps, spec.state)
    count += 1
    said = (
        f"; its sign-in page {spec.url} is taken from {spec.url_from} (sign_in.url would set it)"
        if spec.url_from
        else ""
    )
    print(
        f"nbshot: signed in to {project.base_url} ({secrets.redact(str(spec.state))}){said}",
        file=sys.stderr,
    )


async def _play_steps(project: Project, steps: tuple[str, ...], state_file: Path) -> None:
    """Sign in with ``steps`` on the sign-in page; save the state to ``state_file``.

    Raises
    ------
    InvalidArgument
        Naming the step that failed and where a picture of the page was saved.
    """
    # An empty state: the sign-in page must not load the state being remade.
    session = await Session.open_async(sign_in_url(project), storage_state={})
    try:
        view = await session.act_async(*steps)
        if view.failure is not None:
            failed = view.failure
            picture = private_dir(state_file.parent) / FAILED_PICTURE
            if view.shot is not None:  # taken: act's default
                view.shot.save(picture)
            raise InvalidArgument(
                f"sign_in.steps[{failed.position - 1}] {failed.step!r} failed: "
                f"{failed.error.what}. Where it stopped: {picture}",
                "Fix the step in nbshot.toml (open the picture to see the page)",
            )
        state = await session.storage_state_async()
    finally:
        await session.close_async()
    private_dir(state_file.parent)
    atomic_write(state_file, json.dumps(state))  # owner-only: it holds the session cookie


def _run_flow(project: Project, flow: str, state_file: Path) -> None:
    """Sign in by running the flow ``flow`` (``nbshot run``, in a process of its own,
    in the project's folder). Its sessions start signed out; the last one it closes
    leaves the state (see ``_keep_sign_in_state`` in :mod:`nbshot.session.session`).

    Raises
    ------
    InvalidArgument
        When the run fails (with the end of its output) or closes no session.
    """
    private_dir(state_file.parent)
    made = state_file.with_name(state_file.name + ".new")
    made.unlink(missing_ok=True)
    env = {**os.environ, ENV_CONFIG: str(project.path), ENV_SIGN_IN_STATE: str(made)}
    command = [sys.executable, "-m", "nbshot", "run", flow]
    try:
        done = subprocess.run(
            command,
            env=env,
            cwd=project.root,
            capture_output=True,
            text=True,
            timeout=FLOW_TIMEOUT_S,
        )
    except subprocess.TimeoutExpired:
        raise InvalidArgument(
            f"sign_in.flow {flow!r} did not finish in {FLOW_TIMEOUT_S} s",
            "Run it with `nbshot run` to see where it waits",
        ) from None
    if done.returncode != 0:
        tail = secrets.redact((done.stdout + done.stderr).strip())[-600:]
        raise InvalidArgument(
            f"sign_in.flow {flow!r} failed:\n{tail}",
            "Open the run's report (printed above) to see the cell",
        )
    if not made.is_file():
        raise InvalidArgument(
            f"sign_in.flow {flow!r} ran, but closed no session: there is no state to keep",
            "End the flow by closing its signed-in session (s.close(), or `with nbshot.open(...)`)",
        )
    os.replace(made, state_file)


class _Signer:
    """What pages and sessions call (:class:`nbshot.page.load.SignInHook`)."""

    async def state_for(self, url: str, *, again: bool = False) -> Path | None:
        return await state_for(url, again=again)

    def bounced(self, final_url: str) -> bool:
        return bounced(final_url)


#: The signer the page loader finds by name (``nbshot.page.load.SIGN_IN``): the one
#: place sign-in is wired, with nothing set on import.
signer = _Signer()
