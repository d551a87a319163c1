"""Results of a capture: :class:`Shot` (one page or element) and :class:`Shots` (many).

Both show themselves in notebooks through ``_repr_mimebundle_``: a short
deterministic ``text/plain`` (no bytes, timings or temp paths) and self-contained
``text/html`` holding each picture once (a data-URI image), so they render live, in
papermill output notebooks, in nbconvert HTML reports and on GitHub. The HTML is made
in :mod:`nbshot.model.gallery`, the image helpers are in :mod:`nbshot.model.images`.
"""

from __future__ import annotations

import base64
import html
import io
import os
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import TYPE_CHECKING, Any, overload

from nbshot.errors import InvalidArgument
from nbshot.files import atomic_write, private_dir
from nbshot.model import gallery
from nbshot.model.images import image_size, mime_type
from nbshot.model.shot_parts import Box, ConsoleMessage, FailedRequest, Failure
from nbshot.model.urls import shown_url
from nbshot.model.vitals import Vitals

if TYPE_CHECKING:
    import pandas as pd
    from PIL import Image

    from nbshot.model.a11y import A11yTree


def load_shot(path: str | os.PathLike[str], info: dict[str, Any] | None = None) -> Shot:
    """A Shot read back from an image file (what a flow run recorded).

    ``info`` may give ``name``, ``url`` and ``title``; console and request logs
    are not kept in files, so they come back empty.

    Raises
    ------
    InvalidArgument
        When the file is missing.
    """
    file = Path(path)
    try:
        data = file.read_bytes()
    except OSError:
        raise InvalidArgument(f"No image at {str(file)!r}", "Check the run folder") from None
    width, height = image_size(data)
    info = info or {}
    return Shot(
        data=data,
        format="png" if data[:4] == b"\x89PNG" else "jpeg",
        name=info.get("name", file.stem),
        path=file,
        width=width,
        height=height,
        url=info.get("url", ""),
        title=info.get("title", ""),
    )


@dataclass(frozen=True)
class Shot:
    """A screenshot with what nbshot saw while taking it.

    Attributes
    ----------
    data:
        The encoded image exactly as saved (PNG or JPEG; see ``format``).
    format:
        ``"png"`` or ``"jpeg"``.
    name:
        File-safe name; the saved file is ``{name}.{png|jpg}``.
    path:
        Where the image was saved, or None (for crops until you ``save`` them).
    width, height:
        Image size in pixels.
    url, title:
        The page's final URL (after redirects) and title.
    console:
        Console messages and uncaught errors, in order.
    failed_requests:
        Responses with status >= 400 and requests that failed outright.
    timings:
        Milliseconds spent per phase (``navigate``, ``ready``, ``screenshot``, ``total``).
    selector, box:
        For an element capture: the selector and the element's box in CSS pixels.
    tree, facts:
        With ``capture(..., snapshot=True)``: the page's accessibility tree and
        DOM facts a tree cannot show (images without ``alt``, fields without a
        label, broken images); ``describe`` reads them.
    options:
        The capture options that shaped the picture (viewport, device, ...).
    vitals:
        The page's speed by the picture (LCP, CLS, INP, FCP, TTFB, total blocking time,
        transfer size and requests): :class:`~nbshot.model.vitals.Vitals`.
    """

    data: bytes = field(repr=False)
    format: str
    name: str
    path: Path | None
    width: int
    height: int
    url: str
    title: str
    console: tuple[ConsoleMessage, ...] = ()
    failed_requests: tuple[FailedRequest, ...] = ()
    timings: dict[str, float] = field(default_factory=dict, compare=False)
    selector: str | None = None
    box: Box | None = None
    options: dict[str, Any] = field(default_factory=dict, compare=False)
    tree: A11yTree | None = field(default=None, compare=False, repr=False)
    facts: dict[str, Any] | None = field(default=None, compare=False, repr=False)
    vitals: Vitals | None = field(default=None, compare=False, repr=False)

    # -- pixels -------------------------------------------------------------------

    @property
    def png(self) -> bytes:
        """The image as PNG bytes (converted when the capture was JPEG)."""
        if self.format == "png":
            return self.data
        buf = io.BytesIO()
        self.image.save(buf, format="PNG")
        return buf.getvalue()

    @property
    def image(self) -> Image.Image:
        """The picture as a PIL image (decoded on each access; keep a reference)."""
        from PIL import Image

        img = Image.open(io.BytesIO(self.data))
        img.load()
        return img

    @property
    def console_errors(self) -> list[ConsoleMessage]:
        return [m for m in self.console if m.level == "error"]

    def save(self, path: str | os.PathLike[str]) -> Path:
        """Write the image to ``path`` atomically and return the path.

        The suffix picks the format (``.png``, ``.jpg``/``.jpeg``, ``.webp``);
        a folder path gets ``{name}.{format}`` inside it.

        Raises
        ------
        InvalidArgument
            For a suffix Pillow cannot write, or a folder that does not exist.
        """
        target = Path(path).expanduser()
        if target.is_dir():
            target = target / f"{self.name}.{'png' if self.format == 'png' else 'jpg'}"
        if not target.parent.is_dir():
            raise InvalidArgument(
                f"Cannot save to {str(target)!r}: folder {str(target.parent)!r} does not exist",
                "Create the folder first or pick another path",
            )
        suffix = target.suffix.lower()
        wanted = {".png": "png", ".jpg": "jpeg", ".jpeg": "jpeg", ".webp": "webp"}.get(suffix)
        if wanted is None:
            raise InvalidArgument(
                f"Cannot save as {suffix or 'a file without suffix'!r}",
                "Use a .png, .jpg or .webp path",
            )
        if wanted == self.format:
            return atomic_write(target, self.data)
        buf = io.BytesIO()
        img = self.image
        (img.convert("RGB") if wanted == "jpeg" else img).save(buf, format=wanted.upper())
        return atomic_write(target, buf.getvalue())

    def crop(self, box: tuple[int, int, int, int] | Box) -> Shot:
        """A new, unsaved Shot of the region ``(x, y, width, height)`` in image pixels.

        Raises
        ------
        InvalidArgument
            For an empty box or one that lies outside the image.
        """
        x, y, w, h = (box.x, box.y, box.width, box.height) if isinstance(box, Box) else tuple(box)
        x, y, w, h = int(x), int(y), int(w), int(h)
        if w <= 0 or h <= 0 or x < 0 or y < 0 or x + w > self.width or y + h > self.height:
            raise InvalidArgument(
                f"Crop box {(x, y, w, h)} is outside the {self.width}x{self.height} image",
                "Pass (x, y, width, height) within the image",
            )
        buf = io.BytesIO()
        self.image.crop((x, y, x + w, y + h)).save(buf, format="PNG")
        return replace(
            self,
            data=buf.getvalue(),
            format="png",
            name=f"{self.name}-crop",
            path=None,
            width=w,
            height=h,
        )

    def annotate(self, tree: A11yTree, refs: Iterable[str] | None = None) -> Shot:
        """A new, unsaved copy with each interactive node of ``tree`` (or only those of
        ``refs``) outlined and labelled with its ref. The boxes must be in the tree."""
        from nbshot.model.overlay import draw_refs

        ratio = float(self.options.get("pixel_ratio") or 1.0)
        origin = (self.box.x, self.box.y) if self.box is not None else (0.0, 0.0)
        image = draw_refs(self.image, tree.boxed(refs), ratio, origin)
        buffer = io.BytesIO()
        image.save(buffer, format="PNG")
        return replace(
            self,
            data=buffer.getvalue(),
            format="png",
            name=f"{self.name}-refs",
            path=None,
            width=image.width,
            height=image.height,
        )

    # -- display --------------------------------------------------------------------

    def __repr__(self) -> str:
        what = f"{self.selector!r} on " if self.selector else ""
        where = shown_url(self.url)
        return f"<Shot {self.name} {self.width}x{self.height} {self.format}: {what}{where}>"

    def _text(self) -> str:
        lines = [repr(self)]
        if self.title:
            lines.append(f"title: {self.title}")
        if self.console_errors:
            lines.append(f"console errors: {len(self.console_errors)}")
        if self.failed_requests:
            lines.append(f"failed requests: {len(self.failed_requests)}")
        return "\n".join(lines)

    def data_uri(self) -> str:
        return f"data:{mime_type(self.format)};base64,{base64.b64encode(self.data).decode()}"

    @property
    def css_width(self) -> int:
        """The picture's width in CSS pixels: what the page was laid out in (a phone
        capture at 3x is 1170 image pixels, 390 CSS pixels)."""
        ratio = self.options.get("pixel_ratio") or 1
        return max(1, round(self.width / float(ratio)))

    def _repr_html_(self) -> str:
        return gallery.shot_html(self)

    def _repr_mimebundle_(self, include: Any = None, exclude: Any = None) -> dict[str, Any]:
        # The picture once, inside the HTML figure (with its caption, at CSS size): an
        # image/png beside it would store every capture twice in a saved notebook.
        return {"text/plain": self._text(), "text/html": self._repr_html_()}

    def _ipython_display_(self) -> None:
        # In a notebook: the picture as an image output (GitHub drops one inside HTML),
        # at CSS size, then the caption (see nbshot.model.display).
        from nbshot.model.display import Picture, show

        alt = self.title or self.name
        show(
            [Picture(self.data, self.format, self.css_width, alt)],
            gallery.caption_block(self),
            self._text(),
        )

    def widget(self) -> Any:
        """An ipywidgets view: the image and its caption (a ``VBox`` to put in layouts).
        Where widgets do not render (a saved notebook, nbconvert, GitHub) it shows as
        the shot itself, not as the widget's repr."""
        from nbshot.model.shot_widget import ShotView

        return ShotView(self)


class Shots(Sequence[Shot]):
    """Many shots from one batch, in the order the targets were given.

    Targets that failed are not in the sequence; they are in :attr:`failures`
    (each with its error), so one bad URL never costs the other captures.
    """

    def __init__(self, shots: Sequence[Shot], failures: Sequence[Failure] = ()) -> None:
        self._shots = list(shots)
        self.failures = list(failures)

    @overload
    def __getitem__(self, index: int) -> Shot: ...
    @overload
    def __getitem__(self, index: str) -> Shot: ...
    @overload
    def __getitem__(self, index: slice) -> Shots: ...
    def __getitem__(self, index: int | str | slice) -> Shot | Shots:
        """A shot by position or by name (``shots["home"]``), or a slice as ``Shots``."""
        if isinstance(index, str):
            return self.by_name(index)
        if isinstance(index, slice):
            return Shots(self._shots[index])
        return self._shots[index]

    def __len__(self) -> int:
        return len(self._shots)

    def __iter__(self) -> Iterator[Shot]:
        return iter(self._shots)

    def by_name(self, name: str) -> Shot:
        """The shot called ``name``; KeyError if there is none."""
        for shot in self._shots:
            if shot.name == name:
                return shot
        names = ", ".join(shot.name for shot in self._shots) or "none"
        raise KeyError(f"No shot is called {name!r}; the names are: {names}")

    @property
    def ok(self) -> bool:
        return not self.failures

    @property
    def df(self) -> pd.DataFrame:
        """One row per shot. Columns: name, url, title, width, height, path,
        console_errors, failed_requests, ms (total capture time); for a matrix
        (``capture_matrix``) also screen, device, variant and browser."""
        import pandas as pd

        columns = [
            "name",
            "url",
            "title",
            "width",
            "height",
            "path",
            "console_errors",
            "failed_requests",
            "ms",
        ]
        rows = [
            {
                "name": s.name,
                "url": s.url,
                "title": s.title,
                "width": s.width,
                "height": s.height,
                "path": str(s.path) if s.path else None,
                "console_errors": len(s.console_errors),
                "failed_requests": len(s.failed_requests),
                "ms": s.timings.get("total"),
            }
            for s in self._shots
        ]
        matrix = ["screen", "device", "variant", "browser"]
        if any("variant" in s.options for s in self._shots):  # a capture_matrix
            for row, shot in zip(rows, self._shots, strict=True):
                row.update({key: shot.options.get(key) for key in matrix})
            columns = ["name", *matrix, *columns[1:]]
        frame: pd.DataFrame = pd.DataFrame(rows, columns=columns)
        return frame

    def __repr__(self) -> str:
        failed = f", {len(self.failures)} failed" if self.failures else ""
        return f"<Shots: {len(self)} shot(s){failed}>"

    @property
    def text(self) -> str:
        """The shots, in a few lines of plain text (a notebook's
        ``text/plain``, the MCP tools' text answer)."""
        lines = [repr(self)]
        lines += [f"  {s.name} {s.width}x{s.height} {shown_url(s.url)}" for s in self._shots]
        lines += [f"  FAILED {f.name}: {f.error.code}: {f.error.message}" for f in self.failures]
        return "\n".join(lines)

    def to_html(self, *, thumb_width: int = 320) -> str:
        """A self-contained grid (data-URI images) of every shot with its caption."""
        return gallery.shots_html(self._shots, self.failures, thumb_width)

    def _repr_mimebundle_(self, include: Any = None, exclude: Any = None) -> dict[str, Any]:
        return {"text/plain": self.text, "text/html": self.to_html()}

    def _ipython_display_(self) -> None:
        # In a notebook: one picture of every shot, named (an image output, which GitHub
        # shows too), then each one's caption and the failures (see nbshot.model.display).
        from nbshot.model.display import grid, show

        pictures = [grid([(s.options.get("screen") or s.name, s.data) for s in self._shots])]
        lines = [f"<li>{gallery.caption_block(s)}</li>" for s in self._shots]
        lines += [
            f'<li style="color:#b3261e"><b>{html.escape(f.name)}</b> failed: '
            f"{html.escape(f.error.message)}</li>"
            for f in self.failures
        ]
        caption = f'<ul style="margin:0;padding-left:1.2em">{"".join(lines)}</ul>'
        show(pictures if self._shots else [], caption, self.text)

    def sheets(self, by: str = "target", **options: Any) -> Any:
        """Contact sheets: per screen (``by="target"``), device or variant, a labelled
        grid of thumbnails (JPEG by default, at most 1600 px wide). See
        :func:`nbshot.model.sheets.make_sheets` for ``thumb_width``, ``max_width``,
        ``format``, ``quality``."""
        from nbshot.model.sheets import make_sheets

        return make_sheets(self._shots, by=by, **options)

    def save_gallery(self, folder: str | os.PathLike[str], title: str = "nbshot gallery") -> Path:
        """Write ``index.html``, a self-contained page of every shot, into ``folder``."""
        page = gallery.gallery_page(self.to_html(), len(self), len(self.failures), title)
        return atomic_write(private_dir(folder) / "index.html", page)
