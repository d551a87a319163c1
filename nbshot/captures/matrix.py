"""``capture_matrix``: every target on every device in every variant (and browser).

The devices and variants themselves are :mod:`nbshot.page.devices`; this module
turns their product into cells for :func:`~nbshot.captures.capture.capture_cells`.
"""

from __future__ import annotations

import inspect
from collections.abc import Callable, Sequence
from dataclasses import replace
from typing import Any

from nbshot.browser.engine import engine
from nbshot.captures.capture import (
    Cell,
    TargetArg,
    batch_settings,
    capture_cells,
    resolve_targets,
)
from nbshot.errors import InvalidArgument
from nbshot.files import slug
from nbshot.model.shot import Shots
from nbshot.page.devices import BROWSERS, DeviceArg, parse_device, parse_variant, registry
from nbshot.page.options import OPTION_NAMES, make_options

# Devices and variants decide these; a matrix cannot also fix them.
_SET_BY_CELLS = frozenset({"device", "color_scheme", "viewport"})


async def capture_matrix_async(
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
        if key not in OPTION_NAMES["all"] or key in _SET_BY_CELLS:
            raise InvalidArgument(
                f"capture_matrix() does not take {key}=",
                "Devices and variants set device, viewport and colour scheme; "
                "see help(nbshot.capture_matrix)",
            )
    opts = make_options(**options)
    planned = resolve_targets(targets, None, None)
    out_dir, workers = batch_settings(opts, concurrency)
    names = await engine.run_async(registry())
    device_list = [parse_device(d, names) for d in devices]
    variant_list = [parse_variant(v) for v in variants]
    for browser in browsers:
        if browser not in BROWSERS:
            raise InvalidArgument(f"Unknown browser {browser!r}", f"Use {', '.join(BROWSERS)}")
    if not device_list or not variant_list or not browsers:
        raise InvalidArgument("Nothing to capture", "Give at least one device, variant, browser")
    cells = []
    for target in planned if isinstance(planned, list) else [planned]:
        for device in device_list:
            for variant in variant_list:
                for browser in browsers:
                    parts = [target.name, device.label, variant.label]
                    if len(browsers) > 1:
                        parts.append(browser)
                    name = slug("-".join(parts).replace("+", "-").replace(" ", "-"))
                    labels = {"screen": target.name, "device": device.label,
                              "variant": variant.label, "browser": browser}  # fmt: skip
                    cell_opts = replace(variant.apply(device.apply(opts)), browser=browser)
                    cells.append(Cell(target, cell_opts, name, labels))
    work = capture_cells(cells, out_dir, workers, progress=progress, on_shot=on_shot)
    return await engine.run_async(work)


def capture_matrix(targets: TargetArg, **options: Any) -> Shots:
    return engine.run(capture_matrix_async(targets, **options))


capture_matrix.__doc__ = capture_matrix_async.__doc__
capture_matrix.__signature__ = inspect.signature(capture_matrix_async)  # type: ignore[attr-defined]
capture_matrix_async.__doc__ = "Async twin of :func:`capture_matrix`.\n\n" + (
    capture_matrix_async.__doc__ or ""
)
