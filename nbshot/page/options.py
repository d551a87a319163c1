"""Capture options: each declared once, as a field of :class:`CaptureOptions` made with
:func:`option`, and checked in the caller's thread before any browser work
(:func:`make_options`).

Everything else is made from those declarations (:data:`OPTIONS`): ``capture``'s
signature and docstring, the checks, the CLI's ``capture`` flags, the MCP tools' input
schema and which options a session takes when it opens and which with each shot. A new
option is one field here plus the code that uses it (docs/design.md shows one).
"""

from __future__ import annotations

import inspect
import json
import os
import re
import textwrap
import types
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field, fields
from datetime import datetime, timezone
from pathlib import Path
from typing import Any, Literal, TypeVar, Union, get_args, get_origin, get_type_hints

from nbshot.config import settings
from nbshot.errors import InvalidArgument
from nbshot.model.bounds import MAX_STEPS, check_count
from nbshot.model.steps import parse_steps

WaitUntil = Literal["load", "domcontentloaded", "networkidle", "commit"]
ColorScheme = Literal["light", "dark", "no-preference"]
Animations = Literal["disabled", "allow"]
Scale = Literal["css", "device"]
ImageFormat = Literal["png", "jpeg"]
Isolation = Literal["page", "context"]
#: Playwright's browsers: its Chromium (or the system's), Chrome and Edge by channel,
#: its own Firefox and WebKit builds.
BrowserName = Literal["chromium", "chrome", "msedge", "firefox", "webkit"]
#: Where an option applies: ``load`` (how the page is opened: captures, snapshots,
#: sessions, checks), ``picture`` (how the screenshot is taken: captures and
#: ``Session.shot``), ``output`` (where files go).
Group = Literal["load", "picture", "output"]
#: How a live session takes an option: when it ``open``s (fixed afterwards), with each
#: ``shot``, ``both``, or ``none`` (a session has its own way, e.g. ``act`` for steps).
SessionUse = Literal["open", "shot", "both", "none"]

DEFAULT_VIEWPORT = (1280, 720)
MAX_TIMEOUT_S = 3600  # an hour: longer is a mistake, and Playwright's timers overflow
#: What ``Date`` says on a page captured with frozen animations: fixed, so clocks
#: and "3 minutes ago" labels look the same in every capture.
FROZEN_TIME = datetime(2025, 1, 1, 12, 0, 0, tzinfo=timezone.utc)

_OPTION = "nbshot.option"  # the dataclass field metadata key holding a declaration


@dataclass(frozen=True)
class Option:
    """One capture option as declared with :func:`option` on a :class:`CaptureOptions`
    field (see :func:`options_of`).

    ``type``: what callers pass (``capture``'s annotation); ``stored``: the field's
    type once checked. ``check``: turns a given value into the stored one, raising
    InvalidArgument (None: the value must be one of :attr:`choices`, if any; a bool is
    made a bool). ``cli``: the flag (None: not on the command line); ``metavar``: its
    placeholder. ``mcp``: offered to agents.
    """

    name: str
    type: Any
    stored: Any
    default: Any
    help: str
    group: Group
    cli: str | None = None
    metavar: str | None = None
    mcp: bool = False
    session: SessionUse = "none"
    check: Callable[[Any], Any] | None = None

    @property
    def choices(self) -> tuple[str, ...]:
        """The allowed values of a choice option (its ``Literal``; empty for the others)."""
        return tuple(
            v for a in _members(self.stored) if get_origin(a) is Literal for v in get_args(a)
        )

    @property
    def json_type(self) -> Any:
        """The type an agent sends (a JSON value): lists for sequences, strings for
        dates, paths and choices (the help names a choice's values: an enum as well would
        spend the tool list's size budget twice)."""
        kinds: list[Any] = []
        for a in _members(self.type):
            origin = get_origin(a)
            if origin in (list, tuple, Sequence):
                a = list[(get_args(a) or (Any,))[0]]  # type: ignore[misc]
            elif a in (datetime, Path) or origin in (os.PathLike, Literal):
                a = str
            if a not in kinds:
                kinds.append(a)
        if str in kinds and list[str] in kinds:  # "one or several": an agent sends a list
            kinds.remove(str)
        return Union[tuple(kinds)] if len(kinds) > 1 else kinds[0]  # noqa: UP007


def _members(annotation: Any) -> tuple[Any, ...]:
    """The members of a union (``X | Y`` or ``Optional``), or the annotation alone."""
    if get_origin(annotation) in (Union, types.UnionType):
        return get_args(annotation)
    return (annotation,)


def option(
    default: Any,
    help: str,
    group: Group,
    *,
    given: Any = None,
    cli: str | None = None,
    metavar: str | None = None,
    mcp: bool = False,
    session: SessionUse | None = None,
    check: Callable[[Any], Any] | None = None,
) -> Any:
    """Declare a :class:`CaptureOptions` field as a capture option (see :class:`Option`).

    ``default`` is what callers get when they leave it out (before ``check``);
    ``given``: the type callers pass when it differs from the field's. ``session``
    defaults by group: load options are set when a session opens, picture options with
    each shot, output options both."""
    if session is None:
        session = {"load": "open", "picture": "shot", "output": "both"}[group]  # type: ignore[assignment]
    declared = {
        "default": default,
        "help": help,
        "group": group,
        "given": given,
        "cli": cli,
        "metavar": metavar,
        "mcp": mcp,
        "session": session,
        "check": check,
    }
    return field(metadata={_OPTION: declared})


def options_of(cls: type[Any]) -> tuple[Option, ...]:
    """The options declared on ``cls`` (:class:`CaptureOptions` or a subclass), in
    declaration order."""
    hints = get_type_hints(cls)
    found = []
    for f in fields(cls):
        if _OPTION in f.metadata:
            declared = dict(f.metadata[_OPTION])
            given = declared.pop("given")
            found.append(
                Option(f.name, hints[f.name] if given is None else given, hints[f.name], **declared)
            )
    return tuple(found)


# -- the checks an option declares (each: the value given -> the value stored) ----------


def choose(name: str, value: Any, allowed: Sequence[Any]) -> Any:
    """``value`` if it is one of ``allowed``; else InvalidArgument naming them."""
    if value not in allowed:
        raise InvalidArgument(
            f"{name}={value!r} is not allowed", f"Use one of: {', '.join(map(repr, allowed))}"
        )
    return value


def _selector(name: str) -> Callable[[Any], str | None]:
    def check(value: Any) -> str | None:
        if value is not None and (not isinstance(value, str) or not value.strip()):
            raise InvalidArgument(
                f"Selector {value!r} is empty", "Pass a CSS selector such as '#main'"
            )
        return value

    check.__name__ = f"check_{name}"
    return check


def _viewport(value: Any) -> tuple[int, int] | None:
    """A (width, height) pair, or "WIDTHxHEIGHT" as typed on the command line."""
    if value is None:
        return None
    try:
        parts = value.lower().split("x") if isinstance(value, str) else value
        width, height = (int(v) for v in parts)
    except (TypeError, ValueError):
        raise InvalidArgument(
            f"viewport={value!r} is not a (width, height) pair nor WIDTHxHEIGHT",
            "Pass e.g. (1280, 720), or 1280x720 on the command line",
        ) from None
    if not (1 <= width <= 10_000 and 1 <= height <= 10_000):
        raise InvalidArgument(f"viewport={value!r} is out of range", "Use 1..10000 pixels per side")
    return width, height


def _timeout(value: Any) -> float:
    timeout = settings.timeout if value is None else value
    if not isinstance(timeout, (int, float)) or not 0 < timeout <= MAX_TIMEOUT_S:
        # Unbounded, a huge value overflows Playwright's timer and fails at once.
        raise InvalidArgument(
            f"timeout={timeout!r} is not allowed", f"Use seconds > 0 and up to {MAX_TIMEOUT_S}"
        )
    return float(timeout)


def _format(value: Any) -> str:
    return choose("format", "jpeg" if value == "jpg" else value, get_args(ImageFormat))  # type: ignore[no-any-return]


def _quality(value: Any) -> int | None:
    if value is not None and (not isinstance(value, int) or not 0 <= value <= 100):
        raise InvalidArgument(f"quality={value!r} is not allowed", "Use 0..100")
    return value


def _masks(value: Any) -> tuple[str, ...]:
    masks = (value,) if isinstance(value, str) else tuple(value or ())
    check_count("mask", masks)
    for mask in masks:
        _selector("mask")(mask)
    return masks


def _frozen_time(freeze_time: datetime | str | bool | None) -> datetime | None:
    """What ``Date`` is fixed at: the default moment, a given one, or None (the clock).

    Raises InvalidArgument for a string that is not an ISO date."""
    frozen: datetime | None
    if freeze_time is True:
        frozen = FROZEN_TIME
    elif freeze_time in (False, None):
        frozen = None
    elif isinstance(freeze_time, datetime):
        frozen = freeze_time
    else:
        try:
            frozen = datetime.fromisoformat(str(freeze_time))
        except ValueError:
            raise InvalidArgument(
                f"freeze_time={freeze_time!r} is not a date",
                "Use an ISO date like 2025-01-01T12:00",
            ) from None
    return frozen


def _out_dir(value: Any) -> Path | None:
    return Path(value).expanduser() if value is not None else None


def _steps(steps: Any) -> tuple[str, ...]:
    """Steps checked against the grammar now, so a typo fails before any page loads."""
    if steps is None:
        return ()
    if isinstance(steps, str):
        steps = [steps]
    if not isinstance(steps, Sequence) or not all(isinstance(s, str) for s in steps):
        raise InvalidArgument(
            f"steps={steps!r} is not a list of steps"[:300],
            "Pass strings such as ['click:#accept', 'wait:text=Done']",
        )
    check_count("steps", steps, MAX_STEPS, "Split them over several calls")
    parse_steps(list(steps))
    return tuple(steps)


# -- the declarations ---------------------------------------------------------------------


@dataclass(frozen=True, kw_only=True)
class CaptureOptions:
    """Checked capture options; made by :func:`make_options`, reused for every target.

    Each field made with :func:`option` is a capture option: its name, type, default,
    help, group, CLI flag, whether agents get it and how sessions take it are declared
    here and nowhere else.
    """

    # fmt: off

    selector: str | None = option(
        None, "CSS (or Playwright) selector: capture only the first matching element.",
        "picture", cli="--selector", mcp=True, check=_selector("selector"))
    full_page: bool = option(
        False, "Capture the whole scrollable page, not just the viewport.",
        "picture", cli="--full-page", mcp=True)
    viewport: tuple[int, int] | None = option(
        None, "(width, height) in CSS pixels; default 1280x720, or the device's.",
        "load", given=tuple[int, int] | None, cli="--viewport", metavar="WIDTHxHEIGHT",
        check=_viewport)
    device: str | None = option(
        None, "A Playwright device name such as 'iPhone 13', or an alias: desktop, laptop, "
        "tablet, phone.", "load", cli="--device", mcp=True)
    color_scheme: ColorScheme | None = option(
        None, "'light', 'dark' or 'no-preference' (prefers-color-scheme).",
        "load", cli="--color-scheme", mcp=True)
    reduced_motion: bool | None = option(
        None, "Emulate prefers-reduced-motion: reduce (True) or not (False).", "load")
    animations: Animations = option(
        "disabled", "'disabled' stops CSS animations and transitions and freezes Date (see "
        "freeze_time) so captures repeat; 'allow' leaves both.", "picture")
    freeze_time: datetime | None = option(
        True, "With animations disabled: True fixes Date at 2025-01-01 12:00 UTC; a datetime "
        "or ISO string fixes it there; False leaves the clock.", "picture",
        given=datetime | str | bool, session="both", check=_frozen_time)
    mask: tuple[str, ...] = option(
        None, "Selectors painted over with mask_color (default magenta #FF00FF); one that "
        "matches nothing is ignored.", "picture", given=str | Sequence[str] | None,
        cli="--mask", metavar="SEL", mcp=True, check=_masks)
    mask_color: str | None = option(None, "CSS colour of the mask boxes.", "picture")
    style: str | None = option(
        None, "CSS applied to the page for the picture only (hide or fix what changes on "
        "its own: '.ad, .clock { visibility: hidden }').", "picture", cli="--style",
        metavar="CSS")
    wait_until: WaitUntil = option(
        "load", "'load', 'domcontentloaded', 'networkidle' or 'commit'.",
        "load", cli="--wait-until", mcp=True)
    wait_for: str | None = option(
        None, "A selector that must be visible before capturing; 'text=Welcome' waits for "
        "text.", "load", cli="--wait-for", mcp=True, session="none",  # a session: act("wait:...")
        check=_selector("wait_for"))
    settle: bool = option(
        True, "Before the picture or tree, wait for web fonts, images (lazy ones too for a "
        "full page, which is scrolled through once), requests in flight and aria-busy "
        "regions, within the timeout; False takes the page as its load left it.", "load")
    timeout: float = option(
        None, "Seconds for the whole call (default 30); a load that fails (net::ERR_*) is "
        "retried within it.", "load", given=float | None,
        cli="--timeout", mcp=True, check=_timeout)
    scale: Scale = option(
        "device", "'device' (one image pixel per device pixel) or 'css'.", "picture")
    format: ImageFormat = option(
        "png", "'png' or 'jpeg'.", "picture", given=ImageFormat | Literal["jpg"], cli="--format",
        check=_format)
    quality: int | None = option(
        None, "JPEG quality 0..100.", "picture", cli="--quality", check=_quality)
    out_dir: Path | None = option(
        None, "Folder for the image; default $NBSHOT_OUT or ~/.cache/nbshot/captures "
        "(created owner-only).", "output", given=str | os.PathLike[str] | None, cli="--out",
        check=_out_dir)
    browser: BrowserName = option(
        "chromium", "'chromium' (default), 'chrome', 'msedge', 'firefox' or 'webkit', where "
        "installed.", "load", cli="--browser", mcp=True)
    isolation: Isolation = option(
        "page", "'page' (default) reuses a warm page, reset between captures so none sees "
        "another's cookies, storage or caches; 'context' opens a brand-new browser "
        "context for this capture.", "load", cli="--isolation", session="none")
    steps: tuple[str, ...] = option(
        None, "Steps played on the page before the picture, in the step grammar "
        "('click:#accept', 'fill:#q=shoes', 'wait:text=Results'); the first that fails "
        "fails the capture, naming it.", "picture", given=Sequence[str] | None, cli="--do",
        metavar="STEP", session="none", check=_steps)
    snapshot: bool = option(
        False, "Also keep the accessibility tree and DOM facts on the Shot (shot.tree, "
        "shot.facts), for describe and checks; adds one snapshot (~70-110 ms).", "picture")
    # fmt: on

    # Not options: set by capture_matrix for custom devices and variants (matrix.py).
    scale_factor: float | None = None
    mobile: bool | None = None
    forced_colors: bool = False
    media: Literal["screen", "print"] | None = None
    zoom: float | None = None
    # Set for a page of a project's app behind its sign-in (page/load.signed_in).
    storage_state: str | None = None

    @property
    def timeout_ms(self) -> float:
        return self.timeout * 1000

    def summary(self) -> dict[str, Any]:
        """The options that shape the picture, for Shot.options and manifests."""
        return {
            "viewport": list(self.viewport) if self.viewport else None,
            "device": self.device,
            "color_scheme": self.color_scheme,
            "reduced_motion": self.reduced_motion,
            "full_page": self.full_page,
            "animations": self.animations,
            "mask": list(self.mask),
            "scale": self.scale,
        }


#: Every capture option, in declaration order.
OPTIONS: tuple[Option, ...] = options_of(CaptureOptions)

#: Option names by group, e.g. ``OPTION_NAMES["load"]``; ``"all"`` is every option.
OPTION_NAMES: dict[str, frozenset[str]] = {
    "all": frozenset(o.name for o in OPTIONS),
    **{
        g: frozenset(o.name for o in OPTIONS if o.group == g) for g in ("load", "picture", "output")
    },
}


def session_names(
    use: Literal["open", "shot"], options: Sequence[Option] = OPTIONS
) -> frozenset[str]:
    """The options a live session takes when it opens (``"open"``) or with each shot."""
    return frozenset(o.name for o in options if o.session in (use, "both"))


def check_option_names(given: Any, allowed: frozenset[str], call: str) -> None:
    """Raise InvalidArgument naming the first of ``given`` that ``call`` does not take."""
    unknown = sorted(set(given) - allowed)
    if unknown:
        raise InvalidArgument(
            f"{call}() got an unknown argument {unknown[0]!r}",
            f"It takes: {', '.join(sorted(allowed))}",
        )


def options_doc(names: Any, options: Sequence[Option] = OPTIONS) -> str:
    """numpy-style ``Parameters`` entries for these options, from their declarations."""
    lines = []
    for o in options:
        if o.name in names:
            lines += [
                f"{o.name}:",
                *textwrap.wrap(o.help, 80, initial_indent="    ", subsequent_indent="    "),
            ]
    return "\n".join(lines)


def options_parameters(names: Any, options: Sequence[Option] = OPTIONS) -> list[inspect.Parameter]:
    """Keyword-only parameters for these options, for a generated ``__signature__``."""
    return [
        inspect.Parameter(
            o.name, inspect.Parameter.KEYWORD_ONLY, default=o.default, annotation=o.type
        )
        for o in options
        if o.name in names
    ]


Checked = TypeVar("Checked", bound=CaptureOptions)


def make_options(**given: Any) -> CaptureOptions:
    """Check every option (names as in :data:`OPTIONS`; missing ones take their
    declared defaults) and return them as :class:`CaptureOptions`.

    Raises
    ------
    InvalidArgument
        For an unknown option or any value nbshot cannot use, naming the allowed ones.
    """
    return checked_options(CaptureOptions, given)


def checked_options(cls: type[Checked], given: Mapping[str, Any]) -> Checked:
    """``given`` checked against the options declared on ``cls`` (each by its own check,
    then the rules between options) and returned as a ``cls``.

    Raises
    ------
    InvalidArgument
        As :func:`make_options`.
    """
    options = options_of(cls) if cls is not CaptureOptions else OPTIONS
    check_option_names(given, frozenset(o.name for o in options), "capture")
    values = {o.name: _check(o, given.get(o.name, o.default)) for o in options}
    if values["quality"] is not None and values["format"] != "jpeg":
        raise InvalidArgument("quality only applies to JPEG", "Pass format='jpeg' or drop quality")
    if values["animations"] != "disabled":
        values["freeze_time"] = None  # the clock is only frozen with animations
    return cls(**values)


def _check(o: Option, value: Any) -> Any:
    """The stored value of ``o`` given ``value``: its own check, or the generic one."""
    if o.check is not None:
        return o.check(value)
    if o.choices and not (value is None and type(None) in _members(o.stored)):
        return choose(o.name, value, o.choices)
    if o.stored is bool:
        return bool(value)
    return value


# -- typed keyword arguments, for editors and mypy ------------------------------------------

#: The TypedDicts of page/option_args.py: which options each takes.
_TYPED_ARGS: dict[str, tuple[str, Callable[[Option], bool]]] = {
    "CaptureArgs": ("Every capture option: ``nbshot.capture(...)``.", lambda o: True),
    "LoadArgs": (
        "How a page is opened: ``snapshot``, ``pdf``, ``extract``.",
        lambda o: o.group == "load",
    ),
    "OpenArgs": (
        "The options ``nbshot.open(...)`` takes (fixed for the session).",
        lambda o: o.session in ("open", "both"),
    ),
    "ShotArgs": (
        "The options ``Session.shot(...)`` takes.",
        lambda o: o.session in ("shot", "both"),
    ),
}
_SOURCE_NAMES = {type(None): "None", os.PathLike: "os.PathLike", Sequence: "Sequence"}


def _type_source(annotation: Any) -> str:
    """``annotation`` written as Python source (page/option_args.py's imports)."""
    members = _members(annotation)
    if len(members) > 1:
        return " | ".join(_type_source(m) for m in members)
    origin = get_origin(annotation)
    if origin is Literal:
        return f"Literal[{', '.join(json.dumps(v) for v in get_args(annotation))}]"
    if origin is not None:
        return f"{_type_source(origin)}[{', '.join(map(_type_source, get_args(annotation)))}]"
    return _SOURCE_NAMES.get(annotation, getattr(annotation, "__name__", repr(annotation)))


def typed_args_source(options: Sequence[Option] = OPTIONS) -> str:
    """The text of page/option_args.py: a ``TypedDict`` per use of the options, so
    ``**options: Unpack[CaptureArgs]`` shows editors and mypy every option's type."""
    classes = []
    for name, (doc, takes) in _TYPED_ARGS.items():
        fields_ = [f"    {o.name}: {_type_source(o.type)}" for o in options if takes(o)]
        classes.append(
            f'\n\nclass {name}(TypedDict, total=False):\n    """{doc}"""\n\n'
            + "\n".join(fields_)
            + "\n"
        )
    body = "".join(classes)
    imports = [
        line
        for line, used in (
            ("import os\n", "os." in body),
            ("from collections.abc import Sequence\n", "Sequence[" in body),
            ("from datetime import datetime\n", "datetime" in body),
            ("from pathlib import Path\n", re.search(r"\bPath\b", body) is not None),
            (
                "from typing import Literal, TypedDict\n"
                if "Literal[" in body
                else "from typing import TypedDict\n",
                True,
            ),
        )
        if used
    ]
    return (
        '"""Capture options as typed keyword arguments (``**options: Unpack[CaptureArgs]``),\n'
        "so editors and mypy check them. Made from page/options.py: do not edit; run\n"
        "``python -m nbshot.page.options`` after changing an option (a test says when).\n"
        '"""\n\nfrom __future__ import annotations\n\n' + "".join(imports) + body
    )


if __name__ == "__main__":  # python -m nbshot.page.options: rewrite page/option_args.py
    Path(__file__).with_name("option_args.py").write_text(typed_args_source())
