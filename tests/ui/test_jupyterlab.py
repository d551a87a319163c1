"""What a person sees in a real JupyterLab (issue 16): each tutorial opened as it is
stored, then run from the Run menu; the explorer used from the keyboard; a notebook
saved and reopened (all in one JupyterLab). Screenshots of each are kept
(tests/ui/lab_ui.py says where) for a person to look at."""

from __future__ import annotations

import os
import tempfile
from collections.abc import Iterator
from pathlib import Path

import pytest
from lab_ui import (
    ROOT,
    Lab,
    broken_outputs,
    close_and_shut_down,
    errors_shown,
    keep_screenshot,
    open_notebook,
    pictures_not_shown,
    rendering,
    run_all_from_the_menu,
    running_lab,
    save,
    shown_text,
    wait_idle,
)
from playwright.sync_api import Browser, Page
from timing import ms, scaled, wait_until

TUTORIALS = sorted(p.name for p in (ROOT / "notebooks").glob("0*.ipynb"))
#: The tutorial whose run is also used to type a step and to save and reopen.
EXPLORE = "02-explore-a-page.ipynb"
#: The tutorial whose review widget approves its failed picture once run.
VISUAL_TESTS = "08-visual-tests.ipynb"


@pytest.fixture(scope="module")
def lab(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Lab]:
    with running_lab(tmp_path_factory.mktemp("lab")) as running:
        yield running


@pytest.fixture
def page(browser: Browser) -> Iterator[Page]:
    context = browser.new_context(viewport={"width": 1280, "height": 900})
    yield context.new_page()
    context.close()


@pytest.fixture(scope="module")
def kept_open(lab: Lab, browser: Browser) -> Iterator[Page]:
    """One JupyterLab page for the tutorials, as a person keeps one open and opens each
    notebook from its File menu: loading JupyterLab took 3-4 s of the 5 s each tutorial
    spent opening. A test that fails leaves it loaded afresh for the next."""
    context = browser.new_context(viewport={"width": 1280, "height": 900})
    page = context.new_page()
    page.goto(lab.url("notebooks"))
    yield page
    context.close()


def _renders_everything(page: Page, what: str) -> None:
    """Every output of the open notebook renders: no traceback, no widget error or raw
    repr, and every picture loaded and on screen."""
    assert errors_shown(page) == [], f"{what}: an output shows an error"
    assert broken_outputs(page) == [], f"{what}: an output shows a widget error or raw repr"
    count, hidden = pictures_not_shown(page)
    assert count > 0 and hidden == [], f"{what}: {len(hidden)} of {count} pictures do not show"


def _users_helper_state() -> int | None:
    """When the helper state file in the user's own folder was last written (None: there
    is none): the folder a process uses when no NBSHOT_HELPER_DIR reaches it."""
    state = Path(tempfile.gettempdir()) / f"nbshot-helper-{os.getuid()}" / "helper.json"
    return state.stat().st_mtime_ns if state.exists() else None


def _runs_from_the_menu_as_stored(
    page: Page, lab: Lab, notebook: str, *, from_the_menu: bool = False
) -> None:
    """Open ``notebook`` as it is stored (by its address, or by File > Open from Path…)
    and check every stored result renders; then Run > Run All Cells, and check every
    output renders; saved, it says what the stored tutorial says, cell by cell: a change
    that alters what a tutorial shows fails here until `make notebooks` stores it again."""
    open_notebook(page, lab, f"notebooks/{notebook}", from_the_menu=from_the_menu)
    keep_screenshot(page, f"stored-{Path(notebook).stem}")
    _renders_everything(page, f"{notebook} as stored")
    users_helper = _users_helper_state()
    run_all_from_the_menu(page)
    # What the tutorial starts (07: nbshot-mcp over stdio, which gets only the variables
    # passed to it) keeps the suite's helper settings: no helper in the user's folder
    # started or written to. One the user had running may have stopped meanwhile (its
    # idle time), taking its state file with it.
    now = _users_helper_state()
    assert now is None or now == users_helper, f"{notebook} started the user's helper"
    keep_screenshot(page, f"live-{Path(notebook).stem}")
    _renders_everything(page, notebook)
    # The run's own file, not the stored copy Lab started from: compared with that, the
    # cells below would match whatever the run showed.
    saved = lab.root / "notebooks" / notebook
    copied = saved.stat().st_mtime_ns
    save(page)
    assert wait_until(lambda: saved.stat().st_mtime_ns != copied, scaled(15)), "never saved"
    stored, ran = (
        shown_text(ROOT / "notebooks" / notebook),
        shown_text(lab.root / "notebooks" / notebook),
    )
    for cell, text in stored.items():
        assert ran.get(cell) == text, f"{notebook} cell {cell} shows something else now"


@pytest.mark.parametrize("notebook", [name for name in TUTORIALS if name != EXPLORE])
def test_a_tutorial_run_from_the_run_menu_renders_every_output(
    lab: Lab, kept_open: Page, notebook: str
) -> None:
    try:
        _runs_from_the_menu_as_stored(kept_open, lab, notebook, from_the_menu=True)
        if notebook == VISUAL_TESTS:
            _approves_in_the_review_widget(kept_open, lab)
        close_and_shut_down(kept_open, notebook)
    except BaseException:
        kept_open.goto(lab.url("notebooks"))  # a fresh workspace: no tab of this one
        raise


def _approves_in_the_review_widget(page: Page, lab: Lab) -> None:
    """The review widget the visual-tests tutorial ends with: its failed picture listed
    with baseline, current and diff; Approve makes the current picture the baseline."""
    review = page.locator(".nbr").last
    review.locator(".nbr-row").first.wait_for(timeout=ms(30))
    assert review.locator(".nbr-row").count() == 1
    assert review.locator(".nbr-pics img").count() == 3
    review.get_by_role("button", name="Approve (a)").click()
    review.get_by_text("Nothing to review").wait_for(timeout=ms(30))
    work = lab.root / "notebooks" / "nbshot-out" / "08"
    approved = (work / "snapshots" / "home.png").read_bytes()
    assert approved == (work / "results" / "home-actual.png").read_bytes()


def test_the_explore_tutorial_runs_reopens_with_its_results_and_takes_a_typed_step(
    lab: Lab, page: Page
) -> None:
    """Tutorial 02 run from the Run menu (as every tutorial above) and saved; then, its
    kernel shut down and the page loaded again, it shows its results, not widget
    errors; then, in the kernel the reopened notebook started, the explorer in a cell a
    person adds runs a step typed in its box when Enter is pressed. One run of 02 and
    one page for all three (they were three tests, and 02 ran twice). It is opened as a
    person opens a notebook in a JupyterLab already open: File > Open from Path…"""
    page.goto(lab.url("notebooks"))  # JupyterLab, its file browser in that folder
    _runs_from_the_menu_as_stored(page, lab, EXPLORE, from_the_menu=True)

    # Reopened later (saved above): the kernel shut down (its widgets gone with it), a
    # fresh page load.
    page.locator(".lm-MenuBar-itemLabel", has_text="Kernel").click()
    page.locator(".lm-Menu-itemLabel").get_by_text("Shut Down Kernel", exact=True).click()
    page.wait_for_selector(
        ".jp-Notebook-ExecutionIndicator[data-status='unknown'],"
        " .jp-Notebook-ExecutionIndicator[data-status='dead']",
        timeout=ms(30),
    )
    page.goto(page.url)
    page.wait_for_selector(".jp-NotebookPanel .jp-Cell", timeout=ms(60))
    wait_idle(page, ms(60))
    keep_screenshot(page, "saved-02-explore-a-page")
    _renders_everything(page, "02 saved and reopened")
    cell = page.locator(".jp-CodeCell", has_text="explorer = s.widget()")
    cell.locator(".jp-OutputArea").screenshot(path=rendering("saved-reopened"))

    # In the kernel the reopened notebook started, a new cell at the end, as a person
    # adds one: command mode, b, type, Shift+Enter.
    cells = page.locator(".jp-Notebook .jp-Cell")
    before = cells.count()
    page.locator(".jp-CodeCell .jp-InputArea-editor").last.click()
    page.keyboard.press("Escape")
    page.wait_for_selector(".jp-Notebook.jp-mod-commandMode")
    page.keyboard.press("b")
    page.wait_for_function(
        f"() => document.querySelectorAll('.jp-Notebook .jp-Cell').length > {before}"
    )
    page.keyboard.press("Enter")
    page.wait_for_selector(".jp-Notebook.jp-mod-editMode")
    page.keyboard.type('import nbshot\nnbshot.explore("demo:/signin")')
    page.keyboard.press("Shift+Enter")
    steps = page.locator(".jp-OutputArea-output input[placeholder^='click:']").last
    steps.wait_for(timeout=ms(60))
    explorer = page.locator(
        ".jp-OutputArea-output", has=page.locator("input[placeholder^='click:']")
    ).last
    assert "Sign in" in explorer.inner_text()

    steps.fill('click:role=link[name="Dashboard"]')
    steps.press("Enter")  # no Run button pressed
    page.wait_for_function(
        "(el) => el.innerText.includes('Dashboard · Acme Analytics')",
        arg=explorer.element_handle(),
        timeout=ms(30),
    )
    assert steps.input_value() == ""  # ready for the next step
    explorer.scroll_into_view_if_needed()
    keep_screenshot(page, "live-explorer-after-enter", whole=False)
    explorer.screenshot(path=rendering("live-jupyterlab"))
    assert broken_outputs(page) == []
