"""What changed between two compact trees (:meth:`nbshot.A11yTree.compact`) of one page:
the lines added, removed and changed, each hunk placed under the line that holds it.

An agent that acted on a page reads this instead of the whole tree again: a list that
opened is a few ``+`` lines under ``@ combobox "Fruit"``, not 14,000 characters.
Lines are compared as text, in order (``difflib``); a line removed and a line added
with the same ref are one node whose line changed (``~``). A pure function of the two
texts, so an answer can be checked line by line.
"""

from __future__ import annotations

import difflib
import re
from dataclasses import dataclass, field

_REF = re.compile(r"\[((?:f\d+)?e\d+)\]")


@dataclass(frozen=True)
class Hunk:
    """One place that changed: ``where`` (the line that holds it, stripped, or "" at
    the top), and its lines as ``(mark, line)`` with ``mark`` one of ``+ - ~``."""

    where: str
    lines: tuple[tuple[str, str], ...]


@dataclass(frozen=True)
class TreeChanges:
    """The change from one compact tree to the next.

    ``added``, ``removed`` and ``changed`` count lines; ``share`` is the part of the
    new tree's lines that are new or changed (0.0-1.0), so a caller can answer the
    whole tree instead when most of it changed."""

    hunks: tuple[Hunk, ...] = field(default_factory=tuple)
    added: int = 0
    removed: int = 0
    changed: int = 0
    share: float = 0.0

    @property
    def none(self) -> bool:
        return not self.hunks

    @property
    def text(self) -> str:
        """The hunks as text: ``@ where`` then ``+ line`` / ``- line`` / ``~ line``."""
        if self.none:
            return "no change in the tree"
        head = f"tree changes: +{self.added} -{self.removed} ~{self.changed}"
        out = [head]
        for hunk in self.hunks:
            out.append(f"@ {hunk.where}" if hunk.where else "@ top")
            out.extend(f"{mark} {line}" for mark, line in hunk.lines)
        return "\n".join(out)


def _ref(line: str) -> str | None:
    found = _REF.search(line)
    return found.group(1) if found else None


def _head(line: str) -> str:
    """What a line is, without what it says: its indent, bullet and role
    (``"  strong"``, ``" - link"``), or ``"`` for a text line."""
    body = line.lstrip()
    bullet = "- " if body.startswith("- ") else ""
    body = body.removeprefix(bullet)
    kind = '"' if body.startswith('"') else re.split(r"[ :]", body, maxsplit=1)[0]
    return line[: len(line) - len(line.lstrip())] + bullet + kind


def _pairs(gone: list[str], came: list[str]) -> tuple[set[int], set[int]]:
    """Lines of ``gone`` and ``came`` that are one node changed: the same ref, or, for
    nodes without one, the same indent and role (``strong: 1`` -> ``strong: 2``)."""
    by_ref: dict[str | None, int] = {_ref(ln): k for k, ln in enumerate(gone) if _ref(ln)}
    by_head: dict[str, list[int]] = {}
    for k, line in enumerate(gone):
        if not _ref(line):
            by_head.setdefault(_head(line), []).append(k)
    paired_gone: set[int] = set()
    paired_came: set[int] = set()
    for j, line in enumerate(came):
        ref = _ref(line)
        waiting = by_head.get(_head(line), []) if ref is None else []
        i = by_ref.pop(ref, None) if ref else (waiting.pop(0) if waiting else None)
        if i is not None:
            paired_gone.add(i)
            paired_came.add(j)
    return paired_gone, paired_came


def _holder(lines: list[str], index: int, span: range) -> str:
    """The line that holds ``lines[index]``: the nearest line above it indented less,
    skipping those in ``span`` (changed with it, so not a place the reader knows)."""
    depth = len(lines[index]) - len(lines[index].lstrip())
    for above in range(index - 1, -1, -1):
        line = lines[above]
        indent = len(line) - len(line.lstrip())
        if indent < depth:
            if above not in span:
                return line.strip()
            depth = indent
    return ""


FOLD = 3  # a removed node with more lines inside than this is one line


def _fold_removed(marked: list[tuple[str, str, str]]) -> list[tuple[str, str, str]]:
    """``marked`` with each removed node that had more than FOLD removed lines inside
    it shown as its own line and how many: a dialog that closed is one line, not
    every field it held (they were shown when it opened)."""
    out: list[tuple[str, str, str]] = []
    k = 0
    while k < len(marked):
        where, mark, line = marked[k]
        end = k + 1
        if mark == "-":
            depth = len(line) - len(line.lstrip())
            while (
                end < len(marked)
                and marked[end][1] == "-"
                and (len(marked[end][2]) - len(marked[end][2].lstrip()) > depth)
            ):
                end += 1
        inside = end - k - 1
        if inside > FOLD:
            out.append((where, mark, f"{line} (and the {inside} lines inside it)"))
            k = end
        else:
            out.append(marked[k])
            k += 1
    return out


def tree_changes(before: str, after: str) -> TreeChanges:
    """The change from compact tree ``before`` to ``after`` (both texts of one page)."""
    old, new = before.splitlines(), after.splitlines()
    matcher = difflib.SequenceMatcher(a=old, b=new, autojunk=False)
    marked: list[tuple[str, str, str]] = []  # (where, mark, line)
    for tag, i1, i2, j1, j2 in matcher.get_opcodes():
        if tag == "equal":
            continue
        gone, came = _pairs(old[i1:i2], new[j1:j2])
        marked += [
            (_holder(old, i, range(i1, i2)), "-", old[i].rstrip())
            for i in range(i1, i2)
            if i - i1 not in gone
        ]
        marked += [
            (_holder(new, j, range(j1, j2)), "~" if j - j1 in came else "+", new[j].rstrip())
            for j in range(j1, j2)
        ]
    count = {mark: sum(1 for _, m, _ in marked if m == mark) for mark in "+-~"}
    hunks: list[Hunk] = []
    for where, mark, line in _fold_removed(marked):
        if hunks and hunks[-1].where == where:
            hunks[-1] = Hunk(where, (*hunks[-1].lines, (mark, line)))
        else:
            hunks.append(Hunk(where, ((mark, line),)))
    share = (count["+"] + count["~"]) / max(len(new), 1)
    return TreeChanges(tuple(hunks), count["+"], count["-"], count["~"], min(share, 1.0))
