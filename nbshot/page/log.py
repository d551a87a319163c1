"""What a page said and fetched while nbshot watched: console messages and requests."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from playwright.async_api import ConsoleMessage as PwConsoleMessage
from playwright.async_api import Page, Request, Response

from nbshot.model.shot_parts import ConsoleMessage, FailedRequest

if TYPE_CHECKING:
    import pandas as pd

# Kept per page (per session): a page that logs 200,000 errors must not cost memory,
# answer size or the time to move each message from the driver. See docs/security.md.
MAX_CONSOLE = 1_000
MAX_REQUESTS = 2_000
_MAX_TEXT = 10_000  # characters of one message (or its location) kept


@dataclass
class RequestRecord:
    """One request: ``status`` once answered, ``failure`` if it failed outright."""

    url: str
    method: str
    resource_type: str
    status: int | None = None
    failure: str | None = None

    @property
    def failed(self) -> bool:
        return self.failure is not None or (self.status is not None and self.status >= 400)


class PageLog:
    """Listens to a page (and, for sessions, every page of a context).

    ``all_requests=False`` (captures) keeps only failed requests, which is all a
    Shot reports and saves work on pages with many resources.

    At most :data:`MAX_CONSOLE` console messages are kept, the last of them a note
    saying later ones were not; then the console listeners are removed, so the
    driver stops sending the page's messages at all (Playwright sends console events
    only while someone listens). At most :data:`MAX_REQUESTS` requests are kept.
    """

    def __init__(self, all_requests: bool = False) -> None:
        self.all_requests = all_requests
        self.console: list[ConsoleMessage] = []
        self.requests: list[RequestRecord] = []
        self.requests_dropped = 0  # requests seen past MAX_REQUESTS
        self._open: dict[Request, RequestRecord] = {}
        self._pages: list[Page] = []
        self._console_full = False

    def watch(self, page: Page) -> None:
        """Start recording what ``page`` logs and fetches."""
        self._pages.append(page)
        for event, handler in self._handlers():
            page.on(event, handler)  # type: ignore[call-overload]

    def unwatch(self, page: Page) -> None:
        """Stop recording ``page`` (a warm page goes on to serve other captures)."""
        if page in self._pages:
            self._pages.remove(page)
        for event, handler in self._handlers(console=True):
            page.remove_listener(event, handler)  # removing one not added is a no-op

    def _handlers(self, console: bool | None = None) -> list[tuple[str, Any]]:
        """The (event, handler) pairs to listen with; the console ones only while the
        console is not full (``console=True``: them all the same, to remove them)."""
        handlers: list[tuple[str, Any]] = [
            ("response", self._on_response),
            ("requestfailed", self._on_failed),
        ]
        if console or (console is None and not self._console_full):
            handlers += [("console", self._on_console), ("pageerror", self._on_page_error)]
        if self.all_requests:
            handlers.append(("request", self._on_request))
        return handlers

    def _keep(self, message: ConsoleMessage) -> None:
        """Keep ``message``; the one that fills the log is replaced by a note, and the
        console listeners go (a flood then costs the driver nothing more)."""
        if self._console_full:
            return
        if len(self.console) < MAX_CONSOLE - 1:
            self.console.append(message)
            return
        self._console_full = True
        self.console.append(
            ConsoleMessage(
                "error",
                f"More console messages were not kept: nbshot keeps {MAX_CONSOLE} "
                "per page (this page logged more)",
            )
        )
        for page in self._pages:
            page.remove_listener("console", self._on_console)
            page.remove_listener("pageerror", self._on_page_error)

    @property
    def console_full(self) -> bool:
        """True once :data:`MAX_CONSOLE` messages were kept and later ones ignored."""
        return self._console_full

    def _on_page_error(self, error: Any) -> None:
        self._keep(ConsoleMessage("error", str(error)[:_MAX_TEXT]))

    def _on_console(self, message: PwConsoleMessage) -> None:
        where = message.location or {}
        location = (
            f"{where.get('url', '')}:{where.get('lineNumber', 0)}" if where.get("url") else ""
        )
        self._keep(ConsoleMessage(message.type, message.text[:_MAX_TEXT], location[:_MAX_TEXT]))

    def _add(self, record: RequestRecord) -> bool:
        """Keep ``record`` unless :data:`MAX_REQUESTS` are kept already (then count it)."""
        if len(self.requests) >= MAX_REQUESTS:
            self.requests_dropped += 1
            return False
        self.requests.append(record)
        return True

    def _on_request(self, request: Request) -> None:
        record = RequestRecord(request.url, request.method, request.resource_type)
        if self._add(record):
            self._open[request] = record

    def _record(self, request: Request) -> RequestRecord | None:
        record = self._open.get(request)
        if record is None and not self.all_requests:
            record = RequestRecord(request.url, request.method, request.resource_type)
            if not self._add(record):
                return None
        return record

    def _on_response(self, response: Response) -> None:
        if not self.all_requests and response.status < 400:
            return
        record = self._record(response.request)
        if record is not None:
            record.status = response.status

    def _on_failed(self, request: Request) -> None:
        record = self._record(request)
        if record is not None:
            record.failure = request.failure or "failed"

    def failed_requests(self) -> tuple[FailedRequest, ...]:
        return tuple(
            FailedRequest(r.url, status=r.status if r.failure is None else None, error=r.failure)
            for r in self.requests
            if r.failed
        )

    def console_df(self, start: int = 0) -> pd.DataFrame:
        """Console messages from ``start`` on. Columns: level, text, location."""
        import pandas as pd

        rows = [(m.level, m.text, m.location) for m in self.console[start:]]
        frame: pd.DataFrame = pd.DataFrame(rows, columns=["level", "text", "location"])
        return frame

    def requests_df(self) -> pd.DataFrame:
        """Requests seen. Columns: url, method, status, resource_type, failure."""
        import pandas as pd

        rows: list[dict[str, Any]] = [
            {
                "url": r.url,
                "method": r.method,
                "status": r.status,
                "resource_type": r.resource_type,
                "failure": r.failure,
            }
            for r in self.requests
        ]
        frame: pd.DataFrame = pd.DataFrame(
            rows, columns=["url", "method", "status", "resource_type", "failure"]
        )
        frame["status"] = frame["status"].astype("Int64")
        return frame
