"""Image helpers (nbshot.model.images): sizes from headers, the pixel cap, thumbnails."""

from __future__ import annotations

import base64
import io
import struct
import zlib

import pytest
from PIL import Image

from nbshot.errors import InvalidArgument
from nbshot.model.images import (
    MAX_PIXELS,
    check_pixels,
    image_size,
    mime_type,
    thumbnail_jpeg,
    thumbnail_uri,
)


def _picture(width: int, height: int, fmt: str = "PNG") -> bytes:
    buffer = io.BytesIO()
    Image.new("RGB", (width, height), (200, 30, 30)).save(buffer, format=fmt)
    return buffer.getvalue()


def _png_header(width: int, height: int) -> bytes:
    """A PNG that claims ``width`` x ``height``: its header only, no pixels behind it."""
    ihdr = struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0)
    chunk = b"IHDR" + ihdr
    return (
        b"\x89PNG\r\n\x1a\n" + struct.pack(">I", 13) + chunk + struct.pack(">I", zlib.crc32(chunk))
    )


def test_sizes_are_read_from_png_and_jpeg_headers() -> None:
    assert image_size(_picture(30, 20)) == (30, 20)
    assert image_size(_picture(31, 17, "JPEG")) == (31, 17)
    assert image_size(_png_header(50_000, 40_000)) == (50_000, 40_000)  # nothing decoded


def test_a_picture_over_the_cap_or_unreadable_is_refused_before_decoding() -> None:
    assert check_pixels(_picture(30, 20), "a.png") == (30, 20)
    side = int(MAX_PIXELS**0.5) + 1
    with pytest.raises(InvalidArgument, match=f"big.png is {side}x{side} pixels, more than"):
        check_pixels(_png_header(side, side), "big.png")
    with pytest.raises(InvalidArgument, match="notes.txt is not a readable image"):
        check_pixels(b"just some text", "notes.txt")


def test_a_thumbnail_is_a_small_jpeg_cut_at_its_height() -> None:
    uri = thumbnail_uri(_picture(800, 3000), 200, max_height=400)
    assert uri.startswith("data:image/jpeg;base64,")
    with Image.open(io.BytesIO(base64.b64decode(uri.split(",", 1)[1]))) as thumb:
        assert thumb.size == (200, 400)  # scaled to 200 wide, cut at 400 tall
    with Image.open(io.BytesIO(base64.b64decode(thumbnail_uri(_picture(90, 60), 200)[23:]))) as t:
        assert t.size == (90, 60)  # never wider than the picture
    assert (mime_type("png"), mime_type("jpeg")) == ("image/png", "image/jpeg")


def test_a_thumbnail_as_bytes_is_the_same_jpeg_at_the_quality_asked() -> None:
    picture = _picture(800, 3000)
    jpeg = thumbnail_jpeg(picture, 200, max_height=400)
    assert base64.b64decode(thumbnail_uri(picture, 200, max_height=400)[23:]) == jpeg
    with Image.open(io.BytesIO(thumbnail_jpeg(picture, 200, 400, quality=30))) as low:
        assert low.format == "JPEG" and low.size == (200, 400)
