"""The project file: where it is, what it may hold, and the :class:`Project` it gives.

Found like ruff and pytest find theirs: an explicit path, else ``NBSHOT_CONFIG``,
else the nearest ``nbshot.toml`` (or ``pyproject.toml`` with a ``[tool.nbshot]``
table) from the current folder upward. Every key is checked when the file is read:
an unknown key (with the nearest known one), a value of the wrong type or a profile
naming a target that does not exist is an ``InvalidArgument`` naming the key, the
file and the line.
"""

from __future__ import annotations

import difflib
import math
import os
import re
import sys
from collections.abc import Callable
from dataclasses import dataclass, field
from email.utils import parseaddr
from pathlib import Path
from typing import Any

from nbshot import env_vars
from nbshot.config import settings
from nbshot.errors import InvalidArgument
from nbshot.model.steps import parse_step
from nbshot.model.variants import variant_parts
from nbshot.secrets import REFERENCE, check_names

ENV_CONFIG = env_vars.CONFIG
#: Set while a project's ``sign_in.flow`` runs: where its sessions leave their state.
ENV_SIGN_IN_STATE = env_vars.SIGN_IN_STATE
FILE_NAME = "nbshot.toml"

# What each key may hold: a type name the checks below know, and (for tables) keys.
_TOP = {
    "base_url": "str",
    "out_dir": "path",
    "flows": "path|table",
    "runs": "path|table",
    "vision_provider": "str",
    "device": "str",
    "max_calls": "int",
    "max_queue": "int",
    "server": "table",
    "sign_in": "table",
    "targets": "table",
    "devices": "table",
    "variants": "table",
    "profiles": "table",
    "storybook": "str",
    "secrets": "table",
    "notify": "table",
    "budgets": "table",
}
# ``runs`` is the runs folder (a path) or a table: ``[runs] folder, keep, keep_days``,
# and how every flow's runs are retried (``retries``, ``retry_delay``, ``retry_on``).
_RETRY = {"retries": "int", "retry_delay": "number", "retry_on": "list"}
_RUNS = {"folder": "path", "keep": "int", "keep_days": "number", **_RETRY}
_NOTIFY = {
    "urls": "list",
    "url": "str",
    "on": "list",
    "tries": "int",
    "timeout": "number",
    "runs_url": "str",
    "email": "list",
    "smtp": "table",
}
NOTIFY_ON = ("fail", "recover", "changes")  # the default of [notify] on
#: What ``[notify] on`` may list: the default's events, and ``flaky`` (passed on a retry).
NOTIFY_EVENTS = (*NOTIFY_ON, "flaky")
_PASSWORD_WHAT = 'must be "${NAME}": the name of a secret, not the password itself'
_PASSWORD_HINT = (
    'List it (e.g. [secrets] SMTP_PASSWORD = "the SMTP password"), set it where runs '
    'happen, and write password = "${SMTP_PASSWORD}"'
)
# ``[notify.smtp]``: the server that sends ``[notify] email``.
_SMTP = {
    "host": "str",
    "port": "int",
    "security": "str",
    "user": "str",
    "password": "str",
    "from": "str",
    "timeout": "number",
    "ca_file": "path",
}
#: How the connection to the SMTP server is secured, with the port each uses by default.
SMTP_PORTS = {"starttls": 587, "ssl": 465, "none": 25}
#: An address as ``[notify] email`` and ``mailto:`` take it: ``local@domain`` in ASCII,
#: with no display name (nothing a header could be split at).
ADDRESS = re.compile(r"[A-Za-z0-9!#$%&'*+/=?^_`{|}~.-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*")
_SERVER = {
    "command": "str|list",
    "ready_url": "str",
    "timeout": "number",
    "env": "table",
    "cwd": "path",
    "log": "path",
    "reuse": "bool",
    "keep": "bool",
}
_SIGN_IN = {"url": "str", "steps": "list", "flow": "str", "max_age": "number", "state": "path"}
_PROFILE = {
    "targets": "list",
    "devices": "list",
    "variants": "list",
    "browsers": "list",
    "steps": "list",
    "checks": "list",
    "full_page": "bool",
    "sign_in": "bool",
}


@dataclass(frozen=True)
class Server:
    """How the app starts: ``command`` (run in ``cwd``, with ``env`` added), ready
    when ``ready_url`` answers, within ``timeout`` seconds; its output goes to ``log``.
    ``reuse``: a server that already answers is used, not started again.
    ``keep``: the server nbshot starts keeps running after the command, for the next
    one with the same project and environment (``nbshot helper stop`` stops it)."""

    command: str | list[str]
    ready_url: str
    timeout: float = 60.0
    env: dict[str, str] = field(default_factory=dict)
    cwd: Path = Path(".")
    log: Path = Path(".nbshot/server.log")
    reuse: bool = True
    keep: bool = False


@dataclass(frozen=True)
class SignIn:
    """How to sign in: ``steps`` played on ``url`` (or the flow ``flow``); the browser
    state it leaves is saved to ``state`` and reused for ``max_age`` seconds.

    ``url`` is the sign-in page: pages of the app other than it start signed in, and
    one that lands on it was sent there (signed out). ``url_from`` says where it came
    from when the file did not set it: ``"sign_in.steps[0]"`` (its first ``goto:``)."""

    url: str = "/signin"
    steps: tuple[str, ...] = ()
    flow: str | None = None
    max_age: float = 12 * 3600.0
    state: Path = Path(".nbshot/sign-in.json")
    url_from: str | None = None


@dataclass(frozen=True)
class Profile:
    """A named set of pictures: targets x devices x variants (x browsers), the steps
    played before each picture and the checks to run."""

    name: str
    targets: tuple[str, ...]
    devices: tuple[str, ...] = ("desktop",)
    variants: tuple[str, ...] = ("light",)
    browsers: tuple[str, ...] = ("chromium",)
    steps: tuple[str, ...] = ()
    checks: tuple[str, ...] = ()
    full_page: bool = False
    sign_in: bool = True


@dataclass(frozen=True)
class Notify:
    """``[notify]``: webhook ``urls`` (``${NAME}`` reads a listed secret, expanded only
    when called), the events that call them (``on``: fail, recover, changes by default;
    flaky too when listed), how many
    ``tries`` and each try's ``timeout`` (s); ``runs_url``, where the runs folder is
    served, makes the report link a web address (else a file:// one)."""

    urls: tuple[str, ...]
    on: tuple[str, ...] = NOTIFY_ON
    tries: int = 3
    timeout: float = 10.0
    runs_url: str | None = None
    #: ``email``: the addresses told by mail (through ``smtp``) on the same events.
    email: tuple[str, ...] = ()
    smtp: Smtp | None = None


@dataclass(frozen=True)
class Smtp:
    """``[notify.smtp]``: the server that sends ``[notify] email``. ``host``, ``port``
    (by default 587 for ``starttls``, 465 for ``ssl``, 25 for ``none``), ``security``;
    ``user`` and ``password`` as written (``password`` is ``"${NAME}"``, a listed secret
    read only when sending); ``sender`` (the file's ``from``); ``timeout``: seconds for
    one whole try (connecting, TLS, sending); ``ca_file``: the CAs to trust instead of
    the system's (a relay with a certificate of its own)."""

    host: str
    sender: str
    port: int = 587
    security: str = "starttls"
    user: str | None = None
    password: str | None = None
    timeout: float = 30.0
    ca_file: Path | None = None


@dataclass(frozen=True)
class Keep:
    """``[runs] keep`` (runs per flow) and ``keep_days``: what ``nbshot runs prune``
    and each run's end keep; None keeps all."""

    runs: int | None = None
    days: float | None = None


#: The most ``keep_days`` may be: 100 years. More is a typo, and some 2,000 years back
#: the cut-off date falls before year 1 (Python's dates overflow).
MAX_KEEP_DAYS = 36525
KEEP_HINTS = {
    "keep": "Use e.g. 30, or leave it out to keep every run",
    "keep_days": "Use e.g. 90, or leave it out to keep runs of any age",
}


def keep_problem(key: str, value: object) -> str | None:
    """Why ``value`` cannot be ``key`` (``"keep"``: runs per flow, a whole number from 1;
    ``"keep_days"``: a number of days from 1 to :data:`MAX_KEEP_DAYS`), or None when it
    can. One check for the project file, ``nbshot runs prune`` and the API."""
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        ok = False
    elif key == "keep":
        ok = isinstance(value, int) and value >= 1
    else:  # isfinite: nan compares False with any bound, so `< 1` alone let it through
        ok = math.isfinite(value) and 1 <= value <= MAX_KEEP_DAYS
    if ok:
        return None
    if key == "keep":
        return "must be a whole number of runs, 1 or more"
    return f"must be a number of days from 1 to {MAX_KEEP_DAYS} (100 years)"


#: The statuses a run may be retried on, and those it is by default (``retry_on``).
RETRY_STATUSES = ("failed", "timeout", "kernel-died", "error")
RETRY_ON = ("failed", "timeout")
MAX_RETRIES = 10
#: Each wait between attempts is at most this (s); ``retry_delay`` too.
MAX_RETRY_WAIT = 600.0
RETRY_DELAY = 10.0  # s before the first retry, by default
RETRY_HINTS = {
    "retries": "Use e.g. 2 (three attempts in all), or 0 not to retry",
    "retry_delay": "Use e.g. 10 (seconds before the first retry; then 20, 40, ...)",
    "retry_on": f"Use some of: {', '.join(RETRY_STATUSES)}",
}


@dataclass(frozen=True)
class Retry:
    """How a flow's runs are retried, as one place says it (``[runs]``, ``[flows.NAME]``,
    a run's own arguments): ``retries`` (attempts after the first), ``delay`` (s before
    the first retry, doubled before each next one, at most :data:`MAX_RETRY_WAIT`),
    ``on`` (the statuses retried). None: not said here (a wider place's, or the default)."""

    retries: int | None = None
    delay: float | None = None
    on: tuple[str, ...] | None = None


def retry_problem(key: str, value: object) -> str | None:
    """Why ``value`` cannot be ``key`` (``retries``: a whole number from 0 to
    :data:`MAX_RETRIES`; ``retry_delay``: seconds from 0 to :data:`MAX_RETRY_WAIT`;
    ``retry_on``: statuses of :data:`RETRY_STATUSES`), or None when it can. One check
    for the project file, the API and the command line."""
    try:
        said = repr(value)[:80]
    except ValueError:  # an int too long to show (over 4300 digits)
        said = "a number too long to show"
    if key == "retry_on":
        if not isinstance(value, (list, tuple)) or not all(isinstance(v, str) for v in value):
            return f"must be a list of statuses, not {said}"
        for status in value:
            if status == "cancelled":
                return "cannot hold 'cancelled': a cancelled run was stopped on purpose"
            if status not in RETRY_STATUSES:
                return f"{status[:40]!r} is not a status a run can be retried on"
        return None
    if key == "retries":
        if isinstance(value, int) and not isinstance(value, bool) and 0 <= value <= MAX_RETRIES:
            return None
        return f"must be a whole number of retries from 0 to {MAX_RETRIES}, not {said}"
    seconds = value if isinstance(value, (int, float)) and not isinstance(value, bool) else -1
    if 0 <= seconds <= MAX_RETRY_WAIT:  # nan compares False with any bound; inf is past it
        return None
    return f"must be a number of seconds from 0 to {MAX_RETRY_WAIT:g}, not {said}"


@dataclass(frozen=True)
class Project:
    """A project file, read and checked. Relative paths are resolved against ``root``
    (the file's folder)."""

    path: Path
    root: Path
    base_url: str | None = None
    server: Server | None = None
    sign_in: SignIn | None = None
    targets: dict[str, str] = field(default_factory=dict)
    devices: dict[str, Any] = field(default_factory=dict)
    variants: dict[str, str] = field(default_factory=dict)
    profiles: dict[str, Profile] = field(default_factory=dict)
    out_dir: Path | None = None
    flows: Path | None = None
    runs: Path | None = None
    vision_provider: str | None = None
    storybook: str | None = None  # a Storybook's URL, or its built folder (resolved)
    extra: dict[str, Any] = field(default_factory=dict)  # the MCP server's own keys
    #: ``[secrets]``: the environment variables ``${NAME}`` may read, with what each is.
    secrets: dict[str, str] = field(default_factory=dict)
    #: ``[notify]``: webhooks told when a run fails, recovers or shows changes.
    notify: Notify | None = None
    #: ``[runs] keep``, ``keep_days``: how many runs (per flow) and how old to keep.
    keep: Keep | None = None
    #: ``[runs] retries``, ``retry_delay``, ``retry_on``: how every flow's runs are retried.
    retry: Retry | None = None
    #: ``[flows.NAME]``: a flow's own settings (its retries), by the flow's name.
    flow_retry: dict[str, Retry] = field(default_factory=dict)
    #: ``[budgets]``: speed limits a run's pages must keep, by URL path pattern ("*"
    #: for every page): {pattern: {metric: limit}} (:mod:`nbshot.flow.budgets`).
    budgets: dict[str, dict[str, float]] = field(default_factory=dict)

    def profile(self, name: str) -> Profile:
        """The profile called ``name``.

        Raises
        ------
        InvalidArgument
            When there is none, listing the ones there are.
        """
        if name not in self.profiles:
            known = ", ".join(sorted(self.profiles)) or "none"
            raise InvalidArgument(
                f"{self.path.name} has no profile {name!r}", f"Its profiles: {known}"
            )
        return self.profiles[name]

    def fail(self, keys: tuple[str, ...], error: InvalidArgument) -> InvalidArgument:
        """``error`` about the value at ``keys`` (``("devices", "wide")``), naming the
        key, this file and the line it is set on: for values only a later layer can
        check (a Playwright device name needs the browser's registry)."""
        prefix = ("tool", "nbshot") if self.path.name == "pyproject.toml" else ()
        return _Reader(self.path, _read(self.path), prefix).fail(keys, error.what, error.hint or "")


# -- finding ---------------------------------------------------------------------------


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
        if pyproject.is_file() and re.search(r"^\[tool\.nbshot[.\]]", _read(pyproject), re.M):
            return pyproject
    return None


def _read(path: Path) -> str:
    try:
        return path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        raise InvalidArgument(
            f"Cannot read the project file {str(path)!r}: {exc}",
            "Check the path (NBSHOT_CONFIG, or the folder's nbshot.toml)",
        ) from None


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
    text = _read(file)
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
    prefix: tuple[str, ...] = ()
    if file.name == "pyproject.toml":
        data = data.get("tool", {}).get("nbshot", {})
        prefix = ("tool", "nbshot")
    return _Reader(file, text, prefix).project(data)


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


def _storybook(root: Path, top: dict[str, Any]) -> str | None:
    """The project's ``storybook``: a URL as it is, a folder relative to the file."""
    value = top.get("storybook")
    if value is None or re.match(r"https?://", value):
        return value
    return str(_under(root, value))


def _under(root: Path, value: str) -> Path:
    """A path from the file, relative to its folder, with ``..`` folded
    (``../out`` beside the project, not ``demo/../out``)."""
    return Path(os.path.normpath(root / Path(value).expanduser()))


# -- checking --------------------------------------------------------------------------


class _Reader:  # long: one reader method per table of the file
    """Checks one file's tables against the key lists above, with lines in errors."""

    def __init__(self, file: Path, text: str, prefix: tuple[str, ...]) -> None:
        self.file, self.lines, self.prefix = file, text.splitlines(), prefix

    def line_of(self, keys: tuple[str, ...]) -> int | None:
        """The line (1-based) where ``keys`` (a dotted path) is set, found by reading the
        file as a person would: the table header, then ``key =`` below it."""
        path = (*self.prefix, *keys)
        table: tuple[str, ...] = ()
        for number, raw in enumerate(self.lines, 1):
            line = raw.split("#", 1)[0].strip()
            header = re.fullmatch(r"\[\[?([^\]]+)\]\]?", line)
            if header:
                table = tuple(part.strip().strip('"') for part in header.group(1).split("."))
                if table == path:
                    return number
                continue
            match = re.match(r'"?([\w.-]+)"?\s*=', line)
            if match:
                here = (*table, *(p.strip('"') for p in match.group(1).split(".")))
                if here == path or (here == path[: len(here)] and len(here) > len(table)):
                    return number
        return None

    def fail(self, keys: tuple[str, ...], what: str, hint: str) -> InvalidArgument:
        line = self.line_of(keys)
        where = f"{self.file.name}, line {line}" if line else self.file.name
        return InvalidArgument(f"{'.'.join(keys)}: {what} ({where})", hint)

    def table(self, value: Any, keys: tuple[str, ...], known: dict[str, str]) -> dict[str, Any]:
        """``value`` checked as a table whose keys are all in ``known``, each of its type."""
        self.check(value, "table", keys)
        for key, item in value.items():
            if key not in known:
                near = difflib.get_close_matches(key, list(known), n=1)
                hint = f"Did you mean {near[0]!r}?" if near else f"Known: {', '.join(known)}"
                raise self.fail((*keys, key), "unknown key", hint)
            self.check(item, known[key], (*keys, key))
        return dict(value)

    def check(self, value: Any, kind: str, keys: tuple[str, ...]) -> None:
        ok = {
            "str": isinstance(value, str),
            "path": isinstance(value, str),
            "int": isinstance(value, int) and not isinstance(value, bool),
            "number": isinstance(value, (int, float)) and not isinstance(value, bool),
            "bool": isinstance(value, bool),
            "table": isinstance(value, dict),
            "list": isinstance(value, list),
            "path|table": isinstance(value, (str, dict)),
            "str|list": isinstance(value, str)
            or (isinstance(value, list) and all(isinstance(v, str) for v in value)),
        }[kind]
        if not ok:
            wanted = {
                "path": "a path (string)",
                "str|list": "a string or a list of strings",
                "table": "a table",
                "list": "a list",
                "number": "a number",
                "path|table": "a path (string) or a table",
                "int": "a whole number",
                "bool": "true or false",
                "str": "a string",
            }[kind]
            raise self.fail(
                keys,
                f"must be {wanted}, not {type(value).__name__} {value!r}"[:300],
                "Fix the value in the project file",
            )

    def strings(self, value: list[Any], keys: tuple[str, ...]) -> tuple[str, ...]:
        for item in value:
            self.check(item, "str", keys)
        return tuple(value)

    def grammar(self, parse: Callable[[str], Any], value: str, keys: tuple[str, ...]) -> None:
        """``value`` read by ``parse`` (a step, a variant): its refusal, naming the key
        and line here, rather than at the first capture that uses it."""
        try:
            parse(value)
        except InvalidArgument as error:
            raise self.fail(keys, error.what, error.hint or "") from None

    def steps(self, value: list[Any], keys: tuple[str, ...]) -> tuple[str, ...]:
        """A list of steps, each in the step grammar (:mod:`nbshot.model.steps`)."""
        for step in self.strings(value, keys):
            self.grammar(parse_step, step, keys)
        return tuple(value)

    def project(self, data: dict[str, Any]) -> Project:
        top = self.table(data, (), _TOP)
        root = self.file.parent
        base_url = top.get("base_url")
        if base_url is not None and not re.match(r"https?://", base_url):
            raise self.fail(
                ("base_url",),
                f"{base_url!r} is not an http(s) URL",
                "Use the app's address, e.g. 'http://127.0.0.1:8000'",
            )
        targets = {
            k: v
            for k, v in self.table(
                top.get("targets", {}), ("targets",), dict.fromkeys(top.get("targets", {}), "str")
            ).items()
        }
        devices = self._devices(top.get("devices", {}))
        variants = self.table(
            top.get("variants", {}), ("variants",), dict.fromkeys(top.get("variants", {}), "str")
        )
        for name, spec in variants.items():
            self.grammar(variant_parts, spec, ("variants", name))
        profiles = {
            name: self._profile(name, value, targets)
            for name, value in self.table(
                top.get("profiles", {}),
                ("profiles",),
                dict.fromkeys(top.get("profiles", {}), "table"),
            ).items()
        }
        runs, keep = self._runs(top.get("runs"))
        flows, flow_retry = self._flows(top.get("flows"))
        top = {k: v for k, v in top.items() if k not in ("runs", "flows")}
        top.update({k: v for k, v in (("runs", runs), ("flows", flows)) if v is not None})
        paths = {key: _under(root, top[key]) for key in ("out_dir", "flows", "runs") if key in top}
        extra: dict[str, Any] = {
            k: top[k] for k in ("device", "max_calls", "max_queue") if k in top
        }
        server = self._server(top.get("server"), base_url, root)
        sign_in = self._sign_in(top.get("sign_in"), root)
        listed = self._secrets(top.get("secrets", {}))
        self._secrets_used(sign_in, listed)
        return Project(
            self.file,
            root,
            base_url.rstrip("/") if base_url else None,
            server,
            sign_in,
            targets,
            devices,
            variants,
            profiles,
            paths.get("out_dir"),
            paths.get("flows"),
            paths.get("runs"),
            top.get("vision_provider"),
            _storybook(root, top),
            extra,
            listed,
            notify=self._notify(top.get("notify"), listed),
            keep=keep,
            retry=self._retry(data.get("runs"), ("runs",)),
            flow_retry=flow_retry,
            budgets=self._budgets(top.get("budgets")),
        )

    def _runs(self, value: Any) -> tuple[str | None, Keep | None]:
        """``runs = "folder"``, or ``[runs]`` with ``folder``, ``keep``, ``keep_days``."""
        if value is None or isinstance(value, str):
            return value, None
        table = self.table(value, ("runs",), _RUNS)
        for key in ("keep", "keep_days"):
            problem = keep_problem(key, table[key]) if key in table else None
            if problem is not None:
                raise self.fail(("runs", key), f"{problem}, not {table[key]!r}", KEEP_HINTS[key])
        days = table.get("keep_days")
        keep = Keep(table.get("keep"), float(days) if days is not None else None)
        return table.get("folder"), keep if keep != Keep() else None

    def _budgets(self, value: Any) -> dict[str, dict[str, float]]:
        """``[budgets]``: metric limits for every page a run records (``lcp_ms = 2500``),
        and ``[budgets."/checkout*"]`` tables for the pages whose URL path matches."""
        from nbshot.model.vitals import METRICS

        if value is None:
            return {}
        self.check(value, "table", ("budgets",))
        found: dict[str, dict[str, float]] = {}
        for key, item in value.items():
            pattern, limits = ("*", {key: item}) if not isinstance(item, dict) else (key, item)
            keys = ("budgets", key) if pattern == "*" else ("budgets", pattern)
            for metric, limit in self.table(limits, keys, dict.fromkeys(limits, "number")).items():
                where = (*keys, metric) if pattern != "*" else keys
                if metric not in METRICS:
                    near = difflib.get_close_matches(metric, list(METRICS), n=1)
                    hint = f"Did you mean {near[0]!r}?" if near else f"Known: {', '.join(METRICS)}"
                    raise self.fail(where, "unknown metric", hint)
                if not (isinstance(limit, (int, float)) and 0 <= limit < 1e9):
                    raise self.fail(where, f"must be a limit of 0 or more, not {limit!r}",
                                    "Use e.g. lcp_ms = 2500 or cls = 0.1")  # fmt: skip
                found.setdefault(pattern, {})[metric] = float(limit)
        return found

    def _retry(self, value: Any, keys: tuple[str, ...]) -> Retry | None:
        """``retries``, ``retry_delay``, ``retry_on`` of a table already checked for
        their types (``[runs]``, ``[flows.NAME]``), each value checked; None when it
        sets none of them."""
        if not isinstance(value, dict) or not set(_RETRY) & set(value):
            return None
        for key in _RETRY:
            problem = retry_problem(key, value[key]) if key in value else None
            if problem is not None:
                raise self.fail((*keys, key), problem, RETRY_HINTS[key])
        delay = value.get("retry_delay")
        on = value.get("retry_on")
        return Retry(
            value.get("retries"),
            float(delay) if delay is not None else None,
            tuple(on) if on is not None else None,
        )

    def _flows(self, value: Any) -> tuple[str | None, dict[str, Retry]]:
        """``flows = "folder"``, or ``[flows]`` with ``folder`` and a ``[flows.NAME]``
        table per flow that has settings of its own (``retries``, ``retry_delay``,
        ``retry_on``), NAME being the flow's name (its notebook's, without .ipynb)."""
        if value is None or isinstance(value, str):
            return value, {}
        found: dict[str, Retry] = {}
        for name, table in value.items():
            if name == "folder":
                self.check(table, "path", ("flows", "folder"))
                continue
            if not isinstance(table, dict):
                raise self.fail(
                    ("flows", name),
                    f"must be a flow's table ([flows.{name[:40]}]) or folder, not "
                    f"{type(table).__name__} {table!r}"[:300],
                    f"For every flow, write it in [runs]; for one, [flows.NAME] {name[:40]} = ...",
                )
            self.table(table, ("flows", name), _RETRY)
            found[name] = self._retry(table, ("flows", name)) or Retry()
        return value.get("folder"), found

    def _notify(self, value: Any, listed: dict[str, str]) -> Notify | None:
        """``[notify]``: ``url`` or ``urls`` (http(s), each ``${NAME}`` a listed secret),
        ``email`` (addresses, sent through ``[notify.smtp]``), ``on`` (fail, recover,
        changes), ``tries``, ``timeout``, ``runs_url``."""
        if value is None:
            return None
        table = self.table(value, ("notify",), _NOTIFY)
        urls = (
            *([table["url"]] if "url" in table else []),
            *self.strings(table.get("urls", []), ("notify", "urls")),
        )
        email = self.addresses(table.get("email", []), ("notify", "email"))
        if not urls and not email and "smtp" not in table:
            hint = 'Add url = "https://hooks.slack.com/services/${SLACK_HOOK}" or email = [...]'
            raise self.fail(("notify",), "has no url or email", hint)
        for url in urls:
            if not re.match(r"https?://", url):
                raise self.fail(
                    ("notify", "url"),
                    f"{url[:80]!r} is not an http(s) URL",
                    "Use the webhook's https:// address",
                )
            self._listed(url, ("notify", "url"), listed)
        smtp = self._smtp(table.get("smtp"), listed)
        if email and smtp is None:
            raise self.fail(
                ("notify", "email"),
                "needs [notify.smtp]: the server that sends it",
                'Add [notify.smtp] with host = "smtp.example.com" and from = "reports@example.com"',
            )
        on = self.strings(table.get("on", list(NOTIFY_ON)), ("notify", "on"))
        unknown = [event for event in on if event not in NOTIFY_EVENTS]
        if unknown:
            raise self.fail(
                ("notify", "on"),
                f"{unknown[0]!r} is not an event",
                f"Use some of: {', '.join(NOTIFY_EVENTS)}",
            )
        tries = table.get("tries", 3)
        if tries < 1:
            raise self.fail(("notify", "tries"), f"must be 1 or more, not {tries}", "Use 3")
        runs_url = table.get("runs_url")
        return Notify(
            urls,
            on,
            tries,
            float(table.get("timeout", 10.0)),
            runs_url.rstrip("/") if runs_url else None,
            email,
            smtp,
        )

    def addresses(self, value: list[Any], keys: tuple[str, ...]) -> tuple[str, ...]:
        """A list of plain email addresses (:data:`ADDRESS`)."""
        for address in self.strings(value, keys):
            if not ADDRESS.fullmatch(address):
                raise self.fail(
                    keys,
                    f"{address[:80]!r} is not an email address",
                    'Use plain addresses: email = ["web-team@example.com"]',
                )
        return tuple(value)

    def _listed(self, text: str, keys: tuple[str, ...], listed: dict[str, str]) -> None:
        """Each ``${NAME}`` in ``text`` must be a listed secret: said now, with its line."""
        for name in (match.group(1) for match in REFERENCE.finditer(text)):
            if name not in listed and name not in settings.secrets:
                raise self.fail(
                    keys, f"${{{name}}} is not in [secrets]", f'Add [secrets] {name} = "what it is"'
                )

    def _smtp(self, value: Any, listed: dict[str, str]) -> Smtp | None:
        """``[notify.smtp]``: ``host``, ``from``, ``security``, ``port``, ``user`` and
        ``password`` (``"${NAME}"``: never the password itself, which no error repeats),
        ``timeout``, ``ca_file``."""
        if value is None:
            return None
        keys = ("notify", "smtp")
        if isinstance(value, dict) and not isinstance(value.get("password", ""), str):
            raise self.fail((*keys, "password"), _PASSWORD_WHAT, _PASSWORD_HINT)
        table = self.table(value, keys, _SMTP)
        for key in ("host", "from"):
            if not table.get(key):
                hint = 'Add host = "smtp.example.com" and from = "nbshot <reports@example.com>"'
                raise self.fail(keys, f"has no {key}", hint)
        if not re.fullmatch(r"[A-Za-z0-9.:\[\]-]+", table["host"]):
            raise self.fail((*keys, "host"), f"{table['host'][:80]!r} is not a host name", "")
        address = parseaddr(table["from"])[1]
        if not ADDRESS.fullmatch(address) or re.search(r"[\r\n]", table["from"]):
            raise self.fail(
                (*keys, "from"),
                f"{table['from'][:80]!r} is not an email address",
                'Use e.g. from = "nbshot <reports@example.com>"',
            )
        security = table.get("security", "starttls")
        if security not in SMTP_PORTS:
            raise self.fail(
                (*keys, "security"), f"{security[:40]!r} is not one of starttls, ssl, none", ""
            )
        port, timeout = table.get("port", SMTP_PORTS[security]), table.get("timeout", 30.0)
        if not 1 <= port <= 65535:
            raise self.fail((*keys, "port"), f"{port} is not a port", "Use e.g. 587")
        if not (math.isfinite(timeout) and timeout > 0):
            raise self.fail((*keys, "timeout"), f"must be over 0 s, not {timeout}", "Use 30")
        user, password = self._smtp_login(table, security, listed)
        ca_file = table.get("ca_file")
        return Smtp(
            table["host"],
            table["from"],
            port,
            security,
            user,
            password,
            float(timeout),
            _under(self.file.parent, ca_file) if ca_file else None,
        )

    def _smtp_login(
        self, table: dict[str, Any], security: str, listed: dict[str, str]
    ) -> tuple[str | None, str | None]:
        """``user`` and ``password`` of ``[notify.smtp]``: both or neither; the password
        ``"${NAME}"`` (a listed secret) and never sent in clear text."""
        keys = ("notify", "smtp")
        user, password = table.get("user"), table.get("password")
        if password is not None:
            match = REFERENCE.fullmatch(password)
            if match is None or match.group(2) is not None:
                raise self.fail((*keys, "password"), _PASSWORD_WHAT, _PASSWORD_HINT)
            self._listed(password, (*keys, "password"), listed)
            if security == "none":
                raise self.fail(
                    (*keys, "password"),
                    'would cross the network in clear text (security = "none")',
                    'Use security = "starttls" or "ssl"',
                )
        if (user is None) != (password is None):
            missing = "password" if password is None else "user"
            raise self.fail(keys, f"has no {missing} (user and password go together)", "")
        if user is not None:
            self._listed(user, (*keys, "user"), listed)
        return user, password

    def _secrets(self, value: Any) -> dict[str, str]:
        """``[secrets]``: ``NAME = "what it is"`` for each variable a step may read."""
        table = self.table(value, ("secrets",), dict.fromkeys(value or {}, "str"))
        for name in table:
            try:
                check_names([name])
            except InvalidArgument as error:
                raise self.fail(
                    ("secrets", name), error.what.split(": ", 1)[-1], error.hint or ""
                ) from None
        return table

    def _secrets_used(self, sign_in: SignIn | None, listed: dict[str, str]) -> None:
        """A ``${NAME}`` (with no default) in the sign-in steps must be readable: said
        now, naming the line, rather than at the first capture."""
        for step in sign_in.steps if sign_in else ():
            for match in REFERENCE.finditer(step):
                name, default = match.group(1), match.group(2)
                if default is None and name not in listed and name not in settings.secrets:
                    raise self.fail(
                        ("sign_in", "steps"),
                        f"${{{name}}} is not in [secrets]",
                        f'Add [secrets] {name} = "what it is"',
                    )

    def _devices(self, value: Any) -> dict[str, Any]:
        self.check(value, "table", ("devices",))
        for name, spec in value.items():
            fits = isinstance(spec, str) or (isinstance(spec, list) and len(spec) == 4)
            if not fits:
                raise self.fail(
                    ("devices", name),
                    f"must be a device name or [width, height, scale, mobile], not {spec!r}"[:300],
                    'e.g. phone = "iPhone 13" or wide = [1920, 1080, 1, false]',
                )
        return dict(value)

    def _server(self, value: Any, base_url: str | None, root: Path) -> Server | None:
        if value is None:
            return None
        table = self.table(value, ("server",), _SERVER)
        if "command" not in table:
            raise self.fail(("server",), "has no command", 'Add command = "npm run dev"')
        ready = table.get("ready_url") or base_url
        if not ready:
            raise self.fail(
                ("server",),
                "has no ready_url, and there is no base_url",
                "Add ready_url (a URL that answers once the app is up)",
            )
        env = self.table(
            table.get("env", {}), ("server", "env"), dict.fromkeys(table.get("env", {}), "str")
        )
        return Server(
            table["command"],
            ready,
            float(table.get("timeout", 60.0)),
            env,
            _under(root, table.get("cwd", ".")),
            _under(root, table.get("log", ".nbshot/server.log")),
            bool(table.get("reuse", True)),
            bool(table.get("keep", False)),
        )

    def _sign_in(self, value: Any, root: Path) -> SignIn | None:
        if value is None:
            return None
        table = self.table(value, ("sign_in",), _SIGN_IN)
        steps = self.steps(table.get("steps", []), ("sign_in", "steps"))
        if not steps and not table.get("flow"):
            raise self.fail(
                ("sign_in",),
                "has neither steps nor a flow",
                'Add steps = ["fill:#email=...", "click:text=Sign in"]',
            )
        url, url_from = self._sign_in_page(table, steps)
        return SignIn(
            url,
            steps,
            table.get("flow"),
            float(table.get("max_age", 12 * 3600.0)),
            _under(root, table.get("state", ".nbshot/sign-in.json")),
            url_from,
        )

    def _sign_in_page(
        self, table: dict[str, Any], steps: tuple[str, ...]
    ) -> tuple[str, str | None]:
        """The sign-in page: ``url``, else the first step's ``goto:`` (and where it came
        from). Without one, nbshot cannot tell a signed-out page from a signed-in one,
        so it would sign nobody in and say nothing: refused instead."""
        if "url" in table:
            return table["url"], None
        first = parse_step(steps[0]) if steps else None
        if first is not None and first.action == "goto" and first.value:
            return first.value, "sign_in.steps[0]"
        raise self.fail(
            ("sign_in",),
            "has no url: nbshot cannot tell which page is the sign-in "
            "page, so no page would be signed in",
            'Add url = "/signin" (the page the sign-in starts on), or start '
            'steps with "goto:/signin"',
        )

    def _profile(self, name: str, value: Any, targets: dict[str, str]) -> Profile:
        keys = ("profiles", name)
        table = self.table(value, keys, _PROFILE)
        if "targets" not in table:
            raise self.fail(keys, "has no targets", 'Add targets = ["home", "/settings"]')
        lists: dict[str, Any] = {
            key: self.strings(table[key], (*keys, key))
            for key in ("targets", "devices", "variants", "browsers", "steps", "checks")
            if key in table
        }
        self.steps(table.get("steps", []), (*keys, "steps"))
        for target in lists["targets"]:
            if target not in targets and not re.match(r"(/|https?://|demo:|story:)", target):
                near = difflib.get_close_matches(target, list(targets), n=1)
                hint = f"Did you mean {near[0]!r}?" if near else "Name one of [targets], or a /path"
                raise self.fail((*keys, "targets"), f"{target!r} is not a target", hint)
        return Profile(
            name, **lists, **{k: table[k] for k in ("full_page", "sign_in") if k in table}
        )
