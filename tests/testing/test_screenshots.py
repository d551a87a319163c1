"""``assert_screenshot`` against real pages in a real Chromium (nbshot/testing/screenshots.py)."""

from __future__ import annotations

from pathlib import Path

import pytest

from nbshot.errors import Timeout
from nbshot.testing.screenshots import ScreenshotMismatch, assert_screenshot

PAGE = """<!doctype html><body style="margin:0;font:20px sans-serif">
<h1 style="margin:20px">Orders</h1><p style="margin:20px{style}">{word} shipped today</p>"""


def _page(folder: Path, word: str = "Three", style: str = "") -> str:
    path = folder / "page.html"
    path.write_text(PAGE.format(word=word, style=style))
    return str(path)


@pytest.fixture(autouse=True)
def _not_in_ci(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("CI", raising=False)


def test_a_missing_baseline_is_written_and_the_assertion_says_so(tmp_path: Path) -> None:
    page, baseline = _page(tmp_path), tmp_path / "snaps" / "orders.png"
    with pytest.raises(ScreenshotMismatch, match="No baseline at .*written from this picture"):
        assert_screenshot(page, baseline=baseline, viewport="400x200")
    assert baseline.is_file()
    assert assert_screenshot(page, baseline=baseline, viewport="400x200") == baseline


def test_a_change_fails_with_what_changed_and_leaves_three_pictures(tmp_path: Path) -> None:
    baseline, results = tmp_path / "orders.png", tmp_path / "results"
    assert_screenshot(_page(tmp_path), baseline=baseline, update="all", viewport="400x200")
    before = baseline.read_bytes()
    with pytest.raises(ScreenshotMismatch) as failed:
        assert_screenshot(
            _page(tmp_path, "Four"), baseline=baseline, results_dir=results, viewport="400x200"
        )
    message = str(failed.value)
    assert "pixels" in message and " region" in message and "--update-snapshots" in message
    regions = failed.value.diff.regions if failed.value.diff else ()
    assert regions and all(r.y >= 60 for r in regions)  # the paragraph's line, not the heading
    assert sorted(p.name for p in results.iterdir() if p.suffix == ".png") == [
        "orders-actual.png",
        "orders-diff.png",
        "orders-expected.png",
    ]
    assert baseline.read_bytes() == before  # a failure never approves itself
    assert "<img" in failed.value._repr_mimebundle_()["text/html"]


def test_a_one_pixel_border_is_caught_and_a_tolerance_can_allow_it(tmp_path: Path) -> None:
    baseline = tmp_path / "orders.png"
    assert_screenshot(_page(tmp_path), baseline=baseline, update="all", viewport="400x200")
    bordered = _page(tmp_path, style=";border-bottom:1px solid #ddd")
    with pytest.raises(ScreenshotMismatch, match="differ"):
        assert_screenshot(bordered, baseline=baseline, viewport="400x200", update="none")
    assert_screenshot(bordered, baseline=baseline, viewport="400x200", max_diff_pixels=1000)


def test_update_changed_rewrites_a_differing_baseline_and_passes(tmp_path: Path) -> None:
    baseline = tmp_path / "orders.png"
    assert_screenshot(_page(tmp_path), baseline=baseline, update="all", viewport="400x200")
    before = baseline.read_bytes()
    assert_screenshot(
        _page(tmp_path, "Four"), baseline=baseline, update="changed", viewport="400x200"
    )
    assert baseline.read_bytes() != before
    assert_screenshot(_page(tmp_path, "Four"), baseline=baseline, viewport="400x200")


def test_in_ci_nothing_is_written_and_the_picture_is_kept_for_review(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("CI", "1")
    baseline, results = tmp_path / "orders.png", tmp_path / "results"
    with pytest.raises(ScreenshotMismatch, match="none is written here"):
        assert_screenshot(
            _page(tmp_path), baseline=baseline, results_dir=results, viewport="400x200"
        )
    assert not baseline.exists() and (results / "orders-actual.png").is_file()


def test_a_page_that_never_settles_ends_with_a_coded_error_naming_where(tmp_path: Path) -> None:
    page = tmp_path / "ticker.html"
    page.write_text(
        "<body style='margin:0'><p id=t style='margin:40px'>0</p><script>"
        "document.getElementById('t').textContent = Math.random()</script>"
    )
    baseline = tmp_path / "ticker.png"
    with pytest.raises(
        Timeout, match=r"kept changing: .* differ in \d+ regions?: .* at \(\d+, 4\d\)"
    ):
        assert_screenshot(str(page), baseline=baseline, viewport="400x200", timeout=2)
    assert not baseline.exists()


def test_the_results_folder_is_owner_only(tmp_path: Path) -> None:
    baseline, results = tmp_path / "orders.png", tmp_path / "results"
    assert_screenshot(_page(tmp_path), baseline=baseline, update="all", viewport="400x200")
    with pytest.raises(ScreenshotMismatch):
        assert_screenshot(
            _page(tmp_path, "Four"), baseline=baseline, results_dir=results, viewport="400x200"
        )
    assert results.stat().st_mode & 0o777 == 0o700  # it holds pictures of pages
