"""What changed since the last run: a run compared with the previous run of the same
flow and parameters, at its end.

Cheap by design: screens (the run's captures, matched by file name) by pixelmatch
(:func:`nbshot.algorithms.image_diff.diff`), findings by identity (which check, what, where), the
status and the duration by value. The result is the ``changes`` part of ``run.json``::

    {"previous": "<run_id>", "changed": true,
     "status": {"before": "ok", "after": "failed"} | null,
     "duration": {"before": 4.1, "after": 5.0, "delta": 0.9} | null,
     "screens": [{"name", "path", "before", "pixels", "ratio", "regions": [[x, y, w, h]],
                  "diff": "changes/<name>.diff.png"}],
     "screens_new": ["<path>"], "screens_gone": ["<path>"],
     "findings_new": [finding], "findings_gone": [finding]}

A finding is ``{"check", "severity", "message", "where"}``; a run's own findings are
``run.json``'s ``findings`` (console errors and failed requests of its recorded
shots, and the rows of any recorded ``nbshot.check(...)`` table).
"""

from __future__ import annotations

import html
import json
from pathlib import Path
from typing import Any

from nbshot.files import atomic_write, private_dir

MANIFEST = "run.json"  # run_folder.MANIFEST (which reads this module, so not imported)
CHANGES_DIR = "changes"  # the diff pictures, beside the captures they are about
#: Pictures with fewer changed pixels than this are the same screen (a caret, a
#: sub-pixel shift of text): a screen counts as changed from this ratio up.
MIN_RATIO = 0.0
#: Past runs read when looking for the previous one of the same parameters.
LOOK_BACK = 200
_FINISHED = {"ok", "flaky", "failed", "timeout", "kernel-died", "error", "cancelled", "abandoned"}
_PASSED = {"ok", "flaky"}  # nbshot.flow.retry.PASSED: every cell ran, on some attempt


def finding_key(finding: dict[str, Any]) -> str:
    """A finding's identity: the same problem in the same place, whatever its count."""
    return "\x1f".join(str(finding.get(k) or "") for k in ("check", "message", "where"))


def findings_of(records: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """The findings in a run's records (as :func:`nbshot.flow.flow_run.read_records` gives
    them), each once, in the order found."""
    found: dict[str, dict[str, Any]] = {}

    def add(check: str, severity: str, message: str, where: str) -> None:
        finding = {"check": check, "severity": severity, "message": message, "where": where}
        found.setdefault(finding_key(finding), finding)

    for entry in records:
        value = entry.get("value")
        if entry.get("kind") == "shot" and isinstance(value, dict):
            where = str(value.get("url") or entry.get("name") or "")
            for text in value.get("console_errors") or []:
                add("console", "error", str(text), where)
            for url in value.get("failed_requests") or []:
                add("requests", "error", f"{url} did not load", where)
        elif entry.get("kind") == "dataframe" and isinstance(value, dict):
            for row in value.get("data") or []:
                if isinstance(row, dict) and row.get("check") and row.get("message"):
                    where = str(row.get("selector") or row.get("url") or "")
                    add(
                        str(row["check"]),
                        str(row.get("severity") or "error"),
                        str(row["message"]),
                        where,
                    )
    return list(found.values())


def previous_run(runs_dir: Path, manifest: dict[str, Any]) -> tuple[Path, dict[str, Any]] | None:
    """The newest finished run before this one of the same flow and parameters, or None.

    Run ids sort by start time, so the flow's folder names are read newest first and
    only until one matches (at most :data:`LOOK_BACK` manifests)."""
    folder = runs_dir / str(manifest["flow"])
    if not folder.is_dir():
        return None
    this = str(manifest["run_id"])
    names = sorted((p.name for p in folder.iterdir() if p.name < this), reverse=True)
    for name in names[:LOOK_BACK]:
        try:
            other = json.loads((folder / name / MANIFEST).read_text(encoding="utf-8"))
        except (OSError, ValueError):
            continue
        if not isinstance(other, dict):
            continue
        if other.get("status") in _FINISHED and other.get("params") == manifest.get("params"):
            return folder / name, other
    return None


def compare_runs(
    folder: Path, manifest: dict[str, Any], before_folder: Path, before: dict[str, Any]
) -> dict[str, Any]:
    """The ``changes`` of the run in ``folder`` (its final ``manifest``) since the run in
    ``before_folder``; writes a diff picture per changed screen under ``changes/``."""
    screens, new, gone = _screens(folder, manifest, before_folder, before)
    now = {finding_key(f): f for f in manifest.get("findings") or []}
    then = {finding_key(f): f for f in before.get("findings") or []}
    status = None
    if manifest.get("status") != before.get("status"):
        status = {"before": before.get("status"), "after": manifest.get("status")}
    duration = None
    if isinstance(manifest.get("duration"), (int, float)) and isinstance(
        before.get("duration"), (int, float)
    ):
        duration = {
            "before": before["duration"],
            "after": manifest["duration"],
            "delta": round(manifest["duration"] - before["duration"], 2),
        }
    changes = {
        "previous": before.get("run_id"),
        "status": status,
        "duration": duration,
        "screens": screens,
        "screens_new": new,
        "screens_gone": gone,
        "findings_new": [f for k, f in now.items() if k not in then],
        "findings_gone": [f for k, f in then.items() if k not in now],
    }
    # ok -> flaky (or back) is said, but is no change by itself: the run passed either
    # way, and a flaky run has an event of its own (nbshot.flow.notify).
    passed = status is not None and {status["before"], status["after"]} <= _PASSED
    changes["changed"] = bool(
        (status and not passed)
        or screens
        or new
        or gone
        or changes["findings_new"]
        or changes["findings_gone"]
    )
    return changes


def _screens(
    folder: Path, manifest: dict[str, Any], before_folder: Path, before: dict[str, Any]
) -> tuple[list[dict[str, Any]], list[str], list[str]]:
    """(changed screens, paths only this run has, paths only the previous run had)."""
    from nbshot.algorithms.image_diff import diff
    from nbshot.errors import InvalidArgument

    now = {c["path"]: c for c in manifest.get("captures") or []}
    then = {c["path"]: c for c in before.get("captures") or []}
    changed = []
    for path, capture in now.items():
        old = before_folder / path
        if path not in then or not old.is_file() or not (folder / path).is_file():
            continue
        try:
            result = diff(old, folder / path)
        except InvalidArgument:
            continue  # a picture too large or unreadable: not compared, not a change
        if not result.changed or result.ratio < MIN_RATIO:
            continue
        picture = private_dir(folder / CHANGES_DIR) / f"{Path(path).stem}.diff.png"
        atomic_write(picture, result.png())
        changed.append(
            {
                "name": capture["name"],
                "path": path,
                "before": f"../{before_folder.name}/{path}",
                "pixels": result.count,
                "ratio": round(result.ratio, 6),
                "regions": [
                    [round(b.x), round(b.y), round(b.width), round(b.height)]
                    for b in result.regions[:20]
                ],
                "diff": f"{CHANGES_DIR}/{picture.name}",
            }
        )
    new = [p for p in now if p not in then]
    gone = [p for p in then if p not in now]
    return changed, new, gone


def summary(changes: dict[str, Any] | None) -> str:
    """One line: what changed (``"first run"`` without a previous one)."""
    if changes is None:
        return "first run"
    parts = []
    if changes.get("status"):
        parts.append(f"status {changes['status']['before']} -> {changes['status']['after']}")
    if changes.get("screens"):
        names = ", ".join(s["name"] for s in changes["screens"])
        parts.append(f"{len(changes['screens'])} screen(s) changed: {names}")
    for key, label in (("screens_new", "new screen(s)"), ("screens_gone", "screen(s) gone")):
        if changes.get(key):
            parts.append(f"{len(changes[key])} {label}")
    for key, label in (("findings_new", "new finding(s)"), ("findings_gone", "finding(s) gone")):
        if changes.get(key):
            parts.append(f"{len(changes[key])} {label}")
    return "; ".join(parts) or "no change"


def load(folder: Path) -> dict[str, Any] | None:
    """The ``changes`` recorded in a run folder's run.json (None for a first run)."""
    try:
        value = json.loads((folder / MANIFEST).read_text(encoding="utf-8")).get("changes")
    except (OSError, ValueError):
        return None
    return value if isinstance(value, dict) else None


def _picture(path: Path, width: int = 360) -> str:
    """An inline thumbnail of ``path`` (a report opens offline and from an archive), or
    a note when the file is gone (the previous run pruned)."""
    from nbshot.model.images import thumbnail_uri

    if not path.is_file():
        return "<i>(no longer kept)</i>"
    uri = thumbnail_uri(path.read_bytes(), width * 2, width * 6)
    return f'<img src="{uri}" width="{width}" alt="{html.escape(path.name)}">'


def _finding_items(findings: list[dict[str, Any]]) -> str:
    return "".join(
        f"<li><b>{html.escape(str(f.get('check')))}</b> {html.escape(str(f.get('message')))}"
        f" <small>{html.escape(str(f.get('where') or ''))}</small></li>"
        for f in findings
    )


def section_html(folder: Path, changes: dict[str, Any] | None) -> str:
    """The report's "Since the last run" section: the status and duration change,
    each changed screen as before / after / diff, new and gone findings."""
    if changes is None:
        return (
            '<section id="since-last-run"><h2>Since the last run</h2>'
            "<p>First run of this flow with these parameters.</p></section>"
        )
    parts = [
        '<section id="since-last-run"><h2>Since the last run</h2>',
        f"<p>Compared with run <code>{html.escape(str(changes.get('previous')))}</code>: "
        f"{html.escape(summary(changes))}.</p>",
    ]
    if changes.get("duration"):
        d = changes["duration"]
        parts.append(
            f"<p>Duration {d['before']:.1f} s -> {d['after']:.1f} s ({d['delta']:+.1f} s).</p>"
        )
    for screen in changes.get("screens") or []:
        before = (folder / screen["before"]).resolve()
        cells = "".join(
            f"<figure><figcaption>{label}</figcaption>{_picture(path)}</figure>"
            for label, path in (
                ("before", before),
                ("after", folder / screen["path"]),
                ("diff", folder / screen["diff"]),
            )
        )
        parts.append(
            f'<div class="screen-change"><h3>{html.escape(screen["name"])}: '
            f"{screen['ratio']:.2%} of pixels changed in {len(screen['regions'])} region(s)</h3>"
            f'<div style="display:flex;gap:12px;align-items:flex-start">{cells}</div></div>'
        )
    for key, label in (("findings_new", "New findings"), ("findings_gone", "Gone findings")):
        if changes.get(key):
            parts.append(f'<h3>{label}</h3><ul class="{key}">{_finding_items(changes[key])}</ul>')
    parts.append("</section>")
    return "".join(parts)
