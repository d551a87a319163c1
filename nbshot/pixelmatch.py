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
    p1: NDArray[np.float64], p2: NDArray[np.float64], pos: NDArray[np.int64]
) -> tuple[NDArray[np.float64], NDArray[np.float64], NDArray[np.float64]]:
    """Channel differences (r, g, b), blended over the checkerboard where either
    pixel is not opaque. ``p1``, ``p2``: N x 4 float arrays."""
    dr, dg, db = p1[:, 0] - p2[:, 0], p1[:, 1] - p2[:, 1], p1[:, 2] - p2[:, 2]
    a1, a2 = p1[:, 3], p2[:, 3]
    blend = (a1 < 255) | (a2 < 255)
    if blend.any():
        rb, gb, bb = _background(pos[blend])
        b1, b2 = p1[blend], p2[blend]
        x1, x2 = b1[:, 3], b2[:, 3]
        da = x1 - x2
        dr[blend] = (b1[:, 0] * x1 - b2[:, 0] * x2 - rb * da) / 255
        dg[blend] = (b1[:, 1] * x1 - b2[:, 1] * x2 - gb * da) / 255
        db[blend] = (b1[:, 2] * x1 - b2[:, 2] * x2 - bb * da) / 255
    return dr, dg, db


def _color_delta(
    p1: NDArray[np.float64], p2: NDArray[np.float64], pos: NDArray[np.int64]
) -> NDArray[np.float64]:
    """Squared YIQ distance, negative where the second pixel is darker."""
    dr, dg, db = _deltas(p1, p2, pos)
    y = dr * 0.29889531 + dg * 0.58662247 + db * 0.11448223
    i = dr * 0.59597799 - dg * 0.27417610 - db * 0.32180189
    q = dr * 0.21147017 - dg * 0.52261711 + db * 0.31114694
    delta = 0.5053 * y * y + 0.299 * i * i + 0.1957 * q * q
    result: NDArray[np.float64] = np.where(y > 0, -delta, delta)
    return result


def _many_siblings(img32: NDArray[np.uint32]) -> NDArray[np.bool_]:
    """Per pixel: has it 3+ neighbours of exactly its colour (the border counts as one)?"""
    height, width = img32.shape
    count = np.zeros((height, width), dtype=np.int8)
    count[0, :] = 1
    count[-1, :] = 1
    count[:, 0] = 1
    count[:, -1] = 1
    padded = np.pad(img32, 1, mode="constant")
    inside = np.pad(np.ones_like(img32, dtype=bool), 1, mode="constant")
    for dx, dy in _NEIGHBOURS:
        window = padded[1 + dy : 1 + dy + height, 1 + dx : 1 + dx + width]
        valid = inside[1 + dy : 1 + dy + height, 1 + dx : 1 + dx + width]
        count += (valid & (window == img32)).astype(np.int8)
    many: NDArray[np.bool_] = count > 2
    return many


def _antialiased(
    img: RGBA,
    xs: NDArray[np.int64],
    ys: NDArray[np.int64],
    many_a: NDArray[np.bool_],
    many_b: NDArray[np.bool_],
) -> NDArray[np.bool_]:
    """pixelmatch's ``antialiased`` for every (xs[k], ys[k]) of ``img`` at once."""
    height, width = img.shape[:2]
    n = len(xs)
    center = img[ys, xs].astype(np.float64)
    center_pos = (ys * width + xs) * 4
    border = (xs == 0) | (xs == width - 1) | (ys == 0) | (ys == height - 1)
    zeroes = border.astype(np.int64)
    deltas = np.full((n, 8), np.nan)
    for k, (dx, dy) in enumerate(_NEIGHBOURS):
        nx, ny = xs + dx, ys + dy
        valid = (nx >= 0) & (nx < width) & (ny >= 0) & (ny < height)
        if not valid.any():
            continue
        neighbour = img[ny[valid], nx[valid]].astype(np.float64)
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
    result[rows] = (many_a[min_y, min_x] & many_b[min_y, min_x]) | (
        many_a[max_y, max_x] & many_b[max_y, max_x]
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
    flat_a, flat_b = a.reshape(-1, 4), b.reshape(-1, 4)
    delta = _color_delta(
        flat_a[differs].astype(np.float64), flat_b[differs].astype(np.float64), differs * 4
    )
    over = differs[np.abs(delta) > MAX_YIQ_DELTA * threshold * threshold]
    ys, xs = np.divmod(over, width)
    if include_aa or over.size == 0:
        changed.ravel()[over] = True
        return PixelDiff(int(over.size), changed, antialiased)
    many_a, many_b = _many_siblings(a32), _many_siblings(b32)
    is_aa = _antialiased(a, xs, ys, many_a, many_b)
    rest = ~is_aa
    if rest.any():
        is_aa[rest] = _antialiased(b, xs[rest], ys[rest], many_b, many_a)
    antialiased.ravel()[over[is_aa]] = True
    changed.ravel()[over[~is_aa]] = True
    return PixelDiff(int((~is_aa).sum()), changed, antialiased)
