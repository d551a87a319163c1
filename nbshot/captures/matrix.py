"""``capture_matrix``: every target on every device in every variant (and browser).

The devices and variants themselves are :mod:`nbshot.page.devices`; this module
turns their product into cells for :func:`~nbshot.captures.capture.capture_cells`.
"""

from __future__ import annotations

import asyncio
import itertools
from collections.abc import Callable, Sequence
from dataclasses import replace
from typing import Any, cast

from nbshot.browser.engine import engine
from nbshot.browser.twins import sync_twin
from nbshot.captures.capture import (
    Cell,
    TargetArg,
    batch_settings,
    capture_cells,
    resolve_targets,
)
from nbshot.errors import InvalidArgument
from nbshot.files import file_stem, slug
from nbshot.model.bounds import MAX_CELLS, check_count
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
from nbshot.page.options import OPTION_NAMES, BrowserName, CaptureOptions, make_options
from nbshot.page.stories import is_story, wanted
from nbshot.page.targets import Target
from nbshot.project.file import Profile
from nbshot.project.file import current as current_project

# Devices and variants decide these; a matrix cannot also fix them.
_SET_BY_CELLS = frozenset({"device", "color_scheme", "viewport", "browser"})


async def capture_matrix_async(  # long: one documented keyword per option, a line each
    targets: TargetArg = None,
    *,
    devices: Sequence[DeviceArg] | None = None,
    variants: Sequence[str] | None = None,
    browsers: Sequence[str] | None = None,
    profile: str | None = None,
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
        Registry names, aliases (``desktop``, ``laptop``, ``tablet``, ``phone``),
        ``(width, height, scale, mobile)``, or a project's ``[devices]`` names
        (default ``desktop``).
    variants:
        ``light`` (default), ``dark``, ``reduced-motion``, ``large-text``,
        ``forced-colors``, ``print``, combinations such as ``dark+large-text``, or a
        project's ``[variants]`` names.
    browsers:
        ``chromium`` (default), ``chrome``, ``msedge``, ``firefox``, ``webkit``; one not
        installed fails its own cells (``Shots.failures``), not the others.
    profile:
        A project's ``[profiles.NAME]`` (docs/projects.md): its targets, devices,
        variants, browsers, steps and ``full_page``, where the call gives none.
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

    Returns :class:`Shots` whose ``df`` has device, variant and browser columns; cells
    that fail are in ``Shots.failures``. Files: ``{screen}-{device}-{variant}[-{browser}]``.

    Raises
    ------
    InvalidArgument
        For an unknown device, variant or browser, or a bad capture option,
        before anything is captured.
    """
    _check_keywords(options, client, on_shot)
    if profile is not None:
        spec = profile_named(profile)
        targets = targets if targets is not None else {screen(t): t for t in spec.targets}
        devices, variants = devices or spec.devices, variants or spec.variants
        browsers = browsers or spec.browsers
        options.setdefault("steps", list(spec.steps) or None)
        options.setdefault("full_page", spec.full_page)
    if targets is None:
        raise InvalidArgument("Nothing to capture", "Give targets, or profile= of the project")
    opts = make_options(**options)
    planned = resolve_targets(targets, None, None)
    out_dir, workers = batch_settings(opts, concurrency)
    browsers = browsers or ("chromium",)
    _check_lists(targets=targets, devices=devices, variants=variants, browsers=browsers)
    device_list, variant_list = await devices_and_variants(
        devices or ("desktop",), variants or ("light",)
    )
    planned_list = planned if isinstance(planned, list) else [planned]
    _check_size(planned_list, device_list, variant_list, browsers)
    cells = _cells(planned_list, device_list, variant_list, browsers, opts)
    if client is not None:
        from nbshot.captures.distributed import capture_on

        return await asyncio.to_thread(capture_on, client, cells, out_dir, progress=progress)
    work = capture_cells(cells, out_dir, workers, progress=progress, on_shot=on_shot)
    return await engine.run_async(work)


def _check_lists(**given: Any) -> None:
    """Raises InvalidArgument for a list argument longer than a whole matrix may be."""
    for name, value in given.items():
        check_count(name, value if isinstance(value, (list, tuple, dict)) else None, MAX_CELLS)


def _check_size(
    targets: list[Any], devices: list[Any], variants: list[Any], browsers: Sequence[str]
) -> None:
    """Raises InvalidArgument for an empty matrix, or one over MAX_CELLS cells: checked
    before anything loads, so one call cannot hold the browser for long."""
    if not devices or not variants or not browsers:
        raise InvalidArgument("Nothing to capture", "Give at least one device, variant, browser")
    count = len(targets) * len(devices) * len(variants) * len(browsers)
    if count > MAX_CELLS:
        raise InvalidArgument(
            f"The matrix has {count} cells ({len(targets)} targets x {len(devices)} "
            f"devices x {len(variants)} variants x {len(browsers)} browsers); "
            f"one call takes at most {MAX_CELLS}",
            "Split it over several calls (fewer targets, devices or variants each)",
        )


def _check_keywords(options: dict[str, Any], client: Any, on_shot: Any) -> None:
    for key in options:
        if key not in OPTION_NAMES["all"] or key in _SET_BY_CELLS:
            raise InvalidArgument(
                f"capture_matrix() does not take {key}=",
                "Devices, variants and browsers set device, viewport, colour scheme and "
                "browser; "
                "see help(nbshot.capture_matrix)",
            )
    if client is not None and on_shot is not None:
        raise InvalidArgument(
            "on_shot= does not work with client=", "Tasks run in other processes; use progress=True"
        )


def profile_named(name: str) -> Profile:
    """The project's profile called ``name``.

    Raises
    ------
    InvalidArgument
        Outside a project, or when it has no such profile (listing those it has).
    """
    project = current_project()
    if project is None:
        raise InvalidArgument(
            f"profile={name!r} needs a project file, and there is none here",
            "Create nbshot.toml (see docs/projects.md), or run from its folder",
        )
    return project.profile(name)


def screen(target: str) -> str:
    """The screen name of a profile's target: the ``[targets]`` name, a story's id, or
    the path's slug."""
    if is_story(target):
        return wanted(target)  # a pattern's stories are named by their ids
    project = current_project()
    return target if project is not None and target in project.targets else slug(target)


async def devices_and_variants(
    devices: Sequence[DeviceArg], variants: Sequence[str]
) -> tuple[list[Device], list[Variant]]:
    """Devices and variants parsed, a project's ``[devices]``/``[variants]`` names first
    (labelled by their names).

    Raises
    ------
    InvalidArgument
        For a device or variant nobody knows.
    """
    project = current_project()
    own_devices = project.devices if project else {}
    own_variants = project.variants if project else {}
    names = await engine.run_async(registry())
    device_list = []
    for device in devices:
        if isinstance(device, str) and device in own_devices:
            spec = own_devices[device]
            spec = tuple(spec) if isinstance(spec, list) else spec
            try:
                parsed = parse_device(spec, names)
            except InvalidArgument as error:  # only the registry knows its names: say where
                assert project is not None  # own_devices come from it
                raise project.fail(("devices", device), error) from None
            device_list.append(replace(parsed, label=device))
        else:
            device_list.append(parse_device(device, names))
    variant_list = [
        replace(parse_variant(own_variants[v]), label=v) if v in own_variants else parse_variant(v)
        for v in variants
    ]
    return device_list, variant_list


def _cells(
    targets: list[Target],
    devices: list[Device],
    variants: list[Variant],
    browsers: Sequence[str],
    opts: CaptureOptions,
) -> list[Cell]:
    """Every target x device x variant x browser, named and labelled.

    Raises
    ------
    InvalidArgument
        For a browser nbshot does not know.
    """
    for browser in browsers:
        if browser not in BROWSERS:
            raise InvalidArgument(f"Unknown browser {browser!r}", f"Use {', '.join(BROWSERS)}")
    cells = []
    for target, device, variant, browser in itertools.product(targets, devices, variants, browsers):
        parts = [target.name, device.label, variant.label]
        if len(browsers) > 1:
            parts.append(browser)
        name = file_stem("-".join(parts).replace("+", "-"))
        labels = {
            "screen": target.name,
            "device": device.label,
            "variant": variant.label,
            "browser": browser,
        }
        cell_opts = replace(variant.apply(device.apply(opts)), browser=cast(BrowserName, browser))
        cells.append(Cell(target, cell_opts, name, labels))
    return cells


capture_matrix = sync_twin(capture_matrix_async)
capture_matrix_async.__doc__ = "Async twin of :func:`capture_matrix`.\n\n" + (
    capture_matrix_async.__doc__ or ""
)
