"""Process-wide settings, changed with :func:`configure`."""

from __future__ import annotations

import os
from dataclasses import dataclass
from pathlib import Path

from .errors import InvalidArgument


@dataclass
class Settings:
    """What :func:`configure` sets. Every field has a per-call override."""

    browser: str | None = None  # path to a Chromium/Chrome; None = search
    out_dir: Path | None = None  # None = $NBSHOT_OUT or ~/.cache/nbshot/captures
    concurrency: int = 4  # pages captured at once by one batch
    timeout: float = 30.0  # seconds, per navigation / wait


settings = Settings()


def configure(
    *,
    browser: str | os.PathLike[str] | None = None,
    out_dir: str | os.PathLike[str] | None = None,
    concurrency: int | None = None,
    timeout: float | None = None,
) -> Settings:
    """Change process-wide defaults; returns the settings now in force.

    Parameters
    ----------
    browser:
        Path to a Chromium/Chrome executable. Takes precedence over NBSHOT_BROWSER.
        Changing it closes the running browser; the next call launches the new one.
    out_dir:
        Default folder for captures.
    concurrency:
        How many pages a batch captures at once (>= 1).
    timeout:
        Default seconds to wait for a page or element (> 0).

    Raises
    ------
    InvalidArgument
        For a concurrency below 1 or a timeout that is not positive.
    """
    if concurrency is not None:
        if not isinstance(concurrency, int) or concurrency < 1:
            raise InvalidArgument(f"concurrency={concurrency!r} is not allowed", "Use 1 or more")
        settings.concurrency = concurrency
    if timeout is not None:
        if not isinstance(timeout, (int, float)) or timeout <= 0:
            raise InvalidArgument(f"timeout={timeout!r} is not allowed", "Use seconds > 0")
        settings.timeout = float(timeout)
    if out_dir is not None:
        settings.out_dir = Path(out_dir).expanduser()
    if browser is not None:
        new = os.fspath(browser)
        if new != settings.browser:
            settings.browser = new
            from .engine import engine

            engine.reset_browser()
    return settings
