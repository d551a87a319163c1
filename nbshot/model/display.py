"""How a result with pictures shows in a notebook: each picture as an image output.

GitHub's notebook preview and other sanitizing viewers (nbconvert --sanitize-html,
Gitea) drop a picture inside an HTML output, while every renderer shows an image
output (``image/png``, ``image/jpeg``). So in IPython a result publishes each picture
as an output of its own, at the width it should be seen at, and what is said about
it (caption, links, warnings) as a small HTML output beside it: stored once, shown in
JupyterLab, in a saved notebook, in nbconvert HTML and on GitHub alike. Each result's
``_repr_mimebundle_`` stays the self-contained HTML form, for pages built from reprs.
"""

from __future__ import annotations

import base64
import io
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from PIL import ImageFont

GAP, LABEL_H = 12, 22  # between thumbnails; the name line under each


@dataclass(frozen=True)
class Picture:
    """One picture to show: ``data`` in ``format`` (``png`` or ``jpeg``), drawn
    ``width`` CSS pixels wide (None: as it is), described by ``alt``."""

    data: bytes
    format: str = "png"
    width: int | None = None
    alt: str = ""


def show(
    pictures: Iterable[Picture],
    caption_html: str = "",
    text: str = "",
    *,
    caption_first: bool = False,
) -> None:
    """Publish each picture as an image output, and ``caption_html`` (``text`` its
    plain form) as one more output after them, or before them with ``caption_first``.
    An empty caption publishes nothing."""
    from IPython.display import publish_display_data

    def caption() -> None:
        if caption_html:
            publish_display_data({"text/html": caption_html, "text/plain": text})

    if caption_first:
        caption()
    for picture in pictures:
        mime = "image/jpeg" if picture.format in ("jpeg", "jpg") else "image/png"
        data = {mime: base64.b64encode(picture.data).decode(), "text/plain": picture.alt}
        metadata = {mime: {"width": picture.width}} if picture.width else {}
        publish_display_data(data, metadata=metadata)
    if not caption_first:
        caption()


def grid(
    items: Sequence[tuple[str, bytes]], *, thumb_width: int = 320, columns: int = 3
) -> Picture:
    """One JPEG of ``items`` (a name and a picture's bytes each) as thumbnails
    ``thumb_width`` wide in rows of ``columns``, each named under it; full-page
    pictures are cut at twice their width. Drawn at half size (sharp on high-density
    screens)."""
    from PIL import Image, ImageDraw

    scale = 2  # drawn at twice the shown size
    cell_w = thumb_width * scale
    thumbs = []
    for name, data in items:
        image = Image.open(io.BytesIO(data)).convert("RGB")
        height = max(1, round(image.height * cell_w / image.width))
        image = image.resize((cell_w, height)).crop((0, 0, cell_w, min(height, 2 * cell_w)))
        thumbs.append((name, image))
    columns = max(1, min(columns, len(thumbs)))
    rows = [thumbs[i : i + columns] for i in range(0, len(thumbs), columns)]
    heights = [max(image.height for _, image in row) + LABEL_H * scale for row in rows]
    width = columns * cell_w + (columns + 1) * GAP * scale
    sheet = Image.new("RGB", (width, sum(heights) + (len(rows) + 1) * GAP * scale), "white")
    draw, font = ImageDraw.Draw(sheet), label_font(13 * scale)
    top = GAP * scale
    for row, height in zip(rows, heights, strict=True):
        for index, (name, image) in enumerate(row):
            left = GAP * scale + index * (cell_w + GAP * scale)
            sheet.paste(image, (left, top))
            draw.rectangle((left, top, left + cell_w - 1, top + image.height - 1), outline="#ccc")
            draw.text((left, top + image.height + 4 * scale), name[:60], fill="#333", font=font)
        top += height + GAP * scale
    buffer = io.BytesIO()
    sheet.save(buffer, format="JPEG", quality=80, optimize=True)
    names = ", ".join(name for name, _ in items)
    return Picture(buffer.getvalue(), "jpeg", width // scale, f"{len(items)} pictures: {names}")


def label_font(size: int) -> ImageFont.FreeTypeFont | ImageFont.ImageFont:
    """A sans-serif font of ``size`` px for labels drawn on pictures."""
    from PIL import ImageFont

    for name in ("LiberationSans-Regular.ttf", "DejaVuSans.ttf", "Arial.ttf"):
        try:
            return ImageFont.truetype(name, size)
        except OSError:
            continue
    return ImageFont.load_default(size=size)
