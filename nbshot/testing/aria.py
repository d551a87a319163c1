"""``assert_aria_snapshot``: a page's accessibility tree against its approved text.

The tree is kept as readable text in Playwright's aria snapshot form (``- button
"Sign in"``, ``- heading "Orders" [level=1]``): no refs, boxes or pointer marks, which
change without the page changing for a person. It diffs as text in a review and in
version control, and a failure shows the unified diff. Update modes and places are
those of screenshots (:mod:`nbshot.testing.snapshot_paths`).
"""

from __future__ import annotations

import difflib
import os
import re
from pathlib import Path
from typing import Any

from nbshot.errors import InvalidArgument
from nbshot.testing.review import clear, record_failure
from nbshot.testing.snapshot_paths import (
    UpdateMode,
    default_baseline,
    default_update_mode,
    write_baseline,
    write_result,
)

DEFAULT_RESULTS = Path("nbshot-results")
# Marks of nbshot's agent form that Playwright's own form leaves out: refs and boxes
# (they change when nothing a person sees does), the pointer and the focus.
_NOT_KEPT = re.compile(r" \[(?:ref=[^\]]*|box=[^\]]*|cursor=pointer|active)\]")
MAX_DIFF_LINES = 60  # lines of the unified diff in a failure's message


class AriaSnapshotMismatch(AssertionError):
    """The tree differs from its baseline text (``diff`` is the unified diff), or there
    was no baseline; ``baseline`` and ``actual`` are the files."""

    def __init__(self, message: str, baseline: Path, actual: Path, diff: str = "") -> None:
        super().__init__(message)
        self.baseline, self.actual, self.diff = baseline, actual, diff


def aria_text(target: Any, **options: Any) -> str:
    """The tree of ``target`` in Playwright's aria snapshot form, ending in a newline:
    a Playwright Page or Locator's own ``aria_snapshot()``; for a URL, ``demo:/page``,
    .html path or Session, nbshot's snapshot without refs, boxes, pointer or focus.

    Raises
    ------
    NbshotError
        As :func:`nbshot.snapshot` raises.
    InvalidArgument
        For a target of another kind.
    """
    if hasattr(target, "aria_snapshot") and not hasattr(target, "shot"):  # Playwright's
        return str(target.aria_snapshot()).rstrip("\n") + "\n"
    if not (isinstance(target, (str, os.PathLike)) or hasattr(target, "shot")):
        raise InvalidArgument(
            f"Cannot read the tree of a {type(target).__name__}",
            "Pass a URL, a Session, or a Playwright Page or Locator",
        )
    from nbshot.captures.snapshot import snapshot

    text = snapshot(target, boxes=False, **options).text
    return _NOT_KEPT.sub("", text).rstrip("\n") + "\n"


def assert_aria_snapshot(
    target: Any,
    name: str | None = None,
    *,
    baseline: str | os.PathLike[str] | None = None,
    update: UpdateMode | None = None,
    results_dir: str | os.PathLike[str] | None = None,
    test: str | None = None,
    **options: Any,
) -> Path:
    """Assert that ``target``'s accessibility tree reads as its baseline text; returns
    the baseline's path.

    ``baseline`` defaults to ``snapshots/<name>.aria.yml``; ``update`` and
    ``results_dir`` and ``test`` work as in
    :func:`nbshot.testing.screenshots.assert_screenshot`;
    ``options`` are :func:`nbshot.snapshot`'s (``selector``, ``viewport``...).

    Raises
    ------
    AriaSnapshotMismatch
        An ``AssertionError``: the text differs (the message has the unified diff), or
        there was no baseline.
    NbshotError
        For a page that cannot be loaded, or bad options.
    """
    mode = default_update_mode(update)
    where = Path(baseline) if baseline is not None else default_baseline(name, ".aria.yml")
    results = Path(results_dir) if results_dir is not None else DEFAULT_RESULTS
    current = aria_text(target, **options)
    if not where.is_file():
        return _missing(where, current, mode, results, test)
    expected = where.read_text()
    if expected == current:
        clear(results, where)
        return where
    if mode in ("changed", "all"):
        write_baseline(where, current)
        clear(results, where)
        return where
    raise _mismatch(where, expected, current, results, test)


def _missing(where: Path, current: str, mode: UpdateMode, results: Path, test: str | None) -> Path:
    """Write the missing baseline (unless ``none``); fail saying so, but when asked to
    update (``changed``, ``all``)."""
    if mode == "none":
        saved = write_result(results, where, "actual", current)
        message = (
            f"No aria snapshot at {where}, and none is written here (update mode "
            f"'none'). This tree: {saved}. Run with --update-snapshots=missing"
        )
        record_failure(results, where, "aria", test=test, message=message, files={"actual": saved})
        raise AriaSnapshotMismatch(message, where, saved)
    write_baseline(where, current)
    if mode == "missing":
        raise AriaSnapshotMismatch(
            f"No aria snapshot at {where}: written from this page. Read it, commit it "
            "if it is right, and run the test again",
            where,
            where,
        )
    return where


def _mismatch(
    where: Path, expected: str, current: str, results: Path, test: str | None
) -> AriaSnapshotMismatch:
    """The failure of a tree that differs, its files left under ``results`` and its
    review record written."""
    lines = list(
        difflib.unified_diff(
            expected.splitlines(), current.splitlines(), "baseline", "current", lineterm=""
        )
    )
    shown = "\n".join(lines[:MAX_DIFF_LINES])
    left = len(lines) - MAX_DIFF_LINES
    more = f"\n... and {left} more lines" if left > 0 else ""
    saved = write_result(results, where, "actual", current)
    message = (
        f"The accessibility tree differs from {where}:\n{shown}{more}\nThis tree: {saved}. "
        "If the change is intended: nbshot review, or --update-snapshots=changed"
    )
    record_failure(
        results,
        where,
        "aria",
        test=test,
        message=message,
        files={"actual": saved, "expected": write_result(results, where, "expected", expected)},
        text_diff="\n".join(lines),
    )
    return AriaSnapshotMismatch(message, where, saved, shown)
