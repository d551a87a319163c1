"""What a project file gives (nbshot.project.values): the bounds shared with the API and
the command line, and a project's own lookups."""

from __future__ import annotations

import math
from pathlib import Path

import pytest

import nbshot
from nbshot.project.file import load
from nbshot.project.values import MAX_KEEP_DAYS, MAX_RETRIES, keep_problem, retry_problem


@pytest.mark.parametrize(
    ("key", "value", "problem"),
    [
        ("keep", 1, None),
        ("keep", 0, "must be a whole number of runs, 1 or more"),
        ("keep", 2.0, "must be a whole number of runs, 1 or more"),
        ("keep", True, "must be a whole number of runs, 1 or more"),
        ("keep_days", 0.5, "must be a number of days from 1 to 36525 (100 years)"),
        ("keep_days", MAX_KEEP_DAYS, None),
        ("keep_days", math.nan, "must be a number of days from 1 to 36525 (100 years)"),
    ],
)
def test_keep_bounds(key: str, value: object, problem: str | None) -> None:
    assert keep_problem(key, value) == problem


@pytest.mark.parametrize(
    ("key", "value", "problem"),
    [
        ("retries", MAX_RETRIES, None),
        ("retries", MAX_RETRIES + 1, "must be a whole number of retries from 0 to 10, not 11"),
        ("retry_delay", 0, None),
        ("retry_delay", math.inf, "must be a number of seconds from 0 to 600, not inf"),
        ("retry_on", ["failed", "error"], None),
        (
            "retry_on",
            ["cancelled"],
            "cannot hold 'cancelled': a cancelled run was stopped on purpose",
        ),
        ("retry_on", "failed", "must be a list of statuses, not 'failed'"),
        ("retry_on", ["later"], "'later' is not a status a run can be retried on"),
    ],
)
def test_retry_bounds(key: str, value: object, problem: str | None) -> None:
    assert retry_problem(key, value) == problem


def test_a_project_names_its_profiles_and_the_line_of_a_value_checked_later(
    tmp_path: Path,
) -> None:
    (tmp_path / "nbshot.toml").write_text(
        '[profiles.smoke]\ntargets = ["/"]\n[devices]\nwide = "x"\n'
    )
    project = load(tmp_path / "nbshot.toml")
    assert project.profile("smoke").targets == ("/",)
    with pytest.raises(
        nbshot.InvalidArgument, match="has no profile 'nightly'.*Its profiles: smoke"
    ):
        project.profile("nightly")
    error = project.fail(
        ("devices", "wide"), nbshot.InvalidArgument("Unknown device 'x'", "Use one")
    )
    assert error.message == "devices.wide: Unknown device 'x' (nbshot.toml, line 4). Use one"
