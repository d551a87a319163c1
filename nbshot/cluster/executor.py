"""One batch of tasks on the caller's executor, with one progress bar and no lost item.

:func:`run_tasks` is the only entry point: it turns the caller's ``client`` into a
backend (Dask or a ``concurrent.futures.Executor``), submits one task per item
named for the Dask dashboard (``flow homepage``, ``capture home@phone/dark``), and
gives back every item's outcome in order, an exception standing in for a result
that never came (a worker lost more often than the scheduler retries).
"""

from __future__ import annotations

import concurrent.futures
import re
import socket
import uuid
from collections.abc import Sequence
from concurrent.futures.process import BrokenProcessPool
from typing import Any

from nbshot.cluster.tasks import Outcome, Task, WorkerSetup
from nbshot.errors import InvalidArgument, WorkerLost
from nbshot.notebook import Progress

DASK_EXTRA = "pip install 'nbshot[dask]'"
#: How often Dask runs a task again after it raised (a worker that dies mid-task is
#: handled by the scheduler itself: the task moves to another worker).
RETRIES = 1
CONNECT_TIMEOUT_S = 10


def is_dask_client(client: Any) -> bool:
    return type(client).__module__.split(".")[0] == "distributed"


def _dask_key(name: str) -> str:
    # The dashboard groups tasks by the key's text before its first "-<non-word>":
    # keep the name's own dashes out of the way of the unique suffix.
    return f"{re.sub(r'-(?=[0-9])', '_', name)}-0-{uuid.uuid4().hex}"


def connect(client: Any) -> Any:
    """The executor ``client`` names: a Dask ``Client`` or ``concurrent.futures.Executor``
    as given, or a scheduler address (``tcp://host:8786``) connected to.

    Raises
    ------
    InvalidArgument
        For anything else, an address where no scheduler answers (at once when the
        connection is refused, else within 10 s), or an address when dask.distributed
        is not installed (naming the extra that installs it).
    """
    if isinstance(client, concurrent.futures.Executor) or is_dask_client(client):
        return client
    if isinstance(client, str):
        try:
            from distributed import Client
        except ImportError:
            raise InvalidArgument(
                f"client={client!r} needs dask.distributed, which is not installed",
                f"Install it: {DASK_EXTRA}",
            ) from None
        try:
            _refuses_at_once(client)
            return Client(client, timeout=CONNECT_TIMEOUT_S)
        except (ValueError, OSError) as exc:  # a malformed address; nothing answering
            raise InvalidArgument(
                f"No Dask scheduler at client={client!r}: {exc}",
                "Pass a running scheduler's address (tcp://host:8786) or a Client",
            ) from None
    raise InvalidArgument(
        f"client={type(client).__name__} is not an executor",
        "Pass a dask.distributed.Client, a scheduler address, or a concurrent.futures.Executor",
    )


def _refuses_at_once(address: str) -> None:
    """Raise ConnectionRefusedError when ``tcp://host:port`` refuses a connection: Dask
    tries again until its timeout (10 s) where a refusal says at once that no scheduler
    listens there. Anything else (no answer, another scheme) is left to Dask."""
    scheme, _, rest = address.partition("://")
    host, _, port = rest.rpartition(":")
    if scheme != "tcp" or not port.isdigit():
        return
    try:
        socket.create_connection((host.strip("[]"), int(port)), timeout=1).close()
    except ConnectionRefusedError as exc:
        raise ConnectionRefusedError(f"{address} refused the connection") from exc
    except OSError:
        return  # no answer within 1 s, or an unknown host: Dask's own message says


def run_tasks(
    client: Any,
    tasks: Sequence[Task],
    *,
    setup: WorkerSetup | None = None,
    progress: bool = True,
    desc: str = "Running",
) -> list[Outcome]:
    """Run every task on ``client``; returns their outcomes in the order given.

    A task that raised (after Dask's retries), or whose worker kept dying, has the
    exception in ``error`` (a lost worker as :class:`~nbshot.errors.WorkerLost`); the
    others are unaffected. ``progress`` shows one bar for the whole batch.

    Raises
    ------
    InvalidArgument
        When ``client`` is not an executor (see :func:`connect`).
    """
    executor = connect(client)
    bar = Progress(len(tasks), "task", desc) if progress and tasks else None
    try:
        if is_dask_client(executor):
            return _on_dask(executor, tasks, setup, bar)
        return _on_executor(executor, tasks, bar)
    finally:
        if bar is not None:
            bar.close()


def _on_executor(
    executor: concurrent.futures.Executor, tasks: Sequence[Task], bar: Any
) -> list[Outcome]:
    futures = [executor.submit(task.fn, *task.args) for task in tasks]
    for _ in concurrent.futures.as_completed(futures):
        if bar is not None:
            bar.update()
    outcomes = []
    for future in futures:
        error = future.exception()
        if isinstance(error, BrokenProcessPool):
            error = WorkerLost(f"The executor's process died: {error}", "Run the batch again")
        outcomes.append(Outcome(error=error) if error else Outcome(value=future.result()))
    return outcomes


def _on_dask(
    client: Any, tasks: Sequence[Task], setup: WorkerSetup | None, bar: Any
) -> list[Outcome]:
    from distributed import as_completed
    from distributed.scheduler import KilledWorker

    if setup is not None:
        from nbshot.cluster.dask_worker import register

        register(client, setup)
    futures = [
        client.submit(task.fn, *task.args, key=_dask_key(task.name), retries=RETRIES, pure=False)
        for task in tasks
    ]
    for _ in as_completed(futures):
        if bar is not None:
            bar.update()
    outcomes = []
    for task, future in zip(tasks, futures, strict=True):
        if future.status == "finished":
            outcomes.append(Outcome(value=future.result()))
            continue
        error = future.exception()
        if isinstance(error, KilledWorker):
            error = WorkerLost(
                f"{task.name}: its worker died on every try ({error})",
                "Look at the workers' logs, then run it again",
            )
        outcomes.append(Outcome(error=error))
    return outcomes
