"""``nbshot.review()``: the review as a notebook widget (nbshot/testing/review_widget.py).
The view itself runs in JupyterLab and marimo in tests/ui."""

from __future__ import annotations

from pathlib import Path

import pytest

import nbshot
from nbshot.errors import InvalidArgument
from nbshot.testing.review import pending
from nbshot.testing.screenshots import ScreenshotMismatch, assert_screenshot
from nbshot.testing.snapshot_paths import UpdateMode

PAGE = '<!doctype html><body style="margin:0"><p style="margin:20px">{word}</p>'


@pytest.fixture
def results(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A results folder with one failed picture."""
    monkeypatch.delenv("CI", raising=False)
    baseline, folder = tmp_path / "word.png", tmp_path / "results"
    steps: tuple[tuple[str, UpdateMode], ...] = (("one", "all"), ("two", "none"))
    for word, update in steps:
        page = tmp_path / f"{word}.html"
        page.write_text(PAGE.format(word=word))
        try:
            assert_screenshot(
                str(page), baseline=baseline, update=update, results_dir=folder, viewport="300x100"
            )
        except ScreenshotMismatch:
            assert word == "two"
    return folder


def test_the_widget_holds_each_item_with_its_pictures_inline(results: Path) -> None:
    widget = nbshot.review(results)
    [item] = widget.items
    assert item["kind"] == "screenshot" and item["baseline"].endswith("word.png")
    assert sorted(item["urls"]) == ["actual", "diff", "expected"]
    assert all(url.startswith("data:image/png;base64,") for url in item["urls"].values())
    assert "1 assertion(s) to review" in widget._plain()


def test_a_message_from_the_view_approves_and_the_list_follows(results: Path) -> None:
    widget = nbshot.review(results)
    [item] = pending(results)
    widget._on_message(widget, {"action": "approve", "ids": [item.id]}, [])
    assert widget.status == "Approved 1: word.png" and not widget.error
    assert widget.items == [] and item.baseline.read_bytes() == item.files["actual"].read_bytes()


def test_a_bad_decision_is_shown_as_an_error_not_raised(results: Path) -> None:
    widget = nbshot.review(results)
    assert widget.decide("approve", ["no-such-id"]).startswith("[InvalidArgument]")
    assert widget.error and len(widget.items) == 1


def test_a_file_for_a_folder_is_a_coded_error(tmp_path: Path) -> None:
    (tmp_path / "results").write_text("")
    with pytest.raises(InvalidArgument, match="is not a folder"):
        nbshot.review(tmp_path / "results")
