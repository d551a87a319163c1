"""``nbshot review``'s page in a real Chromium, over real HTTP (nbshot/testing/
review_server.py, review_view.js): the list, the modes, the keys, approve and reject."""

from __future__ import annotations

import http.client
import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner

from nbshot.browser.engine import engine
from nbshot.cli import main
from nbshot.testing.aria import AriaSnapshotMismatch, assert_aria_snapshot
from nbshot.testing.review import pending
from nbshot.testing.review_server import ReviewServer
from nbshot.testing.screenshots import ScreenshotMismatch, assert_screenshot
from nbshot.testing.snapshot_paths import UpdateMode

PAGE = """<!doctype html><body style="margin:0;font:20px sans-serif">
<h1 style="margin:20px">{title}</h1><p style="margin:20px">{word} shipped today</p>"""


@pytest.fixture(autouse=True)
def _not_in_ci(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("CI", raising=False)


def _fail_picture(folder: Path, results: Path, title: str) -> Path:
    """A baseline of ``title`` with "Three", then a failed assertion with "Four"."""
    baseline = folder / "snaps" / f"{title.lower()}.png"
    steps: tuple[tuple[str, UpdateMode], ...] = (("Three", "all"), ("Four", "none"))
    for word, update in steps:
        page = folder / f"{title}-{word}.html"
        page.write_text(PAGE.format(title=title, word=word))
        try:
            assert_screenshot(
                str(page),
                baseline=baseline,
                update=update,
                results_dir=results,
                viewport="400x200",
                test=f"test_pages.py::test_{title.lower()}",
            )
        except ScreenshotMismatch:
            assert word == "Four"
    return baseline


@pytest.fixture
def waiting(tmp_path: Path, demo: Any) -> tuple[Path, list[Path]]:
    """A results folder with two failed pictures and a failed aria snapshot."""
    results = tmp_path / "results"
    pictures = [_fail_picture(tmp_path, results, title) for title in ("Orders", "Refunds")]
    tree = tmp_path / "snaps" / "home.aria.yml"
    tree.write_text('- heading "Not the demo" [level=1]\n')
    with pytest.raises(AriaSnapshotMismatch):
        assert_aria_snapshot(f"{demo.url}/", baseline=tree, results_dir=results, test="test_tree")
    return results, [*pictures, tree]


@pytest.fixture
def server(waiting: tuple[Path, list[Path]]) -> Iterator[ReviewServer]:
    served = ReviewServer(waiting[0]).start()
    yield served
    served.shutdown()
    served.server_close()


async def _review(url: str) -> dict[str, Any]:
    """Drive the page as a person would; what it showed at each step."""
    browser = await engine.browser()
    context = await browser.new_context(viewport={"width": 1200, "height": 900})
    seen: dict[str, Any] = {}
    rows = ".nbr-row"
    try:
        page = await context.new_page()
        await page.goto(url)
        await page.wait_for_selector(rows)
        seen["rows"] = await page.locator(rows).all_inner_texts()
        seen["tests"] = await page.locator(".nbr-test").all_inner_texts()
        first = page.locator(".nbr-pics img")
        await first.nth(2).wait_for()
        seen["side_by_side"] = await first.evaluate_all(
            "imgs => imgs.map(i => [i.alt, i.complete && i.naturalWidth > 0])"
        )
        await page.keyboard.press("2")
        seen["overlay"] = await page.locator(".nbr-stack img").count()
        await page.keyboard.press("3")
        seen["slider_clip"] = await page.locator(".nbr-stack img.top").evaluate(
            "i => i.style.clipPath"
        )
        await page.get_by_role("button", name="region 1").click()
        seen["zoomed"] = await page.locator(".nbr-crop").count()
        await page.locator(".nbr").focus()
        await page.keyboard.press("j")
        seen["after_j"] = await page.locator(".nbr-row.on").inner_text()
        await page.keyboard.press("k")
        seen["after_k"] = await page.locator(".nbr-row.on").inner_text()
        await page.keyboard.press("a")  # approve the first picture
        await page.locator(rows).nth(2).wait_for(state="detached")  # (the page's CSP: no eval)
        seen["status_after_a"] = await page.get_by_role("status").inner_text()
        seen["selected_after_a"] = await page.locator(".nbr-row.on").inner_text()
        await page.keyboard.press("r")  # reject the second picture
        await page.locator(rows).nth(1).wait_for(state="detached")
        seen["aria_lines"] = await page.locator(".nbr-diff .del, .nbr-diff .add").count()
        await page.get_by_role("button", name="Approve all shown").click()
        await page.get_by_text("Nothing to review").wait_for()
        return seen
    finally:
        await context.close()


def test_the_page_lists_shows_and_decides_by_keys_and_buttons(
    server: ReviewServer, waiting: tuple[Path, list[Path]]
) -> None:
    results, (orders, refunds, tree) = waiting
    actual = {item.baseline: item.files["actual"].read_bytes() for item in pending(results)}
    refunds_before = refunds.read_bytes()
    seen = engine.run(_review(server.url))
    assert seen["tests"] == [
        "test_pages.py::test_orders",
        "test_pages.py::test_refunds",
        "test_tree",
    ]
    assert [row.split()[0] for row in seen["rows"]] == [
        "orders.png",
        "refunds.png",
        "home.aria.yml",
    ]
    assert seen["side_by_side"] == [["baseline", True], ["current", True], ["diff", True]]
    assert seen["overlay"] == 2 and seen["slider_clip"].startswith("inset(")
    assert seen["zoomed"] == 3  # baseline, current and diff, cropped to the region
    assert seen["after_j"].startswith("refunds") and seen["after_k"].startswith("orders")
    assert seen["status_after_a"] == "Approved 1: orders.png"
    assert seen["selected_after_a"].startswith("refunds")
    assert orders.read_bytes() == actual[orders]  # approved: the current picture
    assert refunds.read_bytes() == refunds_before  # rejected: left as it was
    assert seen["aria_lines"] >= 2
    assert tree.read_bytes() == actual[tree]  # approved with "all shown"
    assert pending(results) == []


def _request(
    server: ReviewServer, method: str, path: str, body: str = "", **headers: str
) -> http.client.HTTPResponse:
    port = server.server_address[1]
    connection = http.client.HTTPConnection("127.0.0.1", port, timeout=10)
    connection.request(method, path, body=body or None, headers=headers)
    return connection.getresponse()


def test_the_page_answers_only_its_secret_path_host_and_origin(server: ReviewServer) -> None:
    own = f"/{server.token}/"
    port = server.server_address[1]
    assert _request(server, "GET", own).status == 200
    assert _request(server, "GET", "/").status == 404
    assert _request(server, "GET", "/wrong-token/api/items").status == 404
    rebound = _request(server, "GET", own + "api/items", Host=f"evil.example:{port}")
    assert rebound.status == 404  # DNS rebinding: another name for this address
    [item, *_] = json.loads(_request(server, "GET", own + "api/items").read())
    decision = json.dumps({"action": "approve", "ids": [item["id"]]})
    json_type = {"Content-Type": "application/json"}
    other = _request(
        server, "POST", own + "api/decide", decision, Origin="http://evil.example", **json_type
    )
    assert other.status == 404
    form = _request(server, "POST", own + "api/decide", decision, **{"Content-Type": "text/plain"})
    assert form.status == 415
    assert _request(server, "GET", own + "file/nope/actual").status == 404
    assert _request(server, "GET", own + f"file/{item['id']}/../../etc").status == 404
    unknown = _request(server, "POST", own + "api/decide", '{"action":"x","ids":[]}', **json_type)
    assert unknown.status == 409 and "Unknown action" in json.loads(unknown.read())["status"]
    assert len(pending(server.results)) == 3  # nothing was decided by any of these


def test_the_markdown_summary_from_the_command_line(waiting: tuple[Path, list[Path]]) -> None:
    results, _ = waiting
    answer = CliRunner().invoke(main, ["review", str(results), "--markdown"])
    assert answer.exit_code == 0
    assert "**3 assertions to review**" in answer.output
    assert "| test_pages.py::test_orders | picture |" in answer.output
    none_yet = CliRunner().invoke(main, ["review", str(results / "nowhere"), "--markdown"])
    assert none_yet.exit_code == 0 and "Nothing to review" in none_yet.output
    history = results / "history.jsonl"
    a_file = CliRunner().invoke(main, ["review", str(history), "--markdown"])
    assert a_file.exit_code == 2 and "is a file" in a_file.output
