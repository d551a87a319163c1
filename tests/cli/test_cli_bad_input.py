"""The CLI's answers to bad input: one ``Error:`` line that says what to try, exit 2
for bad usage, never a traceback."""

from __future__ import annotations

from pathlib import Path

import pytest
from bad_input import HUGE_DATA_URL, MAX_MESSAGE
from click.testing import CliRunner

from nbshot.cli import main

FLOWS = str(Path(__file__).resolve().parents[2] / "flows")

# argv, exit code, fragment of the answer
ROWS: dict[str, tuple[list[str], int, str]] = {
    "a demo page that does not exist": (["capture", "demo:/nonexistent"], 2, "/signin"),
    "a project in a folder nobody can write": (["init", "/proc/shop"], 2, "Pick a folder"),
    "a profile outside any project": (["capture", "--profile", "smoke"], 2, "nbshot.toml"),
    "an out folder that cannot exist": (["capture", "demo:/", "--out", "/proc/x"], 2,
                                        "out_dir"),
    "a name ending in a newline": (["capture", "demo:/", "--name", "nl\n"], 2, "letters"),
    "a timeout of 10**13 s": (["capture", "demo:/", "--timeout", "1e13"], 2, "3600"),
    "a javascript: URL": (["capture", "javascript:alert(1)"], 2, "http(s) URL"),
    "an ftp: URL": (["capture", "ftp://example.com/x"], 2, "http(s) URL"),
    "a data: URL of 3 MB": (["capture", HUGE_DATA_URL], 2, "html="),
    "a device nobody has": (["capture", "demo:/", "--device", "nokia 3310"], 2, "Did you mean"),
    "an unknown selector engine": (["capture", "demo:/signin", "--selector", "foo=bar"], 2,
                                   "Use CSS"),
    "a list file that is missing": (["capture", "--from", "/nonexistent/list.txt"], 2,
                                    "list.txt"),
    "a misspelt flow": (["run", "homepgae", "--flows", FLOWS], 2, "homepage"),
    "a flow parameter it does not have": (["run", "homepage", "--flows", FLOWS, "-p",
                                           "colour=red"], 2, "Valid parameters"),
    "a parameter without a value": (["run", "homepage", "--flows", FLOWS, "-p", "n"], 2,
                                    "key=value"),
    "a check of a page that does not exist": (["check", "demo:/nonexistent"], 2, "/signin"),
    "a compare on an unknown device": (["compare", "demo:/", "--on", "nokia 3310"], 2,
                                       "Did you mean"),
    "a report of a runs folder that is not there": (["report", "--out", "/nonexistent/runs"],
                                                    2, "No runs folder"),
    "a URL ending in NUL": (["capture", "demo:/\x00"], 2, "control character"),
}  # fmt: skip


@pytest.mark.parametrize("row", list(ROWS))
def test_bad_input_is_one_error_line_and_exit_2(row: str, tmp_path: Path) -> None:
    argv, code, fragment = ROWS[row]
    if argv[0] in ("capture", "compare") and "--out" not in argv:
        argv = [*argv, "--out", str(tmp_path)]
    result = CliRunner().invoke(main, argv)
    assert result.exit_code == code, result.output
    assert "Traceback" not in result.output and not isinstance(result.exception, TypeError)
    assert "Error" in result.output and fragment in result.output, result.output
    assert len(result.output) < MAX_MESSAGE
    assert "https://javascript" not in result.output
