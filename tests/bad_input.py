"""Inputs the three faces get wrong on purpose, shared by their bad-input tables."""

from __future__ import annotations

import struct
import zlib
from pathlib import Path

HUGE_DATA_URL = "data:text/html," + "a" * (3 * 1024 * 1024)
MAX_MESSAGE = 4096  # "no message longer than a few KB"


def png_header(path: Path, width: int, height: int) -> Path:
    """A PNG whose header claims ``width`` x ``height``: nbshot must refuse it from the
    header, before decoding (a real 30000x30000 image would take a minute to make)."""

    def chunk(kind: bytes, data: bytes) -> bytes:
        body = kind + data
        return struct.pack(">I", len(data)) + body + struct.pack(">I", zlib.crc32(body))

    ihdr = struct.pack(">IIBBBBB", width, height, 8, 0, 0, 0, 0)
    path.write_bytes(b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", ihdr)
                     + chunk(b"IDAT", zlib.compress(b"\0")) + chunk(b"IEND", b""))  # fmt: skip
    return path
