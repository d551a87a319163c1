"""``A11yTree``: a page's accessibility snapshot as text, nodes and a DataFrame."""

from __future__ import annotations

import html
import json
from collections.abc import Iterable
from typing import TYPE_CHECKING, Any

from nbshot.errors import InvalidArgument
from nbshot.model.aria_parse import AriaNode, parse_snapshot
from nbshot.model.urls import shown_url

if TYPE_CHECKING:
    import pandas as pd


#: Roles a user (or agent) acts on. A node with ``[cursor=pointer]`` counts too.
INTERACTIVE_ROLES = frozenset(
    {
        "button",
        "checkbox",
        "combobox",
        "gridcell",
        "link",
        "listbox",
        "menuitem",
        "menuitemcheckbox",
        "menuitemradio",
        "option",
        "radio",
        "scrollbar",
        "searchbox",
        "slider",
        "spinbutton",
        "switch",
        "tab",
        "textbox",
        "treeitem",
    }
)
#: Roles that only group others; unnamed ones are dropped by ``compact()``.
_WRAPPERS = frozenset({"generic", "none", "presentation", "group", "listitem", "paragraph"})

#: The columns of :attr:`A11yTree.df`, in order.
COLUMNS = (
    "ref",
    "role",
    "name",
    "text",
    "depth",
    "parent",
    "x",
    "y",
    "width",
    "height",
    "checked",
    "disabled",
    "expanded",
    "level",
    "pressed",
    "selected",
    "active",
    "invalid",
    "url",
    "placeholder",
    "frame",
)


class A11yTree:
    """An accessibility snapshot (Playwright's ai mode) with ways to read it.

    Attributes
    ----------
    text:
        The snapshot exactly as Playwright gave it.
    nodes:
        Parsed nodes in document order (:class:`~nbshot.aria_parse.AriaNode`).
    url, title:
        The page it was taken from, when known.
    """

    def __init__(self, text: str, *, url: str = "", title: str = "") -> None:
        self.text = text
        self.url = url
        self.title = title
        self.nodes: list[AriaNode] = parse_snapshot(text)
        self._df: pd.DataFrame | None = None

    @classmethod
    def _subset(cls, source: A11yTree, nodes: Iterable[AriaNode], flat: bool = False) -> A11yTree:
        text_lines = source.text.splitlines()
        lines: list[str] = []
        for node in nodes:
            own = text_lines[node.line : node.line_end]
            pad = 2 * node.depth if flat else 0
            lines += [line[pad:] for line in own]
        return cls("\n".join(lines), url=source.url, title=source.title)

    # -- lookups ----------------------------------------------------------------------

    def __len__(self) -> int:
        return len(self.nodes)

    def __getitem__(self, ref: str) -> AriaNode:
        """The node with this ref. KeyError if there is none."""
        for node in self.nodes:
            if node.ref == ref:
                return node
        raise KeyError(ref)

    def __contains__(self, ref: object) -> bool:
        return any(node.ref == ref for node in self.nodes)

    @property
    def refs(self) -> list[str]:
        return [n.ref for n in self.nodes if n.ref]

    def find(self, text: str | None = None, *, role: str | None = None) -> A11yTree:
        """Nodes whose name or text contains ``text`` (case-insensitive) and/or whose
        role is ``role``, with their ancestors for context, as a smaller tree."""
        needle = text.lower() if text is not None else None
        keep: set[int] = set()
        for node in self.nodes:
            if role is not None and node.role != role:
                continue
            if needle is not None and needle not in (node.name + " " + (node.text or "")).lower():
                continue
            index: int | None = node.index
            while index is not None and index not in keep:
                keep.add(index)
                index = self.nodes[index].parent_index
        return A11yTree._subset(self, (n for n in self.nodes if n.index in keep))

    def subtree(self, ref: str) -> A11yTree:
        """The node with this ref and everything inside it, as a tree of its own.

        Raises
        ------
        KeyError
            When no node has this ref.
        """
        top = self[ref]
        inside = {top.index}
        for node in self.nodes[top.index + 1 :]:
            if node.parent_index not in inside:
                break  # document order: the subtree's nodes come right after it
            inside.add(node.index)
        lines = self.text.splitlines()[top.line : self.nodes[max(inside)].line_end]
        pad = 2 * top.depth
        return A11yTree("\n".join(line[pad:] for line in lines), url=self.url, title=self.title)

    def interactive(self) -> A11yTree:
        """Nodes a user can act on (interactive roles, or a pointer cursor) that carry
        refs, as a flat list."""
        return A11yTree._subset(self, (n for n in self.nodes if is_interactive(n)), flat=True)

    # -- table --------------------------------------------------------------------------

    @property
    def df(self) -> pd.DataFrame:
        """One row per node, in document order; columns :data:`COLUMNS`.

        ``checked`` and ``pressed`` are True, False or ``"mixed"``; ``disabled``,
        ``expanded``, ``selected``, ``active`` are bools; ``level`` is a nullable int;
        ``x, y, width, height`` are the box in CSS pixels (NA without boxes);
        ``parent`` is the parent's ref; ``frame`` is ``"main"`` or the iframe prefix.
        """
        if self._df is None:
            self._df = _to_frame(self.nodes)
        return self._df

    # -- compact text --------------------------------------------------------------------

    def compact(self, refs: str = "actionable") -> str:
        """A short text form for agents: every node one can act on (with its ref) or read.

        One node a line, indented one space per level: ``role "name" [ref] [states]
        -> url: text`` (headings as ``h1``..``h6``). Refs are shown on the nodes one
        acts on (buttons, links, fields, anything with a pointer cursor): all of
        them, and only them.

        Keeps the page's reading order and every list item. Drops unnamed wrappers
        (generic, paragraph, ...) and hoists their children, reads an unnamed node
        whose one child is text as that text, drops labels that repeat the name of
        the control beside them and text without letters or digits, and leaves out
        boxes and markers such as ``[active]`` and ``[cursor=pointer]``. Quoted lines
        are text; ``- `` lines are list items (``- text``, or ``- `` before the item's
        first node, its other lines indented under it).

        ``refs="all"`` shows the ref of every node kept, not only actionable ones
        (about 10% longer).
        """
        if refs not in ("actionable", "all"):
            raise InvalidArgument(f"refs={refs!r} is not allowed", "Use 'actionable' or 'all'")
        out: list[str] = []
        for root in (n for n in self.nodes if n.parent_index is None):
            _compact(root, 0, out, refs == "all")
        return "\n".join(out)

    # -- pictures --------------------------------------------------------------------------

    def boxed(self, refs: Iterable[str] | None = None) -> list[AriaNode]:
        """The nodes a picture of the page outlines (``Shot.annotate``): each
        interactive node with a ref and a box, or only those of ``refs``."""
        wanted = set(refs) if refs is not None else None
        return [
            n
            for n in self.nodes
            if n.box and n.ref and (n.ref in wanted if wanted is not None else is_interactive(n))
        ]

    # -- display ---------------------------------------------------------------------------

    def __repr__(self) -> str:
        where = f" of {shown_url(self.url)}" if self.url else ""
        return f"<A11yTree{where}: {len(self.nodes)} nodes, {len(self.refs)} refs>"

    def _repr_mimebundle_(self, include: Any = None, exclude: Any = None) -> dict[str, Any]:
        return {"text/plain": f"{self!r}\n{self.compact()}", "text/html": self._repr_html_()}

    def _repr_html_(self) -> str:
        roots = [n for n in self.nodes if n.parent_index is None]
        body = "".join(_html_node(n) for n in roots)
        head = html.escape(repr(self))
        return (
            f'<div class="nbshot-a11y" style="font:12px/1.5 monospace">'
            f"<div><b>{head}</b></div>"
            f'<ul style="list-style:none;padding-left:0;margin:0">{body}</ul></div>'
        )


def is_interactive(node: AriaNode) -> bool:
    return bool(node.ref) and (node.role in INTERACTIVE_ROLES or node.cursor == "pointer")


_STATE_ORDER = ("checked", "disabled", "expanded", "level", "pressed", "selected", "invalid")
_COMPACT_STATES = tuple(s for s in _STATE_ORDER if s != "level")  # headings read `h2`


def _states(node: AriaNode, keys: tuple[str, ...] = _STATE_ORDER) -> str:
    parts = []
    for key in keys:
        value = node.states.get(key)
        if value is None or value is False:
            continue
        parts.append(f"[{key}]" if value is True else f"[{key}={value}]")
    return " ".join(parts)


def _worth_reading(text: str | None) -> bool:
    """Text with a letter or digit in it; separators such as "·" or "|" add nothing."""
    return bool(text) and any(ch.isalnum() for ch in text or "")


def _reads_as(node: AriaNode) -> str | None:
    """The text an unnamed, non-actionable node reads as, if it is only text."""
    if node.name or is_interactive(node):
        return None
    if node.role == "text":
        return node.text
    if node.text is not None and not node.children:
        return node.text
    if node.text is None and len(node.children) == 1 and node.children[0].role == "text":
        return node.children[0].text
    return None


def _compact(node: AriaNode, depth: int, out: list[str], all_refs: bool) -> None:
    """Append ``node``'s lines to ``out``, in the page's reading order: a child never
    moves above a sibling that comes before it in Playwright's snapshot."""
    children = [c for c in node.children if c.role != "text" or _worth_reading(c.text)]
    # A label next to (or around) the control it names says nothing new.
    names = {c.name for c in children if c.name}
    children = [c for c in children if c.role == "listitem" or _reads_as(c) not in names]
    name = node.name
    text = node.text if node.role == "text" or _worth_reading(node.text) else None
    if not name and text is None and len(children) == 1 and children[0].role == "text":
        # An unnamed node of one text reads as it: `link [e3] -> /: Home`. Text beside
        # other children stays where it is, or "2 items left" would read "items left 2".
        text, children = children[0].text, []
        if text in names:
            text = None
    if node.role == "listitem" and not name and not (all_refs and node.ref):
        _list_item(node, text, children, depth, out, all_refs)
        return
    droppable = (
        not name
        and text is None
        and not is_interactive(node)
        and (node.role in _WRAPPERS or len(children) == 1)
    )
    if droppable:
        for child in children:
            _compact(child, depth, out, all_refs)
        return
    pad = " " * depth
    if node.role == "text" or (
        node.role in _WRAPPERS
        and not name
        and not children
        and not node.states
        and not (all_refs and node.ref)
    ):
        out.append(pad + json.dumps(text or "", ensure_ascii=False))
        return
    level = node.states.get("level")
    line = pad + (f"h{level}" if node.role == "heading" and level else node.role)
    if name:
        line += " " + (f"/{name}/" if node.name_is_regex else json.dumps(name, ensure_ascii=False))
    if node.ref and (all_refs or is_interactive(node)):
        line += f" [{node.ref}]"
    states = _states(node, _COMPACT_STATES if node.role == "heading" else _STATE_ORDER)
    if states:
        line += " " + states
    if "url" in node.props:
        line += f" -> {node.props['url']}"
    if text is not None:
        line += ": " + (json.dumps(text, ensure_ascii=False) if ":" in text or not text else text)
    out.append(line)
    for child in children:
        _compact(child, depth + 1, out, all_refs)


def _list_item(
    node: AriaNode,
    text: str | None,
    children: list[AriaNode],
    depth: int,
    out: list[str],
    all_refs: bool,
) -> None:
    """A list item as a bullet, kept even when empty (a list keeps its count): ``- text``,
    or ``- `` before its first line with the rest indented under it."""
    pad = " " * depth
    if not children:
        out.append(f"{pad}- {text or ''}".rstrip())
        return
    inner: list[str] = []
    for child in children:
        _compact(child, depth + 1, inner, all_refs)
    if not inner:
        out.append(pad + "-")
        return
    out.append(f"{pad}- {inner[0].lstrip()}")
    out.extend(" " + line for line in inner[1:])  # under the text after "- "


def _html_node(node: AriaNode) -> str:
    label = f'<span style="color:#7c3aed">{html.escape(node.role)}</span>'
    if node.name:
        label += f' "{html.escape(node.name)}"'
    if node.ref:
        label += f' <code style="color:#2563eb">{html.escape(node.ref)}</code>'
    states = _states(node)
    if states:
        label += f' <span style="color:#92400e">{html.escape(states)}</span>'
    if node.text:
        label += f': <span style="color:#374151">{html.escape(node.text)}</span>'
    if "url" in node.props:
        label += f' <span style="color:#6b7280">&rarr; {html.escape(node.props["url"])}</span>'
    if not node.children:
        return f"<li>{label}</li>"
    inner = "".join(_html_node(c) for c in node.children)
    return (
        f"<li><details open><summary>{label}</summary>"
        f'<ul style="list-style:none;padding-left:1.2em;margin:0">{inner}</ul></details></li>'
    )


def _to_frame(nodes: list[AriaNode]) -> pd.DataFrame:
    import pandas as pd

    no_box = (None, None, None, None)
    boxes = [n.box or no_box for n in nodes]
    states = [n.states for n in nodes]
    levels: list[Any] = [st.get("level") for st in states]
    cols: dict[str, Any] = {
        "ref": [n.ref for n in nodes],
        "role": [n.role for n in nodes],
        "name": [n.name for n in nodes],
        "text": [n.text for n in nodes],
        "depth": [n.depth for n in nodes],
        "parent": [n.parent_ref for n in nodes],
        # Nullable ints built up front: letting pandas infer them from lists with
        # None is the slowest part of building the frame.
        "x": pd.array([b[0] for b in boxes], dtype="Int64"),
        "y": pd.array([b[1] for b in boxes], dtype="Int64"),
        "width": pd.array([b[2] for b in boxes], dtype="Int64"),
        "height": pd.array([b[3] for b in boxes], dtype="Int64"),
        "checked": [st.get("checked", False) for st in states],
        "disabled": [bool(st.get("disabled")) for st in states],
        "expanded": [bool(st.get("expanded")) for st in states],
        "level": pd.array(levels, dtype="Int64"),
        "pressed": [st.get("pressed", False) for st in states],
        "selected": [bool(st.get("selected")) for st in states],
        "active": [bool(st.get("active")) for st in states],
        "invalid": [st.get("invalid", False) for st in states],
        "url": [n.props.get("url") for n in nodes],
        "placeholder": [n.props.get("placeholder") for n in nodes],
        "frame": [n.frame for n in nodes],
    }
    frame: pd.DataFrame = pd.DataFrame(cols)
    return frame
