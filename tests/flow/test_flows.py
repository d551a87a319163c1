"""Flows: real papermill runs in real kernels against the demo site, on a shared browser."""

from __future__ import annotations

import asyncio
import io
import json
import re
import signal
import subprocess
import sys
import time
from pathlib import Path

import pandas as pd
import pytest
from PIL import Image, ImageChops
from processes import with_env

import nbshot
from nbshot.flow.catalog import coerce, find_flow
from nbshot.model.a11y import A11yTree
from nbshot.secrets import MASK
from nbshot.vision import ScreenshotMetadata

ROOT = Path(__file__).resolve().parents[2]
FLOWS = ROOT / "flows"
TEST_FLOWS = Path(__file__).resolve().parent / "flows"
SHIPPED = ["audit", "homepage", "responsive", "sign_in"]

pytestmark = pytest.mark.notebook


@pytest.fixture(scope="module")
def runs_dir(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return tmp_path_factory.mktemp("runs")


@pytest.fixture(scope="module")
def shipped(runs_dir: Path) -> dict[str, nbshot.FlowRun]:
    """Every shipped flow, run once as a batch of 2 in parallel."""
    results = nbshot.run_flows(SHIPPED, folder=FLOWS, out_dir=runs_dir, parallel=2)
    return {r.flow: r for r in results}


def _pixels_equal(a: Path | bytes, b: Path | bytes) -> bool:
    def load(source: Path | bytes) -> Image.Image:
        return Image.open(io.BytesIO(source) if isinstance(source, bytes) else source)

    with load(a) as first, load(b) as second:
        return (
            first.size == second.size
            and ImageChops.difference(first.convert("RGB"), second.convert("RGB")).getbbox() is None
        )


# -- the catalogue -----------------------------------------------------------------------


def test_flows_lists_shipped_flows_with_titles_and_typed_parameters() -> None:
    table = nbshot.flows(FLOWS)
    assert sorted(table["name"]) == SHIPPED
    homepage = table.set_index("name").loc["homepage"]
    assert homepage["title"] == "Homepage"
    assert "accessibility tree" in homepage["description"]
    params = {p["name"]: p for p in homepage["parameters"]}
    assert params["url"] == {
        "name": "url", "type": "str", "default": "",
        "help": "the page; empty or demo:/... means the bundled demo site",
    }  # fmt: skip
    responsive = {p["name"]: p for p in table.set_index("name").loc["responsive"]["parameters"]}
    assert responsive["devices"]["type"] == "list"


def test_flows_folder_that_does_not_exist_is_a_clear_error(tmp_path: Path) -> None:
    with pytest.raises(nbshot.InvalidArgument, match="No flows folder"):
        nbshot.flows(tmp_path / "nope")


def test_parameters_given_as_strings_become_their_types() -> None:
    probe = find_flow(TEST_FLOWS / "probe.ipynb", FLOWS)
    values = coerce(probe, {"n": "5", "ratio": "2", "flag": "yes", "names": '["b", "c"]'})
    assert values == {"n": 5, "ratio": 2.0, "flag": True, "names": ["b", "c"]}
    assert coerce(probe, {"n": 7, "ratio": 1})["ratio"] == 1.0


@pytest.mark.parametrize(
    ("params", "message"),
    [
        ({"n": "five"}, "Parameter 'n' takes a int; 'five' is not one"),
        ({"flag": "maybe"}, "Parameter 'flag' takes a bool"),
        ({"names": '{"a": 1}'}, "Parameter 'names' takes a list"),
        ({"n": True}, "Parameter 'n' takes a int"),
        ({"label": 3}, "Parameter 'label' takes a str"),
    ],
)
def test_a_value_of_the_wrong_type_names_the_parameter(
    params: dict[str, object], message: str
) -> None:
    probe = find_flow(TEST_FLOWS / "probe.ipynb", FLOWS)
    with pytest.raises(nbshot.InvalidArgument, match=message.replace("(", r"\(")):
        coerce(probe, params)


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


# -- shipped flows -------------------------------------------------------------------------


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
    assert not _pixels_equal(dark, light)


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


def test_manifest_lists_captures_records_and_status(shipped: dict[str, nbshot.FlowRun]) -> None:
    run = shipped["homepage"]
    manifest = json.loads((run.folder / "run.json").read_text())
    assert manifest["status"] == "ok"
    assert manifest["flow"] == "homepage"
    assert manifest["captures"] == [{"name": "homepage", "path": "homepage.png", "metadata": None}]
    assert [r["name"] for r in manifest["records"]] == ["homepage", "tree", "description"]
    assert manifest["duration"] > 0 and manifest["ended"] >= manifest["started"]
    assert manifest["error"] is None
    timings = run.timings
    assert timings["duration"] == manifest["duration"]
    assert len(timings["cells"]) == 4 and all(t is not None for t in timings["cells"])


def test_report_is_self_contained_with_images_and_no_code(
    shipped: dict[str, nbshot.FlowRun],
) -> None:
    report = (shipped["homepage"].folder / "report.html").read_text()
    assert "data:image/png;base64," in report
    assert 'src="http' not in report  # no CDN scripts: opens offline
    assert "nbshot.capture(" not in report  # outputs only, unless asked
    assert "Homepage" in report and "ok in" in report


def test_runs_lists_past_runs_and_index_html_links_them(
    shipped: dict[str, nbshot.FlowRun], runs_dir: Path
) -> None:
    table = nbshot.runs(out_dir=runs_dir)
    assert set(SHIPPED) <= set(table["flow"])
    only = nbshot.runs("audit", out_dir=runs_dir)
    assert set(only["flow"]) == {"audit"}
    index = (runs_dir / "index.html").read_text()
    for name in SHIPPED:
        run = shipped[name]
        assert f"{name}/{run.run_id}/report.html" in index


def test_run_log_has_a_line_per_code_cell_with_timings(
    shipped: dict[str, nbshot.FlowRun], runs_dir: Path
) -> None:
    run = shipped["homepage"]
    log = nbshot.run_log(run.run_id, out_dir=runs_dir)
    assert log.manifest["run_id"] == run.run_id
    assert [c["status"] for c in log.cells] == ["completed"] * len(log.cells)
    assert all(c["duration"] is not None for c in log.cells)
    assert any(c["outputs"].get("record") for c in log.cells)
    assert nbshot.run_log("homepage:latest", out_dir=runs_dir).manifest["flow"] == "homepage"
    with pytest.raises(nbshot.InvalidArgument, match="No run 'nope'"):
        nbshot.run_log("nope", out_dir=runs_dir)


def test_homepage_twice_gives_pixel_identical_pngs(
    shipped: dict[str, nbshot.FlowRun], runs_dir: Path
) -> None:
    again = nbshot.run_flow("homepage", folder=FLOWS, out_dir=runs_dir, progress=False)
    first = shipped["homepage"].folder / "homepage.png"
    assert again.ok
    assert _pixels_equal(first, again.folder / "homepage.png")


# -- failures keep what was done -------------------------------------------------------------


def test_a_cell_that_raises_keeps_earlier_captures_and_its_video(tmp_path: Path) -> None:
    run = nbshot.run_flow(TEST_FLOWS / "breaks.ipynb", out_dir=tmp_path, video=True)
    assert run.status == "failed" and not run.ok
    assert run.error is not None
    assert (run.error.ename, run.error.evalue, run.error.cell_index) == (
        "ValueError", "the third cell broke", 2,
    )  # fmt: skip
    assert [c.name for c in run.captures] == ["first"]
    assert run.report is not None and "the third cell broke" in run.report.read_text()
    assert run.video is not None and run.video.stat().st_size > 1000
    manifest = json.loads((run.folder / "run.json").read_text())
    assert manifest["status"] == "failed" and manifest["error"]["cell_index"] == 2
    with pytest.raises(nbshot.FlowFailed, match="the third cell broke") as caught:
        nbshot.run_flow(TEST_FLOWS / "breaks.ipynb", out_dir=tmp_path, raise_on_error=True)
    assert caught.value.run.status == "failed"


def test_a_run_past_its_timeout_is_stopped_and_says_so(tmp_path: Path) -> None:
    run = nbshot.run_flow(TEST_FLOWS / "sleeps.ipynb", out_dir=tmp_path, timeout=8)
    assert run.status == "timeout"
    assert run.error is not None and "Timed out after 8 s" in run.error.message
    assert run.error.cell_index == 2  # time.sleep(seconds)
    assert [c.name for c in run.captures] == ["before"]
    assert run.duration is not None and run.duration < 30


def test_a_kernel_that_dies_says_so_and_where(tmp_path: Path) -> None:
    run = nbshot.run_flow(TEST_FLOWS / "dies.ipynb", out_dir=tmp_path)
    assert run.status == "kernel-died"
    assert run.error is not None and "kernel died" in run.error.message.lower()
    assert run.error.cell_index == 1
    assert (run.folder / "run.json").is_file()


# -- the kernel's environment -------------------------------------------------------------------


def test_a_run_pins_timezone_locale_motion_and_uses_the_shared_browser(tmp_path: Path) -> None:
    run = nbshot.run_flow(
        TEST_FLOWS / "probe.ipynb", {"n": "4", "flag": "true"}, out_dir=tmp_path, progress=False
    )
    assert run.ok, run.error_text
    records = run.records
    assert records["values"] == {"n": 4, "ratio": 0.5, "flag": True, "names": ["a"], "label": "x"}
    assert records["types"] == ["int", "float", "bool", "list", "str"]
    assert records["page"] == ["UTC", "en-US", True]
    assert records["browser"] == "remote"  # connected to the runner's browser server
    alone = nbshot.run_flow(
        TEST_FLOWS / "probe.ipynb", out_dir=tmp_path, progress=False, shared_browser=False
    )
    assert alone.records["browser"] in ("system", "playwright", "env", "setting")


# -- to_flow --------------------------------------------------------------------------------------


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
    assert _pixels_equal(final.data, view.shot.data)
    other = nbshot.run_flow(path, {"email": "ada@example.com"}, out_dir=tmp_path / "runs")
    assert "welcome=ada%40example.com" in other.records["final"].url


# -- CLI ----------------------------------------------------------------------------------


def _cli(*args: str, cwd: Path = ROOT) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "nbshot", *args], capture_output=True, text=True, cwd=cwd,
        timeout=300, check=False,
    )  # fmt: skip


def test_cli_run_exits_1_when_the_flow_fails_and_2_for_bad_parameters(tmp_path: Path) -> None:
    failed = _cli("run", str(TEST_FLOWS / "breaks.ipynb"), "--out", str(tmp_path))
    assert failed.returncode == 1
    assert "ValueError in cell 2: the third cell broke" in failed.stderr
    assert Path(failed.stdout.strip()).is_dir()
    bad = _cli("run", "homepage", "-p", "colour=red", "--out", str(tmp_path))
    assert bad.returncode == 2
    assert "Valid parameters: url (str), device (str), clock (str)" in bad.stderr


def test_cli_flows_lists_flows_and_their_parameters() -> None:
    done = _cli("flows")
    assert done.returncode == 0
    assert "sign_in: Sign in" in done.stdout
    assert "-p email='ada@example.com' (str)  # typed into the Email field" in done.stdout


def test_a_flow_run_shows_its_status_parameters_thumbnails_and_error(tmp_path: Path) -> None:
    run = nbshot.run_flow(TEST_FLOWS / "breaks.ipynb", {"message": "boom"}, out_dir=tmp_path)
    bundle = run._repr_mimebundle_()
    text = bundle["text/plain"]
    assert text.splitlines()[0] == "FlowRun breaks: failed"
    # Nothing that changes from run to run, so a stored notebook repeats when re-run.
    assert run.run_id not in str(bundle) and f"{run.duration:.1f} s" not in str(bundle)
    assert "params: message='boom'" in text and "error: ValueError in cell 2: boom" in text
    assert bundle["text/html"].count("data:image/jpeg;base64,") == 1  # a thumbnail
    assert nbshot.FlowRun.load(run.folder) == run
    with pytest.raises(nbshot.InvalidArgument, match="not a run folder"):
        nbshot.FlowRun.load(tmp_path)


# -- stopping a run from outside ----------------------------------------------------------------


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
    (folder,) = (tmp_path / "sleeps").iterdir()
    deadline = time.monotonic() + 10  # the run's thread writes its end just after
    while json.loads((folder / "run.json").read_text())["status"] == "running":
        assert time.monotonic() < deadline
        time.sleep(0.1)
    assert json.loads((folder / "run.json").read_text())["status"] == "cancelled"
