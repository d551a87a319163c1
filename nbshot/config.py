"""Process-wide settings, changed with :func:`configure`.

A few settings start from environment variables, so a parent process (the flow
runner, a scheduler, CI) can pin them for every nbshot call in a child process:

=========================  ====================================================
``NBSHOT_TIMEZONE``        browser timezone, e.g. ``UTC`` (default: the machine's)
``NBSHOT_LOCALE``          browser locale, e.g. ``en-US`` (default: the machine's)
``NBSHOT_REDUCED_MOTION``  ``1``: pages see ``prefers-reduced-motion: reduce``
``NBSHOT_VIDEO_DIR``       record a video of every page into this folder
``NBSHOT_FILE_URLS``       ``0``: no page may load a ``file:`` URL (the MCP server
                           sets this for itself and the flows it runs)
``NBSHOT_SECRETS``         names ``${NAME}`` may read, comma-separated (the flow
                           runner passes the caller's list to its kernels)
=========================  ====================================================

Every ``NBSHOT_*`` variable, these and the others, is listed in :mod:`nbshot.env_vars`.
"""

from __future__ import annotations

import contextlib
import os
import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path

from nbshot import env_vars
from nbshot import secrets as _secrets
from nbshot.errors import InvalidArgument

# The variables these settings start from (all of nbshot's are in env_vars.py).
ENV_TIMEZONE = env_vars.TIMEZONE
ENV_LOCALE = env_vars.LOCALE
ENV_REDUCED_MOTION = env_vars.REDUCED_MOTION
ENV_VIDEO_DIR = env_vars.VIDEO_DIR
ENV_FILE_URLS = env_vars.FILE_URLS
ENV_HAR_DIR = env_vars.HAR_DIR
ENV_STORYBOOK = env_vars.STORYBOOK
ENV_SECRETS = env_vars.SECRETS
ENV_WARM_KERNELS = env_vars.WARM_KERNELS


def _env(name: str) -> str | None:
    return os.environ.get(name) or None


def _env_path(name: str) -> Path | None:
    value = _env(name)
    return Path(value) if value else None


def _env_names(name: str) -> tuple[str, ...]:
    """The names in a comma-separated variable; ones that cannot be secrets are dropped
    (this runs at import, where raising would break ``import nbshot``)."""
    kept = []
    for part in (_env(name) or "").split(","):
        # The runner lists its own carriers (NBSHOT_SECRET_*) for its kernels.
        if part.strip().startswith(_secrets.RUN_PREFIX):
            kept.append(part.strip())
        elif part.strip():
            with contextlib.suppress(InvalidArgument):
                kept.extend(_secrets.check_names([part.strip()], name))
    return tuple(kept)


def _env_flag(name: str) -> bool | None:
    value = _env(name)
    return None if value is None else value.lower() in ("1", "true", "yes", "on")


@dataclass
class Settings:
    """What :func:`configure` sets. Every field has a per-call override."""

    browser: str | None = None  # path to a Chromium/Chrome; None = search
    out_dir: Path | None = None  # None = $NBSHOT_OUT or ~/.cache/nbshot/captures
    # Pages captured at once by one batch: 4, or fewer on a smaller machine, where more
    # pages at once only contend (measured: 2 at once beat 4 on 2 cores).
    concurrency: int = field(default_factory=lambda: min(4, os.cpu_count() or 1))
    timeout: float = 30.0  # seconds, per navigation / wait
    timezone: str | None = field(default_factory=lambda: _env(ENV_TIMEZONE))
    locale: str | None = field(default_factory=lambda: _env(ENV_LOCALE))
    reduced_motion: bool | None = field(default_factory=lambda: _env_flag(ENV_REDUCED_MOTION))
    video_dir: Path | None = field(default_factory=lambda: _env_path(ENV_VIDEO_DIR))
    # Record each page's network as a HAR file here (a flow run's har=True sets it).
    har_dir: Path | None = field(default_factory=lambda: _env_path(ENV_HAR_DIR))
    # False: every page nbshot opens refuses file: URLs, wherever they come from.
    allow_file_urls: bool = field(default_factory=lambda: _env_flag(ENV_FILE_URLS) is not False)
    # True: after a flow run, start the next run's kernel in the background.
    warm_kernels: bool = field(default_factory=lambda: _env_flag(ENV_WARM_KERNELS) is not False)
    # False: launch a browser per process instead of using the warm helper
    # (nbshot.browser.warm_helper); None: use it unless NBSHOT_NO_HELPER=1.
    helper: bool | None = None
    # True: this process's own pages are on a browser it launches, even where the warm
    # helper is used (by the kernels of the flows it runs).
    own_browser: bool = False
    # Where story: targets come from: a running Storybook's URL or a built folder.
    storybook: str | None = field(default_factory=lambda: _env(ENV_STORYBOOK))
    # The names ``${NAME}`` may read from the environment (with the project's [secrets]).
    secrets: tuple[str, ...] = field(default_factory=lambda: _env_names(ENV_SECRETS))


settings = Settings()

#: Called when :func:`configure` changes the browser. The engine (a layer above)
#: adds its reset here when it starts, so this module never imports it.
_on_browser_change: list[Callable[[], None]] = []


def on_browser_change(listener: Callable[[], None]) -> None:
    """Call ``listener`` whenever :func:`configure` switches to another browser."""
    _on_browser_change.append(listener)


def reload_env() -> Settings:
    """Read the ``NBSHOT_*`` variables into :data:`settings` again (in place).

    For a process whose environment is set after nbshot was imported: a flow's
    kernel, started ahead of its run, is given the run's environment this way."""
    fresh = Settings()
    for name in (
        "timezone",
        "locale",
        "reduced_motion",
        "video_dir",
        "har_dir",
        "allow_file_urls",
        "storybook",
        "secrets",
    ):
        setattr(settings, name, getattr(fresh, name))
    return settings


# A language tag as browsers take it (BCP 47, loosely): en, en-US, zh-Hant-TW, de-DE-u-co-phonebk.
_LOCALE = re.compile(r"[A-Za-z]{2,8}(?:[-_][A-Za-z0-9]{1,8})*")
MAX_LOCALE = 35  # the longest tag RFC 5646 asks implementations to accept
#: Pseudo file systems: a folder there can look creatable and never hold a capture.
_NOT_FOR_FILES = (Path("/proc"), Path("/sys"), Path("/dev"))


def _check_numbers(concurrency: int | None, timeout: float | None) -> None:
    """Raises InvalidArgument for a concurrency below 1 or a timeout that is not > 0."""
    if concurrency is not None and (not isinstance(concurrency, int) or concurrency < 1):
        raise InvalidArgument(f"concurrency={concurrency!r} is not allowed", "Use 1 or more")
    if timeout is not None and (not isinstance(timeout, (int, float)) or timeout <= 0):
        raise InvalidArgument(f"timeout={timeout!r} is not allowed", "Use seconds > 0")


def _check_place(
    timezone: str | None, locale: str | None, out_dir: str | os.PathLike[str] | None
) -> None:
    """Refuse a timezone, locale or out_dir that every page or capture would fail on
    later, further from the call that set it.

    Raises
    ------
    InvalidArgument
        For a timezone not in the IANA database, a locale that is not a short language
        tag, or an out_dir under /proc, /sys or /dev or in a folder not writable here.
    """
    if timezone is not None:
        _check_timezone(timezone)
    if locale is not None and not (
        isinstance(locale, str) and len(locale) <= MAX_LOCALE and _LOCALE.fullmatch(locale)
    ):
        raise InvalidArgument(
            f"locale={str(locale)[:40]!r} is not a language tag",
            "Use one such as 'en-US', 'de-DE' or 'ja'",
        )
    if out_dir is not None:
        _check_out_dir(Path(out_dir).expanduser())


def _check_timezone(timezone: str) -> None:
    import zoneinfo

    known = zoneinfo.available_timezones()  # empty without tzdata: then nothing to check
    if not isinstance(timezone, str) or (known and timezone not in known | {"UTC"}):
        raise InvalidArgument(
            f"timezone={str(timezone)[:40]!r} is not a known timezone",
            "Use an IANA name such as 'UTC', 'Europe/Paris' or 'America/New_York'",
        )


def _check_out_dir(folder: Path) -> None:
    """``folder`` exists as a folder or could be made: its nearest existing parent is
    a writable folder, and it is not under a pseudo file system."""
    if "\x00" in str(folder):  # the OS would raise ValueError on it
        raise InvalidArgument("out_dir holds a NUL character", "Pass a plain path")
    absolute = Path(os.path.abspath(folder))
    if any(absolute == root or root in absolute.parents for root in _NOT_FOR_FILES):
        raise InvalidArgument(
            f"out_dir={str(folder)[:200]!r} is not a place for files",
            "Pass an out_dir on a disk you can write to",
        )
    existing = next(p for p in (absolute, *absolute.parents) if p.exists())
    if not existing.is_dir() or not os.access(existing, os.W_OK | os.X_OK):
        raise InvalidArgument(
            f"out_dir={str(folder)[:200]!r} cannot be written here "
            f"({str(existing)[:200]!r} is not a writable folder)",
            "Pass an out_dir you can write to",
        )


def configure(  # long: one documented keyword per setting, checked before any is set
    *,
    browser: str | os.PathLike[str] | None = None,
    out_dir: str | os.PathLike[str] | None = None,
    concurrency: int | None = None,
    timeout: float | None = None,
    timezone: str | None = None,
    locale: str | None = None,
    reduced_motion: bool | None = None,
    video_dir: str | os.PathLike[str] | None = None,
    allow_file_urls: bool | None = None,
    warm_kernels: bool | None = None,
    helper: bool | None = None,
    own_browser: bool | None = None,
    storybook: str | os.PathLike[str] | None = None,
    secrets: Sequence[str] | None = None,
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
    timezone, locale:
        What every new page sees, e.g. ``"UTC"`` and ``"en-US"``: pin them where
        pictures must repeat across machines.
    reduced_motion:
        Default ``prefers-reduced-motion`` for pages whose call does not say.
    video_dir:
        Record a .webm of every page nbshot opens into this folder (needs the
        ffmpeg that ``nbshot doctor`` checks).
    allow_file_urls:
        False: no page nbshot opens from now on may load a ``file:`` URL, whether it
        is the target, a step, a link, a redirect, a frame or a popup (enforced by the
        browser context, not by looking at arguments). For servers that act on
        untrusted input; flows run from this process inherit it.
    warm_kernels:
        True (the default, unless ``NBSHOT_WARM_KERNELS=0``): after a flow run, start
        the next run's kernel (and import nbshot in it) in the background, so the next
        run skips that wait.
    helper:
        False: this process launches its own browser instead of connecting to the
        warm helper, a browser server kept running between commands (default: use
        it unless ``NBSHOT_NO_HELPER=1``; see docs/performance.md).
    own_browser:
        True: this process's own captures, sessions and checks launch a browser rather
        than use the warm helper's, which each message reaches through one more process
        (a capture x1.06-1.13); the kernels of flows it runs still share the helper's.
        For a process that lives for hours: ``nbshot-mcp`` sets it.
    storybook:
        Where ``story:`` targets are read from: a running Storybook's URL
        (``http://localhost:6006``) or the folder ``storybook build`` wrote (default:
        ``$NBSHOT_STORYBOOK``, the project's ``storybook``, else ``./storybook-static``).
    secrets:
        The only environment variables a ``fill:``/``type:`` step's ``${NAME}`` may
        read, with the project's ``[secrets]`` (default: ``$NBSHOT_SECRETS``).

    Raises
    ------
    InvalidArgument
        For a concurrency below 1, a timeout that is not positive, or a secret name
        that is not a variable name or is one of nbshot's own (``NBSHOT_*``).
    """
    # Everything is checked before anything is set: a refused call changes nothing.
    _check_numbers(concurrency, timeout)
    listed = None if secrets is None else _secrets.check_names(secrets)
    _check_place(timezone, locale, out_dir)
    given = {
        "concurrency": concurrency,
        "timeout": None if timeout is None else float(timeout),
        "secrets": listed,
        "out_dir": out_dir and Path(out_dir).expanduser(),
        "timezone": timezone,
        "locale": locale,
        "reduced_motion": reduced_motion,
        "video_dir": video_dir and Path(video_dir).expanduser(),
        "allow_file_urls": allow_file_urls,
        "warm_kernels": warm_kernels,
        "helper": helper,
        "own_browser": own_browser,
        "storybook": storybook and os.fspath(storybook),
    }
    for name, value in given.items():
        if value is not None:  # None: leave it as it is
            setattr(settings, name, value)
    if browser is not None:
        new = os.fspath(browser)
        if new != settings.browser:
            settings.browser = new
            for listener in _on_browser_change:
                listener()
    return settings
