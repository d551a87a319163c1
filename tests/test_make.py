"""The two commands' set-up (Makefile): `make demo` installs nbshot and what it needs to
run, never the development extras; `make test` adds them after that install, with a
stamp of its own so a later `make test` does not redo the first."""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

import pytest
from timing import scaled

ROOT = Path(__file__).resolve().parents[1]
INSTALL = "pip install --quiet --no-compile --disable-pip-version-check"
RUNTIME = f"{INSTALL} -e .\n"
DEV = f"{INSTALL} -e '.[dev]'"

pytestmark = pytest.mark.skipif(shutil.which("make") is None, reason="needs make")


def _planned(target: str) -> str:
    """What ``make TARGET`` would run from nothing (every target out of date)."""
    done = subprocess.run(["make", "-n", "-B", target], cwd=ROOT, capture_output=True,
                          text=True, timeout=scaled(30), check=True)  # fmt: skip
    return done.stdout


def test_make_demo_installs_no_development_extra() -> None:
    planned = _planned("demo")
    assert RUNTIME in planned and "[dev]" not in planned
    assert planned.index(RUNTIME) < planned.index("nbshot capture --profile tour")


def test_make_test_adds_the_extras_after_the_runtime_install_with_a_stamp_each() -> None:
    planned = _planned("test")
    assert planned.index(RUNTIME) < planned.index(DEV) < planned.index("pytest")
    assert "touch .venv/.nbshot-installed" in planned
    assert "touch .venv/.nbshot-dev-installed" in planned
