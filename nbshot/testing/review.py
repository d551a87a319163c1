"""What is waiting for review: failed assertions, and approving or rejecting each.

Every failed assertion (a picture, an aria snapshot, findings) leaves a small record
beside its result files, ``<results>/<baseline's stem>.review.json``: its kind, the
test, the baseline, the files to show and what changed. A later pass of the same
assertion removes it. :func:`pending` reads every record under a results folder;
:func:`approve` makes the current result the baseline (or, for a picture, an accepted
variant beside it) atomically; :func:`reject` leaves the baseline as it is. Both record
the decision in the history (:mod:`nbshot.testing.flaps`) and drop the record.

Paths in a record are relative to its folder, so a results folder moved as a whole
(a CI artifact unpacked in the checkout) still names the right baselines.
"""

from __future__ import annotations

import contextlib
import hashlib
import html
import json
import os
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Literal

from nbshot.errors import InvalidArgument
from nbshot.files import atomic_write, private_dir
from nbshot.testing.flaps import HISTORY, append, digest

Kind = Literal["screenshot", "aria", "violations"]
RECORD = ".review.json"
MAX_WALK = 10_000  # records read from one results folder: a review is for people
VARIANT = ".accepted-"  # home-chromium-linux.accepted-1.png: another approved picture


@dataclass
class ReviewItem:
    """One failed assertion waiting for a decision.

    ``id`` is stable for its baseline; ``kind`` is ``screenshot``, ``aria`` or
    ``violations``; ``files`` maps ``actual``/``expected``/``diff`` to files that exist;
    ``regions`` are the changed boxes (x, y, width, height) of a picture; ``text_diff``
    the unified diff of an aria snapshot; ``new``/``fixed`` the findings of a check."""

    id: str
    kind: Kind
    test: str
    baseline: Path
    message: str
    record: Path
    files: dict[str, Path] = field(default_factory=dict)
    regions: list[list[float]] = field(default_factory=list)
    text_diff: str = ""
    new: list[dict[str, Any]] = field(default_factory=list)
    fixed: list[dict[str, Any]] = field(default_factory=list)
    time: float = 0.0

    def summary(self) -> dict[str, Any]:
        """The item as JSON-ready data (paths as strings), for the review page."""
        return {
            "id": self.id,
            "kind": self.kind,
            "test": self.test,
            "baseline": str(self.baseline),
            "message": self.message,
            "files": sorted(self.files),
            "regions": self.regions,
            "text_diff": self.text_diff,
            "new": self.new,
            "fixed": self.fixed,
            "time": self.time,
        }


def item_id(baseline: Path) -> str:
    """A short id that stays the same for one baseline across runs."""
    return hashlib.sha256(str(baseline.resolve()).encode()).hexdigest()[:16]


def record_failure(
    results: Path,
    baseline: Path,
    kind: Kind,
    *,
    test: str | None,
    message: str,
    files: dict[str, Path],
    **details: Any,
) -> Path:
    """Leave the record of a failed assertion of ``baseline`` in ``results`` (beside
    ``files``, its actual/expected/diff files); ``details`` are ``regions``,
    ``text_diff``, ``new``, ``fixed``. Returns the record's path."""
    folder = private_dir(results)
    record = {
        "kind": kind,
        "test": test or baseline.name,
        "baseline": os.path.relpath(baseline.resolve(), folder.resolve()),
        "digest": digest(baseline),
        "message": message,
        "files": {
            role: os.path.relpath(p.resolve(), folder.resolve()) for role, p in files.items()
        },
        "time": time.time(),
        **details,
    }
    return atomic_write(_record_path(folder, baseline), json.dumps(record, indent=1) + "\n")


def clear(results: Path, baseline: Path) -> None:
    """Drop the record of ``baseline`` in ``results``: its assertion passed."""
    with contextlib.suppress(OSError):
        _record_path(results, baseline).unlink()


def _record_path(results: Path, baseline: Path) -> Path:
    return results / f"{baseline.name}{RECORD}"


def pending(results: str | os.PathLike[str] = "nbshot-results") -> list[ReviewItem]:
    """The failed assertions under ``results`` still waiting for review, by test. No
    folder yet (no assertion has failed there) is an empty list.

    A record whose baseline changed since it failed (approved some other way, or
    updated by a later run) is left out, as is one that cannot be read.

    Raises
    ------
    InvalidArgument
        When ``results`` exists and is not a folder.
    """
    root = Path(results)
    if not root.exists():
        return []
    if not root.is_dir():
        raise InvalidArgument(
            f"{root} is not a folder",
            "Name the folder the visual tests' failures went to "
            "(pytest: nbshot-results under the rootdir)",
        )
    found = []
    for count, path in enumerate(sorted(root.rglob(f"*{RECORD}"))):
        if count >= MAX_WALK:
            break
        item = _read(path)
        if item is not None:
            found.append(item)
    return sorted(found, key=lambda i: (i.test, str(i.baseline)))


def _read(path: Path) -> ReviewItem | None:
    try:
        data = json.loads(path.read_text())
        folder = path.parent
        baseline = Path(os.path.normpath(folder / data["baseline"]))
        if digest(baseline) != data.get("digest"):
            return None  # the baseline moved on since this failure
        files = {role: folder / name for role, name in data.get("files", {}).items()}
        return ReviewItem(
            id=item_id(baseline),
            kind=data["kind"],
            test=str(data.get("test") or baseline.name),
            baseline=baseline,
            message=str(data.get("message", "")),
            record=path,
            files={role: p for role, p in files.items() if p.is_file()},
            regions=list(data.get("regions") or []),
            text_diff=str(data.get("text_diff") or ""),
            new=list(data.get("new") or []),
            fixed=list(data.get("fixed") or []),
            time=float(data.get("time") or 0),
        )
    except (OSError, ValueError, KeyError, TypeError):
        return None


def variants(baseline: Path) -> list[Path]:
    """The other approved pictures of ``baseline`` (``<stem>.accepted-<n>.png``)."""
    return sorted(baseline.parent.glob(f"{baseline.stem}{VARIANT}*{baseline.suffix}"))


def approve(item: ReviewItem, *, as_variant: bool = False) -> Path:
    """Make ``item``'s current result its baseline, atomically; with ``as_variant`` (a
    picture only), keep it as one more accepted picture beside the baseline instead.
    Returns the file written.

    Raises
    ------
    InvalidArgument
        When the current result is gone, or a variant is asked for a text baseline.
    DiskFull
        When the baseline cannot be written (the old one is left as it was).
    """
    actual = item.files.get("actual")
    if actual is None:
        raise InvalidArgument(
            f"The current result of {item.baseline.name} is gone",
            "Run the test again to produce it",
        )
    if as_variant and item.kind != "screenshot":
        raise InvalidArgument(
            "Only a picture can have accepted variants", "Approve it as the baseline"
        )
    target = item.baseline
    if as_variant:
        taken = len(variants(item.baseline))
        target = item.baseline.with_name(
            f"{item.baseline.stem}{VARIANT}{taken + 1}{item.baseline.suffix}"
        )
    before = digest(item.baseline)
    target.parent.mkdir(parents=True, exist_ok=True)
    atomic_write(target, actual.read_bytes())
    _decided(item, before, "approved-variant" if as_variant else "approved")
    return target


def reject(item: ReviewItem) -> None:
    """Leave ``item``'s baseline as it is and take it off the review list."""
    _decided(item, digest(item.baseline), "rejected")


def _decided(item: ReviewItem, before: str | None, outcome: str) -> None:
    root = _history_root(item.record.parent)
    append(root / HISTORY, item.baseline, before, outcome)
    with contextlib.suppress(OSError):
        item.record.unlink()


def _history_root(folder: Path) -> Path:
    """The results folder's root: the nearest folder up that holds a history."""
    for candidate in (folder, *folder.parents):
        if (candidate / HISTORY).is_file():
            return candidate
    return folder


def markdown(items: list[ReviewItem], *, link: str | None = None) -> str:
    """A summary of ``items`` in GitHub-flavoured Markdown, for a job summary or a pull
    request comment: one row per failed assertion, what changed, where its files are."""
    if not items:
        return "### nbshot visual tests\n\nNothing to review: every assertion matched.\n"
    kinds = {"screenshot": "picture", "aria": "aria snapshot", "violations": "findings"}
    lines = [
        "### nbshot visual tests",
        "",
        f"**{len(items)} assertion{'s' if len(items) != 1 else ''} to review**"
        + (f" ([review page]({link}))" if link else "")
        + ". Approve locally with `nbshot review`, or rerun with "
        "`--update-snapshots=changed`.",
        "",
        "| test | kind | what changed | baseline |",
        "|---|---|---|---|",
    ]
    for item in items:
        what = item.message.split("\n")[0]
        lines.append(
            f"| {_cell(item.test)} | {kinds[item.kind]} | {_cell(what[:300])} "
            f"| `{_cell(str(item.baseline))}` |"
        )
    return "\n".join(lines) + "\n"


def _cell(text: str) -> str:
    """``text`` safe inside one Markdown table cell: no pipes, no line breaks, no HTML."""
    return html.escape(text.replace("|", "\\|").replace("\n", " ").replace("`", "'"))


def decide(
    results: str | os.PathLike[str], action: str, ids: list[str], *, variant: bool = False
) -> str:
    """Approve or reject the pending items of ``results`` named by ``ids``, as the review
    page and widget ask; returns what was done, in words.

    Raises
    ------
    InvalidArgument
        For another action, an id not pending (decided already, or never failed), or a
        variant of a text baseline.
    DiskFull
        When a baseline cannot be written (those written before it stay written).
    """
    if action not in ("approve", "reject"):
        raise InvalidArgument(f"Unknown action {action!r}", "Use approve or reject")
    by_id = {item.id: item for item in pending(results)}
    unknown = [i for i in ids if i not in by_id]
    if unknown:
        raise InvalidArgument(
            f"Not waiting for review: {', '.join(map(str, unknown[:5]))}",
            "Reload the list: it may have been decided already",
        )
    done = []
    for item_key in ids:
        item = by_id[item_key]
        if action == "approve":
            done.append(approve(item, as_variant=variant).name)
        else:
            reject(item)
            done.append(item.baseline.name)
    verb = "Rejected" if action == "reject" else "Approved as a variant" if variant else "Approved"
    shown = ", ".join(done[:5]) + (f" and {len(done) - 5} more" if len(done) > 5 else "")
    return f"{verb} {len(done)}: {shown}"
