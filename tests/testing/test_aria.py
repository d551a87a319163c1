"""``assert_aria_snapshot`` against real pages (nbshot/testing/aria.py)."""

from __future__ import annotations

from pathlib import Path

import pytest

from nbshot.testing.aria import AriaSnapshotMismatch, aria_text, assert_aria_snapshot

FORM = """<!doctype html><title>Sign in</title><h1>Sign in</h1><form>
<label>Email <input name=email></label><button type=submit>{button}</button></form>"""


def _page(folder: Path, button: str = "Sign in") -> str:
    path = folder / "signin.html"
    path.write_text(FORM.format(button=button))
    return str(path)


@pytest.fixture(autouse=True)
def _not_in_ci(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("CI", raising=False)


def test_the_tree_is_kept_as_playwright_reads_it_without_refs_or_boxes(tmp_path: Path) -> None:
    text = aria_text(_page(tmp_path))
    assert '- heading "Sign in" [level=1]' in text
    assert '- textbox "Email"' in text and '- button "Sign in"' in text
    assert "[ref=" not in text and "[box=" not in text and "cursor=" not in text


def test_a_missing_baseline_is_written_then_holds_then_a_change_fails_with_the_diff(
    tmp_path: Path,
) -> None:
    baseline, results = tmp_path / "signin.aria.yml", tmp_path / "results"
    with pytest.raises(AriaSnapshotMismatch, match="written from this page"):
        assert_aria_snapshot(_page(tmp_path), baseline=baseline)
    assert '- button "Sign in"' in baseline.read_text()
    assert_aria_snapshot(_page(tmp_path), baseline=baseline)
    with pytest.raises(AriaSnapshotMismatch) as failed:
        assert_aria_snapshot(_page(tmp_path, "Log in"), baseline=baseline, results_dir=results)
    assert '-  - button "Sign in"' in failed.value.diff or '- button "Sign in"' in failed.value.diff
    assert "+" in failed.value.diff and 'button "Log in"' in failed.value.diff
    assert (results / "signin-actual.aria.yml").is_file()
    assert_aria_snapshot(_page(tmp_path, "Log in"), baseline=baseline, update="changed")
    assert 'button "Log in"' in baseline.read_text()
