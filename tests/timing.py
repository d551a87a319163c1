"""How long the tests allow: every time limit in tests/ goes through this module.

Two kinds of limit, one factor each, decided once per test process:

- ``scaled(seconds)``: a limit that ends a test that is stuck (a server that never
  answers, a process that never exits). Too generous costs nothing when the test passes,
  because every wait ends on its event, so it is multiplied by :data:`SLOWDOWN`:
  ``NBSHOT_TEST_SLOWDOWN`` when set, else the larger of :data:`FLOOR` (3) and the load
  measured now. A quiet start can turn busy later in a 10-minute run; 3 covers two CPU
  hogs beside the suite on this 2-core machine.
- ``quick(seconds)``: an upper bound that tells a fast path from a slow one (a server
  that must answer ``initialize`` within 1.5 s, not 4-6 s). Too generous would hide the
  slow path, so it is multiplied by :data:`LOAD` only: ``NBSHOT_TEST_SLOWDOWN`` when
  set, else the load a short CPU probe measures at start (the wall time of a busy loop
  over the CPU time it got: 1.0 on an idle core, about 2 with two hogs beside the
  suite's two workers).

Waits never sleep a fixed time: they poll for their condition (:func:`wait_until`).
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


def _given() -> float | None:
    given = os.environ.get(ENV)
    if not given:
        return None
    try:
        return max(1.0, float(given))
    except ValueError:
        raise SystemExit(f"{ENV}={given!r} is not a number (use 1 or more, e.g. 4)") from None


_GIVEN = _given()
#: How much slower than idle this machine is now (NBSHOT_TEST_SLOWDOWN, or measured).
LOAD = _GIVEN if _GIVEN is not None else max(1.0, round(_probe(), 1))
#: What limits for stuck tests are multiplied by (see the module's docstring).
SLOWDOWN = _GIVEN if _GIVEN is not None else max(FLOOR, LOAD)


def scaled(seconds: float) -> float:
    """A limit for a test that is stuck: ``seconds`` of an idle machine, as this run
    allows them."""
    return seconds * SLOWDOWN


def quick(seconds: float) -> float:
    """An upper bound for a fast path: ``seconds`` of an idle machine at today's load."""
    return seconds * LOAD


def ms(seconds: float) -> float:
    """``scaled(seconds)`` in milliseconds, for Playwright's ``timeout=``."""
    return scaled(seconds) * 1000


def wait_until(condition: Callable[[], object], within: float, every: float = 0.05) -> bool:
    """Poll ``condition`` until it is true or ``scaled(within)`` seconds have passed;
    returns whether it became true."""
    deadline = time.monotonic() + scaled(within)
    while not condition():
        if time.monotonic() > deadline:
            return bool(condition())
        time.sleep(every)
    return True
