"""HAR: a session's or a flow run's network, recorded and read back into pandas."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

import nbshot
from nbshot.demo import DemoSite
from nbshot.secrets import MASK

FLOWS = Path(__file__).resolve().parents[2] / "flows"


def test_a_session_records_its_network_without_bodies(demo: DemoSite, tmp_path: Path) -> None:
    har = tmp_path / "deep" / "session.har"
    with nbshot.open(demo.url_for("signin"), har=har) as session:
        session.act("goto:/dashboard")
        assert len(session.requests()) >= 2  # the session's own log keeps working
    requests = nbshot.read_har(har)
    assert list(requests.columns) == ["started", "method", "url", "status", "mime", "size",
                                      "ms", "page"]  # fmt: skip
    pages = requests[requests["mime"] == "text/html"]
    assert [u.rsplit("/", 1)[1] for u in pages["url"]] == ["signin", "dashboard"]
    assert (pages["status"] == 200).all() and (pages["size"] > 1000).all()  # sizes kept
    assert "Welcome back" not in har.read_text()  # bodies left out
    assert har.stat().st_mode & 0o777 == 0o600
    with pytest.raises(nbshot.InvalidArgument, match=r"\.har"):
        nbshot.open(demo.url_for("signin"), har=tmp_path / "x.json")


def test_a_flow_run_with_har_keeps_one_network_har(tmp_path: Path) -> None:
    run = nbshot.run_flow("sign_in", folder=FLOWS, out_dir=tmp_path, har=True, progress=False)
    assert run.ok and run.har == run.folder / "network.har"
    urls = list(nbshot.read_har(run.har)["url"])
    assert any(u.endswith("/signin") for u in urls) and any("/dashboard" in u for u in urls)
    assert not (run.folder / ".har").exists()  # the per-context parts are merged and gone
    assert nbshot.run_flow("homepage", folder=FLOWS, out_dir=tmp_path, progress=False).har is None
    with pytest.raises(nbshot.InvalidArgument, match="not a readable HAR"):
        nbshot.read_har(run.folder / "run.json")


def test_a_password_posted_by_a_form_is_masked_in_the_har(demo: DemoSite, tmp_path: Path) -> None:
    form = (f'<form method="post" action="{demo.url_for("signin")}">'
            '<input id="user" name="user"><input id="pw" name="pw" type="password">'
            '<button>Go</button></form>')  # fmt: skip
    har = tmp_path / "form.har"
    with nbshot.open(html=form, har=har) as session:
        session.act("fill:#user=ada", "fill:#pw=hunter2-in-a-post", "click:role=button")
    text = har.read_text()
    (post,) = [e["request"] for e in json.loads(text)["log"]["entries"]
               if e["request"]["method"] == "POST"]  # fmt: skip
    sent = {p["name"]: p["value"] for p in post["postData"]["params"]}
    assert sent == {"user": "ada", "pw": MASK}  # the post is there, its password is not
    assert "hunter2-in-a-post" not in text
    assert har.stat().st_mode & 0o777 == 0o600
