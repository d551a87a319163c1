"""Live sessions on the demo site: refs, steps, dialogs, tabs, logs."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

import nbshot
from nbshot.demo import DemoSite


def ref(tree: nbshot.A11yTree, name: str, role: str) -> str:
    node = next(n for n in tree.nodes if n.role == role and n.name == name)
    assert node.ref is not None
    return node.ref


@pytest.fixture
def signin(demo: DemoSite, tmp_path: Path):
    with nbshot.open(demo.url_for("signin"), out_dir=tmp_path) as session:
        yield session


def test_sign_in_by_refs_error_then_success(signin: nbshot.Session) -> None:
    tree = signin.snapshot()
    email, password = ref(tree, "Email", "textbox"), ref(tree, "Password", "textbox")
    button = ref(tree, "Sign in", "button")

    view = signin.act(f"fill:{email}=not-an-email", f"fill:{password}=short", f"click:{button}")
    assert view.ok and view.steps_run == 3
    alerts = view.tree.find(role="alert")
    assert any(n.role == "alert" for n in alerts.nodes)
    assert "Please fix 2 errors" in view.tree.text
    invalid = {n.name for n in view.tree.nodes if n.states.get("invalid")}
    assert invalid == {"Email", "Password"}
    # Unchanged elements keep their refs across snapshots.
    assert ref(view.tree, "Email", "textbox") == email

    view = signin.act(
        f"fill:{email}=ada@example.com", f"fill:{password}=correct horse", f"click:{button}",
        "wait:text=Welcome back",
    )  # fmt: skip
    assert view.ok
    assert "/dashboard" in view.url and view.title.startswith("Dashboard")
    assert "Welcome back, ada@example.com!" in view.tree.text
    assert signin.history[-1] == "wait:text=Welcome back" and len(signin.history) == 7


def test_refs_keep_one_form_across_navigations_and_never_name_two_elements(
    signin: nbshot.Session,
) -> None:
    first = signin.snapshot()
    view = signin.act(f"click:{ref(first, 'Dashboard', 'link')}")
    assert view.ok and "/dashboard" in view.url
    refs = {n.ref for n in view.tree.nodes if n.ref}
    # Playwright's own refs would read f1e1, f1e2... here, and e1.. again on a fresh load.
    assert all(re.fullmatch(r"e\d+", r) for r in refs), refs
    assert not refs & {n.ref for n in first.nodes if n.ref}
    view = signin.act(f"click:{ref(view.tree, 'Settings', 'link')}")
    assert view.ok and "/settings" in view.url


def test_stale_ref_says_to_use_the_latest_view(signin: nbshot.Session) -> None:
    tree = signin.snapshot()
    email = ref(tree, "Email", "textbox")
    signin.goto("/settings")
    signin.snapshot()
    with pytest.raises(nbshot.StaleRef, match="no longer points at an element.*latest view"):
        signin.fill(email, "x")


def test_act_stops_at_the_first_failure_and_says_where(signin: nbshot.Session) -> None:
    tree = signin.snapshot()
    email = ref(tree, "Email", "textbox")
    view = signin.act(f"fill:{email}=a@b.co", "click:#no-such-button", "press:Enter")
    assert not view.ok and view.steps_run == 1
    assert view.failure is not None and view.failure.position == 2
    assert view.failure.error.code == "ElementNotFound"
    assert signin.history == [f"fill:{email}=a@b.co"]
    assert "step 2 'click:#no-such-button' failed" in view._repr_mimebundle_()["text/plain"]


def test_malformed_step_runs_nothing(signin: nbshot.Session) -> None:
    with pytest.raises(nbshot.InvalidArgument, match="Step 2 'fill:e19' is not valid"):
        signin.act("fill:#email=x", "fill:e19")
    assert signin.eval("document.getElementById('email').value") == ""
    assert signin.history == []


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


def test_a_popup_becomes_a_tab(demo: DemoSite, tmp_path: Path) -> None:
    with nbshot.open(demo.url_for("settings"), out_dir=tmp_path) as s:
        s.act("click:text=Open the changelog in a new tab", "wait:300ms")
        tabs = s.tabs()
        assert tabs["url"].str.endswith("/long").tolist() == [False, True]
        assert tabs["active"].tolist() == [True, False]
        s.switch(1)
        assert s.snapshot().title.startswith("Changelog")
        index = s.new_tab("/signin")
        assert index == 2 and s.url.endswith("/signin")
        s.close_tab()
        assert len(s.tabs()) == 2
        with pytest.raises(nbshot.InvalidArgument, match="No tab 7"):
            s.switch(7)


def test_console_and_requests_dataframes(demo: DemoSite, tmp_path: Path) -> None:
    with nbshot.open(demo.url_for("problems"), out_dir=tmp_path) as s:
        console = s.console()
        assert list(console.columns) == ["level", "text", "location"]
        errors = console.query("level == 'error'")["text"].tolist()
        assert any("Failed to load widget config" in t for t in errors)
        requests = s.requests()
        assert list(requests.columns) == ["url", "method", "status", "resource_type", "failure"]
        missing = requests[requests["url"].str.endswith("/images/missing-chart.png")]
        assert missing["status"].tolist() == [404]
        assert requests.query("resource_type == 'document'")["status"].tolist() == [200]


def test_session_shot_and_view_console_errors(demo: DemoSite, tmp_path: Path) -> None:
    with nbshot.open(demo.url_for("problems"), device="iPhone 13", out_dir=tmp_path) as s:
        shot = s.shot("phone", selector="h1")
        assert shot.path == tmp_path / "phone.png" and shot.selector == "h1"
        first = s.view()
        assert any("widget config" in m.text for m in first.console_errors)
        assert s.view().console_errors == []  # only what is new since the last view
        with pytest.raises(nbshot.InvalidArgument, match="device= is set when the session opens"):
            s.shot(device="Pixel 7")


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


def test_wait_for_text_that_never_comes_times_out(demo: DemoSite, tmp_path: Path) -> None:
    with nbshot.open(demo.url_for("home"), timeout=1, out_dir=tmp_path) as s:
        with pytest.raises(nbshot.Timeout, match="Waited 1 s for text 'Never' to appear"):
            s.wait_for(text="Never")
        with pytest.raises(nbshot.InvalidArgument, match="exactly one of"):
            s.wait_for(text="a", gone="b")


def test_closed_session_says_so(demo: DemoSite, tmp_path: Path) -> None:
    s = nbshot.open(demo.url_for("home"), out_dir=tmp_path)
    s.close()
    s.close()  # twice is fine
    assert s.closed and repr(s) == "<Session closed>"
    with pytest.raises(nbshot.SessionClosed, match="nbshot.open"):
        s.snapshot()


def test_open_errors(closed_port: int, tmp_path: Path) -> None:
    with pytest.raises(nbshot.NavigationFailed):
        nbshot.open(f"http://127.0.0.1:{closed_port}/", out_dir=tmp_path)
    with pytest.raises(nbshot.InvalidArgument, match="storage_state file"):
        nbshot.open("demo:/", storage_state=tmp_path / "nope.json")


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
