"""How pytest runs the notebooks (see notebooks/README.md).

``notebooks/`` are validated strictly by nbval (``--nbval`` in pyproject.toml): stored
text outputs must match a fresh run after ``notebooks/sanitize.cfg``. ``flows/`` are
stored without outputs, so they are run in nbval's lax mode: every cell must run
without error.
"""

from __future__ import annotations

import os
import shutil
import tempfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent


def pytest_collectstart(collector: pytest.Collector) -> None:
    if collector.path is not None and collector.path.parent == ROOT / "flows":
        collector.compare_outputs = False  # type: ignore[attr-defined]  # nbval's lax mode


def pytest_sessionstart(session: pytest.Session) -> None:
    # Flows capture to $NBSHOT_OUT; their kernels inherit this process's environment.
    session.config.stash[_captures] = tempfile.mkdtemp(prefix="nbshot-nbval-")
    os.environ.setdefault("NBSHOT_OUT", session.config.stash[_captures])


def pytest_sessionfinish(session: pytest.Session) -> None:
    if _captures in session.config.stash:
        shutil.rmtree(session.config.stash[_captures], ignore_errors=True)


_captures = pytest.StashKey[str]()
