"""Flows scheduled from JupyterLab (nbshot/flow/scheduler.py): a real JupyterLab with
jupyter-scheduler, configured with nbshot's execution manager; a job created through
the scheduler's REST API runs the flow, and the run lands in nbshot's runs folder."""

from __future__ import annotations

import json
import os
import secrets
import shutil
import socket
import subprocess
import sys
import time
import urllib.request
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from flow_paths import TEST_FLOWS
from timing import scaled

pytest.importorskip("jupyter_scheduler", reason="needs jupyter-scheduler (the dev extras)")
pytestmark = pytest.mark.notebook


class Lab:
    def __init__(self, port: int, token: str, root: Path, log: Path) -> None:
        self.url, self.token, self.root = f"http://127.0.0.1:{port}", token, root
        self.log = log  # the server's output, and its jobs' (said when a test fails)

    def call(self, method: str, path: str, body: dict[str, Any] | None = None) -> Any:
        request = urllib.request.Request(
            f"{self.url}/{path}", method=method,
            data=json.dumps(body).encode() if body is not None else None,
            headers={"Authorization": f"token {self.token}",
                     "Content-Type": "application/json"},
        )  # fmt: skip
        with urllib.request.urlopen(request, timeout=30) as answer:
            return json.loads(answer.read() or b"null")


@pytest.fixture(scope="module")
def lab(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Lab]:
    """JupyterLab on 127.0.0.1 whose scheduler runs jobs with nbshot's manager; the
    runs folder comes from the project file in its root folder."""
    root = tmp_path_factory.mktemp("lab")
    state = tmp_path_factory.mktemp("lab-state")
    shutil.copy(TEST_FLOWS / "watch.ipynb", root / "watch.ipynb")
    (root / "nbshot.toml").write_text('runs = "reports/runs"\n')
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        port = int(sock.getsockname()[1])
    token = secrets.token_hex(16)
    env = {**os.environ, "JUPYTER_CONFIG_DIR": str(state / "config"),
           "JUPYTER_RUNTIME_DIR": str(state / "runtime"),
           "JUPYTER_DATA_DIR": str(state / "data")}  # fmt: skip
    env.pop("NBSHOT_SCHEDULER_RUNS", None)
    command = [
        sys.executable, "-m", "jupyterlab", "--no-browser", "--ServerApp.ip=127.0.0.1",
        f"--ServerApp.port={port}", "--ServerApp.port_retries=0",
        f"--IdentityProvider.token={token}", f"--ServerApp.root_dir={root}",
        f"--SchedulerApp.db_url=sqlite:///{state / 'scheduler.sqlite'}",
        f"--Scheduler.staging_path={state / 'staging'}",
        "--Scheduler.execution_manager_class=nbshot.flow.scheduler.FlowExecutionManager",
        "--LabApp.check_for_updates_class=jupyterlab.NeverCheckForUpdate",
        "--LabApp.news_url=None",
    ]  # fmt: skip
    if os.geteuid() == 0:
        command.append("--allow-root")
    log = (state / "lab.log").open("w")
    server = subprocess.Popen(command, env=env, stdout=log, stderr=subprocess.STDOUT)
    try:
        deadline = time.monotonic() + scaled(60)
        while True:
            assert server.poll() is None, (state / "lab.log").read_text()[-3000:]
            try:
                urllib.request.urlopen(f"http://127.0.0.1:{port}/api/status?token={token}",
                                       timeout=2)  # fmt: skip
                break
            except OSError:
                assert time.monotonic() < deadline, "JupyterLab did not answer"
                time.sleep(0.2)
        yield Lab(port, token, root, state / "lab.log")
    finally:
        server.terminate()
        try:
            server.wait(scaled(15))
        except subprocess.TimeoutExpired:
            server.kill()
        log.close()


def _finished(lab: Lab, job_id: str) -> dict[str, Any]:
    deadline = time.monotonic() + scaled(180)
    while True:
        job: dict[str, Any] = lab.call("GET", f"scheduler/jobs/{job_id}")
        # A new job reads "STOPPED" until its process starts it ("IN_PROGRESS").
        if job["status"] in ("COMPLETED", "FAILED"):
            return job
        assert time.monotonic() < deadline, f"the job is still {job['status']}"
        time.sleep(0.5)


def test_a_job_for_a_flow_runs_and_lands_in_the_runs_folder(lab: Lab) -> None:
    created = lab.call("POST", "scheduler/jobs", {
        "input_uri": "watch.ipynb", "name": "watch every morning",
        "runtime_environment_name": "", "output_formats": ["ipynb", "html"],
        "parameters": {"url": "demo:/settings"},
    })  # fmt: skip
    job = _finished(lab, created["job_id"])
    assert job["status"] == "COMPLETED", (job.get("status_message"), lab.log.read_text()[-4000:])
    runs = lab.root / "reports" / "runs" / "watch"
    (folder,) = [p for p in runs.iterdir() if p.is_dir()]
    manifest = json.loads((folder / "run.json").read_text())
    assert manifest["status"] == "ok" and manifest["params"] == {"url": "demo:/settings"}
    assert (folder / "report.html").is_file() and (folder / "page.png").is_file()
    assert (folder / "junit.xml").is_file() and manifest["changes"] is None  # a first run
    assert folder.name in (lab.root / "reports" / "runs" / "index.html").read_text()
    assert (runs / "index.html").is_file()  # the flow's history page
    # The job's own files are the run's: jupyter-scheduler's job page links them.
    formats = {f["file_format"]: f for f in job["job_files"]}
    assert {"ipynb", "html"} <= set(formats)
