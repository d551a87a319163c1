"""Fixtures of the warm helper's tests (test_warm_helper.py, test_warm_helper_process.py)."""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path

import pytest

from nbshot import env_vars
from nbshot.browser import warm_helper as helper


@pytest.fixture(scope="module")
def shared(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Path]:
    """The folder of the helper a module's tests share, in force with the helper turned
    on (the suite turns it off); the helper, started by the first ``helper.endpoint``
    call of them (again if one stopped it), is stopped at the end."""
    place = tmp_path_factory.mktemp("shared") / "helper"
    with pytest.MonkeyPatch.context() as monkeypatch:
        monkeypatch.setenv(helper.ENV_HELPER_DIR, str(place))
        monkeypatch.delenv(helper.ENV_NO_HELPER, raising=False)
        monkeypatch.delenv(env_vars.BROWSER_WS, raising=False)
        try:
            yield place
        finally:
            os.environ[helper.ENV_HELPER_DIR] = str(place)  # a test may have pointed elsewhere
            helper.stop()
