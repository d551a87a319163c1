"""Parse Playwright's ai-mode aria snapshot text into nodes.

The format (Playwright's ``renderAriaSnapshotAsYaml``), one node per line::

    - role "name" [marker] [key=value] ...: inline text
    - /url: /signin            a prop of the node above
    - text: Acme Analytics     a text child

Two spaces of indent per level. The key is single-quoted YAML when it needs to
be (``''`` escapes a quote); the name inside is a JSON string, or a ``/regex/``;
values are plain or double-quoted YAML with ``\\n``/``\\"``/``\\xHH`` escapes.
Iframes appear inline, their refs prefixed by frame (``f1e3``).
"""

from __future__ import annotations

import gc
import json
import re
from dataclasses import dataclass, field

from nbshot.errors import InvalidArgument

#: Markers that are flags; ``checked``/``pressed`` may also be ``=mixed``.
FLAG_STATES = ("active", "checked", "disabled", "expanded", "pressed", "selected", "invalid")

_MARKER = re.compile(r"\[([a-z-]+)(?:=([^\]]*))?\]")
# The common line, `role "name" [markers]: text`, in one match; anything else
# (quoted keys, regex names) takes the slower, general path.
_FAST = re.compile(
    r'([A-Za-z][\w-]*)(?: "((?:[^"\\]|\\.)*)")?'  # role "name"
    r"((?: \[(?!ref=|cursor=|box=)[^\]]*\])*)"  # state markers, in Playwright's order
    r"(?: \[ref=([^\]]+)\])?(?: \[cursor=([^\]]+)\])?"
    r"(?: \[box=(-?\d+),(-?\d+),(-?\d+),(-?\d+)\])?"
    r"(?:(:)(?: (.*))?)?$"
)
_ROLE = re.compile(r"[A-Za-z][\w-]*")
_JSON = json.JSONDecoder()


@dataclass(eq=False, slots=True)
class AriaNode:
    """One node of an accessibility snapshot.

    ``states`` holds the markers that were present: ``checked``, ``pressed``
    (True or ``"mixed"``), ``disabled``, ``expanded``, ``selected``, ``active``,
    ``invalid`` (True or a kind), ``level`` (int). ``props`` holds ``/url``,
    ``/placeholder`` and other ``/key: value`` lines, without the slash.
    ``text`` is the node's inline text (after the colon) or, for ``role ==
    "text"``, the text itself. ``index`` is the node's position in document order.
    """

    role: str
    name: str = ""
    ref: str | None = None
    depth: int = 0
    index: int = 0
    # The parent by position and ref, not by object: no child->parent links means
    # no reference cycles, so a big tree is freed at once instead of by the cyclic GC.
    parent_index: int | None = None
    parent_ref: str | None = None
    children: list[AriaNode] = field(default_factory=list, repr=False)
    box: tuple[int, int, int, int] | None = None
    states: dict[str, bool | str | int] = field(default_factory=dict)
    props: dict[str, str] = field(default_factory=dict)
    text: str | None = None
    name_is_regex: bool = False
    cursor: str | None = None
    line: int = 0  # where its own lines start in the snapshot text (0-based)
    line_end: int = 0  # and end (exclusive): the node's line plus its /prop lines

    @property
    def frame(self) -> str:
        """``"main"`` or the frame prefix of the ref (``"f1"`` for ``f1e3``)."""
        if self.ref and not self.ref.startswith("e"):
            return self.ref.split("e", 1)[0]
        return "main"

    def label(self) -> str:
        """What a person would call this node: its name, else its text."""
        return self.name or self.text or ""


def _unquote_value(raw: str) -> str:
    """A YAML scalar as Playwright writes it: plain, or double-quoted with escapes."""
    raw = raw.strip()
    if len(raw) >= 2 and raw[0] == '"' and raw[-1] == '"':
        body = raw[1:-1]
        return re.sub(
            r"\\(x[0-9a-fA-F]{2}|u[0-9a-fA-F]{4}|.)",
            lambda m: _ESCAPES.get(m.group(1)) or chr(int(m.group(1)[1:], 16)),
            body,
        )
    if len(raw) >= 2 and raw[0] == "'" and raw[-1] == "'":
        return raw[1:-1].replace("''", "'")
    return raw


_ESCAPES = {"n": "\n", "r": "\r", "t": "\t", "b": "\b", "f": "\f", '"': '"', "\\": "\\", "/": "/"}


def _bad(lineno: int, what: str) -> InvalidArgument:
    return InvalidArgument(
        f"Snapshot line {lineno}: {what}",
        "Pass the text of page.aria_snapshot() or nbshot.snapshot(...).text as is",
    )


def _value_after(rest: str, lineno: int) -> str | None:
    """What follows a key: nothing (None), ``:`` (children follow: ""), or ``: value``."""
    if not rest:
        return None
    if rest == ":":
        return ""
    if rest.startswith(": "):
        return _unquote_value(rest[2:])
    raise _bad(lineno, f"unexpected {rest[:40]!r} after the key")


def _parse_entry(body: str, node: AriaNode, lineno: int) -> None:
    """Read ``role "name" [markers]: text`` into ``node``."""
    if body.startswith("'"):  # the whole key was single-quoted YAML
        i = 1
        while True:
            j = body.find("'", i)
            if j < 0:
                raise _bad(lineno, "unterminated quoted key")
            if body.startswith("''", j):
                i = j + 2
                continue
            break
        key, rest = body[1:j].replace("''", "'"), body[j + 1 :]
        _parse_key(key, node, lineno)
        node.text = _value_after(rest.strip(), lineno) or node.text
        return
    end = _parse_key(body, node, lineno)
    node.text = _value_after(body[end:].strip(), lineno) or None


def _parse_key(key: str, node: AriaNode, lineno: int) -> int:
    """Read role, name and markers from the start of ``key``; return where they end."""
    match = _ROLE.match(key)
    if not match:
        raise _bad(lineno, f"no role in {key[:40]!r}")
    node.role = match.group(0)
    pos = match.end()
    if key.startswith(' "', pos):
        try:
            name, pos = _JSON.raw_decode(key, pos + 1)
        except ValueError:
            raise _bad(lineno, "the name's quotes do not close") from None
        node.name = str(name)
    elif key.startswith(" /", pos):
        end = pos + 2
        while end < len(key) and not (key[end] == "/" and key[end - 1] != "\\"):
            end += 1
        node.name, node.name_is_regex, pos = key[pos + 2 : end], True, end + 1
    start = pos
    while True:
        marker = _MARKER.match(key, pos + 1) if key.startswith(" [", pos) else None
        if marker is None:
            _read_markers(key[start:pos], node)
            return pos
        pos = marker.end()


def _read_markers(markers: str, node: AriaNode) -> None:
    """Apply ``[ref=e3] [checked] [box=...]`` markers to ``node``."""
    for name, value in _MARKER.findall(markers):
        if name == "ref":
            node.ref = value
        elif name == "box" and value:
            parts = value.split(",")
            try:
                x, y, w, h = map(int, parts)
            except ValueError:  # Playwright rounds, but be lenient with decimals
                x, y, w, h = (int(float(v)) for v in parts)
            node.box = (x, y, w, h)
        elif name == "cursor":
            node.cursor = value
        elif name == "level" and value:
            node.states["level"] = int(value)
        else:
            node.states[name] = value or True


def parse_snapshot(text: str) -> list[AriaNode]:
    """Parse snapshot text into nodes in document order, with parents and children linked.

    Raises
    ------
    InvalidArgument
        For text that is not Playwright's aria snapshot format, naming the line.
    """
    # Thousands of linked nodes make the cyclic GC run again and again mid-parse
    # (~25% of the time, tests/bench/bench_a11y.py); nothing here needs it.
    collecting = gc.isenabled()
    gc.disable()
    try:
        return _parse_lines(text)
    finally:
        if collecting:
            gc.enable()


def _parse_lines(text: str) -> list[AriaNode]:
    nodes: list[AriaNode] = []
    stack: list[AriaNode] = []  # open ancestors, by depth
    for lineno, line in enumerate(text.splitlines(), start=1):
        stripped = line.lstrip(" ")
        if not stripped:
            continue
        indent = len(line) - len(stripped)
        if not stripped.startswith("- ") and stripped != "-":
            raise InvalidArgument(
                f"Snapshot line {lineno} does not start with '- ': {line.strip()[:60]!r}",
                "Pass the text of page.aria_snapshot() or nbshot.snapshot(...).text",
            )
        depth = indent // 2
        body = stripped[2:]
        del stack[depth:]
        parent = stack[-1] if stack else None
        if body.startswith("/"):  # `- /url: value`, a prop of the enclosing node
            key, _, value = body.partition(":")
            if parent is not None:
                parent.props[key[1:]] = _unquote_value(value)
                parent.line_end = lineno
            continue
        node = AriaNode("text", depth=depth, index=len(nodes))
        if parent is not None:
            node.parent_index, node.parent_ref = parent.index, parent.ref
        node.line, node.line_end = lineno - 1, lineno
        if body.startswith("text:"):
            node.text = _unquote_value(body[5:])
        elif (fast := _FAST.match(body)) is not None:
            role, name, states, ref, cursor, x, y, w, h, colon, value = fast.groups()
            node.role, node.ref, node.cursor = role, ref, cursor
            if name:
                node.name = json.loads(f'"{name}"') if "\\" in name else name
            if states:
                _read_markers(states, node)
            if x is not None:
                node.box = (int(x), int(y), int(w), int(h))
            if colon and value is not None:
                node.text = _unquote_value(value)
        else:
            _parse_entry(body, node, lineno)
        if parent is not None:
            parent.children.append(node)
        nodes.append(node)
        stack.append(node)
    return nodes
