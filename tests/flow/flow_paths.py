"""Where the flow tests find their flows, and a pixel check they share."""

from __future__ import annotations

import io
from pathlib import Path

from PIL import Image, ImageChops

ROOT = Path(__file__).resolve().parents[2]
FLOWS = ROOT / "flows"
TEST_FLOWS = Path(__file__).resolve().parent / "flows"
SHIPPED = ["audit", "homepage", "responsive", "sign_in"]
#: The console error the changed demo page logs (see the two_runs fixture).
NEW_ERROR = "nbshot-test: the chart script broke"


def pixels_equal(a: Path | bytes, b: Path | bytes) -> bool:
    def load(source: Path | bytes) -> Image.Image:
        return Image.open(io.BytesIO(source) if isinstance(source, bytes) else source)

    with load(a) as first, load(b) as second:
        return (
            first.size == second.size
            and ImageChops.difference(first.convert("RGB"), second.convert("RGB")).getbbox() is None
        )
