"""A session's steps written as a pytest-playwright test: ``Explorer.export_test``.

The steps a session keeps for replay (:attr:`Session.replay`: refs already swapped
for stable selectors, passwords for ``${NAME}``) become Playwright calls with
locators by role and name (``page.get_by_role("button", name="Sign in")``) where
the tree had them, test ids and CSS where it did not. The test ends by checking the
title and address the session ended on, so it fails when the journey no longer
gets there. Secrets are read from the environment when the test runs, never
written into the file.
"""

from __future__ import annotations

import json
import os
import re
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any
from urllib.parse import urlsplit

from nbshot.errors import InvalidArgument
from nbshot.files import atomic_write
from nbshot.model.steps import REF, parse_step, wait_seconds
from nbshot.secrets import REFERENCE

if TYPE_CHECKING:
    from nbshot.session.session import Session
    from nbshot.session.view import View

_ROLE_NAME = re.compile(r'^role=(\w+)\[name=("(?:[^"\\]|\\.)*")(s?)\]$')
_TESTID = re.compile(r'^\[data-testid=("(?:[^"\\]|\\.)*")\]$')
_POINT = re.compile(r"^@(-?[\d.]+),(-?[\d.]+)$")
_SCROLL = {"down": (0, 1), "up": (0, -1), "right": (1, 0), "left": (-1, 0)}


@dataclass(frozen=True)
class Journey:
    """What a test replays: the address it starts at, the steps (selectors, not refs),
    where it ended (title and address), and the options the page was opened with."""

    start_url: str
    steps: tuple[str, ...]
    end_title: str
    end_url: str
    opened_with: dict[str, Any]


def _q(text: str) -> str:
    return json.dumps(text, ensure_ascii=False)


def _value(text: str) -> str:
    """Python source for a typed value: a literal, or ``secret("${NAME}")`` read
    from the environment when the test runs."""
    return f"secret({_q(text)})" if REFERENCE.search(text) else _q(text)


def locator_code(selector: str) -> str:
    """Python source of a Playwright locator for a step's target.

    Raises
    ------
    InvalidArgument
        For a ref (``e12``): refs only mean something in the session's latest view.
    """
    if REF.match(selector) or selector.startswith("aria-ref="):
        raise InvalidArgument(
            f"The step target {selector!r} is a ref, which a test cannot find again",
            "Act on elements the tree names (role and name), or give a selector",
        )
    match = _ROLE_NAME.match(selector)
    if match:
        role, name, exact = match.group(1), json.loads(match.group(2)), match.group(3)
        exactly = ", exact=True" if exact else ""
        return f"page.get_by_role({_q(role)}, name={_q(name)}{exactly})"
    match = _TESTID.match(selector)
    if match:
        return f"page.get_by_test_id({_q(json.loads(match.group(1)))})"
    return f"page.locator({_q(selector)})"


def _wait_code(value: str) -> str:
    seconds = wait_seconds(value)
    if seconds is not None:
        return f"page.wait_for_timeout({round(seconds * 1000)})"
    kind, _, what = value.partition("=")
    if kind == "gone":
        return f"expect(page.get_by_text({_q(what)}).first).to_be_hidden()"
    if kind == "selector":
        return f"expect({locator_code(what)}.first).to_be_visible()"
    return f"expect(page.get_by_text({_q(what)}).first).to_be_visible()"


def step_code(raw: str) -> str:
    """One step of nbshot's grammar as one line of Playwright (sync API) code."""
    step = parse_step(raw)
    action, target, value = step.action, step.target or "", step.value or ""
    point = _POINT.match(target)
    if action in ("click", "dblclick", "rightclick") and point:
        extra = {"dblclick": ", click_count=2", "rightclick": ', button="right"'}.get(action, "")
        return f"page.mouse.click({point.group(1)}, {point.group(2)}{extra})"
    simple = {
        "click": "click()",
        "dblclick": "dblclick()",
        "rightclick": 'click(button="right")',
        "check": "check()",
        "uncheck": "uncheck()",
        "hover": "hover()",
    }
    if action in simple:
        return f"{locator_code(target)}.{simple[action]}"
    if action == "fill":
        return f"{locator_code(target)}.fill({_value(value)})"
    if action == "type":
        return f"{locator_code(target)}.press_sequentially({_value(value)})"
    if action == "select":
        return f"{locator_code(target)}.select_option({value.split(',')!r})"
    if action == "press":
        return f"page.keyboard.press({_q(value)})"
    if action == "scroll":
        direction, amount = (value or "down 500").split()
        dx, dy = (int(amount) * d for d in _SCROLL[direction])
        return f"page.mouse.wheel({dx}, {dy})"
    if action == "goto":
        return f"page.goto(urljoin(START, {_q(value)}))"
    if action == "back":
        return "page.go_back()"
    if action == "wait":
        return _wait_code(value)
    return f"# {action}: not replayed in a test ({raw[:80]})"


_HEADER = '''"""{title}

Written by nbshot from an explorer session that started at {shown_start}: each line
below is a step taken there. Needs pytest-playwright (``pip install pytest-playwright``;
its ``page`` fixture runs each step). Run with ``pytest {file}``.{secrets_note}
"""

import os
import re
from urllib.parse import urljoin

import pytest
from playwright.sync_api import Page, expect

#: Where the journey starts; set START_URL to run it against another copy of the site.
START = os.environ.get("START_URL", {start})
'''

_SECRET_HELPER = '''

def secret(text: str) -> str:
    """``text`` with each ${NAME} read from the environment (never stored here)."""
    def value(match: re.Match) -> str:
        found = os.environ.get(match.group(1), match.group(2))
        if found is None:
            pytest.fail(f"Set {match.group(1)} in the environment to run this test")
        return found

    return re.sub(r"\\$\\{([A-Za-z_][A-Za-z0-9_]*)(?::-([^}]*))?\\}", value, text)
'''

_BROWSER = '''

@pytest.fixture(scope="session")
def browser_type_launch_args(browser_type_launch_args):
    """The browser nbshot finds (Playwright's own, or a system Chromium), when nbshot
    is installed; pytest-playwright's default otherwise."""
    try:
        from nbshot.browser.lookup import launch_args, resolve_browser

        choice = resolve_browser()
    except Exception:  # noqa: BLE001 - no nbshot or no browser: Playwright's own
        return browser_type_launch_args
    if not choice.path:
        return browser_type_launch_args
    return {**browser_type_launch_args, "executable_path": choice.path, "args": launch_args()}
'''


def _context_fixture(opened_with: dict[str, Any]) -> str:
    options = []
    if opened_with.get("device"):
        options.append(f"**playwright.devices[{_q(str(opened_with['device']))}]")
    if opened_with.get("viewport"):
        width, height = opened_with["viewport"]
        options.append(f'"viewport": {{"width": {int(width)}, "height": {int(height)}}}')
    if opened_with.get("color_scheme"):
        options.append(f'"color_scheme": {_q(str(opened_with["color_scheme"]))}')
    if opened_with.get("reduced_motion"):
        options.append('"reduced_motion": "reduce"')
    if not options:
        return ""
    return (
        '\n\n@pytest.fixture(scope="session")\n'
        "def browser_context_args(browser_context_args, playwright):\n"
        '    """The page options the session was opened with."""\n'
        f"    return {{**browser_context_args, {', '.join(options)}}}\n"
    )


def _ended_at(journey: Journey) -> str:
    """Where the test expects to end: relative to START when on the same site."""
    start, end = urlsplit(journey.start_url), urlsplit(journey.end_url)
    if (start.scheme, start.netloc) == (end.scheme, end.netloc):
        rest = end.path + (f"?{end.query}" if end.query else "")
        return f"urljoin(START, {_q(rest or '/')})"
    return _q(journey.end_url)


def module_source(journey: Journey, *, name: str, title: str | None = None) -> str:
    """The text of a pytest-playwright test module replaying ``journey``.

    Raises
    ------
    InvalidArgument
        When there are no steps, or a step still acts on a ref.
    """
    if not journey.steps:
        raise InvalidArgument(
            "There are no steps to export", "Act on the page first (click or type in the explorer)"
        )
    body = [f"    {step_code(step)}" for step in journey.steps]
    needed = sorted({m.group(1) for s in journey.steps for m in REFERENCE.finditer(s)})
    note = (
        (f"\n\nSecrets are read from the environment when it runs: set {', '.join(needed)}.")
        if needed
        else ""
    )
    header = _HEADER.format(
        title=title or f"{name.replace('_', ' ').capitalize()}: a journey recorded in nbshot",
        shown_start=journey.start_url,
        file=f"test_{name}.py",
        secrets_note=note,
        start=_q(journey.start_url),
    )
    helpers = (_SECRET_HELPER if needed else "") + _BROWSER + _context_fixture(journey.opened_with)
    test = [
        "",
        "",
        f"def test_{name}(page: Page) -> None:",
        "    page.goto(START)",
        *body,
        f"    expect(page).to_have_title({_q(journey.end_title)})",
        f"    expect(page).to_have_url({_ended_at(journey)})",
        "",
    ]
    return header + helpers + "\n".join(test)


def write_test(journey: Journey, path: str | os.PathLike[str], title: str | None = None) -> Path:
    """Write the test module at ``path`` (``test_*.py`` in an existing folder).

    Raises
    ------
    InvalidArgument
        For a path that is not ``test_<name>.py`` in an existing folder, and as
        :func:`module_source` does.
    """
    target = Path(path)
    name = target.stem[5:] if target.stem.startswith("test_") else ""
    if target.suffix != ".py" or not name.isidentifier() or not target.parent.is_dir():
        raise InvalidArgument(
            f"Cannot write a test to {os.fspath(path)[:200]!r}",
            "Pass a test_<name>.py path in an existing folder, e.g. tests/test_sign_in.py",
        )
    atomic_write(target, module_source(journey, name=name, title=title))
    return target


def journey_of(
    start_url: str, replay: Sequence[str], end_title: str, end_url: str, opened_with: dict[str, Any]
) -> Journey:
    """A :class:`Journey` from a session's recorded parts."""
    return Journey(start_url, tuple(replay), end_title, end_url, dict(opened_with))


def recorded_journey(session: Session, view: View) -> Journey:
    """The journey ``session`` recorded, ending where ``view`` shows: what the explorer
    in a notebook and in a marimo app write as a test.

    Raises
    ------
    InvalidArgument
        When the session did not start at an http(s) address or ``demo:/page``: a test
        replays from an address.
    """
    from nbshot.demo import shared_demo

    start = session.start or ""
    if start.startswith("demo:"):
        start = shared_demo().url.rstrip("/") + "/" + start[5:].lstrip("/")
    if not start.startswith(("http:", "https:")):
        raise InvalidArgument(
            f"A test cannot start at {start[:100]!r}",
            "Open the session on an http(s) URL or demo:/page",
        )
    return journey_of(start, session.replay, view.title, view.url, session.opened_with)
