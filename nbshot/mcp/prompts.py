"""Prompts an agent host shows as commands: each expands into instructions that name
the tool calls to make, in order, with the arguments filled in.

``check_page`` (find a page's problems), ``compare_with_baseline`` (what changed since
the approved pictures) and ``run_a_flow`` (run a notebook and read its report). Their
arguments complete (``completion/complete``) from the project: targets, devices,
variants, profiles and flows (:mod:`nbshot.mcp.completions`).
"""

from __future__ import annotations

import json
from typing import Any

from mcp.server.mcpserver.prompts.base import Prompt


def check_page(url: str, device: str = "") -> str:
    """Find what is wrong with a page: its problems, then a look at it."""
    on = f', device="{device}"' if device else ""
    return (
        f"Check the page {url}{' on ' + device if device else ''} for problems, then report.\n"
        f'1. Call the check tool with url="{url}", checks=["all"]: console errors, failed '
        "requests, broken images, overflow, small tap targets and axe accessibility rules.\n"
        f'2. Call open with url="{url}"{on} to read its accessibility tree (refs such as e12).\n'
        "3. Only if a finding needs eyes (layout, overlap, colour), read the picture the "
        'answer links to (its nbshot:// resource) or call act with image="thumb".\n'
        "4. Call close with the session id.\n"
        "Report each problem on one line: what, where (a ref or selector), how bad, and a "
        "fix. Say plainly when there is none."
    )


def compare_with_baseline(
    target: str = "", profile: str = "", device: str = "", variant: str = ""
) -> str:
    """Compare pages with their approved baseline pictures."""
    if profile:
        call = f'profile="{profile}"'
    else:
        call = f'targets=["{target or "/"}"]'
        call += f', devices=["{device}"]' if device else ""
        call += f', variants=["{variant}"]' if variant else ""
    return (
        f'Call the compare tool with {call}, against="baseline".\n'
        "It answers only what changed: for each changed picture a baseline | current | "
        "diff image (also a nbshot:// resource), and `new` for pictures with no baseline "
        "yet.\nFor each change, say what moved or differs and whether it looks intended. "
        "Do not approve changes yourself: tell the person which pictures changed so they "
        "can run `nbshot approve` if they are right."
    )


def run_a_flow(flow: str, params: str = "") -> str:
    """Run a flow (a notebook) and read what it found."""
    try:
        given = json.loads(params) if params else {}
    except ValueError:
        given = None
    if given is None or not isinstance(given, dict):
        args = f'flow="{flow}" and the parameters {params!r} as a JSON object in params'
    else:
        args = f'flow="{flow}", params={json.dumps(given)}'
    return (
        f"Run the {flow} flow.\n"
        f'1. If you do not know its parameters, call list with what=["flows"].\n'
        f"2. Call run_flow with {args} (or the flow_{flow} tool with the parameters as "
        "its arguments). It reports progress per cell and may take a minute.\n"
        "3. Read the answer: status, captures, and links to the run's report and "
        "executed notebook (nbshot://run/... resources); read the report if the status "
        "is not ok.\n"
        "4. If a cell failed, call get_run_log with the run_id to see which and why.\n"
        "Say whether the run passed, what it captured, and what failed."
    )


PROMPTS = (check_page, compare_with_baseline, run_a_flow)


def install(server: Any) -> None:
    """Register the prompts on ``server`` (an MCPServer)."""
    for fn in PROMPTS:
        server.add_prompt(
            Prompt.from_function(fn, name=fn.__name__, description=(fn.__doc__ or "").strip())
        )
