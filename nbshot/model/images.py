"""Image helpers: sizes read from headers, the pixel cap, and small thumbnails.

Used by shots, comparisons, descriptions and run reports; nothing here knows a Shot.
"""

from __future__ import annotations

import base64
import io
import struct
import warnings

from nbshot.errors import InvalidArgument

# Larger images are refused from their header, before decoding: Pillow's own guard
# only warns up to 179 MP, and comparing 40 MP (a 1280 px wide page 31,000 px tall)
# already takes seconds.
MAX_PIXELS = 40_000_000


def check_pixels(data: bytes, what: str) -> tuple[int, int]:
    """Width and height of PNG/JPEG ``data``, read from the header.

    Raises
    ------
    InvalidArgument
        When the image has more than :data:`MAX_PIXELS` pixels or cannot be read.
    """
    from PIL import Image, UnidentifiedImageError

    try:
        with warnings.catch_warnings():  # the check below replaces Pillow's bomb warning
            warnings.simplefilter("ignore", Image.DecompressionBombWarning)
            width, height = image_size(data)
    except (UnidentifiedImageError, Image.DecompressionBombError, OSError, struct.error):
        raise InvalidArgument(
            f"{what} is not a readable image"[:300], "Pass a PNG or JPEG file"
        ) from None
    if width * height > MAX_PIXELS:
        raise InvalidArgument(
            f"{what} is {width}x{height} pixels, more than nbshot reads "
            f"({MAX_PIXELS // 1_000_000} megapixels)"[:400],
            "Crop or scale it first, or capture a clip or an element",
        )
    return width, height


def image_size(data: bytes) -> tuple[int, int]:
    """Width and height of PNG or JPEG bytes, read from the header (no decoding)."""
    if data[:8] == b"\x89PNG\r\n\x1a\n":
        width, height = struct.unpack(">II", data[16:24])
        return int(width), int(height)
    from PIL import Image

    with Image.open(io.BytesIO(data)) as img:
        width, height = img.size
    return int(width), int(height)


def thumbnail_uri(data: bytes, width: int, max_height: int | None = None) -> str:
    """A data URI of a JPEG ``width`` pixels wide (never wider than the picture), cut
    at ``max_height`` first: what grids and run summaries show, a few KB where the
    full picture is a hundred or more (the file keeps every pixel)."""
    jpeg = thumbnail_jpeg(data, width, max_height)
    return f"data:image/jpeg;base64,{base64.b64encode(jpeg).decode()}"


def thumbnail_jpeg(
    data: bytes, width: int, max_height: int | None = None, quality: int = 82
) -> bytes:
    """The JPEG bytes of :func:`thumbnail_uri` (what an email attaches inline)."""
    from PIL import Image

    with Image.open(io.BytesIO(data)) as image:
        picture = image.convert("RGB")
    scale = min(1.0, width / picture.width)
    if max_height is not None and picture.height * scale > max_height:
        picture = picture.crop((0, 0, picture.width, round(max_height / scale)))
    if scale < 1:
        picture = picture.resize(
            (round(picture.width * scale), round(picture.height * scale)), Image.Resampling.LANCZOS
        )
    buffer = io.BytesIO()
    picture.save(buffer, format="JPEG", quality=quality, optimize=True)
    return buffer.getvalue()


def mime_type(fmt: str) -> str:
    """The MIME type of an image format nbshot writes (``png`` or ``jpeg``)."""
    return "image/png" if fmt == "png" else "image/jpeg"
