"""The stored tutorials where nothing runs: nbconvert HTML opened in Chromium with
JavaScript off (as nbviewer without its scripts shows a notebook), and a GitHub-like
page: HTML outputs sanitized (nbconvert's sanitizer: no scripts, styles or pictures
inside HTML) and no stylesheets.
Every output that carries a picture (a Shot, a grid, a sheet, a card, an explorer's
fallback) must show it, loaded and on screen. Screenshots are kept as artifacts."""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import nbformat
import pytest
from lab_ui import ARTIFACTS, BROKEN, ROOT, rendering
from nbconvert import HTMLExporter
from playwright.sync_api import Browser, BrowserContext

from nbshot.demo import serve_folder

TUTORIALS = sorted((ROOT / "notebooks").glob("0*.ipynb"))


def _with_pictures(notebook: Any) -> int:
    """How many outputs carry a picture (in an image type or inside their HTML)."""
    return sum(
        1
        for cell in notebook.cells if cell.cell_type == "code"
        for output in cell.outputs if output.output_type in ("display_data", "execute_result")
        if {"image/png", "image/jpeg"} & set(output.data)
        or "data:image/" in str(output.data.get("text/html", ""))
    )  # fmt: skip


def _github_like(page: str) -> str:
    """A sanitized nbconvert page as GitHub shows a notebook: no scripts, no stylesheets."""
    page = re.sub(r"<script\b.*?</script>", "", page, flags=re.S)
    return re.sub(r"<style\b.*?</style>|<link\b[^>]*stylesheet[^>]*>", "", page, flags=re.S)


@pytest.fixture(scope="module")
def site(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[Path, str]]:
    """One folder served over HTTP for the module's pages: the folder and its address."""
    folder = tmp_path_factory.mktemp("static")
    with serve_folder(folder) as served:
        yield folder, served.url


@pytest.fixture(scope="module")
def no_javascript(browser: Browser) -> Iterator[BrowserContext]:
    """One browser context with JavaScript off for the module (each test a page of it)."""
    context = browser.new_context(
        java_script_enabled=False, viewport={"width": 1100, "height": 900}
    )
    yield context
    context.close()


#: nbconvert's HTML exporter per view, made once (each loads its templates).
EXPORTERS = {"nbconvert": HTMLExporter(), "github-like": HTMLExporter(sanitize_html=True)}


@pytest.mark.parametrize("path", TUTORIALS, ids=lambda p: p.stem)
@pytest.mark.parametrize("view", ["nbconvert", "github-like"])
def test_a_stored_tutorial_shows_every_picture_with_javascript_off(
    site: tuple[Path, str], no_javascript: BrowserContext, path: Path, view: str
) -> None:
    notebook = nbformat.read(path, as_version=4)
    page_html, _ = EXPORTERS[view].from_notebook_node(
        nbformat.read(path, as_version=4)  # sanitizing changes the notebook it is given
    )
    if view == "github-like":
        page_html = _github_like(page_html)
    folder, url = site
    (folder / f"{path.stem}-{view}.html").write_text(page_html)
    page = no_javascript.new_page()
    try:
        page.goto(f"{url}/{path.stem}-{view}.html", wait_until="load")
        shown = page.evaluate(
            """() => [...document.querySelectorAll('img')].filter(img =>
              img.complete && img.naturalWidth > 0
              && img.getBoundingClientRect().width > 0
              && img.getBoundingClientRect().height > 0).length"""
        )
        text = page.inner_text("body")
        shot = ARTIFACTS / "static" / f"{path.stem}-{view}.png"
        shot.parent.mkdir(parents=True, exist_ok=True)
        page.screenshot(path=shot, full_page=True)
        if path.stem.startswith("02"):  # the explorer's fallback picture, for the docs
            cell = page.locator(".jp-Cell", has_text="explorer = s.widget()")
            cell.locator(".jp-OutputArea").first.screenshot(path=rendering(view))
    finally:
        page.close()
    assert shown >= _with_pictures(notebook) > 0
    assert [raw for raw in BROKEN if raw in text] == []
