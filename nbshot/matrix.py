"""Devices x variants: ``capture_matrix`` and the names it understands.

Devices: Playwright's registry names (``"iPhone 13"``), the aliases below, or a
custom ``(width, height, scale, mobile)``. Variants: ``light``, ``dark``,
``reduced-motion``, ``large-text`` (page zoom 125%: text and layout grow and
re-wrap, as a reader's Ctrl-+ does), ``forced-colors`` (Windows high contrast),
``print`` (print media), combined with ``+`` as in ``dark+large-text``.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from typing import Any

from .capture import _OPTION_NAMES, TargetArg, _capture_one, _plan
from .engine import engine
from .errors import InvalidArgument, NbshotError
from .files import slug
from .options import CaptureOptions, Target
from .shot import Failure, Shot, Shots

#: Short names for common devices: a registry name, or (width, height, scale, mobile).
DEVICE_ALIASES: dict[str, str | tuple[int, int, float, bool]] = {
    "desktop": "Desktop Chrome",
    "laptop": (1440, 900, 2.0, False),
    "tablet": "iPad Mini",
    "phone": "iPhone 13",
}
VARIANTS = ("light", "dark", "reduced-motion", "large-text", "forced-colors", "print")
LARGE_TEXT_ZOOM = 1.25
BROWSERS = ("chromium", "firefox", "webkit")

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
        return replace(opts, device=None, viewport=self.viewport, scale_factor=self.scale,
                       mobile=self.mobile)  # fmt: skip


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
            import difflib

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
        raise InvalidArgument(f"Device {spec!r} is out of range",
                              "Use 1..10000 pixels per side and a scale of 0.5..4")  # fmt: skip
    return Device(f"{width}x{height}@{scale:g}{'-mobile' if mobile else ''}",
                  viewport=(width, height), scale=scale, mobile=bool(mobile))  # fmt: skip


def parse_variant(spec: str) -> Variant:
    """A :class:`Variant` from ``"dark"`` or ``"dark+large-text"``.

    Raises
    ------
    InvalidArgument
        For an unknown part, or light and dark together.
    """
    parts = [p.strip().lower() for p in str(spec).split("+") if p.strip()]
    unknown = [p for p in parts if p not in VARIANTS]
    if not parts or unknown:
        raise InvalidArgument(
            f"Unknown variant {spec!r}",
            f"Use {', '.join(VARIANTS)}, or several joined with '+' (dark+large-text)",
        )
    if "light" in parts and "dark" in parts:
        raise InvalidArgument(f"Variant {spec!r} is light and dark at once", "Pick one")
    return Variant("+".join(parts), frozenset(parts))


async def _registry() -> list[str]:
    return list((await engine.playwright()).devices)


async def _run_matrix(
    cells: list[tuple[Target, Device, Variant, str, CaptureOptions, str]],
    out_dir: Any, concurrency: int, progress: bool,
    on_shot: Callable[[int, int], None] | None = None,
) -> Shots:  # fmt: skip
    gate = asyncio.Semaphore(concurrency)
    finished: list[str] = []
    bar = None
    if progress:
        from tqdm.auto import tqdm

        bar = tqdm(total=len(cells), unit="shot", desc="Capturing")

    async def one(cell: tuple[Target, Device, Variant, str, CaptureOptions, str]) -> Shot | Failure:
        target, device, variant, browser, opts, name = cell
        async with gate:
            try:
                shot = await _capture_one(target, opts, out_dir, name)
                labels = {"screen": target.name, "device": device.label,
                          "variant": variant.label, "browser": browser}  # fmt: skip
                return replace(shot, options={**shot.options, **labels})
            except NbshotError as error:
                return Failure(target.url, name, error)
            finally:
                if bar is not None:
                    bar.update(1)
                finished.append(name)
                if on_shot is not None:
                    on_shot(len(finished), len(cells))

    try:
        results = await asyncio.gather(*(one(c) for c in cells))
    finally:
        if bar is not None:
            bar.close()
    return Shots([r for r in results if isinstance(r, Shot)],
                 [r for r in results if isinstance(r, Failure)])  # fmt: skip


def capture_matrix(
    targets: TargetArg,
    *,
    devices: Sequence[DeviceArg] = ("desktop",),
    variants: Sequence[str] = ("light",),
    browsers: Sequence[str] = ("chromium",),
    concurrency: int | None = None,
    progress: bool = True,
    on_shot: Callable[[int, int], None] | None = None,
    **options: Any,
) -> Shots:
    """Capture every target on every device in every variant (and browser).

    Parameters
    ----------
    targets:
        A URL / ``demo:/page``, a list, or a ``{screen: url}`` dict (the screen
        name labels rows and sheets and names baselines).
    devices:
        Registry names, aliases (``desktop``, ``laptop``, ``tablet``, ``phone``) or
        ``(width, height, scale, mobile)``.
    variants:
        ``light``, ``dark``, ``reduced-motion``, ``large-text``, ``forced-colors``,
        ``print``, or combinations such as ``dark+large-text``.
    browsers:
        ``chromium`` (default), ``firefox``, ``webkit`` where Playwright has them.
    progress, on_shot:
        A progress bar; and/or ``on_shot(done, total)`` after each capture (called
        on nbshot's engine thread, so it must not block).
    options:
        :func:`nbshot.capture`'s picture options (``full_page``, ``mask``, ...).

    Returns :class:`Shots` whose ``df`` has device, variant and browser columns;
    cells that fail are in ``Shots.failures``. Files are named
    ``{screen}-{device}-{variant}[-{browser}]``.

    Raises
    ------
    InvalidArgument
        For an unknown device, variant or browser, or a bad capture option,
        before anything is captured.
    """
    for key in options:
        if key not in _OPTION_NAMES or key in ("device", "color_scheme", "viewport"):
            raise InvalidArgument(
                f"capture_matrix() does not take {key}=",
                "Devices and variants set device, viewport and colour scheme; "
                "see help(nbshot.capture_matrix)",
            )
    planned, opts, out_dir, workers = _plan(targets, None, None, concurrency, options)
    target_list = planned if isinstance(planned, list) else [planned]
    registry = engine.run(_registry())
    device_list = [parse_device(d, registry) for d in devices]
    variant_list = [parse_variant(v) for v in variants]
    for browser in browsers:
        if browser not in BROWSERS:
            raise InvalidArgument(f"Unknown browser {browser!r}", f"Use {', '.join(BROWSERS)}")
    if not device_list or not variant_list or not browsers:
        raise InvalidArgument("Nothing to capture", "Give at least one device, variant, browser")
    cells = []
    for target in target_list:
        for device in device_list:
            for variant in variant_list:
                for browser in browsers:
                    cell_opts = replace(variant.apply(device.apply(opts)), browser=browser)
                    parts = [target.name, device.label, variant.label]
                    if len(browsers) > 1:
                        parts.append(browser)
                    name = slug("-".join(parts).replace("+", "-").replace(" ", "-"))
                    cells.append((target, device, variant, browser, cell_opts, name))
    return engine.run(_run_matrix(cells, out_dir, workers, progress, on_shot))
