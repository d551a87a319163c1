"""Capture options: declared once (:data:`OPTIONS`), checked in the caller's thread
before any browser work (:func:`make_options`)."""

from __future__ import annotations

import inspect
import os
import textwrap
from collections.abc import Sequence
from dataclasses import dataclass, replace
from datetime import datetime, timezone
from pathlib import Path
from typing import Any, Literal, cast, get_args

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

DEFAULT_VIEWPORT = (1280, 720)
MAX_TIMEOUT_S = 3600  # an hour: longer is a mistake, and Playwright's timers overflow
#: What ``Date`` says on a page captured with frozen animations: fixed, so clocks
#: and "3 minutes ago" labels look the same in every capture.
FROZEN_TIME = datetime(2025, 1, 1, 12, 0, 0, tzinfo=timezone.utc)


@dataclass(frozen=True)
class Option:
    """One capture option, declared once: the API signatures and docstrings, the CLI
    flags and the MCP input schemas are all made from these declarations.

    ``groups`` says where the option applies: ``load`` (how the page is opened:
    captures, snapshots, sessions, checks), ``picture`` (how the screenshot is
    taken: captures and ``Session.shot``), ``output`` (where files go).
    ``cli``: the flag (None: not on the command line). ``mcp``: offered to agents.
    """

    name: str
    annotation: Any
    default: Any
    help: str
    group: Literal["load", "picture", "output"]
    cli: str | None = None
    mcp: bool = False

    @property
    def choices(self) -> tuple[str, ...]:
        """The allowed values of a choice option (empty for the others)."""
        return _CHOICES.get(self.name, ())


OPTIONS: tuple[Option, ...] = (
    Option("selector", "str | None", None,
           "CSS (or Playwright) selector: capture only the first matching element.",
           "picture", "--selector", mcp=True),
    Option("full_page", "bool", False, "Capture the whole scrollable page, not just the viewport.",
           "picture", "--full-page", mcp=True),
    Option("viewport", "tuple[int, int] | None", None,
           "(width, height) in CSS pixels; default 1280x720, or the device's.",
           "load", "--viewport"),
    Option("device", "str | None", None,
           "A Playwright device name such as 'iPhone 13', or an alias: desktop, laptop, "
           "tablet, phone.", "load", "--device", mcp=True),
    Option("color_scheme", "str | None", None,
           "'light', 'dark' or 'no-preference' (prefers-color-scheme).",
           "load", "--color-scheme", mcp=True),
    Option("reduced_motion", "bool | None", None,
           "Emulate prefers-reduced-motion: reduce (True) or not (False).", "load"),
    Option("animations", "str", "disabled",
           "'disabled' stops CSS animations and transitions and freezes Date (see "
           "freeze_time) so captures repeat; 'allow' leaves both.", "picture"),
    Option("freeze_time", "datetime | str | bool", True,
           "With animations disabled: True fixes Date at 2025-01-01 12:00 UTC; a datetime "
           "or ISO string fixes it there; False leaves the clock.", "picture"),
    Option("mask", "str | Sequence[str] | None", None,
           "Selectors painted over with mask_color (default magenta #FF00FF); one that "
           "matches nothing is ignored.", "picture", "--mask", mcp=True),
    Option("mask_color", "str | None", None, "CSS colour of the mask boxes.", "picture"),
    Option("wait_until", "str", "load",
           "'load', 'domcontentloaded', 'networkidle' or 'commit'.",
           "load", "--wait-until", mcp=True),
    Option("wait_for", "str | None", None,
           "A selector that must be visible before capturing; 'text=Welcome' waits for text.",
           "load", "--wait-for", mcp=True),
    Option("timeout", "float | None", None,
           "Seconds for the whole call: page, wait_for, screenshot (default 30). A load "
           "that fails (net::ERR_*) is retried within it.", "load", "--timeout", mcp=True),
    Option("scale", "str", "device",
           "'device' (one image pixel per device pixel) or 'css'.", "picture"),
    Option("format", "str", "png", "'png' or 'jpeg'.", "picture", "--format"),
    Option("quality", "int | None", None, "JPEG quality 0..100.", "picture", "--quality"),
    Option("out_dir", "str | os.PathLike[str] | None", None,
           "Folder for the image; default $NBSHOT_OUT or ~/.cache/nbshot/captures "
           "(created owner-only).", "output", "--out"),
    Option("browser", "str", "chromium",
           "'chromium' (default), 'chrome', 'msedge', 'firefox' or 'webkit', where "
           "installed.", "load", "--browser", mcp=True),
    Option("isolation", "str", "page",
           "'page' (default) reuses a warm page, reset between captures so none sees "
           "another's cookies, storage or caches; 'context' opens a brand-new browser "
           "context for this capture.", "load", "--isolation"),
    Option("steps", "Sequence[str] | None", None,
           "Steps played on the page before the picture, in the step grammar "
           "('click:#accept', 'fill:#q=shoes', 'wait:text=Results'); the first that fails "
           "fails the capture, naming it.", "picture", "--do"),
    Option("snapshot", "bool", False,
           "Also keep the accessibility tree and DOM facts on the Shot (shot.tree, "
           "shot.facts), for describe and checks; adds one snapshot (~70-110 ms).", "picture"),
)  # fmt: skip

_CHOICES: dict[str, tuple[str, ...]] = {
    "color_scheme": get_args(ColorScheme), "animations": get_args(Animations),
    "wait_until": get_args(WaitUntil), "scale": get_args(Scale), "format": get_args(ImageFormat),
    "isolation": get_args(Isolation), "browser": get_args(BrowserName),
}  # fmt: skip

#: Option names by group, e.g. ``OPTION_NAMES["load"]``; ``"all"`` is every option.
OPTION_NAMES: dict[str, frozenset[str]] = {
    "all": frozenset(o.name for o in OPTIONS),
    **{
        g: frozenset(o.name for o in OPTIONS if o.group == g) for g in ("load", "picture", "output")
    },
}


def check_option_names(given: Any, allowed: frozenset[str], call: str) -> None:
    """Raise InvalidArgument naming the first of ``given`` that ``call`` does not take."""
    unknown = sorted(set(given) - allowed)
    if unknown:
        raise InvalidArgument(
            f"{call}() got an unknown argument {unknown[0]!r}",
            f"It takes: {', '.join(sorted(allowed))}",
        )


def options_doc(names: Any) -> str:
    """numpy-style ``Parameters`` entries for these options, from their declarations."""
    lines = []
    for o in OPTIONS:
        if o.name in names:
            lines += [f"{o.name}:", *textwrap.wrap(o.help, 80, initial_indent="    ",
                                                  subsequent_indent="    ")]  # fmt: skip
    return "\n".join(lines)


def options_parameters(names: Any) -> list[inspect.Parameter]:
    """Keyword-only parameters for these options, for a generated ``__signature__``."""
    return [
        inspect.Parameter(o.name, inspect.Parameter.KEYWORD_ONLY, default=o.default,
                          annotation=o.annotation)
        for o in OPTIONS if o.name in names
    ]  # fmt: skip


@dataclass(frozen=True)
class CaptureOptions:
    """Validated capture options; built by :func:`capture`, reused for every target."""

    selector: str | None = None
    full_page: bool = False
    viewport: tuple[int, int] | None = None
    device: str | None = None
    color_scheme: ColorScheme | None = None
    reduced_motion: bool | None = None
    animations: Animations = "disabled"
    freeze_time: datetime | None = FROZEN_TIME
    mask: tuple[str, ...] = ()
    mask_color: str | None = None
    wait_until: WaitUntil = "load"
    wait_for: str | None = None
    timeout: float = 30.0
    scale: Scale = "device"
    format: ImageFormat = "png"
    quality: int | None = None
    out_dir: Path | None = None
    snapshot: bool = False
    isolation: Isolation = "page"
    # Set by capture_matrix for custom devices and variants (see matrix.py).
    scale_factor: float | None = None
    mobile: bool | None = None
    forced_colors: bool = False
    media: Literal["screen", "print"] | None = None
    zoom: float | None = None
    browser: str = "chromium"
    # Set for a page of a project's app behind its sign-in (page/load.signed_in).
    storage_state: str | None = None
    steps: tuple[str, ...] = ()

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


def _choice(name: str, value: Any, allowed: Any) -> Any:
    options = get_args(allowed)
    if value not in options:
        raise InvalidArgument(
            f"{name}={value!r} is not allowed", f"Use one of: {', '.join(map(repr, options))}"
        )
    return value


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


def make_options(**given: Any) -> CaptureOptions:
    """Check every option (names as in :data:`OPTIONS`; missing ones take their
    declared defaults) and return them as :class:`CaptureOptions`.

    Raises
    ------
    InvalidArgument
        For an unknown option or any value nbshot cannot use, naming the allowed ones.
    """
    check_option_names(given, OPTION_NAMES["all"], "capture")
    values = {o.name: given.get(o.name, o.default) for o in OPTIONS}
    steps = _steps(values.pop("steps"))
    return replace(_checked(**values), steps=steps)


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


def _checked(
    *, selector: str | None, full_page: bool, viewport: Any, device: str | None,
    color_scheme: str | None, reduced_motion: bool | None, animations: str,
    freeze_time: datetime | str | bool | None, mask: str | Sequence[str] | None,
    mask_color: str | None, wait_until: str, wait_for: str | None, timeout: float | None,
    scale: str, format: str, quality: int | None, out_dir: str | os.PathLike[str] | None,
    snapshot: bool, isolation: str, browser: str,
) -> CaptureOptions:  # fmt: skip
    if viewport is not None:
        try:
            width, height = (int(v) for v in viewport)
        except (TypeError, ValueError):
            raise InvalidArgument(
                f"viewport={viewport!r} is not a (width, height) pair", "Pass e.g. (1280, 720)"
            ) from None
        if not (1 <= width <= 10_000 and 1 <= height <= 10_000):
            raise InvalidArgument(
                f"viewport={viewport!r} is out of range", "Use 1..10000 pixels per side"
            )
        viewport = (width, height)
    if timeout is None:
        timeout = settings.timeout
    if not isinstance(timeout, (int, float)) or not 0 < timeout <= MAX_TIMEOUT_S:
        # Unbounded, a huge value overflows Playwright's timer and fails at once.
        raise InvalidArgument(f"timeout={timeout!r} is not allowed",
                              f"Use seconds > 0 and up to {MAX_TIMEOUT_S}")  # fmt: skip
    _choice("wait_until", wait_until, WaitUntil)
    _choice("animations", animations, Animations)
    _choice("scale", scale, Scale)
    _choice("isolation", isolation, Isolation)
    _choice("browser", browser, BrowserName)
    fmt = "jpeg" if format == "jpg" else format
    _choice("format", fmt, ImageFormat)
    if color_scheme is not None:
        _choice("color_scheme", color_scheme, ColorScheme)
    if quality is not None:
        if fmt != "jpeg":
            raise InvalidArgument(
                "quality only applies to JPEG", "Pass format='jpeg' or drop quality"
            )
        if not isinstance(quality, int) or not 0 <= quality <= 100:
            raise InvalidArgument(f"quality={quality!r} is not allowed", "Use 0..100")
    masks = (mask,) if isinstance(mask, str) else tuple(mask or ())
    check_count("mask", masks)
    for sel in (selector, wait_for, *masks):
        if sel is not None and (not isinstance(sel, str) or not sel.strip()):
            raise InvalidArgument(
                f"Selector {sel!r} is empty", "Pass a CSS selector such as '#main'"
            )
    frozen = _frozen_time(freeze_time)
    return CaptureOptions(
        selector=selector,
        full_page=bool(full_page),
        viewport=viewport,
        device=device,
        color_scheme=cast("ColorScheme | None", color_scheme),
        reduced_motion=reduced_motion,
        animations=cast(Animations, animations),
        freeze_time=frozen if animations == "disabled" else None,
        mask=masks,
        mask_color=mask_color,
        wait_until=cast(WaitUntil, wait_until),
        wait_for=wait_for,
        timeout=float(timeout),
        scale=cast(Scale, scale),
        format=cast(ImageFormat, fmt),
        quality=quality,
        out_dir=Path(out_dir).expanduser() if out_dir is not None else None,
        snapshot=bool(snapshot),
        isolation=cast(Isolation, isolation),
        browser=browser,
    )
