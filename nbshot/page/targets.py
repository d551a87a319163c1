"""Targets: what a page is loaded from (a URL, ``demo:/page``, an .html file, markup)."""

from __future__ import annotations

import os
import re
from dataclasses import dataclass
from pathlib import Path

from nbshot.config import settings
from nbshot.errors import InvalidArgument, NotAllowed
from nbshot.files import slug, validate_name
from nbshot.project.file import current as current_project


@dataclass(frozen=True)
class Target:
    """What to load: a ``url``, or raw ``html`` (then ``url`` is only a label); for a
    Storybook story, its id in ``story`` (its render is waited for)."""

    url: str
    html: str | None = None
    name: str = "page"
    story: str | None = None


def story_targets(text: str, name: str | None = None) -> list[Target]:
    """The stories ``text`` (``story:...``) names, as targets named by their ids (or
    ``name``, when ``text`` is one story's id). Raises as
    :func:`nbshot.page.stories.find_stories`."""
    from nbshot.page.stories import find_stories, wanted

    found = find_stories(text)
    if name is not None and len(found) == 1 and found[0].id == wanted(text):
        return [Target(found[0].url, name=validate_name(name), story=found[0].id)]
    return [Target(s.url, name=slug(s.id), story=s.id) for s in found]


MAX_URL_CHARS = 2 * 1024 * 1024  # Chromium's own limit (url::kMaxURLChars)
# Schemes a capture cannot load: scripts, other protocols, browser internals.
_REFUSED_SCHEMES = {
    "javascript",
    "ftp",
    "ws",
    "wss",
    "chrome",
    "view-source",
    "blob",
    "mailto",
    "tel",
    "sms",
    "chrome-extension",
    "devtools",
}
# Control characters: Chromium drops some from URLs and the OS refuses NUL in paths,
# so "demo:/\x00" would load another page than the one named. Markup in a data: URL
# may keep its tabs and line breaks.
_CONTROL = re.compile(r"[\x00-\x1f\x7f]")
_CONTROL_IN_DATA = re.compile(r"[\x00-\x08\x0b\x0c\x0e-\x1f\x7f]")


def _start_app_server(url: str) -> None:
    """Start (or find running) the project's app server when ``url`` is in its app."""
    project = current_project()
    if project is None or project.server is None:
        return
    base = project.base_url or project.server.ready_url
    if url.startswith(base.rstrip("/")):
        from nbshot.project import app_server as server

        server.ensure(project.server)


def resolve_target(
    target: str | os.PathLike[str] | None, html: str | None, name: str | None
) -> Target:
    """Turn what the user passed into a loadable :class:`Target`.

    Accepts http(s) and file URLs, ``demo:/page`` (the bundled demo site),
    ``story:<id>`` (a Storybook story, :mod:`nbshot.page.stories`), a path to an
    existing ``.html`` file, or ``html=`` markup; in a project
    (:mod:`nbshot.project`), also ``/path`` on its ``base_url`` and the names of its
    ``[targets]``. A URL in the project's app starts its server first if needed.

    Raises
    ------
    InvalidArgument
        For both or neither of target and html, an empty target or one holding a
        control character, a missing file, or a string that is not a URL; as
        :mod:`nbshot.project` for a wrong project file or an app server that does not
        start (or ``Timeout``).
    NotAllowed
        For a local path while file URLs are off (``configure(allow_file_urls=False)``),
        the same whether or not the file exists, quoting the path as given.
    """
    if html is not None:
        if target is not None:
            raise InvalidArgument("Pass a target or html=, not both", "Drop one of them")
        return Target(
            "about:blank", html=html, name=validate_name("page" if name is None else name)
        )
    if target is None:
        raise InvalidArgument("Nothing to capture", "Pass a URL, an .html path or html='<p>...'")
    if not isinstance(target, (str, os.PathLike)):
        raise InvalidArgument(
            f"A target must be a URL or a path, not {type(target).__name__} {target!r}"[:200],
            "Pass a string such as 'https://example.com' or 'demo:/signin'",
        )
    text = os.fspath(target)
    lowered = text.lower()
    _check_text(text, lowered)
    if lowered.startswith("story:"):
        found = story_targets(text, name)
        if len(found) != 1:
            raise InvalidArgument(
                f"{text!r} names {len(found)} stories, and this call takes one page",
                "Name one story (story:<id>), or capture them all with capture/capture_matrix",
            )
        return found[0]
    project = current_project()
    if project is not None and text in project.targets:  # a name the project gives
        return resolve_target(project.targets[text], None, text if name is None else name)
    if lowered.startswith(("http://", "https://", "file://", "data:", "about:")):
        url = text
        _start_app_server(url)
    elif text.startswith("/") and project and project.base_url and not _local_file(text):
        url = project.base_url + text  # a path in the project's app (a file there wins)
        _start_app_server(url)
    elif lowered.startswith("demo:"):
        from nbshot.demo import resolve_demo_target

        url = resolve_demo_target(text)
    elif _looks_like_path(text, lowered) or (settings.allow_file_urls and os.path.exists(text)):
        url = _file_url(text)
    else:
        raise InvalidArgument(
            f"{text!r} is not a URL, an existing .html file or a target of the project",
            f"Add the scheme, e.g. 'https://{text}', pass html='...' for markup, or name "
            "it under [targets] in nbshot.toml",
        )
    return Target(url, name=slug(text) if name is None else validate_name(name))


def _check_text(text: str, lowered: str) -> None:
    """Refuse a target longer than Chromium loads, an empty one, control characters
    (tabs and line breaks are kept in a data: URL's markup) and refused schemes."""
    if len(text) > MAX_URL_CHARS:
        raise InvalidArgument(
            f"The target is {len(text) / 2**20:.1f} MB long; Chromium loads URLs of at most 2 MB",
            "Pass the markup as html='...', or serve it and pass its URL",
        )
    scheme = lowered.split(":", 1)[0] if ":" in lowered else ""
    if scheme in _REFUSED_SCHEMES:
        raise InvalidArgument(
            f"{scheme}: targets are not supported",
            "Use an http(s) URL, demo:/page, an .html file, or html='...' for markup",
        )
    if not text.strip():
        raise InvalidArgument(
            "The target is empty", "Pass a URL such as 'https://example.com' or 'demo:/'"
        )
    found = (_CONTROL_IN_DATA if lowered.startswith("data:") else _CONTROL).search(text)
    if found:
        raise InvalidArgument(
            f"The target {text[:80]!r} holds the control character {found.group()!r}",
            "Remove it: URLs and paths are plain text",
        )


def _file_url(text: str) -> str:
    """The ``file:`` URL of the local page ``text``.

    Raises
    ------
    NotAllowed
        With file URLs off, decided from the text alone: looking at the disk first
        would tell a caller which files exist. Quoted as given (/proc/self, not a PID).
    InvalidArgument
        For a file that is not there (with file URLs on).
    """
    if not settings.allow_file_urls:
        raise NotAllowed(
            f"{text[:200]!r} is a local path, and file URLs are off here",
            "Give an http(s) URL; a server started with --allow-file-urls may read files",
        )
    path = Path(text).expanduser()
    if not path.is_file():
        raise InvalidArgument(f"No such file: {text!r}", "Check the path, or pass an http(s) URL")
    return path.resolve().as_uri()


def _local_file(text: str) -> bool:
    """True when ``text`` names a file here and file URLs are allowed (else the disk
    is not looked at: an answer must not tell which files exist)."""
    return settings.allow_file_urls and os.path.isfile(text)


def _looks_like_path(text: str, lowered: str) -> bool:
    """True for text a person means as a local path: it starts with ``/``, ``~`` or
    ``.``, has a backslash, or ends like a page (``.html``). ``example.com/x`` is not
    one: that is a URL without its scheme."""
    return (
        text.startswith(("/", "~", "."))
        or "\\" in text
        or lowered.endswith((".html", ".htm", ".svg"))
    )
