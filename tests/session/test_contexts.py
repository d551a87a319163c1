"""Sessions in browsers nbshot does not launch for itself (nbshot.session.contexts): a
real Chromium the test starts with ``--remote-debugging-port=0``, attached over CDP,
and persistent profile folders."""

from __future__ import annotations

import os
import time
from collections.abc import Iterator
from pathlib import Path

import pytest
from cdp_browser import MINE, Person
from timing import quick

import nbshot
from nbshot.browser import attach
from nbshot.demo import DemoSite


@pytest.fixture
def person(tmp_path: Path) -> Iterator[Person]:
    running = Person(tmp_path / "person-profile")
    yield running
    running.stop()


def test_a_session_attached_over_cdp_captures_and_acts_and_leaves_the_browser_running(
    person: Person, demo: DemoSite, tmp_path: Path
) -> None:
    session = nbshot.open(demo.url_for("signin"), cdp_endpoint=person.endpoint,
                          name="attached", out_dir=tmp_path)  # fmt: skip
    assert session.via == f"cdp {person.endpoint}"
    assert len(person.tabs()) == 2  # the person's page and the session's, side by side
    view = session.act("fill:#email=ada@example.com", "fill:#password=correct horse",
                       "press:Enter", "wait:text=Welcome back")  # fmt: skip
    assert view.ok and "/dashboard" in view.url
    shot = session.shot("through-cdp")
    assert shot.path is not None and shot.path.is_file() and shot.width == 1280
    assert nbshot.sessions().set_index("name").loc["attached", "via"] == session.via

    session.close()
    assert person.process.poll() is None  # still running
    assert [t["url"] for t in person.tabs()] == [MINE]  # only the session's tab went
    assert person.text_of_its_page() == "the person's own page"
    assert attach.attached() == {}  # the connection went with the last session


def test_cdp_tab_works_in_the_persons_own_tab_and_leaves_it_open(
    person: Person, demo: DemoSite, tmp_path: Path
) -> None:
    with nbshot.open(cdp_endpoint=person.endpoint, cdp_tab="<title>Mine", out_dir=tmp_path) as s:
        assert s.snapshot().title == "Mine"
        assert s.url == MINE and s.via == f"cdp {person.endpoint}"
    assert [t["url"] for t in person.tabs()] == [MINE]
    # "new": a tab among the browser's own, closed with the session.
    with nbshot.open(demo.url_for("signin"), cdp_endpoint=person.endpoint, cdp_tab="new",
                     out_dir=tmp_path) as s:  # fmt: skip
        assert sorted(t["url"] for t in person.tabs()) == sorted([MINE, s.url])
    assert [t["url"] for t in person.tabs()] == [MINE]
    with pytest.raises(nbshot.InvalidArgument, match="No open tab's URL contains 'nowhere'"):
        nbshot.open(cdp_endpoint=person.endpoint, cdp_tab="nowhere")
    with pytest.raises(nbshot.InvalidArgument, match="device= cannot be set with cdp_tab="):
        nbshot.open(cdp_endpoint=person.endpoint, cdp_tab="new", device="phone")
    assert person.process.poll() is None and attach.attached() == {}


def test_two_attached_sessions_have_their_own_cookies(
    person: Person, demo: DemoSite, tmp_path: Path
) -> None:
    with (
        nbshot.open(demo.url_for("signin"), cdp_endpoint=person.endpoint, out_dir=tmp_path) as a,
        nbshot.open(demo.url_for("signin"), cdp_endpoint=person.endpoint, out_dir=tmp_path) as b,
    ):
        assert attach.attached() == {person.endpoint: 2}
        a.eval("document.cookie = 'mine=a; path=/'")
        assert b.eval("document.cookie") == ""
    assert attach.attached() == {}


def test_nothing_listening_is_a_coded_error_at_once(closed_port: int) -> None:
    started = time.monotonic()
    with pytest.raises(nbshot.BrowserNotFound) as raised:
        nbshot.open("demo:/", cdp_endpoint=f"http://127.0.0.1:{closed_port}", name="nobody")
    assert time.monotonic() - started < quick(5)
    assert f"No browser answers the DevTools protocol at http://127.0.0.1:{closed_port}" in str(
        raised.value
    )
    assert "--remote-debugging-port" in str(raised.value)
    assert "nobody" not in nbshot.sessions()["name"].tolist()


def test_a_persistent_profile_keeps_a_cookie_across_sessions(
    demo: DemoSite, tmp_path: Path
) -> None:
    profile = tmp_path / "profiles" / "shop"
    first = nbshot.open(demo.url_for("home"), user_data_dir=profile, out_dir=tmp_path)
    assert first.via == f"profile {profile.resolve()}"
    assert profile.stat().st_mode & 0o777 == 0o700  # made owner-only, its parents too
    assert profile.parent.stat().st_mode & 0o777 == 0o700
    # An expiry makes it a persistent cookie; one without is the browser's session only.
    first.eval("document.cookie = 'kept=yes; max-age=3600; path=/'")
    first.eval("document.cookie = 'dropped=yes; path=/'")
    first.close()
    with nbshot.open(demo.url_for("home"), user_data_dir=profile, out_dir=tmp_path) as second:
        assert second.eval("document.cookie") == "kept=yes"
    with nbshot.open(demo.url_for("home"), out_dir=tmp_path) as elsewhere:
        assert elsewhere.eval("document.cookie") == ""


def test_a_profile_in_use_is_refused_at_once(demo: DemoSite, tmp_path: Path) -> None:
    profile = tmp_path / "profile"
    with nbshot.open(demo.url_for("home"), user_data_dir=profile, out_dir=tmp_path):
        started = time.monotonic()
        with pytest.raises(nbshot.ProfileInUse, match=f"process {os.getpid()}"):
            nbshot.open(demo.url_for("home"), user_data_dir=profile, out_dir=tmp_path)
        assert time.monotonic() - started < quick(2)
    with nbshot.open(demo.url_for("home"), user_data_dir=profile, out_dir=tmp_path) as again:
        assert again.url.startswith("http://127.0.0.1")  # free once the first closed


@pytest.mark.parametrize(
    ("options", "message"),
    [
        ({"cdp_tab": "new"}, "cdp_tab= needs cdp_endpoint="),
        ({"cdp_endpoint": "http://127.0.0.1:9", "user_data_dir": "p"}, "both given"),
        ({"cdp_endpoint": "ftp://127.0.0.1:9"}, "is not a DevTools address"),
        ({"cdp_endpoint": "http://127.0.0.1"}, "is not a DevTools address"),
        ({"cdp_endpoint": "http://127.0.0.1:9", "browser": "firefox"}, "cannot attach"),
        ({"user_data_dir": "p", "storage_state": {"cookies": [], "origins": []}},
         "keeps its own cookies"),
    ],
)  # fmt: skip
def test_what_cannot_go_together_is_refused_before_anything_opens(
    options: dict[str, object], message: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.chdir(tmp_path)
    with pytest.raises(nbshot.InvalidArgument, match=message):
        nbshot.open("demo:/", **options)  # type: ignore[arg-type]
    assert not (tmp_path / "p").exists()


def test_file_urls_stay_refused_in_an_attached_window_and_in_the_persons_context(
    person: Person, tmp_path: Path
) -> None:
    secret = tmp_path / "secret.html"
    secret.write_text("<title>Secret</title><p>top secret</p>")
    nbshot.configure(allow_file_urls=False)  # as the MCP server runs (restored by conftest)
    for where in ({}, {"cdp_tab": "new"}):
        with nbshot.open(html="<p>start</p>", cdp_endpoint=person.endpoint, out_dir=tmp_path,
                         **where) as s:  # type: ignore[arg-type]  # fmt: skip
            view = s.act(f"goto:{secret.as_uri()}")
            assert view.failure is not None and "top secret" not in view.tree.text, where
    nbshot.configure(allow_file_urls=True)
    with nbshot.open(html="<p>start</p>", cdp_endpoint=person.endpoint, out_dir=tmp_path) as s:
        assert "top secret" in s.act(f"goto:{secret.as_uri()}").tree.text  # the guard's doing
