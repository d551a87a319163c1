"""Live sessions on the demo site: refs, steps, dialogs, tabs, logs."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

import nbshot
from nbshot.demo import DemoSite, serve_folder


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


def test_wait_for_text_looks_inside_frames(tmp_path: Path) -> None:
    # The tree shows a frame's content (refs f1e..), so waiting for its text must work:
    # APG's feed adds its articles inside an iframe.
    site = tmp_path / "site"
    site.mkdir()
    (site / "index.html").write_text('<h1>Outer</h1><iframe src="inner.html"></iframe>')
    (site / "inner.html").write_text(
        "<p id=p>Loading</p><script>setTimeout(() => {"
        " p.textContent = 'Late article'; }, 300)</script>"
    )
    with serve_folder(site) as served, nbshot.open(served.url, out_dir=tmp_path) as s:
        s.wait_for(text="Late article")
        s.wait_for(gone="Loading")
        assert "Late article" in s.snapshot().text
    with (
        serve_folder(site) as served,
        nbshot.open(served.url, timeout=1, out_dir=tmp_path) as s,
        pytest.raises(nbshot.Timeout, match="Waited 1 s for text 'Never' to appear"),
    ):
        s.wait_for(text="Never")  # every frame's wait failed
