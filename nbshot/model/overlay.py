"""Drawing refs onto screenshots, so a person sees which ref is which element."""

from __future__ import annotations

import io
from collections.abc import Sequence
from dataclasses import replace
from typing import TYPE_CHECKING

from PIL import ImageDraw, ImageFont

if TYPE_CHECKING:
    from nbshot.model.aria_parse import AriaNode
    from nbshot.model.shot import Shot

_COLORS = ("#e11d48", "#2563eb", "#16a34a", "#d97706", "#7c3aed", "#0891b2")


def draw_refs(shot: Shot, nodes: Sequence[AriaNode]) -> Shot:
    """A new, unsaved Shot: each node's box outlined and tagged with its ref.

    Boxes are CSS pixels relative to the viewport; they are scaled by the shot's
    pixel ratio and, for element shots, shifted by the element's position.
    """
    ratio = float(shot.options.get("pixel_ratio") or 1.0)
    dx, dy = (shot.box.x, shot.box.y) if shot.box is not None else (0.0, 0.0)
    image = shot.image.convert("RGB")
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
    buffer = io.BytesIO()
    image.save(buffer, format="PNG")
    return replace(
        shot, data=buffer.getvalue(), format="png", name=f"{shot.name}-refs", path=None,
        width=image.width, height=image.height,
    )  # fmt: skip
