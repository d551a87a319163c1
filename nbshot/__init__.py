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
from .browser_server import BrowserServer
from .capture import capture, capture_async
from .checks import Finding, Findings, check
from .compare import Comparison, approve, compare
from .config import configure, settings
from .demo import DemoSite, serve_demo
from .diff import Diff, diff
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
from .flow_catalog import flows
from .flow_result import FlowRun, RunLog, run_log, runs
from .flow_runner import FlowFailed, run_flow, run_flows
from .matrix import capture_matrix
from .record import record
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
    "BrowserServer",
    "Comparison",
    "ConsoleMessage",
    "DemoSite",
    "Diff",
    "ElementNotFound",
    "Explorer",
    "FailedRequest",
    "Failure",
    "Finding",
    "Findings",
    "FlowFailed",
    "FlowRun",
    "InvalidArgument",
    "NavigationFailed",
    "NbshotError",
    "RunLog",
    "ScreenshotMetadata",
    "Session",
    "SessionClosed",
    "Shot",
    "Shots",
    "StaleRef",
    "Timeout",
    "View",
    "__version__",
    "approve",
    "capture",
    "capture_async",
    "capture_matrix",
    "check",
    "compare",
    "configure",
    "describe",
    "diff",
    "explore",
    "flows",
    "open",
    "record",
    "run_flow",
    "run_flows",
    "run_log",
    "runs",
    "serve_demo",
    "settings",
    "snapshot",
]
