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
from datetime import datetime
from pathlib import Path
from typing import TYPE_CHECKING
from urllib.parse import urlsplit

from .errors import InvalidArgument
from .files import atomic_write, validate_name
from .options import FROZEN_TIME
from .steps import parse_step

if TYPE_CHECKING:
    from .session import Session

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


def write_flow(
    session: Session, path: str | os.PathLike[str], params: Sequence[str], *, title: str | None
) -> Path:
    """Write ``session``'s replayable steps as a flow notebook at ``path``.

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
    if session.start is None:
        raise InvalidArgument(
            "A session opened with html= has no URL to replay from",
            "Open the session on a URL or demo:/page to make a flow of it",
        )
    if not session.replay:
        raise InvalidArgument(
            "This session has no steps that succeeded", "Run steps with s.act(...) first"
        )
    fields = typed_fields(session.replay)
    if isinstance(params, str):
        params = (params,)
    allowed = ["url", "clock", *fields]
    unknown = [p for p in params if p not in allowed]
    if unknown:
        raise InvalidArgument(
            f"to_flow cannot make a parameter of {', '.join(map(repr, unknown))}",
            f"Possible parameters: {', '.join(allowed)}",
        )
    from .demo import shared_demo

    base = shared_demo().url if (session.start or "").startswith("demo:") else None
    steps = [_relative_to_start(s, session.start, base) for s in session.replay]
    by_step = {step: name for name, step in fields.items() if name in params}
    clock = FROZEN_TIME.isoformat()

    values: dict[str, tuple[str, str]] = {
        "url": (repr(session.start), "where the steps start; empty or demo:/... is the demo site"),
        "clock": (repr(clock), "what Date says on the page (Playwright's clock)"),
    }
    for name, step in fields.items():
        parsed = parse_step(step)
        # papermill cannot parse a help comment with quotes in it: name the field plainly.
        values[name] = (repr(parsed.value or ""), f"typed into the {name} field")
    parameter_lines = [f"{p} = {values[p][0]}  # {values[p][1]}" for p in params]
    constants = [f"{n} = {v}" for n, (v, _) in values.items() if n in ("url", "clock")
                 and n not in params]  # fmt: skip

    step_lines = []
    for step in steps:
        param = by_step.get(step)
        if param is not None:
            parsed = parse_step(step)
            prefix = f"{parsed.action}:{parsed.target}="
            step_lines.append(f"    {prefix!r} + {param},")
        else:
            step_lines.append(f"    {step!r},")
    options = [f"{k}={v!r}" for k, v in session.opened_with.items() if v is not None]
    open_args = ", ".join(['url or "demo:/"', *options, "freeze_time=clock"])
    flow_title = title or target.stem.replace("_", " ").replace("-", " ").capitalize()
    when = datetime.now().strftime("%Y-%m-%d")
    setup = ["import nbshot", "", *constants, "steps = [", *step_lines, "]"]
    replay = [
        f"session = nbshot.open({open_args})",
        "view = session.act(*steps)",
        'nbshot.record("final", view.shot)',
        "view.raise_for_failure()",
    ]
    notebook = nbformat.v4.new_notebook()
    notebook.metadata["kernelspec"] = {
        "name": "python3", "display_name": "Python 3", "language": "python",
    }  # fmt: skip
    notebook.cells = [
        nbformat.v4.new_markdown_cell(
            f"# {flow_title}\n\nReplays {len(steps)} step(s) recorded in a session that "
            f"started at `{session.start}` ({when}), then records the final screen."
        ),
        nbformat.v4.new_code_cell(_code(parameter_lines), metadata={"tags": ["parameters"]}),
        nbformat.v4.new_code_cell(_code(setup)),
        nbformat.v4.new_code_cell(_code(replay)),
        nbformat.v4.new_code_cell("session.close()"),
    ]
    atomic_write(target, nbformat.writes(notebook))
    return target
