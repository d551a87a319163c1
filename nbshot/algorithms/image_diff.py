"""``nbshot.diff``: compare two images the way pixelmatch does, with regions and a picture.

``diff(a, b)`` takes paths, PNG/JPEG bytes, PIL images or Shots, and returns a
:class:`Diff`: how many pixels differ (pixelmatch's count: perceptual YIQ
distance over a threshold, anti-aliasing ignored unless ``include_aa``), the
ratio, the bounding boxes of the changed regions, and a diff image (changed
pixels red, anti-aliasing-only pixels yellow, over a faded grey copy of ``a``).

Images of different sizes are compared where they overlap, the part only one
of them has counting as changed, and flagged with ``size_mismatch``. Images
larger than :data:`MAX_PIXELS` are refused before they are decoded.
"""

from __future__ import annotations

import base64
import html
import io
import os
import warnings
from collections import deque
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

import numpy as np
from numpy.typing import NDArray

from nbshot.algorithms.pixelmatch import pixelmatch
from nbshot.errors import InvalidArgument
from nbshot.model.images import MAX_PIXELS
from nbshot.model.shot import Shot
from nbshot.model.shot_parts import Box

if TYPE_CHECKING:
    from PIL import Image

ImageLike = str | os.PathLike[str] | bytes | Shot | Any  # Any: a PIL image
CELL = 8  # changed pixels within this many pixels of each other form one region
FADE = 0.1  # opacity of the original under the diff colours, as pixelmatch draws it


def load_rgba(image: ImageLike) -> NDArray[np.uint8]:
    """An image as a height x width x 4 uint8 array.

    Raises
    ------
    InvalidArgument
        For a missing file or bytes that are not an image.
    """
    from PIL import Image, UnidentifiedImageError

    if isinstance(image, Shot):
        image = image.data
    opened: Image.Image
    try:
        if isinstance(image, bytes):
            opened = _open(io.BytesIO(image))
        elif isinstance(image, (str, os.PathLike)):
            opened = _open(Path(image))
        elif isinstance(image, Image.Image):
            opened = image
        else:
            raise InvalidArgument(
                f"Cannot compare a {type(image).__name__}",
                "Pass a path, PNG/JPEG bytes, a PIL image or a Shot",
            )
        width, height = opened.size  # from the header: nothing decoded yet
        if width * height > MAX_PIXELS:
            if opened is not image:
                opened.close()
            raise InvalidArgument(
                f"An image of {width}x{height} is too large to compare "
                f"(at most {MAX_PIXELS // 1_000_000} megapixels)",
                "Compare a clip or an element instead of the whole page",
            )
        return np.asarray(opened.convert("RGBA"), dtype=np.uint8)
    except Image.DecompressionBombError:
        raise InvalidArgument(
            "That image is too large to read", "Compare a clip or an element instead"
        ) from None
    except FileNotFoundError:
        raise InvalidArgument(f"No image at {str(image)!r}", "Check the path") from None
    except UnidentifiedImageError:
        raise InvalidArgument("That is not a PNG or JPEG image", "Pass an image file") from None
    except OSError:  # a folder, a file it may not read: the same answer for each
        raise InvalidArgument(
            f"Cannot read an image at {str(image)[:200]!r}", "Pass a PNG or JPEG file"
        ) from None


def _open(source: Any) -> Image.Image:
    """Open lazily; the size check that follows replaces Pillow's bomb warning. Only
    PNG and JPEG: Pillow reads dozens of formats, and an error naming another one
    would tell what a file is."""
    from PIL import Image

    with warnings.catch_warnings():
        warnings.simplefilter("ignore", Image.DecompressionBombWarning)
        return Image.open(source, formats=("PNG", "JPEG"))


def _pad(img: NDArray[np.uint8], height: int, width: int) -> NDArray[np.uint8]:
    if img.shape[:2] == (height, width):
        return img
    out = np.zeros((height, width, 4), dtype=np.uint8)  # transparent: differs from any pixel
    out[: img.shape[0], : img.shape[1]] = img
    return out


def regions(changed: NDArray[np.bool_], cell: int = CELL) -> list[Box]:
    """Bounding boxes (image pixels) of groups of changed pixels; pixels within about
    ``cell`` pixels of each other fall in one group. Largest first."""
    height, width = changed.shape
    if not changed.any():
        return []
    rows, cols = -(-height // cell), -(-width // cell)
    padded = np.zeros((rows * cell, cols * cell), dtype=bool)
    padded[:height, :width] = changed
    grid: NDArray[np.bool_] = np.asarray(padded.reshape(rows, cell, cols, cell).any(axis=(1, 3)))
    seen: NDArray[np.bool_] = np.zeros_like(grid)
    boxes = []
    for r_start, c_start in zip(*np.nonzero(grid), strict=True):
        start = (int(r_start), int(c_start))
        if seen[start]:
            continue
        seen[start] = True
        queue: deque[tuple[int, int]] = deque([start])
        members: list[tuple[int, int]] = []
        while queue:
            r, c = queue.popleft()
            members.append((r, c))
            for nr in (r - 1, r, r + 1):
                for nc in (c - 1, c, c + 1):
                    if 0 <= nr < rows and 0 <= nc < cols and grid[nr, nc] and not seen[nr, nc]:
                        seen[nr, nc] = True
                        queue.append((nr, nc))
        r0 = min(m[0] for m in members) * cell
        r1 = (max(m[0] for m in members) + 1) * cell
        c0 = min(m[1] for m in members) * cell
        c1 = (max(m[1] for m in members) + 1) * cell
        ys, xs = np.nonzero(changed[r0:r1, c0:c1])
        x, y = c0 + int(xs.min()), r0 + int(ys.min())
        boxes.append(Box(x, y, c0 + int(xs.max()) + 1 - x, r0 + int(ys.max()) + 1 - y))
    return sorted(boxes, key=lambda b: b.width * b.height, reverse=True)


def diff_image(
    base: NDArray[np.uint8], changed: NDArray[np.bool_], antialiased: NDArray[np.bool_]
) -> Image.Image:
    """pixelmatch's picture: a faded grey copy of ``base``, changed pixels red,
    anti-aliasing-only ones yellow."""
    from PIL import Image

    rgb = base[..., :3].astype(np.float64)
    luma = rgb[..., 0] * 0.29889531 + rgb[..., 1] * 0.58662247 + rgb[..., 2] * 0.11448223
    grey = 255 + (luma - 255) * FADE * base[..., 3] / 255
    out = np.repeat(np.rint(np.clip(grey, 0, 255)).astype(np.uint8)[..., None], 3, axis=2)
    out[antialiased] = (255, 255, 0)
    out[changed] = (255, 0, 0)
    return Image.fromarray(out, "RGB")


@dataclass(frozen=True)
class Diff:
    """What differs between two images. ``count`` differing pixels (pixelmatch's),
    ``ratio`` of all pixels, ``regions`` (boxes around groups of changes), ``image``
    (the diff picture), ``size_mismatch`` ((w, h) of a and b when they differ)."""

    count: int
    ratio: float
    regions: tuple[Box, ...]
    image: Image.Image
    size: tuple[int, int]
    size_mismatch: tuple[tuple[int, int], tuple[int, int]] | None = None
    antialiased: int = 0

    @property
    def changed(self) -> bool:
        return self.count > 0 or self.size_mismatch is not None

    def _text(self) -> str:
        if not self.changed:
            return "Diff: identical (0 pixels differ)"
        text = (
            f"Diff: {self.count} pixels differ ({self.ratio:.2%}) in {len(self.regions)} region(s)"
        )
        if self.size_mismatch:
            (aw, ah), (bw, bh) = self.size_mismatch
            text += f"; sizes differ: {aw}x{ah} vs {bw}x{bh}"
        return text

    def __repr__(self) -> str:
        return f"<{self._text()}>"

    def png(self) -> bytes:
        buf = io.BytesIO()
        self.image.save(buf, format="PNG")
        return buf.getvalue()

    def _ipython_display_(self) -> None:
        # What differs, then the picture as an image output (nbshot.model.display).
        from nbshot.model.display import Picture, show

        note = f'<div style="font:12px sans-serif">{html.escape(self._text())}</div>'
        show(
            [Picture(self.png(), "png", None, self._text())], note, self._text(), caption_first=True
        )

    def _repr_mimebundle_(self, include: Any = None, exclude: Any = None) -> dict[str, Any]:
        data = base64.b64encode(self.png()).decode()
        page = (
            f'<div style="font:12px sans-serif">{html.escape(self._text())}</div>'
            f'<img src="data:image/png;base64,{data}" style="max-width:100%">'
        )
        return {"text/plain": self._text(), "text/html": page}  # the picture once


def diff(a: ImageLike, b: ImageLike, *, threshold: float = 0.1, include_aa: bool = False) -> Diff:
    """Compare two images (paths, bytes, PIL images or Shots); returns a :class:`Diff`.

    Parameters
    ----------
    threshold:
        0..1, pixelmatch's: how different two colours must be to count (default 0.1).
    include_aa:
        Count anti-aliasing differences too (default: detect and ignore them).

    Raises
    ------
    InvalidArgument
        For a threshold outside 0..1 or something that is not an image.
    """
    if not isinstance(threshold, (int, float)) or not 0 <= threshold <= 1:
        raise InvalidArgument(f"threshold={threshold!r} is not allowed", "Use 0..1 (default 0.1)")
    first, second = load_rgba(a), load_rgba(b)
    if first.shape == second.shape:
        result = pixelmatch(first, second, threshold=threshold, include_aa=include_aa)
        changed, antialiased, mismatch = result.changed, result.antialiased, None
    else:
        # Match only where both have pixels (the work is bounded by the smaller one);
        # every pixel only one image has is changed.
        mismatch = ((first.shape[1], first.shape[0]), (second.shape[1], second.shape[0]))
        top, left = min(first.shape[0], second.shape[0]), min(first.shape[1], second.shape[1])
        result = pixelmatch(
            first[:top, :left], second[:top, :left], threshold=threshold, include_aa=include_aa
        )
        height = max(first.shape[0], second.shape[0])
        width = max(first.shape[1], second.shape[1])
        changed = _only_one_has(first, second, height, width)
        changed[:top, :left] = result.changed
        antialiased = np.zeros_like(changed)
        antialiased[:top, :left] = result.antialiased
        first = _pad(first, height, width)
    height, width = first.shape[:2]
    count = int(changed.sum())
    return Diff(
        count=count,
        ratio=count / (width * height),
        regions=tuple(regions(changed)),
        image=diff_image(first, changed, antialiased),
        size=(width, height),
        size_mismatch=mismatch,
        antialiased=int(antialiased.sum()),
    )


def _only_one_has(
    a: NDArray[np.uint8], b: NDArray[np.uint8], height: int, width: int
) -> NDArray[np.bool_]:
    """On a ``height`` x ``width`` canvas: the pixels inside exactly one of the images."""
    inside_a = np.zeros((height, width), dtype=bool)
    inside_a[: a.shape[0], : a.shape[1]] = True
    inside_b = np.zeros((height, width), dtype=bool)
    inside_b[: b.shape[0], : b.shape[1]] = True
    return inside_a ^ inside_b
