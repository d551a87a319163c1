"""Flows and matrices on a real dask.distributed LocalCluster (2 worker processes).

Each worker keeps its own warm browser and kernel (the worker plugin), run folders
land in the caller's runs folder, shots come back into the caller's out_dir, and a
worker killed mid-batch costs no result and leaves no browser or kernel behind.
"""

from __future__ import annotations

import concurrent.futures
import io
import json
import os
import signal
import subprocess
import sys
import time
import uuid
from collections.abc import Iterator
from pathlib import Path

import pytest
from distributed import Client, LocalCluster
from PIL import Image
from processes import with_env
from timing import scaled

import nbshot

ROOT = Path(__file__).resolve().parents[2]
FLOWS = ROOT / "flows"
TEST_FLOWS = ROOT / "tests" / "flow" / "flows"
TAG = "NBSHOT_TEST_CLUSTER"

pytestmark = pytest.mark.notebook


def _wait_for_no_processes(tag: str, within: float = 30.0) -> list[int]:
    deadline = time.monotonic() + scaled(within)
    while (left := with_env(TAG, tag)) and time.monotonic() < deadline:
        time.sleep(0.5)
    return left


@pytest.fixture(scope="module")
def cluster() -> Iterator[tuple[Client, str]]:
    """Two worker processes, one thread each, tagged so their processes can be found."""
    tag = uuid.uuid4().hex
    with (
        LocalCluster(
            n_workers=2,
            threads_per_worker=1,
            processes=True,
            dashboard_address=None,
            env={TAG: tag},
        ) as local,  # fmt: skip
        Client(local) as client,
    ):
        yield client, tag
    assert _wait_for_no_processes(tag) == [], "a browser or kernel outlived the cluster"


def _kept(name: str, remote: bytes, local: bytes) -> Path:
    """Keep a pair that differs where a person can look at it (a flake needs its pictures)."""
    folder = Path(os.environ.get("NBSHOT_TEST_ARTIFACTS") or ROOT / "nbshot-out" / "test-artifacts")
    folder = folder / "cluster"
    folder.mkdir(parents=True, exist_ok=True)
    (folder / f"{name}-cluster.png").write_bytes(remote)
    (folder / f"{name}-local.png").write_bytes(local)
    return folder


def test_a_batch_of_flow_runs_writes_their_folders_manifests_and_index(
    cluster: tuple[Client, str], tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    client, _ = cluster
    # Four runs: two rounds on the two workers, each parameter taking two values.
    clocks = [f"2025-0{month}-01T12:00:00+00:00" for month in range(1, 3)]
    batch = [("homepage", {"device": device, "clock": clock})
             for device in ("", "iPhone 13") for clock in clocks]  # fmt: skip
    runs = nbshot.run_flows(batch, folder=FLOWS, out_dir=tmp_path, client=client)
    bars = [line for line in capsys.readouterr().err.split("\r") if "%|" in line]
    assert bars and "4/4" in bars[-1]  # one bar for the batch, none per run
    assert all(line.startswith("Runs:") for line in bars)

    assert [r.status for r in runs] == ["ok"] * 4
    for run, (_, params) in zip(runs, batch, strict=True):
        manifest = json.loads((run.folder / "run.json").read_text())
        assert manifest["params"]["clock"] == params["clock"]
        assert manifest["params"]["device"] == params["device"]
        assert run.folder.parent == tmp_path / "homepage"
        assert (run.folder / "homepage.png").is_file() and run.report is not None
    index = (tmp_path / "index.html").read_text()
    assert all(run.run_id in index for run in runs)
    assert set(nbshot.runs(out_dir=tmp_path).run_id) == {r.run_id for r in runs}
    # Each worker warmed a kernel and a browser once, and the dashboard names tasks by flow.
    prefixes = client.run_on_scheduler(lambda dask_scheduler: list(dask_scheduler.task_prefixes))
    assert "flow homepage" in prefixes


def test_matrix_on_the_cluster_draws_the_pictures_the_local_one_draws(
    cluster: tuple[Client, str], demo: nbshot.DemoSite, tmp_path: Path
) -> None:
    client, _ = cluster
    targets = {"home": demo.url + "/", "dashboard": demo.url + "/dashboard"}
    matrix = {"devices": ["desktop", "phone"], "variants": ["light", "dark"], "progress": False}
    there = nbshot.capture_matrix(targets, client=client, out_dir=tmp_path / "there", **matrix)
    here = nbshot.capture_matrix(targets, out_dir=tmp_path / "here", **matrix)

    assert there.ok and len(there) == 8
    assert [s.name for s in there] == [s.name for s in here]
    for remote, local in zip(there, here, strict=True):
        assert remote.path == tmp_path / "there" / f"{remote.name}.png"
        assert remote.path.read_bytes() == remote.data
        assert remote.options["device"] == local.options["device"]
        difference = _pixel_difference(remote.data, local.data)
        kept = _kept(remote.name, remote.data, local.data) if difference else None
        assert difference is None, f"{remote.name}: {difference} (both kept in {kept})"
    prefixes = client.run_on_scheduler(lambda dask_scheduler: list(dask_scheduler.task_prefixes))
    assert "capture home@phone/dark" in prefixes
    # The plugin launched each worker's browser once; its 4 or so captures reused it.
    assert set(client.run(_browser_launches).values()) == {1}


def test_a_worker_killed_mid_batch_costs_no_run_and_leaves_nothing_behind(
    cluster: tuple[Client, str], tmp_path: Path
) -> None:
    client, tag = cluster
    pids = client.run(os.getpid)
    batch = [("sleeps", {"seconds": 3.0})] * 2  # one on each worker
    with concurrent.futures.ThreadPoolExecutor(1) as caller:
        pending = caller.submit(nbshot.run_flows, batch, folder=TEST_FLOWS, out_dir=tmp_path,
                                client=client, progress=False)  # fmt: skip
        victim = None
        deadline = time.monotonic() + scaled(60)
        while victim is None and time.monotonic() < deadline:
            busy = [w for w, keys in client.processing().items() if keys]
            if busy and list(tmp_path.glob("sleeps/*/before.png")):  # a run is mid-flow
                victim = busy[0]
            time.sleep(0.2)
        assert victim is not None, "no run started"
        os.kill(pids[victim], signal.SIGKILL)
        runs = pending.result(timeout=scaled(240))

    assert [r.status for r in runs] == ["ok"] * 2  # the lost run ran again elsewhere
    folders = sorted(p.name for p in (tmp_path / "sleeps").iterdir() if p.is_dir())
    assert folders == sorted(r.run_id for r in runs)  # retried in place: no stale "running"
    # The killed worker's browser server and kernel went with it (the nanny started a new one).
    alive = set(with_env(TAG, tag))
    assert pids[victim] not in alive


@pytest.fixture(scope="module")
def s3(tmp_path_factory: pytest.TempPathFactory) -> Iterator[dict[str, str]]:
    """A local S3 (moto's server, S3's wire protocol on loopback) with a bucket, and the
    environment that points s3fs at it."""
    import fsspec
    from moto.server import ThreadedMotoServer

    server = ThreadedMotoServer(ip_address="127.0.0.1", port=0, verbose=False)
    server.start()
    env = {"AWS_ACCESS_KEY_ID": "test", "AWS_SECRET_ACCESS_KEY": "test",
           "AWS_DEFAULT_REGION": "us-east-1",
           "FSSPEC_S3_ENDPOINT_URL": f"http://127.0.0.1:{server._server.port}",
           # The local mirror of the bucket's runs, out of the home folder.
           "XDG_CACHE_HOME": str(tmp_path_factory.mktemp("cache"))}  # fmt: skip
    saved = dict(os.environ)
    os.environ.update(env)
    try:
        fsspec.config.set_conf_env(fsspec.config.conf)  # re-read FSSPEC_S3_* now
        fsspec.filesystem("s3", skip_instance_cache=True).mkdir("nbshot-runs")
        yield env
    finally:
        os.environ.clear()
        os.environ.update(saved)
        fsspec.config.conf.pop("s3", None)
        server.stop()


def test_runs_written_to_an_s3_url_are_read_back(
    cluster: tuple[Client, str], s3: dict[str, str]
) -> None:
    import fsspec

    client, _ = cluster
    client.run(_set_env, s3)  # the workers' credentials and endpoint
    url = f"s3://nbshot-runs/team-{uuid.uuid4().hex[:6]}"
    batch = [("homepage", {"clock": "2025-01-01T12:00:00+00:00"}), "homepage"]
    there = nbshot.run_flows(batch, folder=FLOWS, out_dir=url, client=client, progress=False)
    here = nbshot.run_flow(FLOWS / "homepage.ipynb", out_dir=url, progress=False)  # no cluster

    assert [r.status for r in [*there, here]] == ["ok"] * 3
    fs = fsspec.filesystem("s3", skip_instance_cache=True)
    root = url.removeprefix("s3://")
    for run in [*there, here]:
        assert (run.folder / "homepage.png").is_file()  # the caller's copy, whole
        remote = json.loads(fs.cat(f"{root}/homepage/{run.run_id}/run.json"))
        assert remote["status"] == "ok" and remote["run_id"] == run.run_id
        assert fs.exists(f"{root}/homepage/{run.run_id}/report.html")
    index = fs.cat(f"{root}/index.html").decode()
    assert all(run.run_id in index for run in [*there, here])
    listed = nbshot.runs(out_dir=url)
    assert set(listed.run_id) == {r.run_id for r in [*there, here]}
    assert set(listed.folder) == {f"{url}/homepage/{r.run_id}" for r in [*there, here]}


def _browser_launches() -> int:
    from nbshot.browser.engine import engine

    return engine.launches


def _set_env(env: dict[str, str]) -> None:
    import fsspec.config

    os.environ.update(env)
    fsspec.config.set_conf_env(fsspec.config.conf)


def test_a_projects_profile_is_checked_and_compared_on_the_cluster(
    cluster: tuple[Client, str], tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
    closed_port: int,
) -> None:  # fmt: skip
    """The app that needs a cookie (tests/project/app.py): each worker starts signed in."""
    from nbshot.project import app_server
    from nbshot.project import file as project_file

    client, _ = cluster
    app = ROOT / "tests" / "project" / "app.py"
    (tmp_path / "nbshot.toml").write_text(
        f'base_url = "http://127.0.0.1:{closed_port}"\n[server]\n'
        f'command = ["{sys.executable}", "{app}", "{closed_port}"]\n'
        f'ready_url = "http://127.0.0.1:{closed_port}/signin"\n'
        '[sign_in]\nurl = "/signin"\nsteps = ["fill:#password=open sesame", "click:button",\n'
        '         "wait:text=Welcome back"]\n'
        '[profiles.smoke]\ntargets = ["/", "/settings"]\ndevices = ["desktop", "phone"]\n'
    )
    monkeypatch.chdir(tmp_path)
    try:
        findings = nbshot.check(profile="smoke", checks=["console"], client=client)
        errors = [f for f in findings if "quota service down" in f.message]
        assert {f.device for f in errors} == {"desktop", "phone"}  # signed in on the workers
        first = nbshot.compare(profile="smoke", baselines=tmp_path / "base", client=client)
        assert [c.status for c in first.changes] == ["new"] * 4
        assert {c.shot.title for c in first.changes} == {"Inbox", "Settings"}
    finally:
        project_file.use(None)
        app_server.stop_all()
    prefixes = client.run_on_scheduler(lambda dask_scheduler: list(dask_scheduler.task_prefixes))
    assert "check /settings" in prefixes


def test_a_chain_runs_level_by_level_on_the_cluster(
    cluster: tuple[Client, str], tmp_path: Path
) -> None:
    """chain_sink needs chain_source (tests/flow/flows): one task per flow, the needed
    one's records reach the other through the shared runs folder."""
    from nbshot.flow.chain import run_chain

    client, _ = cluster
    chain = run_chain(TEST_FLOWS / "chain_sink.ipynb", out_dir=tmp_path, client=client,
                      progress=False)  # fmt: skip
    assert chain.ok, [r.error_text for r in chain.runs]
    source, sink = chain.runs
    assert (source.flow, sink.flow) == ("chain_source", "chain_sink")
    got = sink.records["got"]
    assert got["word"] == "hello!" and got["pic"] == str(source.folder / "pic.png")
    assert [c["run_id"] for c in sink.manifest["chain"]] == [source.run_id, sink.run_id]
    prefixes = client.run_on_scheduler(lambda dask_scheduler: list(dask_scheduler.task_prefixes))
    assert "flow chain_source" in prefixes and "flow chain_sink" in prefixes


def _ran_on_workers(client: Client, runs: list[nbshot.FlowRun]) -> bool:
    """Each run was carried out by one of the cluster's worker processes (its owner)."""
    workers = set(client.run(os.getpid).values())
    return all(run.manifest["owner"]["pid"] in workers for run in runs)


def test_run_flow_with_a_client_runs_what_the_flow_needs_first_on_the_cluster(
    cluster: tuple[Client, str], tmp_path: Path
) -> None:
    client, _ = cluster
    run = nbshot.run_flow(TEST_FLOWS / "chain_sink.ipynb", {"suffix": "?"}, out_dir=tmp_path,
                          client=client, progress=False)  # fmt: skip
    assert run.ok, run.error_text
    [source] = [nbshot.FlowRun.load(f) for f in (tmp_path / "chain_source").iterdir() if f.is_dir()]
    assert run.records["got"]["word"] == "hello?" and run.records["got"]["pic_bytes"] > 0
    assert [c["run_id"] for c in run.manifest["chain"]] == [source.run_id, run.run_id]
    assert source.ended is not None and source.ended <= run.started  # needed first
    assert _ran_on_workers(client, [source, run]) and os.getpid() not in {
        source.manifest["owner"]["pid"], run.manifest["owner"]["pid"]
    }  # fmt: skip


def test_nbshot_run_dask_runs_the_chain_on_the_scheduler_at_an_address(
    cluster: tuple[Client, str], tmp_path: Path
) -> None:
    client, _ = cluster
    address = client.scheduler.address
    done = subprocess.run(
        [sys.executable, "-m", "nbshot", "run", "chain_sink", "--flows", str(TEST_FLOWS),
         "--out", str(tmp_path), "--dask", address],
        capture_output=True, text=True, timeout=scaled(300), check=False,
    )  # fmt: skip
    assert done.returncode == 0, done.stderr[-3000:]
    sink = nbshot.FlowRun.load(Path(done.stdout.strip().splitlines()[-1]))
    [source] = [nbshot.FlowRun.load(f) for f in (tmp_path / "chain_source").iterdir() if f.is_dir()]
    assert f"chain_source {source.run_id}: ok (needed)" in done.stderr
    assert f"chain_sink {sink.run_id}: ok" in done.stderr
    assert sink.records["got"]["word"] == "hello!"
    assert _ran_on_workers(client, [source, sink])
    # Nobody is left connected: the command's client closed with it.
    clients = client.run_on_scheduler(lambda dask_scheduler: len(dask_scheduler.clients))
    assert clients <= 2, clients  # this test's client (and the scheduler's own, in some versions)
    bad = subprocess.run(
        [sys.executable, "-m", "nbshot", "run", "chain_sink", "--flows", str(TEST_FLOWS),
         "--out", str(tmp_path / "none"), "--dask", "tcp://127.0.0.1:9"],
        capture_output=True, text=True, timeout=scaled(120), check=False,
    )  # fmt: skip
    assert bad.returncode == 2 and "No Dask scheduler at client='tcp://127.0.0.1:9'" in bad.stderr
    assert "refused the connection" in bad.stderr  # said at once, not after Dask's 10 s
    assert not (tmp_path / "none").exists()


def _pixel_difference(a: bytes, b: bytes) -> str | None:
    """None when the two pictures draw the same thing, else how they differ.

    The strictest pixelmatch (threshold 0): every pixel must match except anti-aliased
    edge pixels. Chromium rarely draws the edge of a shape a few levels apart from one
    raster to the next (seen under load: 2 edge pixels of the home page's chart dot, 7
    levels apart); a 1 px shift, another device, variant or page differs in thousands.
    """
    with Image.open(io.BytesIO(a)) as first, Image.open(io.BytesIO(b)) as second:
        if first.size != second.size:
            return f"sizes {first.size} and {second.size}"
    found = nbshot.diff(a, b, threshold=0)
    return f"{found.count} pixels differ in {list(found.regions)}" if found.changed else None
