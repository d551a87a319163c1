"""The explorer's MCP Apps view, its core (nbshot/session/explorer_app.py): the one
HTML document, and the answers its tool gives, against a real session on the demo site.
The view in a real browser with the real host bridge: tests/mcp/test_apps_view.py."""

from __future__ import annotations

import io
import re

import pytest
from PIL import Image

import nbshot
from nbshot.browser.engine import engine
from nbshot.errors import InvalidArgument
from nbshot.session.explorer_app import app_answer, app_page, app_text


def test_the_page_is_one_document_that_asks_for_nothing_outside() -> None:
    page = app_page("session_view")
    assert page.startswith("<!doctype html>") and page.count("<script") == 1
    # No address to fetch from: no src=, href=, url(), import or fetch of anything.
    assert not re.search(r"""\b(src|href)\s*=\s*["']|url\(|\bimport\s*[("'{]|fetch\((?!\))""", page)
    assert "blob:" not in page.replace("no blob:", "")  # pictures are data: URIs
    assert '"tool": "session_view"' in page and "explorer.render(" in page
    assert "export " not in page  # the widget module was made a closure


def test_an_answer_carries_the_widget_fields_and_the_picture() -> None:
    session = nbshot.open("demo:/signin")
    try:
        shown, _ = engine.run(app_answer(session))  # "show": the refs the view points with
        assert shown["history"] == [] and shown["status"].startswith("Sign in")
        fields, png = engine.run(app_answer(session, "act", ["fill:e19=grace@example.com"]))
        picture = Image.open(io.BytesIO(png))
        assert picture.width == fields["picture_width"] == 1280
        assert fields["history"] == [
            {
                "by_ref": "fill:e19=grace@example.com",
                "by_selector": fields["history"][0]["by_selector"],
            }
        ]
        assert 'textbox[name="Email"' in fields["history"][0]["by_selector"]
        email = next(b for b in fields["boxes"] if b["ref"] == "e19")
        assert email["field"] and email["actionable"] and not fields["error"]
        assert {"ref": "e24", "role": "button", "name": "Sign in", "text": ""} in fields["tree"]
        assert app_text(fields) == "Sign in · Acme Analytics · demo:/signin (1 steps)"

        fields, _ = engine.run(app_answer(session, "export_test", name="sign_in"))
        assert "def test_sign_in(page: Page)" in fields["status"]
        assert "get_by_role(&quot;textbox&quot;, name=&quot;Email&quot;" in fields["status"]
        fields, _ = engine.run(app_answer(session, "save_flow"))
        assert (
            "session = nbshot.open(" in fields["status"] and "grace@example.com" in fields["status"]
        )
        assert app_text(fields).endswith("(1 steps)")  # the code is for the view, not the text

        failed, _ = engine.run(app_answer(session, "run", text="click:e9999"))
        assert failed["error"] and "click:e9999" in failed["status"]
        with pytest.raises(InvalidArgument, match="step box is empty"):
            engine.run(app_answer(session, "run", text=" ; "))
        with pytest.raises(InvalidArgument, match="not a usable name"):
            engine.run(app_answer(session, "export_test", name="no spaces"))
    finally:
        session.close()
