"""nbshot: capture and inspect web pages from notebooks, scripts, flows and agents.

Every call here is synchronous and works the same in a script, in a Jupyter
cell (inside ipykernel's running event loop) and from other threads. Each has
an async twin named ``<call>_async`` that takes the same arguments.

>>> import nbshot                                  # doctest: +SKIP
>>> shot = nbshot.capture("demo:/signin")          # doctest: +SKIP
>>> shot                                           # shows the picture inline
"""

from __future__ import annotations

from importlib.metadata import PackageNotFoundError, version

from .a11y import A11yTree
from .capture import capture, capture_async
from .config import configure, settings
from .demo import DemoSite, serve_demo
from .errors import (
    BrowserCrashed,
    BrowserNotFound,
    ElementNotFound,
    InvalidArgument,
    NavigationFailed,
    NbshotError,
    SessionClosed,
    StaleRef,
    Timeout,
    install_notebook_handler,
)
from .explorer import Explorer, explore
from .session import Session, View, open  # noqa: A004 - nbshot.open is the API
from .shot import Box, ConsoleMessage, FailedRequest, Failure, Shot, Shots
from .snapshot import snapshot
from .vision import ScreenshotMetadata, describe

try:
    __version__ = version("nbshot")
except PackageNotFoundError:  # running from a source tree without install
    __version__ = "0+unknown"

# In IPython, show nbshot errors as one line with the fix, not a traceback wall.
install_notebook_handler()

__all__ = [
    "A11yTree",
    "Box",
    "BrowserCrashed",
    "BrowserNotFound",
    "ConsoleMessage",
    "DemoSite",
    "ElementNotFound",
    "Explorer",
    "FailedRequest",
    "Failure",
    "InvalidArgument",
    "NavigationFailed",
    "NbshotError",
    "ScreenshotMetadata",
    "Session",
    "SessionClosed",
    "Shot",
    "Shots",
    "StaleRef",
    "Timeout",
    "View",
    "__version__",
    "capture",
    "capture_async",
    "configure",
    "describe",
    "explore",
    "open",
    "serve_demo",
    "settings",
    "snapshot",
]
