"""run_flow (nbshot/flow/execution.py): real papermill runs in real kernels against the
demo site, on a shared browser."""

from __future__ import annotations

import asyncio
import contextlib
import json
import os
import re
import signal
import subprocess
import sys
import threading
import time
from pathlib import Path

import pandas as pd
import pytest
from flow_paths import FLOWS, SHIPPED, TEST_FLOWS, pixels_equal
from processes import browser_pids, with_env
from timing import scaled, wait_until

import nbshot
from nbshot.flow.catalog import find_flow
from nbshot.model.a11y import A11yTree
from nbshot.secrets import MASK
from nbshot.vision import ScreenshotMetadata

pytestmark = pytest.mark.notebook


def test_unknown_parameter_lists_the_valid_ones_and_runs_nothing(tmp_path: Path) -> None:
    with pytest.raises(nbshot.InvalidArgument) as caught:
        nbshot.run_flow("homepage", {"colour": "red"}, folder=FLOWS, out_dir=tmp_path)
    assert "has no parameter 'colour'" in str(caught.value)
    assert "url (str), device (str), clock (str)" in str(caught.value)
    assert not any(tmp_path.iterdir())


def test_unknown_flow_lists_the_known_ones(tmp_path: Path) -> None:
    with pytest.raises(nbshot.InvalidArgument, match="Known flows: audit, homepage"):
        nbshot.run_flow("homepgae", folder=FLOWS, out_dir=tmp_path)


def test_unknown_kernel_is_a_clear_error(tmp_path: Path) -> None:
    with pytest.raises(nbshot.InvalidArgument, match="No Jupyter kernel called 'nope'"):
        nbshot.run_flow("homepage", folder=FLOWS, out_dir=tmp_path, kernel="nope")


def test_every_shipped_flow_runs_ok(shipped: dict[str, nbshot.FlowRun]) -> None:
    for name in SHIPPED:
        run = shipped[name]
        assert run.ok, run.error_text
        for file in ("notebook.ipynb", "report.html", "index.md", "run.json"):
            assert (run.folder / file).is_file(), f"{name} has no {file}"
        assert run.captures and all(c.path.is_file() for c in run.captures)


def test_homepage_records_a_shot_a_tree_and_a_description(
    shipped: dict[str, nbshot.FlowRun],
) -> None:
    records = shipped["homepage"].records
    assert isinstance(records["homepage"], nbshot.Shot)
    assert records["homepage"].title == "Acme Analytics"
    assert isinstance(records["tree"], A11yTree)
    assert records["tree"].find("Sign in").nodes
    assert isinstance(records["description"], ScreenshotMetadata)
    assert records["description"].title


def test_sign_in_flow_shows_the_error_state_then_the_dashboard(
    shipped: dict[str, nbshot.FlowRun],
) -> None:
    records = shipped["sign_in"].records
    assert records["errors"].url.endswith("/signin")
    assert "/dashboard?welcome=ada%40example.com" in records["signed_in"].url


def test_a_secret_flow_parameter_is_in_no_file_of_the_run(tmp_path: Path) -> None:
    password = "hunter2-flow-param-91c"
    run = nbshot.run_flow("sign_in", {"password": password}, folder=FLOWS, out_dir=tmp_path,
                          progress=False)  # fmt: skip
    assert run.ok, run.error_text  # signed in: the kernel read the value from its environment
    assert run.params["password"] == MASK
    files = [p for p in tmp_path.rglob("*") if p.is_file()]
    names = {p.name for p in files}
    assert {"index.html", "report.html", "run.json", "notebook.ipynb"} <= names
    assert [p for p in files if password.encode() in p.read_bytes()] == []
    notebook = (run.folder / "notebook.ipynb").read_text()
    assert 'password = \\"${NBSHOT_SECRET_PASSWORD}\\"' in notebook  # the kernel's value


def test_responsive_flow_captures_every_device_in_light_and_dark(
    shipped: dict[str, nbshot.FlowRun],
) -> None:
    run = shipped["responsive"]
    assert len(run.captures) == 6
    sizes = run.records["sizes"]
    assert isinstance(sizes, pd.DataFrame)
    assert list(sizes["scheme"]) == ["light", "dark"] * 3
    phone = sizes[sizes["device"] == "iPhone 13"].iloc[0]
    assert (phone["width"], phone["height"]) == (390 * 3, 664 * 3)  # device pixels
    dark = run.folder / "desktop-chrome-dark.png"
    light = run.folder / "desktop-chrome-light.png"
    assert not pixels_equal(dark, light)


def test_audit_flow_finds_the_problems_pages_deliberate_problems(
    shipped: dict[str, nbshot.FlowRun],
) -> None:
    records = shipped["audit"].records
    assert len(records["console_errors"]) >= 1
    assert records["failed_requests"]["status"].tolist() == [404]
    notes = " ".join(records["accessibility_notes"]["note"])
    assert "alt" in notes
    assert records["summary"]["failed_requests"] == 1
    assert {"a11y:image-alt", "a11y:label", "overflow"} <= set(records["findings"]["check"])
    assert records["summary"]["check_errors"] >= 6


def test_homepage_twice_gives_pixel_identical_pngs(
    shipped: dict[str, nbshot.FlowRun], runs_dir: Path
) -> None:
    again = nbshot.run_flow("homepage", folder=FLOWS, out_dir=runs_dir, progress=False)
    first = shipped["homepage"].folder / "homepage.png"
    assert again.ok
    assert pixels_equal(first, again.folder / "homepage.png")


def test_a_session_becomes_a_flow_that_replays_to_the_same_screen(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    with nbshot.open("demo:/signin") as session:
        tree = session.snapshot()
        email = tree.find("Email", role="textbox").nodes[-1].ref
        password = tree.find("Password", role="textbox").nodes[-1].ref
        button = tree.find("Sign in", role="button").nodes[-1].ref
        view = session.act(
            f"fill:{email}=grace@example.com", f"fill:{password}=long enough", f"click:{button}"
        )
        assert view.ok and "/dashboard" in view.url
        assert session.fields.keys() == {"email", "password"}
        path = session.to_flow(tmp_path / "replayed.ipynb", params=("url", "email"))
        with pytest.raises(nbshot.InvalidArgument, match="Possible parameters: url, clock, email"):
            session.to_flow(tmp_path / "other.ipynb", params=("url", "colour"))
    flow = find_flow(path, FLOWS)
    assert [p.name for p in flow.parameters] == ["url", "email"]
    assert flow.parameter("url").default == "demo:/signin"  # type: ignore[union-attr]
    steps_code = json.loads(path.read_text())["cells"][2]["source"]
    steps_code = "".join(steps_code) if isinstance(steps_code, list) else steps_code
    assert re.search(r":(f\d+)?e\d+\b", steps_code) is None, steps_code  # no refs left
    assert "click:role=button" in steps_code
    assert "long enough" not in path.read_text() and "${PASSWORD}" in steps_code
    monkeypatch.setenv("PASSWORD", "long enough")  # the typed password, read when replayed
    nbshot.configure(secrets=["PASSWORD"])  # once it is listed as a secret
    run = nbshot.run_flow(path, out_dir=tmp_path / "runs", progress=False)
    assert run.ok, run.error_text
    final = run.records["final"]
    assert final.url.split("/", 3)[3] == view.url.split("/", 3)[3]
    assert final.title == view.title
    # The session's own file may be overwritten by later sessions' views: compare bytes.
    assert pixels_equal(final.data, view.shot.data)
    other = nbshot.run_flow(path, {"email": "ada@example.com"}, out_dir=tmp_path / "runs")
    assert "welcome=ada%40example.com" in other.records["final"].url


@pytest.mark.skipif(sys.platform != "linux", reason="reads /proc")
def test_sigterm_cancels_a_run_keeps_its_folder_and_leaves_nothing_running(tmp_path: Path) -> None:
    command = [sys.executable, "-m", "nbshot", "run", str(TEST_FLOWS / "sleeps.ipynb"),
               "--out", str(tmp_path)]  # fmt: skip
    job = subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    deadline = time.monotonic() + 60
    while not list(tmp_path.glob("sleeps/*/sleeping")) and time.monotonic() < deadline:
        time.sleep(0.2)  # until the run is in the cell that sleeps (it leaves that mark)
    (folder,) = (tmp_path / "sleeps").iterdir()
    assert with_env("NBSHOT_RUN_DIR", str(folder)), "the kernel should be running"
    job.send_signal(signal.SIGTERM)
    sent = time.monotonic()
    _, err = job.communicate(timeout=30)
    # Within Docker's stop timeout (10 s, then SIGKILL); usually 2-4 s.
    assert time.monotonic() - sent < 10, err
    assert job.returncode == 1 and "cancelled" in err
    manifest = json.loads((folder / "run.json").read_text())
    assert manifest["status"] == "cancelled" and manifest["error"]["cell_index"] == 2
    assert (folder / "before.png").is_file() and (folder / "report.html").is_file()
    assert with_env("NBSHOT_RUN_DIR", str(folder)) == []


def test_cancelling_the_awaiting_task_cancels_the_run(tmp_path: Path) -> None:
    async def start_then_cancel() -> None:
        task = asyncio.create_task(
            nbshot.run_flow_async(TEST_FLOWS / "sleeps.ipynb", out_dir=tmp_path, progress=False)
        )
        while not list(tmp_path.glob("sleeps/*/before.png")):
            await asyncio.sleep(0.2)
        task.cancel()
        with pytest.raises(asyncio.CancelledError):
            await task

    asyncio.run(asyncio.wait_for(start_then_cancel(), 60))
    # the run's folder; the flow's folder also holds its history (history.jsonl, index.html)
    (folder,) = [p for p in (tmp_path / "sleeps").iterdir() if p.is_dir()]
    deadline = time.monotonic() + 10  # the run's thread writes its end just after
    while json.loads((folder / "run.json").read_text())["status"] == "running":
        assert time.monotonic() < deadline
        time.sleep(0.1)
    assert json.loads((folder / "run.json").read_text())["status"] == "cancelled"


def _descendants(root: int) -> list[int]:
    children: dict[int, list[int]] = {}
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit():
            try:
                parent = int((entry / "stat").read_text().rsplit(")", 1)[1].split()[1])
            except OSError:
                continue
            children.setdefault(parent, []).append(int(entry.name))
    found, todo = [], [root]
    while todo:
        for child in children.get(todo.pop(), []):
            found.append(child)
            todo.append(child)
    return found


@pytest.mark.skipif(sys.platform != "linux", reason="reads /proc")
def test_a_runs_shared_browser_killed_mid_run_the_run_goes_on(tmp_path: Path) -> None:
    done: dict[str, nbshot.FlowRun] = {}
    runner = threading.Thread(target=lambda: done.update(run=nbshot.run_flow(
        "browser_dies", folder=TEST_FLOWS, out_dir=tmp_path, timeout=120)))  # fmt: skip
    runner.start()
    assert wait_until(lambda: list(tmp_path.glob("browser_dies/*/captured")), 90)
    # The shared browser server's Chromium (not this process's own browser).
    own = set(browser_pids())
    killed = []
    for pid in _descendants(os.getpid()):
        with contextlib.suppress(OSError):
            command = Path(f"/proc/{pid}/cmdline").read_bytes()
            main = b"--remote-debugging-pipe" in command and b"--type=" not in command
            if main and pid not in own:
                os.kill(pid, signal.SIGKILL)
                killed.append(pid)
    assert killed, "the run should use a shared browser server"
    (folder,) = (tmp_path / "browser_dies").iterdir()
    (folder / "go").touch()
    runner.join(timeout=scaled(120))
    run = done["run"]
    assert run.status == "ok", run.error
    assert set(run.records) == {"before", "after"}  # the capture after the kill too
