"""Kernels for runs (nbshot/flow/kernels.py): a spare started ahead is given the run's
environment and folder when taken, and a kernel can be stopped at once."""

from __future__ import annotations

import time
from pathlib import Path

import pytest
from jupyter_core.utils import run_sync
from timing import scaled

import nbshot
from nbshot.config import Settings
from nbshot.flow import kernels

pytestmark = pytest.mark.notebook


def test_a_spare_taken_for_a_run_has_the_runs_environment_and_folder(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(nbshot.settings, "warm_kernels", True)
    kernels.spares.refill("python3")
    assert kernels.spares.status().get("python3") in ("ready", "starting")
    mark = tmp_path / "mark.txt"
    manager = kernels.spares.take("python3", {"FLOW_TEST_MARK": "given"}, str(tmp_path))
    assert manager is not None, "the spare kernel did not start"
    try:
        code = ("import os, pathlib\npathlib.Path('mark.txt').write_text("
                "os.environ['FLOW_TEST_MARK'] + '|' + os.getcwd())")  # fmt: skip
        assert kernels._execute(manager, code)
        assert mark.read_text() == f"given|{tmp_path}"
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
