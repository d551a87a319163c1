"""Speed budgets (nbshot/flow/budgets.py): a real run of a flow that records a page,
against the project file's ``[budgets]``."""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from pathlib import Path

import pytest
from flow_paths import TEST_FLOWS

import nbshot
from nbshot.errors import InvalidArgument
from nbshot.flow.budgets import limits_for, over_budget
from nbshot.project import file


@pytest.fixture
def project(tmp_path: Path) -> Iterator[Path]:
    """A project file the test writes; in force for the test, then none."""
    path = tmp_path / "nbshot.toml"
    yield path
    file.use(None)


def _run(project: Path, budgets: str, runs: Path) -> nbshot.FlowRun:
    project.write_text(budgets)
    file.use(project)
    return nbshot.run_flow("watch", folder=TEST_FLOWS, out_dir=runs)


def test_a_page_over_its_budget_fails_the_run_saying_what_and_by_how_much(
    project: Path, tmp_path: Path
) -> None:
    run = _run(project, "[budgets]\nrequests = 1\ntransfer_kb = 100000\n", tmp_path / "runs")
    assert run.status == "failed" and run.error is not None
    # The page as URLs are shown: demo:/ where the demo site is the shared one.
    shown = r"(demo:/|http://127\.0\.0\.1:\d+/)"
    assert re.fullmatch(rf"Over budget: page \({shown}\): requests \d+ > 1",
                        run.error.message), run.error.message  # fmt: skip
    report = (run.folder / "report.html").read_text()
    assert "<th>LCP ms</th>" in report and "<td>page</td>" in report  # the speed table
    frame = nbshot.runs(out_dir=tmp_path / "runs")
    row = frame.iloc[0]
    assert row["status"] == "failed" and row["lcp_ms"] > 0 and row["transfer_kb"] > 0
    assert row["requests"] == int(re.findall(r"requests (\d+) >", run.error.message)[0])


def test_within_its_budgets_the_run_passes_and_a_path_pattern_overrides(
    project: Path, tmp_path: Path
) -> None:
    budgets = '[budgets]\nrequests = 1\n[budgets."/"]\nrequests = 1000\n'
    assert _run(project, budgets, tmp_path / "runs").status == "ok"


def test_limits_for_a_page_take_the_matching_patterns() -> None:
    budgets = {"*": {"lcp_ms": 2500, "cls": 0.1}, "/shop/*": {"lcp_ms": 4000}}
    assert limits_for("https://x.test/shop/cart?id=1", budgets) == {"lcp_ms": 4000, "cls": 0.1}
    assert limits_for("https://x.test/", budgets) == {"lcp_ms": 2500, "cls": 0.1}
    pages = [{"name": "cart", "url": "https://x.test/shop/cart", "lcp_ms": 3000, "cls": 0.2}]
    assert over_budget(pages, budgets) == ["cart (https://x.test/shop/cart): cls 0.2 > 0.1"]


@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("[budgets]\nlcp = 2500\n", "budgets.lcp: unknown metric (nbshot.toml, line 2)"),
        ("[budgets]\ncls = -1\n", "budgets.cls: must be a limit of 0 or more"),
        ("[budgets]\nlcp_ms = nan\n", "budgets.lcp_ms: must be a limit"),
        ('[budgets."/x"]\nfcp_ms = "fast"\n', "budgets./x.fcp_ms: must be a number"),
    ],
)
def test_a_wrong_budget_is_a_coded_error_with_its_line(project: Path, text: str, said: str) -> None:
    project.write_text(text)
    with pytest.raises(InvalidArgument) as error:
        file.load(project)
    assert said in error.value.message


def _flow_with_budgets(folder: Path, budgets: object, name: str = "watch_budgets") -> Path:
    """The watch flow (one page recorded) with budgets of its own in its metadata."""
    notebook = json.loads((TEST_FLOWS / "watch.ipynb").read_text())
    notebook["metadata"]["nbshot"] = {"budgets": budgets}
    path = folder / f"{name}.ipynb"
    path.write_text(json.dumps(notebook))
    return path


def test_a_flows_own_budgets_are_merged_over_the_projects_metric_by_metric(
    project: Path, tmp_path: Path
) -> None:
    # The project allows 1 request, the flow 1000 (it wins: no requests failure); the
    # flow limits the transfer the project leaves alone, and that one fails the run.
    project.write_text("[budgets]\nrequests = 1\n")
    file.use(project)
    flow = _flow_with_budgets(tmp_path, {"transfer_kb": 0.001, "/": {"requests": 1000}})
    run = nbshot.run_flow(flow, out_dir=tmp_path / "runs", progress=False)
    assert run.status == "failed" and run.error is not None, run.status
    shown = r"(demo:/|http://127\.0\.0\.1:\d+/)"
    assert re.fullmatch(rf"Over budget: page \({shown}\): transfer_kb [\d.]+ > 0\.001",
                        run.error.message), run.error.message  # fmt: skip
    assert run.manifest["budgets"] == {"*": {"transfer_kb": 0.001}, "/": {"requests": 1000.0}}
    # The history keeps the limits in force, for the charts: the flow's over the project's.
    history = (tmp_path / "runs/watch_budgets/history.jsonl").read_text().splitlines()
    [line] = [json.loads(x) for x in history]
    assert line["limits"] == {"requests": 1000.0, "transfer_kb": 0.001}
    assert line["metrics"]["transfer_kb"] > 0.001


def test_limits_of_a_later_layer_replace_the_earlier_ones_metric_by_metric() -> None:
    project = {"*": {"lcp_ms": 2500, "cls": 0.1}, "/shop/*": {"lcp_ms": 4000}}
    flow = {"*": {"lcp_ms": 3000}, "/shop/cart": {"cls": 0.5}}
    assert limits_for("https://x.test/shop/cart", project, flow) == {"lcp_ms": 3000, "cls": 0.5}
    assert limits_for("https://x.test/shop/list", project, flow) == {"lcp_ms": 3000, "cls": 0.1}
    assert limits_for("https://x.test/", project, {}) == {"lcp_ms": 2500, "cls": 0.1}
    pages = [{"name": "cart", "url": "https://x.test/shop/cart", "lcp_ms": 3500, "cls": 0.2}]
    assert over_budget(pages, project, flow) == [
        "cart (https://x.test/shop/cart): lcp_ms 3500 > 3000"
    ]


@pytest.mark.parametrize(
    ("budgets", "said"),
    [
        ({"lcp": 2500}, "watch_budgets.ipynb: metadata nbshot.budgets.lcp: unknown metric"),
        ({"cls": -1}, "nbshot.budgets.cls: must be a limit of 0 or more, not -1"),
        ({"cls": True}, "nbshot.budgets.cls: must be a limit of 0 or more, not True"),
        ({"/x": {"fcp_ms": "fast"}}, "nbshot.budgets./x.fcp_ms: must be a limit"),
        ([2500], "nbshot.budgets: must be a table of metric limits, not [2500]"),
    ],
)
def test_a_wrong_flow_budget_is_refused_naming_the_notebook_before_anything_runs(
    tmp_path: Path, budgets: object, said: str
) -> None:
    flow = _flow_with_budgets(tmp_path, budgets)
    with pytest.raises(InvalidArgument) as error:
        nbshot.run_flow(flow, out_dir=tmp_path / "runs")
    assert said in error.value.message
    assert not (tmp_path / "runs").exists()
