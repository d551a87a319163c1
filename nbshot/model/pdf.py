"""``Pdf``: a page saved as PDF, shown by its first page."""

from __future__ import annotations

import base64
import html
import io
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

FIRST_PAGE_WIDTH = 640  # pixels the first page is drawn at, for a notebook or an agent


@dataclass
class Pdf:
    """A PDF that :func:`nbshot.pdf` saved: ``path``, ``pages`` (how many), the ``url``
    and ``title`` of the page it came from. ``first_page()`` is a PNG of page one."""

    path: Path
    pages: int
    url: str = ""
    title: str = ""
    _first: bytes | None = field(default=None, repr=False)

    @classmethod
    def load(cls, path: str | Path, url: str = "", title: str = "") -> Pdf:
        """A Pdf read back from its file (a run's record)."""
        from nbshot.errors import InvalidArgument

        file = Path(path)
        try:
            return cls(file, page_count(file.read_bytes()), url, title)
        except (OSError, ValueError) as exc:
            raise InvalidArgument(
                f"{str(file)!r} is not a readable PDF: {exc}"[:300], "Pass the path of a PDF file"
            ) from None

    def first_page(self) -> bytes:
        """Page one drawn as a PNG, FIRST_PAGE_WIDTH pixels wide (rendered once)."""
        if self._first is None:
            self._first = render_first_page(self.path.read_bytes())
        return self._first

    def _text(self) -> str:
        return f"<Pdf {self.path.name}: {self.pages} page(s) of {self.url or self.title}>"

    def _caption(self) -> str:
        return (
            f"<b>{html.escape(self.path.name)}</b> &middot; {self.pages} page(s)"
            f" &middot; {html.escape(self.title or self.url)}"
        )

    def _ipython_display_(self) -> None:
        # The first page as an image output, which GitHub shows too (nbshot.model.display).
        from nbshot.model.display import Picture, show

        page = Picture(self.first_page(), "png", None, f"first page of {self.path.name}")
        show(
            [page],
            f'<div style="font:12px sans-serif;color:#555">{self._caption()}</div>',
            self._text(),
        )

    def _repr_mimebundle_(self, include: Any = None, exclude: Any = None) -> dict[str, Any]:
        picture = base64.b64encode(self.first_page()).decode()
        caption = self._caption()
        return {
            "text/plain": self._text(),
            "text/html": f'<figure style="margin:0"><img src="data:image/png;base64,{picture}" '
            f'alt="first page of {html.escape(self.path.name)}" style="border:1px solid #ddd;'
            f'max-width:100%"><figcaption style="font:12px sans-serif;color:#555">{caption}'
            "</figcaption></figure>",
        }


def page_count(data: bytes) -> int:
    """How many pages PDF ``data`` has. Raises ValueError for bytes that are no PDF."""
    import pypdfium2

    try:
        document = pypdfium2.PdfDocument(data)
    except pypdfium2.PdfiumError as exc:
        raise ValueError(str(exc)) from None
    try:
        return len(document)
    finally:
        document.close()


def render_first_page(data: bytes, width: int = FIRST_PAGE_WIDTH) -> bytes:
    """Page one of PDF ``data`` as PNG bytes, ``width`` pixels wide."""
    import pypdfium2

    document = pypdfium2.PdfDocument(data)
    try:
        page = document[0]
        scale = width / page.get_width()
        picture = page.render(scale=scale).to_pil()
        buffer = io.BytesIO()
        picture.save(buffer, format="PNG", optimize=True)
        page.close()
        return buffer.getvalue()
    finally:
        document.close()
