"""Sessions by name: ``nbshot.open(url, name="checkout")`` keeps several live sessions
side by side, each in its own browser context (its own cookies and storage), found
again by name from any cell or thread.

>>> nbshot.open("demo:/signin", name="checkout")   # doctest: +SKIP
>>> nbshot.sessions()                              # name, url, title, via
>>> nbshot.get_session("checkout").act("click:e24")
>>> nbshot.close_session("checkout")

Here: which names are allowed (:func:`check_name`) and :class:`Names`, which live
session holds which (the sessions module keeps the process's one, and the public calls
over it). A name is taken when its session opens and given back when it closes (or
when its browser went away and it is looked at again); a second open with a name in
use is :class:`~nbshot.errors.NameInUse`. Sessions opened without a name are not listed.
"""

from __future__ import annotations

import contextlib
import re
import threading
from typing import Generic, Protocol, TypeVar

from nbshot.errors import InvalidArgument, NameInUse, SessionClosed

MAX_NAME = 64
# Letters, digits, '.', '_' and '-', starting with a letter or digit: safe in a file
# name, a URL, a log line and a model's context alike.
_NAME = re.compile(r"[A-Za-z0-9][A-Za-z0-9._-]*")


class Holder(Protocol):
    """What a name is held by: a session (the registry does not import it)."""

    @property
    def alive(self) -> bool: ...  # opening, or open with a tab left

    @property
    def url(self) -> str: ...


H = TypeVar("H", bound=Holder)


def check_name(name: object) -> str:
    """``name`` if a session may have it, else InvalidArgument saying what may."""
    if not isinstance(name, str) or len(name) > MAX_NAME or not _NAME.fullmatch(name):
        shown = repr(name)[:80]
        raise InvalidArgument(
            f"Session name {shown} is not allowed",
            f"Use 1 to {MAX_NAME} letters, digits, '.', '_' or '-', starting with a "
            "letter or digit (e.g. 'checkout')",
        )
    return name


class Names(Generic[H]):
    """Which live session has which name, for the whole process (thread-safe)."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._held: dict[str, H] = {}

    def take(self, name: str, session: H) -> None:
        """Give ``name`` to ``session``.

        Raises NameInUse when a live session has it (one whose browser went away gives
        it up here)."""
        with self._lock:
            holder = self._held.get(name)
            if holder is not None and holder is not session and holder.alive:
                raise NameInUse(
                    f"A session named {name!r} is open (at {_where(holder)})",
                    f"Use it with nbshot.get_session({name!r}), close it with "
                    f"nbshot.close_session({name!r}), or pick another name",
                )
            self._held[name] = session

    def give_back(self, name: str, session: H) -> None:
        """Free ``name`` if ``session`` still has it."""
        with self._lock:
            if self._held.get(name) is session:
                del self._held[name]

    def get(self, name: str) -> H:
        """The live session called ``name``.

        Raises InvalidArgument for a name no session could have, and SessionClosed when
        none has it (naming the open ones)."""
        check_name(name)
        with self._lock:
            found = self._held.get(name)
        if found is None or not found.alive:
            if found is not None:
                self.give_back(name, found)
            known = ", ".join(map(repr, self.named())) or "none"
            raise SessionClosed(
                f"No open session named {name!r} (open: {known})"[:500],
                f"Open one with nbshot.open(url, name={name!r})",
            )
        return found

    def holder(self, name: str) -> H | None:
        """Whoever holds ``name``, alive or lost (a lost one still has a context to
        let go of); raises InvalidArgument for a name no session could have."""
        check_name(name)
        with self._lock:
            return self._held.get(name)

    def named(self) -> list[str]:
        with self._lock:
            return [name for name, session in self._held.items() if session.alive]

    def items(self) -> list[tuple[str, H]]:
        with self._lock:
            return list(self._held.items())


def _where(session: Holder) -> str:
    with contextlib.suppress(SessionClosed):
        return session.url[:200]
    return "a page that is gone"
