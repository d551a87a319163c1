"""Scheduling flows from JupyterLab with jupyter-scheduler ("Create a notebook job").

jupyter-scheduler runs each job's notebook through an *execution manager*, a class
the server is configured with. :class:`FlowExecutionManager` runs a flow (a notebook
with a cell tagged ``parameters``) as an nbshot run instead: the run lands in the
runs folder with its report, junit.xml, changes since the last run, history pages
and webhooks, as ``nbshot run`` would leave it; the job's own output files (the
executed notebook, the HTML) are the run's notebook and report. Any other notebook
runs as jupyter-scheduler's default manager runs it. Configure the server::

    jupyter lab --Scheduler.execution_manager_class=nbshot.flow.scheduler.FlowExecutionManager

or in ``jupyter_server_config.py``::

    c.Scheduler.execution_manager_class = "nbshot.flow.scheduler.FlowExecutionManager"

Where runs go: ``$NBSHOT_SCHEDULER_RUNS`` when set, else the runs folder of the
project file found from the server's root folder (``runs = ...`` or ``[runs]
folder``), else ``runs/`` in the root folder. A job's parameters (strings, as the
scheduler's form gives them) become the flow's, converted to their types; a run that
is not ok fails the job, with the run's error and folder as the job's message.
"""

from __future__ import annotations

import os
import shutil
from pathlib import Path
from typing import Any

try:
    from jupyter_scheduler.executors import (  # type: ignore[import-untyped]
        DefaultExecutionManager,
    )
except ImportError as missing:  # pragma: no cover - a server configured without it
    raise ImportError(
        "nbshot.flow.scheduler needs jupyter-scheduler: pip install jupyter-scheduler"
    ) from missing

from nbshot.env_vars import SCHEDULER_RUNS
from nbshot.errors import InvalidArgument
from nbshot.flow import run_folder
from nbshot.flow.catalog import load_flow
from nbshot.project.file import find_file, runs_folder, use

ENV_SCHEDULER_RUNS = SCHEDULER_RUNS


def scheduled_runs_dir(root_dir: str) -> str:
    """Where a scheduled job's run goes (see the module's docstring); the project file
    found from ``root_dir`` is put in force, so the run has its targets and secrets."""
    configured = os.environ.get(ENV_SCHEDULER_RUNS)
    if configured:
        return configured
    found = find_file(root_dir)
    if found is None:
        return str(Path(root_dir) / "runs")
    use(found)
    return os.fspath(runs_folder("runs"))


class FlowExecutionManager(DefaultExecutionManager):  # type: ignore[misc]
    """jupyter-scheduler's execution manager that runs flows as nbshot runs."""

    def execute(self) -> None:
        source = Path(self.staging_paths["input"])
        try:
            load_flow(source)
        except InvalidArgument:
            super().execute()  # not a flow: a plain notebook job
            return
        from nbshot.config import configure
        from nbshot.flow.execution import run_flow

        configure(warm_kernels=False)  # this process runs one job, then ends
        job = self.model
        run = run_flow(
            source,
            dict(job.parameters or {}),
            out_dir=scheduled_runs_dir(self.root_dir),
            progress=False,
        )
        self._job_files(job, run.folder)
        if not run.ok:
            raise RuntimeError(
                f"The flow run {run.status}: {run.error_text} (run folder: {run.folder})"
            )

    def _job_files(self, job: Any, folder: Path) -> None:
        """The job's output files, from the run: its notebook and its report."""
        for output_format in job.output_formats or []:
            target = self.staging_paths.get(output_format)
            source = {
                "ipynb": folder / run_folder.NOTEBOOK,
                "html": folder / run_folder.REPORT,
            }.get(output_format)
            if target and source is not None and source.is_file():
                Path(target).parent.mkdir(parents=True, exist_ok=True)
                shutil.copyfile(source, target)
