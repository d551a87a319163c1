"""What a project file may hold, declared: one pydantic model per table.

Each model names its keys, the kind of value each holds (:mod:`nbshot.project.fields`:
a type and its checks) and its default; an unknown key is refused with the nearest
known one. What one key says of another is checked beside them (a sign-in needs steps
or a flow; a profile's targets must exist). Each table's ``value()`` gives what the rest
of nbshot reads (:mod:`nbshot.project.values`), paths resolved against the file's
folder. :mod:`nbshot.project.file` validates a file with :class:`ProjectFile` and shows
the first refusal with the key's line.

Imported only when a project file is read: pydantic costs a command that reads none.
"""

from __future__ import annotations

import difflib
import os
import re
from pathlib import Path
from typing import Annotated, Any, ClassVar

from pydantic import (
    BaseModel,
    ConfigDict,
    Field,
    GetJsonSchemaHandler,
    ValidationInfo,
    field_validator,
    model_validator,
)
from pydantic.json_schema import JsonSchemaValue
from pydantic_core import CoreSchema

from nbshot.config import settings
from nbshot.errors import InvalidArgument
from nbshot.model.steps import parse_step
from nbshot.model.vitals import METRICS
from nbshot.project.fields import (
    FIX,
    Address,
    BaseUrl,
    Device,
    Event,
    Host,
    Limit,
    Number,
    Password,
    PathText,
    Port,
    Seconds,
    Security,
    Sender,
    Step,
    Tries,
    Variant,
    must_be,
    says,
    wrong,
)
from nbshot.project.values import (
    KEEP_HINTS,
    NOTIFY_ON,
    RETRY_HINTS,
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
from nbshot.secrets import REFERENCE, check_names


def _under(root: Path, value: str) -> Path:
    """A path from the file, relative to its folder, with ``..`` folded
    (``../out`` beside the project, not ``demo/../out``)."""
    return Path(os.path.normpath(root / Path(value).expanduser()))


def _nearest(key: str, known: list[str]) -> str:
    near = difflib.get_close_matches(key, known, n=1)
    return f"Did you mean {near[0]!r}?" if near else f"Known: {', '.join(known)}"


class Table(BaseModel):
    """A table of the file: its keys are the fields (by alias where the file's key is a
    Python word), each of its type; any other key is refused with the nearest known one."""

    model_config = ConfigDict(strict=True, extra="forbid", frozen=True)
    #: What a key that is not a field is called, and the hint for a required one missing.
    unknown: ClassVar[str] = "unknown key"
    missing: ClassVar[str] = ""
    #: The key a plain string stands for (``runs = "folder"``), if one may.
    shorthand: ClassVar[str | None] = None

    @model_validator(mode="before")
    @classmethod
    def _keys(cls, value: Any) -> Any:
        if isinstance(value, str) and cls.shorthand:
            return {cls.shorthand: value}
        if not isinstance(value, dict):
            raise wrong(
                must_be(value, "a path (string) or a table" if cls.shorthand else "a table"), FIX
            )
        fields = {field.alias or name: field for name, field in cls.model_fields.items()}
        for key, item in value.items():
            if key not in fields:
                cls.other_key(key, item, list(fields))
        for key, field in fields.items():
            if field.is_required() and key not in value:
                raise wrong(f"has no {key}", cls.missing)
        return value

    @classmethod
    def other_key(cls, key: str, item: Any, known: list[str]) -> None:
        """A key that is not a field: refused, unless the table takes tables by name."""
        raise wrong(cls.unknown, _nearest(key, known), key)

    @classmethod
    def __get_pydantic_json_schema__(
        cls, core_schema: CoreSchema, handler: GetJsonSchemaHandler
    ) -> JsonSchemaValue:
        """The table's JSON Schema; or a string, where one stands for a key."""
        schema = handler(core_schema)
        return {"anyOf": [{"type": "string"}, schema]} if cls.shorthand else schema


class Retrying(Table):
    """A table that may say how runs are retried (``[runs]``, ``[flows.NAME]``)."""

    @field_validator("retries", "retry_delay", "retry_on", check_fields=False)
    @classmethod
    def _retry(cls, value: Any, info: ValidationInfo) -> Any:
        problem = retry_problem(info.field_name or "", value)
        if problem is not None:
            raise wrong(problem, RETRY_HINTS[info.field_name or ""])
        return value

    def retry(self) -> Retry | None:
        """How this table says runs are retried; None when it says nothing of it."""
        said = self.model_dump(include={"retries", "retry_delay", "retry_on"}, exclude_unset=True)
        if not said:
            return None
        delay, on = said.get("retry_delay"), said.get("retry_on")
        return Retry(
            said.get("retries"),
            float(delay) if delay is not None else None,
            tuple(on) if on is not None else None,
        )


class RunsTable(Retrying):
    """``runs = "folder"``, or ``[runs]``: the folder, what to keep, how to retry."""

    shorthand = "folder"
    folder: PathText | None = None
    keep: int | None = None
    keep_days: Number | None = None
    retries: int | None = None
    retry_delay: Number | None = None
    retry_on: list[Any] | None = None

    @field_validator("keep", "keep_days")
    @classmethod
    def _keep(cls, value: Any, info: ValidationInfo) -> Any:
        key = info.field_name or ""
        problem = keep_problem(key, value)
        if problem is not None:
            raise wrong(f"{problem}, not {value!r}", KEEP_HINTS[key])
        return value

    def kept(self) -> Keep | None:
        keep = Keep(self.keep, float(self.keep_days) if self.keep_days is not None else None)
        return keep if keep != Keep() else None


class FlowTable(Retrying):
    """``[flows.NAME]``: one flow's own settings (NAME: its notebook's, without .ipynb)."""

    retries: int | None = None
    retry_delay: Number | None = None
    retry_on: list[Any] | None = None


class FlowsTable(Table):
    """``flows = "folder"``, or ``[flows]`` with ``folder`` and a table per flow."""

    model_config = ConfigDict(extra="allow")
    shorthand = "folder"
    __pydantic_extra__: dict[str, FlowTable] = Field(init=False)
    folder: PathText | None = None

    @classmethod
    def other_key(cls, key: str, item: Any, known: list[str]) -> None:
        if not isinstance(item, dict):
            raise wrong(
                f"must be a flow's table ([flows.{key[:40]}]) or folder, not "
                f"{type(item).__name__} {item!r}"[:300],
                f"For every flow, write it in [runs]; for one, [flows.NAME] {key[:40]} = ...",
                key,
            )

    def per_flow(self) -> dict[str, Retry]:
        """Each ``[flows.NAME]``'s retries, by the flow's name."""
        return {name: flow.retry() or Retry() for name, flow in (self.model_extra or {}).items()}


class ServerTable(Table):
    """``[server]``: how the app starts (see :class:`~nbshot.project.values.Server`)."""

    missing = 'Add command = "npm run dev"'
    command: Annotated[str | list[str], says("a string or a list of strings")]
    ready_url: str | None = None
    timeout: Number = 60.0
    env: dict[str, str] = {}
    cwd: PathText = "."
    log: PathText = ".nbshot/server.log"
    reuse: bool = True
    keep: bool = False

    def value(self, root: Path, base_url: str) -> Server:
        return Server(
            self.command,
            self.ready_url or base_url,
            float(self.timeout),
            dict(self.env),
            _under(root, self.cwd),
            _under(root, self.log),
            self.reuse,
            self.keep,
        )


class SignInTable(Table):
    """``[sign_in]``: steps (or a flow) that sign in, and the page they start on."""

    url: str | None = None
    steps: list[Step] = []
    flow: str | None = None
    max_age: Number = 12 * 3600.0
    state: PathText = ".nbshot/sign-in.json"

    @model_validator(mode="after")
    def _page(self) -> SignInTable:
        if not self.steps and not self.flow:
            hint = 'Add steps = ["fill:#email=...", "click:text=Sign in"]'
            raise wrong("has neither steps nor a flow", hint)
        if self.url is None and self.first_goto() is None:
            # nbshot could not tell a signed-out page from a signed-in one, so it would
            # sign nobody in and say nothing: refused instead.
            raise wrong(
                "has no url: nbshot cannot tell which page is the sign-in "
                "page, so no page would be signed in",
                'Add url = "/signin" (the page the sign-in starts on), or start '
                'steps with "goto:/signin"',
            )
        return self

    def first_goto(self) -> str | None:
        first = parse_step(self.steps[0]) if self.steps else None
        return first.value if first is not None and first.action == "goto" and first.value else None

    def value(self, root: Path) -> SignIn:
        return SignIn(
            self.url if self.url is not None else self.first_goto() or "",
            tuple(self.steps),
            self.flow,
            float(self.max_age),
            _under(root, self.state),
            None if self.url is not None else "sign_in.steps[0]",
        )


class ProfileTable(Table):
    """``[profiles.NAME]``: a named set of pictures."""

    missing = 'Add targets = ["home", "/settings"]'
    targets: list[str]
    devices: list[str] = ["desktop"]
    variants: list[str] = ["light"]
    browsers: list[str] = ["chromium"]
    steps: list[Step] = []
    checks: list[str] = []
    full_page: bool = False
    sign_in: bool = True

    def value(self, name: str) -> Profile:
        return Profile(
            name,
            tuple(self.targets),
            tuple(self.devices),
            tuple(self.variants),
            tuple(self.browsers),
            tuple(self.steps),
            tuple(self.checks),
            self.full_page,
            self.sign_in,
        )


class SmtpTable(Table):
    """``[notify.smtp]``: the server that sends ``[notify] email``."""

    missing = 'Add host = "smtp.example.com" and from = "nbshot <reports@example.com>"'
    host: Host
    port: Port | None = None  # by default, the one of ``security``
    security: Security = "starttls"
    user: str | None = None
    password: Password | None = None
    sender: Sender = Field(alias="from")
    timeout: Seconds = 30.0
    ca_file: PathText | None = None

    @model_validator(mode="after")
    def _login(self) -> SmtpTable:
        for key, text in (("host", self.host), ("from", self.sender)):
            if not text:
                raise wrong(f"has no {key}", self.missing)
        if self.password is not None and self.security == "none":
            hint = 'Use security = "starttls" or "ssl"'
            raise wrong(
                'would cross the network in clear text (security = "none")', hint, "password"
            )
        if (self.user is None) != (self.password is None):
            missing = "password" if self.password is None else "user"
            raise wrong(f"has no {missing} (user and password go together)")
        return self

    def value(self, root: Path) -> Smtp:
        return Smtp(
            self.host,
            self.sender,
            self.port if self.port is not None else SMTP_PORTS[self.security],
            self.security,
            self.user,
            self.password,
            float(self.timeout),
            _under(root, self.ca_file) if self.ca_file else None,
        )


class NotifyTable(Table):
    """``[notify]``: who is told of runs (webhooks, email), on which events."""

    urls: list[str] = []
    url: str | None = None
    on: list[Event] = list(NOTIFY_ON)
    tries: Tries = 3
    timeout: Number = 10.0
    runs_url: str | None = None
    email: list[Address] = []
    smtp: SmtpTable | None = None

    @model_validator(mode="after")
    def _told(self) -> NotifyTable:
        if not self.hooks() and not self.email and self.smtp is None:
            hint = 'Add url = "https://hooks.slack.com/services/${SLACK_HOOK}" or email = [...]'
            raise wrong("has no url or email", hint)
        for url in self.hooks():
            if not re.match(r"https?://", url):
                raise wrong(
                    f"{url[:80]!r} is not an http(s) URL",
                    "Use the webhook's https:// address",
                    "url",
                )
        if self.email and self.smtp is None:
            hint = (
                'Add [notify.smtp] with host = "smtp.example.com" and from = "reports@example.com"'
            )
            raise wrong("needs [notify.smtp]: the server that sends it", hint, "email")
        return self

    def hooks(self) -> tuple[str, ...]:
        return (*([self.url] if self.url is not None else []), *self.urls)

    def value(self, root: Path) -> Notify:
        return Notify(
            self.hooks(),
            tuple(self.on),
            self.tries,
            float(self.timeout),
            self.runs_url.rstrip("/") if self.runs_url else None,
            tuple(self.email),
            self.smtp.value(root) if self.smtp else None,
        )


class Limits(Table):
    """Speed limits, one per metric of :data:`nbshot.model.vitals.METRICS`."""

    unknown = "unknown metric"
    lcp_ms: Limit | None = None
    cls: Limit | None = None
    inp_ms: Limit | None = None
    fcp_ms: Limit | None = None
    ttfb_ms: Limit | None = None
    tbt_ms: Limit | None = None
    transfer_kb: Limit | None = None
    requests: Limit | None = None

    def limits(self) -> dict[str, float]:
        return {
            metric: float(getattr(self, metric))
            for metric in METRICS
            if metric in self.model_fields_set
        }


class BudgetsTable(Limits):
    """``[budgets]``: limits for every page a run records (``lcp_ms = 2500``), and
    ``[budgets."/checkout*"]`` tables for the pages whose URL path matches."""

    model_config = ConfigDict(extra="allow")
    __pydantic_extra__: dict[str, Limits] = Field(init=False)

    @classmethod
    def other_key(cls, key: str, item: Any, known: list[str]) -> None:
        if not isinstance(item, dict):  # a table is a pattern's limits; anything else a metric
            raise wrong(cls.unknown, _nearest(key, known), key)

    def value(self) -> dict[str, dict[str, float]]:
        found = {"*": self.limits()}
        for pattern, limits in (self.model_extra or {}).items():
            found[pattern] = {**found.get(pattern, {}), **limits.limits()}
        return {pattern: limits for pattern, limits in found.items() if limits}


class ProjectFile(Table):
    """A whole project file (``nbshot.toml``, or ``[tool.nbshot]`` of a pyproject)."""

    base_url: BaseUrl | None = None
    out_dir: PathText | None = None
    flows: FlowsTable | None = None
    runs: RunsTable | None = None
    vision_provider: str | None = None
    device: str | None = None
    max_calls: int | None = None
    max_queue: int | None = None
    server: ServerTable | None = None
    sign_in: SignInTable | None = None
    targets: dict[str, str] = {}
    devices: dict[str, Device] = {}
    variants: dict[str, Variant] = {}
    profiles: dict[str, ProfileTable] = {}
    storybook: str | None = None  # a Storybook's URL, or its built folder
    secrets: dict[str, str] = {}
    notify: NotifyTable | None = None
    budgets: BudgetsTable | None = None

    @field_validator("secrets")
    @classmethod
    def _secret_names(cls, secrets: dict[str, str]) -> dict[str, str]:
        for name in secrets:
            try:
                check_names([name])
            except InvalidArgument as error:
                raise wrong(error.what.split(": ", 1)[-1], error.hint or "", name) from None
        return secrets

    @model_validator(mode="after")
    def _across(self) -> ProjectFile:
        """What one table says of another: a profile's targets, the server's ready URL,
        the secrets ``${NAME}`` reads."""
        for name, profile in self.profiles.items():
            for target in profile.targets:
                if target not in self.targets and not re.match(
                    r"(/|https?://|demo:|story:)", target
                ):
                    near = difflib.get_close_matches(target, list(self.targets), n=1)
                    hint = (
                        f"Did you mean {near[0]!r}?"
                        if near
                        else "Name one of [targets], or a /path"
                    )
                    raise wrong(f"{target!r} is not a target", hint, "profiles", name, "targets")
        if self.server and not (self.server.ready_url or self.base_url):
            hint = "Add ready_url (a URL that answers once the app is up)"
            raise wrong("has no ready_url, and there is no base_url", hint, "server")
        for step in self.sign_in.steps if self.sign_in else ():
            self._listed(step, "sign_in", "steps", defaults_too=False)
        for url in self.notify.hooks() if self.notify else ():
            self._listed(url, "notify", "url")
        smtp = self.notify.smtp if self.notify else None
        for key in ("password", "user"):
            if smtp and getattr(smtp, key) is not None:
                self._listed(getattr(smtp, key), "notify", "smtp", key)
        return self

    def _listed(self, text: str, *at: str, defaults_too: bool = True) -> None:
        """Each ``${NAME}`` in ``text`` must be a listed secret (one with a default,
        ``${NAME:-x}``, only when ``defaults_too``): said now, with its line."""
        for match in REFERENCE.finditer(text):
            name = match.group(1)
            listed = name in self.secrets or name in settings.secrets
            if not listed and (defaults_too or match.group(2) is None):
                hint = f'Add [secrets] {name} = "what it is"'
                raise wrong(f"${{{name}}} is not in [secrets]", hint, *at)

    def value(self, file: Path) -> Project:
        """The project this file describes; relative paths from its folder."""
        root = file.parent
        folders = {
            key: _under(root, table.folder) if table and table.folder is not None else None
            for key, table in (("flows", self.flows), ("runs", self.runs))
        }
        storybook = self.storybook
        if storybook is not None and not re.match(r"https?://", storybook):
            storybook = str(_under(root, storybook))
        return Project(
            file,
            root,
            self.base_url.rstrip("/") if self.base_url else None,
            self.server.value(root, self.base_url or "") if self.server else None,
            self.sign_in.value(root) if self.sign_in else None,
            dict(self.targets),
            dict(self.devices),
            dict(self.variants),
            {name: profile.value(name) for name, profile in self.profiles.items()},
            _under(root, self.out_dir) if self.out_dir is not None else None,
            folders["flows"],
            folders["runs"],
            self.vision_provider,
            storybook,
            {
                k: getattr(self, k)
                for k in ("device", "max_calls", "max_queue")
                if k in self.model_fields_set
            },
            dict(self.secrets),
            notify=self.notify.value(root) if self.notify else None,
            keep=self.runs.kept() if self.runs else None,
            retry=self.runs.retry() if self.runs else None,
            flow_retry=self.flows.per_flow() if self.flows else {},
            budgets=self.budgets.value() if self.budgets else {},
        )
