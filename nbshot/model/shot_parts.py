"""What a Shot is made of, and what its views need of it.

The small values a capture records (:class:`ConsoleMessage`, :class:`FailedRequest`,
:class:`Box`), a batch's :class:`Failure`, and :class:`ShotLike`: the attributes the
views of a shot (gallery, sheets, the widget) read. The views type their argument with
it, so :mod:`nbshot.model.shot`, which calls them, is the only module that knows
``Shot`` (no import circle, type-only ones included).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any, Protocol

from nbshot.errors import NbshotError
from nbshot.model.urls import shown_url

if TYPE_CHECKING:
    from PIL import Image


@dataclass(frozen=True)
class ConsoleMessage:
    """One browser console message; uncaught page errors have level ``"error"``.

    ``location`` is ``url:line`` of the script that logged it, when known.
    """

    level: str
    text: str
    location: str = ""


@dataclass(frozen=True)
class FailedRequest:
    """A request that got a 4xx/5xx ``status`` or failed with a network ``error``."""

    url: str
    status: int | None = None
    error: str | None = None

    def __repr__(self) -> str:
        return f"<FailedRequest {self.status or self.error} {shown_url(self.url)}>"


@dataclass(frozen=True)
class Box:
    """A rectangle in CSS pixels: where a captured element sat on the page."""

    x: float
    y: float
    width: float
    height: float


@dataclass(frozen=True)
class Failure:
    """A target of a batch that could not be captured, and why."""

    target: str
    name: str
    error: NbshotError


class ShotLike(Protocol):
    """What the views of a shot read (:class:`nbshot.model.shot.Shot` has it all)."""

    @property
    def data(self) -> bytes: ...
    @property
    def format(self) -> str: ...
    @property
    def name(self) -> str: ...
    @property
    def path(self) -> Path | None: ...
    @property
    def width(self) -> int: ...
    @property
    def height(self) -> int: ...
    @property
    def url(self) -> str: ...
    @property
    def title(self) -> str: ...
    @property
    def selector(self) -> str | None: ...
    @property
    def options(self) -> dict[str, Any]: ...
    @property
    def failed_requests(self) -> Sequence[FailedRequest]: ...
    @property
    def console_errors(self) -> list[ConsoleMessage]: ...
    @property
    def image(self) -> Image.Image: ...
    def data_uri(self) -> str: ...
    @property
    def css_width(self) -> int: ...
    def _repr_mimebundle_(self, include: Any = None, exclude: Any = None) -> dict[str, Any]: ...
