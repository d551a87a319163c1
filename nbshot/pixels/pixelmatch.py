"""pixelmatch's image comparison, vectorized with numpy.

A port of pixelmatch 7.x (https://github.com/mapbox/pixelmatch, ISC licence):
the YIQ perceptual colour delta with a threshold, and its anti-aliasing
detector (after V. Vysniauskas, "Anti-aliased Pixel and Intensity Slope
Detector", 2009). The mismatch count equals the JavaScript library's on the
same pixels; tests/data/pixelmatch keeps pairs with the counts pixelmatch gave.

The JavaScript walks every pixel; here each step is an array operation over all
pixels at once, and the anti-aliasing test (a 3x3 neighbourhood walk) runs only
for the pixels over the threshold, all of them together.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np
from numpy.typing import NDArray

MAX_YIQ_DELTA = 35215.0  # the largest value the YIQ delta can take
# Neighbours in pixelmatch's order (x outer, y inner): the first darkest and
# brightest neighbour it finds decide ties, so the order matters.
_NEIGHBOURS = [(dx, dy) for dx in (-1, 0, 1) for dy in (-1, 0, 1) if (dx, dy) != (0, 0)]

RGBA = NDArray[np.uint8]  # height x width x 4


@dataclass(frozen=True)
class PixelDiff:
    """What :func:`pixelmatch` found: ``count`` mismatched pixels, and boolean
    masks of the mismatched (``changed``) and anti-aliasing-only (``antialiased``)
    pixels."""

    count: int
    changed: NDArray[np.bool_]
    antialiased: NDArray[np.bool_]


def _background(pos: NDArray[np.int64]) -> tuple[NDArray[np.float64], ...]:
    """pixelmatch's checkerboard colour behind semi-transparent pixels, by byte offset."""
    rb = 48 + 159 * (pos % 2)
    gb = 48 + 159 * ((pos / 1.618033988749895).astype(np.int64) % 2)
    bb = 48 + 159 * ((pos / 2.618033988749895).astype(np.int64) % 2)
    return rb.astype(np.float64), gb.astype(np.float64), bb.astype(np.float64)


def _deltas(
    p1: NDArray[np.uint8], p2: NDArray[np.uint8], pos: NDArray[np.int64]
) -> tuple[NDArray[np.float64], NDArray[np.float64], NDArray[np.float64]]:
    """Channel differences (r, g, b), blended over the checkerboard where either
    pixel is not opaque. ``p1``, ``p2``: N x 4 uint8 arrays.

    Differences of whole numbers are exact in any type, so they are taken in
    int16 and converted once: the same float64 values the JavaScript computes.
    """
    d = p1.astype(np.int16) - p2
    dr, dg, db = (d[:, k].astype(np.float64) for k in range(3))
    blend = (p1[:, 3] < 255) | (p2[:, 3] < 255)
    if blend.any():
        rb, gb, bb = _background(pos[blend])
        b1, b2 = p1[blend].astype(np.float64), p2[blend].astype(np.float64)
        x1, x2 = b1[:, 3], b2[:, 3]
        da = x1 - x2
        dr[blend] = (b1[:, 0] * x1 - b2[:, 0] * x2 - rb * da) / 255
        dg[blend] = (b1[:, 1] * x1 - b2[:, 1] * x2 - gb * da) / 255
        db[blend] = (b1[:, 2] * x1 - b2[:, 2] * x2 - bb * da) / 255
    return dr, dg, db


def _color_delta(
    p1: NDArray[np.uint8], p2: NDArray[np.uint8], pos: NDArray[np.int64]
) -> NDArray[np.float64]:
    """Squared YIQ distance, negative where the second pixel is darker."""
    dr, dg, db = _deltas(p1, p2, pos)
    # In place, in the JavaScript's left-to-right order, so every rounding matches:
    # y = dr*0.29889531 + dg*0.58662247 + db*0.11448223, and so on.
    t = np.empty_like(dr)

    def channel(cr: float, cg: float, cb: float, sg: int, sb: int) -> NDArray[np.float64]:
        out = dr * cr
        np.multiply(dg, cg, out=t)
        out += t if sg > 0 else -t
        np.multiply(db, cb, out=t)
        out += t if sb > 0 else -t
        return out

    y = channel(0.29889531, 0.58662247, 0.11448223, 1, 1)
    i = channel(0.59597799, 0.27417610, 0.32180189, -1, -1)
    q = channel(0.21147017, 0.52261711, 0.31114694, -1, 1)
    delta = np.multiply(y, 0.5053)
    delta *= y
    np.multiply(i, 0.299, out=t)
    t *= i
    delta += t
    np.multiply(q, 0.1957, out=t)
    t *= q
    delta += t
    np.negative(delta, out=delta, where=y > 0)  # negative where img2 is darker
    return delta


class _Equal:
    """How many neighbours of exactly the same RGBA a pixel has, plus one on the
    border (pixelmatch's ``zeroes`` start): for a few pixels by gathering their
    neighbours, for most of the image by comparing shifted copies once."""

    def __init__(self, img32: NDArray[np.uint32], expected: int) -> None:
        self.img32 = img32
        self.height, self.width = img32.shape
        self.full: NDArray[np.int8] | None = None
        if expected * 8 > img32.size:  # cheaper to count everywhere at once
            self.full = self._everywhere()

    def _everywhere(self) -> NDArray[np.int8]:
        img, (height, width) = self.img32, self.img32.shape
        count = np.zeros((height, width), dtype=np.int8)
        count[0, :] = count[-1, :] = 1
        count[:, 0] = count[:, -1] = 1
        for dx, dy in _NEIGHBOURS:
            ys = slice(max(dy, 0), height + min(dy, 0))
            xs = slice(max(dx, 0), width + min(dx, 0))
            ys_from = slice(max(-dy, 0), height + min(-dy, 0))
            xs_from = slice(max(-dx, 0), width + min(-dx, 0))
            count[ys_from, xs_from] += img[ys_from, xs_from] == img[ys, xs]
        return count

    def at(self, xs: NDArray[np.int64], ys: NDArray[np.int64]) -> NDArray[np.int64]:
        if self.full is not None:
            found: NDArray[np.int64] = self.full.ravel()[ys * self.width + xs].astype(np.int64)
            return found
        img, height, width = self.img32, self.height, self.width
        count: NDArray[np.int64] = (
            (xs == 0) | (xs == width - 1) | (ys == 0) | (ys == height - 1)
        ).astype(np.int64)
        values = img[ys, xs]
        for dx, dy in _NEIGHBOURS:
            nx, ny = xs + dx, ys + dy
            valid = (nx >= 0) & (nx < width) & (ny >= 0) & (ny < height)
            same = np.zeros(len(xs), dtype=bool)
            same[valid] = img[ny[valid], nx[valid]] == values[valid]
            count += same
        return count


def _antialiased(
    img: RGBA,
    xs: NDArray[np.int64],
    ys: NDArray[np.int64],
    equal: _Equal,
    equal_a: _Equal,
    equal_b: _Equal,
) -> NDArray[np.bool_]:
    """pixelmatch's ``antialiased`` for every (xs[k], ys[k]) of ``img`` at once.

    ``equal`` counts identical neighbours in ``img``: a pixel with 3+ of them
    (border included) is not anti-aliasing, whatever the rest, which settles most
    pixels of flat areas before any colour arithmetic.
    """
    result = np.zeros(len(xs), dtype=bool)
    open_ = np.nonzero(equal.at(xs, ys) <= 2)[0]
    if open_.size:
        result[open_] = _antialiased_exact(img, xs[open_], ys[open_], equal_a, equal_b)
    return result


def _antialiased_exact(
    img: RGBA, xs: NDArray[np.int64], ys: NDArray[np.int64], equal_a: _Equal, equal_b: _Equal
) -> NDArray[np.bool_]:
    height, width = img.shape[:2]
    n = len(xs)
    center = img[ys, xs]
    center_pos = (ys * width + xs) * 4
    border = (xs == 0) | (xs == width - 1) | (ys == 0) | (ys == height - 1)
    zeroes = border.astype(np.int64)
    deltas = np.full((n, 8), np.nan)
    for k, (dx, dy) in enumerate(_NEIGHBOURS):
        nx, ny = xs + dx, ys + dy
        valid = (nx >= 0) & (nx < width) & (ny >= 0) & (ny < height)
        if not valid.any():
            continue
        neighbour = img[ny[valid], nx[valid]]
        dr, dg, db = _deltas(center[valid], neighbour, center_pos[valid])
        same = (center[valid] == neighbour).all(axis=1)
        brightness = dr * 0.29889531 + dg * 0.58662247 + db * 0.11448223
        brightness[same] = 0.0
        deltas[valid, k] = brightness
    zeroes += np.sum(deltas == 0, axis=1)
    darker = np.where(deltas < 0, deltas, np.inf)
    brighter = np.where(deltas > 0, deltas, -np.inf)
    has_dark = np.isfinite(darker).any(axis=1)
    has_bright = np.isfinite(brighter).any(axis=1)
    candidate = (zeroes <= 2) & has_dark & has_bright
    result = np.zeros(n, dtype=bool)
    if not candidate.any():
        return result
    rows = np.nonzero(candidate)[0]
    offsets = np.array(_NEIGHBOURS)
    min_k = np.argmin(darker[rows], axis=1)  # the first darkest, as pixelmatch keeps it
    max_k = np.argmax(brighter[rows], axis=1)
    min_x, min_y = xs[rows] + offsets[min_k, 0], ys[rows] + offsets[min_k, 1]
    max_x, max_y = xs[rows] + offsets[max_k, 0], ys[rows] + offsets[max_k, 1]
    result[rows] = ((equal_a.at(min_x, min_y) > 2) & (equal_b.at(min_x, min_y) > 2)) | (
        (equal_a.at(max_x, max_y) > 2) & (equal_b.at(max_x, max_y) > 2)
    )
    return result


def pixelmatch(
    img1: RGBA, img2: RGBA, *, threshold: float = 0.1, include_aa: bool = False
) -> PixelDiff:
    """Compare two same-sized RGBA images (height x width x 4, uint8).

    Raises
    ------
    ValueError
        When the arrays are not the same height x width x 4 shape.
    """
    if img1.shape != img2.shape or img1.ndim != 3 or img1.shape[2] != 4:
        raise ValueError(f"Images must be the same HxWx4 shape: {img1.shape} vs {img2.shape}")
    height, width = img1.shape[:2]
    a = np.ascontiguousarray(img1, dtype=np.uint8)
    b = np.ascontiguousarray(img2, dtype=np.uint8)
    a32 = a.view(np.uint32).reshape(height, width)
    b32 = b.view(np.uint32).reshape(height, width)
    changed = np.zeros((height, width), dtype=bool)
    antialiased = np.zeros((height, width), dtype=bool)
    differs = np.nonzero((a32 != b32).ravel())[0]
    if differs.size == 0:
        return PixelDiff(0, changed, antialiased)
    # Gather whole pixels as uint32 (4x fewer, contiguous), then see them as RGBA.
    pixels_a = a32.ravel()[differs].view(np.uint8).reshape(-1, 4)
    pixels_b = b32.ravel()[differs].view(np.uint8).reshape(-1, 4)
    delta = _color_delta(pixels_a, pixels_b, differs * 4)
    over = differs[np.abs(delta) > MAX_YIQ_DELTA * threshold * threshold]
    ys, xs = np.divmod(over, width)
    if include_aa or over.size == 0:
        changed.ravel()[over] = True
        return PixelDiff(int(over.size), changed, antialiased)
    equal_a, equal_b = _Equal(a32, over.size), _Equal(b32, over.size)
    is_aa = _antialiased(a, xs, ys, equal_a, equal_a, equal_b)
    rest = ~is_aa
    if rest.any():
        is_aa[rest] = _antialiased(b, xs[rest], ys[rest], equal_b, equal_a, equal_b)
    antialiased.ravel()[over[is_aa]] = True
    changed.ravel()[over[~is_aa]] = True
    return PixelDiff(int((~is_aa).sum()), changed, antialiased)
