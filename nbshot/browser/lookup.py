"""Finding a Chromium to drive, and the flags it needs on headless machines.

Resolution order (first hit wins):

1. an explicit path (``nbshot.configure(browser=...)``) or ``NBSHOT_BROWSER``;
2. the Chromium that ``python -m playwright install chromium`` downloaded;
3. a system Chromium or Chrome on ``PATH`` (or in the usual install places);
4. :class:`~nbshot.errors.BrowserNotFound`, naming both fixes.

``NBSHOT_BROWSER_WS`` instead points at one or more running Playwright browser
servers (``python -m playwright launch-server``; several are comma separated, see
:mod:`nbshot.browser.remote`); then nothing is launched locally.
"""

from __future__ import annotations

import json
import os
import shutil
import sys
from dataclasses import dataclass
from pathlib import Path

from nbshot import env_vars
from nbshot.browser.remote import split_endpoints
from nbshot.errors import BrowserNotFound

ENV_BROWSER = env_vars.BROWSER
ENV_BROWSER_WS = env_vars.BROWSER_WS

# Names of system browsers on PATH, most specific first.
_SYSTEM_NAMES = (
    "chromium",
    "chromium-browser",
    "google-chrome",
    "google-chrome-stable",
    "chrome",
)
_SYSTEM_PATHS = (
    "/Applications/Google Chrome.app/Contents/MacOS/Google Chrome",
    "/Applications/Chromium.app/Contents/MacOS/Chromium",
    r"C:\Program Files\Google\Chrome\Application\chrome.exe",
    r"C:\Program Files (x86)\Google\Chrome\Application\chrome.exe",
)

# Without the background-networking flags Chromium keeps dialling out to Google
# services, which on closed networks means a stream of refused connections.
_BASE_ARGS = (
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
    # Under device emulation, Chromium places glyphs at sub-pixel offsets that differ
    # from one load to the next (a 1 px line-box jitter, other anti-aliasing): the same
    # page gave two different pictures. Whole-pixel glyphs make a capture repeat exactly.
    "--disable-font-subpixel-positioning",
)

INSTALL_HINT = (
    "Install one: `python -m playwright install chromium` (needs internet), or the OS "
    "package (`sudo apt-get install chromium` on Debian/Ubuntu), or set NBSHOT_BROWSER "
    "to a Chromium/Chrome executable"
)


@dataclass(frozen=True)
class BrowserChoice:
    """Where the browser comes from: ``path`` to launch, or ``ws_endpoint`` to connect
    to (which may list several servers: :attr:`ws_endpoints`)."""

    source: str  # "setting", "env", "playwright", "system", "remote"
    path: str | None = None
    ws_endpoint: str | None = None

    @property
    def ws_endpoints(self) -> tuple[str, ...]:
        return split_endpoints(self.ws_endpoint) if self.ws_endpoint else ()


def running_as_root() -> bool:
    return hasattr(os, "geteuid") and os.geteuid() == 0


def launch_args() -> list[str]:
    """Chromium flags for headless runs; ``--no-sandbox`` only as root, where Chromium
    refuses to start without it."""
    args = list(_BASE_ARGS)
    if running_as_root():
        args.append("--no-sandbox")
    return args


def playwright_browsers_dir() -> Path:
    """Where Playwright keeps its downloads (honours PLAYWRIGHT_BROWSERS_PATH)."""
    env = os.environ.get("PLAYWRIGHT_BROWSERS_PATH")
    if env and env != "0":
        return Path(env)
    if sys.platform == "darwin":
        return Path.home() / "Library" / "Caches" / "ms-playwright"
    if sys.platform == "win32":
        return Path(os.environ.get("LOCALAPPDATA", Path.home())) / "ms-playwright"
    return Path(os.environ.get("XDG_CACHE_HOME", Path.home() / ".cache")) / "ms-playwright"


def playwright_revisions() -> dict[str, str]:
    """Revisions of the downloads this Playwright expects, from its browsers.json."""
    import playwright

    manifest = Path(playwright.__file__).parent / "driver" / "package" / "browsers.json"
    try:
        entries = json.loads(manifest.read_text())["browsers"]
    except (OSError, ValueError, KeyError):
        return {}
    return {e["name"]: str(e["revision"]) for e in entries}


def playwright_chromium() -> str | None:
    """Path of Playwright's own Chromium if it was downloaded, else None."""
    revision = playwright_revisions().get("chromium")
    if not revision:
        return None
    root = playwright_browsers_dir() / f"chromium-{revision}"
    candidates = (
        root / "chrome-linux64" / "chrome",
        root / "chrome-linux" / "chrome",
        root / "chrome-mac-arm64" / "Chromium.app" / "Contents" / "MacOS" / "Chromium",
        root / "chrome-mac" / "Chromium.app" / "Contents" / "MacOS" / "Chromium",
        root / "chrome-win64" / "chrome.exe",
        root / "chrome-win" / "chrome.exe",
    )
    return next((str(c) for c in candidates if c.is_file()), None)


def system_chromium() -> str | None:
    """A Chromium or Chrome installed by the OS, else None."""
    for name in _SYSTEM_NAMES:
        found = shutil.which(name)
        if found:
            return found
    return next((p for p in _SYSTEM_PATHS if os.path.isfile(p)), None)


def resolve_browser(explicit: str | os.PathLike[str] | None = None) -> BrowserChoice:
    """Pick the browser to use, in the documented order.

    Raises
    ------
    BrowserNotFound
        When an explicit path or NBSHOT_BROWSER names a missing file, or when no
        browser is found at all.
    """
    for source, value in (("setting", explicit), ("env", os.environ.get(ENV_BROWSER))):
        if value:
            path = os.fspath(value)
            if not os.path.isfile(path):
                where = ENV_BROWSER if source == "env" else "The browser setting"
                raise BrowserNotFound(
                    f"{where} points at {path!r}, which is not a file",
                    "Point it at a Chromium/Chrome executable, or unset it to let nbshot search",
                )
            return BrowserChoice(source, path=path)
    ws = os.environ.get(ENV_BROWSER_WS, "").strip()
    if ws:
        return BrowserChoice("remote", ws_endpoint=ws)
    own = playwright_chromium()
    if own:
        return BrowserChoice("playwright", path=own)
    system = system_chromium()
    if system:
        return BrowserChoice("system", path=system)
    raise BrowserNotFound("No Chromium or Chrome was found", INSTALL_HINT)
