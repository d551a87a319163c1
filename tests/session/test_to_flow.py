"""A session's steps written as a flow (nbshot.session.to_flow): a notebook with a
parameters cell for what the caller names, and a clear refusal otherwise."""

from __future__ import annotations

from pathlib import Path

import nbformat
import pytest

import nbshot
from nbshot.demo import DemoSite


def test_the_steps_that_worked_become_a_flow_with_the_named_parameters(
    demo: DemoSite, tmp_path: Path
) -> None:
    with nbshot.open(demo.url_for("signin")) as session:
        assert session.act("fill:#email=ada@example.com", "click:#nope").failure is not None
        session.act("fill:#email=ada@example.com")
        assert session.fields == {"email": "fill:#email=ada@example.com"}
        path = session.to_flow(tmp_path / "sign_up.ipynb", ["url", "email"], title="Sign up")
        with pytest.raises(nbshot.InvalidArgument, match="'zip'.*email"):
            session.to_flow(tmp_path / "other.ipynb", ["zip"])
    notebook = nbformat.read(path, as_version=4)
    parameters = [c for c in notebook.cells if "parameters" in c.metadata.get("tags", [])]
    assert len(parameters) == 1
    assert "email = 'ada@example.com'" in parameters[0].source.replace('"', "'")
    assert "demo:/signin" in parameters[0].source or demo.url in parameters[0].source
    code = "\n".join(c.source for c in notebook.cells if c.cell_type == "code")
    assert "#nope" not in code  # only what succeeded
    assert "Sign up" in notebook.cells[0].source


def test_a_session_on_markup_or_without_steps_is_refused(tmp_path: Path) -> None:
    with nbshot.open(html="<button>Go</button>") as session:
        session.act("click:button")
        with pytest.raises(nbshot.InvalidArgument, match="no URL to replay from"):
            session.to_flow(tmp_path / "f.ipynb")
