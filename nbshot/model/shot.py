"""Results of a capture: :class:`Shot` (one page or element) and :class:`Shots` (many).

Both show themselves in notebooks through ``_repr_mimebundle_``: a short
deterministic ``text/plain`` (no bytes, timings or temp paths) and self-contained
``text/html`` holding each picture once (a data-URI image), so they render live, in
papermill output notebooks, in nbconvert HTML reports and on GitHub.
"""

from __future__ import annotations

import base64
import html
import io
import os
import struct
import warnings
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import TYPE_CHECKING, Any, overload

from nbshot.errors import InvalidArgument, NbshotError
from nbshot.files import atomic_write, private_dir
from nbshot.model.urls import shown_url

if TYPE_CHECKING:
    import pandas as pd
    from PIL import Image

    from nbshot.model.a11y import A11yTree


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


# Larger images are refused from their header, before decoding: Pillow's own guard
# only warns up to 179 MP, and comparing 40 MP (a 1280 px wide page 31,000 px tall)
# already takes seconds.
MAX_PIXELS = 40_000_000


def check_pixels(data: bytes, what: str) -> tuple[int, int]:
    """Width and height of PNG/JPEG ``data``, read from the header.

    Raises
    ------
    InvalidArgument
        When the image has more than :data:`MAX_PIXELS` pixels or cannot be read.
    """
    from PIL import Image, UnidentifiedImageError

    try:
        with warnings.catch_warnings():  # the check below replaces Pillow's bomb warning
            warnings.simplefilter("ignore", Image.DecompressionBombWarning)
            width, height = image_size(data)
    except (UnidentifiedImageError, Image.DecompressionBombError, OSError, struct.error):
        raise InvalidArgument(f"{what} is not a readable image"[:300],
                              "Pass a PNG or JPEG file") from None  # fmt: skip
    if width * height > MAX_PIXELS:
        raise InvalidArgument(
            f"{what} is {width}x{height} pixels, more than nbshot reads "
            f"({MAX_PIXELS // 1_000_000} megapixels)"[:400],
            "Crop or scale it first, or capture a clip or an element",
        )
    return width, height


def image_size(data: bytes) -> tuple[int, int]:
    """Width and height of PNG or JPEG bytes, read from the header (no decoding)."""
    if data[:8] == b"\x89PNG\r\n\x1a\n":
        width, height = struct.unpack(">II", data[16:24])
        return int(width), int(height)
    from PIL import Image

    with Image.open(io.BytesIO(data)) as img:
        width, height = img.size
    return int(width), int(height)


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
        data=data, format="png" if data[:4] == b"\x89PNG" else "jpeg",
        name=info.get("name", file.stem), path=file, width=width, height=height,
        url=info.get("url", ""), title=info.get("title", ""),
    )  # fmt: skip


def thumbnail_uri(data: bytes, width: int, max_height: int | None = None) -> str:
    """A data URI of a JPEG ``width`` pixels wide (never wider than the picture), cut
    at ``max_height`` first: what grids and run summaries show, a few KB where the
    full picture is a hundred or more (the file keeps every pixel)."""
    from PIL import Image

    with Image.open(io.BytesIO(data)) as image:
        picture = image.convert("RGB")
    scale = min(1.0, width / picture.width)
    if max_height is not None and picture.height * scale > max_height:
        picture = picture.crop((0, 0, picture.width, round(max_height / scale)))
    if scale < 1:
        picture = picture.resize((round(picture.width * scale), round(picture.height * scale)),
                                 Image.Resampling.LANCZOS)  # fmt: skip
    buffer = io.BytesIO()
    picture.save(buffer, format="JPEG", quality=82, optimize=True)
    return f"data:image/jpeg;base64,{base64.b64encode(buffer.getvalue()).decode()}"


def _mime(fmt: str) -> str:
    return "image/png" if fmt == "png" else "image/jpeg"


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
            self, data=buf.getvalue(), format="png", name=f"{self.name}-crop",
            path=None, width=w, height=h,
        )  # fmt: skip

    def annotate(self, tree: A11yTree, refs: Iterable[str] | None = None) -> Shot:
        """A copy with each interactive node of ``tree`` outlined and labelled with its ref."""
        return tree.overlay(self, refs=refs)

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

    def _caption_html(self) -> str:
        # The name first (a dict key, a matrix screen): in a grid of pages that share a
        # title it is what tells one shot from the next; then device and variant.
        on = " &middot; ".join(
            html.escape(str(self.options[k])) for k in ("device", "variant") if self.options.get(k)
        )
        name = str(self.options.get("screen") or self.name)  # a matrix names its screen
        head = f"<b>{html.escape(name)}</b>" + (f" &middot; {on}" if on else "")
        if self.title and self.title != name:
            head += f" &middot; {html.escape(self.title)}"
        bits = [head]
        shown = shown_url(self.url)  # a demo page: demo:/path, no link to a dead port
        bits.append(html.escape(shown) if shown != self.url else
                    f'<a href="{html.escape(self.url)}" style="color:inherit">'
                    f"{html.escape(self.url)}</a>")  # fmt: skip
        size = f"{self.width}&times;{self.height}"
        if self.selector:
            size += f" &middot; <code>{html.escape(self.selector)}</code>"
        problems = []
        if self.console_errors:
            problems.append(f"{len(self.console_errors)} console error(s)")
        if self.failed_requests:
            problems.append(f"{len(self.failed_requests)} failed request(s)")
        if problems:
            size += f' &middot; <span style="color:#b3261e">{", ".join(problems)}</span>'
        bits.append(size)
        return "<br>".join(bits)

    def data_uri(self) -> str:
        return f"data:{_mime(self.format)};base64,{base64.b64encode(self.data).decode()}"

    @property
    def css_width(self) -> int:
        """The picture's width in CSS pixels: what the page was laid out in (a phone
        capture at 3x is 1170 image pixels, 390 CSS pixels)."""
        ratio = self.options.get("pixel_ratio") or 1
        return max(1, round(self.width / float(ratio)))

    def _repr_html_(self) -> str:
        # Drawn at CSS size, as the page looked; the file keeps every device pixel.
        return (
            '<figure class="nbshot-shot" style="margin:0 0 1em 0">'
            f'<img src="{self.data_uri()}" alt="{html.escape(self.title or self.name)}" '
            f'width="{self.css_width}" style="max-width:100%;height:auto;border:1px solid #ddd">'
            f'<figcaption style="font:12px sans-serif;color:#555">{self._caption_html()}'
            "</figcaption></figure>"
        )

    def _repr_mimebundle_(self, include: Any = None, exclude: Any = None) -> dict[str, Any]:
        # The picture once, inside the HTML figure (with its caption, at CSS size): an
        # image/png beside it would store every capture twice in a saved notebook.
        return {"text/plain": self._text(), "text/html": self._repr_html_()}

    def _ipython_display_(self) -> None:
        # In a notebook: the picture as an image output (GitHub drops one inside HTML),
        # at CSS size, then the caption (see nbshot.model.display).
        from nbshot.model.display import Picture, show

        alt = self.title or self.name
        show([Picture(self.data, self.format, self.css_width, alt)], _caption(self), self._text())

    def widget(self) -> Any:
        """An ipywidgets view: the image and its caption (a ``VBox`` to put in layouts).
        Where widgets do not render (a saved notebook, nbconvert, GitHub) it shows as
        the shot itself, not as the widget's repr."""
        from nbshot.model.shot_widget import ShotView

        return ShotView(self)


def _caption(shot: Shot) -> str:
    return f'<div style="font:12px sans-serif;color:#555">{shot._caption_html()}</div>'


@dataclass(frozen=True)
class Failure:
    """A target of a batch that could not be captured, and why."""

    target: str
    name: str
    error: NbshotError


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

        columns = ["name", "url", "title", "width", "height", "path",
                   "console_errors", "failed_requests", "ms"]  # fmt: skip
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

    def _text(self) -> str:
        lines = [repr(self)]
        lines += [f"  {s.name} {s.width}x{s.height} {shown_url(s.url)}" for s in self._shots]
        lines += [f"  FAILED {f.name}: {f.error.code}: {f.error.message}" for f in self.failures]
        return "\n".join(lines)

    def to_html(self, *, thumb_width: int = 320) -> str:
        """A self-contained grid (data-URI images) of every shot with its caption."""
        cells = [
            f'<figure style="margin:0;width:{thumb_width}px">'
            # Twice the shown width (sharp on high-density screens), cut at the shown height.
            f'<img src="{thumbnail_uri(s.data, thumb_width * 2, thumb_width * 4)}" '
            f'alt="{html.escape(s.title or s.name)}" '
            f'style="width:100%;max-height:{thumb_width * 2}px;object-fit:cover;'
            f'object-position:top;border:1px solid #ddd">'
            f'<figcaption style="font:12px sans-serif;color:#555">{s._caption_html()}'
            "</figcaption></figure>"
            for s in self._shots
        ]
        cells += [
            f'<figure style="margin:0;width:{thumb_width}px;font:12px sans-serif;'
            f'color:#b3261e"><b>{html.escape(f.name)}</b> failed<br>'
            f"{html.escape(f.error.message)}</figure>"
            for f in self.failures
        ]
        return (
            '<div class="nbshot-shots" style="display:flex;flex-wrap:wrap;gap:16px">'
            + "".join(cells)
            + "</div>"
        )

    def _repr_mimebundle_(self, include: Any = None, exclude: Any = None) -> dict[str, Any]:
        return {"text/plain": self._text(), "text/html": self.to_html()}

    def _ipython_display_(self) -> None:
        # In a notebook: one picture of every shot, named (an image output, which GitHub
        # shows too), then each one's caption and the failures (see nbshot.model.display).
        from nbshot.model.display import grid, show

        pictures = [grid([(s.options.get("screen") or s.name, s.data) for s in self._shots])]
        lines = [f"<li>{_caption(s)}</li>" for s in self._shots]
        lines += [f'<li style="color:#b3261e"><b>{html.escape(f.name)}</b> failed: '
                  f"{html.escape(f.error.message)}</li>" for f in self.failures]  # fmt: skip
        caption = f'<ul style="margin:0;padding-left:1.2em">{"".join(lines)}</ul>'
        show(pictures if self._shots else [], caption, self._text())

    def sheets(self, by: str = "target", **options: Any) -> Any:
        """Contact sheets: per screen (``by="target"``), device or variant, a labelled
        grid of thumbnails (JPEG by default, at most 1600 px wide). See
        :func:`nbshot.model.sheets.make_sheets` for ``thumb_width``, ``max_width``,
        ``format``, ``quality``."""
        from nbshot.model.sheets import make_sheets

        return make_sheets(self._shots, by=by, **options)

    def save_gallery(self, folder: str | os.PathLike[str], title: str = "nbshot gallery") -> Path:
        """Write ``index.html``, a self-contained page of every shot, into ``folder``."""
        page = (
            '<!doctype html><html lang="en"><head><meta charset="utf-8">'
            f"<title>{html.escape(title)}</title></head>"
            f'<body style="font-family:sans-serif;margin:24px"><h1>{html.escape(title)}</h1>'
            f"<p>{len(self)} capture(s)"
            + (f", {len(self.failures)} failed" if self.failures else "")
            + f"</p>{self.to_html()}</body></html>"
        )
        return atomic_write(private_dir(folder) / "index.html", page)
