"""``junit.xml``: a run as a JUnit report, for CI systems that show them (GitHub
Actions reporters, GitLab, Jenkins, Azure Pipelines).

One test suite per run (named after the flow), one test case per code cell of the
flow (``cell 2: shot = nbshot.capture(...)``; failed when it raised, skipped when it
did not run) and one per check that found something (``check a11y:label``; failed for
error-severity findings, passed with its warnings in ``system-out`` otherwise).

A run with retries is told by its last attempt; the suite's properties say its
``status`` and ``attempts``, its ``system-out`` how each attempt went (``passed on
attempt 2``), and a cell that raised in an earlier attempt carries that error as
Maven Surefire's rerun reports do: ``flakyFailure`` in a case that passed in the end
(a ``flaky`` run), ``rerunFailure`` otherwise (Jenkins shows both).
"""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any
from xml.etree import ElementTree as ET

from nbshot.files import atomic_write
from nbshot.flow.retry import PASSED, attempt_lines, attempts_of, outcome

JUNIT = "junit.xml"
# What XML 1.0 allows in a document (its Char production): not the other C0 controls,
# the surrogates (lone ones, from JSON or undecodable bytes) nor U+FFFE and U+FFFF.
_NOT_XML_CHAR = re.compile("[^\t\n\r\x20-\ud7ff\ue000-\ufffd\U00010000-\U0010ffff]")


def _xml_chars(text: str) -> str:
    """``text`` with each character XML 1.0 forbids replaced by U+FFFD: one page title
    holding a vertical tab must not make the file one that CI systems cannot parse."""
    return _NOT_XML_CHAR.sub("\ufffd", text)


def _cell_cases(suite: ET.Element, folder: Path, manifest: dict[str, Any]) -> None:
    error = manifest.get("error") or {}
    cells = (
        json.loads((folder / "notebook.ipynb").read_text(encoding="utf-8"))["cells"]
        if (folder / "notebook.ipynb").is_file()
        else []
    )
    flow_index = {}  # the flow's index of each code cell, as error.cell_index counts them
    index = 0
    for cell in cells:
        # papermill's own cells: its parameters, and the error banners it adds on failure
        if {"injected-parameters", "papermill-error-cell-tag"} & set(
            cell.get("metadata", {}).get("tags", [])
        ):
            continue
        flow_index[id(cell)] = index
        index += 1
    for cell in (c for c in cells if c.get("cell_type") == "code"):
        if id(cell) not in flow_index:
            continue
        where = flow_index[id(cell)]
        source = "".join(cell.get("source", "")).strip().splitlines()
        meta = cell.get("metadata", {}).get("papermill", {})
        case = ET.SubElement(
            suite,
            "testcase",
            classname=str(manifest.get("flow")),
            name=f"cell {where}: {source[0][:80] if source else ''}",
            time=f"{meta.get('duration') or 0:.3f}",
        )
        if error and error.get("cell_index") == where:
            failure = ET.SubElement(
                case,
                "failure",
                type=str(error.get("ename") or "Error"),
                message=str(error.get("message") or ""),
            )
            failure.text = str(error.get("evalue") or "")
        elif meta.get("status") != "completed":
            ET.SubElement(case, "skipped", message=f"not run: the run {manifest.get('status')}")
        _earlier_failures(case, where, manifest)


def _earlier_failures(case: ET.Element, where: int, manifest: dict[str, Any]) -> None:
    """The errors cell ``where`` raised in the run's earlier attempts, in its case:
    ``flakyFailure`` when the run passed in the end, else ``rerunFailure``."""
    kind = "flakyFailure" if manifest.get("status") in PASSED else "rerunFailure"
    for attempt in attempts_of(manifest)[:-1]:
        if attempt.get("cell_index") == where and attempt.get("error"):
            found = ET.SubElement(
                case,
                kind,
                type=str(attempt.get("ename") or "Error"),
                message=f"attempt {attempt.get('number')}: {attempt.get('error')}",
            )
            ET.SubElement(found, "system-out").text = str(attempt.get("folder") or "")


def _check_cases(suite: ET.Element, manifest: dict[str, Any]) -> None:
    by_check: dict[str, list[dict[str, Any]]] = {}
    for finding in manifest.get("findings") or []:
        by_check.setdefault(str(finding.get("check")), []).append(finding)
    for check, found in sorted(by_check.items()):
        case = ET.SubElement(
            suite,
            "testcase",
            classname=f"{manifest.get('flow')}.checks",
            name=f"check {check}",
            time="0",
        )
        lines = "\n".join(
            f"{f.get('severity')}: {f.get('message')} {f.get('where') or ''}" for f in found
        )
        errors = [f for f in found if f.get("severity") == "error"]
        if errors:
            failure = ET.SubElement(
                case,
                "failure",
                type="finding",
                message=f"{len(errors)} error(s): {errors[0].get('message')}",
            )
            failure.text = lines
        else:
            ET.SubElement(case, "system-out").text = lines


def write_junit(folder: Path, manifest: dict[str, Any]) -> Path:
    """Write ``junit.xml`` in the run folder from its final manifest and notebook."""
    suites = ET.Element("testsuites")
    suite = ET.SubElement(
        suites,
        "testsuite",
        name=str(manifest.get("flow")),
        timestamp=str(manifest.get("started") or ""),
        time=f"{manifest.get('duration') or 0:.3f}",
    )
    properties = ET.SubElement(suite, "properties")
    ET.SubElement(properties, "property", name="run_id", value=str(manifest.get("run_id")))
    ET.SubElement(properties, "property", name="status", value=str(manifest.get("status")))
    ET.SubElement(
        properties, "property", name="attempts", value=str(max(len(attempts_of(manifest)), 1))
    )
    _cell_cases(suite, folder, manifest)
    _check_cases(suite, manifest)
    if outcome(manifest):  # a run with retries: how each attempt went
        ET.SubElement(suite, "system-out").text = "\n".join(
            [f"{manifest.get('flow')} {outcome(manifest)}", *attempt_lines(manifest)]
        )
    cases = suite.findall("testcase")
    suite.set("tests", str(len(cases)))
    suite.set("failures", str(sum(1 for c in cases if c.find("failure") is not None)))
    suite.set("skipped", str(sum(1 for c in cases if c.find("skipped") is not None)))
    suite.set("errors", "0")
    ET.indent(suites)
    # ElementTree escapes markup but writes any character as it is: clean the document.
    text = ET.tostring(suites, encoding="unicode", xml_declaration=True)
    return atomic_write(folder / JUNIT, _xml_chars(text) + "\n")
