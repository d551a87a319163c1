"""Settled before seen (nbshot/page/settle.py): each part with a page that shows the
fault without it. The pages come from a local server whose slow parts are slow on
purpose; every picture is compared with settle on and off."""

from __future__ import annotations

import io
import logging
import threading
import time
from collections.abc import Iterator
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

import pytest
from PIL import Image

import nbshot

FONT = Path("/usr/share/fonts/truetype/liberation/LiberationMono-Regular.ttf")
TEXT = "<p style='margin:10px;display:inline-block;font:40px {family}'>Settled</p>"
TALL = "<body style='margin:0'><div style='height:5000px'></div>{below}</body>"


def _png(color: str) -> bytes:
    buffer = io.BytesIO()
    Image.new("RGB", (200, 100), color).save(buffer, "PNG")
    return buffer.getvalue()


FETCHED = (
    "<h1>Example</h1><script>addEventListener('DOMContentLoaded', async () => {{"
    " const html = await (await fetch('{notice}')).text();"
    " document.querySelector('h1').insertAdjacentHTML('afterend', html); }});</script>"
)

PAGES: dict[str, tuple[str, bytes | str, float]] = {
    # path: (content type, body, seconds before it is sent)
    # Slow enough that an unsettled read comes first on a busy machine too.
    "/font.ttf": ("font/ttf", FONT.read_bytes() if FONT.is_file() else b"", 2.0),
    "/red.png": ("image/png", _png("red"), 1.5),
    # A font loader's way: the font is added once the page has loaded, so `load` does
    # not wait for it (a font the first layout asks for delays `load` by itself).
    "/fonts": ("text/html", TEXT.format(family="Slow, serif") + "<script>"
               "addEventListener('load', () => { const font = new FontFace('Slow', "
               "'url(/font.ttf)'); document.fonts.add(font); font.load(); });</script>", 0.0),
    "/fallback": ("text/html", TEXT.format(family="serif"), 0.0),
    "/lazy": ("text/html", TALL.format(
        below="<img loading=lazy src=/red.png width=200 height=100 style='display:block'>"), 0),
    "/observed": ("text/html", TALL.format(below=(
        "<div id=late style='height:100px;width:200px'></div><script>"
        "new IntersectionObserver((seen) => { if (seen[0].isIntersecting)"
        " document.getElementById('late').style.background = 'blue'; })"
        ".observe(document.getElementById('late'));</script>")), 0),
    "/busy": ("text/html", "<main><div id=feed aria-busy=true>Loading...</div></main><script>"
              "setTimeout(() => { const feed = document.getElementById('feed');"
              " feed.innerHTML = '<article>Fresh news</article>';"
              " feed.setAttribute('aria-busy', 'false'); }, 2000);</script>", 0),
    "/stuck": ("text/html", "<div id=feed aria-busy=true>Loading...</div>", 0),
    # The W3C APG examples' way: a notice fetched at DOMContentLoaded, put in the page.
    "/notice.html": ("text/html", "<details><summary>Read this first</summary></details>", 1.5),
    "/fetched": ("text/html", FETCHED.format(notice="/notice.html"), 0),
    "/fetched-late": ("text/html", FETCHED.format(notice="/notice-late.html"), 0),
    # The next request starts a few promise steps after the last one ended: settling is
    # woken when the count reaches 0, and must look again once those steps have run.
    "/second.html": ("text/html", "<p>Second notice</p>", 1.0),
    "/chained": ("text/html", "<h1>Example</h1><script>addEventListener('DOMContentLoaded',"
                 " () => fetch('/notice.html').then((r) => r.text()).then((a) => a)"
                 ".then((a) => a).then((a) => a).then(() => fetch('/second.html'))"
                 ".then((r) => r.text()).then((html) => document.querySelector('h1')"
                 ".insertAdjacentHTML('afterend', html)));</script>", 0),
    # A CSS paint worklet (MDN's Houdini examples): blank until its module has loaded.
    "/green.js": ("text/javascript", "registerPaint('green', class { paint(ctx, size) {"
                  " ctx.fillStyle = 'rgb(0, 128, 0)'; ctx.fillRect(0, 0, size.width,"
                  " size.height); } });", 1.5),
    "/painted": ("text/html", "<div style='width:200px;height:100px;background:paint(green)'>"
                 "</div><script>CSS.paintWorklet.addModule('/green.js');</script>", 0),
    # SkipTo's way (W3C APG landmark examples): its closed menu stays busy until opened.
    "/hidden-busy": ("text/html", "<p>Ready</p><div id=menu role=menu aria-busy=true"
                     " style='display:none'>Landmarks</div>", 0),
    # Paints the page's top red once anything scrolls it: a scroll with nothing to
    # reveal would show in the picture.
    "/unwatched": ("text/html", TALL.format(below="") + "<script>addEventListener('scroll',"
                   " () => { document.body.style.background = 'red'; });</script>", 0),
}  # fmt: skip


# Answered at once, the body a while later: a fetch resolves long before its text.
SLOW_BODY = {"/notice-late.html": ("<details><summary>Read this first</summary></details>", 1.5)}


class _Site(BaseHTTPRequestHandler):
    def do_GET(self) -> None:
        kind, body, delay = PAGES.get(self.path, ("text/plain", b"", 0.0))
        if self.path in SLOW_BODY:
            kind, body, delay = "text/html", *SLOW_BODY[self.path]
        data = body.encode() if isinstance(body, str) else body
        if self.path not in SLOW_BODY:
            time.sleep(delay)  # the server's slowness, which the page must wait out
        self.send_response(200 if data else 404)
        self.send_header("Content-Type", kind)
        self.send_header("Cache-Control", "no-store")
        self.send_header("Content-Length", str(len(data)))
        self.end_headers()
        if self.path in SLOW_BODY:
            self.wfile.flush()
            time.sleep(delay)
        self.wfile.write(data)

    def log_message(self, *args: object) -> None:
        pass


@pytest.fixture(scope="module")
def site() -> Iterator[str]:
    server = ThreadingHTTPServer(("127.0.0.1", 0), _Site)
    threading.Thread(
        target=server.serve_forever, kwargs={"poll_interval": 0.05}, daemon=True
    ).start()
    yield f"http://127.0.0.1:{server.server_port}"
    server.shutdown()
    server.server_close()


def _picture(url: str, **options: object) -> Image.Image:
    shot = nbshot.capture(url, viewport="400x300", **options)  # type: ignore[arg-type]
    return shot.image.convert("RGB")


def test_web_fonts_are_loaded_before_the_tree_is_read(site: str) -> None:
    # Playwright's screenshot waits for fonts itself; a tree's boxes did not.
    assert FONT.is_file(), "fonts-liberation is installed by make (Debian's package)"

    def width(path: str, settle: bool = True) -> int:
        tree = nbshot.snapshot(f"{site}/{path}", settle=settle, viewport="400x300")
        box = tree.find(role="paragraph").nodes[0].box
        assert box is not None
        return int(box[2])

    fallback = width("fallback")
    assert width("fonts", settle=False) == fallback  # the fault: laid out in the fallback
    assert width("fonts") > fallback  # LiberationMono is wider than the serif fallback


def test_lazy_images_below_the_fold_are_in_a_full_page_picture(site: str) -> None:
    assert _picture(f"{site}/lazy", full_page=True, settle=False).getpixel((100, 5050)) == (
        255, 255, 255)  # fmt: skip
    assert _picture(f"{site}/lazy", full_page=True).getpixel((100, 5050)) == (255, 0, 0)


def test_content_an_intersection_observer_adds_is_in_a_full_page_picture(site: str) -> None:
    assert _picture(f"{site}/observed", full_page=True, settle=False).getpixel((100, 5050)) == (
        255, 255, 255)  # fmt: skip
    settled = _picture(f"{site}/observed", full_page=True)
    assert settled.getpixel((100, 5050)) == (0, 0, 255)
    assert settled.getpixel((100, 10)) == (255, 255, 255)  # scrolled back: the top as it was


@pytest.mark.parametrize("page", ["fetched", "fetched-late"])  # slow answer, slow body
def test_what_the_page_still_fetches_is_in_the_tree(site: str, page: str) -> None:
    assert "Read this first" not in nbshot.snapshot(f"{site}/{page}", settle=False).text
    assert "Read this first" in nbshot.snapshot(f"{site}/{page}").text


def test_a_request_started_after_the_last_one_ended_is_waited_for(site: str) -> None:
    assert "Second notice" not in nbshot.snapshot(f"{site}/chained", settle=False).text
    assert "Second notice" in nbshot.snapshot(f"{site}/chained").text


def test_a_paint_worklet_has_painted_before_the_picture(site: str) -> None:
    corner = (100, 50)
    assert _picture(f"{site}/painted", settle=False).getpixel(corner) == (255, 255, 255)
    assert _picture(f"{site}/painted").getpixel(corner) == (0, 128, 0)


def test_a_tree_waits_for_aria_busy_regions(site: str) -> None:
    assert "Loading..." in nbshot.snapshot(f"{site}/busy", settle=False).text
    settled = nbshot.snapshot(f"{site}/busy").text
    assert "Fresh news" in settled and "Loading..." not in settled


def test_a_page_that_never_settles_is_taken_as_it_is_and_the_log_says_why(
    site: str, caplog: pytest.LogCaptureFixture
) -> None:
    with caplog.at_level(logging.WARNING, logger="nbshot"):
        tree = nbshot.snapshot(f"{site}/stuck", timeout=2)
    assert "Loading..." in tree.text
    assert any("still waiting for aria-busy div#feed" in r.getMessage() for r in caplog.records)


def test_a_hidden_aria_busy_region_is_not_waited_for(
    site: str, caplog: pytest.LogCaptureFixture
) -> None:
    # It held every capture of such a page for the whole settling budget (5 s).
    with caplog.at_level(logging.WARNING, logger="nbshot"):
        tree = nbshot.snapshot(f"{site}/hidden-busy", timeout=2)
    assert "Ready" in tree.text
    assert not [r.getMessage() for r in caplog.records if "did not settle" in r.getMessage()]


def test_a_full_page_nothing_watches_is_not_scrolled_through(site: str) -> None:
    # Scrolling costs two frames a screen; only an IntersectionObserver needs it (lazy
    # images are made eager instead).
    assert _picture(f"{site}/unwatched", full_page=True).getpixel((100, 10)) == (255, 255, 255)
