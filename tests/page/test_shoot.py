"""Taking the picture (nbshot.page.shoot): an element's box, the full page, masks, JPEG,
a phone's picture shown at CSS size, and a picture read from a warm page that goes
back to its pool before the file is written."""

from __future__ import annotations

from pathlib import Path

import pytest
from timing import quick

import nbshot
from nbshot.browser.engine import engine
from nbshot.demo import DemoSite
from nbshot.errors import Timeout
from nbshot.model.shot import Shot
from nbshot.page.load import open_loaded
from nbshot.page.options import make_options
from nbshot.page.pool import pool
from nbshot.page.shoot import read_picture, save_picture
from nbshot.page.targets import resolve_target


def test_element_capture_is_the_size_of_its_box(demo: DemoSite, out: Path) -> None:
    shot = nbshot.capture(demo.url_for("dashboard"), selector="#stats-visitors", out_dir=out)
    assert shot.box is not None
    assert (shot.box.width, shot.box.height) == (320, 120)
    assert (shot.width, shot.height) == (round(shot.box.width), round(shot.box.height))
    assert shot.selector == "#stats-visitors"


def test_full_page_is_taller_than_the_viewport(demo: DemoSite, out: Path) -> None:
    shot = nbshot.capture(demo.url_for("long"), full_page=True, out_dir=out)
    assert shot.width == 1280
    assert shot.height > 3 * 720


def test_a_page_that_grows_while_pictured_whole_is_not_cut_short(out: Path) -> None:
    # Taking the whole page makes the window that tall, so a resize handler runs
    # meanwhile; the page was measured before it (a W3C APG grid example lost the end of
    # its last listing to a button a timer added): 2000 px of 2300, the green left out.
    page = (
        "<body style='margin:0'><div style='height:2000px;background:blue'></div><script>"
        "addEventListener('resize', () => document.body.insertAdjacentHTML('beforeend',"
        " `<div style='height:300px;background:green'></div>`), {once: true});</script>"
    )
    shot = nbshot.capture(html=page, full_page=True, out_dir=out)
    assert (shot.width, shot.height) == (1280, 2300)
    assert shot.image.convert("RGB").getpixel((10, 2290)) == (0, 128, 0)


def test_mask_paints_mask_color_over_the_element(demo: DemoSite, out: Path) -> None:
    button = nbshot.capture(demo.url_for("home"), selector="#cta", out_dir=out, name="cta")
    masked = nbshot.capture(
        demo.url_for("home"), mask=["#cta", ".no-such-thing"], mask_color="#00FF00",
        out_dir=out, name="masked",
    )  # fmt: skip
    assert button.box is not None
    x, y, w, h = (
        round(v) for v in (button.box.x, button.box.y, button.box.width, button.box.height)
    )
    inside = masked.crop((x + 1, y + 1, w - 2, h - 2)).image.convert("RGB").getcolors()
    assert inside == [((w - 2) * (h - 2), (0, 255, 0))]
    outside = masked.crop((0, 0, 1280, y - 1)).image.convert("RGB").getcolors(1_000_000) or []
    assert (0, 255, 0) not in {color for _, color in outside}


def test_style_applies_to_the_picture_only(out: Path) -> None:
    page = out.parent / "clock.html"
    page.write_text(
        "<body style='margin:0'><div id=clock style='width:100px;height:100px;"
        "background:red'></div></body>"
    )
    hidden = nbshot.capture(
        str(page), viewport="200x200", style="#clock { visibility: hidden }", out_dir=out
    )
    assert hidden.image.convert("RGB").getpixel((50, 50)) == (255, 255, 255)
    # The same warm page next: the style went with the picture.
    shown = nbshot.capture(str(page), viewport="200x200", out_dir=out)
    assert shown.image.convert("RGB").getpixel((50, 50)) == (255, 0, 0)


def test_jpeg_with_quality(demo: DemoSite, out: Path) -> None:
    shot = nbshot.capture(demo.url_for("home"), format="jpeg", quality=60, out_dir=out)
    assert shot.format == "jpeg" and shot.data[:3] == b"\xff\xd8\xff"
    assert shot.path is not None and shot.path.suffix == ".jpg"
    assert shot.png[:8] == b"\x89PNG\r\n\x1a\n"


def test_a_phone_capture_is_shown_at_css_size(demo: DemoSite, out: Path) -> None:
    phone = nbshot.capture(demo.url_for("home"), device="phone", out_dir=out)
    assert phone.width == round(phone.css_width * phone.options["pixel_ratio"])
    assert phone.css_width < phone.width  # drawn as the page was laid out
    assert f'width="{phone.css_width}"' in phone._repr_html_()
    desktop = nbshot.capture(demo.url_for("home"), out_dir=out)
    assert desktop.css_width == desktop.width == 1280


def test_a_picture_is_read_with_the_page_and_saved_after_it_went_back(
    demo: DemoSite, out: Path
) -> None:
    async def read() -> tuple[Shot, int]:
        opts = make_options()
        target = resolve_target(demo.url_for("home"), None, None)
        async with open_loaded(target, opts) as loaded:
            shot = await read_picture(loaded.page, opts, "home", log=loaded.log,
                                      started=loaded.started, timings=loaded.timings,
                                      warm=True)  # fmt: skip
        return shot, pool.lent  # the page is back: nothing more is asked of it

    shot, lent = engine.run(read())
    assert lent == 0
    assert shot.path is None and not out.exists()  # read, not written
    assert shot.title == "Acme Analytics" and shot.options["pixel_ratio"] == 1.0
    assert (shot.width, shot.height) == (1280, 720) and shot.timings["screenshot"] > 0
    out.mkdir()
    saved = save_picture(shot, out)
    assert saved.path == out / "home.png" and saved.path.read_bytes() == shot.data
    assert [p.name for p in out.iterdir()] == ["home.png"]  # no temp file left


def test_a_page_stuck_in_a_script_ends_the_capture_with_a_timeout(out: Path) -> None:
    """The title asked beside the picture does not outlive it: a page that never
    yields gets the screenshot's Timeout, not a call that waits for good."""
    stuck = "<title>stuck</title><script>onload = () => setTimeout(() => { for (;;) {} })</script>"
    with pytest.raises(Timeout) as raised:
        nbshot.capture(html=stuck, timeout=quick(3), out_dir=out)
    assert "took longer than" in raised.value.what
