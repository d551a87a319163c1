"""A matrix's cells on a cluster: one task per cell, the pictures back in ``out_dir``.

Each worker captures with its own warm engine into a scratch folder and sends the
Shot back (the image travels in it); the caller saves every image into its own
``out_dir``, so the result is the Shots a local matrix gives, files and all.
"""

from __future__ import annotations

import tempfile
from collections.abc import Sequence
from dataclasses import replace
from pathlib import Path
from typing import Any

from nbshot.browser.engine import engine
from nbshot.captures.capture import Cell, capture_cells
from nbshot.cluster.executor import run_tasks
from nbshot.cluster.tasks import Task
from nbshot.cluster.warm import BROWSER
from nbshot.errors import InternalError, NbshotError
from nbshot.files import atomic_write
from nbshot.model.shot import Shot, Shots
from nbshot.model.shot_parts import Failure
from nbshot.project.file import current as current_project
from nbshot.project.file import use as use_project


def capture_cell(cell: Cell, project: Path | None = None) -> Shot | Failure:
    """Capture one cell on this (worker) process, with the caller's ``project`` in force
    (its sign-in); the Shot keeps its image in memory."""
    if project is not None:
        use_project(project)
    with tempfile.TemporaryDirectory(prefix="nbshot-cell-") as scratch:
        shots = engine.run(capture_cells([cell], Path(scratch), 1))
    return shots[0] if len(shots) else shots.failures[0]


def task_name(cell: Cell) -> str:
    """``capture home@phone/dark`` (and ``:firefox`` for another browser)."""
    labels = cell.labels
    if not labels:
        return f"capture {cell.name}"
    name = f"capture {labels['screen']}@{labels['device']}/{labels['variant']}"
    browser = labels.get("browser", "chromium")
    return name if browser == "chromium" else f"{name}:{browser}"


def capture_on(client: Any, cells: Sequence[Cell], out_dir: Path, *, progress: bool) -> Shots:
    """Capture ``cells`` on ``client``'s workers; the images are saved in ``out_dir``.

    A cell whose task failed or whose worker was lost is in ``Shots.failures``.

    Raises
    ------
    InvalidArgument
        When ``client`` is not an executor.
    """
    project = current_project()
    where = project.path if project else None
    tasks = [Task(task_name(cell), capture_cell, (cell, where)) for cell in cells]
    outcomes = run_tasks(client, tasks, setup=BROWSER, progress=progress, desc="Capturing")
    shots, failures = [], []
    for cell, outcome in zip(cells, outcomes, strict=True):
        if outcome.error is not None:
            error = outcome.error
            if not isinstance(error, NbshotError):
                error = InternalError(f"{type(error).__name__}: {error}")
            failures.append(Failure(cell.target.url, cell.name, error))
        elif isinstance(outcome.value, Shot):
            shot = outcome.value  # saved under the file name the worker gave it
            name = shot.path.name if shot.path else f"{cell.name}.{shot.format}"
            shots.append(replace(shot, path=atomic_write(out_dir / name, shot.data)))
        else:
            failures.append(outcome.value)
    return Shots(shots, failures)
