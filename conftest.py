"""The session's capture folder: captures without an ``out_dir`` (and flows run by
hand with ``pytest flows/``, lax by ``--nbval-lax`` in pyproject.toml) go to a
temporary ``$NBSHOT_OUT``, removed when the session ends.
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
