"""nbshot's public API, declared once.

Every public name is imported here; ``nbshot/__init__.py`` reads this file (the
lazy-loading stub of Scientific Python's SPEC 1) to load each name on first use, so
``import nbshot`` costs almost nothing. Type checkers and editors read it as the
package's types. To add a public name, add its import here.
"""

from nbshot.algorithms.image_diff import Diff as Diff
from nbshot.algorithms.image_diff import diff as diff
from nbshot.browser.browser_server import BrowserServer as BrowserServer
from nbshot.captures.capture import capture as capture
from nbshot.captures.capture import capture_async as capture_async
from nbshot.captures.extract import extract as extract
from nbshot.captures.extract import extract_async as extract_async
from nbshot.captures.matrix import capture_matrix as capture_matrix
from nbshot.captures.matrix import capture_matrix_async as capture_matrix_async
from nbshot.captures.pdf import pdf as pdf
from nbshot.captures.pdf import pdf_async as pdf_async
from nbshot.captures.snapshot import snapshot as snapshot
from nbshot.captures.snapshot import snapshot_async as snapshot_async
from nbshot.checks.check import check as check
from nbshot.checks.check import check_async as check_async
from nbshot.config import configure as configure
from nbshot.config import settings as settings
from nbshot.demo import DemoSite as DemoSite
from nbshot.demo import serve_demo as serve_demo
from nbshot.errors import BrowserCrashed as BrowserCrashed
from nbshot.errors import BrowserError as BrowserError
from nbshot.errors import BrowserNotFound as BrowserNotFound
from nbshot.errors import DiskFull as DiskFull
from nbshot.errors import ElementNotFound as ElementNotFound
from nbshot.errors import FlowFailed as FlowFailed
from nbshot.errors import InvalidArgument as InvalidArgument
from nbshot.errors import NameInUse as NameInUse
from nbshot.errors import NavigationFailed as NavigationFailed
from nbshot.errors import NbshotError as NbshotError
from nbshot.errors import NotAllowed as NotAllowed
from nbshot.errors import ProfileInUse as ProfileInUse
from nbshot.errors import ScriptError as ScriptError
from nbshot.errors import SessionClosed as SessionClosed
from nbshot.errors import SessionLost as SessionLost
from nbshot.errors import StaleRef as StaleRef
from nbshot.errors import Timeout as Timeout
from nbshot.errors import WorkerLost as WorkerLost
from nbshot.flow.batch import run_flows as run_flows
from nbshot.flow.batch import run_flows_async as run_flows_async
from nbshot.flow.catalog import flows as flows
from nbshot.flow.chain import run_flow as run_flow
from nbshot.flow.chain import run_flow_async as run_flow_async
from nbshot.flow.execution import cancel_runs as cancel_runs
from nbshot.flow.flow_run import FlowRun as FlowRun
from nbshot.flow.flow_run import RunLog as RunLog
from nbshot.flow.flow_run import run_log as run_log
from nbshot.flow.flow_run import runs as runs
from nbshot.flow.record import record as record
from nbshot.model.a11y import A11yTree as A11yTree
from nbshot.model.findings import Finding as Finding
from nbshot.model.findings import Findings as Findings
from nbshot.model.har import read_har as read_har
from nbshot.model.pdf import Pdf as Pdf
from nbshot.model.shot import Shot as Shot
from nbshot.model.shot import Shots as Shots
from nbshot.model.shot_parts import Box as Box
from nbshot.model.shot_parts import ConsoleMessage as ConsoleMessage
from nbshot.model.shot_parts import FailedRequest as FailedRequest
from nbshot.model.shot_parts import Failure as Failure
from nbshot.page.pool import warm_pages as warm_pages
from nbshot.pixels.compare import Comparison as Comparison
from nbshot.pixels.compare import approve as approve
from nbshot.pixels.compare import compare as compare
from nbshot.pixels.inspect import Inspection as Inspection
from nbshot.pixels.inspect import inspect as inspect
from nbshot.project.file import Project as Project
from nbshot.project.file import load_project as load_project
from nbshot.session import explore as explore
from nbshot.session.explorer import Explorer as Explorer
from nbshot.session.explorer_widget import ExplorerWidget as ExplorerWidget
from nbshot.session.session import Session as Session
from nbshot.session.session import close_session as close_session
from nbshot.session.session import close_session_async as close_session_async
from nbshot.session.session import get_session as get_session
from nbshot.session.session import open as open
from nbshot.session.session import open_async as open_async
from nbshot.session.session import sessions as sessions
from nbshot.session.session import sessions_async as sessions_async
from nbshot.session.view import View as View
from nbshot.testing.aria import AriaSnapshotMismatch as AriaSnapshotMismatch
from nbshot.testing.aria import assert_aria_snapshot as assert_aria_snapshot
from nbshot.testing.review_widget import review as review
from nbshot.testing.screenshots import ScreenshotMismatch as ScreenshotMismatch
from nbshot.testing.screenshots import assert_screenshot as assert_screenshot
from nbshot.testing.violations import NewViolations as NewViolations
from nbshot.testing.violations import assert_no_new_violations as assert_no_new_violations
from nbshot.vision.describe import describe as describe
from nbshot.vision.metadata import ScreenshotMetadata as ScreenshotMetadata

__version__: str
