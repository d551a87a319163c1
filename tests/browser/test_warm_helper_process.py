"""The warm helper's request service: only its owner's token opens it.

A real helper (``helper.endpoint`` starts it in a folder of the module's own and waits
until it serves, its pages warm), spoken to over its Unix socket as a command does: one
shared by the token tests, which only ask it things, and stopped when the module ends;
the idle test starts one of its own, since how it stops is what that test is about.
"""

from __future__ import annotations

import json
import os
import socket
from pathlib import Path
from typing import Any

import pytest
from timing import quick, wait_until

from nbshot.browser import warm_helper as helper
from nbshot.browser.lookup import resolve_browser

pytestmark = pytest.mark.skipif(os.name != "posix", reason="the helper is POSIX only")


@pytest.fixture(scope="module")
def state(shared: Path) -> dict[str, Any]:
    """A running helper's state file (with its token and socket), for the module."""
    path = resolve_browser().path
    assert path, "these tests need a local Chromium"
    helper.endpoint(path)
    found = helper.read_state(shared)
    assert found is not None
    return found


def _send(sock_path: str, payload: dict[str, Any]) -> dict[str, Any]:
    with socket.socket(socket.AF_UNIX, socket.SOCK_STREAM) as sock:
        sock.connect(sock_path)
        sock.sendall(json.dumps(payload).encode() + b"\n")
        found: dict[str, Any] = json.loads(sock.makefile("rb").readline())
        return found


def test_a_request_without_the_token_is_refused(state: dict[str, Any], tmp_path: Path) -> None:
    where = str(state["socket"])
    assert Path(where).stat().st_mode & 0o777 == 0o600  # the owner's alone, in its folder
    capture = {"command": "capture", "cwd": str(tmp_path), "env": {}, "secrets": [],
               "params": {"urls": ["data:text/html,<title>x</title>"],
                          "out_dir": str(tmp_path / "out")}}  # fmt: skip
    assert set(_send(where, capture)) == {"refused"}
    assert set(_send(where, {**capture, "token": "0" * 43})) == {"refused"}
    assert set(_send(where, {**capture, "token": ""})) == {"refused"}
    assert not (tmp_path / "out").exists()  # nothing was captured for them
    # Garbage is refused too, and the service still answers its owner afterwards.
    with socket.socket(socket.AF_UNIX, socket.SOCK_STREAM) as sock:
        sock.connect(where)
        sock.sendall(b"\xff not json\n")
        assert "refused" in json.loads(sock.makefile("rb").readline())
    unknown = _send(where, {"command": "rm", "token": state["token"]})
    assert unknown["error"]["code"] == "InvalidArgument"


def test_the_token_is_in_the_owner_only_state_file_and_a_client_uses_it(
    state: dict[str, Any], tmp_path: Path
) -> None:
    folder = Path(state["socket"]).parent
    assert (folder / helper.STATE).stat().st_mode & 0o777 == 0o600
    assert len(state["token"]) >= 32 and state["command"] == helper.command_key()
    answer = helper.request({"command": "capture", "cwd": str(tmp_path), "env": {},
                             "secrets": [], "params": _params(tmp_path)})  # fmt: skip
    assert answer == {"exit": 0, "stdout": "out/page.png\n", "stderr": ""}
    assert (tmp_path / "out" / "page.png").stat().st_size > 0  # written where it was asked


def test_a_helper_for_another_browser_is_not_asked(
    state: dict[str, Any], tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("NBSHOT_BROWSER", "/somewhere/else/chromium")
    assert helper.request({"command": "capture", "params": _params(tmp_path)}) is None
    monkeypatch.delenv("NBSHOT_BROWSER")
    monkeypatch.setenv(helper.ENV_NO_HELPER, "1")
    assert helper.request({"command": "capture", "params": _params(tmp_path)}) is None
    assert not (tmp_path / "out").exists()


def _params(tmp_path: Path) -> dict[str, Any]:
    from nbshot.cli.pages import capture

    with capture.make_context("capture", [], resilient_parsing=True) as context:
        params = {k: list(v) if isinstance(v, tuple) else v for k, v in context.params.items()}
    return {**params, "urls": ["data:text/html,<title>x</title>"], "out_dir": "out",
            "name": "page"}  # fmt: skip


def test_it_stops_after_its_idle_time_once_requests_end(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # Short, since the test waits it out; long enough for the request below, which is
    # built before the helper starts and sent as soon as it serves.
    idle = quick(1)
    params = _params(tmp_path)
    monkeypatch.setenv(helper.ENV_HELPER_DIR, str(tmp_path / "helper"))
    monkeypatch.setenv(helper.ENV_HELPER_IDLE, str(idle))
    monkeypatch.delenv(helper.ENV_NO_HELPER, raising=False)
    monkeypatch.delenv("NBSHOT_BROWSER_WS", raising=False)
    path = resolve_browser().path
    assert path, "these tests need a local Chromium"
    try:
        helper.endpoint(path)
        state = helper.read_state(tmp_path / "helper")
        assert state is not None and state["idle_s"] == idle
        answer = helper.request({"command": "capture", "cwd": str(tmp_path), "env": {},
                                 "secrets": [], "params": params})  # fmt: skip
        assert answer is not None and answer["exit"] == 0
        assert wait_until(lambda: not helper._is_helper(state["pid"]), idle + 30)
        assert not Path(state["socket"]).exists() and helper.read_state(tmp_path / "helper") is None
        assert helper.request({"command": "capture", "params": _params(tmp_path)}) is None
    finally:
        helper.stop()
