"""The ``nbshot`` command line. Each command's docstring is its ``--help``.

``app.py`` (the group and shared helpers), ``pages.py`` (capture, demo, check,
mcp), ``runs.py`` (flows, run, runs, report), ``pixels.py`` (compare, approve),
``project.py`` (init), ``doctor.py`` (the doctor command and its checks: what this
machine has, and the fix for what it lacks), ``helper.py`` (helper status, stop: the
warm browser helper).
Commands import what they run when they run, so ``nbshot --help`` stays quick.
"""

from nbshot.cli import (  # noqa: F401 - each registers its commands
    doctor,
    helper,
    pages,
    pixels,
    project,
    runs,
)
from nbshot.cli.app import main

__all__ = ["main"]
