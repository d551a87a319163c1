"""What a page said and fetched (nbshot.page.log): console errors and failed requests."""

from __future__ import annotations

from pathlib import Path

import nbshot
from nbshot.demo import DemoSite


def test_console_errors_and_failed_requests_are_recorded(demo: DemoSite, out: Path) -> None:
    shot = nbshot.capture(demo.url_for("problems"), out_dir=out)
    texts = [m.text for m in shot.console_errors]
    assert any("Failed to load widget config" in t for t in texts)
    assert any(r.url.endswith("/images/missing-chart.png") and r.status == 404
               for r in shot.failed_requests)  # fmt: skip
    clean = nbshot.capture(demo.url_for("signin"), out_dir=out)
    assert clean.console_errors == [] and clean.failed_requests == ()
