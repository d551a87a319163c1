"""The HTML of shots (nbshot.model.gallery): a figure with its caption, a grid of
thumbnails with the failures, a gallery page; escaped and self-contained."""

from __future__ import annotations

import base64
import io
from pathlib import Path

from PIL import Image

from nbshot.errors import NavigationFailed
from nbshot.model.gallery import caption_html, gallery_page, shot_html, shots_html
from nbshot.model.shot import Shot, Shots, load_shot
from nbshot.model.shot_parts import Failure


def _shot(tmp_path: Path, title: str, url: str) -> Shot:
    Image.new("RGB", (600, 400), (10, 120, 200)).save(tmp_path / "home.png")
    return load_shot(tmp_path / "home.png", {"name": "home", "url": url, "title": title})


def test_a_shot_is_a_figure_with_its_picture_once_and_an_escaped_caption(tmp_path: Path) -> None:
    shot = _shot(tmp_path, "Orders <beta>", "https://shop.example/orders?a=1&b=2")
    caption = caption_html(shot)
    assert "<b>home</b> &middot; Orders &lt;beta&gt;" in caption
    assert 'href="https://shop.example/orders?a=1&amp;b=2"' in caption
    assert "600&times;400" in caption
    figure = shot_html(shot)
    assert figure.count("base64,") == 1 and "<script" not in figure
    shown = figure.split('src="data:image/png;base64,')[1].split('"')[0]
    assert base64.b64decode(shown) == shot.data
    assert shot._repr_mimebundle_()["text/html"] == figure  # what a notebook shows


def test_a_grid_holds_thumbnails_and_failures_and_a_page_counts_them(tmp_path: Path) -> None:
    shot = _shot(tmp_path, "Home", "https://shop.example/")
    failed = Failure("https://down.example/", "down", NavigationFailed("net::ERR_NAME <x>", ""))
    grid = shots_html([shot], [failed], thumb_width=100)
    thumb = grid.split("data:image/jpeg;base64,")[1].split('"')[0]
    with Image.open(io.BytesIO(base64.b64decode(thumb))) as picture:
        assert picture.width == 200  # twice the shown width
    assert "<b>down</b> failed<br>net::ERR_NAME &lt;x&gt;" in grid
    page = gallery_page(grid, 1, 1, "Shop <v2>")
    assert page.startswith("<!doctype html>") and "<h1>Shop &lt;v2&gt;</h1>" in page
    assert "1 capture(s), 1 failed" in page and grid in page
    written = Shots([shot], [failed]).save_gallery(tmp_path / "gallery", title="Shop")
    assert "<h1>Shop</h1>" in written.read_text()
