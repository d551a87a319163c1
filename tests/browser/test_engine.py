"""The engine: one browser per process, usable from scripts, event loops and threads."""

from __future__ import annotations

import asyncio
import os
import signal
import subprocess
import sys
import textwrap
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

import pytest
from processes import browser_pids
from timing import scaled

import nbshot
from nbshot.browser.engine import engine
from nbshot.demo import DemoSite


def test_sync_api_inside_a_running_event_loop(demo: DemoSite, out: Path) -> None:
    # Where Playwright's own sync API refuses to run (a Jupyter cell is like this).
    async def cell() -> nbshot.Shot:
        return nbshot.capture(demo.url_for("signin"), out_dir=out)

    shot = asyncio.run(cell())
    assert shot.width == 1280 and shot.title.startswith("Sign in")


def test_async_twin_does_not_block_the_callers_loop(demo: DemoSite, out: Path) -> None:
    async def main() -> tuple[nbshot.Shot, int]:
        ticks = 0

        async def ticker() -> None:
            nonlocal ticks
            while True:
                await asyncio.sleep(0.01)
                ticks += 1

        task = asyncio.create_task(ticker())
        shot = await nbshot.capture_async(demo.url_for("dashboard"), out_dir=out)
        task.cancel()
        return shot, ticks

    shot, ticks = asyncio.run(main())
    assert shot.title.startswith("Dashboard")
    assert ticks >= 3  # the caller's loop kept running during the capture


def test_sync_api_from_several_threads_shares_one_browser(demo: DemoSite, out: Path) -> None:
    nbshot.capture(demo.url_for("home"), out_dir=out)  # make sure a browser is up
    launches = engine.launches
    results: dict[int, nbshot.Shot] = {}
    errors: list[BaseException] = []

    def work(i: int) -> None:
        try:
            results[i] = nbshot.capture(demo.url_for("signin"), name=f"t{i}", out_dir=out)
        except BaseException as exc:  # noqa: BLE001 - reported below
            errors.append(exc)

    threads = [threading.Thread(target=work, args=(i,)) for i in range(3)]
    for t in threads:
        t.start()
    for t in threads:
        t.join(60)
    assert not errors
    assert sorted(results) == [0, 1, 2]
    assert engine.launches == launches  # no second browser


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="reads /proc to find the browser")
def test_a_killed_browser_is_relaunched_transparently(demo: DemoSite, out: Path) -> None:
    nbshot.capture(demo.url_for("home"), out_dir=out)
    pids = browser_pids()
    assert len(pids) == 1
    launches = engine.launches
    os.kill(pids[0], signal.SIGKILL)
    deadline = time.monotonic() + scaled(10)
    while pids[0] in browser_pids() and time.monotonic() < deadline:
        time.sleep(0.05)
    shot = nbshot.capture(demo.url_for("signin"), out_dir=out)
    assert shot.title.startswith("Sign in")
    assert engine.launches == launches + 1


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="reads /proc to find the browser")
def test_a_browser_killed_mid_capture_loses_nothing_and_the_call_still_answers(
    out: Path,
) -> None:
    asked, release = threading.Event(), threading.Event()

    class FirstHangs(BaseHTTPRequestHandler):
        def do_GET(self) -> None:
            if not asked.is_set():  # the first ask: the browser dies while it waits
                asked.set()
                release.wait(scaled(60))
                return
            body = b"<title>Second try</title><body style='background:green'>"
            self.send_response(200)
            self.send_header("Content-Type", "text/html")
            self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            self.wfile.write(body)

        def log_message(self, *args: object) -> None:
            pass

    server = ThreadingHTTPServer(("127.0.0.1", 0), FirstHangs)
    threading.Thread(
        target=server.serve_forever, kwargs={"poll_interval": 0.05}, daemon=True
    ).start()
    found: list[object] = []
    try:
        nbshot.capture("data:text/html,<title>up</title>", out_dir=out, name="up")
        launches = engine.launches
        work = threading.Thread(
            target=lambda: found.append(
                _try_capture(f"http://127.0.0.1:{server.server_port}/", out)
            )
        )
        work.start()
        assert asked.wait(scaled(30)), "the page was never asked for"
        for pid in browser_pids():
            os.kill(pid, signal.SIGKILL)
        work.join(scaled(60))
    finally:
        release.set()
        server.shutdown()
        server.server_close()
    shot = found[0]
    # Relaunched once and loaded again within the call: the picture, and nothing half-written.
    assert isinstance(shot, nbshot.Shot), shot
    assert shot.title == "Second try" and engine.launches == launches + 1
    assert sorted(p.name for p in out.iterdir()) == ["mid.png", "up.png"]
    assert nbshot.capture("data:text/html,<title>next</title>", out_dir=out).title == "next"


def _try_capture(url: str, out: Path) -> object:
    try:
        return nbshot.capture(url, out_dir=out, name="mid")
    except nbshot.NbshotError as error:
        return error


def test_browser_is_closed_at_interpreter_exit(demo: DemoSite, tmp_path: Path) -> None:
    script = textwrap.dedent(
        f"""
        import nbshot, sys
        sys.path.insert(0, {str(Path(__file__).parents[1])!r})
        from processes import browser_pids
        nbshot.capture({demo.url_for("home")!r}, out_dir={str(tmp_path)!r})
        print(*browser_pids())
        """
    )
    done = subprocess.run(
        [sys.executable, "-c", script], capture_output=True, text=True, timeout=scaled(120)
    )
    assert done.returncode == 0, done.stderr
    pids = [int(p) for p in done.stdout.split()]
    assert len(pids) == 1
    deadline = time.monotonic() + scaled(10)
    while Path(f"/proc/{pids[0]}").exists() and time.monotonic() < deadline:
        time.sleep(0.05)
    assert not Path(f"/proc/{pids[0]}").exists(), "browser outlived the interpreter"


def test_sync_api_from_the_worker_thread_is_refused() -> None:
    async def inside() -> None:
        nbshot.capture(html="<p>x</p>")

    with pytest.raises(RuntimeError, match="await the \\*_async twin"):
        engine.run(inside())


@pytest.mark.parametrize("fallback", [False, True])
def test_a_browser_server_that_does_not_answer_is_said_or_replaced(
    closed_port: int, tmp_path: Path, fallback: bool
) -> None:
    # A flow's kernel whose shared browser server was killed mid-run launches its own
    # (the runner sets the fallback); anyone else is told the server is gone.
    env = {**os.environ, "NBSHOT_BROWSER_WS": f"ws://127.0.0.1:{closed_port}/gone",
           "NBSHOT_NO_HELPER": "1", "NBSHOT_OUT": str(tmp_path)}  # fmt: skip
    if fallback:
        env["NBSHOT_BROWSER_WS_FALLBACK"] = "1"
    code = "import nbshot; print(nbshot.capture('data:text/html,<h1>Here</h1>').title or 'ok')"
    done = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True,
                          text=True, timeout=scaled(120))  # fmt: skip
    if fallback:
        assert done.returncode == 0, done.stderr[-2000:]
        assert "launching one here" in done.stderr
    else:
        assert done.returncode != 0
        assert "Nothing answers at the browser server" in done.stderr
        assert "playwright install" not in done.stderr  # not a missing browser


def test_closing_while_a_launch_is_under_way_ends_the_launch_and_what_it_started() -> None:
    """``nbshot capture`` starts the launch before it reads its arguments; one that
    fails on them exits while the launch is under way. The exit waits for the launch
    and closes what it started: no Playwright driver left behind, no task destroyed
    pending (which printed "Task was destroyed but it is pending!" after the error)."""
    script = textwrap.dedent(
        """
        import time, psutil
        from nbshot.browser.engine import engine
        engine.launch_soon()
        engine.close()
        me, deadline = psutil.Process(), time.monotonic() + float(__import__("sys").argv[1])
        while me.children(recursive=True) and time.monotonic() < deadline:
            time.sleep(0.05)
        print(len(me.children(recursive=True)), engine.launches)
        """
    )
    done = subprocess.run([sys.executable, "-c", script, str(scaled(10))], capture_output=True,
                          text=True, timeout=scaled(120))  # fmt: skip
    assert done.returncode == 0, done.stderr[-2000:]
    assert done.stdout.split() == ["0", "1"], done.stderr[-2000:]  # launched, then closed
    assert "Task was destroyed" not in done.stderr


def test_two_threads_closing_at_once_close_it_once() -> None:
    # A Dask worker tears its two nbshot plugins down on two threads, each closing the
    # engine: both closed its loop, and the second raised. Twenty tries in a process
    # of its own (this one's engine stays up for the other tests).
    script = textwrap.dedent(
        """
        import asyncio, threading
        from nbshot.browser.engine import engine
        failed = []
        def close(start):
            start.wait()
            try:
                engine.close()
            except Exception as error:
                failed.append(repr(error))
        for _ in range(20):
            engine.run(asyncio.sleep(0))  # the loop and its thread running
            start = threading.Barrier(2)
            closers = [threading.Thread(target=close, args=(start,)) for _ in range(2)]
            for closer in closers:
                closer.start()
            for closer in closers:
                closer.join()
            assert not engine.running(), "still running after two closes"
        print(failed)
        """
    )
    done = subprocess.run(
        [sys.executable, "-c", script], capture_output=True, text=True, timeout=scaled(60)
    )
    assert (done.returncode, done.stdout.strip()) == (0, "[]"), done.stderr[-3000:]
