"""``assert_no_new_violations``: only findings the baseline lacks fail
(nbshot/testing/violations.py), against real pages checked by axe-core in Chromium."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from nbshot.testing.violations import (
    FixedViolations,
    NewViolations,
    assert_no_new_violations,
)

# Two old problems: an image without alt text, a button without a name.
OLD = "<img src='data:,' width=20 height=20><button></button>"
NEW = "<a href='/x'></a>"  # a link without a name: new


def _page(folder: Path, body: str) -> str:
    path = folder / "page.html"
    path.write_text(
        f"<!doctype html><html lang=en><title>Shop</title><main><h1>Shop</h1>{body}</main>"
    )
    return str(path)


@pytest.fixture(autouse=True)
def _not_in_ci(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("CI", raising=False)


def test_old_findings_are_adopted_new_ones_fail_and_fixed_ones_are_dropped(
    tmp_path: Path,
) -> None:
    baseline, results = tmp_path / "shop.findings.json", tmp_path / "results"
    with pytest.raises(NewViolations, match="written from today's 2 finding"):
        assert_no_new_violations(_page(tmp_path, OLD), baseline=baseline)
    kept = json.loads(baseline.read_text())["findings"]
    assert {f["check"] for f in kept} == {"a11y:image-alt", "a11y:button-name"}
    assert len(assert_no_new_violations(_page(tmp_path, OLD), baseline=baseline).known) == 2

    with pytest.raises(NewViolations) as failed:
        assert_no_new_violations(_page(tmp_path, OLD + NEW), baseline=baseline, results_dir=results)
    assert len(failed.value.new) == 1 and "1 new finding" in str(failed.value)
    assert (results / "shop-actual.findings.json").is_file()
    assert json.loads(baseline.read_text())["findings"] == kept  # never approved by failing

    with pytest.warns(FixedViolations, match="1 finding"):
        result = assert_no_new_violations(
            _page(tmp_path, OLD.split("<button>")[0]), baseline=baseline
        )
    assert len(result.fixed) == 1
    assert_no_new_violations(
        _page(tmp_path, OLD.split("<button>")[0]), baseline=baseline, update="changed"
    )
    assert len(json.loads(baseline.read_text())["findings"]) == 1  # the fixed one dropped
