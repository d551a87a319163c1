"""The ai-mode snapshot parser, on hand-written edge cases."""

from __future__ import annotations

import pytest

import nbshot
from nbshot.model.aria_parse import parse_snapshot

EDGE_CASES = r"""- generic [active] [ref=e1] [box=0,0,1280,483]:
  - banner [ref=e2] [box=0,0,1280,53]:
    - link [ref=e3] [cursor=pointer] [box=32,12,155,28]:
      - /url: /home?a=1
      - img "nbshot demo" [ref=e4] [box=32,12,28,28]
      - text: Acme Analytics
    - 'button "Save: now" [ref=e9]'
    - heading "It's \"quoted\" [x]" [level=2] [ref=e5]: "342"
    - checkbox "Remember me" [checked=mixed] [disabled] [ref=e23] [box=143,346,13,13]
    - button "Bold" [pressed] [ref=e30]
    - tab "Two" [selected] [expanded] [ref=e31]
    - textbox "Email" [invalid] [ref=e32]:
      - /placeholder: "name: you@example.com"
    - link /Issue \d+/ [ref=e7]
    - text: "multi\nline \"q\" \x41"
    - 'listitem "It''s: ok" [ref=e8]': plain text: with colon
    - iframe [ref=e10]:
      - button "In frame" [ref=f2e1]
"""


@pytest.fixture(scope="module")
def nodes() -> list:
    return parse_snapshot(EDGE_CASES)


def by_ref(nodes: list, ref: str):
    return next(n for n in nodes if n.ref == ref)


def test_structure_depth_and_parents(nodes: list) -> None:
    assert [n.role for n in nodes[:3]] == ["generic", "banner", "link"]
    assert by_ref(nodes, "e4").parent_ref == "e3"
    assert by_ref(nodes, "e4").depth == 3
    assert [c.role for c in by_ref(nodes, "e3").children] == ["img", "text"]


def test_markers_and_boxes(nodes: list) -> None:
    root = by_ref(nodes, "e1")
    assert root.states == {"active": True} and root.box == (0, 0, 1280, 483)
    assert by_ref(nodes, "e3").cursor == "pointer"
    box = by_ref(nodes, "e23")
    assert box.states == {"checked": "mixed", "disabled": True}
    assert by_ref(nodes, "e5").states == {"level": 2}
    assert by_ref(nodes, "e30").states == {"pressed": True}
    assert by_ref(nodes, "e31").states == {"selected": True, "expanded": True}
    assert by_ref(nodes, "e32").states == {"invalid": True}


def test_names_quotes_and_escapes(nodes: list) -> None:
    assert by_ref(nodes, "e9").name == "Save: now"  # single-quoted key
    assert by_ref(nodes, "e5").name == 'It\'s "quoted" [x]'
    assert by_ref(nodes, "e5").text == "342"  # quoted so it stays a string
    assert by_ref(nodes, "e8").name == "It's: ok"
    assert by_ref(nodes, "e8").text == "plain text: with colon"


def test_props_text_nodes_and_regex_names(nodes: list) -> None:
    assert by_ref(nodes, "e3").props == {"url": "/home?a=1"}
    assert by_ref(nodes, "e32").props == {"placeholder": "name: you@example.com"}
    texts = [n.text for n in nodes if n.role == "text"]
    assert texts == ["Acme Analytics", 'multi\nline "q" A']
    regex = by_ref(nodes, "e7")
    assert regex.name_is_regex and regex.name == r"Issue \d+"


def test_iframe_refs_carry_their_frame(nodes: list) -> None:
    inner = by_ref(nodes, "f2e1")
    assert inner.parent_ref == "e10" and inner.frame == "f2"
    assert by_ref(nodes, "e10").frame == "main"


def test_not_a_snapshot_names_the_line() -> None:
    with pytest.raises(nbshot.InvalidArgument, match="Snapshot line 2 does not start with '- '"):
        parse_snapshot("- main\n  oops")
    with pytest.raises(nbshot.InvalidArgument, match="Snapshot line 1: the name's quotes"):
        parse_snapshot('- button "never closed [ref=e1]')


def test_df_columns_and_types() -> None:
    tree = nbshot.A11yTree(EDGE_CASES)
    df = tree.df
    assert tuple(df.columns) == nbshot.model.a11y.COLUMNS
    assert len(df) == len(tree.nodes)
    row = df.set_index("ref").loc["e23"]
    assert row["checked"] == "mixed" and bool(row["disabled"]) and row["x"] == 143
    assert df.set_index("ref").loc["e5", "level"] == 2
    assert df.set_index("ref").loc["f2e1", "frame"] == "f2"
    assert df.query("role == 'button'")["name"].tolist() == ["Save: now", "Bold", "In frame"]


def test_compact_keeps_every_actionable_ref_and_drops_noise() -> None:
    tree = nbshot.A11yTree(EDGE_CASES)
    compact = tree.compact()
    for ref in ("e3", "e9", "e23", "e30", "e31", "e32", "e7", "f2e1"):  # every actionable ref
        assert f"[{ref}]" in compact
    assert '"nbshot demo"' in compact and "[e4]" not in compact  # read, not acted on
    assert "cursor" not in compact and "box=" not in compact and "[active]" not in compact
    assert "[checked=mixed]" in compact and "-> /home?a=1" in compact
