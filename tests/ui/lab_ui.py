"""A real JupyterLab for the UI tests: started on 127.0.0.1 with a token, in its own
folders (settings, workspaces, runtime), serving a copy of the tutorial notebooks,
and driven by Playwright in a headless Chromium."""

from __future__ import annotations

import contextlib
import json
import os
import re
import secrets
import shutil
import socket
import subprocess
import sys
import time
import urllib.request
import uuid
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import NoReturn

import nbformat
from playwright.sync_api import Page
from playwright.sync_api import TimeoutError as PlaywrightTimeout
from timing import ms, scaled

ROOT = Path(__file__).resolve().parents[2]
#: Screenshots the UI tests keep (NBSHOT_TEST_ARTIFACTS overrides), for a person to look at.
ARTIFACTS = Path(os.environ.get("NBSHOT_TEST_ARTIFACTS") or ROOT / "nbshot-out" / "test-artifacts")

# Settings a person would also want here: every cell rendered (JupyterLab 4 otherwise
# leaves cells outside the window unrendered), and no news prompt over the outputs.
_SETTINGS = {
    "@jupyterlab/notebook-extension/tracker.jupyterlab-settings": {"windowingMode": "none"}
}
_PAGE_CONFIG = {"disabledExtensions": {"@jupyterlab/apputils-extension:announcements": True}}

#: What an output must never show: a widget that failed, or a Python repr where a
#: result should render.
BROKEN = ("Error displaying widget", "model not found", "Loading widget", "VBox(children",
          "HBox(children", "Image(value=b", "0%|")  # fmt: skip


#: The notebook on screen (others may be open in tabs behind it).
SHOWN = ".jp-NotebookPanel:not(.lm-mod-hidden)"
#: Its outputs showing a traceback or stderr text.
ERRORS = f"{SHOWN} .jp-OutputArea-output[data-mime-type='application/vnd.jupyter.stderr']"


class Lab:
    """A running JupyterLab: ``url(path)`` opens a notebook in it."""

    def __init__(self, port: int, token: str, root: Path) -> None:
        self.port, self.token, self.root = port, token, root

    def url(self, notebook: str) -> str:
        # A workspace of its own, so no tab of an earlier test comes back and nothing
        # needs resetting.
        workspace = uuid.uuid4().hex[:12]
        return (f"http://127.0.0.1:{self.port}/lab/workspaces/{workspace}/tree/{notebook}"
                f"?token={self.token}")  # fmt: skip

    def kernel_of(self, notebook: str) -> str | None:
        """The id of the kernel of JupyterLab's session for ``notebook``, if it has one."""
        api = f"http://127.0.0.1:{self.port}/api/sessions?token={self.token}"
        with urllib.request.urlopen(api, timeout=scaled(10)) as answer:
            sessions = json.load(answer)
        return next((str(s["kernel"]["id"]) for s in sessions
                     if s["path"] == notebook and s.get("kernel")), None)  # fmt: skip


@contextmanager
def running_lab(workdir: Path) -> Iterator[Lab]:
    """JupyterLab serving ``workdir/notebooks`` (a copy of the tutorials) and
    ``workdir/flows`` (the repository's), stopped on exit."""
    shutil.copytree(ROOT / "notebooks", workdir / "notebooks",
                    ignore=shutil.ignore_patterns("nbshot-out"))  # fmt: skip
    (workdir / "flows").symlink_to(ROOT / "flows")
    state = workdir / ".lab"
    for name, value in _SETTINGS.items():
        path = state / "settings" / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(json.dumps(value))
    (state / "config" / "labconfig").mkdir(parents=True)
    (state / "config" / "labconfig" / "page_config.json").write_text(json.dumps(_PAGE_CONFIG))
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        port = int(sock.getsockname()[1])
    token = secrets.token_hex(16)
    env = {**os.environ, "JUPYTER_CONFIG_DIR": str(state / "config"),
           "JUPYTER_RUNTIME_DIR": str(state / "runtime")}  # fmt: skip
    command = [
        sys.executable, "-m", "jupyterlab", "--no-browser", "--ServerApp.ip=127.0.0.1",
        f"--ServerApp.port={port}", "--ServerApp.port_retries=0",
        f"--IdentityProvider.token={token}", f"--ServerApp.root_dir={workdir}",
        f"--LabApp.user_settings_dir={state / 'settings'}",
        f"--LabApp.workspaces_dir={state / 'workspaces'}",
        "--LabApp.check_for_updates_class=jupyterlab.NeverCheckForUpdate",
        "--LabApp.news_url=None",
    ]  # fmt: skip
    if os.geteuid() == 0:
        command.append("--allow-root")
    log = (state / "lab.log").open("w")
    lab = subprocess.Popen(command, env=env, stdout=log, stderr=subprocess.STDOUT)
    try:
        _wait_until_up(port, token, lab)
        yield Lab(port, token, workdir)
    finally:
        lab.terminate()
        try:
            lab.wait(scaled(15))
        except subprocess.TimeoutExpired:
            lab.kill()
        log.close()


def _wait_until_up(port: int, token: str, lab: subprocess.Popen[bytes]) -> None:
    deadline = time.monotonic() + scaled(60)
    while time.monotonic() < deadline:
        if lab.poll() is not None:
            raise RuntimeError(f"JupyterLab exited with {lab.returncode}")
        try:
            urllib.request.urlopen(f"http://127.0.0.1:{port}/api/status?token={token}", timeout=2)
            return
        except OSError:
            time.sleep(0.2)
    raise TimeoutError(f"JupyterLab did not answer within {scaled(60):g} s")


# -- what a person does and sees --------------------------------------------------------


def open_notebook(page: Page, lab: Lab, notebook: str, *, from_the_menu: bool = False) -> None:
    """Open ``notebook`` (by its address, a page load; or, with ``from_the_menu``, in the
    JupyterLab already on ``page`` by File > Open from Path…) and wait until the page is
    connected to the kernel of its session and that kernel is idle.

    Now and then JupyterLab starts two kernels for a notebook 0.2 s apart and shuts the
    first down (its log says "Kernel started" twice, "Kernel shutdown" between); cells
    run before the page is on the second one go back to ``[ ]`` and never run.
    """
    sockets: list[str] = []
    page.on("websocket", lambda socket: sockets.append(socket.url))
    if from_the_menu:
        page.locator(".lm-MenuBar-itemLabel", has_text="File").click()
        page.locator(".lm-Menu-itemLabel").get_by_text("Open from Path…", exact=True).click()
        page.locator(".jp-Dialog input").fill(notebook)
        page.locator(".jp-Dialog button", has_text="Open").click()
        page.locator(".jp-Dialog").wait_for(state="detached", timeout=ms(15))
        page.wait_for_function(
            """(name) => [...document.querySelectorAll('.lm-TabBar-tab.lm-mod-current')]
              .some(tab => tab.innerText.trim() === name)""",
            arg=notebook.rsplit("/", 1)[-1],
            timeout=ms(60),
        )
    else:
        page.goto(lab.url(notebook))
    page.wait_for_selector(f"{SHOWN} .jp-Cell", timeout=ms(60))
    deadline = time.monotonic() + scaled(60)
    while not (kernel := lab.kernel_of(notebook)) or not any(
        f"/api/kernels/{kernel}/channels" in url for url in sockets
    ):
        if time.monotonic() > deadline:
            raise AssertionError(f"{notebook}: the page never connected to kernel {kernel}")
        page.wait_for_timeout(200)  # Playwright delivers page events while it waits
    wait_idle(page, ms(60))


def close_and_shut_down(page: Page, notebook: str) -> None:
    """File > Close and Shut Down Notebook on the open ``notebook`` (a name), as a person
    ends with one before opening the next; its tab gone once its kernel is."""
    page.locator(".lm-MenuBar-itemLabel", has_text="File").click()
    # "Close and Shut Down", "... Notebook" with one open (JupyterLab 4.6).
    page.locator(".lm-Menu-itemLabel", has_text=re.compile(r"^Close and Shut Down")).click()
    accept = page.locator(".jp-Dialog .jp-mod-accept")
    with contextlib.suppress(PlaywrightTimeout):  # JupyterLab asks first, or not
        accept.click(timeout=ms(5))
    page.wait_for_function(
        """(name) => ![...document.querySelectorAll('.lm-TabBar-tab')]
          .some(tab => tab.innerText.trim() === name)""",
        arg=notebook,
        timeout=ms(30),
    )


def wait_idle(page: Page, timeout_ms: float) -> None:
    page.wait_for_selector(
        f"{SHOWN} .jp-Notebook-ExecutionIndicator[data-status='idle']",
        timeout=timeout_ms,
    )


def run_all_from_the_menu(page: Page, timeout_ms: float = ms(180)) -> None:
    """Run > Run All Cells, then wait until every code cell has run (a number in its
    prompt, none left at ``[*]``) and the kernel is idle.

    A run JupyterLab dropped (every cell back to ``[ ]``, no error shown: see
    :func:`open_notebook` for when) is started once more, as a person would.
    """
    for attempt in (1, 2):
        _start_run_all(page)
        try:
            if _wait_all_ran(page, timeout_ms) == "done":
                break
        except PlaywrightTimeout:
            _fail_with_the_cell_that_never_finished(page, timeout_ms)
        if attempt == 2:
            raise AssertionError("JupyterLab dropped Run All twice: every prompt went back to [ ]")
        wait_idle(page, ms(60))
    wait_idle(page, timeout_ms)


_PROMPTS = "[...document.querySelectorAll('.jp-CodeCell .jp-InputPrompt')].map(p => p.textContent)"


def _start_run_all(page: Page) -> None:
    """Run > Run All Cells, until a cell shows ``[*]``: Run All marks every cell so at
    once, and a stored notebook's prompts already hold numbers."""
    for attempt in (1, 2):  # a menu opened while the notebook still loads may not act
        page.locator(".lm-MenuBar-itemLabel", has_text="Run").click()
        page.locator(".lm-Menu-itemLabel").get_by_text("Run All Cells", exact=True).click()
        try:
            page.wait_for_function(
                f"() => {_PROMPTS}.some(text => text.includes('*'))", timeout=ms(15)
            )
            return
        except PlaywrightTimeout:
            if attempt == 2:
                raise


def _wait_all_ran(page: Page, timeout_ms: float) -> str:
    """Once no cell is left at ``[*]``: ``"done"`` if every cell ran, or one failed
    (Run All stops there, and the cells after it stay unrun); ``"lost"`` if cells
    went back to ``[ ]`` with no error shown, which only a kernel change does."""
    handle = page.wait_for_function(
        f"""() => {{
          const prompts = {_PROMPTS};
          if (prompts.length === 0 || prompts.some(text => text.includes('*'))) return false;
          const ran = prompts.every(text => /\\[\\d+\\]/.test(text));
          return ran || document.querySelector(ERRORS) ? "done" : "lost";
        }}""".replace("ERRORS", json.dumps(ERRORS)),
        timeout=timeout_ms,
    )
    return str(handle.json_value())


def _fail_with_the_cell_that_never_finished(page: Page, timeout_ms: float) -> NoReturn:
    """Say which cell never finished, and keep what the notebook showed then."""
    running = page.evaluate(
        """() => [...document.querySelectorAll('.jp-CodeCell')]
          .filter(c => c.querySelector('.jp-InputPrompt')?.textContent.includes('*'))
          .map(c => c.querySelector('.jp-InputArea-editor')?.textContent.slice(0, 200))"""
    )
    shot = keep_screenshot(page, "timed-out", whole=False)
    # Queued cells show [*] too: the first of them is the one that never finished.
    raise AssertionError(
        f"{len(running)} cells at [*] after {timeout_ms / 1000:g} s, "
        f"the first: {running[:1]} (screenshot: {shot})"
    ) from None


def errors_shown(page: Page) -> list[str]:
    """Tracebacks and stderr text in the notebook's outputs."""
    found: list[str] = page.locator(ERRORS).all_inner_texts()
    return found


def broken_outputs(page: Page) -> list[str]:
    """Each BROKEN text an output shows."""
    text = "\n".join(page.locator(f"{SHOWN} .jp-OutputArea-output").all_inner_texts())
    return [raw for raw in BROKEN if raw in text]


def pictures_not_shown(
    page: Page, scope: str = f"{SHOWN} .jp-OutputArea-output"
) -> tuple[int, list[str]]:
    """How many pictures are in ``scope``, and those that did not load or are hidden
    (no width or height on the page)."""
    result: tuple[int, list[str]] = page.evaluate(
        """(scope) => {
          const images = [...document.querySelectorAll(scope + ' img')];
          const bad = images.filter(img => !(img.complete && img.naturalWidth > 0)
            || img.getBoundingClientRect().width === 0 || img.getBoundingClientRect().height === 0);
          return [images.length, bad.map(img => (img.alt || img.src || '').slice(0, 80))];
        }""",
        scope,
    )
    return result


def save(page: Page) -> None:
    """File > Save (Ctrl+S), and wait until the notebook is no longer marked unsaved."""
    page.keyboard.press("Control+s")
    page.wait_for_selector(".jp-NotebookPanel .jp-mod-dirty", state="detached", timeout=ms(30))


def shown_text(path: Path) -> dict[str, str]:
    """Per code cell (by id), the text its outputs show: streams, errors, and the text
    and HTML of each result with its pictures' pixels left out (other tests look at
    those). What the UI run of a tutorial must repeat from the stored notebook."""
    notebook = _read_when_written(path)
    shown = {}
    for cell in notebook.cells:
        if cell.cell_type != "code":
            continue
        parts = []
        for output in cell.outputs:
            if output.output_type == "stream":
                parts.append(f"{output.name}: {output.text}")
            elif output.output_type == "error":
                parts.append(f"error: {output.ename}: {output.evalue}")
            else:
                for mime in ("text/plain", "text/html"):
                    if mime in output.data:
                        text = re.sub(r"data:image/\w+;base64,[A-Za-z0-9+/=]+", "data:image",
                                      str(output.data[mime]))  # fmt: skip
                        parts.append(f"{mime}: {text}")
        shown[cell.id] = "\n".join(parts)
    return shown


def _read_when_written(path: Path) -> nbformat.NotebookNode:
    # JupyterLab marks a notebook saved as its server writes the file: the file may
    # still be empty for a moment.
    deadline = time.monotonic() + scaled(15)
    while True:
        try:
            return nbformat.read(path, as_version=4)
        except (ValueError, nbformat.reader.NotJSONError):
            if time.monotonic() > deadline:
                raise
            time.sleep(0.2)


def rendering(name: str) -> Path:
    """Where a picture of the explorer's output in one of the four places goes
    (ARTIFACTS/renderings; docs/images/renderings-*.jpg are made from them)."""
    path = ARTIFACTS / "renderings" / f"{name}.png"
    path.parent.mkdir(parents=True, exist_ok=True)
    return path


def keep_screenshot(page: Page, name: str, *, whole: bool = True) -> Path:
    """A screenshot kept in ARTIFACTS/jupyterlab: the whole notebook (the window made
    as tall as its content, which otherwise scrolls inside its panel), or the window."""
    path = ARTIFACTS / "jupyterlab" / f"{name}.png"
    path.parent.mkdir(parents=True, exist_ok=True)
    if not whole:
        page.screenshot(path=path)
        return path
    height = page.evaluate(
        "() => document.querySelector('.jp-NotebookPanel:not(.lm-mod-hidden)"
        " .jp-WindowedPanel-outer')?.scrollHeight || 800"
    )
    page.set_viewport_size({"width": 1280, "height": min(int(height) + 140, 20_000)})
    page.screenshot(path=path)
    page.set_viewport_size({"width": 1280, "height": 900})
    return path
