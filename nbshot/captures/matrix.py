"""``capture_matrix``: every target on every device in every variant (and browser).

The devices and variants themselves are :mod:`nbshot.page.devices`; this module
turns their product into cells for :func:`~nbshot.captures.capture.capture_cells`.
"""

from __future__ import annotations

import asyncio
import inspect
import itertools
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
from nbshot.files import file_stem
from nbshot.model.shot import Shots
from nbshot.page.devices import (
    BROWSERS,
    Device,
    DeviceArg,
    Variant,
    parse_device,
    parse_variant,
    registry,
)
from nbshot.page.options import OPTION_NAMES, CaptureOptions, make_options
from nbshot.page.targets import Target

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
    client: Any = None,
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
        on nbshot's engine thread, so it must not block; not with ``client``).
    client:
        Capture on a cluster instead: a ``dask.distributed.Client`` (one task per
        cell, shown as ``capture home@phone/dark``), its scheduler's address, or any
        ``concurrent.futures.Executor``. Each worker keeps its own browser; the
        images come back into ``out_dir``. See docs/scale.md.
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
    if client is not None and on_shot is not None:
        raise InvalidArgument("on_shot= does not work with client=",
                              "Tasks run in other processes; use progress=True")  # fmt: skip
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
    targets_list = planned if isinstance(planned, list) else [planned]
    cells = _cells(targets_list, device_list, variant_list, browsers, opts)
    if client is not None:
        from nbshot.captures.distributed import capture_on

        return await asyncio.to_thread(capture_on, client, cells, out_dir, progress=progress)
    work = capture_cells(cells, out_dir, workers, progress=progress, on_shot=on_shot)
    return await engine.run_async(work)


def _cells(
    targets: list[Target], devices: list[Device], variants: list[Variant],
    browsers: Sequence[str], opts: CaptureOptions,
) -> list[Cell]:  # fmt: skip
    """Every target x device x variant x browser, named and labelled."""
    cells = []
    for target, device, variant, browser in itertools.product(targets, devices, variants, browsers):
        parts = [target.name, device.label, variant.label]
        if len(browsers) > 1:
            parts.append(browser)
        name = file_stem("-".join(parts).replace("+", "-"))
        labels = {"screen": target.name, "device": device.label,
                  "variant": variant.label, "browser": browser}  # fmt: skip
        cell_opts = replace(variant.apply(device.apply(opts)), browser=browser)
        cells.append(Cell(target, cell_opts, name, labels))
    return cells


def capture_matrix(targets: TargetArg, **options: Any) -> Shots:
    return engine.run(capture_matrix_async(targets, **options))


capture_matrix.__doc__ = capture_matrix_async.__doc__
capture_matrix.__signature__ = inspect.signature(capture_matrix_async)  # type: ignore[attr-defined]
capture_matrix_async.__doc__ = "Async twin of :func:`capture_matrix`.\n\n" + (
    capture_matrix_async.__doc__ or ""
)
