"""Contact sheets: one image per screen, a labelled grid of its captures.

``shots.sheets()`` groups a matrix's shots by screen (or by device or variant)
and lays each group out as rows x columns of thumbnails with the row and column
labels, so a whole matrix can be looked over at a glance, inline or as files.
"""

from __future__ import annotations

import base64
import html
import io
import os
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

from nbshot.errors import InvalidArgument
from nbshot.files import atomic_write, private_dir, slug
from nbshot.model.display import label_font

if TYPE_CHECKING:
    from PIL import Image

    from nbshot.model.shot_parts import ShotLike

GAP = 12  # pixels between cells and around the grid
LABEL_W = 150  # width of the row-label column
HEADER_H = 28  # height of the column-label row
TITLE_H = 36
MAX_THUMB_RATIO = 2.5  # full-page captures are cut at this height / width
DIMENSIONS = ("screen", "device", "variant", "browser")
_BY = {"target": "screen", "screen": "screen", "device": "device", "variant": "variant"}


@dataclass(frozen=True)
class Sheet:
    """One contact sheet: ``data`` (JPEG or PNG bytes) of a grid whose ``rows`` and
    ``columns`` are labelled, for the group ``name``."""

    name: str
    data: bytes
    format: str
    width: int
    height: int
    rows: tuple[str, ...]
    columns: tuple[str, ...]

    def save(self, path: str | os.PathLike[str]) -> Path:
        """Write the sheet to ``path`` (a file, or a folder for ``{name}.{jpg|png}``)."""
        target = Path(path)
        if target.is_dir():
            target = target / f"{slug(self.name)}.{'jpg' if self.format == 'jpeg' else 'png'}"
        return atomic_write(target, self.data)

    def _repr_mimebundle_(self, include: Any = None, exclude: Any = None) -> dict[str, Any]:
        mime = "image/jpeg" if self.format == "jpeg" else "image/png"
        text = (
            f"<Sheet {self.name}: {len(self.rows)} x {len(self.columns)} "
            f"({self.width}x{self.height})>"
        )
        return {"text/plain": text, mime: base64.b64encode(self.data).decode()}


class Sheets(Sequence[Sheet]):
    """The sheets of a matrix, one per group; shows them all inline."""

    def __init__(self, sheets: Sequence[Sheet]) -> None:
        self._sheets = list(sheets)

    def __getitem__(self, index: Any) -> Any:
        return self._sheets[index]

    def __len__(self) -> int:
        return len(self._sheets)

    def __iter__(self) -> Iterator[Sheet]:
        return iter(self._sheets)

    def by_name(self, name: str) -> Sheet:
        for sheet in self._sheets:
            if sheet.name == name:
                return sheet
        raise InvalidArgument(f"No sheet {name!r}", f"Sheets: {[s.name for s in self]}")

    def save(self, folder: str | os.PathLike[str]) -> list[Path]:
        """Write every sheet into ``folder`` (created owner-only if missing)."""
        out = private_dir(folder)
        return [sheet.save(out) for sheet in self._sheets]

    def __repr__(self) -> str:
        return f"<Sheets {', '.join(s.name for s in self._sheets)}>"

    def _ipython_display_(self) -> None:
        # Image outputs, which GitHub shows too (see nbshot.model.display); the sheets
        # draw their own titles.
        from nbshot.model.display import Picture, show

        show(Picture(s.data, s.format, None, f"contact sheet: {s.name}") for s in self._sheets)

    def _repr_html_(self) -> str:
        parts = []
        for sheet in self._sheets:
            mime = "image/jpeg" if sheet.format == "jpeg" else "image/png"
            data = base64.b64encode(sheet.data).decode()
            # The sheet draws its own title: a caption would say the name twice.
            parts.append(
                f'<figure style="margin:0 0 1em 0"><img src="data:{mime};base64,{data}" '
                f'alt="{html.escape(sheet.name)}" style="max-width:100%"></figure>'
            )
        return "".join(parts)


def _label(shot: ShotLike, dimension: str) -> str:
    if dimension == "screen":
        return str(shot.options.get("screen") or shot.name)
    return str(shot.options.get(dimension) or "-")


def _thumbnail(shot: ShotLike, width: int) -> Image.Image:
    image = shot.image.convert("RGB")
    height = max(1, round(image.height * width / image.width))
    image = image.resize((width, height))
    limit = int(width * MAX_THUMB_RATIO)
    return image.crop((0, 0, width, limit)) if height > limit else image


def layout(rows: int, columns: int, cell_width: int) -> int:
    """The width of a sheet with ``columns`` cells of ``cell_width``."""
    return LABEL_W + columns * (cell_width + GAP) + GAP


def make_sheets(  # long: its keyword arguments, a line each
    shots: Sequence[ShotLike],
    *,
    by: str = "target",
    thumb_width: int = 320,
    max_width: int = 1600,
    format: str = "jpeg",
    quality: int = 80,
) -> Sheets:
    """Group ``shots`` by ``by`` (``target``/``screen``, ``device`` or ``variant``) and
    lay each group out as a labelled grid (rows and columns: the other two of
    screen, device, variant; plus browser when there are several).

    Cells are ``thumb_width`` wide, narrower if the sheet would pass ``max_width``.

    Raises
    ------
    InvalidArgument
        For an unknown ``by`` or format, or no shots.
    """
    from PIL import Image, ImageDraw

    key = _BY.get(by)
    if key is None:
        raise InvalidArgument(f"by={by!r} is not allowed", "Use 'target', 'device' or 'variant'")
    if format not in ("jpeg", "png"):
        raise InvalidArgument(f"format={format!r} is not allowed", "Use 'jpeg' or 'png'")
    if not shots:
        raise InvalidArgument("No shots to lay out", "Capture with nbshot.capture_matrix first")
    others = [d for d in ("screen", "device", "variant") if d != key]
    row_dim, col_dim = others
    several_browsers = len({_label(s, "browser") for s in shots}) > 1
    groups: dict[str, list[ShotLike]] = {}
    for shot in shots:
        groups.setdefault(_label(shot, key), []).append(shot)
    sheets = []
    small, title_font = label_font(14), label_font(20)
    for name, members in groups.items():
        rows = list(dict.fromkeys(_label(s, row_dim) for s in members))
        columns = list(
            dict.fromkeys(
                _label(s, col_dim) + (f" · {_label(s, 'browser')}" if several_browsers else "")
                for s in members
            )
        )
        cell = min(thumb_width, (max_width - LABEL_W - GAP) // len(columns) - GAP)
        cell = max(cell, 40)
        thumbs: dict[tuple[int, int], Image.Image] = {}
        for shot in members:
            column = _label(shot, col_dim) + (
                f" · {_label(shot, 'browser')}" if several_browsers else ""
            )
            thumbs[(rows.index(_label(shot, row_dim)), columns.index(column))] = _thumbnail(
                shot, cell
            )
        heights = [
            max((t.height for (r, _), t in thumbs.items() if r == i), default=cell)
            for i in range(len(rows))
        ]
        width = layout(len(rows), len(columns), cell)
        height = TITLE_H + HEADER_H + sum(h + GAP for h in heights) + GAP
        sheet = Image.new("RGB", (width, height), "white")
        draw = ImageDraw.Draw(sheet)
        draw.text((GAP, 8), name, fill="black", font=title_font)
        for c, label in enumerate(columns):
            x = LABEL_W + GAP + c * (cell + GAP)
            draw.text((x, TITLE_H + 4), label, fill="#333333", font=small)
        y = TITLE_H + HEADER_H
        for r, label in enumerate(rows):
            draw.text((GAP, y + 4), label, fill="#333333", font=small)
            for c in range(len(columns)):
                thumb = thumbs.get((r, c))
                if thumb is not None:
                    x = LABEL_W + GAP + c * (cell + GAP)
                    sheet.paste(thumb, (x, y))
                    draw.rectangle(
                        (x - 1, y - 1, x + thumb.width, y + thumb.height), outline="#cccccc"
                    )
            y += heights[r] + GAP
        buf = io.BytesIO()
        if format == "jpeg":
            sheet.save(buf, format="JPEG", quality=quality, optimize=True)
        else:
            sheet.save(buf, format="PNG", optimize=True)
        sheets.append(
            Sheet(name, buf.getvalue(), format, width, height, tuple(rows), tuple(columns))
        )
    return Sheets(sheets)
