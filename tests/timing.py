"""How long the tests allow: every time limit in tests/ is ``scaled(seconds)``.

A limit in a test is there to end a test that is stuck, not to time the code (timings
are the benchmarks' job, against a reference measured in the same run). On a busy
machine the same work takes longer, so each limit is multiplied by one factor,
:data:`SLOWDOWN`, decided once per test process:

- ``NBSHOT_TEST_SLOWDOWN`` when it is set (a number >= 1), else
- the larger of :data:`FLOOR` and what a short CPU probe measures now: the wall time of
  a busy loop over the CPU time it got (1.0 on an idle core; about 2 when two other
  busy processes share this 2-core machine with the suite's two workers).

:data:`FLOOR` is 3: a quiet start can turn busy later in a 10-minute run, and a limit
that is too generous costs nothing when the test passes (every wait ends on its event).
Waits never sleep a fixed time: they poll for their condition (``wait_until``).
"""

from __future__ import annotations

import os
import time
from collections.abc import Callable

ENV = "NBSHOT_TEST_SLOWDOWN"
FLOOR = 3.0


def _probe(seconds: float = 0.05) -> float:
    """Wall time over CPU time of ``seconds`` of busy Python: how many other runnable
    processes this one shares its core with, plus one."""
    wall, cpu = time.perf_counter(), time.process_time()
    while time.process_time() - cpu < seconds:
        sum(range(1000))
    return (time.perf_counter() - wall) / max(time.process_time() - cpu, 1e-6)


def _slowdown() -> float:
    given = os.environ.get(ENV)
    if given:
        try:
            value = float(given)
        except ValueError:
            raise SystemExit(f"{ENV}={given!r} is not a number (use 1 or more, e.g. 4)") from None
        return max(1.0, value)
    return max(FLOOR, round(_probe(), 1))


#: The factor every limit in the tests is multiplied by (see the module's docstring).
SLOWDOWN = _slowdown()


def scaled(seconds: float) -> float:
    """``seconds`` of an idle machine, as this run allows them."""
    return seconds * SLOWDOWN


def wait_until(condition: Callable[[], object], within: float, every: float = 0.05) -> bool:
    """Poll ``condition`` until it is true or ``scaled(within)`` seconds have passed;
    returns whether it became true."""
    deadline = time.monotonic() + scaled(within)
    while not condition():
        if time.monotonic() > deadline:
            return bool(condition())
        time.sleep(every)
    return True
