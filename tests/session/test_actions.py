"""What a step does (nbshot.session.actions): dialogs, the other actions, drag, upload and
coordinates, and a selector that names several elements."""

from __future__ import annotations

from pathlib import Path

import pytest

import nbshot
from nbshot.demo import DemoSite


def test_ambiguous_selector_says_how_many(signin: nbshot.Session) -> None:
    with pytest.raises(nbshot.InvalidArgument, match="'nav a' matches 4 elements"):
        signin.click("nav a")


def test_dialogs_are_answered_and_reported(demo: DemoSite, tmp_path: Path) -> None:
    with nbshot.open(demo.url_for("settings"), out_dir=tmp_path) as s:
        view = s.act("click:#delete")  # a confirm: dismissed by default, never hangs
        assert [(d.type, d.action) for d in view.dialogs] == [("confirm", "dismissed")]
        assert s.eval("document.getElementById('status').textContent") == "Kept the workspace"
        s.handle_dialog(accept=True, prompt_text="Globex")
        view = s.act("click:#rename")
        assert view.dialogs[0].type == "prompt" and view.dialogs[0].prompt_text == "Globex"
        assert s.eval("document.getElementById('workspace').textContent") == "Globex"
        s.handle_dialog(accept=True)
        s.click("#delete")
        assert s.eval("document.getElementById('status').textContent") == "Workspace deleted"


def test_other_actions(demo: DemoSite, tmp_path: Path) -> None:
    with nbshot.open(demo.url_for("settings"), out_dir=tmp_path) as s:
        s.select("#tz", "Europe/Paris")
        assert s.eval("document.getElementById('tz').value") == "Europe/Paris"
        s.uncheck("text=Weekly summary email")
        s.check("text=Alert me when error rate rises")
        checked = s.eval(
            "[...document.querySelectorAll('input[type=checkbox]')].map(c => c.checked)"
        )
        assert checked == [False, True]
        s.goto("/long")
        s.scroll("down", 800)
        assert s.eval("window.scrollY") == 800
        s.back()
        assert s.url.endswith("/settings")
        s.goto("/signin")
        s.type("#email", "ada@example.com")
        assert s.eval("document.getElementById('email').value") == "ada@example.com"
        s.hover("text=Sign in >> nth=1")
        s.wait_for(time=0.05)


def test_drag_upload_and_coordinates(tmp_path: Path) -> None:
    attachment = tmp_path / "notes.txt"
    attachment.write_text("hello")
    with nbshot.open(html=DRAG_AND_UPLOAD, out_dir=tmp_path) as s:
        s.drag("#card", "#done")
        assert s.eval("document.getElementById('card').parentElement.id") == "done"
        s.upload("#file", attachment)
        assert s.eval("document.getElementById('file').files[0].name") == "notes.txt"
        view = s.act("click:@430,315")
        assert view.ok and s.eval("document.getElementById('spot').textContent") == "hit"
        with pytest.raises(nbshot.InvalidArgument, match="No such file to upload"):
            s.upload("#file", tmp_path / "missing.txt")


@pytest.fixture
def signin(demo: DemoSite, tmp_path: Path):
    with nbshot.open(demo.url_for("signin"), out_dir=tmp_path) as session:
        yield session


DRAG_AND_UPLOAD = """
<title>Board</title>
<div id="card" draggable="true" style="width:80px;height:40px;background:#ccd">Card</div>
<div id="done" style="width:200px;height:100px;margin-top:20px;background:#dfd">Done</div>
<input type="file" id="file" aria-label="Attachment">
<button id="spot" style="position:absolute;left:400px;top:300px;width:60px;height:30px"
  onclick="this.textContent='hit'">spot</button>
<script>
  done.addEventListener("dragover", (e) => e.preventDefault());
  done.addEventListener("drop", (e) => { e.preventDefault(); done.appendChild(card); });
</script>
"""
