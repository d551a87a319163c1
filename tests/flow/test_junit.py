"""junit.xml per run (nbshot/flow/junit.py): a test case per code cell and per check,
read back with a real XML parser."""

from __future__ import annotations

from pathlib import Path
from xml.etree import ElementTree as ET

import pytest
from flow_paths import TEST_FLOWS

import nbshot

pytestmark = pytest.mark.notebook


def _cases(run: nbshot.FlowRun) -> tuple[ET.Element, dict[str, ET.Element]]:
    assert run.manifest["junit"] == "junit.xml"
    suite = ET.parse(run.folder / "junit.xml").getroot().find("testsuite")
    assert suite is not None
    return suite, {case.get("name", ""): case for case in suite.iter("testcase")}


def test_a_failed_run_fails_its_cell_and_skips_the_ones_after(tmp_path: Path) -> None:
    run = nbshot.run_flow(TEST_FLOWS / "breaks.ipynb", out_dir=tmp_path, progress=False)
    assert run.status == "failed"
    suite, cases = _cases(run)
    names = list(cases)
    assert [n.split(":")[0] for n in names] == ["cell 0", "cell 1", "cell 2", "cell 3"], names
    assert names[2] == "cell 2: raise ValueError(message)"
    failed = cases[names[2]].find("failure")
    assert failed is not None and failed.get("type") == "ValueError"
    assert failed.text == "the third cell broke"
    assert cases[names[0]].find("failure") is None and cases[names[0]].find("skipped") is None
    assert cases[names[3]].find("skipped") is not None
    assert (suite.get("name"), suite.get("tests"), suite.get("failures"), suite.get("skipped")) == (
        "breaks", "4", "1", "1")  # fmt: skip


def test_each_check_that_found_something_is_a_test_case(
    shipped: dict[str, nbshot.FlowRun],
) -> None:
    suite, cases = _cases(shipped["audit"])
    assert {"check console", "check a11y:image-alt", "check a11y:label"} <= set(cases)
    alt = cases["check a11y:image-alt"].find("failure")
    assert alt is not None and "error(s)" in (alt.get("message") or "")
    cells = [name for name in cases if name.startswith("cell ")]
    assert cells and all(cases[name].find("failure") is None for name in cells)
    assert int(suite.get("tests") or 0) == len(cases)
