"""The history of visual assertions, and which screens flapped (nbshot/testing/flaps.py)."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from nbshot.testing.flaps import HISTORY, append, flaky
from nbshot.testing.screenshots import ScreenshotMismatch, assert_screenshot


def test_a_failure_then_a_pass_on_the_same_baseline_is_a_flap_and_an_update_is_not(
    tmp_path: Path,
) -> None:
    history = tmp_path / HISTORY
    steady, flapping, changed = tmp_path / "steady.png", tmp_path / "flap.png", tmp_path / "c.png"
    for outcome in ("pass", "pass"):
        append(history, steady, "d1", outcome)
    append(history, flapping, "d1", "fail", pixels=40, regions=[(10, 20, 30, 5)])
    append(history, flapping, "d1", "pass")
    append(history, flapping, "d1", "fail", pixels=40, regions=[(10, 20, 30, 5)])
    append(history, flapping, "d1", "pass")
    append(history, changed, "d1", "fail", pixels=900)
    append(history, changed, "d1", "updated")  # approved: a change, not a flap
    append(history, changed, "d2", "pass")
    with history.open("a") as cut:
        cut.write('{"baseline": "half a li')  # a line cut short is skipped
    [record] = flaky(tmp_path)
    assert (record.baseline, record.flaky, record.runs, record.failures) == (str(flapping), 2, 4, 2)
    assert record.regions == [[10.0, 20.0, 30.0, 5.0]]


def test_every_assertion_appends_its_outcome(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.delenv("CI", raising=False)
    page, baseline = tmp_path / "p.html", tmp_path / "p.png"
    page.write_text("<body style='margin:0'><p>one</p>")
    with pytest.raises(ScreenshotMismatch):
        assert_screenshot(
            str(page), baseline=baseline, results_dir=tmp_path / "r", viewport="200x100"
        )
    assert_screenshot(str(page), baseline=baseline, results_dir=tmp_path / "r", viewport="200x100")
    lines = [json.loads(x) for x in (tmp_path / "r" / HISTORY).read_text().splitlines()]
    assert [x["outcome"] for x in lines] == ["missing", "pass"]
    assert lines[1]["digest"] and lines[1]["baseline"] == str(baseline)


def test_nbshot_flaky_lists_them(tmp_path: Path) -> None:
    flapping = tmp_path / "flap.png"
    append(tmp_path / HISTORY, flapping, "d", "fail", regions=[(1, 2, 3, 4)])
    append(tmp_path / HISTORY, flapping, "d", "pass")
    done = subprocess.run(
        [sys.executable, "-m", "nbshot", "flaky", str(tmp_path)],
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert done.returncode == 0, done.stderr
    assert f"1 flap(s) in 2 run(s), 1 failure(s): {flapping}" in done.stdout
    assert "moved: 3x4 at (1, 2)" in done.stdout
