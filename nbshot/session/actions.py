"""A session's actions: click, fill, type, press, select, ... and the step grammar's verbs.

Each action is a coroutine on the engine loop (``_click``, ``_fill`` ...); the public
methods are thin sync calls over them, and :meth:`Actions.run_step_async` dispatches a
parsed step to them, so ``Session.act`` runs all its steps as one coroutine.
"""

from __future__ import annotations

import asyncio
import os
from collections.abc import Awaitable, Callable, Coroutine, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any, TypeVar
from urllib.parse import urljoin

from playwright.async_api import Error as PlaywrightError
from playwright.async_api import Locator, Page
from playwright.async_api import TimeoutError as PlaywrightTimeout

from nbshot import secrets
from nbshot.errors import BrowserError, ElementNotFound, InvalidArgument, StaleRef, Timeout
from nbshot.model.bounds import MAX_STEPS, check_count
from nbshot.model.shot import Shot
from nbshot.model.steps import REF, Step, parse_steps, wait_seconds
from nbshot.page.load import NavigationStepError, count_matches, load_target
from nbshot.page.options import CaptureOptions
from nbshot.page.targets import resolve_target
from nbshot.page.tree import SessionRefs
from nbshot.project.file import secret_names
from nbshot.session.listbox import choose_options, widget_kind

if TYPE_CHECKING:
    from typing_extensions import Unpack

    from nbshot.page.option_args import ShotArgs

T = TypeVar("T")
_SCROLL = {"down": (0, 1), "up": (0, -1), "right": (1, 0), "left": (-1, 0)}


async def _in_any_frame(page: Page, text: str, limit: float) -> None:
    """Return once ``text`` is visible in the page or any of its frames (those there
    when the wait starts); raises PlaywrightTimeout after ``limit`` ms without it."""
    waits = [asyncio.ensure_future(frame.get_by_text(text).first.wait_for(
        state="visible", timeout=limit)) for frame in page.frames]  # fmt: skip
    try:
        pending = set(waits)
        while pending:
            done, pending = await asyncio.wait(pending, return_when=asyncio.FIRST_COMPLETED)
            if any(not w.cancelled() and w.exception() is None for w in done):
                return
        raise PlaywrightTimeout(f"text {text!r} did not appear")  # each frame's wait failed
    finally:
        for w in waits:
            w.cancel()
        await asyncio.gather(*waits, return_exceptions=True)  # no unread exceptions


class Actions:  # long: one method per step of the grammar
    """The actions of a :class:`~nbshot.session.session.Session` (a mixin: the session
    provides the page, the timeouts and the way to run a coroutine)."""

    _action_ms: float
    _opts: CaptureOptions
    _dialog_plan: tuple[bool, str | None] | None
    _refs: SessionRefs

    @property
    def page(self) -> Page:
        raise NotImplementedError

    def _run(self, coro: Coroutine[Any, Any, T]) -> T:
        raise NotImplementedError

    async def shot_async(self, name: str | None = None, **options: Unpack[ShotArgs]) -> Shot:
        raise NotImplementedError

    # -- finding elements ---------------------------------------------------------------

    def aria_ref(self, ref: str) -> str:
        """The Playwright selector (``aria-ref=...``) for a ref of the latest view;
        one that matches nothing for a ref of a page the session has left."""
        # e0 is never a ref: a stale one becomes a selector that finds nothing.
        return f"aria-ref={self._refs.playwright_ref(self.page, ref) or 'e0'}"

    async def _locate(self, target: str) -> Locator:
        page = self.page
        if REF.match(target):
            locator = page.locator(self.aria_ref(target))
            try:
                count = await locator.count()
            except PlaywrightError:
                count = 0
            if count == 0:
                raise StaleRef(
                    f"Ref {target!r} no longer points at an element",
                    "Refs change when the page does: use one from the latest view "
                    "(what act returned, s.view(), the explorer, or the snapshot tool)",
                )
            return locator
        locator, count = await count_matches(page, target)
        if count == 0:
            raise ElementNotFound(
                f"No element matches {target!r}",
                "Check the selector, or use a ref from the latest view",
            )
        if count > 1:
            raise InvalidArgument(
                f"{target!r} matches {count} elements",
                "Make the selector more specific, or use a ref from the latest view",
            )
        return locator

    async def _do(self, what: str, work: Callable[[], Awaitable[Any]]) -> None:
        try:
            await work()
        except PlaywrightTimeout:
            raise Timeout(
                f"{what} did not complete within {self._action_ms / 1000:g} s",
                "The element may be hidden, disabled or covered; look at the latest view",
            ) from None
        except PlaywrightError as exc:
            first = str(exc.message or exc).strip().splitlines()[0]
            raise BrowserError(f"{what} failed: {first}", _hint_for(first)) from None

    async def _on(self, verb: str, target: str, work: Callable[[Locator], Awaitable[Any]]) -> None:
        locator = await self._locate(target)
        await self._do(f"{verb} {target}", lambda: work(locator))

    # -- the actions, as coroutines -----------------------------------------------------

    async def _click(
        self, target: str, button: str = "left", double: bool = False, modifiers: Sequence[str] = ()
    ) -> None:
        if button not in ("left", "right", "middle"):
            raise InvalidArgument(
                f"button={button!r} is not allowed", "Use 'left', 'right' or 'middle'"
            )
        clicks = 2 if double else 1
        if target.startswith("@"):
            x, y = (float(v) for v in target[1:].split(","))
            size = self.page.viewport_size
            if size is not None and not (0 <= x < size["width"] and 0 <= y < size["height"]):
                raise InvalidArgument(
                    f"Point {target} is outside the viewport "
                    f"({size['width']}x{size['height']} CSS pixels)",
                    "Give a point inside it, counted from the viewport's top left",
                )
            mouse = self.page.mouse
            await self._do(
                f"click at {target}",
                lambda: mouse.click(x, y, button=button, click_count=clicks),  # type: ignore[arg-type]
            )
            return
        keys: Any = list(modifiers)
        await self._on(
            "click",
            target,
            lambda loc: (loc.dblclick if double else loc.click)(
                button=button,  # type: ignore[arg-type]
                modifiers=keys,
                timeout=self._action_ms,
            ),
        )

    async def _type(
        self, target: str, text: str, submit: bool = False, slowly: bool = False
    ) -> None:
        async def typing(loc: Locator) -> None:
            if secrets.holds_secret(text):  # at once: see _with_secrets
                await loc.fill(text, timeout=self._action_ms)
            else:
                await loc.press_sequentially(
                    text, delay=50 if slowly else 0, timeout=self._action_ms
                )
            if submit:
                await loc.press("Enter", timeout=self._action_ms)

        await self._on("type into", target, typing)

    async def _select(self, target: str, values: str | Sequence[str]) -> None:
        wanted = [values] if isinstance(values, str) else list(values)
        ms = self._action_ms

        async def choose(loc: Locator) -> None:
            widget = await widget_kind(loc)
            if widget.tag != "select":  # a custom combobox or listbox: open it, click the option
                await choose_options(loc, target, widget, wanted, ms)
                return
            try:
                await loc.select_option(wanted, timeout=ms)
            except PlaywrightError:
                await loc.select_option(label=wanted, timeout=ms)

        await self._on("select in", target, choose)

    async def _drag(self, source: str, destination: str) -> None:
        src, dst = await self._locate(source), await self._locate(destination)
        await self._do(
            f"drag {source} to {destination}", lambda: src.drag_to(dst, timeout=self._action_ms)
        )

    async def _scroll(self, direction: str, amount: int) -> None:
        if direction not in _SCROLL:
            raise InvalidArgument(
                f"direction={direction!r} is not allowed", "Use up, down, left or right"
            )
        dx, dy = (amount * d for d in _SCROLL[direction])
        await self.page.evaluate("([dx, dy]) => window.scrollBy(dx, dy)", [dx, dy])

    async def _wait(
        self, text: str | None, gone: str | None, selector: str | None, seconds: float | None
    ) -> None:
        given = [v for v in (text, gone, selector, seconds) if v is not None]
        if len(given) != 1:
            raise InvalidArgument(
                "wait_for takes exactly one of text=, gone=, selector=, time=",
                "e.g. s.wait_for(text='Saved')",
            )
        if seconds is not None:
            check_wait(seconds, self._opts.timeout)
            await asyncio.sleep(seconds)
            return
        page, limit = self.page, self._opts.timeout_ms
        try:
            if text is not None:  # the tree shows frames' text, so the wait looks there too
                what = f"text {text!r} to appear"
                await _in_any_frame(page, text, limit)
            elif gone is not None:
                what = f"text {gone!r} to disappear"
                ends = await asyncio.gather(
                    *(
                        f.get_by_text(gone).first.wait_for(state="hidden", timeout=limit)
                        for f in page.frames
                    ),
                    return_exceptions=True,
                )  # a frame that went away holds it no more
                late = [e for e in ends if isinstance(e, PlaywrightTimeout)]
                if late:
                    raise late[0]  # fmt: skip
            else:
                what = f"{selector!r} to appear"
                await page.locator(selector or "").first.wait_for(state="visible", timeout=limit)
        except PlaywrightTimeout:
            raise Timeout(
                f"Waited {limit / 1000:g} s for {what}", "Check the text, or take a snapshot"
            ) from None

    async def _goto(self, url: str) -> None:
        absolute = urljoin(self.page.url, url) if not url.startswith(("demo:", "http")) else url
        target = resolve_target(absolute, None, None)
        try:
            await load_target(self.page, target, self._opts)
        except NavigationStepError as failed:
            raise failed.error from None

    async def run_step_async(self, step: Step) -> Shot | None:
        """Run one parsed step on the engine loop; ``shot:`` steps return their Shot."""
        action, target, value = step.action, step.target or "", step.value
        if value and secrets.REFERENCE.search(value):
            value = _with_secrets(action, value)  # read now: only ${NAME} is kept anywhere
        ms = self._action_ms
        if action in ("click", "dblclick", "rightclick"):
            button = "right" if action == "rightclick" else "left"
            await self._click(target, button, double=action == "dblclick")
        elif action == "fill":
            await self._on("fill", target, lambda loc: loc.fill(value or "", timeout=ms))
        elif action == "type":
            await self._type(target, value or "")
        elif action == "press":
            await self._do(f"press {value}", lambda: self.page.keyboard.press(value or ""))
        elif action == "select":
            await self._select(target, (value or "").split(","))
        elif action in ("check", "uncheck", "hover"):
            await self._on(action, target, lambda loc: getattr(loc, action)(timeout=ms))
        elif action == "scroll":
            direction, amount = (value or "down 500").split()
            await self._scroll(direction, int(amount))
        elif action == "wait":
            await self._wait_step(value or "")
        elif action == "goto":
            await self._goto(value or "")
        elif action == "back":
            await self._do("back", lambda: self.page.go_back(timeout=self._opts.timeout_ms))
        elif action == "shot":
            return await self.shot_async(value)
        return None

    async def _wait_step(self, value: str) -> None:
        seconds = wait_seconds(value)
        if seconds is not None:
            await self._wait(None, None, None, seconds)
            return
        kind, _, what = value.partition("=")
        await self._wait(
            what if kind == "text" else None,
            what if kind == "gone" else None,
            what if kind == "selector" else None,
            None,
        )

    # -- the sync faces -----------------------------------------------------------------

    def click(
        self,
        target: str,
        *,
        button: str = "left",
        double: bool = False,
        modifiers: Sequence[str] = (),
    ) -> None:
        """Click a ref, a selector or ``@x,y`` (``button`` left/right/middle, ``double``,
        ``modifiers`` such as ``["Shift"]``)."""
        self._run(self._click(target, button, double, modifiers))

    def fill(self, target: str, text: str) -> None:
        """Replace the value of a text field."""
        self._run(self._on("fill", target, lambda loc: loc.fill(text, timeout=self._action_ms)))

    def type(self, target: str, text: str, *, submit: bool = False, slowly: bool = False) -> None:
        """Type into a field key by key (``slowly``: 50 ms a key); ``submit`` presses Enter."""
        self._run(self._type(target, text, submit, slowly))

    def press(self, key: str) -> None:
        """Press a key (``"Enter"``, ``"Control+A"``) on whatever has focus."""
        self._run(self._do(f"press {key}", lambda: self.page.keyboard.press(key)))

    def select(self, target: str, values: str | Sequence[str]) -> None:
        """Choose options of a ``<select>`` by value or label, or of an ARIA combobox or
        listbox by the option's name (it opens the list and clicks the option)."""
        self._run(self._select(target, values))

    def check(self, target: str) -> None:
        """Tick a checkbox or radio button."""
        self._run(self._on("check", target, lambda loc: loc.check(timeout=self._action_ms)))

    def uncheck(self, target: str) -> None:
        """Clear a checkbox."""
        self._run(self._on("uncheck", target, lambda loc: loc.uncheck(timeout=self._action_ms)))

    def hover(self, target: str) -> None:
        """Move the mouse over an element."""
        self._run(self._on("hover", target, lambda loc: loc.hover(timeout=self._action_ms)))

    def drag(self, source: str, destination: str) -> None:
        """Drag one element onto another."""
        self._run(self._drag(source, destination))

    def upload(self, target: str, files: str | os.PathLike[str] | Sequence[str]) -> None:
        """Set the files of an ``<input type=file>``; every file must exist."""
        given = [files] if isinstance(files, (str, os.PathLike)) else list(files)
        paths = [os.fspath(path) for path in given]
        for path in paths:
            if not Path(path).is_file():
                raise InvalidArgument(f"No such file to upload: {str(path)!r}", "Check the path")
        ms = self._action_ms
        self._run(self._on("upload to", target, lambda loc: loc.set_input_files(paths, timeout=ms)))

    def scroll(self, direction: str = "down", amount: int = 500) -> None:
        """Scroll the page ``up``/``down``/``left``/``right`` by ``amount`` CSS pixels."""
        self._run(self._scroll(direction, amount))

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
        self._run(self._wait(text, gone, selector, time))

    def goto(self, url: str) -> None:
        """Open ``url``; relative URLs (``/settings``) resolve against the current page."""
        self._run(self._goto(url))

    def back(self) -> None:
        """Go back one page in history."""
        self._run(self._do("back", lambda: self.page.go_back(timeout=self._opts.timeout_ms)))

    def handle_dialog(self, accept: bool = True, prompt_text: str | None = None) -> None:
        """Decide how to answer the next dialog. Without this, alerts and "Leave page?"
        (beforeunload) are accepted and other dialogs dismissed; every dialog is listed
        in ``dialogs`` and the view."""
        self._dialog_plan = (bool(accept), prompt_text)

    def run_step(self, step: Step) -> Shot | None:
        """Run one parsed step; ``shot:`` steps return their Shot."""
        return self._run(self.run_step_async(step))


def _hint_for(message: str) -> str:
    """What to try after the browser refused an action, from its message."""
    lowered = message.lower()
    if "unknown key" in lowered:
        return (
            "Use a key name such as Enter, Tab, Escape, ArrowDown, PageDown or a "
            "combination such as Control+A"
        )
    if "not a <select>" in lowered or "not a select" in lowered:
        return "select: works on <select>, comboboxes and listboxes; else click: it and its option"
    if "not an <input>" in lowered or "not an input" in lowered or "cannot type" in lowered:
        return "fill: and type: work on text fields; check the ref in a new snapshot"
    return "Check the element's state in a new snapshot (s.view() or the snapshot tool)"


def _with_secrets(action: str, value: str) -> str:
    """A step's value with each ``${NAME}`` read from the environment.

    Only ``fill:`` and ``type:`` read secrets, so one never lands in a URL a page's
    server logs; ``type:`` then fills the field at once, not key by key, so a page that
    answers each key (search as you type) never sends a prefix of it.

    Raises
    ------
    InvalidArgument
        For another step, or a NAME that is not listed or not set (see
        :func:`nbshot.secrets.expand`).
    """
    if action not in secrets.EXPANDS_IN:
        raise InvalidArgument(
            f"{action}: does not read secrets",
            "${NAME} is typed by fill: and type: steps only, never put in a URL, a wait or a key",
        )
    return secrets.expand(value, secret_names())


def check_wait(seconds: float, limit: float) -> None:
    """Refuse a timed wait longer than the session's timeout (``limit``): a call must
    end within its timeout (``wait:99999999s`` would hold a server's slot for years).

    Raises
    ------
    InvalidArgument
        Naming the limit.
    """
    if not 0 <= seconds <= limit:
        raise InvalidArgument(
            f"A wait of {seconds:g} s is longer than this session's timeout ({limit:g} s)",
            "Wait for what you expect instead (wait:text=Saved, wait:selector=#done), "
            "or open the session with a longer timeout",
        )


def planned_steps(steps: Sequence[str], timeout: float) -> list[Step]:
    """``steps`` parsed and checked before anything runs: at most MAX_STEPS, and no
    timed wait longer than the session's ``timeout`` (see :func:`check_wait`).

    Raises
    ------
    InvalidArgument
        For a malformed step (naming it), too many steps, or too long a wait.
    """
    check_count("steps", steps, MAX_STEPS, "Split them over several act calls")
    parsed = parse_steps(list(steps))
    for step in parsed:
        seconds = wait_seconds(step.value or "") if step.action == "wait" else None
        if seconds is not None:
            check_wait(seconds, timeout)
    return parsed
