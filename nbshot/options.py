"""Capture options and targets: checked in the caller's thread, before any browser work."""

from __future__ import annotations

import os
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime, timezone
from pathlib import Path
from typing import Any, Literal, cast, get_args

from .config import settings
from .errors import (
    InvalidArgument,
)
from .files import slug, validate_name

WaitUntil = Literal["load", "domcontentloaded", "networkidle", "commit"]
ColorScheme = Literal["light", "dark", "no-preference"]
Animations = Literal["disabled", "allow"]
Scale = Literal["css", "device"]
ImageFormat = Literal["png", "jpeg"]

DEFAULT_VIEWPORT = (1280, 720)
#: What ``Date`` says on a page captured with frozen animations: fixed, so clocks
#: and "3 minutes ago" labels look the same in every capture.
FROZEN_TIME = datetime(2025, 1, 1, 12, 0, 0, tzinfo=timezone.utc)


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
    # Set by capture_matrix for custom devices and variants (see matrix.py).
    scale_factor: float | None = None
    mobile: bool | None = None
    forced_colors: bool = False
    media: Literal["screen", "print"] | None = None
    zoom: float | None = None
    browser: str = "chromium"

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


def make_options(
    *,
    selector: str | None = None,
    full_page: bool = False,
    viewport: tuple[int, int] | Sequence[int] | None = None,
    device: str | None = None,
    color_scheme: str | None = None,
    reduced_motion: bool | None = None,
    animations: str = "disabled",
    freeze_time: datetime | str | bool | None = True,
    mask: str | Sequence[str] | None = None,
    mask_color: str | None = None,
    wait_until: str = "load",
    wait_for: str | None = None,
    timeout: float | None = None,
    scale: str = "device",
    format: str = "png",
    quality: int | None = None,
    out_dir: str | os.PathLike[str] | None = None,
    snapshot: bool = False,
) -> CaptureOptions:
    """Check every option and return them as :class:`CaptureOptions`.

    Raises
    ------
    InvalidArgument
        For any value nbshot cannot use, naming the allowed ones.
    """
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
    if not isinstance(timeout, (int, float)) or timeout <= 0:
        raise InvalidArgument(f"timeout={timeout!r} is not allowed", "Use seconds > 0")
    _choice("wait_until", wait_until, WaitUntil)
    _choice("animations", animations, Animations)
    _choice("scale", scale, Scale)
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
    for sel in (selector, wait_for, *masks):
        if sel is not None and (not isinstance(sel, str) or not sel.strip()):
            raise InvalidArgument(
                f"Selector {sel!r} is empty", "Pass a CSS selector such as '#main'"
            )
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
    )


# -- targets -----------------------------------------------------------------------


@dataclass(frozen=True)
class Target:
    """What to load: a ``url``, or raw ``html`` (then ``url`` is only a label)."""

    url: str
    html: str | None = None
    name: str = "page"


def resolve_target(
    target: str | os.PathLike[str] | None, html: str | None, name: str | None
) -> Target:
    """Turn what the user passed into a loadable :class:`Target`.

    Accepts http(s) and file URLs, ``demo:/page`` (the bundled demo site), a path
    to an existing ``.html`` file, or ``html=`` markup.

    Raises
    ------
    InvalidArgument
        For both or neither of target and html, a missing file, or a string that
        is not a URL.
    """
    if html is not None:
        if target is not None:
            raise InvalidArgument("Pass a target or html=, not both", "Drop one of them")
        return Target(
            "about:blank", html=html, name=validate_name("page" if name is None else name)
        )
    if target is None:
        raise InvalidArgument("Nothing to capture", "Pass a URL, an .html path or html='<p>...'")
    text = os.fspath(target)
    lowered = text.lower()
    if lowered.startswith(("http://", "https://", "file://", "data:", "about:")):
        url = text
    elif lowered.startswith("demo:"):
        from .demo import resolve_demo_target

        url = resolve_demo_target(text)
    elif lowered.endswith((".html", ".htm", ".svg")) or os.path.exists(text):
        path = Path(text).expanduser()
        if not path.is_file():
            raise InvalidArgument(
                f"No such file: {text!r}", "Check the path, or pass an http(s) URL"
            )
        url = path.resolve().as_uri()
    else:
        raise InvalidArgument(
            f"{text!r} is not a URL or an existing .html file",
            f"Add the scheme, e.g. 'https://{text}', or pass html='...' for markup",
        )
    return Target(url, name=slug(text) if name is None else validate_name(name))
