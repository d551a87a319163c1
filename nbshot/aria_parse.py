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

import json
import re
from dataclasses import dataclass, field

from .errors import InvalidArgument

#: Markers that are flags; ``checked``/``pressed`` may also be ``=mixed``.
FLAG_STATES = ("active", "checked", "disabled", "expanded", "pressed", "selected", "invalid")

_MARKER = re.compile(r"\[([a-z-]+)(?:=([^\]]*))?\]")
_ROLE = re.compile(r"[A-Za-z][\w-]*")
_JSON = json.JSONDecoder()


@dataclass
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
    parent: AriaNode | None = field(default=None, repr=False)
    children: list[AriaNode] = field(default_factory=list, repr=False)
    box: tuple[int, int, int, int] | None = None
    states: dict[str, bool | str | int] = field(default_factory=dict)
    props: dict[str, str] = field(default_factory=dict)
    text: str | None = None
    name_is_regex: bool = False
    cursor: str | None = None
    lines: list[str] = field(default_factory=list, repr=False)  # its own text lines

    @property
    def parent_ref(self) -> str | None:
        return self.parent.ref if self.parent is not None else None

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
    while True:
        marker = _MARKER.match(key, pos + 1) if key.startswith(" [", pos) else None
        if marker is None:
            return pos
        pos = marker.end()
        name, value = marker.group(1), marker.group(2)
        if name == "ref":
            node.ref = value
        elif name == "box" and value:
            x, y, w, h = (int(float(v)) for v in value.split(","))
            node.box = (x, y, w, h)
        elif name == "cursor":
            node.cursor = value
        elif name == "level" and value is not None:
            node.states["level"] = int(value)
        else:
            node.states[name] = True if value is None else value


def parse_snapshot(text: str) -> list[AriaNode]:
    """Parse snapshot text into nodes in document order, with parents and children linked.

    Raises
    ------
    InvalidArgument
        For text that is not Playwright's aria snapshot format, naming the line.
    """
    nodes: list[AriaNode] = []
    stack: list[AriaNode] = []  # open ancestors, by depth
    for lineno, line in enumerate(text.splitlines(), start=1):
        if not line.strip():
            continue
        stripped = line.lstrip(" ")
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
                parent.lines.append(line)
            continue
        node = AriaNode(role="text", depth=depth, index=len(nodes), parent=parent, lines=[line])
        if body.startswith("text:"):
            node.text = _unquote_value(body[5:])
        else:
            _parse_entry(body, node, lineno)
        if parent is not None:
            parent.children.append(node)
        nodes.append(node)
        stack.append(node)
    return nodes
