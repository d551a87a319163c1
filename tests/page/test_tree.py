"""Reading the tree (nbshot.page.tree): refs named as on a fresh page, whatever the page
did before."""

from __future__ import annotations

from nbshot.page.tree import fresh_refs


def test_refs_read_as_on_a_fresh_page() -> None:
    warm = (
        '- generic [ref=f3e1]:\n  - iframe [ref=f3e2]:\n    - button "in" [ref=f4e2]\n'
        '  - button "out" [ref=f3e3]'
    )
    assert fresh_refs(warm) == (
        '- generic [ref=e1]:\n  - iframe [ref=e2]:\n    - button "in" [ref=f1e2]\n'
        '  - button "out" [ref=e3]'
    )
    assert fresh_refs("- button [ref=e1]") == "- button [ref=e1]"
