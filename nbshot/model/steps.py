"""The step grammar: one string per step, shared by sessions, flows and the MCP shim.

=====================  ===============================================
``click:e3``           click a ref (or a selector: ``click:#save``)
``dblclick:e3``        double-click;  ``rightclick:e3``: right-click
``click:@420,180``     click at viewport coordinates (CSS pixels)
``fill:e4=hello``      replace a field's value
``type:e4=hello``      type key by key into a field
``press:Enter``        press a key (or ``Control+A``) on the focused element
``select:e7=blue``     choose an option by value or label (``a,b`` for several)
``check:e5``           tick;  ``uncheck:e5``: untick
``hover:e2``           move the mouse over
``scroll:down 500``    scroll up/down/left/right by pixels (default 500)
``wait:text=Saved``    wait until text appears;  ``wait:gone=Loading``: disappears
``wait:500ms``         wait a time (``ms`` or ``s``)
``goto:/settings``     open a URL, relative to the current one
``back``               go back in history
``shot:name``          take a screenshot called ``name``
=====================  ===============================================
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from nbshot.errors import InvalidArgument

ACTIONS = (
    "click",
    "dblclick",
    "rightclick",
    "fill",
    "type",
    "press",
    "select",
    "check",
    "uncheck",
    "hover",
    "scroll",
    "wait",
    "goto",
    "back",
    "shot",
)
_WITH_TARGET = {
    "click",
    "dblclick",
    "rightclick",
    "fill",
    "type",
    "select",
    "check",
    "uncheck",
    "hover",
}
_WITH_VALUE = {"fill", "type", "select"}
_COORDS = re.compile(r"^@(\d+(?:\.\d+)?),(\d+(?:\.\d+)?)$")
_SCROLL = re.compile(r"^(up|down|left|right)(?:\s+(\d+))?$")
_TIME = re.compile(r"^(\d+(?:\.\d+)?)(ms|s)$")
REF = re.compile(r"^(?:f\d+)?e\d+$")
# Playwright selector engines written ``engine=body``: that first ``=`` is the selector's.
_ENGINE = re.compile(r"^(?:css|xpath|text|role|id|data-testid|data-test-id|data-test)=")


@dataclass(frozen=True)
class Step:
    """One parsed step. ``target`` is a ref, a selector or ``@x,y``; ``value`` what to
    type, select, wait for, scroll, open or name, depending on ``action``."""

    action: str
    target: str | None = None
    value: str | None = None
    raw: str = ""

    def __str__(self) -> str:
        return self.raw


def _split_value(rest: str) -> tuple[str, str]:
    """``target=value`` where the target may hold ``=`` inside brackets or quotes, or
    after a selector engine's name (``role=textbox[name="Email"]=ada``)."""
    depth, quote = 0, ""
    engine = _ENGINE.match(rest)
    start = engine.end() if engine else 0
    for i, ch in enumerate(rest[start:], start=start):
        if quote:
            quote = "" if ch == quote else quote
        elif ch in "\"'":
            quote = ch
        elif ch in "[(":
            depth += 1
        elif ch in "])":
            depth -= 1
        elif ch == "=" and depth == 0:
            return rest[:i], rest[i + 1 :]
    raise ValueError("missing '='")


def parse_step(text: str, position: int | None = None) -> Step:
    """Parse one step string.

    Raises
    ------
    InvalidArgument
        Naming the step (and its position, when given) and the expected form.
    """
    where = f"Step {position} " if position is not None else "Step "
    raw = text.strip() if isinstance(text, str) else text

    def bad(why: str, form: str) -> InvalidArgument:
        return InvalidArgument(f"{where}{raw!r} is not valid: {why}", f"Write it as {form}")

    if isinstance(raw, (list, tuple)):
        raise bad(
            "it is a list, not one step",
            "separate arguments: act('click:e3', 'press:Enter'), or unpack the list: act(*steps)",
        )
    if not isinstance(raw, str) or not raw:
        raise bad("it is empty", "'action:target', e.g. 'click:e3'")
    action, _, rest = raw.partition(":")
    action = action.strip().lower()
    rest = rest.strip()
    if action not in ACTIONS:
        raise bad(f"unknown action {action!r}", f"one of {', '.join(ACTIONS)}")
    if action == "back":
        if rest:
            raise bad("'back' takes nothing", "'back'")
        return Step("back", raw=raw)
    if not rest:
        raise bad("nothing after the colon", f"'{action}:...' (see nbshot.steps)")
    if action in _WITH_VALUE:
        try:
            target, value = _split_value(rest)
        except ValueError:
            raise bad("missing '='", f"'{action}:e4=text'") from None
        if not target.strip():
            raise bad("no target before '='", f"'{action}:e4=text'")
        return Step(action, target.strip(), value, raw)
    if action in _WITH_TARGET:
        if action == "click" and rest.startswith("@") and not _COORDS.match(rest):
            raise bad("coordinates must be @x,y", "'click:@420,180'")
        return Step(action, rest, None, raw)
    if action == "scroll":
        match = _SCROLL.match(rest.lower())
        if not match:
            raise bad("scroll needs a direction", "'scroll:down 500' (up, down, left, right)")
        return Step("scroll", None, f"{match.group(1)} {match.group(2) or 500}", raw)
    if action == "wait":
        if not (_TIME.match(rest) or rest.startswith(("text=", "gone=", "selector="))):
            raise bad("unknown wait", "'wait:text=Saved', 'wait:gone=Loading' or 'wait:500ms'")
        return Step("wait", None, rest, raw)
    return Step(action, None, rest, raw)  # press, goto, shot


def parse_steps(steps: tuple[str, ...] | list[str]) -> list[Step]:
    """Parse every step before any runs, so a typo in step 5 fails before step 1 acts."""
    return [parse_step(step, i) for i, step in enumerate(steps, start=1)]


def wait_seconds(value: str) -> float | None:
    """``500ms`` -> 0.5, ``2s`` -> 2.0; None for text/gone/selector waits."""
    match = _TIME.match(value)
    if not match:
        return None
    number = float(match.group(1))
    return number / 1000 if match.group(2) == "ms" else number
