"""Capture options as typed keyword arguments (``**options: Unpack[CaptureArgs]``),
so editors and mypy check them. Made from page/options.py: do not edit; run
``python -m nbshot.page.options`` after changing an option (a test says when).
"""

from __future__ import annotations

import os
from collections.abc import Sequence
from datetime import datetime
from typing import Literal, TypedDict


class CaptureArgs(TypedDict, total=False):
    """Every capture option: ``nbshot.capture(...)``."""

    selector: str | None
    full_page: bool
    viewport: tuple[int, int] | None
    device: str | None
    color_scheme: Literal["light", "dark", "no-preference"] | None
    reduced_motion: bool | None
    animations: Literal["disabled", "allow"]
    freeze_time: datetime | str | bool
    mask: str | Sequence[str] | None
    mask_color: str | None
    style: str | None
    wait_until: Literal["load", "domcontentloaded", "networkidle", "commit"]
    wait_for: str | None
    settle: bool
    timeout: float | None
    scale: Literal["css", "device"]
    format: Literal["png", "jpeg"] | Literal["jpg"]
    quality: int | None
    out_dir: str | os.PathLike[str] | None
    browser: Literal["chromium", "chrome", "msedge", "firefox", "webkit"]
    isolation: Literal["page", "context"]
    steps: Sequence[str] | None
    snapshot: bool


class LoadArgs(TypedDict, total=False):
    """How a page is opened: ``snapshot``, ``pdf``, ``extract``."""

    viewport: tuple[int, int] | None
    device: str | None
    color_scheme: Literal["light", "dark", "no-preference"] | None
    reduced_motion: bool | None
    wait_until: Literal["load", "domcontentloaded", "networkidle", "commit"]
    wait_for: str | None
    settle: bool
    timeout: float | None
    browser: Literal["chromium", "chrome", "msedge", "firefox", "webkit"]
    isolation: Literal["page", "context"]


class OpenArgs(TypedDict, total=False):
    """The options ``nbshot.open(...)`` takes (fixed for the session)."""

    viewport: tuple[int, int] | None
    device: str | None
    color_scheme: Literal["light", "dark", "no-preference"] | None
    reduced_motion: bool | None
    freeze_time: datetime | str | bool
    wait_until: Literal["load", "domcontentloaded", "networkidle", "commit"]
    settle: bool
    timeout: float | None
    out_dir: str | os.PathLike[str] | None
    browser: Literal["chromium", "chrome", "msedge", "firefox", "webkit"]


class ShotArgs(TypedDict, total=False):
    """The options ``Session.shot(...)`` takes."""

    selector: str | None
    full_page: bool
    animations: Literal["disabled", "allow"]
    freeze_time: datetime | str | bool
    mask: str | Sequence[str] | None
    mask_color: str | None
    style: str | None
    scale: Literal["css", "device"]
    format: Literal["png", "jpeg"] | Literal["jpg"]
    quality: int | None
    out_dir: str | os.PathLike[str] | None
    snapshot: bool
