"""Contact sheets and grid captions (nbshot.model.sheets)."""

from __future__ import annotations

import io
from pathlib import Path

from PIL import Image

import nbshot
from nbshot.demo import DemoSite
from nbshot.model.sheets import GAP, HEADER_H, LABEL_W, TITLE_H


def test_contact_sheet_layout(matrix: nbshot.Shots, tmp_path: Path) -> None:
    sheets = matrix.sheets()
    assert [s.name for s in sheets] == ["home", "signin"]
    sheet = sheets.by_name("home")
    assert sheet.rows == ("desktop", "phone", "800x600@1")
    assert sheet.columns == ("light", "dark+large-text")
    assert sheet.format == "jpeg" and sheet.width == LABEL_W + 2 * (320 + GAP) + GAP
    with Image.open(io.BytesIO(sheet.data)) as image:
        assert image.size == (sheet.width, sheet.height)
    # each row is as tall as its tallest thumbnail (phone: 320 x 664/390, cut at 2.5x)
    desktop, phone, small = round(720 * 320 / 1280), 545, 240
    assert sheet.height == TITLE_H + HEADER_H + desktop + phone + small + 4 * GAP
    narrow = matrix.sheets(by="device", max_width=600, format="png")
    assert [s.name for s in narrow] == ["desktop", "phone", "800x600@1"]
    assert all(s.width <= 600 and s.format == "png" for s in narrow)
    saved = sheets.save(tmp_path / "sheets")
    assert [p.name for p in saved] == ["home.jpg", "signin.jpg"]
    assert "image/jpeg" in sheet._repr_mimebundle_()
    shown = sheets._repr_html_()  # each name once: the sheet draws its own title
    assert "<figcaption" not in shown and shown.count('alt="home"') == 1


def test_grid_captions_say_which_shot_is_which(demo: DemoSite) -> None:
    named = nbshot.capture({"front": demo.url_for("home"), "login": demo.url_for("signin")})
    grid = named.to_html()
    assert "<b>front</b>" in grid and "<b>login</b>" in grid
    matrix = nbshot.capture_matrix([demo.url_for("signin")], devices=["phone", "desktop"],
                                   variants=["dark"])  # fmt: skip
    captions = matrix.to_html()
    assert "<b>signin</b> &middot; phone &middot; dark" in captions
    assert "<b>signin</b> &middot; desktop &middot; dark" in captions
