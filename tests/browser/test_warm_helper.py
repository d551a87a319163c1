"""The warm helper: one browser server per user, shared by later commands.

Each helper here lives in a folder of the tests' own (``NBSHOT_HELPER_DIR``), never the
one of the person running the suite. A test about how a helper starts, stops or is
replaced has a folder and a helper of its own, stopped when it ends; the tests that only
need one running (its files, its token, the status and stop commands) share one, started
by the first of them and stopped when the module ends. The commands are real processes
(``nbshot`` or a Python script using nbshot's API), capturing pages a local HTTP server
serves.
"""

from __future__ import annotations

import asyncio
import json
import os
import shutil
import socket
import subprocess
import sys
import textwrap
import threading
import time
from collections.abc import Iterator
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from urllib.parse import urlsplit

import psutil
import pytest
from mcp import Client, StdioServerParameters
from timing import SLOWDOWN, quick, wait_until

from nbshot.browser import warm_helper as helper
from nbshot.browser.lookup import resolve_browser
from nbshot.errors import BrowserNotFound

pytestmark = pytest.mark.skipif(os.name != "posix", reason="the helper is POSIX only")
NBSHOT = str(Path(sys.executable).parent / "nbshot")
ROOT = Path(__file__).resolve().parents[2]

# A command through nbshot's API: what it captured, and where its browser came from.
COMMAND = textwrap.dedent(
    """
    import json, sys
    import nbshot
    from nbshot.browser.engine import engine

    shot = nbshot.capture(sys.argv[1], out_dir=sys.argv[2])
    print(json.dumps({"title": shot.title, "helper": engine.helper_endpoint,
                      "launches": engine.launches}))
    """
)

# /set leaves a cookie (header and script) and local storage; /read shows what it finds.
PAGES = {
    "/set": "<title>set</title><script>localStorage.setItem('k', 'v');"
    "document.cookie = 'script=1; max-age=3600';</script>",
    "/read": "<title>?</title><script>document.title = 'cookie=' + document.cookie + "
    "';storage=' + localStorage.getItem('k');</script>",
}


class _Pages(BaseHTTPRequestHandler):
    def do_GET(self) -> None:
        body = PAGES.get(self.path, "").encode()
        self.send_response(200 if body else 404)
        self.send_header("Content-Type", "text/html")
        if self.path == "/set":
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


@pytest.fixture
def folder(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    """The helper's folder for this test (here and in the commands it runs); its helper
    is stopped at the end, whatever happened."""
    place = tmp_path / "helper"
    monkeypatch.setenv(helper.ENV_HELPER_DIR, str(place))
    monkeypatch.delenv(helper.ENV_NO_HELPER, raising=False)
    monkeypatch.delenv("NBSHOT_BROWSER_WS", raising=False)
    yield place
    os.environ[helper.ENV_HELPER_DIR] = str(place)  # a test may have pointed elsewhere
    helper.stop()


def _command(url: str, out: Path, **env: str) -> dict[str, object]:
    done = subprocess.run([sys.executable, "-c", COMMAND, url, str(out)], capture_output=True,
                          text=True, timeout=120 * SLOWDOWN, env={**os.environ, **env})  # fmt: skip
    assert done.returncode == 0, done.stderr[-2000:]
    return dict(json.loads(done.stdout.strip().splitlines()[-1]))


def _wait_gone(pid: int, within: float) -> None:
    deadline = time.monotonic() + within
    while psutil.pid_exists(pid) and psutil.Process(pid).status() != psutil.STATUS_ZOMBIE:
        assert time.monotonic() < deadline, f"process {pid} still runs after {within:g} s"
        time.sleep(0.1)


def test_two_commands_share_one_helper_and_nothing_crosses(
    site: str, folder: Path, tmp_path: Path
) -> None:
    # Warnings shown, so a ResourceWarning at exit about the helper it started (which
    # outlives it by design) fails the test.
    cli = subprocess.run([NBSHOT, "capture", f"{site}/set", "--out", str(tmp_path / "a")],
                         capture_output=True, text=True, timeout=120 * SLOWDOWN,
                         env={**os.environ, "PYTHONWARNINGS": "default"})  # fmt: skip
    assert cli.returncode == 0, cli.stderr[-2000:]
    assert "ResourceWarning" not in cli.stderr, cli.stderr[-2000:]
    # The first command started the helper in the background (and launched its own
    # browser rather than wait): here it is, ready, without another being started.
    started = helper.read_state(folder)
    assert started is not None and helper.status()["running"]
    helper.endpoint(_browser())
    first = helper.read_state(folder)
    assert first is not None and first["pid"] == started["pid"]

    second = _command(f"{site}/read", tmp_path / "b")
    assert second["helper"] == first["endpoint"]  # connected to the same helper...
    assert second["launches"] == 0  # ...instead of launching a browser
    assert helper.read_state(folder) == first  # started once
    # The first command's cookies and storage went with its contexts.
    assert second["title"] == "cookie=;storage=null"


def test_the_folder_and_state_file_are_owner_only_and_a_shared_folder_is_refused(
    shared: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    folder = shared
    helper.endpoint(_browser())
    assert folder.stat().st_mode & 0o777 == 0o700
    assert (folder / helper.STATE).stat().st_mode & 0o777 == 0o600
    shared = tmp_path / "shared"
    shared.mkdir(mode=0o755)
    shared.chmod(0o755)
    monkeypatch.setenv(helper.ENV_HELPER_DIR, str(shared))
    with pytest.raises(BrowserNotFound, match="not yours alone"):
        helper.endpoint(_browser())


def test_a_client_without_the_token_is_refused(shared: Path) -> None:
    endpoint = helper.endpoint(_browser())
    assert endpoint is not None
    parts = urlsplit(endpoint)
    assert parts.hostname == "127.0.0.1" and len(parts.path) > 16
    assert _upgrade(parts.port or 0, "/") != 101
    assert _upgrade(parts.port or 0, "/" + "0" * 32) != 101
    assert _upgrade(parts.port or 0, parts.path) == 101  # the token opens it


def test_a_stale_or_foreign_helper_is_replaced_never_trusted(folder: Path) -> None:
    browser = _browser()
    helper.endpoint(browser)
    old = helper.read_state(folder)
    assert old is not None
    # Another nbshot version's helper: stopped, and a new one started.
    (folder / helper.STATE).write_text(json.dumps(
        {**old, "identity": {**old["identity"], "nbshot": "0.0.1"}}))  # fmt: skip
    helper.endpoint(browser)
    new = helper.read_state(folder)
    assert new is not None and new["pid"] != old["pid"]
    _wait_gone(old["pid"], 20 * SLOWDOWN)
    _wait_gone(old["server_pid"], 20 * SLOWDOWN)  # its browser server went with it
    # A state file naming a live process that is no helper (this test's): not trusted,
    # and that process is left alone; a port nobody listens on: replaced.
    helper.stop()
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        closed = probe.getsockname()[1]
    (folder / helper.STATE).write_text(json.dumps(
        {**new, "pid": os.getpid(), "endpoint": f"ws://127.0.0.1:{closed}/x"}))  # fmt: skip
    endpoint = helper.endpoint(browser)
    latest = helper.read_state(folder)
    assert latest is not None and latest["pid"] not in (os.getpid(), new["pid"])
    assert endpoint == latest["endpoint"] and _upgrade(urlsplit(endpoint).port or 0, "/") != 0


def test_a_helper_stopped_while_it_starts_ends_by_itself(folder: Path) -> None:
    # stop() holds the folder's lock while it waits for the helper to end, and a
    # starting helper takes that lock to say it serves: the two waited for each other
    # until stop's 15 s ran out and it killed the helper.
    browser = _browser()
    pid = helper._spawn(helper.helper_dir(), browser, helper.identity(browser))
    started = next(p for p in helper._started if p.pid == pid)
    # Past its start-up imports (it starts its browser server): a SIGTERM is heard.
    assert wait_until(lambda: psutil.Process(pid).children(), 30 * SLOWDOWN)
    assert helper.stop()
    assert started.wait(30 * SLOWDOWN) == 0  # its own exit (SIGKILL would be -9)
    assert helper.read_state(folder) is None


def test_it_stops_after_its_idle_time(site: str, folder: Path, tmp_path: Path) -> None:
    idle = quick(2)
    _command(f"{site}/set", tmp_path / "a", NBSHOT_HELPER_IDLE=str(idle))
    helper.endpoint(_browser())  # the one the command started, once it serves
    state = helper.read_state(folder)
    assert state is not None and state["idle_s"] == idle
    # Idle from the moment the command left: gone within its idle time and polling.
    _wait_gone(state["pid"], idle + 30 * SLOWDOWN)
    _wait_gone(state["server_pid"], 15 * SLOWDOWN)
    assert helper.read_state(folder) is None
    assert helper.status()["running"] is False


def test_it_is_not_used_with_no_helper(site: str, folder: Path, tmp_path: Path) -> None:
    cli = subprocess.run(
        [NBSHOT, "--no-helper", "capture", f"{site}/set", "--out", str(tmp_path / "a")],
        capture_output=True, text=True, timeout=120 * SLOWDOWN,
    )  # fmt: skip
    assert cli.returncode == 0, cli.stderr[-2000:]
    assert helper.read_state(folder) is None
    by_env = _command(f"{site}/set", tmp_path / "b", NBSHOT_NO_HELPER="1")
    assert by_env["helper"] is None and by_env["launches"] == 1
    assert helper.read_state(folder) is None


def test_an_mcp_server_captures_on_its_own_browser_and_its_flows_on_the_helpers(
    site: str, folder: Path, tmp_path: Path
) -> None:
    # The helper allowed here (the folder fixture unset NBSHOT_NO_HELPER): a server whose
    # pages used it would have started one in this folder at its first capture.
    flows = tmp_path / "flows"
    flows.mkdir()
    shutil.copy(ROOT / "flows" / "homepage.ipynb", flows)

    async def capture_then_run() -> None:
        args = ["--flows", str(flows), "--runs", str(tmp_path / "runs"), "--out", str(tmp_path)]
        server = StdioServerParameters(command=NBSHOT + "-mcp", args=args, env={**os.environ})
        async with Client(server) as agent:
            answer = await agent.call_tool("capture", {"url": f"{site}/read"})
            assert not answer.is_error, answer.content
            assert helper.read_state(folder) is None
            run = await agent.call_tool(
                "run_flow", {"flow": "homepage", "params": {"url": f"{site}/read"}}
            )
            assert run.structured_content["status"] == "ok", run.structured_content  # type: ignore[index]

    asyncio.run(capture_then_run())
    # The run's kernel shared the helper's browser, as a flow run from the command line does.
    assert helper.read_state(folder) is not None and helper.status()["running"]


def test_helper_status_and_stop_commands(
    shared: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv(helper.ENV_HELPER_DIR, str(tmp_path / "none"))  # no helper ever ran
    assert "No helper is running" in _nbshot("helper", "status")
    monkeypatch.setenv(helper.ENV_HELPER_DIR, str(shared))
    helper.endpoint(_browser())
    pid = helper.status()["pid"]
    said = _nbshot("helper", "status")
    assert f"Helper pid {pid}" in said and "0 client(s)" in said
    assert json.loads(_nbshot("helper", "status", "--json"))["current"] is True
    assert _nbshot("helper", "stop") == "Helper stopped."
    _wait_gone(pid, 20 * SLOWDOWN)
    assert _nbshot("helper", "stop") == "No helper was running."


def _nbshot(*args: str) -> str:
    done = subprocess.run([NBSHOT, *args], capture_output=True, text=True,
                          timeout=60 * SLOWDOWN)  # fmt: skip
    assert done.returncode == 0, done.stderr
    return done.stdout.strip()


def _browser() -> str:
    path = resolve_browser().path
    assert path, "these tests need a local Chromium"
    return path


def _upgrade(port: int, path: str) -> int:
    """The HTTP status a WebSocket upgrade to ``path`` gets (0: no answer)."""
    request = (f"GET {path} HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\nUpgrade: websocket\r\n"
               "Connection: Upgrade\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n"
               "Sec-WebSocket-Version: 13\r\n\r\n")  # fmt: skip
    try:
        with socket.create_connection(("127.0.0.1", port), timeout=10 * SLOWDOWN) as sock:
            sock.sendall(request.encode())
            head = sock.recv(200).decode("latin-1")
    except OSError:
        return 0
    parts = head.split(" ", 2)
    return int(parts[1]) if len(parts) > 1 and parts[1].isdigit() else 0


def test_the_clients_counted_are_the_connections_to_the_servers_port() -> None:
    """How a helper knows it is in use: established connections to its port, as the
    kernel lists them (and as psutil finds them in the process that listens)."""
    listening = socket.create_server(("127.0.0.1", 0))
    port = listening.getsockname()[1]
    opened: list[socket.socket] = []
    try:
        assert helper._connections(os.getpid(), port) == 0
        for _ in range(2):
            opened.append(socket.create_connection(("127.0.0.1", port)))
            opened.append(listening.accept()[0])
        assert helper._connections(os.getpid(), port) == 2
        assert helper._tree_connections(os.getpid(), port) == 2
        for end in opened[:2]:
            end.close()
        assert helper._connections(os.getpid(), port) == 1
    finally:
        for end in opened:
            end.close()
        listening.close()
