"""Secrets: ``${NAME}`` read from the environment when used, and kept out of everything
nbshot shows or writes.

A step such as ``fill:#password=${SHOP_PASSWORD}`` keeps its ``${SHOP_PASSWORD}``
in a session's history, a saved flow and a run's parameters; the value is read
from the environment only as the step runs (``${NAME:-default}`` gives a default).
Each value read that way, and each value found in or typed into a password field,
is remembered for this process, and :func:`redact` replaces them with
:data:`MASK` in trees, views, MCP answers and run files.
"""

from __future__ import annotations

import os
import re
import threading

from nbshot.errors import InvalidArgument

MASK = "••••••"
#: ``${NAME}`` or ``${NAME:-default}``; NAME as in a shell variable.
REFERENCE = re.compile(r"\$\{([A-Za-z_][A-Za-z0-9_]*)(?::-([^}]*))?\}")
_MIN_LENGTH = 3  # shorter values would mask ordinary words and digits

_known: set[str] = set()
_lock = threading.Lock()


def expand(text: str) -> str:
    """``text`` with each ``${NAME}`` replaced by the environment's value, remembered
    as a secret.

    Raises
    ------
    InvalidArgument
        When NAME is not set and there is no ``:-default``.
    """

    def value(match: re.Match[str]) -> str:
        name, default = match.group(1), match.group(2)
        found = os.environ.get(name, default)
        if found is None:
            raise InvalidArgument(
                f"The secret ${{{name}}} is not set",
                f"Set the environment variable {name} where this runs "
                f"(or write ${{{name}:-default}})",
            )
        remember(found)
        return found

    return REFERENCE.sub(value, text)


def remember(value: str) -> None:
    """Treat ``value`` as a secret from now on (it is masked wherever shown)."""
    if isinstance(value, str) and len(value) >= _MIN_LENGTH:
        with _lock:
            _known.add(value)


def redact(text: str) -> str:
    """``text`` with every remembered secret replaced by :data:`MASK`."""
    if not _known or not text:
        return text
    with _lock:
        values = sorted(_known, key=len, reverse=True)  # a longer secret may hold a shorter
    for secret in values:
        if secret in text:
            text = text.replace(secret, MASK)
    return text


def env_name(hint: str) -> str:
    """An environment variable name for a field: ``#password`` -> ``PASSWORD``."""
    name = re.sub(r"[^A-Za-z0-9]+", "_", hint).strip("_").upper()
    return name if name and not name[0].isdigit() else f"SECRET_{name}".rstrip("_")
