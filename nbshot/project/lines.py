"""Where in a project file a key is set, so an error can name its line.

``wrong(file, ("server", "comand"), "unknown key", hint)`` is an ``InvalidArgument``
saying ``server.comand: unknown key (nbshot.toml, line 4)``. The line is found by
reading the file as a person would (the table header, then ``key =`` below it), so it
needs nothing from the TOML parser, which keeps no positions.
"""

from __future__ import annotations

import re
from pathlib import Path

from nbshot.errors import InvalidArgument


def read(path: Path) -> str:
    """The text of the project file at ``path``.

    Raises
    ------
    InvalidArgument
        When it cannot be read (missing, a folder, not UTF-8).
    """
    try:
        return path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        raise InvalidArgument(
            f"Cannot read the project file {str(path)!r}: {exc}",
            "Check the path (NBSHOT_CONFIG, or the folder's nbshot.toml)",
        ) from None


def prefix(file: Path) -> tuple[str, ...]:
    """The table nbshot's keys sit in: ``[tool.nbshot]`` in a ``pyproject.toml``."""
    return ("tool", "nbshot") if file.name == "pyproject.toml" else ()


def line_of(text: str, keys: tuple[str, ...]) -> int | None:
    """The line (1-based) of ``text`` where ``keys`` (a dotted path from the top of the
    file) is set or its table starts; None when no line says it."""
    table: tuple[str, ...] = ()
    for number, raw in enumerate(text.splitlines(), 1):
        line = raw.split("#", 1)[0].strip()
        header = re.fullmatch(r"\[\[?([^\]]+)\]\]?", line)
        if header:
            table = tuple(part.strip().strip('"') for part in header.group(1).split("."))
            if table == keys:
                return number
            continue
        match = re.match(r'"?([\w.-]+)"?\s*=', line)
        if match:
            here = (*table, *(p.strip('"') for p in match.group(1).split(".")))
            if here == keys or (here == keys[: len(here)] and len(here) > len(table)):
                return number
    return None


def wrong(
    file: Path, keys: tuple[str, ...], what: str, hint: str, text: str | None = None
) -> InvalidArgument:
    """The error about the value at ``keys`` of ``file`` (whose ``text`` is read when not
    given): ``what`` went wrong, naming the key, the file and the line; ``hint``, what to
    try."""
    line = line_of(read(file) if text is None else text, (*prefix(file), *keys))
    where = f"{file.name}, line {line}" if line else file.name
    return InvalidArgument(f"{'.'.join(keys)}: {what} ({where})", hint)
