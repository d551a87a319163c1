"""nbshot's widgets in marimo apps, ``marimo run`` driven by Playwright: the explorer
(issue 30), where a click on the picture acts on the page and the picture follows, and
the review (issue 46), where approving writes the baseline. ``NBSHOT_TEST_SLOWDOWN``
stretches every wait."""

from __future__ import annotations

import socket
import subprocess
import sys
import time
import urllib.request
from collections.abc import Iterator
from pathlib import Path

import pytest
from playwright.sync_api import Browser, Page
from timing import ms, scaled

APPS = Path(__file__).parent / "marimo"

pytest.importorskip("marimo", reason="marimo is a dev dependency: pip install -e '.[dev]'")


@pytest.fixture
def marimo_app(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[str]:
    """``marimo run`` of the app the test names (``@pytest.mark.parametrize(...,
    indirect=True)``) in ``tmp_path``, on 127.0.0.1 at a free port; its address."""
    app = APPS / request.param
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        port = int(sock.getsockname()[1])
    command = [sys.executable, "-m", "marimo", "run", str(app), "--headless", "--no-token",
               "--host", "127.0.0.1", "--port", str(port)]  # fmt: skip
    log = (tmp_path / "marimo.log").open("w")
    server = subprocess.Popen(command, cwd=tmp_path, stdout=log, stderr=subprocess.STDOUT)
    url = f"http://127.0.0.1:{port}/"
    try:
        deadline = time.monotonic() + scaled(60)
        while True:
            try:
                urllib.request.urlopen(url, timeout=2)
                break
            except OSError:
                if server.poll() is not None or time.monotonic() > deadline:
                    raise RuntimeError(
                        f"marimo run did not start: {(tmp_path / 'marimo.log').read_text()[-2000:]}"
                    ) from None
                time.sleep(0.2)
        yield url
    finally:
        server.terminate()
        try:
            server.wait(15)
        except subprocess.TimeoutExpired:
            server.kill()
        log.close()


@pytest.fixture
def page(browser: Browser) -> Iterator[Page]:
    context = browser.new_context(viewport={"width": 1400, "height": 1000})
    yield context.new_page()
    context.close()


@pytest.mark.parametrize("marimo_app", ["explorer_app.py"], indirect=True)
def test_a_click_on_the_picture_acts_in_a_marimo_app(marimo_app: str, page: Page) -> None:
    page.goto(marimo_app)
    picture = page.locator(".nbx-pic img")
    picture.wait_for(timeout=ms(120))
    status = page.locator(".nbx-status")
    assert "Sign in · Acme Analytics" in status.inner_text()
    first = picture.get_attribute("src")
    # Selecting the button in the tree outlines it on the picture; a click there acts.
    page.locator(".nbx-row", has_text='button "Sign in"').click()
    outline = page.locator(".nbx-sel")
    outline.wait_for(timeout=ms(5))
    where = outline.bounding_box()
    assert where is not None
    middle = (where["x"] + where["width"] / 2, where["y"] + where["height"] / 2)
    page.mouse.move(*middle)  # hovering names it, without a round trip to Python
    assert page.locator(".nbx-label").inner_text().startswith('button "Sign in" [e')
    page.mouse.click(*middle)
    page.locator(".nbx-tabs button", has_text="History").click()
    history = page.locator(".nbx-panel")
    history.get_by_text('click:role=button[name="Sign in"s]').wait_for(timeout=ms(30))
    page.wait_for_function(
        "([img, first]) => img.getAttribute('src') !== first",
        arg=[picture.element_handle(), first],
        timeout=ms(30),
    )


@pytest.mark.parametrize("marimo_app", ["review_app.py"], indirect=True)
def test_approving_in_the_review_writes_the_baseline_in_a_marimo_app(
    marimo_app: str, page: Page, tmp_path: Path
) -> None:
    page.goto(marimo_app)
    row = page.locator(".nbr-row")
    row.first.wait_for(timeout=ms(120))
    assert row.count() == 1 and row.first.inner_text().startswith("word.png")
    assert page.locator(".nbr-pics img").count() == 3  # baseline, current, diff
    page.get_by_role("button", name="Approve (a)").click()
    page.get_by_text("Nothing to review").wait_for(timeout=ms(30))
    assert page.get_by_role("status").inner_text() == "Approved 1: word.png"
    actual = tmp_path / "nbshot-results" / "word-actual.png"
    assert (tmp_path / "word.png").read_bytes() == actual.read_bytes()
