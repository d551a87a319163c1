"""The explorer in a real JupyterLab (issue 30): a person signs in to the demo site by
clicking and typing on the explorer's picture, never writing a step; the flow it saves
replays to the same pixels, the test it exports passes under pytest, and the saved
notebook holds no password. ``NBSHOT_TEST_SLOWDOWN`` stretches every wait."""

from __future__ import annotations

import base64
import json
import os
import subprocess
from collections.abc import Iterator
from pathlib import Path

import nbformat
import pytest
from flow_paths import pixels_equal
from lab_ui import broken_outputs, keep_screenshot, open_notebook, run_all_from_the_menu, save
from lab_ui import running_lab as lab_running
from playwright.sync_api import Browser, Locator, Page
from processes import PYTEST
from timing import ms, scaled, wait_until

import nbshot

PASSWORD = "correct horse battery"
CELL = 'import nbshot\nexplorer = nbshot.explore("demo:/signin")\nexplorer'


# Counts the pictures the explorer's views decode (each view makes a blob URL per
# picture it draws): a view JupyterLab replaced must stop drawing.
_COUNT_PICTURES = """window.__pictures = 0;
const made = URL.createObjectURL.bind(URL);
URL.createObjectURL = (blob) => {
  if (blob && blob.type === "image/png") window.__pictures += 1;
  return made(blob);
};"""


@pytest.fixture
def page(browser: Browser) -> Iterator[Page]:
    context = browser.new_context(viewport={"width": 1400, "height": 1000})
    context.add_init_script(_COUNT_PICTURES)
    yield context.new_page()
    context.close()


def _fields(browser: Browser) -> dict[str, dict[str, float]]:
    """Where Email, Password and Sign in are on the demo sign-in page at the explorer's
    viewport (1280x720), read from a copy of the page: the test knows the picture as a
    person sees it, not the explorer's boxes."""
    context = browser.new_context(viewport={"width": 1280, "height": 720})
    with nbshot.serve_demo() as demo:
        signin = context.new_page()
        signin.goto(demo.url_for("signin"))
        found = {
            name: signin.get_by_role(role, name=name, exact=True).bounding_box()
            for role, name in (("textbox", "Email"), ("textbox", "Password"), ("button", "Sign in"))
        }
    context.close()
    return {name: box for name, box in found.items() if box is not None}


def _click_on_picture(page: Page, picture: Locator, box: dict[str, float]) -> None:
    """A click at the middle of ``box`` (page CSS px) on the picture as it is shown."""
    shown = picture.bounding_box()
    assert shown is not None
    scale = shown["width"] / 1280
    page.mouse.click(
        shown["x"] + (box["x"] + box["width"] / 2) * scale,
        shown["y"] + (box["y"] + box["height"] / 2) * scale,
    )


def _wait_answered(page: Page, typing: bool = False) -> None:
    """Until the explorer has answered (its picture no longer busy) and, when typing
    into a field follows, shows that field's caret, empty, as a person sees before
    typing (the picture takes keys from a click on it until a click elsewhere; a click
    that missed the field shows no caret, and its keys went nowhere)."""
    ready = "p && !p.classList.contains('busy')"
    if typing:
        field = "p.querySelector('.nbx-field')"
        ready += f" && p.classList.contains('armed') && {field}.style.display !== 'none'"
        ready += f" && {field}.textContent === '\u258f'"  # a fresh field, caret only
    page.wait_for_function(
        f"() => {{ const p = document.querySelector('.nbx-pic'); return {ready}; }}",
        timeout=ms(30),
    )


def _saved_with_outputs(path: Path) -> str:
    """The notebook's text once the save has written its outputs (JupyterLab does not
    mark a notebook unsaved for widget outputs, so the save is not waited for)."""

    def written() -> str | None:
        text = path.read_text()
        try:  # a save in progress can be caught half written, even empty
            cell = json.loads(text)["cells"][0]
        except (ValueError, KeyError, IndexError):
            return None
        return text if cell.get("outputs") else None

    seen: list[str] = []
    saved = wait_until(lambda: bool(seen.append(written() or "") or seen[-1]), within=30)
    assert saved, f"{path.name} was not saved with its outputs"
    return seen[-1]


def test_signing_in_by_pointing_at_the_picture_records_a_flow_and_a_passing_test(
    browser: Browser, page: Page, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    fields = _fields(browser)
    with lab_running(tmp_path / "lab") as lab:
        notebook = nbformat.v4.new_notebook()
        notebook.cells = [nbformat.v4.new_code_cell(CELL)]
        notebook.metadata["kernelspec"] = {"name": "python3", "display_name": "Python 3",
                                           "language": "python"}  # fmt: skip
        nbformat.write(notebook, lab.root / "explore.ipynb")
        open_notebook(page, lab, "explore.ipynb")
        run_all_from_the_menu(page, timeout_ms=ms(120))
        picture = page.locator(".nbx-pic img")
        picture.wait_for(timeout=ms(60))
        status = page.locator(".nbx-status")
        assert "Sign in · Acme Analytics" in status.inner_text()

        # Hovering names the element under the pointer, without a round trip.
        shown = picture.bounding_box()
        assert shown is not None
        email = fields["Email"]
        page.mouse.move(shown["x"] + (email["x"] + 5) * shown["width"] / 1280,
                        shown["y"] + (email["y"] + 5) * shown["width"] / 1280)  # fmt: skip
        label = page.locator(".nbx-label")
        label.wait_for(timeout=ms(5))
        assert label.inner_text().startswith('textbox "Email" [e')

        _click_on_picture(page, picture, fields["Email"])
        _wait_answered(page, typing=True)
        page.keyboard.type("ada@example.com")
        assert page.locator(".nbx-field").inner_text().startswith("ada@example.com")
        _click_on_picture(page, picture, fields["Password"])
        _wait_answered(page, typing=True)
        page.keyboard.type(PASSWORD)
        assert "•" in page.locator(".nbx-field").inner_text()  # shown as dots
        drawn_before = page.evaluate("window.__pictures")
        _click_on_picture(page, picture, fields["Sign in"])
        page.wait_for_function(
            "() => document.querySelector('.nbx-status')?.innerText.includes('Dashboard')",
            timeout=ms(30),
        )
        _wait_answered(page)
        # One new picture: drawn by the view on screen and by the one JupyterLab draws
        # in its place, not by every view of the answers before.
        assert page.evaluate("window.__pictures") - drawn_before <= 2
        keep_screenshot(page, "explorer-signed-in-by-pointing", whole=False)

        # The steps it wrote, by ref and by role and name; then a flow and a test.
        page.locator(".nbx-tabs button", has_text="History").click()
        history = page.locator(".nbx-panel").inner_text()
        assert 'click:role=button[name="Sign in"s]' in history and PASSWORD not in history
        page.locator(".nbx-bar input[title='File name']").fill("sign_in")
        page.locator(".nbx-bar button", has_text="Save flow").click()
        page.wait_for_function(
            "() => document.querySelector('.nbx-status')?.innerText.includes('Flow written')",
            timeout=ms(30),
        )
        page.locator(".nbx-bar button", has_text="Export test").click()
        page.wait_for_function(
            "() => document.querySelector('.nbx-status')?.innerText.includes('Test written')",
            timeout=ms(30),
        )
        exported = lab.root / "test_sign_in.py"
        # Run while the kernel (and the demo site it serves) is up: the same page.
        run = subprocess.run(
            [*PYTEST, "-q", exported.name],
            cwd=lab.root, env={**os.environ, "PASSWORD": PASSWORD}, capture_output=True,
            text=True, timeout=scaled(120),
        )  # fmt: skip
        assert run.returncode == 0, run.stdout[-3000:] + run.stderr[-2000:]
        assert broken_outputs(page) == []

        page.locator(".jp-Cell .jp-InputArea-editor").first.click()  # the notebook's keys
        page.keyboard.press("Escape")
        save(page)
        stored = _saved_with_outputs(lab.root / "explore.ipynb")
        assert PASSWORD not in stored
        outputs = nbformat.reads(stored, as_version=4).cells[0].outputs
        pictures = [o["data"]["image/png"] for o in outputs if "image/png" in o.get("data", {})]
        assert len(pictures) == 1, [sorted(o.get("data", {})) for o in outputs]
        last_picture = base64.b64decode(pictures[0])
        flow = lab.root / "sign_in.ipynb"

    monkeypatch.setenv("PASSWORD", PASSWORD)
    nbshot.configure(secrets=["PASSWORD"])
    try:
        replayed = nbshot.run_flow(flow, out_dir=tmp_path / "runs", progress=False)
    finally:
        nbshot.configure(secrets=[])
    assert replayed.ok, replayed.error_text
    assert pixels_equal(replayed.records["final"].data, last_picture)
