"""The Dask worker plugin: what a worker keeps warm for nbshot, started once.

Imported only when a Dask client is given (it needs ``distributed``).
"""

from __future__ import annotations

import asyncio
from typing import Any

from distributed import WorkerPlugin

from nbshot.cluster.tasks import WorkerSetup


class NbshotWorker(WorkerPlugin):
    """Runs ``setup.start`` when a worker joins (or at registration) and
    ``setup.stop`` when it closes; registering the same name again does nothing."""

    idempotent = True

    def __init__(self, setup: WorkerSetup) -> None:
        self.setup_spec = setup

    async def setup(self, worker: Any) -> None:
        # Off the worker's event loop: starting a browser or a kernel takes seconds.
        await asyncio.to_thread(self.setup_spec.start)

    async def teardown(self, worker: Any) -> None:
        await asyncio.to_thread(self.setup_spec.stop)


def register(client: Any, setup: WorkerSetup) -> None:
    """Register ``setup`` on every worker of ``client``'s cluster, now and to come."""
    client.register_plugin(NbshotWorker(setup), name=f"nbshot-{setup.name}")
