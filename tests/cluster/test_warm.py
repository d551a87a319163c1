"""What a Dask worker keeps warm for captures (nbshot.cluster.warm): the browser launched
before the first capture, used by every capture after it, and closed with the worker."""

from __future__ import annotations

from pathlib import Path

import nbshot
from nbshot.browser.engine import engine
from nbshot.cluster import warm


def test_the_browser_is_launched_ahead_once_and_closed_with_the_worker(
    demo: nbshot.DemoSite, out: Path
) -> None:
    warm.BROWSER.start()
    launches = engine.launches
    warm.BROWSER.start()  # a second kind of task on the same worker: nothing new
    nbshot.capture(demo.url_for("home"), out_dir=out)
    assert engine.launches == launches  # the capture used the warm browser
    warm.BROWSER.stop()
    assert not engine.running()  # the worker closed: browser, Playwright, loop
    nbshot.capture(demo.url_for("home"), out_dir=out)  # a later call starts again
    assert engine.launches == launches + 1
