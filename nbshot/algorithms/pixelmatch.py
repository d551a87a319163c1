"""pixelmatch's image comparison, vectorized with numpy.

A port of pixelmatch 7.x (https://github.com/mapbox/pixelmatch, ISC licence):
the YIQ perceptual colour delta with a threshold, and its anti-aliasing
detector (after V. Vysniauskas, "Anti-aliased Pixel and Intensity Slope
Detector", 2009). The mismatch count equals the JavaScript library's on the
same pixels; tests/data/pixelmatch keeps pairs with the counts pixelmatch gave.

The JavaScript walks every pixel; here each step is an array operation over many
pixels at once, in chunks small enough to stay in the CPU's cache. The
anti-aliasing test (a 3x3 neighbourhood walk) runs only for the pixels over the
threshold: gathered pixel by pixel when they are few, or, when most of the picture
changed (light against dark, noise), as whole-image passes over shifted views of
each neighbour, where gathering would cost more than the arithmetic.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import numpy as np
from numpy.typing import NDArray

MAX_YIQ_DELTA = 35215.0  # the largest value the YIQ delta can take
# Neighbours in pixelmatch's order (x outer, y inner): the first darkest and
# brightest neighbour it finds decide ties, so the order matters.
_NEIGHBOURS = [(dx, dy) for dx in (-1, 0, 1) for dy in (-1, 0, 1) if (dx, dy) != (0, 0)]

RGBA = NDArray[np.uint8]  # height x width x 4


@dataclass(frozen=True)
class _Origin:
    """Where a window cut from the picture sits in it: the checkerboard behind
    semi-transparent pixels depends on a pixel's byte offset in the whole picture."""

    top: int = 0
    left: int = 0
    width: int = 0  # the whole picture's; 0: the window is the picture

    def byte_pos(
        self, ys: NDArray[np.int64], xs: NDArray[np.int64], width: int
    ) -> NDArray[np.int64]:
        """Byte offsets in the whole picture of the window's pixels (``ys``, ``xs``)."""
        return ((ys + self.top) * (self.width or width) + xs + self.left) * 4


_WHOLE = _Origin()


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


_CHUNK = 1 << 16  # pixels per step: a few float64 arrays of this size stay in cache


def _over_threshold(
    p1: NDArray[np.uint8], p2: NDArray[np.uint8], pos: NDArray[np.int64] | None, limit: float
) -> NDArray[np.bool_]:
    """Whether each pixel pair's squared YIQ distance is over ``limit`` (N x 4 pixels),
    computed a chunk at a time. ``pos``: the pixels' byte offsets in the picture, or
    None when ``p1`` and ``p2`` are the whole pictures (pixel k at byte 4k)."""
    out = np.empty(len(p1), dtype=bool)
    for start in range(0, len(p1), _CHUNK):
        end = min(start + _CHUNK, len(p1))
        at = pos[start:end] if pos is not None else np.arange(start * 4, end * 4, 4)
        out[start:end] = _over_chunk(p1[start:end], p2[start:end], at, limit)
    return out


def _planar_deltas(
    p1: NDArray[np.uint8], p2: NDArray[np.uint8], pos: NDArray[np.int64]
) -> tuple[NDArray[np.float64], NDArray[np.float64], NDArray[np.float64]]:
    """:func:`_deltas`, with the channels converted in one pass into contiguous rows
    (reading a column of an N x 4 array touches every row)."""
    if (p1[:, 3] == 255).all() and (p2[:, 3] == 255).all():
        d = np.array((p1.astype(np.int16) - p2).T[:3], dtype=np.float64, order="C")
        return d[0], d[1], d[2]
    # Blended over the checkerboard, for every pixel of the chunk: for two opaque
    # pixels (r1 * 255 - r2 * 255) / 255 is r1 - r2 exactly, so one formula serves.
    one = np.array(p1.T, dtype=np.float64, order="C")
    two = np.array(p2.T, dtype=np.float64, order="C")
    da = one[3] - two[3]
    backs = _background(pos)
    dr, dg, db = ((one[c] * one[3] - two[c] * two[3] - backs[c] * da) / 255 for c in range(3))
    return dr, dg, db


def _yiq_part(
    dr: NDArray[np.float64],
    dg: NDArray[np.float64],
    db: NDArray[np.float64],
    coefficients: tuple[float, float, float],
    signs: tuple[int, int],
) -> NDArray[np.float64]:
    """``dr*cr ± dg*cg ± db*cb``, in place and in the JavaScript's left-to-right
    order, so every rounding matches."""
    cr, cg, cb = coefficients
    out = dr * cr
    t = np.multiply(dg, cg)
    np.add(out, t, out=out) if signs[0] > 0 else np.subtract(out, t, out=out)
    np.multiply(db, cb, out=t)
    np.add(out, t, out=out) if signs[1] > 0 else np.subtract(out, t, out=out)
    return out


def _over_chunk(
    p1: NDArray[np.uint8], p2: NDArray[np.uint8], pos: NDArray[np.int64], limit: float
) -> NDArray[np.bool_]:
    dr, dg, db = _planar_deltas(p1, p2, pos)
    y = _yiq_part(dr, dg, db, (0.29889531, 0.58662247, 0.11448223), (1, 1))
    # pixelmatch's delta is 0.5053*y*y + 0.299*i*i + 0.1957*q*q: three terms that are
    # never negative, so a brightness term alone over the limit settles the pixel
    # (a rounded sum is never below one of its non-negative terms). Most pixels of a
    # picture that changed a lot are settled here, before i and q are computed.
    delta = np.multiply(y, 0.5053)
    delta *= y
    over = delta > limit
    rest = np.nonzero(~over)[0]
    if rest.size * 2 < len(over):
        dr, dg, db, delta = dr[rest], dg[rest], db[rest], delta[rest]
    i = _yiq_part(dr, dg, db, (0.59597799, 0.27417610, 0.32180189), (-1, -1))
    q = _yiq_part(dr, dg, db, (0.21147017, 0.52261711, 0.31114694), (-1, 1))
    t = np.multiply(i, 0.299)
    t *= i
    delta += t
    np.multiply(q, 0.1957, out=t)
    t *= q
    delta += t
    if len(delta) < len(over):
        over[rest] = delta > limit
    else:
        np.greater(delta, limit, out=over)
    return over


class _Equal:
    """How many neighbours of exactly the same RGBA a pixel has, plus one on the
    border (pixelmatch's ``zeroes`` start): for a few pixels by gathering their
    neighbours, for most of the image by comparing shifted copies once."""

    def __init__(self, img32: NDArray[np.uint32], expected: int) -> None:
        self.img32 = img32
        self.height, self.width = img32.shape
        self.full: NDArray[np.int8] | None = None
        self.near: NDArray[np.bool_] | None = None  # see _near_siblings
        if expected * 8 > img32.size:  # cheaper to count everywhere at once
            self.full = self._everywhere()

    def _everywhere(self) -> NDArray[np.int8]:
        img, (height, width) = self.img32, self.img32.shape
        count = np.zeros((height, width), dtype=np.int8)
        count[0, :] = count[-1, :] = 1
        count[:, 0] = count[:, -1] = 1
        # Sameness is mutual: each of four directions is compared once and counted
        # for both pixels of the pair (right, down, down-right, down-left).
        for dx, dy in ((1, 0), (0, 1), (1, 1), (-1, 1)):
            ys = slice(max(dy, 0), height + min(dy, 0))
            xs = slice(max(dx, 0), width + min(dx, 0))
            ys_from = slice(max(-dy, 0), height + min(-dy, 0))
            xs_from = slice(max(-dx, 0), width + min(-dx, 0))
            same = img[ys_from, xs_from] == img[ys, xs]
            count[ys_from, xs_from] += same
            count[ys, xs] += same
        return count

    def at_flat(self, flat: NDArray[np.int64]) -> NDArray[np.integer[Any]]:
        """:meth:`at` for pixels given as row * width + x."""
        if self.full is not None:
            found: NDArray[np.integer[Any]] = self.full.ravel()[flat]
            return found
        ys, xs = np.divmod(flat, self.width)
        return self.at(xs, ys)

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
    flat: NDArray[np.int64],
    equal: _Equal,
    equal_a: _Equal,
    equal_b: _Equal,
    origin: _Origin = _WHOLE,
) -> NDArray[np.bool_]:
    """pixelmatch's ``antialiased`` for every pixel ``flat[k]`` (row * width + x) of
    ``img`` at once; ``img`` may be a window cut from the picture at ``origin``.

    ``equal`` counts identical neighbours in ``img``: a pixel with 3+ of them
    (border included) is not anti-aliasing, whatever the rest, which settles most
    pixels of flat areas before any colour arithmetic.
    """
    result = np.zeros(len(flat), dtype=bool)
    open_ = np.nonzero(equal.at_flat(flat) <= 2)[0]
    near = _near_siblings(equal_a, equal_b)
    if near is not None:
        # Only a pixel beside one with many siblings in both images can pass the test
        # (its darkest or brightest neighbour must be one): noise has none.
        open_ = open_[near.ravel()[flat[open_]]]
    if open_.size * 8 > img.shape[0] * img.shape[1]:  # most of the image: whole passes
        result[open_] = _Slopes(img, origin).antialiased(flat[open_], equal_a, equal_b)
    elif open_.size:
        ys, xs = np.divmod(flat[open_], img.shape[1])
        result[open_] = _antialiased_exact(img, xs, ys, equal_a, equal_b, origin)
    return result


def _near_siblings(equal_a: _Equal, equal_b: _Equal) -> NDArray[np.bool_] | None:
    """Pixels with a neighbour that has 3+ identical neighbours (border included) in
    both images, or None when the counts were not taken for the whole image."""
    if equal_a.full is None or equal_b.full is None:
        return None
    if equal_a.near is None:
        both = (equal_a.full > 2) & (equal_b.full > 2)
        # The 3x3 neighbourhood as a row pass then a column pass. It takes in the pixel
        # itself, which changes nothing: a pixel still open has 2 or fewer siblings in
        # the image it is tested in, so it is not one of ``both``.
        rows = both.copy()
        rows[:, 1:] |= both[:, :-1]
        rows[:, :-1] |= both[:, 1:]
        near = rows.copy()
        near[1:] |= rows[:-1]
        near[:-1] |= rows[1:]
        equal_a.near = equal_b.near = near
    return equal_a.near


class _Slopes:
    """For every pixel of one image: how many neighbours have the same brightness
    (pixelmatch's ``zeroes``, the border counting one), and which neighbour is the
    first darkest and the first brightest, found by whole-image passes over shifted
    views, a band of rows at a time. The arithmetic is the JavaScript's, in its order,
    so every value and tie is the same."""

    def __init__(self, img: RGBA, origin: _Origin = _WHOLE) -> None:
        self.height, self.width = img.shape[:2]
        self.origin = origin
        size = self.height * self.width
        self.zeroes = np.empty(size, dtype=np.int8)
        self.darkest = np.empty(size, dtype=np.int8)  # index into _NEIGHBOURS, -1: none
        self.brightest = np.empty(size, dtype=np.int8)
        rows = max(1, _CHUNK // self.width)
        for top in range(0, self.height, rows):
            self._band(img, top, min(top + rows, self.height))

    def _band(self, img: RGBA, top: int, bottom: int) -> None:
        height, width = bottom - top, self.width
        # The band and one row above and below, one NaN column either side: a NaN
        # neighbour is neither equal, darker nor brighter, as outside the image.
        lo, hi = max(top - 1, 0), min(bottom + 1, self.height)
        rows = img[lo:hi].astype(np.float64)
        planes = np.full((4, height + 2, width + 2), np.nan)
        planes[:, 1 + lo - top : 1 + hi - top, 1:-1] = np.moveaxis(rows, 2, 0)
        blend = bool((rows[..., 3] < 255).any())
        if blend:  # channels premultiplied, as colorDelta blends them (exact integers)
            planes[:3] *= planes[3]
            ys = np.arange(top, bottom, dtype=np.int64)[:, None]
            pos = self.origin.byte_pos(ys, np.arange(width, dtype=np.int64)[None, :], width)
            _, gb, bb = _background(pos)
        centre = planes[:, 1:-1, 1:-1]
        zeroes = np.zeros((height, width), dtype=np.int8)
        zeroes[:, 0] = zeroes[:, -1] = 1
        if top == 0:
            zeroes[0] = 1
        if bottom == self.height:
            zeroes[-1] = 1
        darkest = np.zeros((height, width))
        brightest = np.zeros((height, width))
        dark_k = np.full((height, width), -1, dtype=np.int8)
        bright_k = np.full((height, width), -1, dtype=np.int8)
        y = np.empty((height, width))
        t = np.empty((height, width))
        found = np.empty((height, width), dtype=bool)
        for k, (dx, dy) in enumerate(_NEIGHBOURS):
            other = planes[:, 1 + dy : 1 + dy + height, 1 + dx : 1 + dx + width]
            if blend:
                da = centre[3] - other[3]
                channels = [
                    (centre[c] - other[c] - back * da) / 255
                    for c, back in ((0, 48.0), (1, gb), (2, bb))
                ]
            else:
                channels = [centre[c] - other[c] for c in range(3)]
            np.multiply(channels[0], 0.29889531, out=y)
            np.multiply(channels[1], 0.58662247, out=t)
            y += t
            np.multiply(channels[2], 0.11448223, out=t)
            y += t
            np.equal(y, 0, out=found)
            zeroes += found
            np.less(y, darkest, out=found)  # strictly: the first darkest stays
            np.copyto(darkest, y, where=found)
            np.copyto(dark_k, k, where=found)
            np.greater(y, brightest, out=found)
            np.copyto(brightest, y, where=found)
            np.copyto(bright_k, k, where=found)
        span = slice(top * width, bottom * width)
        self.zeroes[span] = zeroes.ravel()
        self.darkest[span] = dark_k.ravel()
        self.brightest[span] = bright_k.ravel()

    def antialiased(
        self, flat: NDArray[np.int64], equal_a: _Equal, equal_b: _Equal
    ) -> NDArray[np.bool_]:
        """pixelmatch's ``antialiased`` for the pixels ``flat``."""
        dark, bright = self.darkest[flat], self.brightest[flat]
        result = np.zeros(len(flat), dtype=bool)
        rows = np.nonzero((self.zeroes[flat] <= 2) & (dark >= 0) & (bright >= 0))[0]
        if not rows.size:
            return result
        step = np.array([dy * self.width + dx for dx, dy in _NEIGHBOURS], dtype=np.int64)
        low, high = flat[rows] + step[dark[rows]], flat[rows] + step[bright[rows]]
        result[rows] = ((equal_a.at_flat(low) > 2) & (equal_b.at_flat(low) > 2)) | (
            (equal_a.at_flat(high) > 2) & (equal_b.at_flat(high) > 2)
        )
        return result


def _antialiased_exact(
    img: RGBA,
    xs: NDArray[np.int64],
    ys: NDArray[np.int64],
    equal_a: _Equal,
    equal_b: _Equal,
    origin: _Origin = _WHOLE,
) -> NDArray[np.bool_]:
    height, width = img.shape[:2]
    n = len(xs)
    center = img[ys, xs]
    center_pos = origin.byte_pos(ys, xs, width)
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


def _antialiased_pair(a: RGBA, b: RGBA, over: NDArray[np.int64]) -> NDArray[np.bool_]:
    """Which of the pixels ``over`` (row * width + x) are anti-aliasing in ``a`` or ``b``.

    The test looks two pixels around each one, so it runs on the window around them
    (two pixels wider on each side) when that is much smaller than the picture: one
    changed element costs its own area, not the picture's."""
    height, width = a.shape[:2]
    origin = _WHOLE
    # ``over`` is in order, so its rows' span costs nothing: most of a picture that
    # changed top to bottom is not worth cutting out.
    top, bottom = max(int(over[0]) // width - 2, 0), min(int(over[-1]) // width + 3, height)
    if (bottom - top) * 2 < height:
        ys, xs = np.divmod(over, width)
        left, right = max(int(xs.min()) - 2, 0), min(int(xs.max()) + 3, width)
        a, b = a[top:bottom, left:right], b[top:bottom, left:right]
        over = (ys - top) * (right - left) + (xs - left)
        origin = _Origin(top, left, width)
    window_height, window_width = a.shape[:2]
    a = np.ascontiguousarray(a)
    b = np.ascontiguousarray(b)
    a32 = a.view(np.uint32).reshape(window_height, window_width)
    b32 = b.view(np.uint32).reshape(window_height, window_width)
    equal_a, equal_b = _Equal(a32, over.size), _Equal(b32, over.size)
    is_aa = _antialiased(a, over, equal_a, equal_a, equal_b, origin)
    rest = ~is_aa
    if rest.any():
        is_aa[rest] = _antialiased(b, over[rest], equal_b, equal_a, equal_b, origin)
    return is_aa


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
    antialiased = np.zeros((height, width), dtype=bool)
    limit = MAX_YIQ_DELTA * threshold * threshold
    differs_mask = a32 != b32
    differing = int(np.count_nonzero(differs_mask))
    if differing * 2 > differs_mask.size:
        # Most pixels differ (light against dark, noise): test them all in place
        # rather than gather them. An identical pair's delta is 0, never over a limit.
        changed = _over_threshold(a.reshape(-1, 4), b.reshape(-1, 4), None, limit)
        changed = changed.reshape(height, width)
    else:
        changed = np.zeros((height, width), dtype=bool)
        if differing == 0:
            return PixelDiff(0, changed, antialiased)
        differs = np.flatnonzero(differs_mask)
        # Gather whole pixels as uint32 (4x fewer, contiguous), then see them as RGBA.
        pixels_a = a32.ravel()[differs].view(np.uint8).reshape(-1, 4)
        pixels_b = b32.ravel()[differs].view(np.uint8).reshape(-1, 4)
        changed.ravel()[differs[_over_threshold(pixels_a, pixels_b, differs * 4, limit)]] = True
    over = np.flatnonzero(changed)
    if include_aa or over.size == 0:
        return PixelDiff(int(over.size), changed, antialiased)
    is_aa = _antialiased_pair(a, b, over)
    aa_pixels = over[is_aa]
    antialiased.ravel()[aa_pixels] = True
    changed.ravel()[aa_pixels] = False
    return PixelDiff(int(over.size - aa_pixels.size), changed, antialiased)
