"""Each command keeps its own world in the warm helper (nbshot/cli/helper_worker.py).

Two projects whose app paints the page in the colour of its ``COLOR`` variable, run as
a user would (real ``nbshot`` commands, real app servers, the helper's browser): each
picture has its own command's colour, through the helper as without it, and no app
server outlives its command unless its project keeps it. A command stopped with
Ctrl-C ends its work in the helper, and commands from two folders run side by side.
"""

from __future__ import annotations

import contextlib
import os
import signal
import socket
import subprocess
import sys
import threading
from collections.abc import Iterator
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

import psutil
import pytest
from PIL import Image
from processes import with_env
from timing import scaled, wait_until

from nbshot.browser import warm_helper as helper
from nbshot.browser.lookup import resolve_browser
from nbshot.browser.warm_helper_process import END_S
from nbshot.project.app_server import RECORDS, answers

pytestmark = pytest.mark.skipif(os.name != "posix", reason="the helper is POSIX only")

TAG = "NBSHOT_TEST_COLOR_APP"
# The app: a page in the colour its environment names; it tags its process for the test.
APP = """import os, sys
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
COLOR = os.environ.get("COLOR", "white")
class Page(BaseHTTPRequestHandler):
    def do_GET(self):
        body = f"<body style='margin:0;background:{COLOR}'>".encode()
        self.send_response(200 if self.path == "/" else 404)
        self.send_header("Content-Type", "text/html")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)
    def log_message(self, *args):
        pass
ThreadingHTTPServer(("127.0.0.1", int(sys.argv[1])), Page).serve_forever()
"""
RGB = {"red": (255, 0, 0), "blue": (0, 0, 255), "white": (255, 255, 255)}


def _free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


def _project(folder: Path, port: int, tag: str, keep: bool = False) -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "app.py").write_text(APP)
    (folder / "nbshot.toml").write_text(
        f'base_url = "http://127.0.0.1:{port}"\n\n[server]\n'
        f'command = ["{sys.executable}", "app.py", "{port}"]\n'
        f'ready_url = "http://127.0.0.1:{port}/"\ntimeout = 30\n'
        f'env = {{ {TAG} = "{tag}" }}\n' + ("keep = true\n" if keep else "")
    )
    return folder


@pytest.fixture(scope="module")
def warm(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Path]:
    """A helper serving commands, in a folder of the module's own; stopped (with the
    servers projects kept) at the end. Yields its folder."""
    folder = tmp_path_factory.mktemp("world") / "helper"
    with pytest.MonkeyPatch.context() as monkeypatch:
        monkeypatch.setenv(helper.ENV_HELPER_DIR, str(folder))
        monkeypatch.delenv(helper.ENV_NO_HELPER, raising=False)
        monkeypatch.delenv("NBSHOT_BROWSER_WS", raising=False)
        path = resolve_browser().path
        assert path, "these tests need a local Chromium"
        try:
            helper.endpoint(path)
            state = helper.read_state(folder)
            assert state is not None and state.get("socket"), "the helper serves no commands"
            yield folder
        finally:
            os.environ[helper.ENV_HELPER_DIR] = str(folder)
            _nbshot(folder.parent, "helper", "stop")
            helper.stop()


def _start(cwd: Path, *args: str, **env: str) -> subprocess.Popen[str]:
    """``nbshot ARGS`` started in ``cwd`` with ``env`` added, imports listed on stderr."""
    return subprocess.Popen(
        [sys.executable, "-X", "importtime", "-m", "nbshot", *args],
        cwd=cwd,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        env={**os.environ, **env},
    )


# Ctrl-C reaches a command started from a terminal: SIGINT neither blocked nor ignored.
# A test process may pass either on to what it starts (two full runs of the suite: the
# command ran on past its Ctrl-C to the capture's timeout), so the command that is
# interrupted starts as a terminal would start it.
_AS_FROM_A_TERMINAL = (
    "import runpy, signal; signal.pthread_sigmask(signal.SIG_UNBLOCK, {signal.SIGINT}); "
    "signal.signal(signal.SIGINT, signal.default_int_handler); "
    "runpy.run_module('nbshot', run_name='__main__', alter_sys=True)"
)


def _signals(pid: int) -> str:
    """What ``pid``'s status says of its signals (blocked, ignored, caught, pending)."""
    with contextlib.suppress(OSError):
        lines = Path(f"/proc/{pid}/status").read_text().splitlines()
        return " ".join(line for line in lines if line.startswith(("Sig", "ShdPnd")))
    return "(gone)"


def _nbshot(cwd: Path, *args: str, **env: str) -> subprocess.CompletedProcess[str]:
    process = _start(cwd, *args, **env)
    out, err = process.communicate(timeout=scaled(120))
    return subprocess.CompletedProcess(process.args, process.returncode, out, err)


def _helped(done: subprocess.CompletedProcess[str]) -> bool:
    """True when the command went through the helper (it imported no Playwright)."""
    return "playwright" not in done.stderr


def _colour(picture: Path) -> tuple[int, ...]:
    with Image.open(picture) as image:
        return tuple(image.convert("RGB").getpixel((10, 10)))  # type: ignore[arg-type]


def _records(folder: Path) -> list[Path]:
    return sorted((folder / RECORDS).glob("*.json"))


@pytest.mark.parametrize("through", ["helper", "no-helper"])
def test_two_projects_at_once_each_get_their_environment_and_no_server_outlives_them(
    warm: Path, tmp_path: Path, through: str
) -> None:
    extra = ("--no-helper",) if through == "no-helper" else ()
    ports = _free_port(), _free_port()
    tags = [f"{tmp_path.name}-{n}" for n in (1, 2)]
    projects = [_project(tmp_path / f"p{n}", ports[n], tags[n]) for n in (0, 1)]
    running = [
        _start(p, *extra, "capture", "/", "--out", ".", "--name", "shot", COLOR=c)
        for p, c in zip(projects, ("red", "blue"), strict=False)
    ]
    done = []
    for process in running:
        out, err = process.communicate(timeout=scaled(120))
        done.append(subprocess.CompletedProcess(process.args, process.returncode, out, err))
    for finished in done:
        assert finished.returncode == 0, finished.stderr[-3000:]
        assert _helped(finished) == (through == "helper")
    assert _colour(projects[0] / "shot.png") == RGB["red"]
    assert _colour(projects[1] / "shot.png") == RGB["blue"]
    # The commands have ended, and so have their app servers (processes and ports).
    for tag, port in zip(tags, ports, strict=False):
        assert wait_until(lambda t=tag: not with_env(TAG, t), scaled(10)), "an app outlived it"
        assert not answers(f"http://127.0.0.1:{port}/", timeout=1)
    assert _records(warm) == []


def test_the_next_project_on_the_same_port_gets_its_own_app(warm: Path, tmp_path: Path) -> None:
    port = _free_port()
    for name, colour in (("p1", "red"), ("p2", "blue")):
        project = _project(tmp_path / name, port, f"{tmp_path.name}-{name}")
        done = _nbshot(project, "capture", "/", "--out", ".", "--name", "shot", COLOR=colour)
        assert done.returncode == 0 and _helped(done), done.stderr[-3000:]
        assert _colour(project / "shot.png") == RGB[colour]


def test_a_kept_server_is_reused_only_with_the_same_environment(warm: Path, tmp_path: Path) -> None:
    port, tag = _free_port(), tmp_path.name
    project = _project(tmp_path / "kept", port, tag, keep=True)

    def capture(colour: str, name: str) -> tuple[int, ...]:
        done = _nbshot(project, "capture", "/", "--out", ".", "--name", name, COLOR=colour)
        assert done.returncode == 0 and _helped(done), done.stderr[-3000:]
        return _colour(project / f"{name}.png")

    assert capture("red", "first") == RGB["red"]
    kept = with_env(TAG, tag)
    assert kept and answers(f"http://127.0.0.1:{port}/"), "keep = true: it is still running"
    assert capture("red", "again") == RGB["red"]
    assert with_env(TAG, tag) == kept  # the same server, reused
    assert capture("blue", "other") == RGB["blue"]  # another environment: started anew
    assert not set(kept) & set(with_env(TAG, tag))
    logged = (warm / "helper.log").stat().st_size
    stopped = _nbshot(tmp_path, "helper", "stop")
    assert f"Kept app server stopped: http://127.0.0.1:{port}/" in stopped.stdout
    assert wait_until(lambda: not with_env(TAG, tag), scaled(10))
    assert _records(warm) == []
    # Its processes, idle ones among them, ended quietly: none told to stop mid-exit.
    with open(warm / "helper.log", "rb") as log:
        log.seek(logged)
        assert b"Traceback" not in log.read(), (warm / "helper.log").read_text()[-3000:]
    helper.endpoint(str(resolve_browser().path))  # the module's helper, for the next tests


class _Hanging(BaseHTTPRequestHandler):
    """``/hang`` answers nothing until the test ends; ``/`` answers at once."""

    entered = threading.Event()
    release = threading.Event()

    def do_GET(self) -> None:
        if self.path == "/hang":
            type(self).entered.set()
            type(self).release.wait(scaled(120))
            return
        body = b"<body style='margin:0;background:blue'>"
        self.send_response(200)
        self.send_header("Content-Type", "text/html")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def log_message(self, *args: object) -> None:
        pass


def _workers(state: dict[str, object]) -> set[int]:
    """The helper's processes that run commands."""
    found = set()
    for child in psutil.Process(int(str(state["pid"]))).children():
        try:
            if "helper_worker" in " ".join(child.cmdline()):
                found.add(child.pid)
        except psutil.Error:
            continue  # ended (a zombie until the helper reaps it): not running a command
    return found


def _working_in(state: dict[str, object], folder: Path) -> set[int]:
    """The helper's processes running a command from ``folder`` (a worker takes on its
    command's working folder)."""
    found = set()
    for pid in _workers(state):
        try:
            if Path(psutil.Process(pid).cwd()).resolve() == folder.resolve():
                found.add(pid)
        except psutil.Error:
            continue
    return found


def test_ctrl_c_ends_the_commands_work_and_others_run_beside_it(warm: Path, tmp_path: Path) -> None:
    server = ThreadingHTTPServer(("127.0.0.1", 0), _Hanging)
    threading.Thread(
        target=server.serve_forever, kwargs={"poll_interval": 0.05}, daemon=True
    ).start()
    site = f"http://127.0.0.1:{server.server_port}"
    state = helper.read_state(warm)
    assert state is not None
    try:
        (tmp_path / "a").mkdir()
        (tmp_path / "b").mkdir()
        hanging = subprocess.Popen(
            [sys.executable, "-c", _AS_FROM_A_TERMINAL, "capture", f"{site}/hang", "--out", "."],
            cwd=tmp_path / "a",
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
        )
        assert _Hanging.entered.wait(scaled(60)), "the page was never asked for"
        # The process running it (found by its folder: workers other tests' commands
        # left for their worlds stay up to two minutes, and are not waited for).
        running = _working_in(state, tmp_path / "a")
        assert len(running) == 1, running
        # Another folder's command runs while the first one's page still loads.
        beside = _nbshot(tmp_path / "b", "capture", f"{site}/", "--out", ".", "--name", "b")
        assert beside.returncode == 0 and _helped(beside), beside.stderr[-3000:]
        assert _colour(tmp_path / "b" / "b.png") == RGB["blue"]
        assert hanging.poll() is None
        signals = f"command: {_signals(hanging.pid)}; this test: {_signals(os.getpid())}"
        hanging.send_signal(signal.SIGINT)
        _, said = hanging.communicate(timeout=scaled(30))
        assert hanging.returncode == 1 and "Aborted!" in said, f"{said[-2000:]}\n{signals}"
        # Its process in the helper ended too, within the helper's SIGTERM-then-SIGKILL
        # (not the capture's 30 s timeout, nor kept for its world): its work is cancelled.
        assert wait_until(lambda: not running & _workers(state), scaled(2 * END_S + 5)), (
            warm / "helper.log"
        ).read_text()[-3000:]
        assert not list((tmp_path / "a").glob("*.png"))
    finally:
        _Hanging.release.set()
        server.shutdown()
        server.server_close()


def test_two_requests_at_once_each_see_their_own_environment(warm: Path, tmp_path: Path) -> None:
    # Where a capture goes when no folder is given is NBSHOT_OUT, read from the request's
    # environment: two at once land each in its own, whoever ran first.
    params = {**_capture_params(["data:text/html,<title>x</title>"]), "out_dir": None}
    found: dict[str, dict[str, object] | None] = {}

    def ask(name: str) -> None:
        env = {**os.environ, "NBSHOT_OUT": str(tmp_path / name)}
        found[name] = helper.request(
            {
                "command": "capture",
                "cwd": str(tmp_path),
                "env": env,
                "secrets": [],
                "params": params,
            }
        )

    threads = [threading.Thread(target=ask, args=(name,)) for name in ("one", "two")]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(scaled(120))
    for name in ("one", "two"):
        answer = found.get(name)
        assert answer is not None and answer["exit"] == 0, answer
        assert answer["stdout"] == f"{tmp_path / name / 'page.png'}\n"
        assert (tmp_path / name / "page.png").is_file()
    assert os.environ.get("NBSHOT_OUT") not in (str(tmp_path / "one"), str(tmp_path / "two"))


def _capture_params(urls: list[str]) -> dict[str, object]:
    from nbshot.cli.pages import capture

    with capture.make_context("capture", [], resilient_parsing=True) as context:
        params = {k: list(v) if isinstance(v, tuple) else v for k, v in context.params.items()}
    return {**params, "urls": urls, "out_dir": "out", "name": "page"}


class _HangsOnce(BaseHTTPRequestHandler):
    """The first ask of ``/`` never gets an answer; later ones do (a blue page)."""

    asked = threading.Event()
    release = threading.Event()

    def do_GET(self) -> None:
        if not type(self).asked.is_set():
            type(self).asked.set()
            type(self).release.wait(scaled(120))
            return
        body = b"<body style='margin:0;background:blue'>"
        self.send_response(200)
        self.send_header("Content-Type", "text/html")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def log_message(self, *args: object) -> None:
        pass


def test_a_helper_killed_mid_command_loses_nothing_and_the_command_still_captures(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    folder = tmp_path / "helper"
    monkeypatch.setenv(helper.ENV_HELPER_DIR, str(folder))
    # Its own browsers: in one browser, the command's second ask of the URL would wait
    # for the first (Chromium's cache lock), which the page server never answers.
    monkeypatch.delenv("NBSHOT_BROWSER_WS", raising=False)
    monkeypatch.delenv(helper.ENV_NO_HELPER, raising=False)
    server = ThreadingHTTPServer(("127.0.0.1", 0), _HangsOnce)
    threading.Thread(
        target=server.serve_forever, kwargs={"poll_interval": 0.05}, daemon=True
    ).start()
    try:
        helper.endpoint(str(resolve_browser().path))
        state = helper.read_state(folder)
        assert state is not None and state.get("socket")
        assert wait_until(lambda: len(_workers(state)) == 1, scaled(60))
        worker = next(iter(_workers(state)))
        (tmp_path / "cmd").mkdir()
        command = _start(
            tmp_path / "cmd",
            "capture",
            f"http://127.0.0.1:{server.server_port}/",
            "--out",
            ".",
            "--name",
            "page",
        )
        assert _HangsOnce.asked.wait(scaled(60)), "the helper never asked for the page"
        os.kill(int(state["pid"]), signal.SIGKILL)
        out, err = command.communicate(timeout=scaled(120))
        # The command captured itself once the helper was gone...
        assert command.returncode == 0, err[-3000:]
        assert out == "page.png\n" and _colour(tmp_path / "cmd" / "page.png") == RGB["blue"]
        # ...and the helper's process for it ended with the helper.
        assert wait_until(
            lambda: (
                not psutil.pid_exists(worker)
                or psutil.Process(worker).status() == psutil.STATUS_ZOMBIE
            ),
            scaled(30),
        )
        again = _nbshot(
            tmp_path / "cmd",
            "capture",
            f"http://127.0.0.1:{server.server_port}/",
            "--out",
            ".",
            "--name",
            "again",
        )
        assert again.returncode == 0, again.stderr[-3000:]
    finally:
        _HangsOnce.release.set()
        server.shutdown()
        server.server_close()
        helper.stop()


def test_sigterm_while_it_warms_up_ends_it_without_a_traceback(warm: Path, tmp_path: Path) -> None:
    """The helper stops, or lets go of, a spare still warming up: it ends once warm,
    with no "Task was destroyed" or traceback (raised mid-way, SIGTERM cut the engine's
    work off and the exit printed both)."""
    ws = helper.endpoint(str(resolve_browser().path))  # the module helper's browser server
    worker = subprocess.Popen(
        [sys.executable, "-m", "nbshot.cli.helper_worker", "--browser-ws", ws],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        env={**os.environ, "TMPDIR": str(tmp_path)},  # where it keeps its warm-up pictures
    )
    try:
        # Its first warm-up picture written: the others are in flight on the engine.
        assert wait_until(lambda: list(tmp_path.glob("nbshot-warm-*/*.png")), 60)
        worker.send_signal(signal.SIGTERM)
        said, logged = worker.communicate(timeout=scaled(60))
    finally:
        worker.kill()
    assert worker.returncode == 128 + signal.SIGTERM, logged[-3000:]
    assert said == ""  # never said ready: it takes no request
    assert "Traceback" not in logged and "Task was destroyed" not in logged, logged[-3000:]
