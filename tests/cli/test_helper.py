"""``nbshot capture`` through the warm helper: the helper captures, the command prints.

The module's tests share one helper, in a folder of their own (``NBSHOT_HELPER_DIR``),
stopped when the module ends: a fresh helper is not what any of them tests, and a helper
that earlier commands used is the one the state and secret tests must find clean. The
commands are real ``nbshot`` processes; the pages come from a local HTTP server.
``python -X importtime`` shows which path a command took: through the helper it never
imports Playwright.
"""

from __future__ import annotations

import os
import subprocess
import sys
import threading
from collections.abc import Iterator
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

import pytest
from timing import SLOWDOWN

from nbshot.browser import warm_helper as helper
from nbshot.browser.lookup import resolve_browser

pytestmark = pytest.mark.skipif(os.name != "posix", reason="the helper is POSIX only")

# /set leaves a cookie (header and script) and local storage; /read shows what it finds;
# /setread does both in one page, so its picture is what /read shows when state crossed.
SHOW = ("<script>document.body.textContent = 'cookie=' + document.cookie + "
        "' storage=' + localStorage.getItem('k');</script>")  # fmt: skip
PAGES = {
    "/set": "<body style='font-size:40px'>set<script>localStorage.setItem('k', 'v');"
    "document.cookie = 'script=1; max-age=3600';</script>",
    "/read": "<body style='font-size:40px'>" + SHOW,
    "/setread": "<body style='font-size:40px'><script>localStorage.setItem('k', 'v');"
    "document.cookie = 'script=1; max-age=3600';</script>" + SHOW,
    "/form": "<body style='font-size:40px'><input id=f style='font-size:40px'>",
}


class _Pages(BaseHTTPRequestHandler):
    def do_GET(self) -> None:
        # An icon of their own: Chromium asks a site without one for /favicon.ico once
        # per browser, and a command reports that 404 only when its browser asked
        # (docs/design.md: the one difference through the helper).
        body = ("<link rel=icon href='data:,'>" + PAGES.get(self.path, "")).encode()
        body = body if self.path in PAGES else b""
        self.send_response(200 if body else 404)
        self.send_header("Content-Type", "text/html")
        if self.path in ("/set", "/setread"):
            self.send_header("Set-Cookie", "header=1; Max-Age=3600")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def log_message(self, *args: object) -> None:
        pass


@pytest.fixture(scope="module")
def site() -> Iterator[str]:
    server = ThreadingHTTPServer(("127.0.0.1", 0), _Pages)
    threading.Thread(
        target=server.serve_forever, kwargs={"poll_interval": 0.05}, daemon=True
    ).start()
    yield f"http://127.0.0.1:{server.server_port}"
    server.shutdown()
    server.server_close()


@pytest.fixture(scope="module")
def warm(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Path]:
    """A helper started by a first command and serving (its pages warm), shared by the
    module's tests; stopped at the end. Yields its folder."""
    where = tmp_path_factory.mktemp("warm")
    folder = where / "helper"
    with pytest.MonkeyPatch.context() as monkeypatch:
        monkeypatch.setenv(helper.ENV_HELPER_DIR, str(folder))
        monkeypatch.delenv(helper.ENV_NO_HELPER, raising=False)
        monkeypatch.delenv("NBSHOT_BROWSER_WS", raising=False)
        try:
            first = _nbshot(where, "capture", "data:text/html,<title>first</title>", "--out", "o")
            assert first.returncode == 0, first.stderr[-2000:]
            assert "playwright" in first.stderr  # no helper yet: it captured itself...
            path = resolve_browser().path
            assert path, "these tests need a local Chromium"
            helper.endpoint(path)  # ...and started one, waited for here until it serves
            state = helper.read_state(folder)
            assert state is not None and state.get("socket")
            yield folder
        finally:
            os.environ[helper.ENV_HELPER_DIR] = str(folder)
            helper.stop()


def _nbshot(cwd: Path, *args: str, **env: str) -> subprocess.CompletedProcess[str]:
    """``nbshot ARGS`` in ``cwd``, its imports listed on stderr (-X importtime)."""
    cwd.mkdir(parents=True, exist_ok=True)
    return subprocess.run([sys.executable, "-X", "importtime", "-m", "nbshot", *args],
                          cwd=cwd, capture_output=True, text=True, timeout=120 * SLOWDOWN,
                          env={**os.environ, **env})  # fmt: skip


def _helped(done: subprocess.CompletedProcess[str]) -> bool:
    """True when the command went through the helper: it imported none of Playwright,
    pandas or numpy."""
    return not any(name in done.stderr for name in ("playwright", "pandas", "numpy"))


def _said(done: subprocess.CompletedProcess[str]) -> str:
    """stderr without the import lines."""
    return "\n".join(x for x in done.stderr.splitlines() if not x.startswith("import time:"))


def _files(folder: Path) -> dict[str, bytes]:
    return {str(p.relative_to(folder)): p.read_bytes() for p in sorted(folder.rglob("*.png"))}


def test_two_commands_share_one_helper_that_captures(site: str, warm: Path, tmp_path: Path) -> None:
    state = helper.read_state(warm)
    for n in (1, 2):
        done = _nbshot(tmp_path / f"c{n}", "capture", f"{site}/read", "--out", "shots")
        assert done.returncode == 0, done.stderr[-2000:]
        assert done.stdout == "shots/read.png\n"
        assert _helped(done), "the command imported Playwright: it did not use the helper"
        assert (tmp_path / f"c{n}" / "shots" / "read.png").stat().st_size > 0
    assert helper.read_state(warm) == state  # the same helper, started once


def test_output_is_the_same_with_and_without_the_helper(
    site: str, warm: Path, tmp_path: Path, closed_port: int
) -> None:
    cases = [
        ("capture", f"{site}/set", f"{site}/read", f"{site}/form", "--out", "shots"),
        ("capture", f"{site}/read", "--out", "one", "--name", "named", "--viewport", "400x300"),
        ("capture", f"http://127.0.0.1:{closed_port}/", "--out", "x"),  # exit 1, coded
        ("capture", f"{site}/read", "--viewport", "nonsense"),  # a bad argument: exit 2
        ("capture", f"{site}/read", f"{site}/read", "--name", "n"),  # a usage error
    ]
    for n, args in enumerate(cases):
        helped = _nbshot(tmp_path / "with" / str(n), *args)
        alone = _nbshot(tmp_path / "without" / str(n), "--no-helper", *args)
        assert _helped(helped) and not _helped(alone), args
        assert (helped.returncode, helped.stdout, _said(helped)) == (
            alone.returncode, alone.stdout, _said(alone)), args  # fmt: skip
        assert _files(tmp_path / "with" / str(n)) == _files(tmp_path / "without" / str(n))
    assert "Error:" in _said(helped) and helped.returncode == 2
    assert len(_files(tmp_path / "with" / "0")) == 3


def test_no_state_crosses_from_one_command_to_the_next(
    site: str, warm: Path, tmp_path: Path
) -> None:
    for page in ("set", "read", "setread"):
        done = _nbshot(tmp_path / "helped", "capture", f"{site}/{page}", "--out", ".")
        assert done.returncode == 0 and _helped(done), done.stderr[-2000:]
    fresh = _nbshot(tmp_path / "fresh", "--no-helper", "capture", f"{site}/read", "--out", ".")
    assert fresh.returncode == 0, fresh.stderr[-2000:]
    read = (tmp_path / "helped" / "read.png").read_bytes()
    assert read == (tmp_path / "fresh" / "read.png").read_bytes()  # as a browser's first page
    assert read != (tmp_path / "helped" / "setread.png").read_bytes()  # what a crossing shows


def test_secrets_go_with_their_command_only(site: str, warm: Path, tmp_path: Path) -> None:
    args = ("--secret", "SHOP_CODE", "capture", f"{site}/form", "--do", "fill:#f=${SHOP_CODE}",
            "--out", ".")  # fmt: skip
    given = _nbshot(tmp_path / "given", *args, SHOP_CODE="hunter22")
    assert given.returncode == 0 and _helped(given), given.stderr[-2000:]
    env = {k: v for k, v in os.environ.items() if k != "SHOP_CODE"}
    # The next command has no SHOP_CODE: the helper must not still have the last one's.
    answers = []
    for extra in ((), ("--no-helper",)):
        done = subprocess.run([sys.executable, "-X", "importtime", "-m", "nbshot", *extra, *args],
                              cwd=tmp_path / "given", capture_output=True, text=True,
                              timeout=120 * SLOWDOWN, env=env)  # fmt: skip
        assert _helped(done) == (not extra)
        answers.append((done.returncode, done.stdout, _said(done)))
    assert answers[0] == answers[1]
    assert answers[0][0] == 2 and "${SHOP_CODE} is not set" in answers[0][2]


def test_no_helper_is_unaffected(site: str, warm: Path, tmp_path: Path) -> None:
    state = helper.read_state(warm)
    flag = _nbshot(tmp_path / "a", "--no-helper", "capture", f"{site}/read", "--out", ".")
    env = _nbshot(tmp_path / "b", "capture", f"{site}/read", "--out", ".", NBSHOT_NO_HELPER="1")
    for done in (flag, env):
        assert done.returncode == 0 and done.stdout == "read.png\n", done.stderr[-2000:]
        assert not _helped(done)  # it imported Playwright and captured itself
    assert helper.read_state(warm) == state  # and left the helper alone
