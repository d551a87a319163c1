"""Runs the flow tests share: every shipped flow, run once per session as a batch; and
a flow run twice against a copy of the demo site changed in between."""

from __future__ import annotations

import json
import shutil
from collections.abc import Iterator
from pathlib import Path

import pytest
from flow_paths import FLOWS, NEW_ERROR, SHIPPED, TEST_FLOWS

import nbshot
from nbshot.demo import SITE_DIR, DemoSite, serve_folder


@pytest.fixture(scope="session")
def runs_dir(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return tmp_path_factory.mktemp("runs")


@pytest.fixture(scope="session")
def shipped(runs_dir: Path) -> dict[str, nbshot.FlowRun]:
    """Every shipped flow, run once as a batch of 2 in parallel."""
    results = nbshot.run_flows(SHIPPED, folder=FLOWS, out_dir=runs_dir, parallel=2)
    return {r.flow: r for r in results}


@pytest.fixture(scope="session")
def site(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[DemoSite, Path]]:
    """A copy of the demo site, served over HTTP, that the test may change."""
    folder = tmp_path_factory.mktemp("site") / "site"
    shutil.copytree(SITE_DIR, folder)
    with serve_folder(folder) as served:
        yield served, folder


@pytest.fixture(scope="session")
def two_runs(
    site: tuple[DemoSite, Path], tmp_path_factory: pytest.TempPathFactory
) -> tuple[nbshot.FlowRun, nbshot.FlowRun, Path]:
    """The watch flow run twice; between the runs the page's heading turns red and
    its script logs a console error."""
    served, folder = site
    runs = tmp_path_factory.mktemp("runs")
    params = {"url": f"{served.url}/index.html"}
    first = nbshot.run_flow(TEST_FLOWS / "watch.ipynb", params, out_dir=runs, progress=False)
    page = folder / "index.html"
    text = page.read_text()
    changed = text.replace(
        "</head>",
        "<style>h1{color:#d00 !important;background:#ff0}</style>"
        f"<script>console.error({json.dumps(NEW_ERROR)})</script></head>",
        1,
    )
    assert changed != text
    page.write_text(changed)
    second = nbshot.run_flow(TEST_FLOWS / "watch.ipynb", params, out_dir=runs, progress=False)
    return first, second, runs
