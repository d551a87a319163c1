"""diff and the pixelmatch port: counts equal npm pixelmatch 7.x's on stored pairs."""

from __future__ import annotations

import json
from pathlib import Path

import numpy as np
import pytest
from PIL import Image, ImageDraw

import nbshot
from nbshot.algorithms.pixelmatch import pixelmatch

PAIRS = Path(__file__).resolve().parent / "data" / "pixelmatch"
REFERENCE = json.loads((PAIRS / "counts.json").read_text())


def _rgba(path: Path) -> np.ndarray:
    return np.asarray(Image.open(path).convert("RGBA"))


@pytest.mark.parametrize(
    ("name", "options"),
    [(name, o) for name, rows in sorted(REFERENCE["counts"].items()) for o in rows],
    ids=lambda v: v if isinstance(v, str) else f"t{v['threshold']}-aa{int(v['includeAA'])}",
)
def test_count_equals_npm_pixelmatch(name: str, options: dict[str, object]) -> None:
    a, b = _rgba(PAIRS / f"{name}-a.png"), _rgba(PAIRS / f"{name}-b.png")
    result = pixelmatch(a, b, threshold=options["threshold"], include_aa=options["includeAA"])  # type: ignore[arg-type]
    assert result.count == options["count"]


def test_reference_covers_text_alpha_and_large_changes() -> None:
    counts = {name: rows[0]["count"] for name, rows in REFERENCE["counts"].items()}
    assert counts["same"] == 0 and counts["aa"] > 0 and counts["scheme"] > 100_000
    assert REFERENCE["pixelmatch"].startswith("7.")


def test_identical_images_differ_by_zero() -> None:
    same = nbshot.diff(PAIRS / "element-a.png", PAIRS / "element-a.png")
    assert (same.count, same.ratio, same.regions, same.changed) == (0, 0.0, (), False)


def _edge(gray: int) -> Image.Image:
    """White | one grey column | black: the grey column is anti-aliasing."""
    img = Image.new("RGB", (40, 30), "white")
    draw = ImageDraw.Draw(img)
    draw.rectangle((21, 0, 39, 29), fill="black")
    draw.line((20, 0, 20, 29), fill=(gray, gray, gray))
    return img


def test_an_anti_aliasing_only_difference_is_ignored_by_default() -> None:
    a, b = _edge(160), _edge(90)
    assert nbshot.diff(a, b).count == 0
    assert nbshot.diff(a, b).antialiased == 30
    assert nbshot.diff(a, b, include_aa=True).count == 30


def test_one_changed_element_gives_one_region_around_it() -> None:
    page = (
        "<body style='margin:0'><h1 style='margin:20px'>Title</h1>"
        "<div id='box' style='margin:20px;width:120px;height:60px;background:{c}'></div>"
    )
    before = nbshot.capture(html=page.format(c="#2f5bea"), viewport=(400, 300), scale="css")
    after = nbshot.capture(html=page.format(c="#e0a000"), viewport=(400, 300), scale="css")
    box = nbshot.capture(html=page.format(c="#2f5bea"), selector="#box", scale="css").box
    result = nbshot.diff(before, after)
    assert len(result.regions) == 1
    region = result.regions[0]
    assert box is not None
    assert (region.x, region.y, region.width, region.height) == (
        box.x, box.y, box.width, box.height,
    )  # fmt: skip
    assert result.count == 120 * 60
    red = np.asarray(result.image)[int(box.y) + 5, int(box.x) + 5]
    assert tuple(red) == (255, 0, 0)


def test_sizes_that_differ_are_reported_as_such() -> None:
    small, big = Image.new("RGB", (10, 10), "white"), Image.new("RGB", (10, 14), "white")
    result = nbshot.diff(small, big)
    assert result.size_mismatch == ((10, 10), (10, 14)) and result.changed
    assert result.count == 40  # the 10x4 strip only one image has


def test_bad_input_is_a_clear_error(tmp_path: Path) -> None:
    with pytest.raises(nbshot.InvalidArgument, match="No image at"):
        nbshot.diff(tmp_path / "nope.png", PAIRS / "same-a.png")
    (tmp_path / "text.png").write_text("not an image")
    with pytest.raises(nbshot.InvalidArgument, match="not a PNG or JPEG"):
        nbshot.diff(tmp_path / "text.png", PAIRS / "same-a.png")
    with pytest.raises(nbshot.InvalidArgument, match="threshold=2"):
        nbshot.diff(PAIRS / "same-a.png", PAIRS / "same-a.png", threshold=2)
