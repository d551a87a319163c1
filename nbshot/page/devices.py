"""Devices and variants: the names pages can be emulated as.

Devices: Playwright's registry names (``"iPhone 13"``), the aliases below, or a
custom ``(width, height, scale, mobile)``. Variants: ``light``, ``dark``,
``reduced-motion``, ``large-text`` (page zoom 125%: text and layout grow and
re-wrap, as a reader's Ctrl-+ does), ``forced-colors`` (Windows high contrast),
``print`` (print media), combined with ``+`` as in ``dark+large-text``.

Pure values: checked in the caller's thread; the page loader applies them.
"""

from __future__ import annotations

import difflib
from collections.abc import Sequence
from dataclasses import dataclass, replace
from typing import Any, get_args

from nbshot.browser.engine import engine
from nbshot.errors import InvalidArgument
from nbshot.model.variants import VARIANTS as VARIANTS  # re-exported: its old home
from nbshot.model.variants import variant_parts
from nbshot.page.options import BrowserName, CaptureOptions

#: Short names for common devices: a registry name, or (width, height, scale, mobile).
DEVICE_ALIASES: dict[str, str | tuple[int, int, float, bool]] = {
    "desktop": "Desktop Chrome",
    "laptop": (1440, 900, 2.0, False),
    "tablet": "iPad Mini",
    "phone": "iPhone 13",
}
LARGE_TEXT_ZOOM = 1.25
BROWSERS = get_args(BrowserName)

DeviceArg = str | tuple[int, int, float, bool] | Sequence[Any]


@dataclass(frozen=True)
class Device:
    """A device to emulate: a Playwright registry ``name`` or a custom viewport."""

    label: str
    name: str | None = None
    viewport: tuple[int, int] | None = None
    scale: float | None = None
    mobile: bool | None = None

    def apply(self, opts: CaptureOptions) -> CaptureOptions:
        if self.name is not None:
            return replace(opts, device=self.name)
        return replace(
            opts, device=None, viewport=self.viewport, scale_factor=self.scale, mobile=self.mobile
        )


@dataclass(frozen=True)
class Variant:
    """One combination of ``VARIANTS``, e.g. ``dark+large-text``."""

    label: str
    parts: frozenset[str]

    def apply(self, opts: CaptureOptions) -> CaptureOptions:
        return replace(
            opts,
            color_scheme="dark" if "dark" in self.parts else "light",
            reduced_motion=True if "reduced-motion" in self.parts else opts.reduced_motion,
            zoom=LARGE_TEXT_ZOOM if "large-text" in self.parts else None,
            forced_colors="forced-colors" in self.parts,
            media="print" if "print" in self.parts else None,
        )


def parse_device(spec: DeviceArg, registry: Sequence[str] = ()) -> Device:
    """A :class:`Device` from a registry name, an alias or ``(w, h, scale, mobile)``.

    Raises
    ------
    InvalidArgument
        For an unknown name (when ``registry`` is given) or a malformed tuple.
    """
    if isinstance(spec, str):
        alias = DEVICE_ALIASES.get(spec)
        if isinstance(alias, tuple):
            width, height, scale, mobile = alias
            return Device(spec, viewport=(width, height), scale=scale, mobile=mobile)
        name = alias or spec
        if registry and name not in registry:
            close = difflib.get_close_matches(name, list(registry), n=3, cutoff=0.5)
            hint = f"Did you mean {', '.join(map(repr, close))}?" if close else ""
            raise InvalidArgument(
                f"Unknown device {spec!r}",
                f"{hint} Use an alias ({', '.join(DEVICE_ALIASES)}), a Playwright device "
                "name or (width, height, scale, mobile)".strip(),
            )
        return Device(spec, name=name)
    try:
        raw_w, raw_h, raw_scale, mobile = tuple(spec)
        width, height, scale = int(raw_w), int(raw_h), float(raw_scale)
    except (TypeError, ValueError):
        raise InvalidArgument(
            f"Device {spec!r} is not a name or (width, height, scale, mobile)",
            "Pass e.g. 'phone', 'iPhone 13' or (390, 844, 3, True)",
        ) from None
    if not (1 <= width <= 10_000 and 1 <= height <= 10_000 and 0.5 <= scale <= 4):
        raise InvalidArgument(
            f"Device {spec!r} is out of range", "Use 1..10000 pixels per side and a scale of 0.5..4"
        )
    return Device(
        f"{width}x{height}@{scale:g}{'-mobile' if mobile else ''}",
        viewport=(width, height),
        scale=scale,
        mobile=bool(mobile),
    )


def parse_variant(spec: str) -> Variant:
    """A :class:`Variant` from ``"dark"`` or ``"dark+large-text"``.

    Raises
    ------
    InvalidArgument
        For an unknown part, or light and dark together.
    """
    parts = variant_parts(spec)
    return Variant("+".join(parts), frozenset(parts))


async def registry() -> list[str]:
    """Playwright's device names (on the engine loop)."""
    return list((await engine.playwright()).devices)
