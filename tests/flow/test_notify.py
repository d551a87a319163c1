"""Webhooks (nbshot/flow/notify.py): real runs of a flow that fails then recovers,
told to a real HTTP receiver on 127.0.0.1; [notify] in a project file."""

from __future__ import annotations

import json
import threading
import time
from collections.abc import Iterator
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any

import pytest
from flow_paths import TEST_FLOWS

import nbshot
from nbshot.flow.notify import Delivery, post
from nbshot.project.file import load

pytestmark = pytest.mark.notebook

HOOK_PATH = "hook-path-s3cr3t-77a1"  # a secret part of the webhook's URL


class Receiver:
    """A webhook receiver: records each POST (path, JSON body) and each GET (path, {}),
    and answers the next of ``answers`` (then 200), with ``location`` as its Location."""

    def __init__(self, answers: list[int] | None = None, location: str = "") -> None:
        self.calls: list[tuple[str, dict[str, Any]]] = []
        self.answers = list(answers or [])
        receiver = self

        class Handler(BaseHTTPRequestHandler):
            def do_POST(self) -> None:
                length = int(self.headers["Content-Length"])
                receiver.calls.append((self.path, json.loads(self.rfile.read(length))))
                self.answer()

            def do_GET(self) -> None:  # what a followed 301, 302 or 303 would send
                receiver.calls.append((self.path, {}))
                self.answer()

            def answer(self) -> None:
                code = receiver.answers.pop(0) if receiver.answers else 200
                self.send_response(code)
                if location:
                    self.send_header("Location", location)
                self.end_headers()

            def log_message(self, format: str, *args: Any) -> None:
                pass

        self.server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.url = f"http://127.0.0.1:{self.server.server_port}"
        threading.Thread(
            target=self.server.serve_forever, kwargs={"poll_interval": 0.05}, daemon=True
        ).start()

    def close(self) -> None:
        self.server.shutdown()
        self.server.server_close()


class Trickler:
    """A webhook that reads the POST, then sends its answer one byte every 0.5 s until
    closed (its headers never end); ``gone`` is set when the caller has hung up."""

    ANSWER = b"HTTP/1.1 200 OK\r\nX-Slow: "

    def __init__(self) -> None:
        self.stop = threading.Event()
        self.gone = threading.Event()
        trickler = self

        class Handler(BaseHTTPRequestHandler):
            def do_POST(self) -> None:
                self.rfile.read(int(self.headers["Content-Length"]))
                sent = 0
                try:
                    while not trickler.stop.wait(0.5):
                        self.wfile.write(trickler.ANSWER[sent : sent + 1] or b"a")
                        sent += 1
                except OSError:  # the caller hung up
                    trickler.gone.set()
                    self.close_connection = True

            def log_message(self, format: str, *args: Any) -> None:
                pass

        self.server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.url = f"http://127.0.0.1:{self.server.server_port}"
        threading.Thread(
            target=self.server.serve_forever, kwargs={"poll_interval": 0.05}, daemon=True
        ).start()

    def close(self) -> None:
        self.stop.set()
        self.server.shutdown()
        self.server.server_close()


@pytest.fixture
def receiver() -> Iterator[Receiver]:
    found = Receiver()
    yield found
    found.close()


def test_one_webhook_for_the_failing_run_and_one_for_the_recovery(
    receiver: Receiver, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("HOOK_PATH", HOOK_PATH)
    nbshot.configure(secrets=["HOOK_PATH"])
    marker = tmp_path / "broken"
    runs = tmp_path / "runs"
    hook = receiver.url + "/${HOOK_PATH}"

    def run() -> nbshot.FlowRun:
        return nbshot.run_flow(TEST_FLOWS / "flaky.ipynb", {"marker": str(marker)},
                               out_dir=runs, progress=False, notify=hook)  # fmt: skip

    assert run().ok and receiver.calls == []  # a first run that is ok: nothing to say
    marker.write_text("the database is down")
    failed = run()
    assert failed.status == "failed" and len(receiver.calls) == 1
    marker.unlink()
    recovered = run()
    assert recovered.ok and len(receiver.calls) == 2
    (path, fail), (_, recover) = receiver.calls
    assert path == f"/{HOOK_PATH}"  # the secret expanded where it is called
    assert fail["events"] == ["fail", "changes"] and fail["status"] == "failed"
    assert fail["flow"] == "flaky" and fail["run_id"] == failed.run_id
    assert fail["previous_status"] == "ok" and fail["changes"]["status"] == {
        "before": "ok", "after": "failed"}  # fmt: skip
    assert "the database is down" in fail["error"]
    assert fail["report"] == (failed.folder / "report.html").as_uri()
    assert fail["text"].startswith("nbshot: flaky failed (failed, changed)")
    assert "Report: file://" in fail["text"]
    assert recover["events"] == ["recover", "changes"] and recover["status"] == "ok"
    assert recover["text"].startswith("nbshot: flaky recovered (ok after failed)")
    manifest = json.loads((recovered.folder / "run.json").read_text())
    assert manifest["notified"] == [{"url": hook, "status": 200, "tries": 1, "error": ""}]
    leaked = [
        p for p in tmp_path.rglob("*") if p.is_file() and HOOK_PATH.encode() in p.read_bytes()
    ]
    assert leaked == []  # the expanded URL is written nowhere


def test_a_receiver_that_answers_500_twice_gets_the_third_try(tmp_path: Path) -> None:
    flaky = Receiver([500, 500])
    try:
        (tmp_path / "broken").write_text("still broken")
        run = nbshot.run_flow(TEST_FLOWS / "flaky.ipynb", {"marker": str(tmp_path / "broken")},
                              out_dir=tmp_path / "runs", progress=False,
                              notify=flaky.url + "/hook")  # fmt: skip
    finally:
        flaky.close()
    assert len(flaky.calls) == 3 and flaky.calls[0] == flaky.calls[2]
    assert run.status == "failed"  # the flow's own status, whatever the webhook said
    manifest = json.loads((run.folder / "run.json").read_text())
    assert manifest["status"] == "failed"
    assert manifest["notified"] == [  # a URL without ${NAME}: its path is not kept
        {"url": flaky.url + "/…", "status": 200, "tries": 3, "error": ""}]  # fmt: skip


def test_a_webhook_that_never_answers_costs_the_run_nothing(tmp_path: Path) -> None:
    down = Receiver([500, 500, 500])
    delivery = post(down.url + "/hook", {"text": "x"}, tries=3, pause=0.01)
    down.close()
    assert (delivery.ok, delivery.status, delivery.tries, delivery.error) == (
        False, 500, 3, "HTTP 500")  # fmt: skip
    gone = post(down.url + "/hook", {"text": "x"}, tries=2, pause=0.01, timeout=2)
    assert gone.status is None and gone.tries == 2 and "Error" in gone.error
    refused = post("http://127.0.0.1:9/${NOT_LISTED_HOOK}", {"text": "x"})
    assert refused.tries == 0 and "not a secret this process may read" in refused.error


def test_a_webhook_that_trickles_its_answer_is_given_up_at_the_timeout() -> None:
    trickler = Trickler()
    timeout = 1.0
    outcome: list[Delivery] = []

    def call() -> None:
        outcome.append(post(trickler.url + "/hook", {"text": "x"}, tries=1, timeout=timeout))

    # post() on a thread of its own: without a bound it would wait as long as the trickle.
    caller = threading.Thread(target=call, daemon=True)
    started = time.monotonic()
    try:
        caller.start()
        caller.join(timeout * 4 + 2)
        elapsed = time.monotonic() - started
        assert outcome, f"post() still waiting after {elapsed:.1f} s (timeout={timeout})"
        (delivery,) = outcome
        assert (delivery.ok, delivery.status, delivery.tries) == (False, None, 1)
        assert "TimeoutError" in delivery.error
        assert trickler.gone.wait(5)  # the abandoned try hung up: it is not left reading
    finally:
        trickler.close()
        caller.join(5)


@pytest.mark.parametrize("code", [301, 302, 303, 307, 308])
def test_a_redirect_is_a_failed_try_and_is_not_followed(code: int, receiver: Receiver) -> None:
    moved = Receiver([code, code], location=receiver.url + "/elsewhere")
    try:
        delivery = post(moved.url + "/hook", {"text": "x"}, tries=2, pause=0.01, timeout=5)
    finally:
        moved.close()
    assert (delivery.ok, delivery.status, delivery.tries) == (False, code, 2)
    assert f"HTTP {code}" in delivery.error and "redirect" in delivery.error
    assert len(moved.calls) == 2  # tried again, like any failure
    assert receiver.calls == []  # the run's data went nowhere else


def test_notify_in_the_project_file_is_checked_when_it_loads(tmp_path: Path) -> None:
    project = tmp_path / "nbshot.toml"
    project.write_text(
        '[secrets]\nSLACK_HOOK = "the Slack webhook path"\n\n'
        '[notify]\nurl = "https://hooks.slack.com/services/${SLACK_HOOK}"\n'
        'on = ["fail", "recover"]\ntries = 5\nruns_url = "https://reports.example.com/runs/"\n'
    )
    notify = load(project).notify
    assert notify is not None
    assert notify.urls == ("https://hooks.slack.com/services/${SLACK_HOOK}",)
    assert (notify.on, notify.tries, notify.runs_url) == (
        ("fail", "recover"), 5, "https://reports.example.com/runs")  # fmt: skip
    for body, message in [
        ('[notify]\nurl = "https://x/${UNLISTED}"\n', r"notify.url: \$\{UNLISTED\} is not in"),
        ('[notify]\nurl = "ftp://x/"\n', "notify.url: 'ftp://x/' is not an http"),
        ('[notify]\nurl = "https://x/"\non = ["failure"]\n', "notify.on: 'failure' is not an"),
        ("[notify]\ntries = 2\n", "notify: has no url"),
    ]:
        project.write_text(body)
        with pytest.raises(nbshot.InvalidArgument, match=message) as caught:
            load(project)
        assert "nbshot.toml, line" in str(caught.value)


def test_a_notify_that_is_not_a_url_is_refused_before_the_run(tmp_path: Path) -> None:
    with pytest.raises(nbshot.InvalidArgument, match="is not an http"):
        nbshot.run_flow(TEST_FLOWS / "flaky.ipynb", out_dir=tmp_path, notify="hooks.example")
    assert not any(tmp_path.iterdir())
