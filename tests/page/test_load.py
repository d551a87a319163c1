"""Loading a page (nbshot.page.load): waiting for what the page shows, timeouts, retries,
the page's clock and media, and selectors that match nothing or are not selectors."""

from __future__ import annotations

import time
from pathlib import Path

import pytest
from timing import quick

import nbshot
from nbshot.demo import DemoSite


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


def test_unknown_selector_is_element_not_found(demo: DemoSite, out: Path) -> None:
    with pytest.raises(nbshot.ElementNotFound, match="No element matches '#nope'") as info:
        nbshot.capture(demo.url_for("home"), selector="#nope", out_dir=out)
    assert "wait_for" in str(info.value)  # says what to try


def test_selector_syntax_error_is_invalid_argument(demo: DemoSite, out: Path) -> None:
    with pytest.raises(nbshot.InvalidArgument, match="not a valid selector"):
        nbshot.capture(demo.url_for("home"), selector="div[", out_dir=out)


def test_unreachable_url_is_navigation_failed_after_retries(closed_port: int, out: Path) -> None:
    with pytest.raises(nbshot.NavigationFailed, match="ERR_CONNECTION_REFUSED") as info:
        nbshot.capture(f"http://127.0.0.1:{closed_port}/", out_dir=out)
    assert info.value.retryable
    assert "Check the URL" in str(info.value)


def test_a_load_that_times_out_ends_at_the_timeout(demo: DemoSite, out: Path) -> None:
    # Issue 27: a load that timed out was tried twice more, so the default 30 s
    # timeout took 95 s. It used its whole timeout: it is not tried again.
    nbshot.capture(demo.url_for("home"), out_dir=out)  # the browser up: time the load only
    loads = demo.requests.count("/slow")
    began = time.monotonic()
    with pytest.raises(nbshot.Timeout, match="took longer than 2 s"):
        nbshot.capture(demo.url + "/slow?ms=8000", timeout=2.0, out_dir=out)
    assert demo.requests.count("/slow") == loads + 1  # loaded once, whatever the load
    assert time.monotonic() - began < 2.0 + quick(3)  # three tries took 3 x 2 s + 1.5 s


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
