"""Stable selectors for elements acted on by ref (nbshot.page.locators): what a person
would write, and only one that finds exactly that element: ``data-testid``, then role
and name, then ``id``, then a CSS path."""

from __future__ import annotations

import nbshot

PAGE = """<title>Locators</title>
<button data-testid="save-btn">Save</button>
<button>Send</button><button>Send</button>
<input aria-label="Email">
<input id="phone" aria-label="Phone"><input aria-label="Phone">
"""


def _ref(tree: nbshot.A11yTree, role: str, name: str, nth: int = 0) -> str:
    refs = [n.ref for n in tree.nodes if n.role == role and n.name == name and n.ref]
    return refs[nth]


def test_each_element_gets_the_most_readable_selector_that_names_it_alone() -> None:
    with nbshot.open(html=PAGE) as session:
        tree = session.snapshot()
        view = session.act(
            f"click:{_ref(tree, 'button', 'Save')}",
            f"click:{_ref(tree, 'button', 'Send', 1)}",
            f"fill:{_ref(tree, 'textbox', 'Email')}=ada",
            f"fill:{_ref(tree, 'textbox', 'Phone')}=123",
        )
        assert view.ok, view.failure
        assert session.replay == [
            'click:[data-testid="save-btn"]',  # a test id first
            "click:button:nth-of-type(3)",  # two "Send" buttons: a CSS path
            'fill:role=textbox[name="Email"s]=ada',  # a unique role and name
            "fill:#phone=123",  # two "Phone" fields, but this one has an id
        ]
