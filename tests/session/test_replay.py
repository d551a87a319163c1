"""How a session keeps its steps for a replay (nbshot.session.replay): refs, good only
until the next snapshot, are swapped for selectors as each step runs, so the kept steps
reach the same screen from a fresh load."""

from __future__ import annotations

import pytest

import nbshot
from nbshot.demo import DemoSite


def _ref(tree: nbshot.A11yTree, role: str, name: str) -> str:
    return next(n.ref for n in tree.nodes if n.role == role and n.name == name and n.ref)


def test_steps_by_ref_are_kept_as_selectors_that_replay_to_the_same_screen(
    demo: DemoSite, monkeypatch: pytest.MonkeyPatch
) -> None:
    with nbshot.open(demo.url_for("signin")) as session:
        tree = session.snapshot()
        view = session.act(
            f"fill:{_ref(tree, 'textbox', 'Email')}=ada@example.com",
            f"fill:{_ref(tree, 'textbox', 'Password')}=correct horse",
            f"click:{_ref(tree, 'button', 'Sign in')}",
            "wait:text=Welcome back",
        )
        assert view.ok and "/dashboard" in view.url
        kept = list(session.replay)
    assert len(kept) == 4 and not any(":e" in step.split("=")[0] for step in kept)  # no refs
    assert kept[-1] == "wait:text=Welcome back"  # a step without a ref is kept as it is
    # A password typed into a password field is kept as a reference, never as itself.
    assert kept[1].endswith("=${PASSWORD}") and "correct horse" not in str(kept)
    monkeypatch.setenv("PASSWORD", "correct horse")
    nbshot.configure(secrets=["PASSWORD"])
    with nbshot.open(demo.url_for("signin")) as fresh:  # a new load numbers refs afresh
        again = fresh.act(*kept)
        assert again.ok and "/dashboard" in again.url
        assert "Welcome back, ada@example.com!" in again.tree.text
