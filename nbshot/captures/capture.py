"""``capture``: one call from a URL, file or HTML string to a saved, displayable Shot.

Arguments are checked in the caller's thread (:mod:`nbshot.page.options`: bad input
fails before any browser work); pages are loaded and pictured on the engine's loop
(:mod:`nbshot.page`). :func:`capture_cells` is the one batch primitive: a list of
targets and a devices x variants matrix are both a list of :class:`Cell`.
"""

from __future__ import annotations

import asyncio
import inspect
import os
import time
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import TYPE_CHECKING, Any

from nbshot import secrets
from nbshot.browser.engine import engine
from nbshot.browser.twins import sync_twin
from nbshot.config import settings
from nbshot.errors import InvalidArgument, NbshotError
from nbshot.files import default_out_dir, private_dir
from nbshot.model.shot import Shot, Shots
from nbshot.model.shot_parts import Failure
from nbshot.model.steps import parse_steps
from nbshot.model.urls import shown_url
from nbshot.notebook import Progress
from nbshot.page.load import open_loaded, with_relaunch
from nbshot.page.log import PageLog
from nbshot.page.options import (
    OPTION_NAMES,
    CaptureOptions,
    make_options,
    options_doc,
    options_parameters,
)
from nbshot.page.shoot import read_picture, save_picture, shoot
from nbshot.page.stories import is_story, wanted
from nbshot.page.targets import Target, resolve_target, story_targets
from nbshot.project.file import captures_folder
from nbshot.session.session import open_for_capture

if TYPE_CHECKING:
    from typing_extensions import Unpack

    from nbshot.page.option_args import CaptureArgs

#: A target with its own options, in a list given to :func:`capture`:
#: ``{"url": ..., "name": ..., "full_page": True, ...}`` (or ``"html"`` instead of url).
Entry = Mapping[str, Any]
TargetArg = (
    str | os.PathLike[str] | Sequence[str | os.PathLike[str] | Entry] | Mapping[str, str] | None
)


@dataclass(frozen=True)
class Cell:
    """One picture of a batch: the target, its options, the file name, and labels
    (screen, device, variant, browser) added to the Shot's options."""

    target: Target
    opts: CaptureOptions
    name: str
    labels: Mapping[str, str] = field(default_factory=dict)


async def capture_target(target: Target, opts: CaptureOptions, out_dir: Path, name: str) -> Shot:
    """Load one target, screenshot it, save it; once more if the browser died under it.
    With ``opts.steps``, :func:`capture_after_steps`. Runs on the engine loop."""
    if opts.steps:
        return await capture_after_steps(target, opts, out_dir, name)

    async def attempt() -> Shot:
        async with open_loaded(target, opts) as loaded:
            shot = await read_picture(
                loaded.page,
                opts,
                name,
                log=loaded.log,
                started=loaded.started,
                timings=loaded.timings,
                url=target.url if target.html is not None else None,
                warm=True,
            )
        # Written once the page is back in the pool: its reset has begun meanwhile.
        return save_picture(shot, out_dir)

    return await with_relaunch(attempt, f"Capturing {target.url}")


async def capture_after_steps(
    target: Target, opts: CaptureOptions, out_dir: Path, name: str
) -> Shot:
    """Open ``target`` in a session with the capture's options, play ``opts.steps``, then
    take the picture. Runs on the engine loop.

    Raises
    ------
    NbshotError
        The failing step's own error (``ElementNotFound``, ``Timeout``...), its message
        naming the step (``steps[1] 'click:#accept' failed on URL: ...``).
    """
    session = await open_for_capture(target, opts)
    try:
        for position, step in enumerate(parse_steps(list(opts.steps))):
            try:
                await session.run_step_async(step)
            except NbshotError as error:
                raise type(error)(
                    f"steps[{position}] {secrets.redact(step.raw)!r} failed on "
                    f"{shown_url(target.url)}: {error.what}",
                    error.hint,
                ) from None
        return await shoot(
            session.page,
            opts,
            out_dir,
            name,
            log=PageLog(),
            started=time.perf_counter(),
            timings={},
        )
    finally:
        await session.close_async()


async def capture_cells(
    cells: Sequence[Cell],
    out_dir: Path,
    concurrency: int,
    *,
    progress: bool = False,
    on_shot: Callable[[int, int], None] | None = None,
) -> Shots:
    """Capture every cell, at most ``concurrency`` at once, keeping going past failures.

    ``progress`` shows how far it is (:class:`nbshot.notebook.Progress`);
    ``on_shot(done, total)`` is called on the engine thread after each cell (so it
    must not block). Runs on the engine loop.
    """
    gate = asyncio.Semaphore(concurrency)
    done = 0
    bar = Progress(len(cells), "shot", "Capturing") if progress else None

    async def one(cell: Cell) -> Shot | Failure:
        nonlocal done
        async with gate:
            try:
                shot = await capture_target(cell.target, cell.opts, out_dir, cell.name)
                if cell.labels:
                    shot = replace(shot, options={**shot.options, **cell.labels})
                return shot
            except NbshotError as error:
                if bar is not None:
                    bar.failed += 1
                return Failure(cell.target.url, cell.name, error)
            finally:
                done += 1
                if bar is not None:
                    bar.update()
                if on_shot is not None:
                    on_shot(done, len(cells))

    try:
        results = await asyncio.gather(*(one(c) for c in cells))
    finally:
        if bar is not None:
            bar.close()
    return Shots(
        [r for r in results if isinstance(r, Shot)],
        [r for r in results if isinstance(r, Failure)],
    )


def _unique_names(targets: list[Target]) -> list[Target]:
    seen: dict[str, int] = {}
    out = []
    for t in targets:
        count = seen.get(t.name, 0) + 1
        seen[t.name] = count
        out.append(t if count == 1 else Target(t.url, t.html, f"{t.name}-{count}"))
    return out


def resolve_targets(target: TargetArg, html: str | None, name: str | None) -> list[Target] | Target:
    """One :class:`Target`, or a list for a list / ``{name: target}`` dict of them.

    Raises
    ------
    InvalidArgument
        For a target nbshot cannot load, ``name=`` with several targets, or an entry
        with options of its own (only :func:`capture` takes those).
    """
    if isinstance(target, Mapping):
        return _unique_names(
            [
                found
                for n, t in target.items()
                for found in (story_targets(t, n) if is_story(t) else [resolve_target(t, None, n)])
            ]
        )
    if isinstance(target, Sequence) and not isinstance(target, str):
        if name is not None:
            raise InvalidArgument(
                "name= names one capture, but several targets were given",
                "Pass a dict {name: url} to name each capture",
            )
        targets = []
        for item in target:
            if isinstance(item, Mapping):  # capture() reads these with entry_cells
                raise InvalidArgument(
                    "Entries with options of their own are for nbshot.capture",
                    "Give capture_matrix plain targets, or a {name: target} dict",
                )
            targets += (
                story_targets(str(item)) if is_story(item) else [resolve_target(item, None, None)]
            )
        return _unique_names(targets)
    if is_story(target) and html is None:
        # A story by its id is one Shot; a pattern (story:*, a title) is Shots.
        stories = story_targets(str(target), name)
        exact = len(stories) == 1 and stories[0].story == wanted(str(target))
        return stories[0] if exact else stories
    return resolve_target(target, html, name)


def entry_cells(
    entries: Sequence[str | os.PathLike[str] | Entry], options: dict[str, Any]
) -> list[Cell]:
    """Cells for a list whose items may carry their own options (over ``options``).

    Raises
    ------
    InvalidArgument
        For an entry without url or html, an unknown option, or a per-entry out_dir
        (a batch writes to one folder).
    """
    cells = []
    for entry in entries:
        if not isinstance(entry, Mapping):
            cells.append(Cell(resolve_target(entry, None, None), make_options(**options), ""))
            continue
        own = dict(entry)
        url, html, name = own.pop("url", None), own.pop("html", None), own.pop("name", None)
        if url is None and html is None:
            raise InvalidArgument(
                f"The entry {dict(entry)!r} has no url", "Give each entry a url (or html)"
            )
        if "out_dir" in own:
            raise InvalidArgument("An entry cannot set out_dir", "A batch writes to one folder")
        target = resolve_target(url, html, None if name is None else str(name))
        cells.append(Cell(target, make_options(**{**options, **own}), ""))
    named = _unique_names([c.target for c in cells])
    return [Cell(t, c.opts, t.name) for t, c in zip(named, cells, strict=True)]


def batch_settings(opts: CaptureOptions, concurrency: int | None) -> tuple[Path, int]:
    """The output folder (created owner-only) and the number of pages at once.

    Raises
    ------
    InvalidArgument
        For a concurrency below 1.
    """
    workers = settings.concurrency if concurrency is None else concurrency
    if not isinstance(workers, int) or workers < 1:
        raise InvalidArgument(f"concurrency={workers!r} is not allowed", "Use 1 or more")
    return private_dir(
        opts.out_dir or settings.out_dir or captures_folder() or default_out_dir()
    ), workers


# -- the public calls ----------------------------------------------------------------


async def capture_async(
    target: TargetArg = None,
    *,
    html: str | None = None,
    name: str | None = None,
    concurrency: int | None = None,
    **options: Unpack[CaptureArgs],
) -> Any:
    """Async twin of :func:`capture`: same arguments and results, awaitable from any
    event loop without blocking it (the work runs on nbshot's engine loop)."""
    # Everything is checked before the output folder is made: bad input writes nothing.
    opts = make_options(**options)
    if isinstance(target, Sequence) and any(isinstance(t, Mapping) for t in target):
        if name is not None:
            raise InvalidArgument(
                "name= names one capture, but several targets were given",
                "Give each entry its own name",
            )
        cells = entry_cells(target, dict(options))
        out_dir, workers = batch_settings(opts, concurrency)
        return await engine.run_async(capture_cells(cells, out_dir, workers))
    planned = resolve_targets(target, html, name)
    out_dir, workers = batch_settings(opts, concurrency)
    if isinstance(planned, list):
        cells = [Cell(t, opts, t.name) for t in planned]
        return await engine.run_async(capture_cells(cells, out_dir, workers))
    return await engine.run_async(capture_target(planned, opts, out_dir, planned.name))


capture = sync_twin(capture_async)  # the sync face: same arguments, run on the engine loop
capture.__doc__ = f"""Capture a page or an element and save it; returns a :class:`Shot`.

Given a list (or a ``{{name: target}}`` dict) of targets, captures them
concurrently in one browser and returns :class:`Shots`. A list may hold entries
with options of their own: ``{{"url": "demo:/", "name": "home", "full_page": True}}``
(the keyword options below apply to all, an entry's own win).

Parameters
----------
target:
    An http(s) or file URL, ``"demo:/signin"`` (the bundled demo site), a path
    to an ``.html`` file, or a list / dict of those.
html:
    Raw markup to capture instead of a target.
name:
    File name without suffix, ``^[A-Za-z0-9._-]+$``; default from the URL.
concurrency:
    For many targets: pages captured at once (default 4).
{options_doc(OPTION_NAMES["all"])}

Returns
-------
Shot, or Shots for a list or dict of targets. In a batch, targets that fail
are listed in ``Shots.failures`` and the others are still captured.

Raises
------
InvalidArgument
    Bad options, name, target or selector syntax; unknown device.
NavigationFailed
    The page could not be loaded after retries (``net::ERR_*``).
Timeout
    The page, ``wait_for`` or the screenshot took longer than ``timeout``.
ElementNotFound
    ``selector`` matched nothing once the page was ready.
BrowserNotFound
    No usable Chromium; the message names the fixes.
"""

# help(), notebook tooltips and the docs show every option, from their one declaration.
# (capture follows capture_async's signature through __wrapped__.)
_PLAIN = inspect.signature(capture_async)
capture_async.__signature__ = _PLAIN.replace(  # type: ignore[attr-defined]
    parameters=[*list(_PLAIN.parameters.values())[:4], *options_parameters(OPTION_NAMES["all"])]
)
