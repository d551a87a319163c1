"""The comparison's MCP Apps view, its core (nbshot/testing/compare_app.py): the one
HTML document, review items from a real comparison, approve and reject. The view in a
real browser with the real host bridge: tests/mcp/test_apps_view.py."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from PIL import Image, ImageDraw

import nbshot
from nbshot.errors import InvalidArgument
from nbshot.pixels.compare import approve, compare
from nbshot.testing.compare_app import compare_page, decide, review_items


def test_the_page_holds_the_review_front_end_and_asks_for_nothing_outside() -> None:
    page = compare_page("compare_view")
    assert page.count("<script") == 1 and "review.render(" in page
    assert '"tool": "compare_view"' in page and "export " not in page
    assert not re.search(r"""\b(src|href)\s*=\s*["']|url\(|\bimport\s*[("'{]|fetch\((?!\))""", page)


def test_items_show_what_changed_and_a_decision_takes_them_off(tmp_path: Path) -> None:
    shot = nbshot.capture("demo:/signin", out_dir=tmp_path / "out")
    baselines = tmp_path / "baselines"
    new = compare(shot, baselines=baselines)
    [item] = review_items(new)
    assert item["id"] == "signin/default" and sorted(item["urls"]) == ["actual"]
    assert item["message"].startswith("New: no baseline")

    approve(shot, baselines=baselines)
    reference = baselines / "signin" / "default.png"
    drawn = Image.open(reference).convert("RGB")
    ImageDraw.Draw(drawn).rectangle((0, 0, 120, 40), fill="blue")
    drawn.save(reference)
    changed = compare(shot, baselines=baselines)
    [item] = review_items(changed)
    assert (
        sorted(item["urls"]) == ["actual", "diff", "expected"]
        and "pixels differ" in item["message"]
    )
    assert all(u.startswith("data:image/png;base64,") for u in item["urls"].values())

    assert (
        decide(changed, "reject", ["signin/default"], baselines) == "Rejected 1: the baseline kept"
    )
    assert reference.read_bytes() != shot.png and review_items(changed, ["signin/default"]) == []
    said = decide(changed, "approve", ["signin/default"], baselines)
    assert said == "Approved 1: the baseline updated" and reference.read_bytes() == shot.png
    with pytest.raises(InvalidArgument, match="no 'elsewhere/default'"):
        decide(changed, "approve", ["elsewhere/default"], baselines)
