"""Caps on list arguments (nbshot.model.bounds): past the cap a call is refused at once,
naming the argument, how many it held and the cap."""

from __future__ import annotations

import pytest

import nbshot
from nbshot.model.bounds import MAX_ITEMS, MAX_STEPS, check_count


def test_up_to_the_cap_passes_and_one_more_is_refused_with_the_numbers() -> None:
    check_count("selectors", ["#a"] * MAX_ITEMS)
    check_count("selectors", None)
    with pytest.raises(nbshot.InvalidArgument) as refused:
        check_count("selectors", ["#a"] * (MAX_ITEMS + 1))
    assert refused.value.message == (
        f"selectors has {MAX_ITEMS + 1} items; one call takes at most {MAX_ITEMS}. "
        "Split the work over several calls"
    )
    with pytest.raises(nbshot.InvalidArgument, match="Use a flow"):
        check_count("steps", ["click:e1"] * (MAX_STEPS + 1), MAX_STEPS, "Use a flow")


def test_a_capture_with_too_many_selectors_is_refused_before_any_work() -> None:
    with pytest.raises(nbshot.InvalidArgument, match=f"at most {MAX_ITEMS}"):
        nbshot.capture(html="<p>x</p>", mask=["#a"] * (MAX_ITEMS + 1))
