"""``pdf``: a page saved as PDF by Chromium."""

from __future__ import annotations

import os
import re
from pathlib import Path
from typing import TYPE_CHECKING, Any

from playwright.async_api import Error as PlaywrightError
from playwright.async_api import Page

from nbshot.browser.engine import engine
from nbshot.browser.twins import sync_twin
from nbshot.config import settings
from nbshot.errors import BrowserError, InvalidArgument
from nbshot.files import atomic_write, default_out_dir, private_dir, validate_name
from nbshot.model.pdf import Pdf, page_count
from nbshot.page.load import open_loaded, with_relaunch
from nbshot.page.options import OPTION_NAMES, CaptureOptions, check_option_names, make_options
from nbshot.page.targets import Target, resolve_target
from nbshot.project.file import captures_folder
from nbshot.session.session import Session

if TYPE_CHECKING:
    from typing_extensions import Unpack

    from nbshot.page.option_args import LoadArgs

FORMATS = ("Letter", "Legal", "Tabloid", "Ledger", "A0", "A1", "A2", "A3", "A4", "A5", "A6")


async def pdf_async(
    target: str | os.PathLike[str] | Session | None = None,
    *,
    html: str | None = None,
    name: str | None = None,
    out_dir: str | os.PathLike[str] | None = None,
    format: str = "A4",
    landscape: bool = False,
    margins: str | dict[str, str] | None = None,
    print_background: bool = True,
    **page_options: Unpack[LoadArgs],
) -> Pdf:
    """Save a page as PDF (Chromium's print to PDF); returns a :class:`~nbshot.Pdf`,
    shown in a notebook by its first page.

    Parameters
    ----------
    target:
        A URL, ``demo:/page``, an ``.html`` path, or an open :class:`Session` (its
        page as it is now).
    html:
        Raw markup instead of a target.
    name:
        File name without ``.pdf`` (default: from the target).
    out_dir:
        Where the file goes (default as for :func:`nbshot.capture`).
    format:
        Paper size: Letter, Legal, Tabloid, Ledger, A0-A6 (default A4).
    landscape:
        Turn the paper.
    margins:
        One CSS length for every side (``"1cm"``) or a dict with any of ``top``,
        ``right``, ``bottom``, ``left``. Default: none.
    print_background:
        Print background colours and images (default True, as the page looks).
    page_options:
        How to load the page, as for :func:`nbshot.capture` (``wait_for``,
        ``timeout``, ``color_scheme``, ...).

    Raises
    ------
    InvalidArgument
        For an unknown format, margins that are not a length or a dict of them, and
        what :func:`nbshot.capture` refuses.
    NavigationFailed, Timeout
        As :func:`nbshot.capture`.
    """
    paper = _paper(format, landscape, margins, print_background)
    if isinstance(target, Session):
        if page_options or html is not None:
            raise InvalidArgument(
                "A session's page is already loaded",
                "Pass only name=, out_dir= and the paper options",
            )
        folder = private_dir(out_dir or target.out_dir)
        file = folder / f"{validate_name(name or 'session')}.pdf"
        return await engine.run_async(_save(target.page, file, paper))
    check_option_names(page_options, OPTION_NAMES["load"], "pdf")
    opts = make_options(freeze_time=False, **page_options)
    planned = resolve_target(target, html, name)
    folder = private_dir(out_dir or settings.out_dir or captures_folder() or default_out_dir())
    work = with_relaunch(
        lambda: _load_and_save(planned, opts, folder, paper), f"PDF of {planned.url}"
    )
    return await engine.run_async(work)


# The lengths page.pdf takes (px, in, cm, mm; a bare number is px): Chromium would
# refuse another ("lots") only once the page is loaded, as a browser error.
_LENGTH = re.compile(r"\d+(?:\.\d+)?\s*(?:px|in|cm|mm)?", re.IGNORECASE)


def _paper(format: str, landscape: bool, margins: Any, background: bool) -> dict[str, Any]:
    """Playwright's ``page.pdf`` arguments, checked."""
    chosen = next(
        (f for f in FORMATS if isinstance(format, str) and f.lower() == format.lower()), None
    )
    if chosen is None:
        raise InvalidArgument(
            f"format={format!r} is not a paper size", f"Use one of: {', '.join(FORMATS)}"
        )
    if isinstance(margins, str):
        margins = dict.fromkeys(("top", "right", "bottom", "left"), margins)
    if margins is not None and (
        not isinstance(margins, dict)
        or not set(margins) <= {"top", "right", "bottom", "left"}
        or not all(isinstance(v, str) and _LENGTH.fullmatch(v.strip()) for v in margins.values())
    ):
        raise InvalidArgument(
            f"margins={margins!r} is not allowed"[:300],
            "Give one CSS length such as '1cm', or a dict of top, right, bottom, left lengths",
        )
    paper: dict[str, Any] = {
        "format": chosen,
        "landscape": bool(landscape),
        "print_background": bool(background),
    }
    if margins:
        paper["margin"] = margins
    return paper


async def _load_and_save(
    target: Target, opts: CaptureOptions, folder: Path, paper: dict[str, Any]
) -> Pdf:
    async with open_loaded(target, opts) as loaded:
        made = await _save(loaded.page, folder / f"{target.name}.pdf", paper)
        if target.html is not None:
            made.url = ""
        return made


async def _save(page: Page, file: Path, paper: dict[str, Any]) -> Pdf:
    try:
        data = await page.pdf(**paper)
    except PlaywrightError as exc:
        first = str(exc.message or exc).strip().splitlines()[0]
        raise BrowserError(
            f"Printing to PDF failed: {first}", "PDF needs Chromium (not Firefox or WebKit)"
        ) from None
    atomic_write(file, data)
    return Pdf(file, page_count(data), page.url, await page.title())


pdf = sync_twin(pdf_async)
pdf_async.__doc__ = "Async twin of :func:`pdf`.\n\n" + (pdf_async.__doc__ or "")
