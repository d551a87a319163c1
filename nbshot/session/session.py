"""Live sessions: a page kept open across notebook cells, driven by refs or selectors.

>>> s = nbshot.open("demo:/signin")               # doctest: +SKIP
>>> s.snapshot()                                  # the tree, with refs e1, e2, ...
>>> s.act("fill:e19=ada@example.com", "fill:e21=correct horse", "click:e24")

The work is async and runs on the engine loop; every sync method submits one
coroutine (``act`` runs all its steps and the view as one). ``*_async`` twins
(:func:`open_async`, :meth:`Session.act_async`, ...) await the same coroutines
from any other event loop.
"""

from __future__ import annotations

import asyncio
import contextlib
import dataclasses
import json
import os
import time
from collections.abc import Coroutine
from datetime import datetime
from pathlib import Path
from typing import TYPE_CHECKING, Any, TypeVar

from playwright.async_api import BrowserContext, Locator, Page
from playwright.async_api import Error as PlaywrightError

from nbshot import secrets
from nbshot.browser.engine import engine
from nbshot.browser.twins import sync_twin
from nbshot.config import settings
from nbshot.errors import (
    InvalidArgument,
    NbshotError,
    ScriptError,
    SessionClosed,
    SessionLost,
)
from nbshot.files import atomic_write, default_out_dir, private_dir, validate_name
from nbshot.model.a11y import A11yTree
from nbshot.model.shot import Shot
from nbshot.model.steps import Step
from nbshot.model.vitals import Vitals
from nbshot.page.log import PageLog
from nbshot.page.options import (
    CaptureOptions,
    check_option_names,
    make_options,
    session_names,
)
from nbshot.page.shoot import read_vitals, shoot
from nbshot.page.spare import spares as spare_contexts
from nbshot.page.targets import Target, resolve_target
from nbshot.page.tree import SessionRefs, read_tree
from nbshot.project.file import ENV_SIGN_IN_STATE, captures_folder
from nbshot.session.actions import Actions, planned_steps
from nbshot.session.contexts import Contexts, where
from nbshot.session.registry import Names, check_name
from nbshot.session.replay import Replay
from nbshot.session.tabs import masked_state
from nbshot.session.to_flow import ToFlow
from nbshot.session.view import DialogRecord, StepFailure, View

if TYPE_CHECKING:
    import pandas as pd
    from typing_extensions import Unpack

    from nbshot.page.option_args import OpenArgs, ShotArgs

T = TypeVar("T")

# What open() takes: a session's own arguments plus the capture options declared as
# taken when a session opens (page/options.py); Session.shot takes those declared per shot.
_SESSION_OWN = frozenset(
    {"html", "storage_state", "action_timeout", "har"}
    | {"name", "cdp_endpoint", "cdp_tab", "user_data_dir"}
)
_OPEN_OPTIONS = _SESSION_OWN | session_names("open")
_SHOT_OPTIONS = session_names("shot")


class Session(Actions, Contexts, ToFlow, Replay):  # long: each call beside its async twin
    """A browser tab (and its popups) kept open across cells.

    Open with :func:`nbshot.open`. Every method runs on nbshot's engine thread; the
    session closes at ``with`` exit, on :meth:`close`, or at interpreter exit. Actions
    come from :class:`~.actions.Actions`, tabs and dialogs from :class:`~.tabs.Tabs`,
    where its context comes from (an attached browser, a profile) from
    :class:`~.contexts.Contexts`.

    Targets for actions are refs from the latest :meth:`snapshot` (``"e12"``) or
    selectors (``"#save"``, ``"text=Sign in"``).
    """

    def __init__(self, url: str | None = None, **options: Any) -> None:
        """Open a session at ``url``; ``options`` as for :func:`nbshot.open`."""
        check_option_names(options, frozenset(_OPEN_OPTIONS), "open")
        self._prepare(url, **options)
        self._run(self._open())

    @classmethod
    async def open_async(cls, url: str | None = None, **options: Any) -> Session:
        """Async twin of :func:`open`: the session is opened on the engine loop."""
        check_option_names(options, frozenset(_OPEN_OPTIONS), "open")
        session = cls.__new__(cls)  # __init__ would open it synchronously
        session._prepare(url, **options)
        await engine.run_async(session._open())
        return session

    def _prepare(  # checks everything in the caller's thread; opens nothing
        self,
        url: str | None = None,
        *,
        html: str | None = None,
        storage_state: str | os.PathLike[str] | dict[str, Any] | None = None,
        action_timeout: float = 5.0,
        freeze_time: datetime | str | bool | None = None,
        har: str | os.PathLike[str] | None = None,
        name: str | None = None,
        cdp_endpoint: str | None = None,
        cdp_tab: str | None = None,
        user_data_dir: str | os.PathLike[str] | None = None,
        **options: Any,
    ) -> None:
        #: The name it is found by (:func:`nbshot.get_session`), or None.
        self.name = check_name(name) if name is not None else None
        given = {"storage_state": storage_state, "har": har, "freeze_time": freeze_time}
        self._place(where(cdp_endpoint, cdp_tab, user_data_dir, {**options, **given}))
        self._clock = make_options(freeze_time=freeze_time or False).freeze_time
        self.har = _har_path(har)
        self._opts = make_options(freeze_time=False, **options)
        if not isinstance(action_timeout, (int, float)) or action_timeout <= 0:
            raise InvalidArgument(
                f"action_timeout={action_timeout!r} is not allowed", "Use seconds > 0"
            )
        if isinstance(storage_state, (str, os.PathLike)):
            _check_storage_state(Path(storage_state))
        # url="" is refused as capture refuses it, not opened on about:blank.
        opened = url is not None or html is not None
        self._target = resolve_target(url, html, None) if opened else None
        self._storage_state = storage_state
        self._action_ms = float(action_timeout) * 1000
        self.out_dir = private_dir(
            self._opts.out_dir or settings.out_dir or captures_folder() or default_out_dir()
        )
        self.history: list[str] = []
        #: The steps in :attr:`history` with refs swapped for selectors that find the
        #: same elements in a fresh page load: what :meth:`to_flow` writes.
        self.replay: list[str] = []
        self.start = os.fspath(url) if url is not None else None
        self.opened_with = {
            "device": self._opts.device,
            "viewport": self._opts.viewport,
            "color_scheme": self._opts.color_scheme,
            "reduced_motion": self._opts.reduced_motion,
        }
        self.dialogs: list[DialogRecord] = []
        self._log = PageLog(all_requests=True)
        self._context: BrowserContext | None = None
        self._context_options: dict[str, Any] = {}
        self._pages: list[Page] = []
        self._active = 0
        self._dialog_plan: tuple[bool, str | None] | None = None
        self._console_mark = 0
        self._dialog_mark = 0
        self._tree: A11yTree | None = None
        self._refs = SessionRefs()
        self._shots = 0
        self._pending: set[asyncio.Future[None]] = set()  # dialog answers in flight

    # -- plumbing ------------------------------------------------------------------------

    def _run(self, coro: Coroutine[Any, Any, T]) -> T:
        return engine.run(coro)

    @property
    def page(self) -> Page:
        """The active tab's Playwright page (use on the engine loop only)."""
        if self._context is None:
            raise SessionClosed("This session is closed", "Open a new one with nbshot.open(url)")
        if not self._pages:  # the last tab cannot be closed by hand: the browser went away
            raise SessionLost(
                "This session's browser went away (it crashed or was killed); "
                "its pages and state are gone",
                "Open a new session with nbshot.open(url) (over MCP: call open again)",
            )
        return self._pages[self._active]

    async def _open(self) -> None:
        """Take the session's name, then open its context; a failure gives it back."""
        self._opening = True
        try:
            if self.name is not None:
                names.take(self.name, self)
            await self._open_context()
        except BaseException:
            self._let_name_go()
            raise
        finally:
            self._opening = False

    def eval(self, js: str) -> Any:
        """Evaluate a JavaScript expression (or function) in the page; returns its JSON value."""
        return self._run(self._eval(js))

    async def eval_async(self, js: str) -> Any:
        """Async twin of :meth:`eval`."""
        return await engine.run_async(self._eval(js))

    async def _eval(self, js: str) -> Any:
        try:
            return await self.page.evaluate(js)
        except PlaywrightError as exc:
            first = str(exc.message or exc).strip().splitlines()[0]
            raise ScriptError(f"The script failed: {first}", "Check the JavaScript") from None

    # -- looking -------------------------------------------------------------------------

    def snapshot(
        self, *, selector: str | None = None, depth: int | None = None, boxes: bool = True
    ) -> A11yTree:
        """The accessibility tree of the active tab (or of ``selector``); its refs
        become the ones actions resolve."""
        return self._run(self._snapshot(selector, depth, boxes))

    async def snapshot_async(
        self, *, selector: str | None = None, depth: int | None = None, boxes: bool = True
    ) -> A11yTree:
        """Async twin of :meth:`snapshot`."""
        return await engine.run_async(self._snapshot(selector, depth, boxes))

    async def _snapshot(self, selector: str | None, depth: int | None, boxes: bool) -> A11yTree:
        page = self.page
        scope: Page | Locator = page if selector is None else await self._locate(selector)
        text = await read_tree(
            page, scope, boxes=boxes, depth=depth, timeout_ms=self._opts.timeout_ms
        )
        return self._shown(A11yTree(text, url=page.url, title=await page.title()))

    def _shown(self, tree: A11yTree) -> A11yTree:
        """``tree`` with refs named the SessionRefs way; refs now resolve against it."""
        self._tree = A11yTree(self._refs.show(self.page, tree.text), url=tree.url, title=tree.title)
        return self._tree

    def shot(self, name: str | None = None, **options: Unpack[ShotArgs]) -> Shot:
        """Screenshot the active tab now. Takes capture's picture options
        (``selector``, ``full_page``, ``mask``, ``mask_color``, ``animations``, ``format``...)."""
        return self._run(self.shot_async(name, **options))

    async def shot_async(self, name: str | None = None, **options: Unpack[ShotArgs]) -> Shot:
        """Async twin of :meth:`shot`."""
        fixed = sorted(options.keys() & (_OPEN_OPTIONS - _SHOT_OPTIONS))
        if fixed:
            raise InvalidArgument(
                f"{fixed[0]}= is set when the session opens", "Pass it to nbshot.open()"
            )
        check_option_names(options, _SHOT_OPTIONS, "shot")
        options.setdefault("freeze_time", False)
        options.setdefault("out_dir", self.out_dir)
        opts = make_options(timeout=self._opts.timeout, **options)
        self._shots += 1
        label = validate_name(name) if name is not None else f"session-{self._shots}"
        out = private_dir(opts.out_dir or self.out_dir)
        work = shoot(
            self.page, opts, out, label, log=PageLog(), started=time.perf_counter(), timings={}
        )
        return await engine.run_async(work)

    @property
    def url(self) -> str:
        return self.page.url

    @property
    def vitals(self) -> Vitals | None:
        """The active tab's speed so far (:class:`~nbshot.model.vitals.Vitals`): its
        load's LCP, CLS, FCP, TTFB, blocking time and transfer, and INP from the clicks
        and keys of this session's steps since. None when the page does not say within
        2 s (a page stuck in a script). :meth:`shot` carries the same as ``.vitals``."""
        return self._run(read_vitals(self.page))

    async def vitals_async(self) -> Vitals | None:
        """Async twin of :attr:`vitals`."""
        return await engine.run_async(read_vitals(self.page))

    # -- steps ------------------------------------------------------------------------------

    def act(self, *steps: str, picture: bool = True) -> View:
        """Run steps in order (see :mod:`nbshot.model.steps`), stop at the first failure,
        and return a :class:`View` of the page after them; ``picture=False``: a view
        without a screenshot (``View.shot`` None), for callers that show only the tree.

        Every step is parsed first: a malformed one raises InvalidArgument naming it,
        before anything runs. Steps that succeed are added to :attr:`history`.
        """
        return self._run(self._act(planned_steps(steps, self._opts.timeout), picture))

    async def act_async(self, *steps: str, picture: bool = True) -> View:
        """Async twin of :meth:`act`: all the steps and the view in one coroutine."""
        parsed = planned_steps(steps, self._opts.timeout)
        return await engine.run_async(self._act(parsed, picture))

    async def _act(self, parsed: list[Step], picture: bool = True) -> View:
        failure = None
        done = 0
        for position, step in enumerate(parsed, start=1):
            replay = await self._replayable(step)
            try:
                await self.run_step_async(step)
            except NbshotError as error:
                failure = StepFailure(position, secrets.redact(step.raw), error)
                break
            self.history.append(secrets.redact(step.raw))
            self.replay.append(replay)
            done = position
        return await self._view(failure, done, picture)

    def view(
        self, *, failure: StepFailure | None = None, steps_run: int = 0, picture: bool = True
    ) -> View:
        """The page now: screenshot, snapshot and what happened since the last view.

        The view's shot carries the tree and DOM facts, so ``nbshot.describe`` can
        read it; that one snapshot also becomes the one refs resolve against.
        ``picture=False``: the tree alone, no screenshot taken (``View.shot`` None).
        """
        return self._run(self._view(failure, steps_run, picture))

    async def view_async(self, *, picture: bool = True) -> View:
        """Async twin of :meth:`view`."""
        return await engine.run_async(self._view(None, 0, picture))

    async def _view(self, failure: StepFailure | None, steps_run: int, picture: bool) -> View:
        await self._settle()
        shot: Shot | None = None
        if picture:
            shot = await self.shot_async(f"view-{self._shots + 1}", snapshot=True)
            assert shot.tree is not None
            tree = self._shown(shot.tree)
            shot = dataclasses.replace(shot, tree=tree)
        else:  # a screenshot is ~60-80 ms of an act's round trip: none unless shown
            tree = await self._snapshot(None, None, True)
        errors = [m for m in self._log.console[self._console_mark :] if m.level == "error"]
        dialogs = self.dialogs[self._dialog_mark :]
        self._console_mark, self._dialog_mark = len(self._log.console), len(self.dialogs)
        return View(tree.url, tree.title, shot, tree, errors, dialogs, failure, steps_run)

    async def _settle(self) -> None:
        # A click that navigates returns once the new page commits, before its images
        # are in: a picture taken then differs from one of the loaded page (a replay).
        with contextlib.suppress(PlaywrightError):  # PlaywrightTimeout is one: look anyway
            await self.page.wait_for_load_state("load", timeout=min(self._opts.timeout_ms, 10_000))

    # -- lifecycle ---------------------------------------------------------------------------

    def close(self) -> None:
        """Close the session's tabs; safe to call twice. Its explorers say so, and its
        name is free again. In a browser nbshot attached to, only what nbshot opened
        closes."""
        context, self._context = self._context, None
        if context is not None and engine.running():
            self._run(self._close(context))
        self._let_name_go()
        self._tell_explorers()

    async def close_async(self) -> None:
        """Async twin of :meth:`close`."""
        context, self._context = self._context, None
        if context is not None and engine.running():
            await engine.run_async(self._close(context))
        self._let_name_go()
        self._tell_explorers()

    def _let_name_go(self) -> None:
        if self.name is not None:
            names.give_back(self.name, self)

    async def _close(self, context: BrowserContext) -> None:
        with contextlib.suppress(PlaywrightError):  # the browser is already gone
            if not self._where.shared:  # never the person's own cookies
                await _keep_sign_in_state(context)
        await self._let_go(context)
        _mask_har(self._context_options.get("record_har_path"))  # har= or a run's har=True
        # The next session likely opens with the same options: its context, made now.
        if self._opts.browser == "chromium" and self._where.own_browser:
            spare_contexts.refill(self._context_options)

    @property
    def closed(self) -> bool:
        return self._context is None

    def __enter__(self) -> Session:
        return self

    def __exit__(self, *exc_info: object) -> None:
        self.close()

    def __repr__(self) -> str:
        named = f" {self.name!r}" if self.name is not None else ""
        if self._context is None:
            return f"<Session{named} closed>"
        return f"<Session{named} {len(self._pages)} tab(s), at {self.page.url}>"


async def _keep_sign_in_state(context: BrowserContext) -> None:
    """In a project's sign-in flow (run with NBSHOT_SIGN_IN_STATE set, see
    :mod:`nbshot.session.sign_in`), a session closed leaves its cookies and storage
    there, owner-only: the last one closed is the signed-in state."""
    path = os.environ.get(ENV_SIGN_IN_STATE)
    if path:
        atomic_write(Path(path), json.dumps(masked_state(await context.storage_state())))


MAX_STATE_BYTES = 50 * 1024 * 1024  # cookies and local storage: far less in practice
_STATE_HINT = (
    "A storage state is the JSON Playwright writes with "
    "context.storage_state(path=...) or Session.storage_state(path): "
    '{"cookies": [...], "origins": [...]}; pass such a file or a dict'
)


def _check_storage_state(path: Path) -> None:
    """Refuse a file that is not a storage state here, not later as Playwright's own
    error from inside the browser.

    Raises
    ------
    InvalidArgument
        For a missing file, one that is not regular or larger than MAX_STATE_BYTES,
        or JSON that is not an object with lists ``cookies`` and ``origins``.
    """
    shown = str(path)[:200]
    if not path.is_file():
        raise InvalidArgument(f"storage_state file {shown!r} does not exist", _STATE_HINT)
    if path.stat().st_size > MAX_STATE_BYTES:
        raise InvalidArgument(f"storage_state file {shown!r} is too large", _STATE_HINT)
    try:
        state = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        state = None
    lists = isinstance(state, dict) and all(
        isinstance(state.get(key, []), list) for key in ("cookies", "origins")
    )
    if not lists or not ({"cookies", "origins"} & set(state or {})):
        raise InvalidArgument(f"storage_state file {shown!r} is not a storage state", _STATE_HINT)


def _mask_har(har: str | None) -> None:
    """A form posts what was typed into it (a password too): the HAR keeps it masked,
    and owner-only (Playwright writes it with the umask's mode)."""
    if har and Path(har).is_file():
        atomic_write(har, secrets.redact(Path(har).read_text(encoding="utf-8")))


def _har_path(har: str | os.PathLike[str] | None) -> Path | None:
    """Where a session's HAR goes: a ``.har`` file in a folder that exists or can be
    made (owner-only). Raises InvalidArgument otherwise."""
    if har is None:
        return None
    path = Path(har).expanduser()
    if path.suffix != ".har":
        raise InvalidArgument(
            f"har={os.fspath(har)!r} is not a .har path"[:200],
            "Pass a file name ending in .har, e.g. 'checkout.har'",
        )
    private_dir(path.parent)
    return path.resolve()


async def open_for_capture(target: Target, opts: CaptureOptions) -> Session:
    """A session on ``target`` opened with a capture's options (its device and variant,
    the project's sign-in, the frozen clock), for steps played before the capture's
    picture. Runs on the engine loop.

    Raises
    ------
    NbshotError
        As :func:`open` does when the page does not load.
    """
    session = Session.__new__(Session)
    session._prepare(None, out_dir=opts.out_dir, timeout=opts.timeout)
    session._opts, session._target, session.start = opts, target, target.url
    session._storage_state = opts.storage_state
    session._clock = opts.freeze_time  # None unless animations are disabled
    await session._open()
    return session


async def open_async(
    url: str | None = None,
    *,
    html: str | None = None,
    storage_state: str | os.PathLike[str] | dict[str, Any] | None = None,
    action_timeout: float = 5.0,
    har: str | os.PathLike[str] | None = None,
    name: str | None = None,
    cdp_endpoint: str | None = None,
    cdp_tab: str | None = None,
    user_data_dir: str | os.PathLike[str] | None = None,
    **options: Unpack[OpenArgs],
) -> Session:
    """Open a live session at ``url`` (http(s), file, ``demo:/page``, or ``html=``);
    ``open_async`` awaits it, ``open`` (its sync twin) waits for it.

    Options: ``device``, ``viewport``, ``color_scheme``, ``reduced_motion``,
    ``storage_state`` (a file or dict, e.g. a logged-in state), ``timeout`` (page
    loads, seconds), ``action_timeout`` (each action, default 5 s), ``out_dir``,
    ``freeze_time`` (True or a datetime/ISO string: ``Date`` is fixed there through
    Playwright's clock while timers run; default: the real clock), ``har`` (a
    ``.har`` path: the session's network is written there when it closes, bodies
    left out; :func:`nbshot.read_har` reads it back), ``browser`` (``"chromium"``,
    ``"chrome"``, ``"msedge"``, ``"firefox"`` or ``"webkit"``, where installed),
    ``wait_until`` (as for :func:`nbshot.capture`, for the first page; to wait for
    an element, ``act("wait:#ready")``). The capture options taken here are those
    declared ``session="open"`` or ``"both"`` in :mod:`nbshot.page.options`
    (:class:`~nbshot.page.option_args.OpenArgs`).

    Where and by what name (see :mod:`nbshot.session.registry` and
    :mod:`nbshot.session.contexts`):

    - ``name``: found again with :func:`nbshot.get_session`, listed by
      :func:`nbshot.sessions`, closed by :func:`nbshot.close_session`; a name in use
      is :class:`~nbshot.errors.NameInUse`.
    - ``cdp_endpoint``: attach to a Chrome/Chromium running with
      ``--remote-debugging-port`` (``"http://127.0.0.1:9222"``); the session gets a
      window of its own there, and closing it leaves that browser running.
      ``cdp_tab="new"``: a tab in the browser's own context (its cookies and
      sign-ins) instead; other text: the open tab whose URL contains it (left open).
      Nothing listening is :class:`~nbshot.errors.BrowserNotFound`, at once.
    - ``user_data_dir``: a persistent profile folder (made owner-only), launched for
      this session: cookies with an expiry and storage outlive it. One session at a
      time per folder: another is :class:`~nbshot.errors.ProfileInUse`, at once.
    """
    return await Session.open_async(
        url,
        html=html,
        storage_state=storage_state,
        action_timeout=action_timeout,
        har=har,
        name=name,
        cdp_endpoint=cdp_endpoint,
        cdp_tab=cdp_tab,
        user_data_dir=user_data_dir,
        **options,
    )


open = sync_twin(open_async)  # noqa: A001 - nbshot.open is the name users expect


#: Which open session has which name (``nbshot.open(..., name=)``), process-wide.
names: Names[Session] = Names()
SESSION_COLUMNS = ["name", "url", "title", "via"]


def get_session(name: str) -> Session:
    """The open session called ``name`` (see :func:`open`'s ``name=``).

    Raises
    ------
    InvalidArgument
        For a name no session could have.
    SessionClosed
        When no open session has that name; the message lists the ones that do.
    """
    return names.get(name)


def sessions() -> pd.DataFrame:
    """The open named sessions: ``name, url, title, via`` (``via``: ``nbshot``, the
    browser nbshot launched; ``cdp <endpoint>``; or ``profile <folder>``)."""
    return _session_table(engine.run(_session_rows()))


async def sessions_async() -> pd.DataFrame:
    """Async twin of :func:`sessions`."""
    return _session_table(await engine.run_async(_session_rows()))


async def _session_rows() -> list[dict[str, Any]]:
    rows = []
    for name, session in names.items():
        if not session.alive:  # its browser went away: the name is free again
            names.give_back(name, session)
            continue
        page = session.page
        with contextlib.suppress(PlaywrightError):  # a tab closing meanwhile: no row
            title = await page.title()
            rows.append({"name": name, "url": page.url, "title": title, "via": session.via})
    return rows


def _session_table(rows: list[dict[str, Any]]) -> pd.DataFrame:
    import pandas as pd

    frame: pd.DataFrame = pd.DataFrame(rows, columns=SESSION_COLUMNS)
    return frame


def close_session(name: str) -> bool:
    """Close the session called ``name``; True if one had the name, False if none had
    (so a second call is harmless). Raises InvalidArgument for a name none could have."""
    session = names.holder(name)
    if session is None:
        return False
    session.close()
    return True


async def close_session_async(name: str) -> bool:
    """Async twin of :func:`close_session`."""
    session = names.holder(name)
    if session is None:
        return False
    await session.close_async()
    return True
