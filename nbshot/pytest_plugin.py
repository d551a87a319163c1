"""nbshot's pytest plugin (entry point ``pytest11``): the fixtures ``assert_screenshot``,
``assert_aria_snapshot`` and ``assert_no_new_violations``.

Inert until a test asks for the fixture: importing this module loads only pytest's own
names (nbshot's capture machinery is imported by the fixture). Baselines live beside the
test (:mod:`nbshot.testing.snapshot_paths`); a failure's expected, actual and diff
pictures go to ``nbshot-results/<test file>/<test>/`` under the rootdir.

Options: ``--update-snapshots[=missing|changed|all|none]`` (bare: ``changed``; default
``missing``, ``none`` with ``CI`` set), ``--nbshot-summary=PATH`` (a Markdown summary
of the failures for a CI job summary; ``nbshot review`` shows them), and the ini settings
``nbshot_snapshot_path_template`` and ``nbshot_results_dir``.

Example::

    def test_home(assert_screenshot):
        assert_screenshot("http://127.0.0.1:8000/", full_page=True)

    def test_home_in_the_browser_of_pytest_playwright(page, assert_screenshot):
        page.goto("http://127.0.0.1:8000/")
        assert_screenshot(page, "home")
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pytest

if TYPE_CHECKING:
    from nbshot.testing.snapshot_paths import SnapshotPlace

TEMPLATE_INI = "nbshot_snapshot_path_template"
RESULTS_INI = "nbshot_results_dir"


def pytest_addoption(parser: pytest.Parser) -> None:
    group = parser.getgroup("nbshot", "nbshot visual tests")
    group.addoption(
        "--update-snapshots",
        dest="nbshot_update",
        nargs="?",
        const="changed",
        default=None,
        choices=("missing", "changed", "all", "none"),
        metavar="MODE",
        help="Write baselines: missing (default; 'none' when CI is set), changed (bare "
        "flag: also rewrite those that differ), all, none.",
    )
    group.addoption(
        "--nbshot-summary",
        dest="nbshot_summary",
        default=None,
        metavar="PATH",
        help="At the end, append a Markdown summary of the failed visual assertions to "
        "PATH (e.g. $GITHUB_STEP_SUMMARY).",
    )
    parser.addini(
        TEMPLATE_INI,
        "Where baselines live (tokens as Playwright's "
        "snapshotPathTemplate; see nbshot.testing.snapshot_paths).",
        default=None,
    )
    parser.addini(
        RESULTS_INI,
        "Where failures leave expected/actual/diff pictures (relative to the rootdir).",
        default="nbshot-results",
    )


#: The failures whose files a report gets (nbshot.testing's, named so that a test that
#: fails otherwise imports nothing of nbshot).
_FAILURES = ("ScreenshotMismatch", "AriaSnapshotMismatch", "NewViolations")


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_makereport(item: pytest.Item, call: pytest.CallInfo[None]) -> Any:
    """A failed visual assertion's files on the report: each as a JUnit XML property
    (``nbshot-expected``, ``nbshot-actual``, ``nbshot-diff``), as ``[[ATTACHMENT|path]]``
    lines in the failure's output (Jenkins' and GitLab's convention), and, with
    pytest-html installed, the pictures in its report."""
    outcome = yield
    report = outcome.get_result()
    error = call.excinfo.value if call.excinfo is not None else None
    if type(error).__name__ not in _FAILURES or not type(error).__module__.startswith(
        "nbshot.testing"
    ):
        return
    roles = {"expected": "expected", "actual": "actual", "diff": "difference"}
    files = {role: getattr(error, attribute, None) for role, attribute in roles.items()}
    kept = {role: Path(path).resolve() for role, path in files.items() if path is not None}
    for role, path in kept.items():
        # On the item: JUnit XML writes the properties of a test's last (teardown) report.
        item.user_properties.append((f"nbshot-{role}", str(path)))
    report.sections.append(
        ("nbshot attachments", "\n".join(f"[[ATTACHMENT|{path}]]" for path in kept.values()))
    )
    html = item.config.pluginmanager.getplugin("html")
    if html is not None:
        import base64

        from pytest_html import extras  # type: ignore[import-untyped]  # no py.typed

        shown = getattr(report, "extras", [])
        for role, path in kept.items():
            if path.suffix == ".png" and path.is_file():
                content = base64.b64encode(path.read_bytes()).decode()
                shown.append(extras.png(content, name=role))
        report.extras = shown


def pytest_sessionfinish(session: pytest.Session) -> None:
    """With ``--nbshot-summary``: the Markdown summary of what waits for review, written
    once, by the controller (pytest-xdist workers write none)."""
    config = session.config
    where = config.getoption("nbshot_summary", None)
    if not where or hasattr(config, "workerinput"):
        return
    results = Path(str(config.rootpath)) / str(config.getini(RESULTS_INI))
    from nbshot.testing.review import markdown, pending

    items = pending(results) if results.is_dir() else []
    with open(where, "a", encoding="utf-8") as summary:
        summary.write(markdown(items))


@pytest.fixture
def assert_screenshot(request: pytest.FixtureRequest) -> Callable[..., Path]:
    """``assert_screenshot(target, name=None, **options)``: assert that ``target`` (a URL,
    a Session, a Playwright Page or Locator, a Shot) looks as its baseline beside this
    test; see :func:`nbshot.testing.screenshots.assert_screenshot` for the options."""
    from nbshot.testing.screenshots import assert_screenshot as check

    config = request.config
    history = Path(str(config.rootpath)) / str(config.getini(RESULTS_INI)) / "history.jsonl"
    return _bound(request, check, ".png", history=history)


@pytest.fixture
def assert_aria_snapshot(request: pytest.FixtureRequest) -> Callable[..., Path]:
    """``assert_aria_snapshot(target, name=None, **options)``: assert that ``target``'s
    accessibility tree reads as its baseline text (``.aria.yml``) beside this test; see
    :func:`nbshot.testing.aria.assert_aria_snapshot`."""
    from nbshot.testing.aria import assert_aria_snapshot as check

    return _bound(request, check, ".aria.yml")


@pytest.fixture
def assert_no_new_violations(request: pytest.FixtureRequest) -> Callable[..., Any]:
    """``assert_no_new_violations(target, name=None, checks=("a11y",), **options)``:
    assert that ``target`` has no finding its baseline beside this test lacks (the
    baseline is written from today's findings the first time); see
    :func:`nbshot.testing.violations.assert_no_new_violations`."""
    from nbshot.testing.violations import assert_no_new_violations as check

    return _bound(request, check, ".findings.json")


def _bound(
    request: pytest.FixtureRequest, check: Callable[..., Any], ext: str, **fixed: Any
) -> Callable[..., Any]:
    """``check`` with what this test decides filled in: each assertion's baseline (by
    its name, or its number among the unnamed ones), the update mode, the results folder
    and ``fixed``."""
    place, results = _place(request)

    def assert_one(target: Any, name: str | None = None, **options: Any) -> Any:
        __tracebackhide__ = True  # the failure points at the test's line
        place.browser = _browser_of(target, options)
        return check(
            target,
            name,
            baseline=place.path(name, ext),
            update=request.config.getoption("nbshot_update"),
            results_dir=results,
            test=request.node.nodeid,
            **fixed,
            **options,
        )

    return assert_one


def _browser_of(target: Any, options: dict[str, Any]) -> str:
    """The browser a picture comes from, for its baseline's name: a Playwright Page's or
    Locator's own (pytest-playwright's ``--browser``), else nbshot's ``browser=``."""
    page = getattr(target, "page", target)
    browser = getattr(getattr(page, "context", None), "browser", None)
    kind = getattr(getattr(browser, "browser_type", None), "name", None)
    return str(kind or options.get("browser") or "chromium")


def _place(request: pytest.FixtureRequest) -> tuple[SnapshotPlace, Path]:
    """Where this test's baselines live, and where its failures leave their files: the
    test's name includes its class (``TestCart::test_total`` and ``TestSearch::test_total``
    are two tests), and the results folder mirrors the test file's path from the rootdir,
    each part made file-safe (a parameter id never names a folder)."""
    from nbshot.testing.snapshot_paths import DEFAULT_TEMPLATE, SnapshotPlace, file_safe

    config = request.config
    path = Path(str(request.node.path))
    # The node id after the file: "TestCart::test_total[phone]".
    name = "-".join(request.node.nodeid.split("::")[1:]) or request.node.name
    place = SnapshotPlace(path, name, config.getini(TEMPLATE_INI) or DEFAULT_TEMPLATE)
    root = Path(str(config.rootpath))
    try:
        parts = path.with_suffix("").relative_to(root).parts
    except ValueError:  # a test file outside the rootdir
        parts = (path.stem,)
    results = root / str(config.getini(RESULTS_INI))
    for part in (*parts, name):
        results /= file_safe(part)
    return place, results
