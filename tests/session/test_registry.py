"""Sessions by name (nbshot.session.registry): side by side, each with its own cookies,
listed, found and closed by name; a name in use is a coded error."""

from __future__ import annotations

import threading
from collections.abc import Iterator
from pathlib import Path

import pytest

import nbshot
from nbshot.demo import DemoSite
from nbshot.session import registry
from nbshot.session.session import names

SIGN_IN = ("fill:#email=ada@example.com", "fill:#password=correct horse", "press:Enter",
           "wait:text=Welcome back")  # fmt: skip


@pytest.fixture
def closing() -> Iterator[None]:
    """Every named session a test left open is closed after it."""
    yield
    for name in names.named():
        nbshot.close_session(name)


def test_two_named_sessions_keep_their_own_cookies(
    demo: DemoSite, tmp_path: Path, closing: None
) -> None:
    shop = nbshot.open(demo.url_for("signin"), name="shop", out_dir=tmp_path)
    guest = nbshot.open(demo.url_for("signin"), name="guest", out_dir=tmp_path)
    assert shop.act(*SIGN_IN).ok
    # The server reads the cookie: one session is signed in, the other is sent to sign in.
    account = f"goto:{demo.url_for('account')}"
    assert nbshot.get_session("shop").act(account).url.endswith("/account")
    assert "ada@example.com" in shop.snapshot().text
    assert "/signin?next=/account" in guest.act(account).url
    assert "demo_session" in shop.eval("document.cookie")
    assert guest.eval("document.cookie") == ""

    table = nbshot.sessions()
    assert table.columns.tolist() == ["name", "url", "title", "via"]
    rows = table.set_index("name")
    assert rows.loc["shop", "url"].endswith("/account") and rows.loc["shop", "via"] == "nbshot"
    assert rows.loc["guest", "title"].startswith("Sign in")
    assert repr(shop).startswith("<Session 'shop' 1 tab(s), at http")


def test_a_session_closes_by_name_and_its_name_is_free_again(
    demo: DemoSite, tmp_path: Path, closing: None
) -> None:
    first = nbshot.open(demo.url_for("signin"), name="checkout", out_dir=tmp_path)
    assert nbshot.close_session("checkout") is True
    assert first.closed and "checkout" not in nbshot.sessions()["name"].tolist()
    assert nbshot.close_session("checkout") is False  # a second close is harmless
    with pytest.raises(nbshot.SessionClosed, match="No open session named 'checkout'"):
        nbshot.get_session("checkout")
    again = nbshot.open(demo.url_for("signin"), name="checkout", out_dir=tmp_path)
    assert nbshot.get_session("checkout") is again
    again.close()  # closed by the object: the name goes too
    assert nbshot.sessions().empty


def test_a_name_in_use_is_a_coded_error_that_says_what_to_do(
    demo: DemoSite, tmp_path: Path, closing: None
) -> None:
    held = nbshot.open(demo.url_for("signin"), name="checkout", out_dir=tmp_path)
    with pytest.raises(nbshot.NameInUse) as raised:
        nbshot.open(demo.url_for("dashboard"), name="checkout", out_dir=tmp_path)
    assert raised.value.code == "NameInUse"
    assert "nbshot.close_session('checkout')" in str(raised.value)
    assert nbshot.get_session("checkout") is held and held.url.endswith("/signin")


def test_two_opens_of_one_name_at_once_leave_one_session(
    demo: DemoSite, tmp_path: Path, closing: None
) -> None:
    opened: list[nbshot.Session] = []
    refused: list[BaseException] = []
    start = threading.Barrier(2)

    def open_one() -> None:
        start.wait()
        try:
            opened.append(nbshot.open(demo.url_for("signin"), name="race", out_dir=tmp_path))
        except nbshot.NameInUse as error:
            refused.append(error)

    threads = [threading.Thread(target=open_one) for _ in range(2)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert len(opened) == 1 and len(refused) == 1
    assert nbshot.get_session("race") is opened[0]


def test_a_failed_open_gives_its_name_back(closed_port: int, closing: None) -> None:
    with pytest.raises(nbshot.NavigationFailed):
        nbshot.open(f"http://127.0.0.1:{closed_port}/", name="broken", timeout=5)
    assert "broken" not in names.named()


@pytest.mark.parametrize("name", ["", "../x", "a b", ".hidden", "x" * 65, "tab\n", 7])
def test_names_are_checked_before_anything_opens(name: object) -> None:
    with pytest.raises(nbshot.InvalidArgument, match="Session name"):
        nbshot.open("demo:/", name=name)  # type: ignore[arg-type]
    with pytest.raises(nbshot.InvalidArgument, match="Session name"):
        nbshot.get_session(name)  # type: ignore[arg-type]


def test_a_long_name_of_safe_characters_is_taken() -> None:
    assert registry.check_name("a" * 64) == "a" * 64
    assert registry.check_name("Shop-2.checkout_b") == "Shop-2.checkout_b"
