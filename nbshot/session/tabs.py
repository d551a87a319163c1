"""A session's tabs and their dialogs: every new tab (popups too) is watched, its
dialogs answered; tabs can be listed, opened, switched and closed; and the state
(cookies, storage) they share (a mixin of Session)."""

from __future__ import annotations

import asyncio
import json
import os
from collections.abc import Coroutine, Mapping
from pathlib import Path
from typing import TYPE_CHECKING, Any, TypeVar
from urllib.parse import urljoin

from playwright.async_api import BrowserContext, Dialog, Page

from nbshot import secrets
from nbshot.browser.engine import engine
from nbshot.errors import InvalidArgument
from nbshot.files import atomic_write
from nbshot.model.a11y import A11yTree
from nbshot.page.log import PageLog
from nbshot.session.view import DialogRecord

if TYPE_CHECKING:
    import pandas as pd

    from nbshot.session.explorer import Explorer

T = TypeVar("T")
#: Dialogs accepted unless handle_dialog() says otherwise; the others are dismissed.
_ACCEPTED = ("alert", "beforeunload")


class Tabs:
    """Tab handling for :class:`~nbshot.session.session.Session`, which provides the
    context, the pages and the way to run a coroutine."""

    _context: BrowserContext | None
    _pages: list[Page]
    _active: int
    _tree: A11yTree | None
    _log: PageLog
    _dialog_plan: tuple[bool, str | None] | None
    _pending: set[asyncio.Future[None]]
    dialogs: list[DialogRecord]

    @property
    def page(self) -> Page:
        raise NotImplementedError

    def _run(self, coro: Coroutine[Any, Any, T]) -> T:
        raise NotImplementedError

    async def _goto(self, url: str) -> None:
        raise NotImplementedError

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
        # "Leave page?" is answered yes: staying would make every later goto fail.
        plan, self._dialog_plan = self._dialog_plan, None
        accept, text = plan if plan is not None else (dialog.type in _ACCEPTED, None)
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

    def console(self) -> pd.DataFrame:
        """Console messages of every tab so far. Columns: level, text, location."""
        return self._log.console_df()

    def requests(self) -> pd.DataFrame:
        """Requests of every tab so far. Columns: url, method, status, resource_type, failure."""
        return self._log.requests_df()

    def storage_state(self, path: str | os.PathLike[str] | None = None) -> dict[str, Any]:
        """The session's cookies and local storage (Playwright's storage state), to open
        another session or capture signed in (``nbshot.open(url, storage_state=...)``);
        also written owner-only to ``path`` when given."""
        state = self._run(self.storage_state_async())
        if path is not None:
            atomic_write(Path(path), json.dumps(state))
        return state

    def widget(self) -> Explorer:
        """An ipywidgets explorer of this session (see :class:`nbshot.Explorer`)."""
        # Imported here: ipywidgets is paid for only by those who ask for a widget.
        from nbshot.session.explorer import Explorer

        explorer = Explorer(self)  # type: ignore[arg-type]
        self.__dict__.setdefault("_explorers", []).append(explorer)  # told at close
        return explorer

    def _tell_explorers(self) -> None:
        """The session closed: its explorers stop offering steps and say why."""
        for explorer in self.__dict__.pop("_explorers", []):
            explorer.closed()

    async def storage_state_async(self) -> dict[str, Any]:
        """Async twin of :meth:`storage_state` (without ``path``). A secret the page put
        in a cookie or its storage is masked there."""

        async def read() -> dict[str, Any]:
            self.page  # noqa: B018 - raises SessionClosed / SessionLost
            assert self._context is not None
            return masked_state(dict(await self._context.storage_state()))

        return await engine.run_async(read())


def masked_state(state: Mapping[str, Any]) -> dict[str, Any]:
    """A storage state with every remembered secret masked: a page that keeps the
    password it was given (in localStorage, say) must not leave it in a file."""
    masked: dict[str, Any] = json.loads(secrets.redact(json.dumps(state, ensure_ascii=False)))
    return masked
