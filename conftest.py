"""How pytest runs the flows: ``flows/`` are stored without outputs, so nbval runs
them in lax mode (``--nbval-lax`` in pyproject.toml): every cell must run without
error. The tutorials in ``notebooks/`` are run from JupyterLab by ``tests/ui``.
"""

from __future__ import annotations

import os
import shutil
import tempfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent


def pytest_sessionstart(session: pytest.Session) -> None:
    # Flows capture to $NBSHOT_OUT; their kernels inherit this process's environment.
    session.config.stash[_captures] = tempfile.mkdtemp(prefix="nbshot-nbval-")
    os.environ.setdefault("NBSHOT_OUT", session.config.stash[_captures])


def pytest_sessionfinish(session: pytest.Session) -> None:
    if _captures in session.config.stash:
        shutil.rmtree(session.config.stash[_captures], ignore_errors=True)


_captures = pytest.StashKey[str]()
