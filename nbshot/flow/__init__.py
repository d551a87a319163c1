"""Flows: parameterized notebooks run by papermill as reproducible runs.

``catalog.py`` (finding flows and their typed parameters), ``execution.py`` (executing
a flow in this process: ``run_flow``'s checks, then a run; ``cancel_runs``),
``run_in_progress.py`` (one run in progress: its folder, kernel, timeout and end),
``kernel_env.py`` (what the kernel is told), ``papermill_engine.py`` (papermill with
cell hooks), ``flow_run.py`` (FlowRun, what a run gives back; run logs, past runs),
``run_folder.py`` (run.json, index.md, report.html, runs/index.html), ``record.py``
(``nbshot.record`` inside a flow), ``video.py`` (a run's recordings joined),
``changes.py`` (a run compared with the last run of the same flow and parameters),
``history.py`` (the runs index and each flow's history page, built incrementally),
``notify.py`` (webhooks), ``mail.py`` and ``mail_message.py`` (email), ``junit.py``
(junit.xml), ``prune.py`` (keeping disks in bounds), ``scheduler.py``
(jupyter-scheduler's execution manager for flows), ``budgets.py`` (speed budgets:
the project's, a flow's own over them), ``retry.py`` and ``attempts.py`` (retries
and flaky runs), ``needs.py`` and ``chain.py`` (a flow after the flows it needs,
here or on a cluster), ``batch.py`` (many runs, in threads or on a cluster).
"""
