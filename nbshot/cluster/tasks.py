"""What a batch hands a cluster: tasks, what each worker starts once, and outcomes."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True)
class Task:
    """One item of a batch: ``fn(*args)`` run on a worker, shown as ``name``."""

    name: str
    fn: Callable[..., Any]
    args: tuple[Any, ...] = ()


@dataclass(frozen=True)
class WorkerSetup:
    """What each Dask worker starts once, before its first task of this kind, and
    stops when it closes: ``start()`` and ``stop()``, module-level functions (they
    travel to the workers by name). ``name`` keeps one registration per kind."""

    name: str
    start: Callable[[], None]
    stop: Callable[[], None]


@dataclass
class Outcome:
    """What became of one task: its ``value``, or the ``error`` that replaced it."""

    value: Any = None
    error: BaseException | None = None
