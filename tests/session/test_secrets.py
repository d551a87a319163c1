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
    nbshot.configure(secrets=["SHOP_TOKEN"])  # listed: nothing else in the environment is read
    with nbshot.open(demo.url_for("signin"), out_dir=tmp_path) as session:
        view = session.act("fill:#email=${SHOP_TOKEN}")  # a text field this time
        assert session.history == ["fill:#email=${SHOP_TOKEN}"]
        assert FROM_ENV not in _everything_shown(view, session)
        assert session.eval("document.querySelector('#email').value") == FROM_ENV  # typed
        missing = session.act("fill:#email=${NOT_SET_ANYWHERE}")
        assert not missing.ok and missing.failure is not None
        assert missing.failure.error.code == "InvalidArgument"
        assert "NOT_SET_ANYWHERE" in missing.failure.error.message
        assert "SHOP_TOKEN" in (missing.failure.error.hint or "")  # the allow-list
        defaulted = session.act("fill:#email=${NOT_SET_ANYWHERE:-nobody@example.invalid}")
        assert defaulted.ok and "nobody@example.invalid" not in defaulted.tree.text  # masked too
        assert session.eval("document.querySelector('#email').value") == "nobody@example.invalid"


def test_a_secret_in_a_url_step_is_refused_and_typing_one_sends_no_prefix(
    demo: DemoSite, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("SHOP_TOKEN", FROM_ENV)
    nbshot.configure(secrets=["SHOP_TOKEN"])
    with nbshot.open(demo.url_for("signin"), out_dir=tmp_path) as session:
        refused = session.act("goto:/signin?next=${SHOP_TOKEN}")
        assert refused.failure is not None and refused.failure.error.code == "InvalidArgument"
        assert "?next=" not in session.page.url
        # Each key a page sees could go to its server; a secret arrives in one piece.
        session.eval(
            "window.seen = []; document.querySelector('#email')"
            ".addEventListener('input', e => window.seen.push(e.target.value))"
        )
        assert session.act("type:#email=${SHOP_TOKEN}").ok
        assert session.eval("window.seen") == [FROM_ENV]


def test_a_known_secret_typed_into_a_plain_field_is_saved_as_its_reference(
    demo: DemoSite, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("SHOP_TOKEN", FROM_ENV)
    nbshot.configure(secrets=["SHOP_TOKEN"])
    with nbshot.open(demo.url_for("signin"), out_dir=tmp_path) as session:
        session.act("fill:#email=${SHOP_TOKEN}")  # now known
        assert session.act(f"fill:#email={FROM_ENV}").ok  # typed again as a literal
        assert session.replay[-1].endswith("=${SHOP_TOKEN}"), session.replay
        text = session.to_flow(tmp_path / "typed.ipynb").read_text()
        assert FROM_ENV not in text and "${SHOP_TOKEN}" in text
        # A page that keeps the secret in its storage does not leave it in a state file.
        session.eval(f"localStorage.setItem('kept', {FROM_ENV!r})")
        state = tmp_path / "state.json"
        session.storage_state(state)
        assert FROM_ENV not in state.read_text() and MASK in json.dumps(
            json.loads(state.read_text()), ensure_ascii=False
        )
