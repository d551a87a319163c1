"""How tool answers carry pictures: a PNG that fits is sent as it is, others are
scaled to MAX_SIDE and re-encoded."""

from __future__ import annotations

import base64
import io

from PIL import Image

from nbshot.mcp.results import MAX_SIDE, image


def _png(width: int, height: int) -> bytes:
    buf = io.BytesIO()
    Image.new("RGB", (width, height), (200, 30, 30)).save(buf, format="PNG")
    return buf.getvalue()


def test_a_png_that_fits_is_sent_byte_for_byte() -> None:
    data = _png(1280, 720)
    sent = image(data)
    assert sent.mime_type == "image/png" and base64.b64decode(sent.data) == data


def test_a_larger_picture_is_scaled_down() -> None:
    sent = image(_png(800, 4000))
    with Image.open(io.BytesIO(base64.b64decode(sent.data))) as shown:
        assert max(shown.size) == MAX_SIDE
