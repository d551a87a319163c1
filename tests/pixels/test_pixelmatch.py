"""The pixelmatch port's two ways of testing anti-aliasing agree pixel for pixel: one
pixel at a time (a few changed pixels) and whole-image passes (most of the picture).
Both agree with npm pixelmatch on the stored pairs (tests/pixels/test_diff.py)."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest
from PIL import Image

from nbshot.pixels import pixelmatch as pm

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
