"""Refs drawn on the picture (nbshot.model.overlay): an outline per interactive ref, scaled
with device pixels, labels readable at half size."""

from __future__ import annotations

from pathlib import Path

import nbshot
from nbshot.demo import DemoSite


def test_overlay_outlines_each_interactive_ref(demo: DemoSite, tmp_path: Path) -> None:
    shot = nbshot.capture(demo.url_for("signin"), out_dir=tmp_path)
    tree = nbshot.snapshot(demo.url_for("signin"))
    marked = shot.annotate(tree)
    assert (marked.width, marked.height) == (shot.width, shot.height)
    button = tree.find("Sign in", role="button").nodes[-1]
    x, y, w, h = button.box
    before, after = shot.image.convert("RGB"), marked.image.convert("RGB")
    assert before.getpixel((x, y + h // 2)) != after.getpixel((x, y + h // 2))  # outline drawn
    assert before.getpixel((x + w // 2, y + h // 2)) == after.getpixel((x + w // 2, y + h // 2))


def test_overlay_scales_with_device_pixels(demo: DemoSite, tmp_path: Path) -> None:
    shot = nbshot.capture(demo.url_for("signin"), device="iPhone 13", out_dir=tmp_path)
    tree = nbshot.snapshot(demo.url_for("signin"), device="iPhone 13")
    marked = shot.annotate(tree, refs=[tree.find("Sign in", role="button").nodes[-1].ref or ""])
    x, y, _, h = tree.find("Sign in", role="button").nodes[-1].box
    assert shot.image.convert("RGB").getpixel((x * 3, (y + h // 2) * 3)) != marked.image.convert(
        "RGB"
    ).getpixel((x * 3, (y + h // 2) * 3))


def test_ref_labels_stay_readable_where_a_desktop_page_is_shown_at_half_size(
    demo: DemoSite, tmp_path: Path
) -> None:
    shot = nbshot.capture(demo.url_for("signin"), out_dir=tmp_path)
    tree = nbshot.snapshot(demo.url_for("signin"))
    button = tree.find("Sign in", role="button").nodes[-1]
    x, y, _, _ = button.box
    image = shot.annotate(tree, refs=[button.ref or ""]).image.convert("RGB")
    first_color = (0xE1, 0x1D, 0x48)
    tag = [row for row in range(max(0, int(y) - 80), int(y))
           if image.getpixel((int(x) + 1, row)) == first_color]  # fmt: skip
    # The explorer and notebooks show 1280 px at about 640: the tag must stay >= 10 px there.
    assert len(tag) >= 2 * 10, f"the ref's tag is {len(tag)} px tall"
