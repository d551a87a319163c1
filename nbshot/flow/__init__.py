"""Flows: parameterized notebooks run by papermill as reproducible runs.

``catalog.py`` (finding flows and their typed parameters), ``runner.py`` (a run: the
kernel, its environment, timeouts), ``result.py`` (FlowRun, run logs, past runs),
``run_folder.py`` (run.json, index.md, report.html, runs/index.html), ``record.py``
(``nbshot.record`` inside a flow), ``video.py`` (a run's recordings joined).
"""
