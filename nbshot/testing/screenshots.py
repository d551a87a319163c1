"""``assert_screenshot``: a picture of a page against its approved baseline.

One assertion for pytest (the ``assert_screenshot`` fixture of :mod:`nbshot.pytest_plugin`
fills in where the baseline lives), a notebook cell and plain code. It takes the picture
until two in a row agree (a page still settling is not compared half-drawn), compares it
with the baseline by pixelmatch (:func:`nbshot.algorithms.image_diff.diff`), and fails
with what changed in words: how many pixels, which share, each region's box; the
expected, actual and diff pictures are left in a results folder. What an update may
write is :mod:`nbshot.testing.snapshot_paths`' business.
"""

from __future__ import annotations

import base64
import html
import os
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from nbshot.algorithms.image_diff import Diff, diff
from nbshot.errors import InvalidArgument, Timeout
from nbshot.testing.flaps import HISTORY, append, digest
from nbshot.testing.review import clear, record_failure, variants
from nbshot.testing.snapshot_paths import (
    UpdateMode,
    default_baseline,
    default_update_mode,
    write_baseline,
    write_result,
)

DEFAULT_RESULTS = Path("nbshot-results")
SETTLE_S = 10.0  # longest a picture may keep changing before the assertion gives up
MAX_REGIONS_SAID = 5  # regions named in a failure's message


class ScreenshotMismatch(AssertionError):
    """The picture differs from its baseline beyond the tolerances, or has no baseline.

    ``baseline`` is the baseline's path; ``expected``, ``actual`` and ``difference`` are
    the files left in the results folder (``expected`` and ``difference`` are None when
    there was no baseline); ``diff`` is the :class:`~nbshot.Diff`, when compared.
    In a notebook it shows baseline | current | diff."""

    def __init__(
        self,
        message: str,
        baseline: Path,
        actual: Path,
        expected: Path | None = None,
        difference: Path | None = None,
        found: Diff | None = None,
    ) -> None:
        super().__init__(message)
        self.baseline, self.actual = baseline, actual
        self.expected, self.difference, self.diff = expected, difference, found

    def _ipython_display_(self) -> None:
        # In a notebook: the message, then baseline | current | diff as one image
        # output, which GitHub and nbviewer show too (they strip pictures inside HTML).
        from nbshot.model.display import grid, show

        shown = (("baseline", self.expected), ("current", self.actual), ("diff", self.difference))
        items = [(label, path.read_bytes()) for label, path in shown if path and path.is_file()]
        pictures = [grid(items, columns=len(items))] if items else []
        message = html.escape(str(self))
        show(pictures, f"<pre>{message}</pre>", str(self), caption_first=True)

    def _repr_mimebundle_(self, include: Any = None, exclude: Any = None) -> dict[str, Any]:
        shown = (("baseline", self.expected), ("current", self.actual), ("diff", self.difference))
        cells = [(label, path) for label, path in shown if path is not None]
        figures = "".join(
            f"<figure style='margin:0 8px 0 0'><figcaption>{label}</figcaption>"
            f"<img style='max-width:32vw;border:1px solid #ccc' src='data:image/png;base64,"
            f"{base64.b64encode(path.read_bytes()).decode()}'></figure>"
            for label, path in cells
            if path.is_file()
        )
        message = html.escape(str(self))
        return {
            "text/plain": str(self),
            "text/html": f"<pre>{message}</pre><div style='display:flex'>{figures}</div>",
        }


@dataclass(frozen=True)
class Tolerance:
    """How much of a picture may differ and still match: pixelmatch's ``threshold``
    (0..1, how different two colours must be to count), at most ``max_diff_pixels``
    pixels, at most ``max_diff_ratio`` of them (each None: no limit of that kind)."""

    threshold: float = 0.1
    max_diff_pixels: int | None = 0
    max_diff_ratio: float | None = None

    def __post_init__(self) -> None:
        if self.max_diff_pixels is not None and self.max_diff_pixels < 0:
            raise InvalidArgument("max_diff_pixels is below 0", "Give 0 or more pixels")
        if self.max_diff_ratio is not None and not 0 <= self.max_diff_ratio <= 1:
            raise InvalidArgument("max_diff_ratio is outside 0..1", "Give a share, e.g. 0.01")

    def allows(self, found: Diff) -> bool:
        """True when ``found`` is within these tolerances (a size change never is)."""
        if found.size_mismatch is not None:
            return False
        pixels_ok = self.max_diff_pixels is None or found.count <= self.max_diff_pixels
        ratio_ok = self.max_diff_ratio is None or found.ratio <= self.max_diff_ratio
        return pixels_ok and ratio_ok


def take_picture(target: Any, **options: Any) -> bytes:
    """One PNG of ``target``: a URL, ``demo:/page`` or .html path (captured by nbshot),
    an nbshot Session (its active tab), a Playwright Page or Locator (pytest-playwright's
    ``page`` fixture; taken with animations stopped and the caret hidden), or a Shot.

    Raises
    ------
    NbshotError
        As :func:`nbshot.capture` raises, for targets nbshot loads.
    InvalidArgument
        For a target of another kind.
    """
    from nbshot.model.shot import Shot

    if isinstance(target, Shot):
        return target.png
    if hasattr(target, "screenshot") and not hasattr(target, "shot"):
        return _playwright_picture(target, options)
    if hasattr(target, "shot"):  # an nbshot Session
        return bytes(target.shot(**options).png)
    if isinstance(target, (str, os.PathLike)):
        from nbshot.captures.capture import capture

        with tempfile.TemporaryDirectory(prefix="nbshot-assert-") as folder:
            return bytes(capture(target, out_dir=folder, **options).png)
    raise InvalidArgument(
        f"Cannot take a picture of a {type(target).__name__}",
        "Pass a URL, a Session, a Playwright Page or Locator, or a Shot",
    )


def _playwright_picture(target: Any, options: dict[str, Any]) -> bytes:
    """A Playwright Page's or Locator's picture, as steady as Playwright Test takes it."""
    page = target if hasattr(target, "set_viewport_size") else target.page
    masks = [page.locator(m) for m in options.get("mask", ())]
    kwargs: dict[str, Any] = {"animations": "disabled", "caret": "hide", "mask": masks}
    if options.get("style"):
        kwargs["style"] = options["style"]
    if target is page:
        kwargs["full_page"] = bool(options.get("full_page", False))
    picture: bytes = target.screenshot(**kwargs)
    return picture


def settled_picture(
    target: Any, first: bytes | None = None, within: float = SETTLE_S, **options: Any
) -> tuple[bytes, int]:
    """Pictures of ``target`` until two in a row are the same; returns the last and how
    many were taken (``first``, when given, counts as the first).

    Raises
    ------
    Timeout
        When the page still changed after ``within`` seconds, naming where.
    """
    previous = first if first is not None else take_picture(target, **dict(options))
    taken, deadline = 1, time.monotonic() + within
    while True:
        current = take_picture(target, **dict(options))
        taken += 1
        if current == previous:
            return current, taken
        moving = diff(previous, current, threshold=0)
        if not moving.changed:  # the same pixels, encoded apart
            return current, taken
        if time.monotonic() >= deadline:
            raise Timeout(
                f"The page kept changing: {taken} pictures in {within:g} s, the last two "
                f"differ in {_regions(moving)}",
                "Mask what moves (mask=[...]), wait for it to settle, or raise the timeout",
            )
        previous = current


# long: the body is 30 lines; the docstring documents each of its eleven parameters
def assert_screenshot(
    target: Any,
    name: str | None = None,
    *,
    baseline: str | os.PathLike[str] | None = None,
    update: UpdateMode | None = None,
    results_dir: str | os.PathLike[str] | None = None,
    history: str | os.PathLike[str] | None = None,
    threshold: float = 0.1,
    max_diff_pixels: int | None = 0,
    max_diff_ratio: float | None = None,
    test: str | None = None,
    **options: Any,
) -> Path:
    """Assert that ``target`` looks as its baseline, or as one of its accepted variants
    (``<baseline's stem>.accepted-<n>.png``, written by ``nbshot review``); returns the
    baseline's path.

    Parameters
    ----------
    target:
        A URL, ``demo:/page`` or .html path, a Session, a Playwright Page or Locator, or
        a Shot (see :func:`take_picture`).
    name:
        The baseline's name: ``snapshots/<name>.png`` when ``baseline`` is not given
        (the pytest fixture passes both).
    baseline:
        The baseline file. Missing: it is written from this picture, and with
        ``update="missing"`` (the default) the assertion still fails, saying so.
    update:
        ``none``, ``missing``, ``changed`` (a differing baseline is rewritten and the
        assertion passes) or ``all``; default ``missing``, ``none`` when ``CI`` is set.
    results_dir:
        Where the expected, actual and diff pictures of a failure go
        (default ``nbshot-results``).
    history:
        The file each outcome is appended to (default ``<results_dir>/history.jsonl``;
        :func:`nbshot.testing.flaps.flaky` reads it).
    threshold, max_diff_pixels, max_diff_ratio:
        The tolerances (:class:`Tolerance`).
    test:
        The test's name, as the review page lists it (default: the baseline's name).
    **options:
        Capture options for a target nbshot loads (``full_page``, ``mask``,
        ``viewport``, ``device``, ``color_scheme``...).

    Raises
    ------
    ScreenshotMismatch
        An ``AssertionError``: the picture differs beyond the tolerances, or there was
        no baseline.
    InvalidArgument, Timeout, NbshotError
        For bad arguments, a page that never settles, or one that cannot be loaded.
    """
    tolerance = Tolerance(threshold, max_diff_pixels, max_diff_ratio)
    mode = default_update_mode(update)
    where = Path(baseline) if baseline is not None else default_baseline(name, ".png")
    results = Path(results_dir) if results_dir is not None else DEFAULT_RESULTS
    kept = Path(history) if history is not None else results / HISTORY
    before = digest(where)
    # A page gets as long to settle as capture's ``timeout`` gives a load, else SETTLE_S.
    within = float(options.get("timeout") or SETTLE_S)
    first = take_picture(target, **dict(options))
    if before is not None and first == where.read_bytes():  # the same PNG: nothing to decode
        append(kept, where, before, "pass")
        clear(results, where)
        return where
    if before is None:
        actual, _ = settled_picture(target, first, within, **options)
        append(kept, where, None, "missing")
        return _missing(where, actual, mode, results, test)
    found = _closest(where, first, tolerance)
    if not tolerance.allows(found):  # the first picture may be half-drawn: settle, compare
        actual, taken = settled_picture(target, first, within, **options)
        found = _closest(where, actual, tolerance)
        if not tolerance.allows(found):
            outcome = "updated" if mode in ("changed", "all") else "fail"
            boxes = [(b.x, b.y, b.width, b.height) for b in found.regions]
            append(
                kept, where, before, outcome, pixels=found.count, ratio=found.ratio, regions=boxes
            )
            if outcome == "fail":
                raise _mismatch(where, actual, found, tolerance, results, taken, test)
            write_baseline(where, actual)
    else:
        if mode == "all" and found.changed:
            write_baseline(where, first)
        append(kept, where, before, "pass", pixels=found.count, ratio=found.ratio)
    clear(results, where)
    return where


def _closest(where: Path, picture: bytes, tolerance: Tolerance) -> Diff:
    """The diff against the baseline, or against the first accepted variant that
    ``picture`` matches within ``tolerance`` (the baseline's diff when none does)."""
    found = diff(where, picture, threshold=tolerance.threshold)
    if tolerance.allows(found):
        return found
    for variant in variants(where):
        other = diff(variant, picture, threshold=tolerance.threshold)
        if tolerance.allows(other):
            return other
    return found


def _missing(where: Path, actual: bytes, mode: UpdateMode, results: Path, test: str | None) -> Path:
    """Write the missing baseline (unless ``none``); fail saying so, but when asked to
    update (``changed``, ``all``), as Playwright Test does."""
    if mode in ("changed", "all"):
        write_baseline(where, actual)
        return where
    if mode == "missing":
        write_baseline(where, actual)
        raise ScreenshotMismatch(
            f"No baseline at {where}: written from this picture. Look at it, commit it if "
            "it is right, and run the test again",
            where,
            where,
        )
    saved = write_result(results, where, "actual", actual)
    message = (
        f"No baseline at {where}, and none is written here (update mode 'none'"
        f"{', CI is set' if os.environ.get('CI') else ''}). This picture: {saved}. "
        "Run with --update-snapshots=missing where baselines may be written"
    )
    record_failure(
        results, where, "screenshot", test=test, message=message, files={"actual": saved}
    )
    raise ScreenshotMismatch(message, where, saved)


def _mismatch(
    where: Path,
    actual: bytes,
    found: Diff,
    tolerance: Tolerance,
    results: Path,
    taken: int,
    test: str | None,
) -> ScreenshotMismatch:
    """The failure for ``found``, its three pictures written under ``results``."""
    saved = write_result(results, where, "actual", actual)
    expected = write_result(results, where, "expected", where.read_bytes())
    difference = write_result(results, where, "diff", found.png())
    if found.size_mismatch is not None:
        (bw, bh), (aw, ah) = found.size_mismatch
        what = f"the picture is {aw}x{ah}, its baseline {bw}x{bh}"
    else:
        allowed = (
            [f"{tolerance.max_diff_pixels} pixels"] if tolerance.max_diff_pixels is not None else []
        )
        allowed += (
            [f"{tolerance.max_diff_ratio:.2%}"] if tolerance.max_diff_ratio is not None else []
        )
        what = (
            f"{found.count:,} pixels ({found.ratio:.2%}) differ at threshold "
            f"{tolerance.threshold:g} (allowed: {' and '.join(allowed) or 'any'}), "
            f"in {_regions(found)}"
        )
    message = (
        f"Screenshot differs from its baseline {where}: {what}. Settled after {taken} "
        f"pictures. Expected, actual and diff: {expected}, {saved}, {difference}. "
        "If the change is intended: nbshot review, or --update-snapshots=changed"
    )
    record_failure(
        results,
        where,
        "screenshot",
        test=test,
        message=message,
        files={"actual": saved, "expected": expected, "diff": difference},
        regions=[[b.x, b.y, b.width, b.height] for b in found.regions],
    )
    return ScreenshotMismatch(message, where, saved, expected, difference, found)


def _regions(found: Diff) -> str:
    """The changed regions as words: ``2 regions: 300x40 at (10, 20), ...``."""
    boxes = [
        f"{b.width:g}x{b.height:g} at ({b.x:g}, {b.y:g})" for b in found.regions[:MAX_REGIONS_SAID]
    ]
    more = len(found.regions) - len(boxes)
    count = f"{len(found.regions)} region{'s' if len(found.regions) != 1 else ''}"
    return f"{count}: {', '.join(boxes)}{f' and {more} more' if more > 0 else ''}"
