"""What a project file gives: the values the rest of nbshot reads, and the bounds a
value must keep wherever it is given (the project file, the API, the command line).

Plain frozen dataclasses, made by :mod:`nbshot.project.schema` from a file it checked
(or by a caller, from its own arguments); nothing here reads a file but
:meth:`Project.fail`, to name the line of a value only a later layer can check.
"""

from __future__ import annotations

import math
import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from nbshot.errors import InvalidArgument
from nbshot.project.lines import wrong

NOTIFY_ON = ("fail", "recover", "changes")  # the default of [notify] on
#: What ``[notify] on`` may list: the default's events, and ``flaky`` (passed on a retry).
NOTIFY_EVENTS = (*NOTIFY_ON, "flaky")
#: How the connection to the SMTP server is secured, with the port each uses by default.
SMTP_PORTS = {"starttls": 587, "ssl": 465, "none": 25}
#: An address as ``[notify] email`` and ``mailto:`` take it: ``local@domain`` in ASCII,
#: with no display name (nothing a header could be split at).
ADDRESS = re.compile(r"[A-Za-z0-9!#$%&'*+/=?^_`{|}~.-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*")


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
        return wrong(self.path, keys, error.what, error.hint or "")
