"""Shared fixtures: the demo site over real HTTP and a real Chromium (via nbshot's engine)."""

from __future__ import annotations

import atexit
import os
import shutil
import socket
import tempfile
from collections.abc import Iterator
from pathlib import Path

import pytest
from disks import SmallDisk
from sites import served

import nbshot
from nbshot.demo import DemoSite
from nbshot.startup import node_compile_cache

# No test shares a browser with another through the warm helper, nor leaves one running,
# nor reaches the helper of the person running the suite (`nbshot helper stop` in the
# docs stops this folder's). Processes the tests start inherit both. The helper tests
# (tests/browser/test_warm_helper.py, tests/page/test_pool.py) turn it on in folders of their own.
os.environ["NBSHOT_NO_HELPER"] = "1"
os.environ["NBSHOT_HELPER_DIR"] = tempfile.mkdtemp(prefix="nbshot-test-helper-")
atexit.register(shutil.rmtree, os.environ["NBSHOT_HELPER_DIR"], ignore_errors=True)
# A Dask dashboard on a port of its own: two LocalClusters at once (two xdist workers,
# or the docs' example beside a cluster test) would both ask for 8787, and the second
# fails to start. Dask reads this when it is imported, here and in processes started.
os.environ["DASK_DISTRIBUTED__SCHEDULER__DASHBOARD_ADDRESS"] = "127.0.0.1:0"
# No spare flow kernel started ahead after each run (NBSHOT_WARM_KERNELS=0), here and in
# the processes the tests start: a spare imports pandas and nbshot and starts Playwright's
# driver (about 2 s of CPU, against 0.3 s for a kernel started when a run needs it), and
# most test flows import neither; many spares were never taken before their process
# ended. It cost the suite CPU it was short of (tests/flow/test_attempts.py: 76 CPU-s
# with spares, 27 without). tests/flow/test_kernels.py and tests/mcp/test_faults.py
# turn them on.
os.environ["NBSHOT_WARM_KERNELS"] = "0"
nbshot.configure(warm_kernels=False)
# Every Playwright driver the tests start (about 340 a run: each worker's, each kernel's,
# server's and command's) keeps Node's compiled code, as nbshot's own processes do.
os.environ.update(node_compile_cache())

# Flows the tests run on purpose (one breaks, one sleeps, one kills its kernel), not
# notebooks for nbval.
collect_ignore_glob = ["flow/flows/*.ipynb"]
REAL_PAGES = Path(__file__).parent / "model" / "real_pages"


def pytest_report_header() -> str:
    import timing

    return (f"timing: limits x{timing.SLOWDOWN:g}, fast-path bounds x{timing.LOAD:g} "
            f"({timing.ENV}={os.environ.get(timing.ENV, '')!r})")  # fmt: skip


@pytest.fixture(scope="session")
def demo() -> Iterator[DemoSite]:
    """The bundled demo site on 127.0.0.1 at a free port, for the whole session."""
    with nbshot.serve_demo() as site:
        yield site


@pytest.fixture(scope="session", autouse=True)
def _captures_in_tmp(tmp_path_factory: pytest.TempPathFactory) -> None:
    """Keep default captures out of the user's home folder."""
    nbshot.configure(out_dir=tmp_path_factory.mktemp("captures"))


@pytest.fixture(autouse=True)
def _file_url_policy_restored() -> Iterator[None]:
    """An MCP server built in a test turns file URLs off process-wide, and a docs
    snippet may configure a Storybook or secrets; the next test starts with what was
    there."""
    allowed, storybook = nbshot.settings.allow_file_urls, nbshot.settings.storybook
    listed = nbshot.settings.secrets
    yield
    nbshot.settings.allow_file_urls, nbshot.settings.storybook = allowed, storybook
    nbshot.settings.secrets = listed


@pytest.fixture(scope="session")
def real_site() -> Iterator[str]:
    """tests/model/real_pages (TodoMVC, W3C ARIA examples) over HTTP on 127.0.0.1."""
    with served(REAL_PAGES) as port:
        yield f"http://127.0.0.1:{port}/"


@pytest.fixture(scope="session")
def matrix(tmp_path_factory: pytest.TempPathFactory) -> nbshot.Shots:
    """Two demo pages on desktop, phone and 800x600, light and dark+large-text (12 shots),
    made once per test process for the matrix, sheet and comparison tests."""
    return nbshot.capture_matrix(
        {"home": "demo:/", "signin": "demo:/signin"},
        devices=["desktop", "phone", (800, 600, 1, False)],
        variants=["light", "dark+large-text"],
        out_dir=tmp_path_factory.mktemp("matrix"),
    )


@pytest.fixture
def no_project_left(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """No project file from the environment; after the test, none in use and every app
    server it started stopped (project, server and sign-in tests use it)."""
    from nbshot.project import app_server
    from nbshot.project import file as project_file

    monkeypatch.delenv(project_file.ENV_CONFIG, raising=False)
    yield
    project_file.use(None)
    app_server.stop_all()


@pytest.fixture
def out(tmp_path: Path) -> Path:
    """A fresh output folder for one test."""
    return tmp_path / "shots"


@pytest.fixture
def closed_port() -> int:
    """A TCP port on 127.0.0.1 that nothing listens on (refuses connections)."""
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


@pytest.fixture
def small_disk(tmp_path: Path) -> Iterator[SmallDisk]:
    """A 256 KiB tmpfs mounted for the test (root only: CI runs as root), unmounted after."""
    import subprocess

    if os.geteuid() != 0:
        pytest.skip("mounting a tmpfs needs root (CI runs as root)")
    folder = tmp_path / "small-disk"
    folder.mkdir()
    subprocess.run(["mount", "-t", "tmpfs", "-o", "size=256k,mode=0700", "tmpfs", str(folder)],
                   check=True, capture_output=True)  # fmt: skip
    try:
        yield SmallDisk(folder)
    finally:
        subprocess.run(["umount", "-l", str(folder)], check=False, capture_output=True)
