"""Snapshots of the demo site: trees, tables, finding, compact text and overlays."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

import nbshot
from nbshot.demo import DemoSite


@pytest.fixture(scope="module")
def dashboard(demo: DemoSite) -> nbshot.A11yTree:
    return nbshot.snapshot(demo.url_for("dashboard"))


def test_dashboard_table_rows_are_in_the_df(dashboard: nbshot.A11yTree) -> None:
    df = dashboard.df
    rows = df.query("role == 'row'")
    assert len(rows) == 7  # header + 6 orders
    cells = df.query("role == 'cell'")["name"].tolist()
    assert "Ada Lovelace" in cells and "Barbara Liskov" in cells
    table = df.query("role == 'table'").iloc[0]
    assert table["name"] == "Recent orders" and table["width"] > 500


def test_find_returns_matches_with_their_ancestors(dashboard: nbshot.A11yTree) -> None:
    found = dashboard.find("grace hopper")
    roles = [n.role for n in found.nodes]
    assert roles[-1] == "cell" and "table" in roles and "row" in roles
    assert found.nodes[-1].name == "Grace Hopper"
    links = dashboard.find(role="link")
    assert {n.name for n in links.nodes if n.role == "link"} >= {"Home", "Sign in", "Settings"}


def test_interactive_lists_what_can_be_acted_on(demo: DemoSite) -> None:
    tree = nbshot.snapshot(demo.url_for("signin"))
    roles = {(n.role, n.name) for n in tree.interactive().nodes}
    assert {("textbox", "Email"), ("textbox", "Password"), ("button", "Sign in"),
            ("checkbox", "Remember me")} <= roles  # fmt: skip
    assert all(n.ref for n in tree.interactive().nodes)


@pytest.mark.parametrize(
    ("page", "limit"),
    [
        ("home", 0.5), ("signin", 0.5), ("dashboard", 0.5), ("settings", 0.5),
        ("problems", 0.5), ("todos", 0.5),
        # Nearly every line of an ARIA-widget page is a control an agent may act
        # on, so Playwright's own text is already lean there (measured: 0.51).
        ("widgets", 0.55),
    ],
)  # fmt: skip
def test_compact_is_at_most_half_and_loses_no_ref(demo: DemoSite, page: str, limit: float) -> None:
    tree = nbshot.snapshot(demo.url_for(page))
    plain = nbshot.snapshot(demo.url_for(page), boxes=False)  # Playwright's own, no boxes
    compact = tree.compact()
    assert len(compact.encode()) <= len(plain.text.encode()) * limit
    actionable = [n.ref for n in tree.nodes if nbshot.model.a11y.is_interactive(n)]
    assert actionable and [ref for ref in actionable if f"[{ref}]" not in compact] == []
    named = [n.name for n in tree.nodes if n.name and n.role != "text"]
    assert [name for name in named if name not in compact] == []  # everything readable stays
    every = tree.compact(refs="all")
    kept = [n.ref for n in tree.nodes if n.ref and (n.name or nbshot.model.a11y.is_interactive(n))]
    assert [ref for ref in kept if f"[{ref}]" not in every] == []
    assert len(every.encode()) <= len(tree.text.encode()) / 2  # vs the text with boxes


def test_display_is_deterministic_and_self_contained(demo: DemoSite) -> None:
    first = nbshot.snapshot(demo.url_for("settings"))._repr_mimebundle_()
    second = nbshot.snapshot(demo.url_for("settings"))._repr_mimebundle_()
    assert first == second
    assert first["text/plain"].startswith("<A11yTree of ")
    assert "<details" in first["text/html"] and "<script" not in first["text/html"]


REAL_PAGES = Path(__file__).parent / "real_pages"  # served by the real_site fixture
# Lines of compact(): `"text"`, `- text` (a list item of text), or
# `[- ]role "name" [ref] [states] -> url: text`.
_QUOTED = re.compile(r'"((?:[^"\\]|\\.)*)"')
_NODE = re.compile(
    r'(?:- )?[a-z][\w-]*(?: "((?:[^"\\]|\\.)*)")?(?: \[[^\]]*\])*(?: -> \S+)?(?:: (.*))?'
)


def _fragments_of_snapshot(text: str) -> list[str]:
    """Names and texts of Playwright's snapshot, in document order."""
    nodes = nbshot.A11yTree(text).nodes
    return [f for n in nodes for f in (n.name, n.text) if f and any(c.isalnum() for c in f)]


def _fragments_of_compact(text: str) -> list[str]:
    found = []
    for line in text.splitlines():
        line = line.strip()
        if _QUOTED.fullmatch(line):
            found.append(json.loads(line))
            continue
        node = _NODE.fullmatch(line)
        if node is None:  # a list item of text
            found.append(line.removeprefix("- "))
            continue
        name, rest = node.groups()
        if name:
            found.append(json.loads(f'"{name}"'))
        if rest:
            found.append(json.loads(rest) if rest.startswith('"') else rest)
    return found


def _real_pages() -> list[str]:
    return sorted(str(p.relative_to(REAL_PAGES)) for p in REAL_PAGES.glob("*/**/*.html")
                  if "templates" not in p.parts)  # fmt: skip


@pytest.mark.parametrize("page", ["demo:home", "demo:signin", "demo:dashboard",
                                  "demo:settings", "demo:problems", "demo:todos",
                                  "demo:widgets", *_real_pages()])  # fmt: skip
def test_compact_keeps_the_reading_order_and_every_list_item(
    demo: DemoSite, real_site: str, page: str
) -> None:
    url = demo.url_for(page[5:]) if page.startswith("demo:") else real_site + page
    tree = nbshot.snapshot(url)
    compact = tree.compact()
    ours, theirs = _fragments_of_compact(compact), _fragments_of_snapshot(tree.text)
    # Every fragment that appears once in both comes in the same order in both.
    once = {f for f in theirs if theirs.count(f) == 1 and ours.count(f) == 1}
    assert [f for f in ours if f in once] == [f for f in theirs if f in once]
    assert len(once) >= 5  # the check saw the page
    items = sum(1 for n in tree.nodes if n.role == "listitem")
    bullets = sum(1 for line in compact.splitlines() if line.lstrip().startswith("-"))
    assert bullets == items
