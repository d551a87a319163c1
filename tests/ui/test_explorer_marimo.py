"""The explorer in a marimo app (issue 30): ``marimo run`` of a small app that shows it,
driven by Playwright; a click on the picture acts on the page and the picture follows.
``NBSHOT_TEST_SLOWDOWN`` stretches every wait."""

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

APP = Path(__file__).parent / "marimo" / "explorer_app.py"

pytest.importorskip("marimo", reason="marimo is a dev dependency: pip install -e '.[dev]'")


@pytest.fixture
def marimo_app(tmp_path: Path) -> Iterator[str]:
    """``marimo run`` of the app on 127.0.0.1 at a free port; its address."""
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        port = int(sock.getsockname()[1])
    command = [sys.executable, "-m", "marimo", "run", str(APP), "--headless", "--no-token",
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
