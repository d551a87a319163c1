"""nbshot.capture against the demo site in a real Chromium."""

from __future__ import annotations

import time
from pathlib import Path

import pytest

import nbshot
from nbshot.demo import DemoSite


def test_default_viewport_is_1280x720(demo: DemoSite, out: Path) -> None:
    shot = nbshot.capture(demo.url_for("home"), out_dir=out)
    assert (shot.width, shot.height) == (1280, 720)
    assert shot.path == out / "home.png" or shot.path == out / "127.0.0.1.png"
    assert shot.path is not None and shot.path.read_bytes() == shot.data
    assert shot.title == "Acme Analytics"
    assert shot.url == demo.url + "/"


def test_viewport_sets_the_image_size(demo: DemoSite, out: Path) -> None:
    shot = nbshot.capture(demo.url_for("signin"), viewport=(800, 600), out_dir=out)
    assert (shot.width, shot.height) == (800, 600)


def test_device_sets_size_and_scale(demo: DemoSite, out: Path) -> None:
    # iPhone 13: 390x664 CSS viewport at device scale factor 3.
    shot = nbshot.capture(demo.url_for("home"), device="iPhone 13", out_dir=out)
    assert (shot.width, shot.height) == (390 * 3, 664 * 3)
    css = nbshot.capture(demo.url_for("home"), device="iPhone 13", scale="css", out_dir=out)
    assert (css.width, css.height) == (390, 664)


def test_unknown_device_suggests_names(demo: DemoSite) -> None:
    with pytest.raises(nbshot.InvalidArgument, match="Unknown device 'iPhone13'.*iPhone 13"):
        nbshot.capture(demo.url_for("home"), device="iPhone13")


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


def _corner(shot: nbshot.Shot) -> tuple[int, int, int]:
    pixel = shot.image.convert("RGB").getpixel((5, shot.height - 5))
    assert isinstance(pixel, tuple)
    return pixel[0], pixel[1], pixel[2]


def test_dark_color_scheme_changes_the_settings_page(demo: DemoSite, out: Path) -> None:
    light = nbshot.capture(demo.url_for("settings"), color_scheme="light", out_dir=out, name="l")
    dark = nbshot.capture(demo.url_for("settings"), color_scheme="dark", out_dir=out, name="d")
    assert sum(_corner(light)) > 600  # near white
    assert sum(_corner(dark)) < 150  # near black
    assert light.data != dark.data


def test_disabled_animations_make_repeat_captures_identical(demo: DemoSite, out: Path) -> None:
    first = nbshot.capture(demo.url_for("animated"), out_dir=out, name="a1")
    second = nbshot.capture(demo.url_for("animated"), out_dir=out, name="a2")
    assert first.data == second.data


def test_a_phone_capture_repeats_byte_for_byte(demo: DemoSite, out: Path) -> None:
    # Without whole-pixel glyphs, about one phone load in three drew text differently.
    pictures = {
        nbshot.capture(demo.url_for("settings"), device="iPhone 13", out_dir=out).data
        for _ in range(6)
    }
    assert len(pictures) == 1


def test_allowed_animations_and_live_clock_do_change(demo: DemoSite, out: Path) -> None:
    # The control for the test above: without freezing, the page really moves.
    shots = [
        nbshot.capture(demo.url_for("animated"), animations="allow", out_dir=out, name=f"m{i}")
        for i in range(2)
    ]
    assert shots[0].data != shots[1].data


def test_freeze_time_sets_what_the_page_clock_shows(out: Path) -> None:
    markup = "<p id=t></p><script>t.textContent = new Date().toISOString()</script>"
    a = nbshot.capture(html=markup, freeze_time="2030-05-06T07:08:09+00:00", out_dir=out, name="a")
    b = nbshot.capture(html=markup, freeze_time="2030-05-06T07:08:09+00:00", out_dir=out, name="b")
    c = nbshot.capture(html=markup, out_dir=out, name="c")
    assert a.data == b.data and a.data != c.data


def test_wait_for_text_that_appears_after_load(out: Path) -> None:
    markup = (
        "<script>setTimeout(() => document.body.innerHTML = '<h1>Ready now</h1>', 300)</script>"
    )
    shot = nbshot.capture(html=markup, wait_for="text=Ready now", out_dir=out)
    assert shot.image.convert("L").getextrema()[0] < 100  # dark heading pixels exist


def test_wait_for_that_never_appears_is_a_timeout(out: Path) -> None:
    with pytest.raises(nbshot.Timeout, match="'#never' did not appear within 1 s"):
        nbshot.capture(html="<p>hi</p>", wait_for="#never", timeout=1, out_dir=out)


def test_slow_page_is_a_timeout(demo: DemoSite, out: Path) -> None:
    with pytest.raises(nbshot.Timeout, match="took longer than 0.5 s") as info:
        nbshot.capture(demo.url + "/slow?ms=3000", timeout=0.5, out_dir=out)
    assert info.value.retryable and info.value.code == "Timeout"


def test_jpeg_with_quality(demo: DemoSite, out: Path) -> None:
    shot = nbshot.capture(demo.url_for("home"), format="jpeg", quality=60, out_dir=out)
    assert shot.format == "jpeg" and shot.data[:3] == b"\xff\xd8\xff"
    assert shot.path is not None and shot.path.suffix == ".jpg"
    assert shot.png[:8] == b"\x89PNG\r\n\x1a\n"


def test_local_html_file_and_raw_html(tmp_path: Path, out: Path) -> None:
    page = tmp_path / "hello.html"
    page.write_text("<title>Hello file</title><h1>Hi</h1>")
    from_file = nbshot.capture(str(page), out_dir=out)
    assert from_file.title == "Hello file" and from_file.name == "hello"
    raw = nbshot.capture(html="<title>Raw</title><p>x</p>", name="raw", out_dir=out)
    assert raw.title == "Raw" and raw.path == out / "raw.png"


def test_console_errors_and_failed_requests_are_recorded(demo: DemoSite, out: Path) -> None:
    shot = nbshot.capture(demo.url_for("problems"), out_dir=out)
    texts = [m.text for m in shot.console_errors]
    assert any("Failed to load widget config" in t for t in texts)
    assert any(r.url.endswith("/images/missing-chart.png") and r.status == 404
               for r in shot.failed_requests)  # fmt: skip
    clean = nbshot.capture(demo.url_for("signin"), out_dir=out)
    assert clean.console_errors == [] and clean.failed_requests == ()


def test_default_out_dir_is_created_owner_only(
    demo: DemoSite, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    target = tmp_path / "per-user" / "captures"
    monkeypatch.setattr(nbshot.settings, "out_dir", None)
    monkeypatch.setenv("NBSHOT_OUT", str(target))
    shot = nbshot.capture(demo.url_for("signin"))
    assert shot.path is not None and shot.path.parent == target
    assert target.stat().st_mode & 0o777 == 0o700


# -- many targets -------------------------------------------------------------------


def test_many_targets_keep_going_past_a_failure(
    demo: DemoSite, out: Path, closed_port: int
) -> None:
    urls = [demo.url_for("home"), f"http://127.0.0.1:{closed_port}/", demo.url_for("signin"),
            demo.url_for("signin")]  # fmt: skip
    shots = nbshot.capture(urls, out_dir=out, concurrency=2)
    assert isinstance(shots, nbshot.Shots)
    assert [s.name for s in shots] == ["127.0.0.1", "signin", "signin-2"]
    assert len(shots.failures) == 1
    assert shots.failures[0].error.code == "NavigationFailed"
    df = shots.df
    assert list(df.columns) == ["name", "url", "title", "width", "height", "path",
                                "console_errors", "failed_requests", "ms"]  # fmt: skip
    assert df["width"].tolist() == [1280, 1280, 1280]
    assert all(Path(p).is_file() for p in df["path"])


def test_dict_of_targets_names_each_capture(demo: DemoSite, out: Path) -> None:
    shots = nbshot.capture({"front": demo.url_for("home"), "form": "demo:/signin"}, out_dir=out)
    assert sorted(p.name for p in out.iterdir()) == ["form.png", "front.png"]
    assert shots.by_name("form").title.startswith("Sign in")
    assert shots["front"] is shots[0] and shots["form"] is shots[1]
    with pytest.raises(KeyError, match="the names are: front, form"):
        shots["back"]


# -- bad input ------------------------------------------------------------------------


def test_unknown_selector_is_element_not_found(demo: DemoSite, out: Path) -> None:
    with pytest.raises(nbshot.ElementNotFound, match="No element matches '#nope'") as info:
        nbshot.capture(demo.url_for("home"), selector="#nope", out_dir=out)
    assert "wait_for" in str(info.value)  # says what to try


def test_selector_syntax_error_is_invalid_argument(demo: DemoSite, out: Path) -> None:
    with pytest.raises(nbshot.InvalidArgument, match="not a valid selector"):
        nbshot.capture(demo.url_for("home"), selector="div[", out_dir=out)


@pytest.mark.parametrize("name", ["../x", "a/b", "..", ".", "", "x y"])
def test_unsafe_names_are_refused_before_any_work(demo: DemoSite, name: str, out: Path) -> None:
    with pytest.raises(nbshot.InvalidArgument, match="is not allowed"):
        nbshot.capture(demo.url_for("home"), name=name, out_dir=out)
    assert not out.exists()


def test_unreachable_url_is_navigation_failed_after_retries(closed_port: int, out: Path) -> None:
    with pytest.raises(nbshot.NavigationFailed, match="ERR_CONNECTION_REFUSED") as info:
        nbshot.capture(f"http://127.0.0.1:{closed_port}/", out_dir=out)
    assert info.value.retryable
    assert "Check the URL" in str(info.value)


@pytest.mark.parametrize(
    ("kwargs", "message"),
    [
        ({"viewport": (0, 10)}, "out of range"),
        ({"viewport": "big"}, "not a \\(width, height\\) pair"),
        ({"wait_until": "soon"}, "wait_until='soon' is not allowed"),
        ({"format": "gif"}, "format='gif' is not allowed"),
        ({"quality": 50}, "quality only applies to JPEG"),
        ({"timeout": -1}, "timeout=-1 is not allowed"),
        ({"color_scheme": "blue"}, "color_scheme='blue'"),
        ({"freeze_time": "noon"}, "is not a date"),
    ],
)
def test_bad_options_say_what_to_use(kwargs: dict[str, object], message: str) -> None:
    with pytest.raises(nbshot.InvalidArgument, match=message):
        nbshot.capture(html="<p>x</p>", **kwargs)  # type: ignore[arg-type]


def test_bad_targets(tmp_path: Path) -> None:
    with pytest.raises(nbshot.InvalidArgument, match="not a URL.*https://example.com"):
        nbshot.capture("example.com")
    with pytest.raises(nbshot.InvalidArgument, match="No such file"):
        nbshot.capture(str(tmp_path / "missing.html"))
    with pytest.raises(nbshot.InvalidArgument, match="not both"):
        nbshot.capture("demo:/", html="<p>x</p>")
    with pytest.raises(nbshot.InvalidArgument, match="no page 'nope'"):
        nbshot.capture("demo:nope")


def test_a_load_that_times_out_ends_at_the_timeout(demo: DemoSite, out: Path) -> None:
    # Issue 27: a load that timed out was tried twice more, so the default 30 s
    # timeout took 95 s. It used its whole timeout: it is not tried again.
    nbshot.capture(demo.url_for("home"), out_dir=out)  # the browser up: time the load only
    began = time.monotonic()
    with pytest.raises(nbshot.Timeout, match="took longer than 2 s"):
        nbshot.capture(demo.url + "/slow?ms=8000", timeout=2.0, out_dir=out)
    assert time.monotonic() - began < 2.0 + 3  # three tries took 3 x 2 s + 1.5 s of backoff


def test_a_missing_element_is_not_retried(demo: DemoSite, out: Path) -> None:
    before = demo.requests.count("/dashboard")
    with pytest.raises(nbshot.ElementNotFound):
        nbshot.capture(demo.url_for("dashboard"), selector="#nope", out_dir=out)
    assert demo.requests.count("/dashboard") == before + 1


def test_reduced_motion_is_emulated(out: Path) -> None:
    markup = (
        "<style>body { background: #fff }"
        " @media (prefers-reduced-motion: reduce) { body { background: #000 } }</style>"
    )
    calm = nbshot.capture(
        html=markup, reduced_motion=True, viewport=(50, 50), out_dir=out, name="r"
    )
    busy = nbshot.capture(html=markup, reduced_motion=False, viewport=(50, 50), out_dir=out)
    assert calm.image.convert("L").getpixel((25, 25)) == 0
    assert busy.image.convert("L").getpixel((25, 25)) == 255


@pytest.mark.parametrize("target", [123, 4.5, b"demo:/", object()])
def test_a_target_of_the_wrong_type_is_a_coded_error(target: object, out: Path) -> None:
    with pytest.raises(nbshot.InvalidArgument, match="A target must be a URL or a path"):
        nbshot.capture(target, out_dir=out)  # type: ignore[arg-type]
    assert not out.exists()


def test_an_out_dir_that_cannot_exist_is_a_coded_error() -> None:
    with pytest.raises(nbshot.InvalidArgument, match="Cannot create output folder '/proc/x'"):
        nbshot.capture("demo:/", out_dir="/proc/x")


def test_a_phone_capture_is_shown_at_css_size(demo: DemoSite, out: Path) -> None:
    phone = nbshot.capture(demo.url_for("home"), device="phone", out_dir=out)
    assert phone.width == round(phone.css_width * phone.options["pixel_ratio"])
    assert phone.css_width < phone.width  # drawn as the page was laid out
    assert f'width="{phone.css_width}"' in phone._repr_html_()
    desktop = nbshot.capture(demo.url_for("home"), out_dir=out)
    assert desktop.css_width == desktop.width == 1280
