"""Finding a Chromium to drive, and the flags it needs on headless machines.

Resolution order (first hit wins):

1. an explicit path (``nbshot.configure(browser=...)``) or ``NBSHOT_BROWSER``;
2. the Chromium that ``python -m playwright install chromium`` downloaded;
3. a system Chromium or Chrome on ``PATH`` (or in the usual install places);
4. :class:`~nbshot.errors.BrowserNotFound`, naming both fixes.

``NBSHOT_BROWSER_WS`` instead points at one or more running Playwright browser
servers (``python -m playwright launch-server``; several are comma separated, see
:mod:`nbshot.browser.server_pool`); then nothing is launched locally.
"""

from __future__ import annotations

import json
import os
import shutil
import sys
from dataclasses import dataclass
from pathlib import Path

from nbshot import env_vars
from nbshot.browser.server_pool import split_endpoints
from nbshot.errors import BrowserNotFound

ENV_BROWSER = env_vars.BROWSER
ENV_BROWSER_WS = env_vars.BROWSER_WS

# Chromium's headless shell comes first, as in Playwright's own choice for headless
# runs: the same engine without the desktop browser around it; it starts in half the
# time and takes a third of the CPU per new context (docs/performance.md).
# Debian's package puts it here, behind a /usr/bin wrapper that does not `exec`: through
# the wrapper, stopping "the browser" would stop the shell script and orphan Chromium.
_HEADLESS_SHELL_PATHS = ("/usr/lib/chromium/chromium-headless-shell",)
# Names of system browsers on PATH, most specific first.
_SYSTEM_NAMES = (
    "chromium-headless-shell",
    "chrome-headless-shell",
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

# Playwright launches Chromium with a --disable-features list of its own, and Chromium
# keeps only the last --disable-features it is given (the value is replaced, not added
# to): nbshot's repeats Playwright's list before adding its own names. The list is
# Playwright 1.65's; with another release nbshot adds no --disable-features (that
# release's list stays whole, and RenderDocument on). tests/browser/test_lookup.py
# fails when the installed Playwright disables a feature this list lacks.
_PLAYWRIGHT_FEATURES_RELEASE = (1, 65)
_PLAYWRIGHT_DISABLED_FEATURES = (
    "AvoidUnnecessaryBeforeUnloadCheckSync",
    "DestroyProfileOnBrowserClose",
    "HttpsUpgrades",
    "HttpsFirstBalancedModeAutoEnable",
    "LensOverlay",
    "MediaRouter",
    "PaintHolding",
    "ThirdPartyStoragePartitioning",
    "AvoidCorsURLLoaderRestartOnRedirect",
    "TcpPortRandomizationWin",
    "OptimizationHints",
    "NetworkTimeServiceQuerying",
    "AimEnabled",
    "PreconnectToSearch",
    "msForceBrowserSignIn",
    "msEdgeUpdateLaunchServicesPreferredVersion",
)
# RenderDocument makes Chromium build a new frame host for every navigation, to the same
# site too. Off, a warm page's goto + screenshot took ~18% less browser CPU and ~15% less
# time, a pooled page's reset as much (docs/performance.md); what a page sees is the same.
_OWN_DISABLED_FEATURES = ("RenderDocument",)

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
    # The headless shell writes every console message of every page to its stderr,
    # which Playwright's driver reads line by line: a page logging 200,000 errors kept
    # the driver busy for tens of seconds after the page was closed. Only fatal errors.
    "--enable-logging=stderr",
    "--log-level=3",
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
    refuses to start without it; ``--disable-features`` (Playwright's list and
    RenderDocument) only with the Playwright release that list was copied from."""
    args = list(_BASE_ARGS)
    if _playwright_release() == _PLAYWRIGHT_FEATURES_RELEASE:
        features = _PLAYWRIGHT_DISABLED_FEATURES + _OWN_DISABLED_FEATURES
        args.insert(0, "--disable-features=" + ",".join(features))
    if running_as_root():
        args.append("--no-sandbox")
    return args


def _playwright_release() -> tuple[int, ...]:
    """The installed Playwright's (major, minor); () when it cannot be read."""
    from importlib.metadata import PackageNotFoundError, version

    try:
        return tuple(int(part) for part in version("playwright").split(".")[:2])
    except (PackageNotFoundError, ValueError):
        return ()


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


# Playwright's downloads, in the order nbshot prefers them, and where each keeps its
# executable on each platform (Playwright's own registry).
_PLAYWRIGHT_DOWNLOADS = {
    "chromium-headless-shell": (
        ("chrome-headless-shell-linux64", "chrome-headless-shell"),
        ("chrome-headless-shell-linux-arm64", "chrome-headless-shell"),
        ("chrome-headless-shell-mac-arm64", "chrome-headless-shell"),
        ("chrome-headless-shell-mac-x64", "chrome-headless-shell"),
        ("chrome-headless-shell-win64", "chrome-headless-shell.exe"),
    ),
    "chromium": (
        ("chrome-linux64", "chrome"),
        ("chrome-linux", "chrome"),
        ("chrome-mac-arm64", "Chromium.app", "Contents", "MacOS", "Chromium"),
        ("chrome-mac", "Chromium.app", "Contents", "MacOS", "Chromium"),
        ("chrome-win64", "chrome.exe"),
        ("chrome-win", "chrome.exe"),
    ),
}


def playwright_chromium() -> str | None:
    """Path of Playwright's own download if there is one, else None: its headless shell
    (what Playwright itself launches headless) before its full Chromium."""
    revisions = playwright_revisions()
    for name, candidates in _PLAYWRIGHT_DOWNLOADS.items():
        revision = revisions.get(name)
        if not revision:
            continue
        # Playwright's folder for a download: its name with "_" for "-", then revision.
        root = playwright_browsers_dir() / f"{name.replace('-', '_')}-{revision}"
        found = next((p for p in (root.joinpath(*c) for c in candidates) if p.is_file()), None)
        if found is not None:
            return str(found)
    return None


def system_chromium() -> str | None:
    """A Chromium or Chrome installed by the OS, else None: a headless shell first."""
    shell = next((p for p in _HEADLESS_SHELL_PATHS if os.access(p, os.X_OK)), None)
    if shell:
        return shell
    for name in _SYSTEM_NAMES:
        found = shutil.which(name)
        if found:
            return found
    return next((p for p in _SYSTEM_PATHS if os.path.isfile(p)), None)


def resolve_browser(
    explicit: str | os.PathLike[str] | None = None, *, remote: bool = True
) -> BrowserChoice:
    """Pick the browser to use, in the documented order (``remote=False``: one to
    launch here, whatever NBSHOT_BROWSER_WS says).

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
    ws = os.environ.get(ENV_BROWSER_WS, "").strip() if remote else ""
    if ws:
        return BrowserChoice("remote", ws_endpoint=ws)
    own = playwright_chromium()
    if own:
        return BrowserChoice("playwright", path=own)
    system = system_chromium()
    if system:
        return BrowserChoice("system", path=system)
    raise BrowserNotFound("No Chromium or Chrome was found", INSTALL_HINT)
