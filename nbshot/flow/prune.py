"""Keeping disks in bounds: ``[runs] keep = 30`` / ``keep_days = 90`` and
``nbshot runs prune``.

Per flow, a run is removed when it is older than the newest ``keep`` runs or older
than ``keep_days`` days, except:

- the baselines: the newest finished run of each set of parameters (the run the
  next run of those parameters compares itself with);
- the newest run of each status (the last ``ok``, the last ``failed``, ...), so the
  history still links the last failure after a long good stretch;
- runs still running.

Symbolic links are not followed: a flow folder or run folder that is a link (to a
folder outside the runs folder, maybe) is left as it is, with a warning in
:attr:`Pruned.warnings`, and so is a run whose ``run.json`` is a link.

The flow's history keeps a line for each removed run (its charts still show it,
marked "removed"); only the run folder goes. With ``[runs]`` keys in the project
file, each run's end prunes its own flow.
"""

from __future__ import annotations

import json
import logging
import shutil
from dataclasses import dataclass
from datetime import datetime, timedelta, timezone
from pathlib import Path
from typing import Any

from nbshot.errors import InvalidArgument
from nbshot.flow import history
from nbshot.flow.run_in_progress import RUN_ID
from nbshot.project.file import KEEP_HINTS, keep_problem

log = logging.getLogger("nbshot")

_FINISHED = {"ok", "flaky", "failed", "timeout", "kernel-died", "error", "cancelled", "abandoned"}


@dataclass(frozen=True)
class Pruned:
    """What a prune did (or, with ``dry_run``, would do): run folders removed and kept,
    and a line for each thing it would not touch (a symbolic link) or could not do."""

    removed: tuple[Path, ...]
    kept: int
    warnings: tuple[str, ...] = ()


def _not_followed(link: Path) -> str:
    return f"{link} is a symbolic link: not followed, nothing in it removed"


def _manifest(run: Path) -> dict[str, Any] | None:
    """The run's run.json, or None when it cannot be read or holds no object."""
    try:
        data = json.loads((run / "run.json").read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return None
    return data if isinstance(data, dict) else None


def _runs_of(folder: Path, warnings: list[str]) -> list[dict[str, Any]]:
    """The runs in a flow folder, oldest first: from history.jsonl where it has them,
    else from each run.json. Run folders that are symbolic links, and runs whose
    run.json is one, are left out, each with a line added to ``warnings``."""
    known: dict[str, dict[str, Any]] = {}
    with_lines = folder / history.HISTORY
    if with_lines.is_file():
        for raw in with_lines.read_text(encoding="utf-8").splitlines():
            try:
                line = json.loads(raw)
            except ValueError:
                continue
            known[str(line.get("run_id"))] = line
    found = []
    for run in sorted(p for p in folder.iterdir() if p.is_dir() and RUN_ID.fullmatch(p.name)):
        if run.is_symlink():
            warnings.append(_not_followed(run))
            continue
        if (run / "run.json").is_symlink():  # its file may be anything: a pipe, /dev/zero
            warnings.append(f"{run / 'run.json'} is a symbolic link: not followed, {run} kept")
            continue
        line = known.get(run.name)
        if line is None or line.get("status") in (None, "running"):
            line = _manifest(run)
            if line is None:
                continue  # being written, or not a run: left alone
        found.append(
            {
                "folder": run,
                "status": line.get("status"),
                "params": line.get("params"),
                "started": line.get("started"),
            }
        )
    return found


def _protected(runs: list[dict[str, Any]]) -> set[Path]:
    keep: set[Path] = set()
    newest_params: dict[str, Path] = {}
    newest_status: dict[str, Path] = {}
    for run in runs:  # oldest first: later ones overwrite
        if run["status"] not in _FINISHED:
            keep.add(run["folder"])
            continue
        newest_params[json.dumps(run["params"], sort_keys=True, default=str)] = run["folder"]
        newest_status[str(run["status"])] = run["folder"]
    return keep | set(newest_params.values()) | set(newest_status.values())


def _started(run: dict[str, Any]) -> datetime | None:
    try:
        return datetime.fromisoformat(str(run["started"]))
    except (TypeError, ValueError):
        return None


def prune_flow(
    folder: Path, keep: int | None, keep_days: float | None, *, dry_run: bool = False
) -> Pruned:
    """Prune one flow's folder (see the module's docstring); a folder that is a symbolic
    link is left as it is, with a warning."""
    if folder.is_symlink():
        return Pruned((), 0, (_not_followed(folder),))
    warnings: list[str] = []
    runs = _runs_of(folder, warnings)
    protected = _protected(runs)
    cutoff = datetime.now(timezone.utc) - timedelta(days=keep_days) if keep_days else None
    removed = []
    for index, run in enumerate(runs):
        newer = len(runs) - 1 - index
        started = _started(run)
        too_many = keep is not None and newer >= keep
        too_old = cutoff is not None and started is not None and started < cutoff
        if (too_many or too_old) and run["folder"] not in protected:
            removed.append(run["folder"])
    if not dry_run:
        for run in removed:
            shutil.rmtree(run, ignore_errors=True)
    return Pruned(tuple(removed), len(runs) - len(removed), tuple(warnings))


def prune_runs(
    runs_dir: Path,
    *,
    keep: int | None = None,
    keep_days: float | None = None,
    flow: str | None = None,
    dry_run: bool = False,
) -> Pruned:
    """Prune every flow's runs in ``runs_dir`` (or ``flow``'s), then rewrite the pages
    that showed what was removed. Symbolic links in place of flow or run folders are
    not followed: they are named in the result's ``warnings``, as are pages that could
    not be rewritten.

    Raises
    ------
    InvalidArgument
        For a ``keep`` that is not a whole number from 1, a ``keep_days`` that is not a
        number from 1 to 36525 (100 years; nan and inf included), neither given, or an
        unknown flow.
    """
    for name, value in (("keep", keep), ("keep_days", keep_days)):
        problem = keep_problem(name, value) if value is not None else None
        if problem is not None:
            raise InvalidArgument(
                f"{name}={value!r} is not allowed: it {problem}", KEEP_HINTS[name]
            )
    if keep is None and keep_days is None:
        raise InvalidArgument(
            "Nothing to prune by: neither keep nor keep_days is set",
            "Pass --keep N or --keep-days N, or set [runs] keep in the project file",
        )
    folders = sorted(p for p in runs_dir.iterdir() if p.is_dir()) if runs_dir.is_dir() else []
    if flow is not None:
        folders = [p for p in folders if p.name == flow]
        if not folders:
            raise InvalidArgument(
                f"No runs of a flow {flow!r} in {runs_dir}",
                "See nbshot runs for the flows that have runs",
            )
    removed: list[Path] = []
    warnings: list[str] = []
    kept = 0
    for folder in folders:
        done = prune_flow(folder, keep, keep_days, dry_run=dry_run)
        removed += done.removed
        warnings += done.warnings
        kept += done.kept
        if done.removed and not dry_run:
            warnings += _refresh(runs_dir, folder.name)
    return Pruned(tuple(removed), kept, tuple(warnings))


def _refresh(runs_dir: Path, flow: str) -> list[str]:
    """Rewrite the pages after ``flow``'s runs were removed: no line, or one saying why
    they could not be (the runs are gone either way; a next run rewrites them)."""
    try:
        history.refresh(runs_dir, flow)
    except OSError as error:  # the lock file a symbolic link, the folder read-only, ...
        return [f"The pages of {flow} in {runs_dir} were not rewritten: {error}"]
    return []


def keep_in_bounds(runs_dir: Path, flow: str) -> Pruned | None:
    """After a run: prune its flow as the project's ``[runs]`` says (None without it).
    A folder that cannot be removed is left; the run is not the worse for it."""
    from nbshot.project.file import current

    project = current()
    if project is None or project.keep is None:
        return None
    try:
        done = prune_runs(runs_dir, keep=project.keep.runs, keep_days=project.keep.days, flow=flow)
    except (OSError, InvalidArgument):
        return None
    for warning in done.warnings:  # nobody reads the result at a run's end: the log does
        log.warning("nbshot runs prune: %s", warning)
    return done
