"""The pixelmatch port's two ways of testing anti-aliasing agree pixel for pixel: one
pixel at a time (a few changed pixels) and whole-image passes (most of the picture).
Both agree with npm pixelmatch on the stored pairs (tests/pixels/test_diff.py)."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest
from PIL import Image

from nbshot.algorithms import pixelmatch as pm

PAIRS = Path(__file__).resolve().parent / "data" / "pixelmatch"


@pytest.mark.parametrize("name", ["grey-levels", "grey-alpha", "aa", "scheme", "alpha"])
def test_whole_image_passes_find_what_the_pixel_walk_finds(name: str) -> None:
    a = np.asarray(Image.open(PAIRS / f"{name}-a.png").convert("RGBA"))
    b = np.asarray(Image.open(PAIRS / f"{name}-b.png").convert("RGBA"))
    height, width = a.shape[:2]
    a32 = a.view(np.uint32).reshape(height, width)
    b32 = b.view(np.uint32).reshape(height, width)
    everywhere = height * width  # counts taken for the whole image, as with many changes
    equal_a, equal_b = pm._Equal(a32, everywhere), pm._Equal(b32, everywhere)
    flat = np.nonzero((a32 != b32).ravel())[0]
    ys, xs = np.divmod(flat, width)
    for img in (a, b):
        walked = pm._antialiased_exact(img, xs, ys, equal_a, equal_b)
        passes = pm._Slopes(img).antialiased(flat, equal_a, equal_b)
        assert walked.any() or name in ("alpha", "scheme")
        assert np.array_equal(walked, passes)


def _whole_picture_aa(a: np.ndarray, b: np.ndarray, over: np.ndarray) -> np.ndarray:
    """The anti-aliasing test on the whole picture, as before windows were cut."""
    height, width = a.shape[:2]
    a32 = a.view(np.uint32).reshape(height, width)
    b32 = b.view(np.uint32).reshape(height, width)
    equal_a, equal_b = pm._Equal(a32, over.size), pm._Equal(b32, over.size)
    is_aa = pm._antialiased(a, over, equal_a, equal_a, equal_b)
    rest = ~is_aa
    is_aa[rest] = pm._antialiased(b, over[rest], equal_b, equal_a, equal_b)
    return is_aa


def _semi_transparent_edit() -> tuple[np.ndarray, np.ndarray]:
    """A translucent page with a box of noise drawn on it away from the top left, its
    edge a translucent colour: whether an edge pixel is darker or brighter than the
    page depends on the checkerboard behind it, so on where it sits in the picture."""
    a = np.zeros((480, 640, 4), dtype=np.uint8)
    a[...] = (207, 21, 45, 77)
    b = a.copy()
    b[200:231, 300:341] = (46, 205, 222, 165)
    b[201:230, 301:340] = np.random.default_rng(3).integers(0, 256, (29, 39, 4), dtype=np.uint8)
    return a, b


@pytest.mark.parametrize("name", ["element", "aa", "alpha", "grey-alpha", "edit"])
def test_a_small_change_is_tested_in_its_window_with_the_same_answer(name: str) -> None:
    if name == "edit":
        a, b = _semi_transparent_edit()
    else:
        a = np.asarray(Image.open(PAIRS / f"{name}-a.png").convert("RGBA"))
        b = np.asarray(Image.open(PAIRS / f"{name}-b.png").convert("RGBA"))
    height, width = a.shape[:2]
    over = np.nonzero((a.view(np.uint32) != b.view(np.uint32)).ravel())[0]
    ys, xs = np.divmod(over, width)
    window = (np.ptp(ys) + 5) * (np.ptp(xs) + 5)
    assert window * 2 < height * width or name != "edit"  # the edit is cut out
    assert np.array_equal(pm._antialiased_pair(a, b, over), _whole_picture_aa(a, b, over))
