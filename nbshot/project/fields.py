"""The kinds of value a project file's keys hold: types with their checks, and the
words a refusal is said in.

A kind is a type ``Annotated`` with what pydantic cannot check alone (``Port``: a whole
number from 1 to 65535; ``Step``: a step in the step grammar). A failed check raises
:func:`wrong` (what went wrong, what to try); :func:`refusal` turns any of pydantic's
errors into the key path, message and hint a person reads ("must be a whole number,
not float 1.5"). :mod:`nbshot.project.schema` declares the tables with these.
"""

from __future__ import annotations

import math
import re
from collections.abc import Callable
from email.utils import parseaddr
from typing import Annotated, Any

from pydantic import AfterValidator, ValidationError, WrapValidator
from pydantic_core import ErrorDetails, PydanticCustomError

from nbshot.errors import InvalidArgument
from nbshot.model.steps import parse_step
from nbshot.model.variants import variant_parts
from nbshot.project.values import ADDRESS, NOTIFY_EVENTS, SMTP_PORTS
from nbshot.secrets import REFERENCE

FIX = "Fix the value in the project file"
# pydantic's error types, as "must be ..." says them to whoever wrote the file.
_WANTED = {
    "string_type": "a string",
    "int_type": "a whole number",
    "bool_type": "true or false",
    "list_type": "a list",
    "dict_type": "a table",
}
_PASSWORD_WHAT = 'must be "${NAME}": the name of a secret, not the password itself'
_PASSWORD_HINT = (
    'List it (e.g. [secrets] SMTP_PASSWORD = "the SMTP password"), set it where runs '
    'happen, and write password = "${SMTP_PASSWORD}"'
)


def wrong(what: str, hint: str = "", *at: str) -> PydanticCustomError:
    """A refusal to raise in a validator: ``what`` went wrong and ``hint`` what to try,
    about the value being checked or, with ``at``, the key(s) below it."""
    return PydanticCustomError("nbshot", "{what}", {"what": what, "hint": hint, "at": at})


def must_be(value: Any, wanted: str) -> str:
    """``must be {wanted}, not {type} {value!r}``: a value of the wrong type, shown."""
    return f"must be {wanted}, not {type(value).__name__} {value!r}"[:300]


def refusal(error: ErrorDetails) -> tuple[tuple[str, ...], str, str]:
    """The key path, message and hint for one of pydantic's errors (list positions
    left out: a list is named by its key)."""
    keys = tuple(part for part in error["loc"] if isinstance(part, str))
    ctx = error.get("ctx") or {}
    if error["type"] == "nbshot":
        return (*keys, *ctx["at"]), ctx["what"], ctx["hint"]
    wanted = _WANTED.get(error["type"])
    return keys, must_be(error["input"], wanted) if wanted else error["msg"], FIX


def _refused(what: Callable[[Any], str], hint: str) -> WrapValidator:
    """The declared type, any refusal of it said as ``what(value)``."""

    def check(value: Any, handler: Callable[[Any], Any]) -> Any:
        try:
            return handler(value)
        except ValidationError:
            raise wrong(what(value), hint) from None

    return WrapValidator(check)


def says(wanted: str) -> WrapValidator:
    """The declared type, refused as ``must be {wanted}``: for the types pydantic's
    errors have no words for (a path, a number, a string or a list of strings)."""
    return _refused(lambda value: must_be(value, wanted), FIX)


def _checked(check: Callable[[Any], str | None], hint: str) -> AfterValidator:
    """A value ``check`` finds no problem with (it returns why not, or None)."""

    def run(value: Any) -> Any:
        problem = check(value)
        if problem is not None:
            raise wrong(problem, hint)
        return value

    return AfterValidator(run)


def _grammar(parse: Callable[[str], object]) -> AfterValidator:
    """A text ``parse`` (steps, variants) accepts; its refusal said with the key's line
    when the file is read, not at the first capture that uses it."""

    def check(text: str) -> str:
        try:
            parse(text)
        except InvalidArgument as error:
            raise wrong(error.what, error.hint or "") from None
        return text

    return AfterValidator(check)


def _device(spec: Any) -> str | None:
    if isinstance(spec, str) or (isinstance(spec, list) and len(spec) == 4):
        return None
    return f"must be a device name or [width, height, scale, mobile], not {spec!r}"[:300]


def _address(text: str) -> str | None:
    return None if ADDRESS.fullmatch(text) else f"{text[:80]!r} is not an email address"


def _http_url(text: str) -> str | None:
    return None if re.match(r"https?://", text) else f"{text!r} is not an http(s) URL"


def _event(event: str) -> str | None:
    return None if event in NOTIFY_EVENTS else f"{event!r} is not an event"


def _host(host: str) -> str | None:
    if not host or re.fullmatch(r"[A-Za-z0-9.:\[\]-]+", host):  # empty: "has no host"
        return None
    return f"{host[:80]!r} is not a host name"


def _sender(sender: str) -> str | None:
    # a line break would let the address add headers of its own
    if not sender or (ADDRESS.fullmatch(parseaddr(sender)[1]) and not re.search(r"[\r\n]", sender)):
        return None
    return f"{sender[:80]!r} is not an email address"


def _security(security: str) -> str | None:
    ok = security in SMTP_PORTS
    return None if ok else f"{security[:40]!r} is not one of starttls, ssl, none"


def _port(port: int) -> str | None:
    return None if 1 <= port <= 65535 else f"{port} is not a port"


def _seconds(seconds: float) -> str | None:
    return None if math.isfinite(seconds) and seconds > 0 else f"must be over 0 s, not {seconds}"


def _tries(tries: int) -> str | None:
    return None if tries >= 1 else f"must be 1 or more, not {tries}"


def _password(password: str) -> str | None:
    match = REFERENCE.fullmatch(password)  # ${NAME}, with no default
    return None if match is not None and match.group(2) is None else _PASSWORD_WHAT


def _limit(limit: float) -> str | None:
    # nan compares False with any bound, so it is refused with inf
    return None if 0 <= limit < 1e9 else f"must be a limit of 0 or more, not {limit!r}"


# The kinds, each a type and its checks, with the words and hints they are refused in.
# int | float keeps a whole number as written (``not 0``, not ``not 0.0``, in errors).
Number = Annotated[int | float, says("a number")]
PathText = Annotated[str, says("a path (string)")]
Step = Annotated[str, _grammar(parse_step)]
Variant = Annotated[str, _grammar(variant_parts)]
Device = Annotated[
    Any, _checked(_device, 'e.g. phone = "iPhone 13" or wide = [1920, 1080, 1, false]')
]
Address = Annotated[
    str, _checked(_address, 'Use plain addresses: email = ["web-team@example.com"]')
]
Limit = Annotated[Number, _checked(_limit, "Use e.g. lcp_ms = 2500 or cls = 0.1")]
BaseUrl = Annotated[str, _checked(_http_url, "Use the app's address, e.g. 'http://127.0.0.1:8000'")]
Event = Annotated[str, _checked(_event, f"Use some of: {', '.join(NOTIFY_EVENTS)}")]
Host = Annotated[str, _checked(_host, "")]
Sender = Annotated[str, _checked(_sender, 'Use e.g. from = "nbshot <reports@example.com>"')]
Security = Annotated[str, _checked(_security, "")]
Port = Annotated[int, _checked(_port, "Use e.g. 587")]
Seconds = Annotated[Number, _checked(_seconds, "Use 30")]
Tries = Annotated[int, _checked(_tries, "Use 3")]
# A password that is not a "${NAME}" is never repeated in an error.
Password = Annotated[
    str,
    _refused(lambda value: _PASSWORD_WHAT, _PASSWORD_HINT),
    _checked(_password, _PASSWORD_HINT),
]
