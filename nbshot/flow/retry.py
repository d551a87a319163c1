"""Retrying runs: the policy a run follows, and how its attempts are told.

A run is tried again when it ends with a status of ``retry_on`` (``failed`` and
``timeout`` by default; ``kernel-died`` and ``error`` may be added; a ``cancelled`` run
never is), up to ``retries`` times, after waiting ``retry_delay`` seconds, then twice
as long before each next try (10, 20, 40 s ...), each wait at most
:data:`~nbshot.project.file.MAX_RETRY_WAIT`. A run that passed on a retry is
``flaky``: it passed (``FlowRun.ok``), and says on which attempt.

Where it is said, the first that says it wins: the run's own arguments
(``run_flow(..., retries=, retry_delay=, retry_on=)``, ``nbshot run --retries``), the
flow's ``[flows.NAME]`` table in the project file, the project's ``[runs]``; else no
retries. The attempts themselves are :mod:`nbshot.flow.attempts`'; this module is what
the readers of a run folder (reports, history, JUnit, notifications) share.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from nbshot.errors import InvalidArgument
from nbshot.project.file import (
    MAX_RETRY_WAIT,
    RETRY_DELAY,
    RETRY_HINTS,
    RETRY_ON,
    Retry,
    retry_problem,
)
from nbshot.project.file import current as current_project

#: The statuses of a run that passed: every cell ran, on the first attempt or a later one.
PASSED = ("ok", "flaky")
ATTEMPTS = "attempts"  # the run folder's sub-folder for each attempt but the last


@dataclass(frozen=True)
class Policy:
    """How one run is retried: ``retries`` after the first attempt, ``delay`` seconds
    before the first retry (doubled each time, at most :data:`MAX_RETRY_WAIT`), on the
    statuses ``on``."""

    retries: int = 0
    delay: float = RETRY_DELAY
    on: tuple[str, ...] = RETRY_ON

    def wait_after(self, number: int) -> float:
        """Seconds to wait after attempt ``number`` (1-based) before the next one."""
        return min(self.delay * 2.0 ** (number - 1), MAX_RETRY_WAIT)

    def retries_after(self, number: int, status: str) -> bool:
        """Whether attempt ``number``, ended ``status``, is tried again."""
        return number <= self.retries and status in self.on

    def as_dict(self) -> dict[str, Any]:
        """As run.json keeps it."""
        return {"retries": self.retries, "retry_delay": self.delay, "retry_on": list(self.on)}


def _statuses(value: str | Sequence[str] | None) -> tuple[str, ...] | None:
    """``retry_on`` as given: a list, or one string (``"failed,timeout"`` as well)."""
    if value is None:
        return None
    if isinstance(value, str):
        return tuple(part.strip() for part in value.split(",") if part.strip())
    return tuple(value) if isinstance(value, (list, tuple)) else value  # type: ignore[return-value]


def policy_for(
    flow: str,
    retries: int | None = None,
    retry_delay: float | None = None,
    retry_on: str | Sequence[str] | None = None,
) -> Policy:
    """The policy of a run of ``flow``: its own arguments, else the flow's
    ``[flows.NAME]``, else the project's ``[runs]``, else no retries.

    Raises
    ------
    InvalidArgument
        For a value out of bounds (negative, not a number, NaN, infinite, too large),
        or a status that cannot be retried (``cancelled``, an unknown one).
    """
    on = _statuses(retry_on)
    for key, value in (("retries", retries), ("retry_delay", retry_delay), ("retry_on", on)):
        problem = retry_problem(key, value) if value is not None else None
        if problem is not None:
            raise InvalidArgument(f"{key}: {problem}", RETRY_HINTS[key])
    project = current_project()
    layers = [Retry(retries, float(retry_delay) if retry_delay is not None else None, on)]
    if project is not None:
        layers += [project.flow_retry.get(flow) or Retry(), project.retry or Retry()]
    said = Retry(
        next((layer.retries for layer in layers if layer.retries is not None), None),
        next((layer.delay for layer in layers if layer.delay is not None), None),
        next((layer.on for layer in layers if layer.on is not None), None),
    )
    return Policy(
        said.retries if said.retries is not None else 0,
        said.delay if said.delay is not None else RETRY_DELAY,
        said.on if said.on is not None else RETRY_ON,
    )


# -- how a run's attempts are told ------------------------------------------------------


def attempts_of(manifest: dict[str, Any]) -> list[dict[str, Any]]:
    """run.json's ``attempts`` (a run from before retries has none: one attempt)."""
    found = manifest.get("attempts")
    return [a for a in found if isinstance(a, dict)] if isinstance(found, list) else []


def attempt_count(manifest: dict[str, Any]) -> int:
    """How many attempts the run made (1 for a run that kept no list)."""
    return max(len(attempts_of(manifest)), 1)


def outcome(manifest: dict[str, Any]) -> str:
    """How the attempts went, in a few words: ``passed on attempt 2``, ``failed after 3
    attempts``; empty for a run of one attempt."""
    count = attempt_count(manifest)
    if count < 2:
        return ""
    status = manifest.get("status")
    if status in PASSED:
        return f"passed on attempt {count}"
    return f"{status} after {count} attempts"


def attempt_line(attempt: dict[str, Any]) -> str:
    """One attempt in a line: ``attempt 1: failed in 2.1 s: RuntimeError: ...``."""
    duration = attempt.get("duration")
    took = f" in {duration:.1f} s" if isinstance(duration, (int, float)) else ""
    error = f": {attempt['error']}" if attempt.get("error") else ""
    return f"attempt {attempt.get('number')}: {attempt.get('status')}{took}{error}"


def attempt_lines(manifest: dict[str, Any]) -> list[str]:
    """Each attempt in a line (see :func:`attempt_line`); none for a run of one."""
    found = attempts_of(manifest)
    return [attempt_line(a) for a in found] if len(found) > 1 else []


def attempts_summary(manifest: dict[str, Any]) -> list[dict[str, Any]]:
    """The attempts as a webhook tells them: number, status, error (its message, or
    null) and duration (s)."""
    return [
        {k: attempt.get(k) for k in ("number", "status", "error", "duration")}
        for attempt in attempts_of(manifest)
    ]
