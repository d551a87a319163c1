"""The one factor every limit in the tests is multiplied by (tests/timing.py): read from
NBSHOT_TEST_SLOWDOWN when set, else at least 3, and a bad value refused by name."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from timing import scaled

HERE = Path(__file__).parent
SHOW = "import timing; print(timing.SLOWDOWN, timing.LOAD, timing.scaled(2), timing.quick(2))"


def _factors(value: str | None) -> subprocess.CompletedProcess[str]:
    env = {k: v for k, v in os.environ.items() if k != "NBSHOT_TEST_SLOWDOWN"}
    if value is not None:
        env["NBSHOT_TEST_SLOWDOWN"] = value
    return subprocess.run([sys.executable, "-c", SHOW], cwd=HERE, env=env, text=True,
                          capture_output=True, timeout=scaled(60))  # fmt: skip


def test_the_factor_is_read_from_the_environment_else_at_least_three() -> None:
    assert _factors("4").stdout.split() == ["4.0", "4.0", "8.0", "8.0"]
    assert _factors("0.5").stdout.split()[0] == "1.0"  # never shorter than an idle machine
    slowdown, load, limit, bound = map(float, _factors(None).stdout.split())
    assert slowdown >= 3 and slowdown >= load >= 1 and limit == 2 * slowdown
    assert bound == 2 * load  # a fast-path bound grows with the load alone


def test_a_factor_that_is_no_number_is_refused_by_name() -> None:
    done = _factors("fast")
    assert done.returncode != 0 and "NBSHOT_TEST_SLOWDOWN='fast' is not a number" in done.stderr
