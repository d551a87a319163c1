"""Retried runs (nbshot/flow/attempts.py): real runs, in real kernels, of a flow that
fails on purpose until a given attempt (tests/flow/flows/counts.ipynb writes the time
each attempt starts to a counter file). Each attempt is kept; the waits between them
are measured from run.json's timestamps and the kernels' own clocks; what reads a run
folder (runs(), JUnit, the history pages, a webhook) shows a flaky run as one."""

from __future__ import annotations

import asyncio
import json
import threading
import time
from collections.abc import Iterator
from datetime import datetime
from pathlib import Path
from typing import Any
from xml.etree import ElementTree as ET

import pytest
from flow_paths import TEST_FLOWS
from test_notify import Receiver
from timing import quick, scaled, wait_until

import nbshot
from nbshot.project import file as project_file

pytestmark = [pytest.mark.notebook, pytest.mark.usefixtures("no_project_left")]

COUNTS = TEST_FLOWS / "counts.ipynb"


@pytest.fixture
def receiver() -> Iterator[Receiver]:
    found = Receiver()
    yield found
    found.close()


def counts(folder: Path, passes_on: int, **options: Any) -> nbshot.FlowRun:
    """A run of the counts flow: its attempt ``passes_on`` passes (0: none does)."""
    params = {"counter": str(folder / "counter"), "passes_on": passes_on}
    return nbshot.run_flow(COUNTS, params, out_dir=folder / "runs", progress=False, **options)


def kernel_clock(folder: Path) -> list[float]:
    """When each attempt's kernel ran its first cell (time.time(), in the kernel)."""
    return [float(line) for line in (folder / "counter").read_text().split()]


def at(stamp: str) -> float:
    return datetime.fromisoformat(stamp).timestamp()


def use_project(folder: Path, text: str) -> None:
    (folder / "nbshot.toml").write_text(text)
    project_file.use(folder / "nbshot.toml")


def test_a_run_that_passes_on_its_second_attempt_is_flaky_and_keeps_both(
    tmp_path: Path, receiver: Receiver
) -> None:
    use_project(tmp_path, "[flows.counts]\nretries = 2\nretry_delay = 0.05\n\n[notify]\n"
                f'url = "{receiver.url}/hook"\non = ["fail", "flaky"]\n')  # fmt: skip
    run = counts(tmp_path, passes_on=2)
    assert (run.status, run.ok, len(kernel_clock(tmp_path))) == ("flaky", True, 2)
    first, second = run.attempts
    assert first["status"] == "failed" and first["folder"] == "attempts/1"
    assert first["error"] == "RuntimeError: attempt 1 failed on purpose"
    assert first["cell_index"] == 3 and first["waited"] == 0
    assert second["status"] == "ok" and second["error"] is None and second["folder"] == "."
    # The first attempt, kept: its executed notebook with the error, its report, its end.
    kept = run.folder / "attempts" / "1"
    assert "attempt 1 failed on purpose" in (kept / "notebook.ipynb").read_text()
    assert "attempt 1 failed on purpose" in (kept / "report.html").read_text()
    said = json.loads((kept / "attempt.json").read_text())
    assert said["status"] == "failed" and said["error"]["ename"] == "RuntimeError"
    assert said["report"] == "report.html"
    # The last attempt's files are where a run's are.
    assert "passed on attempt 2" in run.notebook.read_text()
    assert "attempt 1 failed on purpose" not in run.notebook.read_text()
    report = run.report.read_text() if run.report else ""
    assert "flaky in" in report and "Passed on attempt 2" in report
    assert 'href="attempts/1/report.html"' in report
    assert "flaky in" in (run.folder / "index.md").read_text()
    # JUnit: passed, saying on which attempt; the cell that failed first says so too.
    suite = ET.parse(run.folder / "junit.xml").getroot()[0]
    properties = {p.get("name"): p.get("value") for p in suite.iter("property")}
    assert (properties["status"], properties["attempts"]) == ("flaky", "2")
    assert suite.get("failures") == "0" and suite.find("testcase/failure") is None
    assert (suite.findtext("system-out") or "").startswith("counts passed on attempt 2")
    (flaky,) = suite.findall("testcase/flakyFailure/..")
    assert (flaky.get("name") or "").startswith("cell 3: ")
    # runs(), the flow's history page and the runs index.
    row = nbshot.runs(out_dir=tmp_path / "runs").iloc[0]
    assert (row.status, row.attempts) == ("flaky", 2)
    page = (tmp_path / "runs" / "counts" / "index.html").read_text()
    assert '<td class="flaky"><b>flaky</b>' in page and "passed on attempt 2" in page
    assert 'id="status-flaky"' in (tmp_path / "runs" / "index.html").read_text()
    # The webhook listens to flaky: one POST, saying so.
    ((path, told),) = receiver.calls
    assert path == "/hook" and told["status"] == "flaky" and told["events"] == ["flaky"]
    assert told["text"].startswith("nbshot: counts flaky: passed on attempt 2 (flaky)\n")
    assert told["attempt"] == 2 and [a["status"] for a in told["attempts"]] == ["failed", "ok"]


def test_a_flaky_run_alerts_nobody_by_default_and_is_no_change_after_an_ok_one(
    tmp_path: Path, receiver: Receiver
) -> None:
    counter = tmp_path / "counter"
    counter.write_text("0\n")  # the first run's first attempt is the counter's second
    ok = counts(tmp_path, passes_on=2, retries=1, retry_delay=0, notify=receiver.url)
    assert ok.status == "ok" and len(ok.attempts) == 1 and not (ok.folder / "attempts").exists()
    counter.write_text("")
    flaky = counts(tmp_path, passes_on=2, retries=1, retry_delay=0, notify=receiver.url)
    assert flaky.status == "flaky" and flaky.changes is not None
    assert flaky.changes["status"] == {"before": "ok", "after": "flaky"}
    assert flaky.changes["changed"] is False
    assert receiver.calls == []  # [notify] on's default: fail, recover, changes
    counter.write_text("")
    failed = counts(tmp_path, passes_on=2, retries=0, notify=receiver.url)
    assert failed.status == "failed" and [c["status"] for _, c in receiver.calls] == ["failed"]


def test_a_run_that_always_fails_ends_failed_after_each_wait_doubled(
    tmp_path: Path, receiver: Receiver
) -> None:
    run = counts(tmp_path, passes_on=0, retries=3, retry_delay=0.3, notify=receiver.url)
    waits = [0.3, 0.6, 1.2]
    assert run.status == "failed" and [a["status"] for a in run.attempts] == ["failed"] * 4
    assert run.error is not None and run.error.evalue == "attempt 4 failed on purpose"
    starts = kernel_clock(tmp_path)
    assert len(starts) == 4
    for earlier, later, wait in zip(run.attempts[:-1], run.attempts[1:], waits, strict=True):
        gap = at(later["started"]) - at(earlier["ended"])  # the run's clock: end to start
        assert wait <= gap < wait + quick(1.0), (earlier, later)
        assert wait <= later["waited"] < wait + quick(0.3)
    for earlier, later, wait in zip(starts[:-1], starts[1:], waits, strict=True):
        assert later - earlier > wait  # the kernels' own clocks agree
    for number in (1, 2, 3):
        kept = run.folder / "attempts" / str(number)
        assert f"attempt {number} failed on purpose" in (kept / "notebook.ipynb").read_text()
    assert "attempt 4 failed on purpose" in run.notebook.read_text()
    suite = ET.parse(run.folder / "junit.xml").getroot()[0]
    (case,) = suite.findall("testcase/failure/..")
    assert len(case.findall("rerunFailure")) == 3 and case.find("flakyFailure") is None
    assert (suite.findtext("system-out") or "").startswith("counts failed after 4 attempts")
    ((_, told),) = receiver.calls
    assert told["text"].startswith("nbshot: counts failed after 4 attempts (failed)")


def test_only_the_statuses_of_retry_on_are_retried(tmp_path: Path) -> None:
    failed = counts(tmp_path, passes_on=2, retries=2, retry_delay=0, retry_on=["timeout"])
    assert failed.status == "failed" and len(failed.attempts) == 1
    assert len(kernel_clock(tmp_path)) == 1 and not (failed.folder / "attempts").exists()
    died = nbshot.run_flow(TEST_FLOWS / "dies.ipynb", out_dir=tmp_path / "runs", progress=False,
                           retries=1, retry_delay=0, retry_on=["kernel-died"])  # fmt: skip
    assert died.status == "kernel-died"
    assert [a["status"] for a in died.attempts] == ["kernel-died", "kernel-died"]


def _in_thread(target: Any) -> tuple[threading.Thread, list[Any]]:
    found: list[Any] = []
    thread = threading.Thread(target=lambda: found.append(target()), daemon=True)
    thread.start()
    return thread, found


def test_a_cancelled_run_is_not_retried(tmp_path: Path) -> None:
    cancel = threading.Event()
    runs = tmp_path / "runs"
    options = {"out_dir": runs, "progress": False, "retries": 2, "retry_delay": 0}
    thread, found = _in_thread(
        lambda: nbshot.run_flow(TEST_FLOWS / "sleeps.ipynb", cancel=cancel, **options)
    )
    assert wait_until(lambda: list(runs.glob("sleeps/*/sleeping")), 60)  # in its sleep
    cancel.set()
    thread.join(scaled(30))
    (run,) = found
    assert run.status == "cancelled" and [a["status"] for a in run.attempts] == ["cancelled"]
    assert not (run.folder / "attempts").exists()


def _manifest_of(runs: Path) -> dict[str, Any]:
    found = list(runs.glob("counts/*/run.json"))
    return json.loads(found[0].read_text()) if found else {}


def test_cancelling_a_run_that_waits_to_retry_ends_it_at_once(tmp_path: Path) -> None:
    runs = tmp_path / "runs"

    async def start_then_cancel() -> float:
        task = asyncio.create_task(
            nbshot.run_flow_async(COUNTS, {"counter": str(tmp_path / "counter"), "passes_on": 0},
                                  out_dir=runs, progress=False, retries=2, retry_delay=600)
        )  # fmt: skip
        while [a.get("status") for a in _manifest_of(runs).get("attempts") or []] != ["failed"]:
            await asyncio.sleep(0.05)  # until attempt 1 has failed: the run is waiting
        task.cancel()
        cancelled = time.monotonic()
        with pytest.raises(asyncio.CancelledError):
            await task
        return cancelled

    cancelled = asyncio.run(asyncio.wait_for(start_then_cancel(), scaled(60)))
    assert wait_until(lambda: _manifest_of(runs)["status"] != "running", 30)
    # The run's thread wrote its end (the report, the runs pages) well before 600 s.
    assert time.monotonic() - cancelled < quick(15)
    manifest = _manifest_of(runs)
    assert manifest["status"] == "cancelled" and len(manifest["attempts"]) == 1
    assert manifest["error"]["message"] == (
        "The run was cancelled while waiting to try again "
        "(attempt 1 failed: RuntimeError: attempt 1 failed on purpose)"
    )
    assert manifest["error"]["cell_index"] == 3 and len(kernel_clock(tmp_path)) == 1
    (folder,) = [p for p in (runs / "counts").iterdir() if p.is_dir()]
    assert "attempt 1 failed on purpose" in (folder / "notebook.ipynb").read_text()


def test_a_batch_run_that_waits_to_retry_lends_its_place(tmp_path: Path) -> None:
    use_project(tmp_path, "[flows.counts]\nretries = 1\nretry_delay = 1\n")
    params = {"counter": str(tmp_path / "counter"), "passes_on": 0}
    retried, other = nbshot.run_flows(
        [(COUNTS, params), (TEST_FLOWS / "flaky.ipynb", {})], parallel=1, out_dir=tmp_path / "runs"
    )
    assert retried.status == "failed" and other.status == "ok"
    assert other.attempts and len(other.attempts) == 1  # [flows.counts] is counts' only
    first, second = (at(a["started"]) for a in retried.attempts)
    wait_from = at(retried.attempts[0]["ended"])
    other_from, other_to = at(other.attempts[0]["started"]), at(other.attempts[0]["ended"])
    # One place: the other run ran while counts waited, and counts waited for the place.
    assert first < wait_from <= other_from < other_to <= second
    assert retried.attempts[1]["waited"] >= 1


def test_each_attempt_keeps_its_captures_and_its_network_log(tmp_path: Path) -> None:
    run = nbshot.run_flow(TEST_FLOWS / "breaks.ipynb", out_dir=tmp_path / "runs", progress=False,
                          retries=1, retry_delay=0, har=True)  # fmt: skip
    assert run.status == "failed" and len(run.attempts) == 2
    kept = run.folder / "attempts" / "1"
    said = json.loads((kept / "attempt.json").read_text())
    assert [c["name"] for c in said["captures"]] == ["first"] and said["har"] == "network.har"
    assert (kept / "first.png").is_file() and (kept / "network.har").is_file()
    assert not (kept / ".har").exists()  # the HAR's parts, joined
    assert "data:image/png;base64" in (kept / "report.html").read_text()
    # The last attempt's own, where a run's are.
    assert [c.name for c in run.captures] == ["first"] and run.har is not None
    assert run.har.is_file() and not (run.folder / "attempts" / "2").exists()
