"""Snapshots (nbshot.captures.snapshot): of an element, to a depth, and what bad arguments
are told."""

from __future__ import annotations

import pytest

import nbshot
from nbshot.demo import DemoSite


def test_snapshot_of_an_element_and_depth(demo: DemoSite) -> None:
    table = nbshot.snapshot(demo.url_for("dashboard"), selector="#orders")
    assert table.nodes[0].role == "table"
    shallow = nbshot.snapshot(demo.url_for("dashboard"), depth=2)
    assert max(n.depth for n in shallow.nodes) <= 3
    assert len(shallow) < len(table) + 40


def test_bad_snapshot_arguments(demo: DemoSite) -> None:
    with pytest.raises(nbshot.InvalidArgument, match="unknown argument 'full_page'"):
        nbshot.snapshot(demo.url_for("home"), full_page=True)
    with pytest.raises(nbshot.InvalidArgument, match="depth=0"):
        nbshot.snapshot(demo.url_for("home"), depth=0)
    with pytest.raises(nbshot.ElementNotFound):
        nbshot.snapshot(demo.url_for("home"), selector="#nope")
