"""Views (nbshot.session.view): what a session shows after a step: the picture, its tree
and the page's console errors, and a ref from an older view refused."""

from __future__ import annotations

from pathlib import Path

import pytest

import nbshot
from nbshot.demo import DemoSite


def test_stale_ref_says_to_use_the_latest_view(signin: nbshot.Session) -> None:
    tree = signin.snapshot()
    email = ref(tree, "Email", "textbox")
    signin.goto("/settings")
    signin.snapshot()
    with pytest.raises(nbshot.StaleRef, match="no longer points at an element.*latest view"):
        signin.fill(email, "x")


def test_session_shot_and_view_console_errors(demo: DemoSite, tmp_path: Path) -> None:
    with nbshot.open(demo.url_for("problems"), device="iPhone 13", out_dir=tmp_path) as s:
        shot = s.shot("phone", selector="h1")
        assert shot.path == tmp_path / "phone.png" and shot.selector == "h1"
        first = s.view()
        assert any("widget config" in m.text for m in first.console_errors)
        assert s.view().console_errors == []  # only what is new since the last view
        with pytest.raises(nbshot.InvalidArgument, match="device= is set when the session opens"):
            s.shot(device="Pixel 7")


def test_a_view_without_a_picture_takes_none_and_its_refs_work(
    signin: nbshot.Session, tmp_path: Path
) -> None:
    email = ref(signin.view().tree, "Email", "textbox")
    pictures = sorted(tmp_path.glob("*.png"))
    blind = signin.act(f"fill:{email}=ada@example.com", picture=False)
    assert blind.ok and blind.shot is None and sorted(tmp_path.glob("*.png")) == pictures
    shown = blind._repr_mimebundle_()
    assert 'textbox "Email"' in blind.tree.text and "<img" not in shown["text/html"]
    assert shown["text/plain"].startswith("<View ok: 1 step(s) run")
    assert signin.act(f"fill:{ref(blind.tree, 'Email', 'textbox')}=x").shot is not None


def ref(tree: nbshot.A11yTree, name: str, role: str) -> str:
    node = next(n for n in tree.nodes if n.role == role and n.name == name)
    assert node.ref is not None
    return node.ref


@pytest.fixture
def signin(demo: DemoSite, tmp_path: Path):
    with nbshot.open(demo.url_for("signin"), out_dir=tmp_path) as session:
        yield session
