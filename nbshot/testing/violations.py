"""``assert_no_new_violations``: a page's problems against the ones already known.

A team adopting accessibility checks on an existing site cannot fix every old violation
first. The findings of :func:`nbshot.check` (axe-core's by default) are kept beside the
test as a baseline (``.findings.json``, readable and diffable); the assertion fails only
on findings the baseline does not have. Findings that are gone are reported (a
:class:`FixedViolations` warning) and dropped from the baseline by an update, so the
baseline only ever shrinks unless someone approves a new one. A finding is the same one
when its check, message, element and device/variant are (its count and box may move).
"""

from __future__ import annotations

import json
import os
import warnings
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from nbshot.model.findings import Finding
from nbshot.testing.review import clear, record_failure
from nbshot.testing.snapshot_paths import (
    UpdateMode,
    default_baseline,
    default_update_mode,
    write_baseline,
    write_result,
)

DEFAULT_RESULTS = Path("nbshot-results")
KEPT = ("check", "severity", "message", "selector", "device", "variant", "help_url")
IDENTITY = ("check", "message", "selector", "device", "variant")
MAX_SAID = 10  # findings named in a failure's message


class NewViolations(AssertionError):
    """Findings the baseline does not have: ``new`` (and ``fixed``, the baseline's that
    are gone), with the baseline's path and the current findings' file."""

    def __init__(
        self,
        message: str,
        baseline: Path,
        actual: Path,
        new: list[dict[str, Any]],
        fixed: list[dict[str, Any]],
    ) -> None:
        super().__init__(message)
        self.baseline, self.actual, self.new, self.fixed = baseline, actual, new, fixed


class FixedViolations(UserWarning):
    """Findings of the baseline that are gone: drop them with --update-snapshots."""


@dataclass(frozen=True)
class ViolationsResult:
    """What a passing assertion found: ``known`` (in the baseline and still there) and
    ``fixed`` (in the baseline, gone), as plain dicts; ``baseline`` is the file."""

    baseline: Path
    known: list[dict[str, Any]]
    fixed: list[dict[str, Any]]


def _plain(finding: Finding) -> dict[str, Any]:
    return {key: getattr(finding, key) for key in KEPT}


def _identity(finding: dict[str, Any]) -> tuple[str, ...]:
    return tuple(str(finding.get(key) or "") for key in IDENTITY)


def _text(findings: Sequence[dict[str, Any]]) -> str:
    """The findings as the baseline file holds them: sorted, one JSON document."""
    ordered = sorted(findings, key=_identity)
    return json.dumps({"findings": ordered}, indent=2, sort_keys=True) + "\n"


def _said(findings: Sequence[dict[str, Any]]) -> str:
    """Up to MAX_SAID findings, a line each: check, message and element."""
    lines = []
    for f in findings[:MAX_SAID]:
        where = f" [{f['selector']}]" if f.get("selector") else ""
        lines.append(f"  {f['check']}: {f['message']}{where}")
    if len(findings) > MAX_SAID:
        lines.append(f"  ... and {len(findings) - MAX_SAID} more")
    return "\n".join(lines)


def current_findings(target: Any, checks: Sequence[str], **options: Any) -> list[dict[str, Any]]:
    """``target``'s findings of ``checks``, each once, as the baseline keeps them.

    Raises
    ------
    NbshotError
        As :func:`nbshot.check` raises.
    """
    from nbshot.checks.check import check

    found = check(target, list(checks), **options)
    unique = {_identity(_plain(f)): _plain(f) for f in found}
    return list(unique.values())


def assert_no_new_violations(
    target: Any,
    name: str | None = None,
    *,
    checks: Sequence[str] = ("a11y",),
    baseline: str | os.PathLike[str] | None = None,
    update: UpdateMode | None = None,
    results_dir: str | os.PathLike[str] | None = None,
    test: str | None = None,
    **options: Any,
) -> ViolationsResult:
    """Assert that ``target`` has no finding of ``checks`` that its baseline lacks.

    ``baseline`` defaults to ``snapshots/<name>.findings.json``; ``update``,
    ``results_dir`` and ``test`` work as in
    :func:`nbshot.testing.screenshots.assert_screenshot` (a missing baseline is written
    from today's findings: that is how a team adopts the check on an existing site);
    ``options`` are :func:`nbshot.check`'s (``device``, ``timeout``...).

    Raises
    ------
    NewViolations
        An ``AssertionError``: findings the baseline does not have (or no baseline).
    NbshotError
        For a page that cannot be checked.
    """
    mode = default_update_mode(update)
    where = Path(baseline) if baseline is not None else default_baseline(name, ".findings.json")
    results = Path(results_dir) if results_dir is not None else DEFAULT_RESULTS
    current = current_findings(target, checks, **options)
    if not where.is_file():
        return _missing(where, current, mode, results, test)
    known = json.loads(where.read_text()).get("findings", [])
    known_ids = {_identity(f) for f in known}
    current_ids = {_identity(f) for f in current}
    new = [f for f in current if _identity(f) not in known_ids]
    fixed = [f for f in known if _identity(f) not in current_ids]
    if mode in ("changed", "all") and (new or fixed):
        write_baseline(where, _text(current))
        clear(results, where)
        return ViolationsResult(where, current, fixed)
    if new:
        saved = write_result(results, where, "actual", _text(current))
        message = (
            f"{len(new)} new finding(s) not in {where}:\n{_said(new)}\n"
            f"All findings now: {saved}. Fix them, or approve them with nbshot review "
            "or --update-snapshots=changed"
        )
        record_failure(
            results,
            where,
            "violations",
            test=test,
            message=message,
            files={"actual": saved},
            new=new,
            fixed=fixed,
        )
        raise NewViolations(message, where, saved, new, fixed)
    clear(results, where)
    if fixed:
        warnings.warn(
            f"{len(fixed)} finding(s) of {where} are fixed:\n{_said(fixed)}\n"
            "Drop them from the baseline with --update-snapshots=changed",
            FixedViolations,
            stacklevel=2,
        )
    return ViolationsResult(where, [f for f in current if _identity(f) in known_ids], fixed)


def _missing(
    where: Path,
    current: list[dict[str, Any]],
    mode: UpdateMode,
    results: Path,
    test: str | None,
) -> ViolationsResult:
    if mode == "none":
        saved = write_result(results, where, "actual", _text(current))
        message = (
            f"No findings baseline at {where}, and none is written here (update mode "
            f"'none'). Today's findings: {saved}. Run with --update-snapshots=missing"
        )
        record_failure(
            results,
            where,
            "violations",
            test=test,
            message=message,
            files={"actual": saved},
            new=current,
        )
        raise NewViolations(message, where, saved, current, [])
    write_baseline(where, _text(current))
    if mode == "missing":
        raise NewViolations(
            f"No findings baseline at {where}: written from today's {len(current)} "
            "finding(s). Read it, commit it, and run the test again; from then on only new "
            "findings fail",
            where,
            where,
            current,
            [],
        )
    return ViolationsResult(where, current, [])
