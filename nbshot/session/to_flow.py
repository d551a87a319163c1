"""``Session.to_flow``: turn the steps that worked in a live session into a flow.

Exploring in a notebook becomes a repeatable, parameterized run: the notebook
opens the same start page with the same device options and a frozen clock,
replays the steps (refs already swapped for stable selectors, see
:mod:`nbshot.locators`), records the final screen, and fails its cell at the
first step that no longer works.
"""

from __future__ import annotations

import keyword
import os
import re
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

from nbshot.errors import InvalidArgument
from nbshot.files import atomic_write, validate_name
from nbshot.model.steps import parse_step
from nbshot.page.options import FROZEN_TIME
from nbshot.secrets import REFERENCE

_WORD = re.compile(r"[^a-z0-9]+")
_ROLE_NAME = re.compile(r'^role=\w+\[name="((?:[^"\\]|\\.)*)"s?\]$')
_TESTID = re.compile(r'^\[data-testid="((?:[^"\\]|\\.)*)"\]$')
_RESERVED = {"url", "clock", "nbshot", "steps", "session", "view"}


def _field_name(target: str) -> str | None:
    """A parameter name for the field a step types into: ``#email`` -> ``email``."""
    for pattern in (_ROLE_NAME, _TESTID):
        match = pattern.match(target)
        if match:
            target = match.group(1)
            break
    else:
        if target.startswith("#"):
            target = target[1:]
        elif not re.match(r"^[\w -]+$", target):
            return None
    name = _WORD.sub("_", target.lower()).strip("_")
    if not name or name[0].isdigit() or keyword.iskeyword(name) or name in _RESERVED:
        return None
    return name


def typed_fields(replay: Sequence[str]) -> dict[str, str]:
    """name -> step, for the ``fill``/``type`` steps whose field has a usable name."""
    found: dict[str, str] = {}
    for raw in replay:
        step = parse_step(raw)
        if step.action in ("fill", "type") and step.target:
            name = _field_name(step.target)
            if name and name not in found:
                found[name] = raw
    return found


def _relative_to_start(step: str, start: str | None, base_url: str | None) -> str:
    """``goto:http://127.0.0.1:41234/x`` -> ``goto:/x`` when the session started on the
    demo site, whose port changes from run to run."""
    if not step.startswith("goto:") or not (start or "").startswith("demo:") or not base_url:
        return step
    target, origin = urlsplit(step[5:]), urlsplit(base_url)
    if (target.scheme, target.netloc) == (origin.scheme, origin.netloc):
        rest = target.path + (f"?{target.query}" if target.query else "")
        return f"goto:{rest or '/'}"
    return step


def _code(lines: list[str]) -> str:
    return "\n".join(lines)


@dataclass(frozen=True)
class Recording:
    """What a session did, as plain values: where it started, the steps that worked
    (refs already swapped for selectors) and the options it was opened with."""

    start: str | None
    replay: tuple[str, ...]
    opened_with: dict[str, Any]


def write_flow(
    recording: Recording,
    path: str | os.PathLike[str],
    params: Sequence[str] | str,
    *,
    title: str | None,
) -> Path:
    """Write a session's replayable steps as a flow notebook at ``path``.

    Raises
    ------
    InvalidArgument
        For an html= session, a session with no successful steps, a path that is
        not a .ipynb in an existing folder, or an unknown parameter.
    """
    import nbformat

    target = Path(path)
    if target.suffix != ".ipynb" or not target.parent.is_dir():
        raise InvalidArgument(
            f"Cannot write a flow to {os.fspath(path)!r}",
            "Pass a .ipynb path in an existing folder, e.g. flows/checkout.ipynb",
        )
    validate_name(target.stem)
    if recording.start is None:
        raise InvalidArgument(
            "A session opened with html= has no URL to replay from",
            "Open the session on a URL or demo:/page to make a flow of it",
        )
    if not recording.replay:
        raise InvalidArgument(
            "This session has no steps that succeeded", "Run steps with s.act(...) first"
        )
    fields = typed_fields(recording.replay)
    chosen = (params,) if isinstance(params, str) else tuple(params)
    allowed = ["url", "clock", *fields]
    unknown = [p for p in chosen if p not in allowed]
    if unknown:
        raise InvalidArgument(
            f"to_flow cannot make a parameter of {', '.join(map(repr, unknown))}",
            f"Possible parameters: {', '.join(allowed)}",
        )
    flow_title = title or target.stem.replace("_", " ").replace("-", " ").capitalize()
    needed = sorted({m.group(1) for step in recording.replay for m in REFERENCE.finditer(step)})
    reads = (
        (
            f"\n\nSecrets are read from the environment when the steps run, never stored "
            f"here: set {', '.join(needed)} and list {'it' if len(needed) == 1 else 'them'} "
            "as secrets (the project's `[secrets]`, `--secret NAME` or "
            "`configure(secrets=[...])`)."
        )
        if needed
        else ""
    )
    cells = _cells(recording, fields, chosen)
    when = datetime.now().strftime("%Y-%m-%d")
    notebook = nbformat.v4.new_notebook()
    notebook.metadata["kernelspec"] = {
        "name": "python3",
        "display_name": "Python 3",
        "language": "python",
    }
    notebook.cells = [
        nbformat.v4.new_markdown_cell(
            f"# {flow_title}\n\nReplays {len(recording.replay)} step(s) recorded in a session "
            f"that started at `{recording.start}` ({when}), then records the final screen.{reads}"
        ),
        nbformat.v4.new_code_cell(cells[0], metadata={"tags": ["parameters"]}),
        *(nbformat.v4.new_code_cell(code) for code in cells[1:]),
    ]
    atomic_write(target, nbformat.writes(notebook))
    return target


def flow_code(recording: Recording, params: Sequence[str] = ("url",)) -> str:
    """The flow's code cells as one Python text, to paste into a notebook cell (the
    MCP Apps view shows it; :func:`write_flow` writes the notebook).

    Raises
    ------
    InvalidArgument
        For an html= session, a session with no successful steps, an unknown parameter.
    """
    if recording.start is None or not recording.replay:
        raise InvalidArgument(
            "There are no steps to make a flow of",
            "Open the session on a URL or demo:/page and act on the page first",
        )
    fields = typed_fields(recording.replay)
    unknown = [p for p in params if p not in ("url", "clock", *fields)]
    if unknown:
        raise InvalidArgument(
            f"A flow cannot make a parameter of {', '.join(map(repr, unknown))}",
            f"Possible parameters: {', '.join(['url', 'clock', *fields])}",
        )
    return "\n\n".join(_cells(recording, fields, tuple(params)))


def _cells(recording: Recording, fields: dict[str, str], params: tuple[str, ...]) -> list[str]:
    """The code cells: parameters, set-up with the steps, the replay, the close."""
    from nbshot.demo import shared_demo

    start = recording.start or ""
    base = shared_demo().url if start.startswith("demo:") else None
    steps = [_relative_to_start(s, start, base) for s in recording.replay]
    by_step = {step: name for name, step in fields.items() if name in params}
    values: dict[str, tuple[str, str]] = {
        "url": (repr(start), "where the steps start; empty or demo:/... is the demo site"),
        "clock": (repr(FROZEN_TIME.isoformat()), "what Date says on the page (Playwright's clock)"),
    }
    for name, step in fields.items():
        # papermill cannot parse a help comment with quotes in it: name the field plainly.
        values[name] = (repr(parse_step(step).value or ""), f"typed into the {name} field")
    parameter_lines = [f"{p} = {values[p][0]}  # {values[p][1]}" for p in params]
    constants = [f"{n} = {values[n][0]}" for n in ("url", "clock") if n not in params]
    step_lines = []
    for step in steps:
        param = by_step.get(step)
        if param is not None:
            parsed = parse_step(step)
            step_lines.append(f"    {f'{parsed.action}:{parsed.target}='!r} + {param},")
        else:
            step_lines.append(f"    {step!r},")
    options = [f"{k}={v!r}" for k, v in recording.opened_with.items() if v is not None]
    open_args = ", ".join(['url or "demo:/"', *options, "freeze_time=clock"])
    setup = ["import nbshot", "", *constants, "steps = [", *step_lines, "]"]
    replay = [
        f"session = nbshot.open({open_args})",
        "view = session.act(*steps)",
        'nbshot.record("final", view.shot)',
        "view.raise_for_failure()",
    ]
    return [_code(parameter_lines), _code(setup), _code(replay), "session.close()"]


class ToFlow:
    """A session's way out to a flow (a mixin of Session, which records ``start``, the
    steps that worked as ``replay``, and the options it was ``opened_with``)."""

    start: str | None
    replay: list[str]
    opened_with: dict[str, Any]

    def to_flow(
        self,
        path: str | os.PathLike[str],
        params: Sequence[str] = ("url",),
        *,
        title: str | None = None,
    ) -> Path:
        """Write the steps that succeeded as a parameterized flow notebook.

        Parameters
        ----------
        path:
            The notebook to write (``flows/checkout.ipynb``); its folder must exist.
        params:
            What becomes a parameter: ``"url"`` (where the steps start), ``"clock"``,
            and the value of any ``fill``/``type`` step by its field's name
            (``"email"`` for a field labelled Email). See :attr:`fields`.
        title:
            The flow's title (default from the file name).

        Returns the path written. Raises InvalidArgument for an unknown parameter
        (listing the possible ones) or a session that never ran a step.
        """
        recording = Recording(self.start, tuple(self.replay), dict(self.opened_with))
        return write_flow(recording, path, params, title=title)

    @property
    def fields(self) -> dict[str, str]:
        """Parameter names :meth:`to_flow` can offer for typed values: name -> step."""
        return typed_fields(self.replay)
