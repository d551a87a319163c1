"""Warm pages: reused between captures, yet no capture sees what an earlier one left.

``site/state.html?write`` leaves every kind of state a page can (a cookie, local and
session storage, a window name, history, an HTTP-cached response, IndexedDB, cache
storage, a service worker), some of it again as it is left; ``?read`` reports what it
finds. Pages are served over
real HTTP on loopback, under two origins. Every test runs twice: on a browser this
process launched, and through the warm helper (a browser server of the test's own,
see nbshot.browser.warm_helper).
"""

from __future__ import annotations

import asyncio
import contextlib
import http.server
import json
import os
import uuid
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from playwright.async_api import Error as PlaywrightError
from sites import served

import nbshot
from nbshot.browser import warm_helper as helper
from nbshot.browser.engine import engine
from nbshot.browser.lookup import resolve_browser
from nbshot.page.pool import (
    CLEARS_SESSION_STORAGE_FROM,
    _clears_session_storage,
    _major,
    pool,
)

SITE = Path(__file__).parent / "site"
NOTHING_LEFT = {
    "cookie": False, "local": None, "session": None, "window_name": None,
    "earlier_pages": False, "indexeddb": None, "cache": False, "service_worker": 0,
    "notifications": "prompt", "geolocation": "prompt",
}  # fmt: skip


FRESH_IDS: list[str] = []  # each id the server handed out for /fresh-id


class _Quiet(http.server.SimpleHTTPRequestHandler):
    def log_message(self, *args: Any) -> None:
        pass

    def do_GET(self) -> None:
        if self.path != "/fresh-id":
            return super().do_GET()
        FRESH_IDS.append(uuid.uuid4().hex)
        body = FRESH_IDS[-1].encode()
        self.send_response(200)
        self.send_header("Cache-Control", "max-age=3600")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)


@pytest.fixture(scope="module")
def port() -> Iterator[int]:
    with served(SITE, _Quiet) as port:
        yield port


@pytest.fixture(scope="module", autouse=True, params=["launched", "helper"])
def through(
    request: pytest.FixtureRequest, tmp_path_factory: pytest.TempPathFactory
) -> Iterator[str]:
    """Where this module's pages come from: a launched browser, or the warm helper."""
    if request.param == "launched":
        yield "launched"
        return
    saved = {k: os.environ.get(k) for k in (helper.ENV_HELPER_DIR, helper.ENV_NO_HELPER)}
    os.environ[helper.ENV_HELPER_DIR] = str(tmp_path_factory.mktemp("helper"))
    os.environ.pop(helper.ENV_NO_HELPER, None)
    helper.endpoint(str(resolve_browser().path))  # started and ready: pages connect to it
    engine.reset_browser()
    try:
        yield "helper"
    finally:
        helper.stop()
        engine.reset_browser()
        for key, value in saved.items():
            os.environ.pop(key, None) if value is None else os.environ.update({key: value})


def test_pages_come_from_where_the_module_says(demo: Any, through: str) -> None:
    nbshot.capture(demo.url_for("home"))
    assert (engine.helper_endpoint is not None) == (through == "helper")


def _state(url: str, **options: Any) -> dict[str, Any]:
    tree = nbshot.snapshot(url, wait_for="text=/service_worker/", **options)
    text = next(n.text or n.name for n in tree.nodes if "service_worker" in (n.text or n.name))
    found: dict[str, Any] = json.loads(text)
    return found


@pytest.fixture(params=["as probed", "new tab"])
def reset_way(request: pytest.FixtureRequest) -> Iterator[str]:
    """How resets clear session storage: as the browser's probe said (a new tab only
    where clearing an origin leaves it, as in Chromium 150), or a new tab forced."""
    if request.param == "new tab":

        async def no_clearing() -> None:
            answer = asyncio.get_running_loop().create_future()
            answer.set_result(False)
            pool._probed[await engine.browser()] = answer

        engine.run(no_clearing())
    yield request.param
    engine.run(pool.settle())
    pool._probed.clear()


@pytest.mark.parametrize("writer_host", ["127.0.0.1", "localhost"])
def test_a_warm_page_keeps_nothing_from_the_capture_before(
    port: int, writer_host: str, reset_way: str
) -> None:
    written = _state(f"http://{writer_host}:{port}/state.html?write")
    assert written["cookie"] and written["local"] == written["session"] == "1"
    assert written["window_name"] == "left"
    assert written["indexeddb"] == "left" and written["cache"] and written["service_worker"] == 1
    for host in ("127.0.0.1", "localhost"):
        before = nbshot.warm_pages()["reused"]  # waits until the page handed back is reset
        asked = len(FRESH_IDS)
        assert _state(f"http://{host}:{port}/state.html?read") == NOTHING_LEFT
        assert nbshot.warm_pages()["reused"] == before + 1  # a warm page served it
        assert len(FRESH_IDS) == asked + 1, "served from an earlier capture's HTTP cache"


def test_the_probe_knows_which_chromium_clears_session_storage_with_its_origin() -> None:
    async def ask() -> tuple[str, bool, bool]:
        browser = await engine.browser()
        control = await _clears_session_storage(browser, clear=False)
        return browser.version, control, await _clears_session_storage(browser)

    version, control, clears = engine.run(ask())
    assert not control  # without the clearing, what was written is read back
    assert clears == (_major(version) >= CLEARS_SESSION_STORAGE_FROM), (
        f"Chromium {version}: update CLEARS_SESSION_STORAGE_FROM"
    )


@pytest.mark.parametrize("reset_way", ["new tab"], indirect=True)
def test_a_new_tab_takes_the_returned_pages_place_in_its_context(demo: Any, reset_way: str) -> None:
    nbshot.capture(demo.url_for("home"))
    nbshot.warm_pages()  # waits for the reset
    before = {w: w.page for ws in pool._idle.values() for w in ws}
    reused = pool.reused
    nbshot.capture(demo.url_for("home"))
    nbshot.warm_pages()
    assert pool.reused == reused + 1  # the same context served it
    swapped = [
        w for ws in pool._idle.values() for w in ws if w in before and w.page is not before[w]
    ]
    assert len(swapped) == 1
    assert swapped[0].context.pages == [swapped[0].page] and swapped[0].page.url == "about:blank"


def test_back_to_back_captures_see_nothing_of_the_one_before(port: int, reset_way: str) -> None:
    """No wait between them: the next capture waits for the last page's reset (or, past
    a second, makes a new page); never takes a page not yet reset."""
    # Whether a capture gets a reset page or a new one depends on how long a reset takes
    # on the machine (a capture waits up to a second for one): captures go on, each
    # checked, until warm pages have served five of them back to back.
    before = nbshot.warm_pages()["reused"]
    for _ in range(20):
        written = _state(f"http://127.0.0.1:{port}/state.html?write")
        assert written["cookie"] and written["local"] == "1"
        assert _state(f"http://127.0.0.1:{port}/state.html?read") == NOTHING_LEFT
        if pool.reused - before >= 5:  # counted without waiting for resets
            break
    else:
        raise AssertionError("20 back-to-back captures and warm pages served fewer than 5")


def test_pages_keep_the_names_they_give_themselves(reset_way: str) -> None:
    """The reset empties the tab's name in its own about:blank only: raw HTML (written
    into the document already there) and a frame keep the names they are given."""
    page = (
        "<iframe name=inner></iframe><p id=p></p><script>window.name = 'mine';"
        "p.textContent = ['names', window.name, frames[0].name].join(' ')</script>"
    )
    for _ in range(2):  # the second on a page reset after the first
        tree = nbshot.snapshot(html=page)
        assert [n.text or n.name for n in tree.nodes if "names" in (n.text or n.name or "")] == [
            "names mine inner"
        ]


def test_page_level_options_do_not_carry_over(reset_way: str) -> None:
    probe = (
        "<p id=p></p><script>p.textContent = [innerWidth, matchMedia("
        "'(prefers-color-scheme: dark)').matches ? 'dark' : 'light', matchMedia("
        "'(prefers-reduced-motion: reduce)').matches ? 'reduce' : 'motion'].join(' ')</script>"
    )

    def seen(**options: Any) -> str:
        tree = nbshot.snapshot(html=probe, **options)
        return next(n.text or n.name for n in tree.nodes if (n.text or n.name or "")[:1].isdigit())

    assert seen(viewport=(500, 400), color_scheme="dark", reduced_motion=True) == "500 dark reduce"
    assert seen() == "1280 light motion"


def test_media_emulation_holds_through_navigations_and_never_carries_over() -> None:
    """The same warm page, used with print media and dark, again with the same (the
    pool then sends nothing), with none, with screen and with print: each use sees what
    it asked for after navigating (print used to be undone by the navigation)."""
    options = {"viewport": {"width": 800, "height": 600}}

    async def use(media: str | None, **page_level: Any) -> tuple[str, int]:
        warm = await pool.acquire({**options, **page_level}, (), media=media)
        try:
            await warm.page.goto("data:text/html,<p>probe</p>")  # a navigation, as a capture
            seen = await warm.page.evaluate(
                "[matchMedia('print').matches ? 'print' : 'screen',"
                " matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light'].join(' ')"
            )
            return str(seen), id(warm)
        finally:
            await pool.release(warm)
            await pool.settle()

    first, page = engine.run(use("print", color_scheme="dark"))
    assert first == "print dark"
    assert engine.run(use("print", color_scheme="dark")) == ("print dark", page)
    assert engine.run(use(None)) == ("screen light", page)
    assert engine.run(use("screen")) == ("screen light", page)
    assert engine.run(use("print")) == ("print light", page)


# Text in two fonts, taller than the viewport: found on W3C APG examples (tests/corpus).
TWO_FONTS = "<main style='font:16px serif'>" + (
    "<p>The <code>aria-actions</code> property lets an element reference another one.</p>" * 80
)


@pytest.mark.parametrize(
    ("past_viewport", "day"), [({"full_page": True}, "02-28"), ({"selector": "main"}, "03-01")]
)
def test_a_picture_past_the_viewport_leaves_nothing_in_the_next(
    past_viewport: dict[str, Any], day: str
) -> None:
    # With RenderDocument off the tab kept something of it for its next documents: 3-5%
    # of the next viewport picture differed (text drawn otherwise) until a new tab. A
    # date of the case's own keys a warm page of its own (init scripts are in the key):
    # a tab taken by an earlier test would show nothing.
    options = {"freeze_time": f"2024-{day}T12:00:00Z"}
    before = nbshot.capture(html=TWO_FONTS, **options)
    nbshot.capture(html=TWO_FONTS, **options, **past_viewport)
    assert nbshot.diff(before, nbshot.capture(html=TWO_FONTS, **options)).count == 0


def test_isolation_context_asks_for_a_brand_new_context(demo: Any) -> None:
    status = nbshot.warm_pages()
    nbshot.capture(demo.url_for("home"), isolation="context")
    after = nbshot.warm_pages()
    assert after["created"] == status["created"] + 1 and after["reused"] == status["reused"]
    with pytest.raises(nbshot.InvalidArgument, match="isolation='tab' is not allowed"):
        nbshot.capture(demo.url_for("home"), isolation="tab")


def test_the_pool_is_bounded_and_reports_itself(demo: Any) -> None:
    nbshot.capture([demo.url_for(p) for p in ("home", "signin", "dashboard", "settings")] * 3)
    status = nbshot.warm_pages()
    assert status["lent"] == 0
    assert 1 <= status["idle"] <= 8
    assert all(key["idle"] <= 4 for key in status["keys"])


def test_a_page_lent_max_uses_times_is_replaced_by_a_new_one(
    demo: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    # What the driver keeps of every request lives as long as the page's context, and
    # the renderer grows with use: a page is let go after MAX_USES captures.
    from nbshot.page import pool as pool_module

    monkeypatch.setattr(pool_module, "MAX_USES", 2)
    nbshot.capture(demo.url_for("home"), device="Galaxy S9+")  # a context of this test's own
    nbshot.warm_pages()
    created = pool.created
    for _ in range(4):
        nbshot.capture(demo.url_for("home"), device="Galaxy S9+")
        nbshot.warm_pages()
    assert pool.created - created == 2  # uses 2 and 4 closed their page; 3 and 5 made one


# 80 MB of numbers on the page's heap, garbage once the page is left.
_HEAVY = "<p>heavy</p><script>window.big = new Array(1e7).fill(0.5);</script>"


def test_a_returned_page_keeps_nothing_of_the_last_pages_heap() -> None:
    # Left alone, the renderer kept the page's heap on the reset's about:blank (78 MB of
    # 80 still used; each such capture added ~115 MB to the renderer): the reset has it
    # collected (issue 47).
    nbshot.snapshot(html=_HEAVY)

    async def heaps_mb() -> list[float]:
        await pool.settle()
        idle = [w for ws in pool._idle.values() for w in ws if w.cdp is not None]
        usage = []
        for warm in idle:
            # A page the pool closes meanwhile (another key's, trimmed) took its heap along.
            with contextlib.suppress(PlaywrightError):
                usage.append(await warm.cdp.send("Runtime.getHeapUsage"))  # type: ignore[union-attr]
        return [u["usedSize"] / 2**20 for u in usage]

    heaps = engine.run(heaps_mb())
    assert heaps and max(heaps) < 32, heaps
