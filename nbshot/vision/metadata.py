"""``ScreenshotMetadata``: what a screenshot shows, as structured data."""

from __future__ import annotations

import base64
import html
from typing import Any

from pydantic import BaseModel, Field, PrivateAttr


class ScreenshotMetadata(BaseModel):
    """A structured description of one screenshot.

    Fields
    ------
    title: the screen's title (page title or first heading).
    description: one or two sentences on what the screen shows.
    components: landmarks and widgets on screen, e.g. ``'form "Sign in"'``.
    state: ``"error"``, ``"success"``, ``"loading"``, ``"empty"`` or ``"normal"``.
    errors_visible: whether an error is shown to the user.
    accessibility_notes: problems a person using assistive technology would meet.
    text: an excerpt of the visible text.
    colors: dominant colours, as ``#rrggbb``, most common first.
    provider, model: who described it.
    """

    title: str = ""
    description: str = ""
    components: list[str] = Field(default_factory=list)
    state: str = "normal"
    errors_visible: bool = False
    accessibility_notes: list[str] = Field(default_factory=list)
    text: str = ""
    colors: list[str] = Field(default_factory=list)
    provider: str = ""
    model: str | None = None
    image: str | None = None  # the screenshot's file name, when known

    _thumbnail: str | None = PrivateAttr(default=None)  # data URI for the card

    def _text(self) -> str:
        lines = [f"<ScreenshotMetadata {self.provider}: {self.title!r}>", self.description]
        lines.append(
            f"state: {self.state}; errors visible: {'yes' if self.errors_visible else 'no'}"
        )
        if self.components:
            lines.append("components: " + ", ".join(self.components))
        lines += [f"a11y: {note}" for note in self.accessibility_notes]
        return "\n".join(line for line in lines if line)

    def _repr_mimebundle_(self, include: Any = None, exclude: Any = None) -> dict[str, Any]:
        return {"text/plain": self._text(), "text/html": self._repr_html_()}

    def _ipython_display_(self) -> None:
        # The screenshot as an image output (GitHub drops one inside HTML; see
        # nbshot.model.display), then the card without it.
        from nbshot.model.display import Picture, show

        pictures = []
        if self._thumbnail:
            head, _, data = self._thumbnail.partition(";base64,")
            kind = "jpeg" if "jpeg" in head else "png"
            pictures = [Picture(base64.b64decode(data), kind, 240, self.title)]
        show(pictures, self._repr_html_(picture=False), self._text())

    def _repr_html_(self, picture: bool = True) -> str:
        esc = html.escape
        swatches = "".join(
            f'<span title="{esc(c)}" style="display:inline-block;width:14px;height:14px;'
            f'background:{esc(c)};border:1px solid #ccc;margin-right:2px"></span>'
            for c in self.colors
        )
        rows = [
            (
                "State",
                esc(self.state)
                + (
                    " &middot; <b style='color:#b3261e'>errors visible</b>"
                    if self.errors_visible
                    else ""
                ),
            ),
            ("Components", esc(", ".join(self.components)) or "&ndash;"),
            ("Accessibility", "<br>".join(esc(n) for n in self.accessibility_notes) or "&ndash;"),
            ("Text", esc(self.text[:300])),
            ("Colours", swatches),
            ("By", esc(self.provider + (f" / {self.model}" if self.model else ""))),
        ]
        table = "".join(
            f'<tr><th style="text-align:left;vertical-align:top;padding-right:8px">{k}</th>'
            f"<td>{v}</td></tr>"
            for k, v in rows
        )
        thumb = (
            f'<img src="{self._thumbnail}" style="max-width:240px;border:1px solid #ddd;'
            f'margin-right:12px" alt="{esc(self.title)}">'
            if self._thumbnail and picture
            else ""
        )
        return (
            '<div class="nbshot-metadata" style="display:flex;font:12px sans-serif">'
            f"{thumb}<div><b>{esc(self.title)}</b><p>{esc(self.description)}</p>"
            f"<table>{table}</table></div></div>"
        )
