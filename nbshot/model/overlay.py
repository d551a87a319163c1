"""Drawing refs onto screenshots, so a person sees which ref is which element."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from PIL import ImageDraw, ImageFont

if TYPE_CHECKING:
    from PIL import Image

    from nbshot.model.aria_parse import AriaNode

_COLORS = ("#e11d48", "#2563eb", "#16a34a", "#d97706", "#7c3aed", "#0891b2")


def draw_refs(
    picture: Image.Image,
    nodes: Sequence[AriaNode],
    ratio: float = 1.0,
    origin: tuple[float, float] = (0.0, 0.0),
) -> Image.Image:
    """``picture`` (a copy, in RGB) with each node's box outlined and tagged with its ref.

    Boxes are CSS pixels relative to the viewport; they are scaled by the picture's
    pixel ``ratio`` and, for an element's picture, shifted by its ``origin`` (the
    element's position on the page, in CSS pixels).
    """
    dx, dy = origin
    image = picture.convert("RGB")
    draw = ImageDraw.Draw(image)
    # 12 CSS px, and never under 1/50 of the picture's width: a notebook or the explorer
    # shows a desktop page at about half size, where 12 CSS px labels read as 6 px.
    font = ImageFont.load_default(size=max(round(12 * ratio), image.width // 50))
    for i, node in enumerate(nodes):
        if node.box is None or node.ref is None:
            continue
        x, y, w, h = node.box
        left, top = (x - dx) * ratio, (y - dy) * ratio
        right, bottom = left + w * ratio, top + h * ratio
        if right < 0 or bottom < 0 or left > image.width or top > image.height:
            continue
        color = _COLORS[i % len(_COLORS)]
        draw.rectangle((left, top, right, bottom), outline=color, width=max(1, round(ratio * 1.5)))
        label_box = draw.textbbox((0, 0), node.ref, font=font)
        tw, th = label_box[2] - label_box[0] + 4, label_box[3] - label_box[1] + 4
        tag_top = top - th if top - th >= 0 else top
        draw.rectangle((left, tag_top, left + tw, tag_top + th), fill=color)
        draw.text(
            (left + 2 - label_box[0], tag_top + 2 - label_box[1]), node.ref, fill="white", font=font
        )
    return image
