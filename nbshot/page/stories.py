"""Storybook stories as targets: ``story:example-button--primary`` (one story),
``story:*`` (every story) and ``story:Example/Button`` (those whose title or id
starts so).

The stories are read from the Storybook's ``index.json`` (what Storybook 7 and later
write, and serve while running) and each is loaded alone, as Storybook's own test
tools do: ``iframe.html?id=<id>&viewMode=story``. A page load is not the end of a
story's render (loaders, async rendering), so a story target waits until the
Storybook preview says its render completed, and a story that throws is reported
with Storybook's own error message.

Where the Storybook is: ``configure(storybook=...)`` / ``$NBSHOT_STORYBOOK``, the
project's ``storybook`` key, else ``./storybook-static`` (what ``storybook build``
writes). It is a URL of a running Storybook or a built folder, which nbshot serves
on 127.0.0.1 (its module scripts do not load from ``file:``).
"""

from __future__ import annotations

import re
import threading
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

from playwright.async_api import Error as PlaywrightError
from playwright.async_api import Page

from nbshot.config import settings
from nbshot.errors import InvalidArgument, Timeout
from nbshot.project.file import current as current_project

if TYPE_CHECKING:
    from nbshot.demo import DemoSite

PREFIX = "story:"
DEFAULT_FOLDER = "storybook-static"

_served: dict[Path, DemoSite] = {}
_lock = threading.Lock()


@dataclass(frozen=True)
class Story:
    """One story of the index: its ``id``, ``title`` (``Example/Button``), ``name``
    (``Primary``) and the ``url`` that renders it alone."""

    id: str
    title: str
    name: str
    url: str


def is_story(target: object) -> bool:
    return isinstance(target, str) and target.lower().startswith(PREFIX)


def wanted(target: str) -> str:
    """What a ``story:`` target asks for: a story id, ``*``, or a prefix."""
    return target[len(PREFIX) :].strip()


def storybook_url() -> str:
    """The base URL of the Storybook in force (a built folder is served first).

    Raises
    ------
    InvalidArgument
        When no Storybook is configured and there is no ``./storybook-static``, or a
        folder is not a Storybook build.
    """
    project = current_project()
    source = settings.storybook or (project.storybook if project else None)
    if source is None and (Path(DEFAULT_FOLDER) / "index.json").is_file():
        source = DEFAULT_FOLDER
    if source is None:
        raise InvalidArgument(
            "story: targets need a Storybook, and none is set",
            "Build one (`npx storybook build` writes ./storybook-static), or set "
            "NBSHOT_STORYBOOK / configure(storybook=...) / the project's storybook to its "
            "URL or folder",
        )
    if re.match(r"https?://", source):
        return source.rstrip("/")
    folder = Path(source).expanduser().resolve()
    if not (folder / "index.json").is_file() or not (folder / "iframe.html").is_file():
        raise InvalidArgument(
            f"{str(folder)!r} is not a Storybook build (no index.json and iframe.html)",
            "Run `npx storybook build`, or fix the path",
        )
    # Imported here, as in stories(): every page load imports this module, and only
    # story: targets need a web server or an HTTP client.
    from nbshot.demo import serve_folder

    with _lock:
        site = _served.get(folder)
        if site is None:
            site = _served[folder] = serve_folder(folder)
    return site.url


def stories() -> list[Story]:
    """Every story of the Storybook in force, in its index's order (docs pages left out).

    Raises
    ------
    InvalidArgument
        When the index cannot be read (Storybook not running, not a Storybook).
    """
    import json
    import urllib.request

    base = storybook_url()
    try:
        with urllib.request.urlopen(f"{base}/index.json", timeout=15) as answer:
            index: dict[str, Any] = json.load(answer)
    except (OSError, ValueError) as exc:
        raise InvalidArgument(
            f"Cannot read the stories at {base}/index.json: {exc}"[:300],
            "Start Storybook (or build it) and check the URL",
        ) from None
    entries = index.get("entries") or index.get("stories") or {}
    return [
        Story(
            e["id"],
            e.get("title", ""),
            e.get("name", ""),
            f"{base}/iframe.html?id={e['id']}&viewMode=story",
        )
        for e in entries.values()
        if e.get("type", "story") == "story"
    ]


def find_stories(target: str) -> list[Story]:
    """The stories ``target`` (``story:<id>``, ``story:*``, ``story:<title or id
    prefix>``) names: an exact id first, else every story whose id or title starts so
    (case does not matter).

    Raises
    ------
    InvalidArgument
        When none matches (naming some that exist), or as :func:`stories`.
    """
    asked = wanted(target)
    known = stories()
    if asked in ("", "*"):
        return known
    exact = [s for s in known if s.id == asked]
    if exact:
        return exact
    low = asked.lower()
    found = [s for s in known if s.id.startswith(low) or s.title.lower().startswith(low)]
    if not found:
        some = ", ".join(s.id for s in known[:8]) + (", ..." if len(known) > 8 else "")
        raise InvalidArgument(
            f"No story matches {asked!r}"[:200],
            f"Stories: {some or 'none'}; story:* takes them all",
        )
    return found


# The preview's own state: rendered (its render's phase), or an error it shows.
_RENDERED_JS = """() => {
  const shown = document.body.classList;
  if (shown.contains("sb-show-errordisplay")) return "error";
  if (shown.contains("sb-show-nopreview")) return "missing";
  const render = window.__STORYBOOK_PREVIEW__ && window.__STORYBOOK_PREVIEW__.currentRender;
  return !!render && ["played", "completing", "completed", "afterEach", "finished"]
    .includes(render.phase) && shown.contains("sb-show-main") && "ok";
}"""


async def wait_rendered(page: Page, story: str, timeout_s: float) -> None:
    """Wait until Storybook says ``story`` rendered on ``page``.

    Raises
    ------
    InvalidArgument
        When the story throws (with Storybook's message) or does not exist.
    Timeout
        When it has not rendered within ``timeout_s``.
    """
    try:
        state = await (
            await page.wait_for_function(_RENDERED_JS, timeout=timeout_s * 1000)
        ).json_value()
    except PlaywrightError:
        raise Timeout(
            f"Story {story!r} did not finish rendering within {timeout_s:g} s",
            "Check it in Storybook, or raise timeout=",
        ) from None
    if state == "ok":
        return
    where = "#error-message" if state == "error" else ".sb-nopreview_heading"
    shown = await page.evaluate(f"() => (document.querySelector('{where}') || {{}}).innerText")
    raise InvalidArgument(
        f"Story {story!r} did not render: {(shown or state).strip()}"[:400],
        "Open it in Storybook to see why",
    )
