"""Browsers nbshot does not launch for itself (nbshot.browser.attach): DevTools
addresses and the loopback rule, the lock that keeps a profile folder to one user,
and what a connection to nothing says. Sessions through them: tests/session/test_contexts.py."""

from __future__ import annotations

import os
import socket
import subprocess
import sys
import time
from pathlib import Path

import pytest
from timing import quick, scaled

import nbshot
from nbshot.browser import attach
from nbshot.browser.engine import engine


@pytest.mark.parametrize(
    ("given", "kept"),
    [
        ("http://127.0.0.1:9222", "http://127.0.0.1:9222"),
        ("127.0.0.1:9222", "http://127.0.0.1:9222"),
        (" http://localhost:9222 ", "http://localhost:9222"),
        ("ws://127.0.0.1:9222/devtools/browser/abc", "ws://127.0.0.1:9222/devtools/browser/abc"),
        ("http://[::1]:9222", "http://[::1]:9222"),
    ],
)
def test_an_endpoint_is_kept_as_a_url(given: str, kept: str) -> None:
    assert attach.check_endpoint(given, remote=False) == kept


@pytest.mark.parametrize(
    "bad", ["", "   ", "9222", "http://127.0.0.1", "file:///tmp/x:1", "http://:9222", "x" * 3000]
)
def test_what_is_not_a_devtools_address_is_refused(bad: str) -> None:
    with pytest.raises(nbshot.InvalidArgument, match="cdp_endpoint="):
        attach.check_endpoint(bad)


@pytest.mark.parametrize("host", ["10.0.0.5", "example.com", "0.0.0.0", "127.0.0.1.nip.io"])
def test_beyond_loopback_is_refused_unless_remote_is_allowed(host: str) -> None:
    with pytest.raises(nbshot.InvalidArgument, match="not on this machine"):
        attach.check_endpoint(f"http://{host}:9222", remote=False)
    assert attach.check_endpoint(f"http://{host}:9222") == f"http://{host}:9222"


def test_loopback_is_known_without_looking_names_up() -> None:
    assert all(map(attach.is_loopback, ["127.0.0.1", "127.8.9.1", "::1", "[::1]", "LOCALHOST"]))
    assert not any(map(attach.is_loopback, ["0.0.0.0", "192.168.1.2", "localhost.example"]))


def test_a_port_that_refuses_is_browser_not_found_at_once(closed_port: int) -> None:
    started = time.monotonic()
    with pytest.raises(nbshot.BrowserNotFound, match="ECONNREFUSED"):
        engine.run(attach.join(f"http://127.0.0.1:{closed_port}"))
    assert time.monotonic() - started < quick(5)
    assert attach.attached() == {}


def test_a_port_that_answers_something_else_is_browser_not_found() -> None:
    with socket.socket() as listening:  # accepts, never speaks HTTP
        listening.bind(("127.0.0.1", 0))
        listening.listen()
        port = listening.getsockname()[1]
        with pytest.raises(nbshot.BrowserNotFound, match="No browser answers"):
            engine.run(attach.join(f"http://127.0.0.1:{port}", timeout_s=1))


def test_a_profile_is_one_users_at_a_time_across_processes(tmp_path: Path) -> None:
    folder = tmp_path / "made" / "profile"
    holder = subprocess.Popen(
        [sys.executable, "-c",
         "import sys; from nbshot.browser.attach import ProfileLock; "
         f"lock = ProfileLock({str(folder)!r}).acquire(); print('held', flush=True); "
         "sys.stdin.read()"],
        stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True,
    )  # fmt: skip
    try:
        assert holder.stdout is not None and holder.stdout.readline().strip() == "held"
        assert folder.stat().st_mode & 0o777 == 0o700  # made owner-only, parents too
        assert folder.parent.stat().st_mode & 0o777 == 0o700
        with pytest.raises(nbshot.ProfileInUse, match=f"process {holder.pid}"):
            attach.ProfileLock(folder).acquire()
    finally:
        assert holder.stdin is not None
        holder.stdin.close()  # the holder exits, and its lock goes with it
        holder.wait(timeout=scaled(30))
        holder.stdout.close()
    lock = attach.ProfileLock(folder).acquire()
    assert lock.held and (folder / attach.LOCK_FILE).read_text() == str(os.getpid())
    lock.release()
    lock.release()  # twice is harmless
    assert not lock.held and (folder / attach.LOCK_FILE).read_text() == ""


def test_a_profile_a_running_chrome_holds_is_refused(tmp_path: Path) -> None:
    folder = tmp_path / "chrome-profile"
    folder.mkdir()
    sleeper = subprocess.Popen([sys.executable, "-c", "import time; time.sleep(600)"])
    try:
        # A running Chrome's SingletonLock: a link to "<host>-<pid>".
        (folder / "SingletonLock").symlink_to(f"{socket.gethostname()}-{sleeper.pid}")
        with pytest.raises(nbshot.ProfileInUse, match=f"running Chrome \\(process {sleeper.pid}"):
            attach.ProfileLock(folder).acquire()
    finally:
        sleeper.kill()
        sleeper.wait()
    # The same link left behind by a Chrome that is gone does not hold the folder.
    attach.ProfileLock(folder).acquire().release()


def test_a_profile_path_that_is_a_file_is_refused(tmp_path: Path) -> None:
    (tmp_path / "file").write_text("x")
    with pytest.raises(nbshot.InvalidArgument, match="user_data_dir .* cannot be used"):
        attach.ProfileLock(tmp_path / "file").acquire()
