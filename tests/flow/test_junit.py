"""junit.xml per run (nbshot/flow/junit.py): a test case per code cell and per check,
read back with a real XML parser."""

from __future__ import annotations

from pathlib import Path
from xml.etree import ElementTree as ET

import nbformat
import pytest
from flow_paths import TEST_FLOWS

import nbshot
from nbshot.flow.junit import write_junit

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


#: Characters XML 1.0 forbids: a page title, an error or a parameter may hold them (lone
#: surrogates come from JSON or from undecodable bytes of a command line).
_FORBIDDEN = "\x0b\x00\ufffe\uffff\ud800\udcff"
_SHOWN = "\ufffd" * len(_FORBIDDEN)


def test_characters_xml_forbids_are_replaced_and_the_file_stays_well_formed(
    tmp_path: Path,
) -> None:
    # Not \v in a cell: it ends the line, and a case is named after the cell's first line.
    cells = [nbformat.v4.new_code_cell(f"title = 'Shop{_FORBIDDEN[1:4]}Home'"),
             nbformat.v4.new_code_cell("nbshot.capture(url)")]  # fmt: skip
    cells[0].metadata["papermill"] = {"status": "completed", "duration": 0.1}
    nbformat.write(nbformat.v4.new_notebook(cells=cells), tmp_path / "notebook.ipynb")
    manifest = {
        "flow": "probe", "run_id": "20260101-000000-abcdef", "status": "failed",
        "title": f"Shop{_FORBIDDEN}Home", "params": {"label": f"a{_FORBIDDEN}b"},
        "started": "2026-01-01T00:00:00+00:00", "duration": 1.0,
        "error": {"ename": f"Timeout{_FORBIDDEN}", "cell_index": 1,
                  "evalue": f"page 'Shop{_FORBIDDEN}Home' timed out",
                  "message": f"Cell 1 failed on 'Shop{_FORBIDDEN}Home'"},
        "findings": [{"check": "a11y:label", "severity": "error",
                      "message": f"no label{_FORBIDDEN}!", "where": f"#q{_FORBIDDEN}"}],
    }  # fmt: skip
    path = write_junit(tmp_path, manifest)
    suite = ET.parse(path).getroot().find("testsuite")  # well-formed, or this raises
    assert suite is not None
    cases = {case.get("name", ""): case for case in suite.iter("testcase")}
    assert list(cases) == [f"cell 0: title = 'Shop{_SHOWN[1:4]}Home'",
                           "cell 1: nbshot.capture(url)", "check a11y:label"]  # fmt: skip
    failed = cases["cell 1: nbshot.capture(url)"].find("failure")
    assert failed is not None
    assert failed.get("type") == f"Timeout{_SHOWN}"
    assert failed.get("message") == f"Cell 1 failed on 'Shop{_SHOWN}Home'"
    assert failed.text == f"page 'Shop{_SHOWN}Home' timed out"
    finding = cases["check a11y:label"].find("failure")
    assert finding is not None and finding.text == f"error: no label{_SHOWN}! #q{_SHOWN}"
