"""What a page said and fetched while nbshot watched: console messages and requests."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from playwright.async_api import ConsoleMessage as PwConsoleMessage
from playwright.async_api import Page, Request, Response

from nbshot.model.shot import ConsoleMessage, FailedRequest

if TYPE_CHECKING:
    import pandas as pd


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
    """

    def __init__(self, all_requests: bool = False) -> None:
        self.all_requests = all_requests
        self.console: list[ConsoleMessage] = []
        self.requests: list[RequestRecord] = []
        self._open: dict[Request, RequestRecord] = {}

    def watch(self, page: Page) -> None:
        """Start recording what ``page`` logs and fetches."""
        for event, handler in self._handlers():
            page.on(event, handler)  # type: ignore[call-overload]

    def unwatch(self, page: Page) -> None:
        """Stop recording ``page`` (a warm page goes on to serve other captures)."""
        for event, handler in self._handlers():
            page.remove_listener(event, handler)

    def _handlers(self) -> list[tuple[str, Any]]:
        handlers: list[tuple[str, Any]] = [
            ("console", self._on_console), ("pageerror", self._on_page_error),
            ("response", self._on_response), ("requestfailed", self._on_failed),
        ]  # fmt: skip
        if self.all_requests:
            handlers.append(("request", self._on_request))
        return handlers

    def _on_page_error(self, error: Any) -> None:
        self.console.append(ConsoleMessage("error", str(error)))

    def _on_console(self, message: PwConsoleMessage) -> None:
        where = message.location or {}
        location = (
            f"{where.get('url', '')}:{where.get('lineNumber', 0)}" if where.get("url") else ""
        )
        self.console.append(ConsoleMessage(message.type, message.text, location))

    def _on_request(self, request: Request) -> None:
        record = RequestRecord(request.url, request.method, request.resource_type)
        self._open[request] = record
        self.requests.append(record)

    def _record(self, request: Request) -> RequestRecord | None:
        record = self._open.get(request)
        if record is None and not self.all_requests:
            record = RequestRecord(request.url, request.method, request.resource_type)
            self.requests.append(record)
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
            {"url": r.url, "method": r.method, "status": r.status,
             "resource_type": r.resource_type, "failure": r.failure}
            for r in self.requests
        ]  # fmt: skip
        frame: pd.DataFrame = pd.DataFrame(
            rows, columns=["url", "method", "status", "resource_type", "failure"]
        )
        frame["status"] = frame["status"].astype("Int64")
        return frame
