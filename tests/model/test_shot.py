"""Shot and Shots: what they carry, how they save, and how they display."""

from __future__ import annotations

import base64
import io
from pathlib import Path

import pytest
from PIL import Image

import nbshot
from nbshot.demo import DemoSite


@pytest.fixture(scope="module")
def signin(demo: DemoSite, tmp_path_factory: pytest.TempPathFactory) -> nbshot.Shot:
    return nbshot.capture(demo.url_for("signin"), out_dir=tmp_path_factory.mktemp("shot"))


def test_mimebundle_holds_the_picture_once_in_self_contained_html(signin: nbshot.Shot) -> None:
    bundle = signin._repr_mimebundle_()
    assert set(bundle) == {"text/plain", "text/html"}
    html = bundle["text/html"]
    assert html.count("base64,") == 1
    shown = html.split('src="data:image/png;base64,')[1].split('"')[0]
    assert base64.b64decode(shown) == signin.data
    assert "<script" not in html and "http://" not in html.split("base64,")[0].split("<img")[0]
    assert "Sign in · Acme Analytics" in html and "1280&times;720" in html


def test_text_plain_is_short_and_free_of_bytes_timings_and_paths(signin: nbshot.Shot) -> None:
    text = signin._repr_mimebundle_()["text/plain"]
    # A demo page shows as demo:/signin: its port changes every run.
    assert text == ("<Shot signin 1280x720 png: demo:/signin>\ntitle: Sign in · Acme Analytics")
    assert "127.0.0.1" not in signin._repr_mimebundle_()["text/html"]
    assert str(signin.path) not in text and "ms" not in text


def test_reprs_are_deterministic_across_captures(demo: DemoSite, tmp_path: Path) -> None:
    first = nbshot.capture(demo.url_for("animated"), out_dir=tmp_path / "a", name="x")
    second = nbshot.capture(demo.url_for("animated"), out_dir=tmp_path / "b", name="x")
    assert first._repr_mimebundle_() == second._repr_mimebundle_()
    assert first.timings != {} and first.path != second.path  # what differs stays out


def test_save_converts_by_suffix_and_refuses_unknown(signin: nbshot.Shot, tmp_path: Path) -> None:
    png = signin.save(tmp_path / "copy.png")
    assert png.read_bytes() == signin.data
    jpg = signin.save(tmp_path / "copy.jpg")
    assert jpg.read_bytes()[:3] == b"\xff\xd8\xff"
    assert signin.save(tmp_path) == tmp_path / "signin.png"
    with pytest.raises(nbshot.InvalidArgument, match="Use a .png, .jpg or .webp path"):
        signin.save(tmp_path / "copy.gif")
    with pytest.raises(nbshot.InvalidArgument, match="does not exist"):
        signin.save(tmp_path / "missing" / "x.png")


def test_crop_takes_a_region_and_checks_bounds(signin: nbshot.Shot) -> None:
    part = signin.crop((10, 20, 100, 50))
    assert (part.width, part.height) == (100, 50) and part.image.size == (100, 50)
    assert part.path is None and part.url == signin.url
    assert part.image.getpixel((0, 0)) == signin.image.getpixel((10, 20))
    with pytest.raises(nbshot.InvalidArgument, match="outside the 1280x720 image"):
        signin.crop((1200, 0, 200, 10))


def test_shots_grid_and_gallery(demo: DemoSite, tmp_path: Path, closed_port: int) -> None:
    shots = nbshot.capture(
        {"home": demo.url_for("home"), "down": f"http://127.0.0.1:{closed_port}/"},
        out_dir=tmp_path,
    )
    bundle = shots._repr_mimebundle_()
    assert bundle["text/plain"].splitlines()[0] == "<Shots: 1 shot(s), 1 failed>"
    assert "FAILED down: NavigationFailed" in bundle["text/plain"]
    # A grid shows thumbnails (JPEG, twice the shown width): the files keep every pixel.
    assert bundle["text/html"].count("data:image/jpeg;base64,") == 1
    thumb = bundle["text/html"].split("data:image/jpeg;base64,")[1].split('"')[0]
    with Image.open(io.BytesIO(base64.b64decode(thumb))) as picture:
        assert picture.width == 640 and len(thumb) < len(base64.b64encode(shots[0].data)) / 3
    page = shots.save_gallery(tmp_path, title="Demo")
    html = page.read_text()
    assert html.startswith("<!doctype html>") and "<h1>Demo</h1>" in html
    assert "1 capture(s), 1 failed" in html and "data:image/jpeg;base64," in html
