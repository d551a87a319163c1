"""The project file: where it is, reading it, and the :class:`Project` it gives.

Found like ruff and pytest find theirs: an explicit path, else ``NBSHOT_CONFIG``,
else the nearest ``nbshot.toml`` (or ``pyproject.toml`` with a ``[tool.nbshot]``
table) from the current folder upward. What the file may hold is declared in
:mod:`nbshot.project.schema` and checked when the file is read: an unknown key (with
the nearest known one), a value of the wrong type or a profile naming a target that
does not exist is an ``InvalidArgument`` naming the key, the file and the line
(:mod:`nbshot.project.lines`). The values it gives are :mod:`nbshot.project.values`,
named here too.
"""

from __future__ import annotations

import os
import re
import sys
from pathlib import Path

from nbshot import env_vars
from nbshot.config import settings
from nbshot.errors import InvalidArgument
from nbshot.project.lines import read, wrong
from nbshot.project.values import (
    ADDRESS,
    KEEP_HINTS,
    MAX_KEEP_DAYS,
    MAX_RETRIES,
    MAX_RETRY_WAIT,
    NOTIFY_EVENTS,
    NOTIFY_ON,
    RETRY_DELAY,
    RETRY_HINTS,
    RETRY_ON,
    RETRY_STATUSES,
    SMTP_PORTS,
    Keep,
    Notify,
    Profile,
    Project,
    Retry,
    Server,
    SignIn,
    Smtp,
    keep_problem,
    retry_problem,
)

__all__ = [
    "ADDRESS",
    "ENV_CONFIG",
    "ENV_SIGN_IN_STATE",
    "FILE_NAME",
    "KEEP_HINTS",
    "MAX_KEEP_DAYS",
    "MAX_RETRIES",
    "MAX_RETRY_WAIT",
    "NOTIFY_EVENTS",
    "NOTIFY_ON",
    "RETRY_DELAY",
    "RETRY_HINTS",
    "RETRY_ON",
    "RETRY_STATUSES",
    "SMTP_PORTS",
    "Keep",
    "Notify",
    "Profile",
    "Project",
    "Retry",
    "Server",
    "SignIn",
    "Smtp",
    "captures_folder",
    "current",
    "find_file",
    "keep_problem",
    "load",
    "load_project",
    "retry_problem",
    "runs_folder",
    "secret_names",
    "use",
]

ENV_CONFIG = env_vars.CONFIG
#: Set while a project's ``sign_in.flow`` runs: where its sessions leave their state.
ENV_SIGN_IN_STATE = env_vars.SIGN_IN_STATE
FILE_NAME = "nbshot.toml"


def find_file(start: str | os.PathLike[str] | None = None) -> Path | None:
    """The project file in force: ``NBSHOT_CONFIG``, else the nearest ``nbshot.toml``
    or ``pyproject.toml`` with ``[tool.nbshot]`` from ``start`` (the current folder)
    upward; None when there is none."""
    named = os.environ.get(ENV_CONFIG)
    if named:
        return Path(named).expanduser().resolve()
    folder = Path(start or os.getcwd()).resolve()
    for candidate in (folder, *folder.parents):
        own = candidate / FILE_NAME
        if own.is_file():
            return own
        pyproject = candidate / "pyproject.toml"
        if pyproject.is_file() and re.search(r"^\[tool\.nbshot[.\]]", read(pyproject), re.M):
            return pyproject
    return None


def load(path: str | os.PathLike[str]) -> Project:
    """Read and check the project file at ``path``.

    Raises
    ------
    InvalidArgument
        For a missing or unreadable file, TOML that does not parse (with its line),
        or any key that is unknown or holds the wrong type (naming key and line).
    """
    if sys.version_info >= (3, 11):
        import tomllib
    else:  # pragma: no cover
        import tomli as tomllib  # type: ignore[import-not-found,no-redef,unused-ignore]

    file = Path(path).expanduser().resolve()
    if not file.is_file():
        raise InvalidArgument(
            f"No project file at {str(file)!r}",
            "Create one with `nbshot init`, or fix NBSHOT_CONFIG",
        )
    text = read(file)
    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        raise InvalidArgument(
            f"{file.name} is not valid TOML: {exc}", "Fix the line it names"
        ) from None
    except RecursionError:  # tomllib parses nested arrays and tables recursively
        raise InvalidArgument(
            f"{file.name} nests arrays or tables too deeply to read",
            f"Flatten the values in {str(file)[:200]!r}",
        ) from None
    if file.name == "pyproject.toml":
        data = data.get("tool", {}).get("nbshot", {})
    # here, not at the top: pydantic costs a command that reads no project file
    from pydantic import ValidationError

    from nbshot.project.fields import refusal
    from nbshot.project.schema import ProjectFile

    try:
        return ProjectFile.model_validate(data).value(file)
    except ValidationError as error:  # the first refusal, as the file's reader says it
        raise wrong(file, *refusal(error.errors()[0]), text=text) from None


_explicit: Path | None = None
_loaded: dict[Path, tuple[float, Project]] = {}


def load_project(path: str | os.PathLike[str] | None = None) -> Project | None:
    """The project in force: the file at ``path`` (which becomes the one in force for
    this process), else ``NBSHOT_CONFIG``, else the nearest ``nbshot.toml`` (or
    ``pyproject.toml`` with ``[tool.nbshot]``) from the current folder upward; None
    outside a project.

    Raises
    ------
    InvalidArgument
        For a file that is missing or wrong, naming the key and its line.
    """
    return use(path) if path is not None else current()


def use(path: str | os.PathLike[str] | None) -> Project | None:
    """Make the project file at ``path`` the one in force for this process; returns
    the project. None goes back to finding it (and returns None).

    Raises
    ------
    InvalidArgument
        As :func:`load`.
    """
    global _explicit
    _explicit = None if path is None else Path(path).expanduser().resolve()
    return None if path is None else current()


def current() -> Project | None:
    """The project in force (see :func:`find_file`), read again when its file changed;
    None outside a project.

    Raises
    ------
    InvalidArgument
        As :func:`load`, for a project file that is wrong.
    """
    file = _explicit or find_file()
    if file is None:
        return None
    try:
        stamp = file.stat().st_mtime
    except OSError:
        stamp = -1.0
    cached = _loaded.get(file)
    if cached is None or cached[0] != stamp:
        cached = _loaded[file] = (stamp, load(file))
    return cached[1]


def secret_names() -> frozenset[str]:
    """The names ``${NAME}`` may read: ``configure(secrets=...)`` (or ``--secret``,
    ``$NBSHOT_SECRETS``) and the project's ``[secrets]``.

    Raises
    ------
    InvalidArgument
        As :func:`load`, for a project file that is wrong.
    """
    project = current()
    return frozenset((*settings.secrets, *(project.secrets if project else ())))


def captures_folder() -> Path | None:
    """The project's ``out_dir`` (where captures go by default), or None."""
    project = current()
    return project.out_dir if project else None


def runs_folder(given: str | os.PathLike[str], default: str = "runs") -> str | os.PathLike[str]:
    """``given``, unless it is the default name: then the project's ``runs`` (or
    ``runs/`` beside the project file), so the API, the CLI and the MCP server agree."""
    project = current()
    if project is None or os.fspath(given) != default:
        return given
    return project.runs or project.root / default
