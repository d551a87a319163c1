"""Kernels for runs (nbshot/flow/kernels.py): a spare started ahead is given the run's
environment and folder when taken, and a kernel can be stopped at once."""

from __future__ import annotations

import gc
import time
from pathlib import Path

import psutil
import pytest
from jupyter_core.utils import run_sync
from timing import scaled

import nbshot
from nbshot.config import Settings
from nbshot.flow import kernels
from nbshot.startup import NODE_COMPILE_CACHE, node_compile_cache

pytestmark = pytest.mark.notebook


def test_a_spare_taken_for_a_run_has_the_runs_environment_and_folder(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(nbshot.settings, "warm_kernels", True)
    # As in a notebook's process, which is not one of nbshot's own: no compile cache set.
    monkeypatch.delenv(NODE_COMPILE_CACHE, raising=False)
    kernels.spares.refill("python3")
    assert kernels.spares.status().get("python3") in ("ready", "starting")
    mark = tmp_path / "mark.txt"
    manager = kernels.spares.take("python3", {"FLOW_TEST_MARK": "given"}, str(tmp_path))
    assert manager is not None, "the spare kernel did not start"
    try:
        code = ("import os, pathlib\npathlib.Path('mark.txt').write_text("
                "os.environ['FLOW_TEST_MARK'] + '|' + os.getcwd() + '|' +"
                " os.environ.get('NODE_COMPILE_CACHE', ''))")  # fmt: skip
        assert kernels._execute(manager, code)
        # Its Playwright driver keeps compiled code as nbshot's own processes' do.
        cache = node_compile_cache()[NODE_COMPILE_CACHE]
        assert mark.read_text() == f"given|{tmp_path}|{cache}"
    finally:
        manager.finish(now=True)
    assert kernels.spares.status().get("python3") is None  # taken: none left until refilled


def test_no_spare_is_started_when_warm_kernels_are_off(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("NBSHOT_WARM_KERNELS", "0")  # as a parent process would set it
    monkeypatch.setattr(nbshot.settings, "warm_kernels", Settings().warm_kernels)
    kernels.spares.refill("python3")
    assert kernels.spares.status().get("python3") is None


def test_kill_stops_a_kernel_at_once(tmp_path: Path) -> None:
    manager = kernels.start("python3", {}, str(tmp_path))
    try:
        assert run_sync(manager.is_alive)()
        kernels.kill([manager])
        deadline = time.monotonic() + scaled(10)
        while run_sync(manager.is_alive)():
            assert time.monotonic() < deadline, "the kernel outlived SIGKILL"
            time.sleep(0.1)
    finally:
        manager.finish(now=True)


def test_a_runs_kernel_listens_on_sockets_of_its_own_not_on_picked_tcp_ports(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Over TCP, a port picked for a kernel can be taken by another process before the
    kernel binds it ("Address already in use": a run lost under load). A run's kernel
    listens on Unix sockets in an owner-only folder instead, whatever the length of
    the Jupyter runtime folder its connection file goes to; the folder goes with it."""
    runtime = tmp_path / ("long-runtime-folder-" * 4)
    monkeypatch.setenv("JUPYTER_RUNTIME_DIR", str(runtime))
    manager = kernels.start("python3", {}, str(tmp_path))
    try:
        assert kernels._execute(manager, "x = 1")
        assert manager.pid is not None and manager.transport == "ipc"
        folder = Path(manager.ip).parent
        assert folder.stat().st_mode & 0o077 == 0
        listening = {c.laddr for c in psutil.Process(manager.pid).net_connections("unix")}
        # shell, iopub, stdin, control, heartbeat
        assert {f"{manager.ip}-{n}" for n in range(1, 6)} <= listening
    finally:
        manager.finish(now=True)
    del manager
    gc.collect()
    assert not folder.exists()
