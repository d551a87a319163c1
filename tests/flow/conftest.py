"""Runs the flow tests share: every shipped flow, run once per session as a batch."""

from __future__ import annotations

from pathlib import Path

import pytest
from flow_paths import FLOWS, SHIPPED

import nbshot


@pytest.fixture(scope="session")
def runs_dir(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return tmp_path_factory.mktemp("runs")


@pytest.fixture(scope="session")
def shipped(runs_dir: Path) -> dict[str, nbshot.FlowRun]:
    """Every shipped flow, run once as a batch of 2 in parallel."""
    results = nbshot.run_flows(SHIPPED, folder=FLOWS, out_dir=runs_dir, parallel=2)
    return {r.flow: r for r in results}
