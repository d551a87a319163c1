"""What waits for review, and approving or rejecting it (nbshot/testing/review.py), with
real assertions against real pages in a real Chromium."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from nbshot.demo import DemoSite
from nbshot.errors import InvalidArgument
from nbshot.testing.aria import AriaSnapshotMismatch, assert_aria_snapshot
from nbshot.testing.review import decide, markdown, pending, variants
from nbshot.testing.screenshots import ScreenshotMismatch, assert_screenshot

PAGE = """<!doctype html><body style="margin:0;font:20px sans-serif">
<h1 style="margin:20px">Orders</h1><p style="margin:20px">{word} shipped today</p>"""


def _page(folder: Path, word: str) -> str:
    path = folder / f"{word}.html"
    path.write_text(PAGE.format(word=word))
    return str(path)


@pytest.fixture(autouse=True)
def _not_in_ci(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("CI", raising=False)


def _failed_picture(tmp_path: Path) -> tuple[Path, Path]:
    """A baseline of "Three", then a failed assertion of "Four": (baseline, results)."""
    baseline, results = tmp_path / "snaps" / "orders.png", tmp_path / "results"
    assert_screenshot(_page(tmp_path, "Three"), baseline=baseline, update="all", viewport="400x200")
    with pytest.raises(ScreenshotMismatch):
        assert_screenshot(
            _page(tmp_path, "Four"),
            baseline=baseline,
            results_dir=results,
            viewport="400x200",
            test="test_orders.py::test_total",
        )
    return baseline, results


def test_a_failure_waits_for_review_with_its_pictures_and_regions(tmp_path: Path) -> None:
    baseline, results = _failed_picture(tmp_path)
    [item] = pending(results)
    assert (item.kind, item.test, item.baseline) == (
        "screenshot",
        "test_orders.py::test_total",
        baseline,
    )
    assert sorted(item.files) == ["actual", "diff", "expected"]
    assert item.regions and all(y >= 60 for _, y, _, _ in item.regions)  # the paragraph
    assert "pixels" in item.message


def test_a_later_pass_takes_it_off_the_list(tmp_path: Path) -> None:
    baseline, results = _failed_picture(tmp_path)
    assert_screenshot(
        _page(tmp_path, "Three"), baseline=baseline, results_dir=results, viewport="400x200"
    )
    assert pending(results) == []


def test_approving_makes_the_current_picture_the_baseline(tmp_path: Path) -> None:
    baseline, results = _failed_picture(tmp_path)
    [item] = pending(results)
    said = decide(results, "approve", [item.id])
    assert said == "Approved 1: orders.png"
    assert baseline.read_bytes() == item.files["actual"].read_bytes()
    assert pending(results) == []
    assert_screenshot(_page(tmp_path, "Four"), baseline=baseline, viewport="400x200")
    outcomes = [
        json.loads(line)["outcome"] for line in (results / "history.jsonl").read_text().splitlines()
    ]
    assert outcomes[-1] == "approved"


def test_rejecting_leaves_the_baseline_and_takes_it_off_the_list(tmp_path: Path) -> None:
    baseline, results = _failed_picture(tmp_path)
    before = baseline.read_bytes()
    [item] = pending(results)
    assert decide(results, "reject", [item.id]).startswith("Rejected 1")
    assert baseline.read_bytes() == before
    assert pending(results) == []
    with pytest.raises(InvalidArgument, match="Not waiting for review"):
        decide(results, "approve", [item.id])  # decided already


def test_an_accepted_variant_passes_beside_the_baseline(tmp_path: Path) -> None:
    baseline, results = _failed_picture(tmp_path)
    before = baseline.read_bytes()
    [item] = pending(results)
    decide(results, "approve", [item.id], variant=True)
    assert baseline.read_bytes() == before
    assert [p.name for p in variants(baseline)] == ["orders.accepted-1.png"]
    for word in ("Three", "Four"):  # either approved picture passes
        assert_screenshot(_page(tmp_path, word), baseline=baseline, viewport="400x200")
    with pytest.raises(ScreenshotMismatch):
        assert_screenshot(_page(tmp_path, "Five"), baseline=baseline, viewport="400x200")


def test_a_baseline_changed_since_the_failure_is_not_offered(tmp_path: Path) -> None:
    baseline, results = _failed_picture(tmp_path)
    baseline.write_bytes(b"approved some other way")
    assert pending(results) == []


def test_an_aria_change_is_reviewed_as_a_text_diff_and_approved(
    tmp_path: Path, demo: DemoSite
) -> None:
    baseline, results = tmp_path / "home.aria.yml", tmp_path / "results"
    baseline.write_text('- heading "Not the demo" [level=1]\n')
    with pytest.raises(AriaSnapshotMismatch):
        assert_aria_snapshot(
            f"{demo.url}/",
            baseline=baseline,
            results_dir=results,
        )
    [item] = pending(results)
    assert item.kind == "aria" and '-- heading "Not the demo"' in item.text_diff.replace(
        "- -", "--"
    )
    decide(results, "approve", [item.id])
    assert baseline.read_text() == item.files["actual"].read_text()


def test_a_variant_of_a_text_baseline_is_refused(tmp_path: Path, demo: DemoSite) -> None:
    baseline, results = tmp_path / "home.aria.yml", tmp_path / "results"
    baseline.write_text("- paragraph: other\n")
    with pytest.raises(AriaSnapshotMismatch):
        assert_aria_snapshot(
            f"{demo.url}/",
            baseline=baseline,
            results_dir=results,
        )
    [item] = pending(results)
    with pytest.raises(InvalidArgument, match="Only a picture"):
        decide(results, "approve", [item.id], variant=True)
    assert baseline.read_text() == "- paragraph: other\n"


def test_the_markdown_summary_lists_each_failure_safely(tmp_path: Path) -> None:
    _, results = _failed_picture(tmp_path)
    items = pending(results)
    items[0].test = "test_x[<img src=x onerror=alert(1)>|pipe]"
    text = markdown(items, link="https://ci.example/artifacts")
    assert "**1 assertion to review**" in text and "[review page](https://ci.example/" in text
    row = next(line for line in text.splitlines() if "test_x" in line)
    assert "<img" not in row and "\\|pipe" in row and row.count(" | ") == 3
    assert "Nothing to review" in markdown([])


def test_no_results_folder_yet_is_nothing_to_review_and_a_file_is_an_error(
    tmp_path: Path,
) -> None:
    assert pending(tmp_path / "nowhere") == []
    (tmp_path / "file").write_text("")
    with pytest.raises(InvalidArgument, match="is not a folder"):
        pending(tmp_path / "file")
