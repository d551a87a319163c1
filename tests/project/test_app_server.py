"""The app's server of a project (nbshot.project.app_server): started once, reused, its process
group ended at stop; one that already answers is left alone; one that exits or never
answers is reported with its log."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
import uuid
from pathlib import Path

import psutil
import pytest
from processes import with_env
from projects import APP, TAG, write_project
from timing import scaled, wait_until

import nbshot
from nbshot.project import app_server
from nbshot.project import file as project_file

pytestmark = pytest.mark.usefixtures("no_project_left")


def test_the_server_starts_once_is_reused_and_its_group_ends_at_stop(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, closed_port: int
) -> None:
    tag = uuid.uuid4().hex
    write_project(tmp_path, closed_port, tag)
    monkeypatch.chdir(tmp_path)
    first = nbshot.capture("/signin", out_dir=tmp_path / "shots")
    second = nbshot.capture("sign-in", out_dir=tmp_path / "shots")  # a [targets] name

    assert first.title == second.title == "Sign in"
    assert first.url == f"http://127.0.0.1:{closed_port}/signin"
    started = with_env(TAG, tag)
    assert len(started) == 2  # the guard and the app, started once for both captures
    log = tmp_path / ".nbshot" / "server.log"
    assert "GET /signin" in log.read_text() and oct(log.stat().st_mode & 0o777) == "0o600"
    app_server.stop_all()
    deadline = time.monotonic() + scaled(10)
    while with_env(TAG, tag) and time.monotonic() < deadline:
        time.sleep(0.1)
    assert with_env(TAG, tag) == []


def test_a_server_that_already_answers_is_used_and_left_running(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, closed_port: int
) -> None:
    import subprocess

    tag = uuid.uuid4().hex
    write_project(tmp_path, closed_port, "not-this-one")
    command = [sys.executable, str(APP), str(closed_port)]
    env = {**os.environ, TAG: tag}
    with subprocess.Popen(command, env=env, stdout=subprocess.PIPE) as mine:
        assert mine.stdout is not None and b"listening" in mine.stdout.readline()
        monkeypatch.chdir(tmp_path)
        assert nbshot.capture("/signin", out_dir=tmp_path).title == "Sign in"
        app_server.stop_all()
        assert mine.poll() is None  # not ours to stop
        assert with_env(TAG, "not-this-one") == []  # nothing else was started
        mine.terminate()


def test_a_server_command_that_exits_or_never_answers_is_reported_with_its_log(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, closed_port: int
) -> None:
    monkeypatch.chdir(tmp_path)
    (tmp_path / "nbshot.toml").write_text(
        f'base_url = "http://127.0.0.1:{closed_port}"\n[server]\n'
        f'command = ["{sys.executable}", "-c", "print(\'no database\'); raise SystemExit(3)"]\n'
    )
    with pytest.raises(nbshot.InvalidArgument) as exited:
        nbshot.capture("/")
    assert "exited with code 3" in exited.value.message and "no database" in exited.value.message

    project_file.use(None)
    (tmp_path / "nbshot.toml").write_text(
        f'base_url = "http://127.0.0.1:{closed_port}"\n[server]\ncommand = "no-such-app --dev"\n'
    )
    with pytest.raises(nbshot.InvalidArgument) as missing:
        nbshot.capture("/")
    assert "Cannot run 'no-such-app': No such file or directory" in missing.value.message

    project_file.use(None)
    (tmp_path / "nbshot.toml").write_text(
        f'base_url = "http://127.0.0.1:{closed_port}"\n[server]\ntimeout = 1.5\n'
        f'command = ["{sys.executable}", "-c", "import time; print(\'warming up\', flush=True); '
        'time.sleep(60)"]\n'
    )
    started = time.monotonic()
    with pytest.raises(nbshot.Timeout) as slow:
        nbshot.capture("/")
    assert time.monotonic() - started < scaled(10)  # its 1.5 s, not the command's 60 s
    assert "did not answer within 1.5 s" in slow.value.message
    assert "warming up" in slow.value.message


@pytest.mark.skipif(sys.platform == "win32", reason="process groups are POSIX")
def test_a_group_whose_processes_ended_unreaped_is_not_running() -> None:
    # A kept server's leader is another command's child: ended, it stays a zombie until
    # that process reaps it. Counted as running, stopping it waited 10 s for nothing.
    child = subprocess.Popen([sys.executable, "-c", "import time; time.sleep(60)"],
                             start_new_session=True)  # fmt: skip
    try:
        assert app_server._group_alive(child.pid)
        os.kill(child.pid, signal.SIGKILL)  # not reaped: no wait() yet
        zombie = lambda: psutil.Process(child.pid).status() == psutil.STATUS_ZOMBIE  # noqa: E731
        assert wait_until(zombie, scaled(10))
        assert not app_server._group_alive(child.pid)
    finally:
        child.kill()
        child.wait()
