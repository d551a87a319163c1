"""Taking the picture (nbshot.page.shoot): an element's box, the full page, masks, JPEG,
and a phone's picture shown at CSS size."""

from __future__ import annotations

from pathlib import Path

import nbshot
from nbshot.demo import DemoSite


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
