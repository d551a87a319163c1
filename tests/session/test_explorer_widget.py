"""The anywidget explorer, driven through the messages its front end sends (a click on
the picture arrives as ``click:<ref>`` of the element under the pointer, typing as
``fill:``), against the demo site in a real Chromium."""

from __future__ import annotations

import base64
from pathlib import Path
from typing import Any

import pytest

import nbshot
from nbshot.demo import DemoSite
from nbshot.errors import InvalidArgument
from nbshot.session.explorer_widget import ExplorerWidget, element_at

PASSWORD = "correct horse battery"


def _box(explorer: ExplorerWidget, role: str, name: str) -> dict[str, Any]:
    return next(b for b in explorer.boxes if b["role"] == role and b["name"] == name)


def _front_end(explorer: ExplorerWidget, **message: Any) -> None:
    """What explorer_widget.js sends, and the answer it waits for (revision + 1)."""
    before = explorer.revision
    explorer._message(explorer, message, [])
    assert explorer.revision == before + 1


def _sign_in(explorer: ExplorerWidget) -> None:
    email, password = _box(explorer, "textbox", "Email"), _box(explorer, "textbox", "Password")
    _front_end(explorer, do="act", steps=[f"click:{email['ref']}"])
    _front_end(explorer, do="act", steps=[f"fill:{email['ref']}=ada@example.com",
                                          f"click:{password['ref']}"])  # fmt: skip
    _front_end(explorer, do="act", steps=[f"fill:{password['ref']}={PASSWORD}"])
    button = _box(explorer, "button", "Sign in")
    explorer.click_at(button["x"] + 2, button["y"] + 2)  # a point on the picture


def test_pointing_clicking_and_typing_record_steps_by_ref_and_by_role_and_name(
    demo: DemoSite, tmp_path: Path
) -> None:
    explorer = nbshot.explore(demo.url_for("signin"), out_dir=tmp_path)
    try:
        first = explorer.picture
        assert first[:4] == b"\x89PNG" and explorer.picture_width == 1280
        email = _box(explorer, "textbox", "Email")
        assert email["field"] and not email["secret"]
        assert _box(explorer, "textbox", "Password")["secret"]  # typed text shown as dots
        # Hover is the front end's: the element under a point, the smallest actionable one.
        assert element_at(explorer.boxes, email["x"] + 5, email["y"] + 5) == email
        assert element_at(explorer.boxes, -5, -5) is None
        assert any(row["name"] == "Sign in" for row in explorer.tree)

        _sign_in(explorer)
        assert explorer.picture != first and not explorer.error
        assert explorer.status.startswith("Dashboard · Acme Analytics")
        steps = explorer.history
        assert steps[0] == {"by_ref": f"click:{email['ref']}",
                            "by_selector": 'click:role=textbox[name="Email"s]'}  # fmt: skip
        assert steps[3]["by_selector"] == 'fill:role=textbox[name="Password"s]=${PASSWORD}'
        assert steps[4]["by_selector"] == 'click:role=button[name="Sign in"s]'
        # The password is nowhere a notebook keeps: traits, the plain output, the history.
        bundle = explorer._repr_mimebundle_()
        assert "application/vnd.jupyter.widget-view+json" in bundle
        assert base64.b64decode(bundle["image/png"]) == explorer.picture
        kept = str(explorer.get_state()) + bundle["text/plain"]
        assert PASSWORD not in kept and "${PASSWORD}" in bundle["text/plain"]
        assert "5. click:" in bundle["text/plain"]

        _front_end(explorer, do="undo")  # back on the sign-in page, four steps kept
        assert [h["by_ref"][:5] for h in explorer.history] == ["click", "fill:", "click", "fill:"]
        assert explorer.status.startswith("Sign in")
        _front_end(
            explorer, do="act", steps=[f"click:{_box(explorer, 'button', 'Sign in')['ref']}"]
        )
        assert explorer.status.startswith("Dashboard"), explorer.status  # the password was typed

        _front_end(explorer, do="run", text="jump:e1")  # the step box says what is wrong
        assert explorer.error and "unknown action" in explorer.status
        _front_end(explorer, do="back")
        assert explorer.status.startswith("Sign in")
        _front_end(explorer, do="run", text="goto:/problems")
        assert "missing-chart.png" in explorer.network_html
        assert "Failed to load widget config" in explorer.console_html
    finally:
        explorer.session.close()
    assert explorer.closed and repr(explorer).endswith("(closed)>")
    assert set(explorer._repr_mimebundle_()) == {"image/png", "text/plain"}


def test_the_buttons_write_a_flow_and_a_test_and_refuse_bad_names(
    demo: DemoSite, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.chdir(tmp_path)
    explorer = nbshot.explore(nbshot.open(demo.url_for("signin"), out_dir=tmp_path))
    try:
        _front_end(explorer, do="export_test", name="nothing_yet")
        assert explorer.error and "no steps" in explorer.status
        _sign_in(explorer)
        _front_end(explorer, do="save_flow", name="sign_in")
        _front_end(explorer, do="export_test", name="sign_in")
        assert "test_sign_in.py" in explorer.status and not explorer.error
        assert PASSWORD not in (tmp_path / "sign_in.ipynb").read_text()
        assert 'get_by_role("button", name="Sign in"' in (tmp_path / "test_sign_in.py").read_text()
        _front_end(explorer, do="save_flow", name="../x")
        assert explorer.error and "not a usable file name" in explorer.status
        with pytest.raises(InvalidArgument, match="test_<name>.py"):
            explorer.export_test(tmp_path / "sign_in.py")
    finally:
        explorer.session.close()


def test_a_saved_notebook_keeps_the_last_picture_and_the_steps_as_plain_outputs(
    demo: DemoSite, tmp_path: Path
) -> None:
    from IPython.core.interactiveshell import InteractiveShell

    shell = InteractiveShell.instance()  # displays go through IPython, as in a kernel
    published: list[dict[str, Any]] = []
    shell.display_pub.publish = lambda data, metadata=None, **kw: published.append(  # type: ignore[method-assign]
        {"data": data, **kw}
    )
    explorer = nbshot.explore(demo.url_for("signin"), out_dir=tmp_path)
    try:
        explorer._ipython_display_()
        picture, steps = published[-2]["data"], published[-1]["data"]
        assert {"image/png", "text/plain"} <= set(picture) and "No steps yet" in steps["text/plain"]
        _sign_in(explorer)  # from Python: the outputs follow at once
        picture, steps = published[-2]["data"], published[-1]["data"]
        assert published[-1].get("update") is True
        assert base64.b64decode(picture["image/png"]) == explorer.picture
        assert "5. click:e" in steps["text/plain"] and "<ol>" in steps["text/html"]
        assert all(PASSWORD not in str(p["data"]) for p in published)
    finally:
        explorer.session.close()
        InteractiveShell.clear_instance()
    # Closed, the picture alone: a notebook saved then and reopened waits for no widget.
    assert set(published[-2]["data"]) == {"image/png", "text/plain"}
    assert "(closed)" in published[-2]["data"]["text/plain"]
