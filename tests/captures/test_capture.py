"""nbshot.capture against the demo site in a real Chromium."""

from __future__ import annotations

import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

import pytest
from disks import SmallDisk
from timing import scaled

import nbshot
from nbshot.demo import DemoSite
from nbshot.errors import DiskFull, Timeout


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


@pytest.mark.parametrize("name", ["../x", "a/b", "..", ".", "", "x y"])
def test_unsafe_names_are_refused_before_any_work(demo: DemoSite, name: str, out: Path) -> None:
    with pytest.raises(nbshot.InvalidArgument, match="is not allowed"):
        nbshot.capture(demo.url_for("home"), name=name, out_dir=out)
    assert not out.exists()


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


def test_an_out_dir_that_cannot_exist_is_a_coded_error() -> None:
    with pytest.raises(nbshot.InvalidArgument, match="Cannot create output folder '/proc/x'"):
        nbshot.capture("demo:/", out_dir="/proc/x")


def test_a_full_disk_loses_nothing_and_the_next_capture_works(
    demo: DemoSite, small_disk: SmallDisk
) -> None:
    folder = small_disk.folder
    first = nbshot.capture(f"{demo.url}/", out_dir=folder, name="home")
    before = first.path.read_bytes() if first.path else b""
    small_disk.fill()
    with pytest.raises(DiskFull, match="is full"):
        nbshot.capture(f"{demo.url}/dashboard", out_dir=folder, name="home")
    with pytest.raises(DiskFull):  # a batch says it per target, as every other failure
        raise nbshot.capture([f"{demo.url}/"], out_dir=folder).failures[0].error
    assert first.path is not None and first.path.read_bytes() == before  # intact
    assert small_disk.left_over() == ["home.png"]  # no half-written file
    small_disk.free()
    assert nbshot.capture(f"{demo.url}/dashboard", out_dir=folder, name="dash").path


class _HalfAnswers(BaseHTTPRequestHandler):
    """``/cut``: half the promised body, then the connection closes; ``/stall``: half,
    then nothing more until the test ends; ``/``: a whole page."""

    done = threading.Event()

    def do_GET(self) -> None:
        body = b"<title>Whole</title>" + b"<p>words</p>" * 200
        self.send_response(200)
        self.send_header("Content-Type", "text/html")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        if self.path == "/":
            self.wfile.write(body)
            return
        self.wfile.write(body[: len(body) // 2])
        self.wfile.flush()
        if self.path == "/stall":
            type(self).done.wait(scaled(60))

    def log_message(self, *args: object) -> None:
        pass


def test_a_page_server_that_stops_mid_answer_is_a_coded_error_and_the_next_call_works(
    out: Path,
) -> None:
    server = ThreadingHTTPServer(("127.0.0.1", 0), _HalfAnswers)
    threading.Thread(
        target=server.serve_forever, kwargs={"poll_interval": 0.05}, daemon=True
    ).start()
    site = f"http://127.0.0.1:{server.server_port}"
    try:
        with pytest.raises(Timeout, match="took longer than 2 s"):
            nbshot.capture(f"{site}/stall", out_dir=out, name="stall", timeout=2)
        # Chromium waits for the rest of a cut answer as for a stalled one: the call's
        # timeout ends both, with its code, and nothing is written.
        with pytest.raises(Timeout, match="took longer than 2 s"):
            nbshot.capture(f"{site}/cut", out_dir=out, name="cut", timeout=2)
        assert not out.exists() or not list(out.iterdir())
        assert not [p for p in out.iterdir() if p.name.endswith(".tmp")]
        assert nbshot.capture(f"{site}/", out_dir=out, name="whole").title == "Whole"
    finally:
        _HalfAnswers.done.set()
        server.shutdown()
        server.server_close()
