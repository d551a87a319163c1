"""A tree's text within a budget (nbshot/model/tree_budget.py)."""

from __future__ import annotations

import pytest

from nbshot.errors import InvalidArgument
from nbshot.model.tree_budget import fit, fold, page

ROWS = "\n".join(
    f' row "Person {i}" [e{100 + i}]\n  cell "Person {i}"\n  cell "2024"' for i in range(40)
)
GRID = f'h1 "People"\n{ROWS}\n link "More" [e999]'


def test_a_long_run_of_like_rows_keeps_three_and_says_how_many_more_and_their_refs() -> None:
    text, folded = fold(GRID)
    assert folded == 37
    assert text.count(' row "') == 3 and 'link "More" [e999]' in text  # after the run: kept
    assert " ... and 37 more rows like these (refs e103-e139;" in text


def test_a_short_run_and_unlike_siblings_are_left_as_they_are() -> None:
    text = 'h1 "x"\n row "a" [e1]\n row "b" [e2]\n link "c" [e3]\n button "d" [e4]'
    assert fold(text) == (text, 0)


def test_fit_returns_a_text_that_fits_as_it_is() -> None:
    assert fit(GRID, len(GRID)).text == GRID
    assert fit(GRID, 0).text == GRID  # no limit


def test_fit_folds_then_cuts_and_its_last_line_says_how_to_read_on() -> None:
    folded = fit(GRID, 600)
    assert len(folded.text) < 800 and folded.folded == 37 and folded.cut == 0
    assert folded.text.splitlines()[-1].startswith("(37 like blocks folded")
    assert "page=1.." in folded.text.splitlines()[-1]
    cut = fit(GRID, 120)
    assert cut.cut > 0 and "characters cut" in cut.text.splitlines()[-1]


def test_pages_hold_the_whole_tree_in_order() -> None:
    first = page(GRID, 1, 500)
    pages = [page(GRID, n, 500).text.rsplit("\n", 1)[0] for n in range(1, first.pages + 1)]
    assert "\n".join(pages) == GRID
    assert first.text.endswith(f"(page 1 of {first.pages}; page=2 reads on)")
    with pytest.raises(InvalidArgument, match="not a page"):
        page(GRID, first.pages + 1, 500)
    with pytest.raises(InvalidArgument, match="max_chars"):
        fit(GRID, -1)
