"""A page's speed measured while it loads (nbshot/page/vitals.py): pages made slow on
purpose, in a real Chromium, each metric checked against what the page was made to do."""

from __future__ import annotations

import asyncio
import threading
import time
from collections.abc import Iterator
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

import pytest

import nbshot

BUSY = "const end = performance.now() + {ms}; while (performance.now() < end) {{}}"
PAGES: dict[str, tuple[str, float]] = {
    # path: (body, seconds before the server answers)
    "/slow": ("<h1>Slow server</h1>", 1.0),
    "/blocking": (f"<h1>Busy</h1><script>{BUSY.format(ms=300)}</script>", 0.0),
    # A 1280x360 block pushed down 360 px by a banner inserted 100 ms after load: the
    # whole viewport is impacted (720/720) and it moved 360 px of the viewport's
    # larger side (1280): 1.0 x 360/1280 = 0.28125.
    "/shifting": ("<body style='margin:0'><div id=top></div>"
                  "<div style='height:360px;background:#036'></div><script>"
                  "addEventListener('load', () => setTimeout(() => { document.getElementById("
                  "'top').style.height = '360px'; }, 100));</script>", 0.0),
    "/button": ("<button id=b style='font-size:30px' onclick=\""
                + BUSY.format(ms=200).replace('"', "'") + "\">Go</button>", 0.0),
}  # fmt: skip


class _Site(BaseHTTPRequestHandler):
    def do_GET(self) -> None:
        body, delay = PAGES.get(self.path, ("", 0.0))
        time.sleep(delay)  # the server's slowness
        data = body.encode()
        self.send_response(200 if data else 404)
        self.send_header("Content-Type", "text/html")
        self.send_header("Content-Length", str(len(data)))
        self.end_headers()
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


def test_a_capture_carries_its_pages_paint_times_and_transfer(demo: object) -> None:
    vitals = nbshot.capture("demo:/", viewport="800x600").vitals
    assert vitals is not None
    assert vitals.fcp_ms is not None and vitals.lcp_ms is not None
    assert 0 < vitals.fcp_ms <= vitals.lcp_ms
    assert vitals.requests_by_type["document"] == 1 and vitals.requests >= 2
    assert vitals.transfer_kb > 0 and vitals.cls == 0


def test_time_to_first_byte_is_the_servers_delay(site: str) -> None:
    vitals = nbshot.capture(f"{site}/slow", viewport="400x300").vitals
    assert vitals is not None and vitals.ttfb_ms is not None
    assert 1000 <= vitals.ttfb_ms < 3000
    assert vitals.fcp_ms is not None and vitals.fcp_ms >= vitals.ttfb_ms


def test_a_long_task_is_blocking_time(site: str) -> None:
    vitals = nbshot.capture(f"{site}/blocking", viewport="400x300").vitals
    assert vitals is not None and vitals.tbt_ms >= 250  # 300 ms of script, less 50


def test_a_layout_shift_is_counted_as_web_vitals_counts_it(site: str) -> None:
    vitals = nbshot.capture(
        f"{site}/shifting", viewport="1280x720", wait_for="#top[style]", settle=True
    ).vitals
    assert vitals is not None and vitals.cls == pytest.approx(0.28125, abs=0.001)


def test_a_sessions_slow_click_is_its_interaction_to_next_paint(site: str) -> None:
    with nbshot.open(f"{site}/button", viewport="400x300") as session:
        assert session.shot().vitals is not None
        assert session.shot().vitals.inp_ms is None  # no interaction yet
        session.act("click:#b")
        vitals = session.shot().vitals
    assert vitals is not None and vitals.inp_ms is not None and vitals.inp_ms >= 200


def test_a_session_says_its_pages_speed_without_a_picture(site: str) -> None:
    with nbshot.open(f"{site}/button", viewport="400x300") as session:
        before = session.vitals
        session.act("click:#b")
        after = asyncio.run(session.vitals_async())
        pictured = session.shot().vitals
    assert before is not None and before.inp_ms is None  # no interaction yet
    assert before.fcp_ms is not None and before.requests_by_type["document"] == 1
    assert after is not None and after.inp_ms is not None and after.inp_ms >= 200
    assert pictured is not None and pictured.inp_ms == after.inp_ms
    with pytest.raises(nbshot.SessionClosed):
        session.vitals  # noqa: B018 - reading it is the call
