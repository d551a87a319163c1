"""What a run's kernel is told (nbshot/flow/kernel_env.py)."""

from __future__ import annotations

from pathlib import Path

import pytest
from flow_paths import TEST_FLOWS

import nbshot

pytestmark = pytest.mark.notebook


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
