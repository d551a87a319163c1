"""The variant grammar (nbshot.model.variants): parts joined with ``+``, checked as text
before any page is loaded."""

from __future__ import annotations

import pytest

import nbshot
from nbshot.model.variants import VARIANTS, variant_parts


def test_parts_are_read_in_any_case_and_spacing() -> None:
    assert variant_parts("Dark + large-text") == ["dark", "large-text"]
    assert [variant_parts(v) for v in VARIANTS] == [[v] for v in VARIANTS]


@pytest.mark.parametrize(
    ("spec", "message"),
    [("sepia", "Unknown variant 'sepia'"), ("", "Unknown variant ''"), ("+", "Unknown variant"),
     ("light+dark", "is light and dark at once")],
)  # fmt: skip
def test_a_bad_variant_is_refused_with_what_to_use(spec: str, message: str) -> None:
    with pytest.raises(nbshot.InvalidArgument, match=message) as refused:
        variant_parts(spec)
    assert "light" in refused.value.message  # the known variants, or "Pick one"
