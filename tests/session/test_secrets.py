"""Secrets in a live session: password fields are masked wherever the page is shown,
values typed into them never enter history, and ``${NAME}`` is read from the
environment only when the step runs."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

import nbshot
from nbshot.demo import DemoSite
from nbshot.secrets import MASK

TYPED = "hunter2-typed-literal"
FROM_ENV = "s3cret-from-the-environment"


def _everything_shown(view: nbshot.View, session: nbshot.Session) -> str:
    tree = view.tree
    return "\n".join([
        tree.text, tree.compact(refs="all"), tree.df.to_csv(), tree._repr_html_(),
        repr(view), json.dumps(view._repr_mimebundle_(), default=str), json.dumps(session.history),
        json.dumps(session.replay),
    ])  # fmt: skip


def test_a_password_typed_into_a_form_is_shown_nowhere(demo: DemoSite, tmp_path: Path) -> None:
    with nbshot.open(demo.url_for("signin"), out_dir=tmp_path) as session:
        view = session.act("fill:#email=ada@example.com", f"fill:#password={TYPED}")
        shown = _everything_shown(view, session)
        assert TYPED not in shown
        assert MASK in view.tree.text  # the field is there, masked
        assert "ada@example.com" in view.tree.text  # other fields are not
        assert session.history[-1] == f"fill:#password={MASK}"
        assert session.replay[-1] == "fill:#password=${PASSWORD}"
        flow = session.to_flow(tmp_path / "signs_in.ipynb")
        text = flow.read_text()
        assert TYPED not in text and "${PASSWORD}" in text and "set PASSWORD" in text
        failed = session.act(f"fill:#nope={TYPED}")  # a failing step echoes itself
        assert not failed.ok and TYPED not in repr(failed)


def test_a_secret_from_the_environment_is_read_when_used_and_masked(
    demo: DemoSite, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("SHOP_TOKEN", FROM_ENV)
    with nbshot.open(demo.url_for("signin"), out_dir=tmp_path) as session:
        view = session.act("fill:#email=${SHOP_TOKEN}")  # a text field this time
        assert session.history == ["fill:#email=${SHOP_TOKEN}"]
        assert FROM_ENV not in _everything_shown(view, session)
        assert session.eval("document.querySelector('#email').value") == FROM_ENV  # typed
        missing = session.act("fill:#email=${NOT_SET_ANYWHERE}")
        assert not missing.ok and missing.failure is not None
        assert missing.failure.error.code == "InvalidArgument"
        assert "NOT_SET_ANYWHERE" in (missing.failure.error.hint or "")
        defaulted = session.act("fill:#email=${NOT_SET_ANYWHERE:-nobody@example.invalid}")
        assert defaulted.ok and "nobody@example.invalid" not in defaulted.tree.text  # masked too
        assert session.eval("document.querySelector('#email').value") == "nobody@example.invalid"
