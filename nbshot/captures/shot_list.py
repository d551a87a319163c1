"""Shot lists: many captures described in a file, for ``nbshot capture --from FILE``.

Three forms, told apart by the file's suffix:

- ``.txt`` (or anything else): one target per line; blank lines and ``#`` comments
  are skipped.
- ``.toml``: ``[[shot]]`` tables, each with ``url`` (or ``html``), an optional
  ``name`` and any capture option (``full_page = true``, ``viewport = [390, 844]``).
- ``.yaml`` / ``.yml``: a list of the same entries (as shot-scraper's ``multi``
  takes), or of plain targets.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path
from typing import Any

from nbshot.errors import InvalidArgument


def read_shot_list(path: str | os.PathLike[str]) -> list[str | dict[str, Any]]:
    """The targets and entries in a shot list, in order.

    Raises
    ------
    InvalidArgument
        For a missing or unreadable file, one that does not parse, an entry that is
        neither a target nor a table, or a list with nothing in it.
    """
    file = Path(path)
    try:
        text = file.read_text()
    except (OSError, UnicodeDecodeError) as exc:
        raise InvalidArgument(
            f"Cannot read the shot list {str(file)!r}: {exc}", "Pass a text, TOML or YAML file"
        ) from None
    suffix = file.suffix.lower()
    if suffix == ".toml":
        items: Any = _toml(text, file).get("shot", [])
    elif suffix in (".yaml", ".yml"):
        items = _yaml(text, file)
    else:
        items = [
            line.strip()
            for line in text.splitlines()
            if line.strip() and not line.strip().startswith("#")
        ]
    if not isinstance(items, list) or not items:
        hint = "List targets one per line, or [[shot]] tables with url="
        raise InvalidArgument(f"The shot list {str(file)!r} has no shots", hint)
    for item in items:
        if not isinstance(item, (str, dict)):
            raise InvalidArgument(
                f"{item!r} in {str(file)!r} is not a target or an entry",
                "Give a URL, or a table with url= and options",
            )
    return items


def _toml(text: str, file: Path) -> dict[str, Any]:
    if sys.version_info >= (3, 11):
        import tomllib
    else:  # pragma: no cover
        import tomli as tomllib  # type: ignore[import-not-found,no-redef,unused-ignore]
    try:
        parsed: dict[str, Any] = tomllib.loads(text)
        return parsed
    except tomllib.TOMLDecodeError as exc:
        hint = "Fix the file; see docs/api.md for the [[shot]] form"
        raise InvalidArgument(f"{str(file)!r} is not valid TOML: {exc}", hint) from None


def _yaml(text: str, file: Path) -> Any:
    try:
        import yaml
    except ImportError:  # pragma: no cover - PyYAML comes with Jupyter
        raise InvalidArgument("Reading YAML needs PyYAML", "pip install pyyaml") from None
    try:
        return yaml.safe_load(text)
    except yaml.YAMLError as exc:
        raise InvalidArgument(
            f"{str(file)!r} is not valid YAML: {exc}", "Fix the file, or use one URL per line"
        ) from None
