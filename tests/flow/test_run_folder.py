"""What a run leaves on disk: report.html, runs/index.html (nbshot/flow/run_folder.py);
hostile values shown in them checked in a real browser."""

from __future__ import annotations

import contextlib
import threading
from collections.abc import Iterator
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any

import nbformat
import pytest
from flow_paths import SHIPPED
from playwright.async_api import TimeoutError as PlaywrightTimeout

import nbshot
from nbshot.browser.engine import engine
from nbshot.demo import serve_folder
from nbshot.flow import history, run_folder

pytestmark = pytest.mark.notebook


def test_report_is_self_contained_with_images_and_no_code(
    shipped: dict[str, nbshot.FlowRun],
) -> None:
    report = (shipped["homepage"].folder / "report.html").read_text()
    assert "data:image/png;base64," in report
    assert 'src="http' not in report  # no CDN scripts: opens offline
    assert "nbshot.capture(" not in report  # outputs only, unless asked
    assert "Homepage" in report and "ok in" in report


def test_runs_lists_past_runs_and_index_html_links_them(
    shipped: dict[str, nbshot.FlowRun], runs_dir: Path
) -> None:
    table = nbshot.runs(out_dir=runs_dir)
    assert set(SHIPPED) <= set(table["flow"])
    only = nbshot.runs("audit", out_dir=runs_dir)
    assert set(only["flow"]) == {"audit"}
    index = (runs_dir / "index.html").read_text()
    for name in SHIPPED:
        run = shipped[name]
        assert f"{name}/{run.run_id}/report.html" in index


@contextlib.contextmanager
def _recording_server() -> Iterator[tuple[str, list[str]]]:
    """A local HTTP server that notes every request it gets: a page that fetched
    anything from it leaked. Yields its base URL and the list of requests."""
    seen: list[str] = []

    class Record(BaseHTTPRequestHandler):
        def _record(self) -> None:
            seen.append(f"{self.command} {self.path}")
            self.send_response(204)
            self.end_headers()

        def do_GET(self) -> None:  # an image, a link followed
            self._record()

        def do_POST(self) -> None:  # a script's fetch or a form
            self._record()

        def do_OPTIONS(self) -> None:  # a script's cross-origin fetch asks first
            self._record()

        def log_message(self, format: str, *args: Any) -> None:
            pass  # the test reads `seen`, not stderr

    server = ThreadingHTTPServer(("127.0.0.1", 0), Record)
    threading.Thread(
        target=server.serve_forever, kwargs={"poll_interval": 0.05}, daemon=True
    ).start()
    try:
        yield f"http://127.0.0.1:{server.server_port}", seen
    finally:
        server.shutdown()
        server.server_close()


def _hostile(beacon: str, what: str) -> str:
    """Markdown and HTML that would load from ``beacon`` or run a script if rendered."""
    return (
        f"![x]({beacon}/{what}-md) [m](javascript:window.__pwned='{what}') "
        f"<script>window.__pwned='{what}';fetch('{beacon}/{what}-script')</script> "
        f"<img src=x onerror=\"window.__pwned='{what}';fetch('{beacon}/{what}-onerror')\"> "
        f"<img src={beacon}/{what}-img>"
    )


def _hostile_run(runs: Path, beacon: str) -> Path:
    """A failed run folder (no kernel run: a one-cell notebook and its manifest) whose
    title, parameter and error are hostile, with its report and the runs pages."""
    folder = runs / "probe" / "20260101-000000-abcdef"
    folder.mkdir(parents=True)
    notebook = nbformat.v4.new_notebook(cells=[nbformat.v4.new_code_cell("x = 1")])
    nbformat.write(notebook, folder / "notebook.ipynb")
    manifest = {
        "flow": "probe", "title": _hostile(beacon, "title"), "run_id": folder.name,
        "params": {"label": _hostile(beacon, "param")}, "status": "failed",
        "started": "2026-01-01T00:00:00+00:00", "duration": 1.0, "captures": [],
        "findings": [], "changes": None, "report": "report.html",
        "error": {"ename": "ValueError", "evalue": _hostile(beacon, "error"),
                  "message": _hostile(beacon, "error"), "cell_index": 0},
    }  # fmt: skip
    run_folder.write_manifest(folder, manifest)
    assert run_folder.write_report(folder, manifest) is not None
    run_folder.write_runs_index(runs)
    return folder


async def _visit(url: str) -> dict[str, Any]:
    """What a real Chromium made of ``url``: whether a script set ``window.__pwned``,
    how many ``javascript:`` links it holds, and its visible text."""
    browser = await engine.browser()
    context = await browser.new_context()
    try:
        page = await context.new_page()
        await page.goto(url)
        # Then what the page started (images, fetches); a page still loading something
        # (a leak the test will report) does not make it hang.
        with contextlib.suppress(PlaywrightTimeout):
            await page.wait_for_load_state("networkidle", timeout=5000)
        seen: dict[str, Any] = await page.evaluate(
            """() => ({
              pwned: window.__pwned ?? null,
              scriptLinks: [...document.querySelectorAll('a[href]')]
                .filter(a => a.href.trim().toLowerCase().startsWith('javascript:')).length,
              text: document.body.innerText,
            })"""
        )
        return seen
    finally:
        await context.close()


def test_hostile_parameters_errors_and_titles_are_shown_as_text_on_every_page(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(history, "PAGE", 1)  # an archive page too (history-0001.html)
    runs = tmp_path / "runs"
    with _recording_server() as (beacon, requests):
        folder = _hostile_run(runs, beacon)
        pages = {  # each page, and the hostile values it shows
            f"probe/{folder.name}/report.html": ("title", "param", "error"),
            "index.html": ("param", "error"),
            "probe/index.html": ("error",),
            "probe/history-0001.html": ("error",),
        }
        with serve_folder(runs) as served:
            for page, shown in pages.items():
                seen = engine.run(_visit(f"{served.url}/{page}"))
                assert (seen["pwned"], seen["scriptLinks"]) == (None, 0), page
                for what in shown:  # literal, as typed
                    assert f"![x]({beacon}/{what}-md)" in seen["text"], (page, what)
                    assert "<script>window.__pwned=" in seen["text"], (page, what)
        assert requests == []
