"""Secrets: ``${NAME}`` read from the environment for names the person listed, and kept
out of everything nbshot shows or writes.

A step such as ``fill:#password=${SHOP_PASSWORD}`` keeps its ``${SHOP_PASSWORD}``
in a session's history, a saved flow and a run's parameters; the value is read
from the environment only as the step types it, and only when ``SHOP_PASSWORD`` is
on the allow-list (the project's ``[secrets]``, ``--secret SHOP_PASSWORD``,
``configure(secrets=[...])``). The rest of the environment is out of reach: a page
or an agent that writes ``${NBSHOT_MCP_TOKEN}`` gets a coded error, not the token.

Each value read that way, and each value found in or typed into a password field,
is remembered for this process, and :func:`redact` replaces it with :data:`MASK` in
trees, views, MCP answers, HAR files and run files, in every form a page or a
transport gives it (URL- and form-encoded, base64, hex, upper/lower case, reversed,
HTML- and JSON-escaped).
"""

from __future__ import annotations

import base64
import html
import json
import os
import re
import threading
from collections.abc import Collection, Iterable
from urllib.parse import quote, quote_plus

from nbshot import env_vars
from nbshot.errors import InvalidArgument

MASK = "••••••"
#: ``${NAME}`` or ``${NAME:-default}``; NAME as in a shell variable.
REFERENCE = re.compile(r"\$\{([A-Za-z_][A-Za-z0-9_]*)(?::-([^}]*))?\}")
_NAME = re.compile(r"[A-Za-z_][A-Za-z0-9_]*")
#: Where a flow run carries the value of a ``# secret:`` parameter to its kernel; the
#: runner lists the ones it sets. Every other ``NBSHOT_*`` variable is nbshot's own
#: (a token, a browser endpoint) and never expands.
RUN_PREFIX = env_vars.SECRET_PREFIX
_OWN_PREFIX = env_vars.PREFIX
#: The steps that may type a secret; a URL, a selector or a key name never expands, so a
#: listed secret cannot be put in an address a page's server logs.
EXPANDS_IN = ("fill", "type")
_MIN_LENGTH = 3  # shorter values would mask ordinary words and digits

_known: dict[str, str | None] = {}  # value -> the name it was read from (if any)
_masked: list[str] = []  # every form of every known value, longest first
_lock = threading.Lock()


def check_names(names: Iterable[str], where: str = "secrets") -> tuple[str, ...]:
    """``names`` as an allow-list: each a variable name, none of nbshot's own.

    Raises
    ------
    InvalidArgument
        For a name that is not a variable name, or one starting with ``NBSHOT_``
        (nbshot's settings and tokens are never secrets a step may type).
    """
    if isinstance(names, str):
        names = [names]
    checked = []
    for name in names:
        if not isinstance(name, str) or not _NAME.fullmatch(name) or len(name) > 100:
            raise InvalidArgument(
                f"{where}: {str(name)[:100]!r} is not a variable name",
                "Use names such as SHOP_PASSWORD",
            )
        if name.startswith(_OWN_PREFIX):
            raise InvalidArgument(
                f"{where}: {name} is one of nbshot's own variables",
                "nbshot's settings and tokens cannot be typed into pages; list your app's "
                "secrets (e.g. SHOP_PASSWORD)",
            )
        checked.append(name)
    return tuple(dict.fromkeys(checked))


def expand(text: str, allowed: Collection[str]) -> str:
    """``text`` with each ``${NAME}`` replaced by the environment's value, remembered
    as a secret. Only names in ``allowed`` are read; an unlisted one gives its
    ``:-default``, or fails. ``NBSHOT_*`` names are never read, except the flow
    runner's ``NBSHOT_SECRET_*`` when it listed them.

    Raises
    ------
    InvalidArgument
        When NAME is not allowed, or allowed but not set, and there is no ``:-default``.
    """

    def value(match: re.Match[str]) -> str:
        name, default = match.group(1), match.group(2)
        listed = name in allowed and (
            not name.startswith(_OWN_PREFIX) or name.startswith(RUN_PREFIX)
        )
        found = os.environ.get(name) if listed else None
        if found is None:
            found = default
        if found is None and not listed:
            shown = ", ".join(sorted(n for n in allowed if not n.startswith(RUN_PREFIX)))
            raise InvalidArgument(
                f"${{{name}}} is not a secret this process may read",
                f"Allowed: {shown or 'none'}. List it in the project's [secrets], pass "
                f"--secret {name}, or call configure(secrets=[...])",
            )
        if found is None:
            raise InvalidArgument(
                f"The secret ${{{name}}} is not set",
                f"Set the environment variable {name} where this runs "
                f"(or write ${{{name}:-default}})",
            )
        remember(found, name if listed else None)
        return found

    return REFERENCE.sub(value, text)


def remember(value: str, name: str | None = None) -> None:
    """Treat ``value`` as a secret from now on (it is masked wherever shown); ``name``
    is the variable it came from, which a replay writes in its place."""
    if not isinstance(value, str) or len(value) < _MIN_LENGTH:
        return
    with _lock:
        if value in _known and (name is None or _known[value] == name):
            return
        _known[value] = name or _known.get(value)
        masked = {form for known in _known for form in forms(known)}
        _masked[:] = sorted(masked, key=len, reverse=True)  # a longer form may hold a shorter


def forget() -> None:
    """Forget every value remembered so far: for a process that serves one command after
    another (the warm helper), where one command's secrets are not the next one's."""
    with _lock:
        _known.clear()
        _masked.clear()


def forms(value: str) -> set[str]:
    """``value`` as a page, a URL, a form post or a cookie may carry it: as it is,
    URL- and form-encoded, base64 (standard and URL-safe, padded or not), hex, upper
    and lower case, reversed, HTML- and JSON-escaped. Forms shorter than 3 characters
    are left out (they would mask ordinary text)."""
    raw = value.encode("utf-8")
    encoded = [quote(value, safe=""), quote(value), quote_plus(value)]
    found = {
        value,
        value.upper(),
        value.lower(),
        value[::-1],
        html.escape(value),
        json.dumps(value)[1:-1],
        raw.hex(),
        raw.hex().upper(),
        *encoded,
        *(re.sub(r"%[0-9A-F]{2}", lambda m: m.group(0).lower(), e) for e in encoded),
    }
    for coded in (base64.b64encode(raw), base64.urlsafe_b64encode(raw)):
        text = coded.decode("ascii")
        found |= {text, text.rstrip("=")}
    return {form for form in found if len(form) >= _MIN_LENGTH}


def holds_secret(text: str) -> bool:
    """True when ``text`` holds a remembered secret as it is."""
    return any(value in text for value in list(_known))


def as_references(text: str, fallback: str) -> str:
    """``text`` with each remembered secret written as ``${NAME}``: the name it was read
    from, else ``fallback``. For steps a flow will replay."""
    for value in sorted(list(_known), key=len, reverse=True):
        if value in text:
            text = text.replace(value, f"${{{_known.get(value) or fallback}}}")
    return text


def redact(text: str) -> str:
    """``text`` with every form of every remembered secret replaced by :data:`MASK`."""
    if not _masked or not text:
        return text
    for form in list(_masked):
        if form in text:
            text = text.replace(form, MASK)
    return text


def env_name(hint: str) -> str:
    """An environment variable name for a field: ``#password`` -> ``PASSWORD``."""
    name = re.sub(r"[^A-Za-z0-9]+", "_", hint).strip("_").upper()
    return name if name and not name[0].isdigit() else f"SECRET_{name}".rstrip("_")
