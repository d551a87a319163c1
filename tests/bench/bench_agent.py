"""Benchmark: what an agent spends on tasks, with nbshot-mcp and with @playwright/mcp.

Not a test. Three scripted agents do the same tasks over stdio with the official mcp
client, each reading the refs it uses from its own server's answers (never hard-coded):

- **nbshot**: ``open`` (the page's tree), then ``act`` with the task's steps; it reads
  what changed from the answer and does not call ``close`` (idle sessions close
  themselves; the bench closes them after the task, untimed and uncounted);
- **playwright**: ``browser_navigate``, ``browser_snapshot`` (the whole page), the
  clicks and typing, and ``browser_snapshot`` again to see what each step did;
- **playwright, narrowed**: the same, but every snapshot after the first passes
  ``target`` (the ref of the widget's container, read from the first snapshot), as a
  frugal agent does.

Tasks, on the demo site by default: sign in, add a todo and complete it, switch a tab,
open a disclosure, pick in a ``<select>``. With ``--pages DIR`` (a folder holding
TodoMVC and W3C APG examples: tests/model/real_pages, ../shared/real-pages) or
``--corpus`` (tests/corpus, which holds every task's page): TodoMVC (add two todos,
complete one) in vanilla JS, React, Vue, Svelte, jQuery and Preact; APG's select-only
combobox (pick), tabs (switch), modal dialog (open, close), FAQ disclosure (open),
checkboxes (tick), accordion (open), menu button (act), radios (pick), switch (turn
on), spin button (add one), tree view (expand); and long pages: the data grids (hide
two columns), the treegrid (collapse a thread by keys), a 26-option listbox (pick)
and the infinite feed in a frame (wait for its tenth article). A task whose
page the folder lacks is skipped.

Per task and agent it reports calls, characters of the answers' text the model reads
(structured content repeats it for programs and is not counted), pictures, estimated
tokens (characters / 4 + width x height / 750 per picture, its long side scaled to at
most 1568 px) and seconds; then nbshot's ratios. Goals (issue 48): against the narrowing
agent, tokens <= 0.35x, calls <= 0.5x and time <= 0.6x, every task succeeding.

@playwright/mcp is installed by this script with npm into a temporary folder (or pass
--playwright-mcp DIR holding node_modules/@playwright/mcp).

    .venv/bin/python tests/bench/bench_agent.py [--pages DIR | --corpus] [--rounds 1]
        [--pause 1] [--only NAME] [--playwright-mcp DIR]
"""

from __future__ import annotations

import argparse
import asyncio
import base64
import io
import re
import statistics
import sys
import tempfile
import time
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from bench_mcp import VERSION, _playwright_mcp
from mcp import Client, StdioServerParameters
from PIL import Image

import nbshot
from nbshot.browser.lookup import resolve_browser
from nbshot.demo import serve_folder

AGENTS = ("nbshot", "playwright", "narrowed")


class TaskFailed(Exception):
    """The agent could not do or see the task's result."""


@dataclass
class Tally:
    """What one agent spent on one task."""

    calls: int = 0
    chars: int = 0
    pictures: int = 0
    picture_tokens: float = 0.0
    seconds: float = 0.0
    ok: bool = True
    why: str = ""

    @property
    def tokens(self) -> float:
        return self.chars / 4 + self.picture_tokens


@dataclass
class Agent:
    """A client that counts what its answers cost."""

    client: Client
    tally: Tally = field(default_factory=Tally)

    async def call(self, tool: str, arguments: dict[str, Any], ok: bool = True) -> str:
        answer = await self.client.call_tool(tool, arguments)
        self.tally.calls += 1
        texts = []
        for part in answer.content:
            if part.type == "text":
                texts.append(part.text)
            elif part.type == "image":
                self.tally.pictures += 1
                self.tally.picture_tokens += _picture_tokens(base64.b64decode(part.data))
            elif part.type == "resource_link":  # a link the model reads, not the picture
                self.tally.chars += len(f"{part.name} {part.uri} {part.description or ''}")
        text = "\n".join(texts)
        self.tally.chars += len(text)
        if ok and answer.is_error:
            raise TaskFailed(f"{tool} failed: {text[:300]}")
        self.last = answer
        return text


def _picture_tokens(png: bytes) -> float:
    width, height = Image.open(io.BytesIO(png)).size
    scale = min(1.0, 1568 / max(width, height))
    return (width * scale) * (height * scale) / 750


# -- reading refs from answers: nbshot's `[e19]`, Playwright's `[ref=e19]` ---------------

_REF = r"\[(?:ref=)?((?:f\d+)?e\d+)\]"


def _line_ref(line: str) -> str | None:
    found = re.search(_REF, line)
    return found.group(1) if found else None


def ref(text: str, role: str, name: str | None = None, *, near: str | None = None) -> str:
    """The ref of the first ``role "name"`` in a tree; with ``near``, the ``role``
    nearest the line that holds ``near`` (a todo's checkbox beside its title)."""
    lines = text.splitlines()
    pattern = re.compile(rf"\b{role}\b" + (rf' "{re.escape(name)}"' if name else ""))
    if near is None:
        for line in lines:
            if pattern.search(line) and _line_ref(line):
                return str(_line_ref(line))
        raise TaskFailed(f"no {role} {name!r} in the answer:\n{text[:1500]}")
    anchor = next((k for k, line in enumerate(lines) if near in line), None)
    if anchor is None:
        raise TaskFailed(f"no {near!r} in the answer:\n{text[:1500]}")
    for distance in range(0, 5):
        for k in (anchor - distance, anchor + distance):
            if 0 <= k < len(lines) and pattern.search(lines[k]) and _line_ref(lines[k]):
                return str(_line_ref(lines[k]))
    raise TaskFailed(f"no {role} near {near!r} in the answer:\n{text[:1500]}")


def container(text: str, role: str, name: str | None, up: int) -> str:
    """The ref of the ``up``-th ancestor (with a ref) of ``role "name"``: the area a
    narrowing agent asks for after the first snapshot."""
    lines = text.splitlines()
    target = ref(text, role, name)
    k = next(k for k, line in enumerate(lines) if f"{target}]" in line)
    depth = len(lines[k]) - len(lines[k].lstrip())
    for above in range(k - 1, -1, -1):
        indent = len(lines[above]) - len(lines[above].lstrip())
        if indent < depth:
            depth = indent
            if _line_ref(lines[above]):
                up -= 1
                if up == 0:
                    return str(_line_ref(lines[above]))
    raise TaskFailed(f"no container {up} up of {role} {name!r}")


def marked(text: str, node: str, marker: str) -> None:
    """``node``'s line (``tab "Carl"``) carries ``marker`` (``[selected]``), in
    whatever order the states come."""
    if not any(node in line and marker in line for line in text.splitlines()):
        raise TaskFailed(f"no {node} {marker} in the answer:\n{text[:1500]}")


def expect(text: str, *wanted: str) -> None:
    for piece in wanted:
        if piece not in text:
            raise TaskFailed(f"{piece!r} not in the answer:\n{text[:1500]}")


# -- the agents' ways of working ---------------------------------------------------------


@dataclass
class Nb:
    """nbshot's agent: open, then act."""

    agent: Agent
    session: str = ""

    async def open(self, url: str) -> str:
        text = await self.agent.call("open", {"url": url})
        self.session = self.agent.last.structured_content["session"]
        return text

    async def act(self, *steps: str) -> str:
        return await self.agent.call("act", {"session": self.session, "steps": list(steps)})


@dataclass
class Pw:
    """@playwright/mcp's agent; ``narrow``: later snapshots ask for ``area`` only."""

    agent: Agent
    narrow: bool
    area: str | None = None

    async def open(self, url: str) -> str:
        await self.agent.call("browser_navigate", {"url": url})
        return await self.agent.call("browser_snapshot", {})

    async def look(self) -> str:
        given = {"target": self.area} if self.narrow and self.area else {}
        return await self.agent.call("browser_snapshot", given)

    async def click(self, target: str, what: str) -> None:
        await self.agent.call("browser_click", {"element": what, "target": target})

    async def type(self, target: str, text: str, submit: bool = False) -> None:
        await self.agent.call("browser_type", {"element": "field", "target": target,
                                               "text": text, "submit": submit})  # fmt: skip


# -- the tasks -------------------------------------------------------------------------
# Each task is a pair of scripts: (nbshot agent, url) and (playwright agent, url). A
# script raises TaskFailed when it cannot see the result it wanted.


async def nb_signin(nb: Nb, url: str) -> None:
    tree = await nb.open(url)
    changed = await nb.act(f"fill:{ref(tree, 'textbox', 'Email')}=ada@example.com",
                           f"fill:{ref(tree, 'textbox', 'Password')}=correct horse",
                           f"click:{ref(tree, 'button', 'Sign in')}",
                           "wait:text=Welcome back")  # fmt: skip
    expect(changed, "Welcome back")


async def pw_signin(pw: Pw, url: str) -> None:
    tree = await pw.open(url)
    pw.area = container(tree, "button", "Sign in", 2)
    await pw.type(ref(tree, "textbox", "Email"), "ada@example.com")
    await pw.type(ref(tree, "textbox", "Password"), "correct horse")
    await pw.click(ref(tree, "button", "Sign in"), "Sign in")
    pw.area = None  # a new page: the old area is gone
    expect(await pw.look(), "Welcome back")


async def nb_demo_todo(nb: Nb, url: str) -> None:
    tree = await nb.open(url)
    field_ref = ref(tree, "textbox", "New todo")
    added = await nb.act(f"fill:{field_ref}=Buy milk", "press:Enter")
    done = await nb.act(f"click:{ref(added, 'checkbox', near='Buy milk')}")
    expect(done, "checked")


async def pw_demo_todo(pw: Pw, url: str) -> None:
    tree = await pw.open(url)
    pw.area = container(tree, "textbox", "New todo", 1)
    await pw.type(ref(tree, "textbox", "New todo"), "Buy milk", submit=True)
    seen = await pw.look()
    await pw.click(ref(seen, "checkbox", "Buy milk"), "Buy milk")
    marked(await pw.look(), 'checkbox "Buy milk"', "[checked]")


async def nb_demo_tab(nb: Nb, url: str) -> None:
    tree = await nb.open(url)
    expect(await nb.act(f"click:{ref(tree, 'tab', 'Month')}"), "51,020 visitors")


async def pw_demo_tab(pw: Pw, url: str) -> None:
    tree = await pw.open(url)
    pw.area = container(tree, "tab", "Month", 2)
    await pw.click(ref(tree, "tab", "Month"), "Month tab")
    expect(await pw.look(), "51,020 visitors")


async def nb_demo_disclosure(nb: Nb, url: str) -> None:
    tree = await nb.open(url)
    expect(await nb.act(f"click:{ref(tree, 'button', 'How is a visitor counted?')}"),
           "Once per browser per day")  # fmt: skip


async def pw_demo_disclosure(pw: Pw, url: str) -> None:
    tree = await pw.open(url)
    pw.area = container(tree, "button", "How is a visitor counted?", 1)
    await pw.click(ref(tree, "button", "How is a visitor counted?"), "question")
    expect(await pw.look(), "Once per browser per day")


async def nb_demo_select(nb: Nb, url: str) -> None:
    tree = await nb.open(url)
    expect(await nb.act(f"select:{ref(tree, 'combobox', 'Range')}=Last 30 days"),
           "Last 30 days")  # fmt: skip


async def pw_demo_select(pw: Pw, url: str) -> None:
    tree = await pw.open(url)
    pw.area = container(tree, "combobox", "Range", 1)
    target = ref(tree, "combobox", "Range")
    await pw.agent.call("browser_select_option", {"element": "Range", "target": target,
                                                  "values": ["Last 30 days"]})  # fmt: skip
    marked(await pw.look(), 'option "Last 30 days"', "[selected]")


async def nb_combobox(nb: Nb, url: str) -> None:
    tree = await nb.open(url)
    picked = await nb.act(f"select:{ref(tree, 'combobox', 'Favorite Fruit')}=Banana")
    expect(picked, "Banana")


async def pw_combobox(pw: Pw, url: str) -> None:
    tree = await pw.open(url)
    combo = ref(tree, "combobox", "Favorite Fruit")
    pw.area = container(tree, "combobox", "Favorite Fruit", 1)
    await pw.click(combo, "Favorite Fruit")
    await pw.click(ref(await pw.look(), "option", "Banana"), "Banana")
    expect(await pw.look(), 'combobox "Favorite Fruit"', "Banana")


async def nb_tabs(nb: Nb, url: str) -> None:
    tree = await nb.open(url)
    expect(await nb.act(f"click:{ref(tree, 'tab', 'Carl Andersen')}"), "1847")


async def pw_tabs(pw: Pw, url: str) -> None:
    tree = await pw.open(url)
    pw.area = container(tree, "tab", "Carl Andersen", 2)
    await pw.click(ref(tree, "tab", "Carl Andersen"), "Carl Andersen tab")
    seen = await pw.look()
    marked(seen, 'tab "Carl Andersen"', "[selected]")
    expect(seen, "1847")


async def nb_dialog(nb: Nb, url: str) -> None:
    tree = await nb.open(url)
    opened = await nb.act(f"click:{ref(tree, 'button', 'Add Delivery Address')}")
    expect(opened, 'dialog "Add Delivery Address"')
    closed = await nb.act(f"click:{ref(opened, 'button', 'Cancel')}")
    if not re.search(r'^- +dialog "Add Delivery Address"', closed, re.M):  # removed
        raise TaskFailed(f"the dialog is still open:\n{closed[:1500]}")


async def pw_dialog(pw: Pw, url: str) -> None:
    tree = await pw.open(url)
    pw.area = container(tree, "button", "Add Delivery Address", 1)
    await pw.click(ref(tree, "button", "Add Delivery Address"), "Add Delivery Address")
    seen = await pw.look()
    if not re.search(r"^ *- dialog\b", seen, re.M):  # Playwright leaves it unnamed
        raise TaskFailed(f"no dialog in the answer:\n{seen[:1500]}")
    await pw.click(ref(seen, "button", "Cancel"), "Cancel")
    if re.search(r"^ *- dialog\b", await pw.look(), re.M):
        raise TaskFailed("the dialog is still open")


async def nb_disclosure(nb: Nb, url: str) -> None:
    tree = await nb.open(url)
    question = "What do I do if I lose my permit or if my permit is stolen?"
    expect(await nb.act(f"click:{ref(tree, 'button', question)}"), "[expanded]")


async def pw_disclosure(pw: Pw, url: str) -> None:
    tree = await pw.open(url)
    question = "What do I do if I lose my permit or if my permit is stolen?"
    pw.area = container(tree, "button", question, 2)
    await pw.click(ref(tree, "button", question), question)
    marked(await pw.look(), f'button "{question}"', "[expanded]")


async def nb_checkbox(nb: Nb, url: str) -> None:
    tree = await nb.open(url)
    expect(await nb.act(f"click:{ref(tree, 'checkbox', 'Lettuce')}"), "Lettuce", "checked")


async def pw_checkbox(pw: Pw, url: str) -> None:
    tree = await pw.open(url)
    pw.area = container(tree, "checkbox", "Lettuce", 2)
    await pw.click(ref(tree, "checkbox", "Lettuce"), "Lettuce")
    marked(await pw.look(), 'checkbox "Lettuce"', "[checked]")


def line_has(text: str, node: str, *pieces: str) -> None:
    """Some line holding ``node`` (``switch "Notifications"``) holds one of ``pieces``
    (each server says a state its own way: ``[checked]`` or ``: On``)."""
    for line in text.splitlines():
        if node in line and any(piece in line for piece in pieces):
            return
    raise TaskFailed(f"no {node} with {' or '.join(pieces)} in the answer:\n{text[:1500]}")


def todomvc(field: str) -> tuple[Script, Script]:
    """TodoMVC in some framework, its new-todo field named ``field``: add two, complete
    one."""

    async def nb(nb: Nb, url: str) -> None:
        tree = await nb.open(url)
        field_ref = ref(tree, "textbox", field)
        added = await nb.act(f"fill:{field_ref}=Buy milk", "press:Enter",
                             f"fill:{field_ref}=Walk dog", "press:Enter")  # fmt: skip
        expect(added, "Buy milk", "Walk dog")
        done = await nb.act(f"click:{ref(added, 'checkbox', near='Buy milk')}")
        expect(done, "checked")

    async def pw(pw: Pw, url: str) -> None:
        tree = await pw.open(url)
        pw.area = container(tree, "textbox", field, 2)
        field_ref = ref(tree, "textbox", field)
        await pw.type(field_ref, "Buy milk", submit=True)
        await pw.type(field_ref, "Walk dog", submit=True)
        seen = await pw.look()
        expect(seen, "Buy milk", "Walk dog")
        await pw.click(ref(seen, "checkbox", near="Buy milk"), "Buy milk's checkbox")
        expect(await pw.look(), "[checked]")

    return nb, pw


def one_click(role: str, name: str, up: int, check: Callable[[str], None]) -> tuple[Script, Script]:
    """A task of one click on ``role "name"``, its result seen by ``check`` (given the
    answer after the click); the narrowing agent looks ``up`` containers above it."""

    async def nb(nb: Nb, url: str) -> None:
        tree = await nb.open(url)
        check(await nb.act(f"click:{ref(tree, role, name)}"))

    async def pw(pw: Pw, url: str) -> None:
        tree = await pw.open(url)
        pw.area = container(tree, role, name, up)
        await pw.click(ref(tree, role, name), name)
        check(await pw.look())

    return nb, pw


async def nb_menu(nb: Nb, url: str) -> None:
    tree = await nb.open(url)
    opened = await nb.act(f"click:{ref(tree, 'button', 'Actions')}")
    line_has(await nb.act(f"click:{ref(opened, 'menuitem', 'Action 3')}"),
             'textbox "Last Action:"', "Action 3")  # fmt: skip


async def pw_menu(pw: Pw, url: str) -> None:
    tree = await pw.open(url)
    pw.area = container(tree, "button", "Actions", 1)
    await pw.click(ref(tree, "button", "Actions"), "Actions")
    await pw.click(ref(await pw.look(), "menuitem", "Action 3"), "Action 3")
    line_has(await pw.look(), 'textbox "Last Action:"', "Action 3")


async def nb_treeview(nb: Nb, url: str) -> None:
    tree = await nb.open(url)
    expect(await nb.act(f"click:{ref(tree, 'treeitem', near='Projects')}"), "project-1.docx")


async def pw_treeview(pw: Pw, url: str) -> None:
    tree = await pw.open(url)
    item = ref(tree, "treeitem", near="Projects")
    pw.area = ref(tree, "tree", "My Documents")
    await pw.click(item, "Projects")
    expect(await pw.look(), "project-1.docx")


async def nb_treegrid(nb: Nb, url: str) -> None:
    tree = await nb.open(url)
    first = ref(tree, "gridcell", "Treegrids are awesome")
    closed = await nb.act(f"click:{first}", "press:ArrowLeft", "press:ArrowLeft")
    if "[expanded]" in nb_now(closed, "Treegrids are awesome"):
        raise TaskFailed(f"the thread is still expanded:\n{closed[:1500]}")


def nb_now(answer: str, near: str) -> str:
    """The line of the row above ``near``'s cell in an answer (its states)."""
    lines = answer.splitlines()
    k = next((k for k, line in enumerate(lines) if f'"{near}"' in line), None)
    if k is None or k == 0:
        raise TaskFailed(f"no {near!r} in the answer:\n{answer[:1500]}")
    return lines[k - 1]


async def pw_treegrid(pw: Pw, url: str) -> None:
    tree = await pw.open(url)
    pw.area = ref(tree, "treegrid", "Inbox")
    await pw.click(ref(tree, "gridcell", "Treegrids are awesome"), "the first thread")
    await pw.agent.call("browser_press_key", {"key": "ArrowLeft"})
    await pw.agent.call("browser_press_key", {"key": "ArrowLeft"})
    if "[expanded]" in nb_now(await pw.look(), "Treegrids are awesome"):
        raise TaskFailed("the thread is still expanded")


async def nb_feed(nb: Nb, url: str) -> None:
    await nb.open(url)  # the feed, in a frame, adds an article every 200 ms up to ten
    expect(await nb.act(f"wait:text={TENTH}"), f'article "{TENTH}"')


async def pw_feed(pw: Pw, url: str) -> None:
    tree = await pw.open(url)
    pw.area = container(tree, "article", "Tito's Tacos", 1)
    for _ in range(5):  # its wait for text does not look inside frames: wait, look
        await pw.agent.call("browser_wait_for", {"time": 1})
        seen = await pw.look()
        if f'article "{TENTH}"' in seen:
            return
    expect(seen, f'article "{TENTH}"')


TENTH = "The HotPot Spot"


Script = Callable[[Any, str], Awaitable[None]]
DEMO_TASKS: dict[str, tuple[str, Script, Script]] = {
    "sign in": ("signin", nb_signin, pw_signin),
    "todo: add, complete": ("todos", nb_demo_todo, pw_demo_todo),
    "tabs: switch": ("widgets", nb_demo_tab, pw_demo_tab),
    "disclosure: open": ("widgets", nb_demo_disclosure, pw_demo_disclosure),
    "select: pick": ("widgets", nb_demo_select, pw_demo_select),
}
APG = "apg/patterns/{}/examples/{}.html"
TODOMVC = "todomvc/examples/{}/dist/index.html"  # the corpus's builds
GRID = APG.format("grid", "data-grids")
# A task's page: one path, or candidates (the first the folder holds is taken).
PAGE_TASKS: dict[str, tuple[str | tuple[str, ...], Script, Script]] = {
    "TodoMVC: add 2, complete 1": (("todomvc/index.html", TODOMVC.format("javascript-es6")),
                                   *todomvc("What needs to be done?")),
    "combobox: pick": (APG.format("combobox", "combobox-select-only"), nb_combobox, pw_combobox),
    "tabs: switch": (APG.format("tabs", "tabs-automatic"), nb_tabs, pw_tabs),
    "dialog: open, close": (APG.format("dialog-modal", "dialog"), nb_dialog, pw_dialog),
    "disclosure: open": (APG.format("disclosure", "disclosure-faq"), nb_disclosure,
                         pw_disclosure),
    "checkbox: tick": (APG.format("checkbox", "checkbox"), nb_checkbox, pw_checkbox),
    # long pages: three grids, a treegrid, a 26-option listbox, a feed in a frame
    "data grid: hide columns": (GRID, *one_click(
        "button", "Hide Type and Category", 1,
        lambda seen: expect(seen, 'button "Show Type and Category"'))),
    "treegrid: collapse": (APG.format("treegrid", "treegrid-1"), nb_treegrid, pw_treegrid),
    "listbox: pick of 26": (APG.format("listbox", "listbox-scrollable"), *one_click(
        "option", "Seaborgium", 1,
        lambda seen: marked(seen, 'option "Seaborgium"', "[selected]"))),
    "feed: read the 10th": (APG.format("feed", "feed"), nb_feed, pw_feed),
    "treeview: expand": (APG.format("treeview", "treeview-1a"), nb_treeview, pw_treeview),
    "accordion: open": (APG.format("accordion", "accordion"), *one_click(
        "button", "Billing Address", 1,
        lambda seen: marked(seen, 'button "Billing Address"', "[expanded]"))),
    "menu button: act": (APG.format("menu-button", "menu-button-actions"), nb_menu, pw_menu),
    "radio: pick": (APG.format("radio", "radio"), *one_click(
        "radio", "Thin crust", 1, lambda seen: marked(seen, 'radio "Thin crust"', "[checked]"))),
    "switch: turn on": (APG.format("switch", "switch"), *one_click(
        "switch", "Notifications", 1,
        lambda seen: line_has(seen, 'switch "Notifications"', "[checked]", ": On"))),
    "spinbutton: add one": (APG.format("spinbutton", "quantity-spinbutton"), *one_click(
        "button", "Add adult", 1,
        lambda seen: line_has(seen, 'spinbutton "Adults"', ": 2", ': "2"'))),
    # TodoMVC in other frameworks
    "TodoMVC React": (TODOMVC.format("react"), *todomvc("New Todo Input")),
    "TodoMVC Vue": (TODOMVC.format("vue"), *todomvc("What needs to be done?")),
    "TodoMVC Svelte": (TODOMVC.format("svelte"), *todomvc("What needs to be done?")),
    "TodoMVC jQuery": (TODOMVC.format("jquery"), *todomvc("What needs to be done?")),
    "TodoMVC Preact": (TODOMVC.format("preact"), *todomvc("What needs to be done?")),
}  # fmt: skip


async def _run_one(agent: Agent, script: Script, wrapper: Any, url: str) -> Tally:
    agent.tally = Tally()
    start = time.perf_counter()
    try:
        await script(wrapper, url)
    except TaskFailed as failed:
        agent.tally.ok, agent.tally.why = False, str(failed)[:600]
    agent.tally.seconds = time.perf_counter() - start
    return agent.tally


async def run(pages: Path | None, rounds: int, pause: float, cli: Path, scratch: Path,
              only: str = "") -> bool:  # fmt: skip
    chromium = resolve_browser().path
    if chromium is None:
        sys.exit("No Chromium found: run `nbshot doctor`")
    ours = StdioServerParameters(command=str(Path(sys.executable).parent / "nbshot-mcp"),
                                 args=["--out", str(scratch / "nbshot-out")])  # fmt: skip

    def theirs(name: str) -> StdioServerParameters:
        return StdioServerParameters(command="node", args=[
            str(cli), "--headless", "--isolated", "--no-sandbox", "--executable-path",
            chromium, "--viewport-size", "1280,720",
            "--output-dir", str(scratch / name)])  # fmt: skip

    site = nbshot.serve_demo() if pages is None else serve_folder(pages)
    if pages is None:
        tasks = {name: (site.url_for(page), a, b) for name, (page, a, b) in DEMO_TASKS.items()}
    else:
        tasks = {}
        for name, (page, a, b) in PAGE_TASKS.items():
            held = [p for p in ((page,) if isinstance(page, str) else page)
                    if (pages / p).is_file()]  # fmt: skip
            if held:
                tasks[name] = (f"{site.url}/{held[0]}", a, b)
        if not tasks:
            sys.exit(f"{pages} holds none of the task pages ({', '.join(PAGE_TASKS)})")
    tasks = {name: task for name, task in tasks.items() if only in name}
    results: dict[str, dict[str, list[Tally]]] = {t: {a: [] for a in AGENTS} for t in tasks}
    with site:
        async with Client(ours) as a, Client(theirs("pw")) as b, Client(theirs("pw2")) as c:
            agents = {"nbshot": Agent(a), "playwright": Agent(b), "narrowed": Agent(c)}
            first = next(iter(tasks.values()))[0]  # warm-up: browsers up, first page
            warm = Nb(agents["nbshot"])
            await warm.open(first)
            await a.call_tool("close", {"session": warm.session})
            for pw in ("playwright", "narrowed"):
                await agents[pw].call("browser_navigate", {"url": first})
            for turn in range(rounds):
                for name, (url, nb_script, pw_script) in tasks.items():
                    order = AGENTS if turn % 2 == 0 else AGENTS[::-1]
                    for who in order:
                        agent = agents[who]
                        wrapper: Any = (Nb(agent) if who == "nbshot"
                                        else Pw(agent, narrow=who == "narrowed"))  # fmt: skip
                        script = nb_script if who == "nbshot" else pw_script
                        results[name][who].append(await _run_one(agent, script, wrapper, url))
                        if who == "nbshot" and wrapper.session:  # untimed, uncounted
                            await a.call_tool("close", {"session": wrapper.session})
                        await asyncio.sleep(pause)
    return _report(results, rounds, pause, pages)


def _report(results: dict[str, dict[str, list[Tally]]], rounds: int, pause: float,
            pages: Path | None) -> bool:  # fmt: skip
    print(f"nbshot-mcp vs @playwright/mcp {VERSION} (whole snapshots, and narrowed to the "
          f"widget), stdio, same Chromium; pages: {pages or 'the demo site'}; {rounds} "
          f"round(s), {pause:g} s between tasks; seconds are medians")  # fmt: skip
    print(f"  {'task':<28} {'agent':<11} {'calls':>5} {'chars':>7} {'pics':>4} "
          f"{'tokens':>7} {'s':>6}  ok")  # fmt: skip
    total = {who: Tally() for who in AGENTS}
    for name, by_agent in results.items():
        for who in AGENTS:
            runs = by_agent[who]
            t = runs[-1]
            seconds = statistics.median(r.seconds for r in runs)
            ok = all(r.ok for r in runs)
            print(f"  {name:<28} {who:<11} {t.calls:>5} {t.chars:>7} {t.pictures:>4} "
                  f"{t.tokens:>7.0f} {seconds:>6.2f}  {'yes' if ok else 'NO'}")  # fmt: skip
            all_ = total[who]
            all_.calls += t.calls
            all_.chars += t.chars
            all_.pictures += t.pictures
            all_.picture_tokens += t.picture_tokens
            all_.seconds += seconds
            all_.ok = all_.ok and ok
            for r in runs:
                if not r.ok:
                    print(f"    {who} failed: {r.why}")
    for who in AGENTS:
        t = total[who]
        print(f"  {'all tasks':<28} {who:<11} {t.calls:>5} {t.chars:>7} {t.pictures:>4} "
              f"{t.tokens:>7.0f} {t.seconds:>6.2f}  {'yes' if t.ok else 'NO'}")  # fmt: skip
    ours, pw, narrowed = total["nbshot"], total["playwright"], total["narrowed"]
    checks = [  # goals: issue 48's, against the agent that narrows
        ("tokens vs narrowed playwright", ours.tokens / narrowed.tokens, 0.35),
        ("tokens vs playwright", ours.tokens / pw.tokens, None),
        ("calls vs narrowed playwright", ours.calls / narrowed.calls, 0.5),
        ("time vs narrowed playwright", ours.seconds / narrowed.seconds, 0.6),
        ("time vs playwright", ours.seconds / pw.seconds, None),
    ]
    for label, ratio, goal in checks:
        verdict = ""
        if goal is not None:
            verdict = f"  goal <= {goal:.2f}: " + ("met" if ratio <= goal else "MISSED")
        print(f"  nbshot {label:<30} x{ratio:.2f}{verdict}")
    succeeded = ours.ok and pw.ok and narrowed.ok
    print(f"  every task succeeded: {'yes' if succeeded else 'NO'}")
    return succeeded


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--pages", type=Path, help="a folder with TodoMVC and APG examples")
    parser.add_argument(
        "--corpus",
        action="store_true",
        help="the pages of tests/corpus (every task; same as --pages it)",
    )
    parser.add_argument("--rounds", type=int, default=1)
    parser.add_argument("--pause", type=float, default=1.0, help="seconds between tasks")
    parser.add_argument("--playwright-mcp", help="a folder with @playwright/mcp installed")
    parser.add_argument("--only", default="", help="run the tasks whose name holds this")
    args = parser.parse_args()
    scratch = Path(tempfile.mkdtemp(prefix="nbshot-bench-agent-"))
    cli = _playwright_mcp(args.playwright_mcp, scratch)
    pages = Path(__file__).resolve().parents[1] / "corpus" if args.corpus else args.pages
    succeeded = asyncio.run(run(pages, args.rounds, args.pause, cli, scratch, args.only))
    sys.exit(0 if succeeded else 1)  # a task that failed is a bug; a missed goal is news


if __name__ == "__main__":
    main()
