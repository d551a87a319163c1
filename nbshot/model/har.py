"""Reading HAR files (HTTP Archive, what browsers and Playwright record) into pandas."""

from __future__ import annotations

import json
import os
import stat
from pathlib import Path
from typing import TYPE_CHECKING, Any

from nbshot.errors import InvalidArgument
from nbshot.files import atomic_write

if TYPE_CHECKING:
    import pandas as pd

COLUMNS = ["started", "method", "url", "status", "mime", "size", "ms", "page"]
#: Largest HAR read: nbshot's own leave bodies out, so 100 MB is a very long session.
MAX_HAR_BYTES = 100 * 1024 * 1024


def read_har(path: str | os.PathLike[str]) -> pd.DataFrame:
    """The requests in a HAR file, one row each, in the order they started.

    Columns: ``started`` (ISO time), ``method``, ``url``, ``status`` (0 when there
    was no response), ``mime``, ``size`` (response body bytes; -1 when unknown),
    ``ms`` (total time), ``page`` (the page's title or id).

    Raises
    ------
    InvalidArgument
        When the file is missing, is not a regular file (``/dev/zero``, a pipe), is
        larger than :data:`MAX_HAR_BYTES`, or is not a HAR.
    """
    import pandas as pd

    file = Path(path)
    _check_readable(file)
    try:
        log = json.loads(file.read_text(encoding="utf-8"))["log"]
    except (OSError, ValueError, KeyError, TypeError) as exc:
        raise InvalidArgument(
            f"{str(file)!r} is not a readable HAR file ({exc})"[:300],
            "Pass a .har written by nbshot.open(har=...) or a flow run with har=True",
        ) from None
    titles = {p.get("id"): p.get("title") or p.get("id") for p in log.get("pages", [])}
    rows: list[dict[str, Any]] = [_row(entry, titles) for entry in log.get("entries", [])]
    rows.sort(key=lambda row: str(row["started"]))
    frame: pd.DataFrame = pd.DataFrame(rows, columns=COLUMNS)
    return frame


def _check_readable(file: Path) -> None:
    """Refuse, before reading, what would never end (a device, a pipe) or fill memory."""
    hint = (
        f"Pass a regular .har file of at most {MAX_HAR_BYTES // 2**20} MB, as "
        "nbshot.open(har=...) or a flow run with har=True writes"
    )
    try:
        info = file.stat()
    except (OSError, ValueError) as exc:  # ValueError: a NUL in the path
        raise InvalidArgument(
            f"{str(file)[:200]!r} is not a readable HAR file ({exc})"[:300], hint
        ) from None
    if not stat.S_ISREG(info.st_mode):
        raise InvalidArgument(f"{str(file)[:200]!r} is not a regular file", hint)
    if info.st_size > MAX_HAR_BYTES:
        raise InvalidArgument(
            f"{str(file)[:200]!r} is {info.st_size / 2**20:.0f} MB; HAR files are read up "
            f"to {MAX_HAR_BYTES // 2**20} MB",
            hint,
        )


def _row(entry: dict[str, Any], titles: dict[Any, Any]) -> dict[str, Any]:
    request, response = entry.get("request", {}), entry.get("response", {})
    content = response.get("content", {})
    return {
        "started": entry.get("startedDateTime", ""),
        "method": request.get("method", ""),
        "url": request.get("url", ""),
        "status": int(response.get("status") or 0),
        "mime": content.get("mimeType", ""),
        "size": _body_size(response),
        "ms": round(float(entry.get("time") or 0), 1),
        "page": titles.get(entry.get("pageref")),
    }


def _body_size(response: dict[str, Any]) -> int:
    """The response body's bytes: the HAR's content size, else its body size, else the
    Content-Length header (a page whose context closed soon after it loaded can be
    recorded before its size is known); -1 when none says."""
    for size in (response.get("content", {}).get("size"), response.get("bodySize")):
        if isinstance(size, int) and size >= 0:
            return size
    for header in response.get("headers", []):
        if str(header.get("name", "")).lower() == "content-length":
            value = str(header.get("value", ""))
            return int(value) if value.isdigit() else -1
    return -1


def merge_hars(files: list[Path], target: Path) -> Path | None:
    """One HAR of several (a flow run's pages, one file per browser context), entries
    in the order they started. None when there is nothing to merge."""
    logs = []
    for file in files:
        try:
            logs.append(json.loads(file.read_text(encoding="utf-8"))["log"])
        except (OSError, ValueError, KeyError):
            continue  # a context killed before it wrote its file
    if not logs:
        return None
    merged = dict(logs[0])
    merged["pages"] = [p for log in logs for p in log.get("pages", [])]
    merged["entries"] = sorted(
        (e for log in logs for e in log.get("entries", [])),
        key=lambda e: e.get("startedDateTime", ""),
    )
    return atomic_write(target, json.dumps({"log": merged}, indent=1))
