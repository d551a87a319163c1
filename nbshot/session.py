"""Live sessions: a page kept open across notebook cells, driven by refs or selectors.

>>> s = nbshot.open("demo:/signin")               # doctest: +SKIP
>>> s.snapshot()                                  # the tree, with refs e1, e2, ...
>>> s.act("fill:e19=ada@example.com", "fill:e21=correct horse", "click:e24")
"""

from __future__ import annotations

import asyncio
import contextlib
import os
import time
from collections.abc import Coroutine, Sequence
from dataclasses import dataclass, field
from datetime import datetime
from pathlib import Path
from typing import TYPE_CHECKING, Any, TypeVar
from urllib.parse import urljoin

from playwright.async_api import BrowserContext, Dialog, Locator, Page
from playwright.async_api import Error as PlaywrightError
from playwright.async_api import TimeoutError as PlaywrightTimeout

from .a11y import A11yTree
from .capture import shoot
from .config import settings
from .engine import engine
from .errors import (
    ElementNotFound,
    InvalidArgument,
    NbshotError,
    SessionClosed,
    StaleRef,
    Timeout,
)
from .files import default_out_dir, private_dir, validate_name
from .locators import stable_selector
from .options import make_options, resolve_target
from .page import NavigationStepError, context_options, count_matches, load_target
from .pagelog import PageLog
from .shot import ConsoleMessage, Shot
from .steps import REF, Step, parse_steps, wait_seconds

if TYPE_CHECKING:
    import pandas as pd

T = TypeVar("T")


@dataclass(frozen=True)
class DialogRecord:
    """A dialog the page opened (alert, confirm, prompt, beforeunload) and what was done."""

    type: str
    message: str
    action: str  # "accepted" or "dismissed"
    prompt_text: str | None = None


@dataclass
class StepFailure:
    """Which step failed (``position`` counts from 1) and why."""

    position: int
    step: str
    error: NbshotError


@dataclass
class View:
    """What the page looks like after :meth:`Session.act`: the picture, the tree,
    console errors since the previous view, dialogs, and the failure if a step failed."""

    url: str
    title: str
    shot: Shot
    tree: A11yTree
    console_errors: list[ConsoleMessage] = field(default_factory=list)
    dialogs: list[DialogRecord] = field(default_factory=list)
    failure: StepFailure | None = None
    steps_run: int = 0

    @property
    def ok(self) -> bool:
        return self.failure is None

    def raise_for_failure(self) -> View:
        """Raise the failed step's error (naming the step), or return the view.

        For flows: a step that failed should fail the cell, so the run says where.
        """
        if self.failure is not None:
            f = self.failure
            what = f"Step {f.position} {f.step!r} failed: {f.error.what}"
            raise type(f.error)(what, f.error.hint)
        return self

    def _text(self) -> str:
        status = "ok" if self.ok else "FAILED"
        lines = [
            f"<View {status}: {self.steps_run} step(s) run, at {self.url}>",
            f"title: {self.title}",
        ]
        if self.failure is not None:
            f = self.failure
            lines.append(f"step {f.position} {f.step!r} failed: {f.error.code}: {f.error.message}")
        lines += [f"dialog ({d.type}, {d.action}): {d.message}" for d in self.dialogs]
        lines += [f"console error: {m.text}" for m in self.console_errors]
        return "\n".join(lines)

    def _repr_mimebundle_(self, include: Any = None, exclude: Any = None) -> dict[str, Any]:
        import html

        text = self._text()
        note = html.escape(text).replace("\n", "<br>")
        color = "#14532d" if self.ok else "#b3261e"
        return {
            "text/plain": text,
            "image/png": self.shot._repr_mimebundle_()[
                "image/png" if self.shot.format == "png" else "image/jpeg"
            ],
            "text/html": f'<div style="font:12px sans-serif;color:{color}">{note}</div>'
            + self.shot._repr_html_(),
        }


class Session:
    """A browser tab (and its popups) kept open across cells.

    Open with :func:`nbshot.open`. Every method is synchronous and runs on nbshot's
    engine thread; the session closes at ``with`` exit, on :meth:`close`, or at
    interpreter exit.

    Targets for actions are refs from the latest :meth:`snapshot` (``"e12"``) or
    selectors (``"#save"``, ``"text=Sign in"``).
    """

    def __init__(
        self,
        url: str | None = None,
        *,
        html: str | None = None,
        device: str | None = None,
        viewport: tuple[int, int] | None = None,
        color_scheme: str | None = None,
        reduced_motion: bool | None = None,
        storage_state: str | os.PathLike[str] | dict[str, Any] | None = None,
        timeout: float | None = None,
        action_timeout: float = 5.0,
        out_dir: str | os.PathLike[str] | None = None,
        freeze_time: datetime | str | bool | None = None,
    ) -> None:
        self._clock = make_options(freeze_time=freeze_time or False).freeze_time
        self._opts = make_options(
            viewport=viewport,
            device=device,
            color_scheme=color_scheme,
            reduced_motion=reduced_motion,
            timeout=timeout,
            out_dir=out_dir,
            freeze_time=False,
        )
        if not isinstance(action_timeout, (int, float)) or action_timeout <= 0:
            raise InvalidArgument(
                f"action_timeout={action_timeout!r} is not allowed", "Use seconds > 0"
            )
        if isinstance(storage_state, (str, os.PathLike)) and not Path(storage_state).is_file():
            raise InvalidArgument(
                f"storage_state file {os.fspath(storage_state)!r} does not exist",
                "Pass a file saved by Playwright's context.storage_state(path=...) or a dict",
            )
        self._target = resolve_target(url, html, None) if (url or html) else None
        self._storage_state = storage_state
        self._action_ms = float(action_timeout) * 1000
        self.out_dir = private_dir(self._opts.out_dir or settings.out_dir or default_out_dir())
        self.history: list[str] = []
        #: The steps in :attr:`history` with refs swapped for selectors that find the
        #: same elements in a fresh page load: what :meth:`to_flow` writes.
        self.replay: list[str] = []
        self.start = os.fspath(url) if url is not None else None
        self.opened_with = {
            "device": device, "viewport": tuple(viewport) if viewport else None,
            "color_scheme": color_scheme, "reduced_motion": reduced_motion,
        }  # fmt: skip
        self.dialogs: list[DialogRecord] = []
        self._log = PageLog(all_requests=True)
        self._context: BrowserContext | None = None
        self._pages: list[Page] = []
        self._active = 0
        self._dialog_plan: tuple[bool, str | None] | None = None
        self._console_mark = 0
        self._dialog_mark = 0
        self._tree: A11yTree | None = None
        self._shots = 0
        self._pending: set[asyncio.Future[None]] = set()  # dialog answers in flight
        self._run(self._open())

    # -- plumbing ------------------------------------------------------------------------

    def _run(self, coro: Coroutine[Any, Any, T]) -> T:
        return engine.run(coro)

    @property
    def page(self) -> Page:
        """The active tab's Playwright page (use on the engine loop only)."""
        if self._context is None:
            raise SessionClosed("This session is closed", "Open a new one with nbshot.open(url)")
        return self._pages[self._active]

    async def _open(self) -> None:
        options = await context_options(self._opts)
        if self._storage_state is not None:
            options["storage_state"] = (
                self._storage_state
                if isinstance(self._storage_state, dict)
                else os.fspath(self._storage_state)
            )
        browser = await engine.browser()
        self._context = await browser.new_context(**options)
        self._context.on("page", self._adopt)
        if self._clock is not None:
            # Playwright's clock: Date is fixed, timers keep running, so the page
            # behaves normally but clocks and "n minutes ago" labels repeat.
            await self._context.clock.set_fixed_time(self._clock)
        page = await self._context.new_page()
        if page not in self._pages:
            self._adopt(page)
        if self._target is not None:
            try:
                await load_target(page, self._target, self._opts)
            except NavigationStepError as failed:
                await self._context.close()
                self._context = None
                raise failed.error from None

    def _adopt(self, page: Page) -> None:
        """Watch a new tab: log it, handle its dialogs. Popups arrive here too."""
        if page in self._pages:
            return
        self._pages.append(page)
        self._log.watch(page)
        page.on("dialog", self._on_dialog)
        page.on("close", lambda p: self._forget(p))

    def _forget(self, page: Page) -> None:
        if page in self._pages:
            index = self._pages.index(page)
            self._pages.remove(page)
            if self._active >= index and self._active > 0:
                self._active -= 1

    def _on_dialog(self, dialog: Dialog) -> None:
        # Without an answer the page would hang; answer now and report it in the view.
        plan, self._dialog_plan = self._dialog_plan, None
        accept, text = plan if plan is not None else (dialog.type == "alert", None)
        record = DialogRecord(
            dialog.type, dialog.message, "accepted" if accept else "dismissed", text
        )
        self.dialogs.append(record)
        answer = (
            dialog.accept(text)
            if accept and text is not None
            else (dialog.accept() if accept else dialog.dismiss())
        )
        self._pending.add(asyncio.ensure_future(answer))
        self._pending = {task for task in self._pending if not task.done()}

    async def _locate(self, target: str) -> Locator:
        page = self.page
        if REF.match(target):
            locator = page.locator(f"aria-ref={target}")
            try:
                count = await locator.count()
            except PlaywrightError:
                count = 0
            if count == 0:
                raise StaleRef(
                    f"Ref {target!r} no longer points at an element",
                    "Take a new snapshot (s.snapshot()) and use its refs",
                )
            return locator
        locator, count = await count_matches(page, target)
        if count == 0:
            raise ElementNotFound(
                f"No element matches {target!r}",
                "Check the selector, or use a ref from s.snapshot()",
            )
        if count > 1:
            raise InvalidArgument(
                f"{target!r} matches {count} elements",
                "Make the selector more specific, or use a ref from s.snapshot()",
            )
        return locator

    async def _do(self, what: str, target: str | None, coro_fn: Any) -> None:
        try:
            await coro_fn()
        except PlaywrightTimeout:
            raise Timeout(
                f"{what} did not complete within {self._action_ms / 1000:g} s",
                "The element may be hidden, disabled or covered; check s.snapshot() or s.shot()",
            ) from None
        except PlaywrightError as exc:
            first = str(exc.message or exc).strip().splitlines()[0]
            raise NbshotError(f"{what} failed: {first}") from None

    async def _act(self, verb: str, target: str, fn: Any) -> None:
        locator = await self._locate(target)
        await self._do(f"{verb} {target}", target, lambda: fn(locator))

    # -- actions ----------------------------------------------------------------------------

    def click(
        self,
        target: str,
        *,
        button: str = "left",
        double: bool = False,
        modifiers: Sequence[str] = (),
    ) -> None:
        """Click a ref or selector (``button`` left/right/middle, ``double``, ``modifiers``)."""
        if button not in ("left", "right", "middle"):
            raise InvalidArgument(
                f"button={button!r} is not allowed", "Use 'left', 'right' or 'middle'"
            )
        self._run(self._click(target, button, double, list(modifiers)))

    async def _click(self, target: str, button: Any, double: bool, modifiers: list[Any]) -> None:
        if target.startswith("@"):
            x, y = (float(v) for v in target[1:].split(","))
            mouse = self.page.mouse
            await self._do(
                f"click at {target}",
                None,
                lambda: mouse.click(x, y, button=button, click_count=2 if double else 1),
            )
            return
        await self._act(
            "click",
            target,
            lambda loc: (loc.dblclick if double else loc.click)(
                button=button, modifiers=modifiers, timeout=self._action_ms
            ),
        )

    def fill(self, target: str, text: str) -> None:
        """Replace the value of a text field."""
        self._run(self._act("fill", target, lambda loc: loc.fill(text, timeout=self._action_ms)))

    def type(self, target: str, text: str, *, submit: bool = False, slowly: bool = False) -> None:
        """Type into a field key by key (``slowly``: 50 ms a key); ``submit`` presses Enter."""

        async def typing(loc: Locator) -> None:
            await loc.press_sequentially(text, delay=50 if slowly else 0, timeout=self._action_ms)
            if submit:
                await loc.press("Enter", timeout=self._action_ms)

        self._run(self._act("type into", target, typing))

    def press(self, key: str) -> None:
        """Press a key (``"Enter"``, ``"Control+A"``) on whatever has focus."""
        self._run(self._do(f"press {key}", None, lambda: self.page.keyboard.press(key)))

    def select(self, target: str, values: str | Sequence[str]) -> None:
        """Choose options of a ``<select>`` by value or label."""
        wanted = [values] if isinstance(values, str) else list(values)

        async def choose(loc: Locator) -> None:
            try:
                await loc.select_option(wanted, timeout=self._action_ms)
            except PlaywrightError:
                await loc.select_option(label=wanted, timeout=self._action_ms)

        self._run(self._act("select in", target, choose))

    def check(self, target: str) -> None:
        self._run(self._act("check", target, lambda loc: loc.check(timeout=self._action_ms)))

    def uncheck(self, target: str) -> None:
        self._run(self._act("uncheck", target, lambda loc: loc.uncheck(timeout=self._action_ms)))

    def hover(self, target: str) -> None:
        self._run(self._act("hover", target, lambda loc: loc.hover(timeout=self._action_ms)))

    def drag(self, source: str, destination: str) -> None:
        """Drag one element onto another."""

        async def dragging() -> None:
            src, dst = await self._locate(source), await self._locate(destination)
            await self._do(
                f"drag {source} to {destination}",
                None,
                lambda: src.drag_to(dst, timeout=self._action_ms),
            )

        self._run(dragging())

    def upload(self, target: str, files: str | os.PathLike[str] | Sequence[str]) -> None:
        """Set the files of an ``<input type=file>``; every file must exist."""
        paths = [files] if isinstance(files, (str, os.PathLike)) else list(files)
        for path in paths:
            if not Path(path).is_file():
                raise InvalidArgument(f"No such file to upload: {str(path)!r}", "Check the path")
        self._run(
            self._act(
                "upload to", target, lambda loc: loc.set_input_files(paths, timeout=self._action_ms)
            )
        )

    def scroll(self, direction: str = "down", amount: int = 500) -> None:
        """Scroll the page ``up``/``down``/``left``/``right`` by ``amount`` CSS pixels."""
        deltas = {
            "down": (0, amount),
            "up": (0, -amount),
            "right": (amount, 0),
            "left": (-amount, 0),
        }
        if direction not in deltas:
            raise InvalidArgument(
                f"direction={direction!r} is not allowed", "Use up, down, left or right"
            )
        dx, dy = deltas[direction]
        self._run(self.page.evaluate("([dx, dy]) => window.scrollBy(dx, dy)", [dx, dy]))

    def wait_for(
        self,
        *,
        text: str | None = None,
        gone: str | None = None,
        selector: str | None = None,
        time: float | None = None,
    ) -> None:
        """Wait until ``text`` appears, ``gone`` disappears, ``selector`` is visible,
        or ``time`` seconds pass (one of them)."""
        given = [
            k
            for k, v in {"text": text, "gone": gone, "selector": selector, "time": time}.items()
            if v is not None
        ]
        if len(given) != 1:
            raise InvalidArgument(
                "wait_for takes exactly one of text=, gone=, selector=, time=",
                "e.g. s.wait_for(text='Saved')",
            )
        self._run(self._wait(text, gone, selector, time))

    async def _wait(
        self, text: str | None, gone: str | None, selector: str | None, seconds: float | None
    ) -> None:
        if seconds is not None:
            await asyncio.sleep(seconds)
            return
        page, limit = self.page, self._opts.timeout_ms
        what, locator, state = (
            (f"text {text!r} to appear", page.get_by_text(text).first, "visible")
            if text is not None
            else (f"text {gone!r} to disappear", page.get_by_text(gone or "").first, "hidden")
            if gone is not None
            else (f"{selector!r} to appear", page.locator(selector or "").first, "visible")
        )
        try:
            await locator.wait_for(state=state, timeout=limit)  # type: ignore[arg-type]
        except PlaywrightTimeout:
            raise Timeout(
                f"Waited {limit / 1000:g} s for {what}", "Check the text, or take a snapshot"
            ) from None

    def goto(self, url: str) -> None:
        """Open ``url``; relative URLs (``/settings``) resolve against the current page."""
        self._run(self._goto(url))

    async def _goto(self, url: str) -> None:
        absolute = urljoin(self.page.url, url) if not url.startswith(("demo:", "http")) else url
        target = resolve_target(absolute, None, None)
        try:
            await load_target(self.page, target, self._opts)
        except NavigationStepError as failed:
            raise failed.error from None

    def back(self) -> None:
        """Go back one page in history."""
        self._run(self._do("back", None, lambda: self.page.go_back(timeout=self._opts.timeout_ms)))

    def eval(self, js: str) -> Any:
        """Evaluate a JavaScript expression (or function) in the page; returns its JSON value."""
        return self._run(self._do_eval(js))

    async def _do_eval(self, js: str) -> Any:
        try:
            return await self.page.evaluate(js)
        except PlaywrightError as exc:
            first = str(exc.message or exc).strip().splitlines()[0]
            raise NbshotError(f"The script failed: {first}", "Check the JavaScript") from None

    def handle_dialog(self, accept: bool = True, prompt_text: str | None = None) -> None:
        """Decide how to answer the next dialog. Without this, alerts are accepted and
        other dialogs dismissed; every dialog is listed in :attr:`dialogs` and the view."""
        self._dialog_plan = (bool(accept), prompt_text)

    # -- tabs ------------------------------------------------------------------------------

    def tabs(self) -> pd.DataFrame:
        """Open tabs. Columns: index, url, title, active."""
        import pandas as pd

        async def rows() -> list[dict[str, Any]]:
            return [
                {"index": i, "url": p.url, "title": await p.title(), "active": i == self._active}
                for i, p in enumerate(self._pages)
            ]

        frame: pd.DataFrame = pd.DataFrame(
            self._run(rows()), columns=["index", "url", "title", "active"]
        )
        return frame

    def new_tab(self, url: str | None = None) -> int:
        """Open a tab (at ``url``), make it active, return its index."""

        async def opening() -> int:
            assert self._context is not None
            base = self.page.url  # relative URLs resolve against the tab we come from
            page = await self._context.new_page()
            self._adopt(page)
            self._active = self._pages.index(page)
            if url:
                await self._goto(urljoin(base, url) if url.startswith("/") else url)
            return self._active

        return self._run(opening())

    def switch(self, index: int) -> None:
        """Make tab ``index`` the active one."""
        if not 0 <= index < len(self._pages):
            raise InvalidArgument(
                f"No tab {index}", f"Use 0..{len(self._pages) - 1} (see s.tabs())"
            )
        self._active = index
        self._tree = None
        self._run(self.page.bring_to_front())

    def close_tab(self, index: int | None = None) -> None:
        """Close tab ``index`` (default: the active one). The last tab cannot be closed."""
        index = self._active if index is None else index
        if not 0 <= index < len(self._pages):
            raise InvalidArgument(
                f"No tab {index}", f"Use 0..{len(self._pages) - 1} (see s.tabs())"
            )
        if len(self._pages) == 1:
            raise InvalidArgument("That is the only tab", "Close the session with s.close()")
        self._run(self._pages[index].close())

    # -- looking -------------------------------------------------------------------------

    def snapshot(
        self, *, selector: str | None = None, depth: int | None = None, boxes: bool = True
    ) -> A11yTree:
        """The accessibility tree of the active tab (or of ``selector``); its refs
        become the ones actions resolve."""
        return self._run(self._snapshot(selector, depth, boxes))

    async def _snapshot(self, selector: str | None, depth: int | None, boxes: bool) -> A11yTree:
        page = self.page
        scope: Page | Locator = page if selector is None else await self._locate(selector)
        text = await scope.aria_snapshot(
            mode="ai", boxes=boxes, depth=depth, timeout=self._opts.timeout_ms
        )
        self._tree = A11yTree(text, url=page.url, title=await page.title())
        return self._tree

    def shot(self, name: str | None = None, **options: Any) -> Shot:
        """Screenshot the active tab now. Takes capture's picture options
        (``selector``, ``full_page``, ``mask``, ``mask_color``, ``animations``, ``format``...)."""
        for key in ("viewport", "device", "color_scheme", "reduced_motion", "html", "timeout"):
            if key in options:
                raise InvalidArgument(
                    f"{key}= is set when the session opens", "Pass it to nbshot.open()"
                )
        options.setdefault("freeze_time", False)
        options.setdefault("out_dir", self.out_dir)
        opts = make_options(timeout=self._opts.timeout, **options)
        self._shots += 1
        label = validate_name(name) if name is not None else f"session-{self._shots}"
        out = private_dir(opts.out_dir or self.out_dir)
        return self._run(
            shoot(
                self.page, opts, out, label, log=PageLog(), started=time.perf_counter(), timings={}
            )
        )

    def console(self) -> pd.DataFrame:
        """Console messages of every tab so far. Columns: level, text, location."""
        return self._log.console_df()

    def requests(self) -> pd.DataFrame:
        """Requests of every tab so far. Columns: url, method, status, resource_type, failure."""
        return self._log.requests_df()

    @property
    def url(self) -> str:
        return self.page.url

    # -- steps ------------------------------------------------------------------------------

    def run_step(self, step: Step) -> Shot | None:
        """Run one parsed step; ``shot:`` steps return their Shot."""
        action, target, value = step.action, step.target, step.value
        if action in ("click", "dblclick", "rightclick"):
            assert target is not None
            self.click(
                target,
                double=action == "dblclick",
                button="right" if action == "rightclick" else "left",
            )
        elif action == "fill":
            self.fill(target or "", value or "")
        elif action == "type":
            self.type(target or "", value or "")
        elif action == "press":
            self.press(value or "")
        elif action == "select":
            self.select(target or "", (value or "").split(","))
        elif action in ("check", "uncheck", "hover"):
            getattr(self, action)(target)
        elif action == "scroll":
            direction, amount = (value or "down 500").split()
            self.scroll(direction, int(amount))
        elif action == "wait":
            assert value is not None
            seconds = wait_seconds(value)
            if seconds is not None:
                self.wait_for(time=seconds)
            else:
                kind, _, what = value.partition("=")
                self.wait_for(
                    text=what if kind == "text" else None,
                    gone=what if kind == "gone" else None,
                    selector=what if kind == "selector" else None,
                )
        elif action == "goto":
            self.goto(value or "")
        elif action == "back":
            self.back()
        elif action == "shot":
            return self.shot(value)
        return None

    def act(self, *steps: str) -> View:
        """Run steps in order (see :mod:`nbshot.steps`), stop at the first failure, and
        return a :class:`View` of the page after them.

        Every step is parsed first: a malformed one raises InvalidArgument naming it,
        before anything runs. Steps that succeed are added to :attr:`history`.
        """
        parsed = parse_steps(list(steps))
        failure = None
        done = 0
        for position, step in enumerate(parsed, start=1):
            replay = self._replayable(step)
            try:
                self.run_step(step)
            except NbshotError as error:
                failure = StepFailure(position, step.raw, error)
                break
            self.history.append(step.raw)
            self.replay.append(replay)
            done = position
        return self.view(failure=failure, steps_run=done)

    def _replayable(self, step: Step) -> str:
        """The step with a ref target swapped for a stable selector (when one exists)."""
        if step.target is None or not REF.match(step.target) or self._context is None:
            return step.raw
        node = None
        if self._tree is not None:
            node = next((n for n in self._tree.nodes if n.ref == step.target), None)
        selector = self._run(stable_selector(self.page, step.target, node))
        if selector is None:
            return step.raw
        value = f"={step.value}" if step.value is not None else ""
        return f"{step.action}:{selector}{value}"

    def to_flow(
        self,
        path: str | os.PathLike[str],
        params: Sequence[str] = ("url",),
        *,
        title: str | None = None,
    ) -> Path:
        """Write the steps that succeeded as a parameterized flow notebook.

        Parameters
        ----------
        path:
            The notebook to write (``flows/checkout.ipynb``); its folder must exist.
        params:
            What becomes a parameter: ``"url"`` (where the steps start), ``"clock"``,
            and the value of any ``fill``/``type`` step by its field's name
            (``"email"`` for a field labelled Email). See :attr:`fields`.
        title:
            The flow's title (default from the file name).

        Returns the path written. Raises InvalidArgument for an unknown parameter
        (listing the possible ones) or a session that never ran a step.
        """
        from .flow_writer import write_flow

        return write_flow(self, path, params, title=title)

    @property
    def fields(self) -> dict[str, str]:
        """Parameter names :meth:`to_flow` can offer for typed values: name -> step."""
        from .flow_writer import typed_fields

        return typed_fields(self.replay)

    def view(self, *, failure: StepFailure | None = None, steps_run: int = 0) -> View:
        """The page now: screenshot, snapshot and what happened since the last view.

        The view's shot carries the tree and DOM facts, so ``nbshot.describe`` can
        read it; that one snapshot also becomes the one refs resolve against.
        """
        self._run(self._settle())
        shot = self.shot(f"view-{self._shots + 1}", snapshot=True)
        assert shot.tree is not None
        tree = self._tree = shot.tree
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
        """Close the session's tabs; safe to call twice."""
        context, self._context = self._context, None
        if context is not None and engine.running():
            with contextlib.suppress(PlaywrightError):  # the browser is already gone
                self._run(context.close())

    @property
    def closed(self) -> bool:
        return self._context is None

    def __enter__(self) -> Session:
        return self

    def __exit__(self, *exc_info: object) -> None:
        self.close()

    def __repr__(self) -> str:
        if self._context is None:
            return "<Session closed>"
        return f"<Session {len(self._pages)} tab(s), at {self.page.url}>"

    def widget(self) -> Any:
        """An ipywidgets explorer of this session (see :class:`nbshot.Explorer`)."""
        from .explorer import Explorer

        return Explorer(self)


def open(  # noqa: A001 - nbshot.open is the name users expect
    url: str | None = None, **options: Any
) -> Session:
    """Open a live session at ``url`` (http(s), file, ``demo:/page``, or ``html=``).

    Options: ``device``, ``viewport``, ``color_scheme``, ``reduced_motion``,
    ``storage_state`` (a file or dict, e.g. a logged-in state), ``timeout`` (page
    loads, seconds), ``action_timeout`` (each action, default 5 s), ``out_dir``,
    ``freeze_time`` (True or a datetime/ISO string: ``Date`` is fixed there through
    Playwright's clock while timers run; default: the real clock).
    """
    return Session(url, **options)
