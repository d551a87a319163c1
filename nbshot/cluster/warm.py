"""What a worker keeps warm for captures: the engine and its browser."""

from __future__ import annotations

from nbshot.browser.engine import engine
from nbshot.cluster.tasks import WorkerSetup


def start_browser() -> None:
    """Launch (or connect to) the worker's browser before its first capture."""
    engine.warm_up(browser=True)


def stop_browser() -> None:
    """Close the worker's browser and Playwright (the worker is closing)."""
    engine.close()


BROWSER = WorkerSetup("browser", start_browser, stop_browser)
