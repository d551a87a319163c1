"""nbshot: capture and inspect web pages from notebooks, scripts, flows and agents.

Every call here is synchronous and works the same in a script, in a Jupyter
cell (inside ipykernel's running event loop) and from other threads. Each call
that touches a browser or a kernel has an async twin named ``<call>_async`` that
takes the same arguments.

>>> import nbshot                                  # doctest: +SKIP
>>> shot = nbshot.capture("demo:/signin")          # doctest: +SKIP
>>> shot                                           # shows the picture inline

Names are loaded on first use (PEP 562), so ``import nbshot`` costs almost nothing
and a CLI call or the MCP server loads only what it uses.
"""

from __future__ import annotations

import importlib
from importlib.metadata import PackageNotFoundError, version
from typing import TYPE_CHECKING, Any

from nbshot.errors import (
    BrowserCrashed,
    BrowserError,
    BrowserNotFound,
    DiskFull,
    ElementNotFound,
    FlowFailed,
    InvalidArgument,
    NameInUse,
    NavigationFailed,
    NbshotError,
    NotAllowed,
    ProfileInUse,
    ScriptError,
    SessionClosed,
    SessionLost,
    StaleRef,
    Timeout,
    WorkerLost,
)
from nbshot.notebook import install_notebook_handler

if TYPE_CHECKING:  # what the lazy names below are, for type checkers and editors
    from nbshot.algorithms.image_diff import Diff, diff
    from nbshot.browser.server import BrowserServer
    from nbshot.captures.capture import capture, capture_async
    from nbshot.captures.extract import extract, extract_async
    from nbshot.captures.matrix import capture_matrix, capture_matrix_async
    from nbshot.captures.pdf import pdf, pdf_async
    from nbshot.captures.snapshot import snapshot, snapshot_async
    from nbshot.checks.check import check, check_async
    from nbshot.config import configure, settings
    from nbshot.demo import DemoSite, serve_demo
    from nbshot.flow.batch import run_flows, run_flows_async
    from nbshot.flow.catalog import flows
    from nbshot.flow.record import record
    from nbshot.flow.result import FlowRun, RunLog, run_log, runs
    from nbshot.flow.runner import cancel_runs, run_flow, run_flow_async
    from nbshot.model.a11y import A11yTree
    from nbshot.model.findings import Finding, Findings
    from nbshot.model.har import read_har
    from nbshot.model.pdf import Pdf
    from nbshot.model.shot import Shot, Shots
    from nbshot.model.shot_parts import Box, ConsoleMessage, FailedRequest, Failure
    from nbshot.page.pool import warm_pages
    from nbshot.pixels.compare import Comparison, approve, compare
    from nbshot.pixels.inspect import Inspection, inspect
    from nbshot.project.file import Project, load_project
    from nbshot.session import explore
    from nbshot.session.explorer import Explorer
    from nbshot.session.explorer_widget import ExplorerWidget
    from nbshot.session.session import (
        Session,
        close_session,
        close_session_async,
        get_session,
        open,  # noqa: A004
        open_async,
        sessions,
        sessions_async,
    )
    from nbshot.session.view import View
    from nbshot.testing.aria import AriaSnapshotMismatch, assert_aria_snapshot
    from nbshot.testing.review_widget import review
    from nbshot.testing.screenshots import ScreenshotMismatch, assert_screenshot
    from nbshot.testing.violations import NewViolations, assert_no_new_violations
    from nbshot.vision.describe import describe
    from nbshot.vision.metadata import ScreenshotMetadata

# name -> the module that defines it; loaded by __getattr__ on first use.
_LAZY = {
    "BrowserServer": "nbshot.browser.server",
    "capture": "nbshot.captures.capture",
    "capture_async": "nbshot.captures.capture",
    "capture_matrix": "nbshot.captures.matrix",
    "capture_matrix_async": "nbshot.captures.matrix",
    "snapshot": "nbshot.captures.snapshot",
    "snapshot_async": "nbshot.captures.snapshot",
    "check": "nbshot.checks.check",
    "check_async": "nbshot.checks.check",
    "Finding": "nbshot.model.findings",
    "Findings": "nbshot.model.findings",
    "configure": "nbshot.config",
    "settings": "nbshot.config",
    "DemoSite": "nbshot.demo",
    "serve_demo": "nbshot.demo",
    "flows": "nbshot.flow.catalog",
    "record": "nbshot.flow.record",
    "FlowRun": "nbshot.flow.result",
    "RunLog": "nbshot.flow.result",
    "run_log": "nbshot.flow.result",
    "runs": "nbshot.flow.result",
    "run_flow": "nbshot.flow.runner",
    "run_flow_async": "nbshot.flow.runner",
    "cancel_runs": "nbshot.flow.runner",
    "run_flows": "nbshot.flow.batch",
    "run_flows_async": "nbshot.flow.batch",
    "extract": "nbshot.captures.extract",
    "extract_async": "nbshot.captures.extract",
    "read_har": "nbshot.model.har",
    "inspect": "nbshot.pixels.inspect",
    "Inspection": "nbshot.pixels.inspect",
    "Pdf": "nbshot.model.pdf",
    "pdf": "nbshot.captures.pdf",
    "pdf_async": "nbshot.captures.pdf",
    "A11yTree": "nbshot.model.a11y",
    "Box": "nbshot.model.shot_parts",
    "ConsoleMessage": "nbshot.model.shot_parts",
    "FailedRequest": "nbshot.model.shot_parts",
    "Failure": "nbshot.model.shot_parts",
    "Shot": "nbshot.model.shot",
    "Shots": "nbshot.model.shot",
    "Comparison": "nbshot.pixels.compare",
    "approve": "nbshot.pixels.compare",
    "Project": "nbshot.project.file",
    "load_project": "nbshot.project.file",
    "compare": "nbshot.pixels.compare",
    "Diff": "nbshot.algorithms.image_diff",
    "diff": "nbshot.algorithms.image_diff",
    "explore": "nbshot.session",
    "Explorer": "nbshot.session.explorer",
    "ExplorerWidget": "nbshot.session.explorer_widget",
    "Session": "nbshot.session.session",
    "open": "nbshot.session.session",
    "open_async": "nbshot.session.session",
    "sessions": "nbshot.session.session",
    "sessions_async": "nbshot.session.session",
    "get_session": "nbshot.session.session",
    "close_session": "nbshot.session.session",
    "close_session_async": "nbshot.session.session",
    "View": "nbshot.session.view",
    "ScreenshotMetadata": "nbshot.vision",
    "describe": "nbshot.vision",
    "warm_pages": "nbshot.page.pool",
    "assert_screenshot": "nbshot.testing.screenshots",
    "ScreenshotMismatch": "nbshot.testing.screenshots",
    "assert_aria_snapshot": "nbshot.testing.aria",
    "AriaSnapshotMismatch": "nbshot.testing.aria",
    "assert_no_new_violations": "nbshot.testing.violations",
    "NewViolations": "nbshot.testing.violations",
    "review": "nbshot.testing.review_widget",
}

# Sub-packages reachable as attributes (``nbshot.vision.register``) without an import.
_SUBMODULES = {
    "browser",
    "captures",
    "checks",
    "cli",
    "config",
    "demo",
    "errors",
    "files",
    "flow",
    "mcp",
    "model",
    "notebook",
    "page",
    "pixels",
    "session",
    "testing",
    "vision",
}


def __getattr__(name: str) -> Any:
    module = _LAZY.get(name)
    if module is not None:
        value = getattr(importlib.import_module(module), name)
        globals()[name] = value  # later lookups skip this function
        return value
    if name in _SUBMODULES:
        return importlib.import_module(f"nbshot.{name}")
    if name == "__version__":
        try:
            found = version("nbshot")
        except PackageNotFoundError:  # running from a source tree without install
            found = "0+unknown"
        globals()["__version__"] = found
        return found
    raise AttributeError(f"module 'nbshot' has no attribute {name!r}")


def __dir__() -> list[str]:
    return sorted({*globals(), *_LAZY, *_SUBMODULES, "__version__"})


# In IPython, show nbshot errors as one line with the fix, not a traceback wall.
install_notebook_handler()

__all__ = [
    "A11yTree",
    "AriaSnapshotMismatch",
    "Box",
    "BrowserCrashed",
    "BrowserError",
    "BrowserNotFound",
    "BrowserServer",
    "Comparison",
    "ConsoleMessage",
    "DemoSite",
    "Diff",
    "DiskFull",
    "ElementNotFound",
    "Explorer",
    "ExplorerWidget",
    "FailedRequest",
    "Failure",
    "Finding",
    "Findings",
    "FlowFailed",
    "FlowRun",
    "Inspection",
    "InvalidArgument",
    "NameInUse",
    "NavigationFailed",
    "NbshotError",
    "NewViolations",
    "NotAllowed",
    "Pdf",
    "ProfileInUse",
    "Project",
    "RunLog",
    "ScreenshotMetadata",
    "ScreenshotMismatch",
    "ScriptError",
    "Session",
    "SessionClosed",
    "SessionLost",
    "Shot",
    "Shots",
    "StaleRef",
    "Timeout",
    "View",
    "WorkerLost",
    "__version__",
    "approve",
    "assert_aria_snapshot",
    "assert_no_new_violations",
    "assert_screenshot",
    "cancel_runs",
    "capture",
    "capture_async",
    "capture_matrix",
    "capture_matrix_async",
    "check",
    "check_async",
    "close_session",
    "close_session_async",
    "compare",
    "configure",
    "describe",
    "diff",
    "explore",
    "extract",
    "extract_async",
    "flows",
    "get_session",
    "inspect",
    "load_project",
    "open",
    "open_async",
    "pdf",
    "pdf_async",
    "read_har",
    "record",
    "review",
    "run_flow",
    "run_flow_async",
    "run_flows",
    "run_flows_async",
    "run_log",
    "runs",
    "serve_demo",
    "sessions",
    "sessions_async",
    "settings",
    "snapshot",
    "snapshot_async",
    "warm_pages",
]
