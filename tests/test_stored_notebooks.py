"""The tutorial notebooks as they are stored: small, free of widget state, and every
result visible where no widget manager or JavaScript runs (nbconvert HTML read with
JavaScript off, as GitHub and nbviewer show a notebook)."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import nbformat
import pytest
from nbconvert import HTMLExporter

ROOT = Path(__file__).resolve().parent.parent
NOTEBOOKS = sorted((ROOT / "notebooks").glob("0*.ipynb"))
WIDGET_VIEW = "application/vnd.jupyter.widget-view+json"


def _outputs(notebook: Any) -> list[dict[str, Any]]:
    return [o for c in notebook.cells if c.cell_type == "code" for o in c.outputs
            if o.output_type in ("display_data", "execute_result")]  # fmt: skip


def _pictures(data: dict[str, Any]) -> list[str]:
    """The base64 pictures of one output, wherever they sit."""
    found = [str(data[m]) for m in ("image/png", "image/jpeg") if m in data]
    found += re.findall(r"data:image/\w+;base64,([A-Za-z0-9+/=]+)", str(data.get("text/html", "")))
    return found


@pytest.mark.parametrize("path", NOTEBOOKS, ids=lambda p: p.stem)
def test_a_stored_notebook_is_small_without_widget_state_and_each_picture_once(
    path: Path,
) -> None:
    assert path.stat().st_size < 250 * 1024
    notebook = nbformat.read(path, as_version=4)
    assert "widgets" not in notebook.metadata
    for output in _outputs(notebook):
        # A view without its state: JupyterLab would show "model not found" over the
        # picture the output carries beside it.
        assert WIDGET_VIEW not in output.data
        pictures = _pictures(output.data)
        assert len(pictures) == len(set(pictures)), "a picture stored twice in one output"


# What differs from one machine or run to the next: a loopback port (dead once the
# notebook's kernel ends), a run id, a duration, a path on this machine.
MACHINE_SPECIFIC = re.compile(
    r"(?:127\.0\.0\.1|localhost|\[::1\]):\d+|\b\d{8}-\d{6}-[0-9a-f]{6}\b"
    r"|\bin \d+(?:\.\d+)? ?m?s\b|(?:/tmp|/root|/home|/work)/"
)


@pytest.mark.parametrize("path", NOTEBOOKS, ids=lambda p: p.stem)
def test_a_stored_notebook_has_nothing_of_the_machine_or_run_that_made_it(path: Path) -> None:
    notebook = nbformat.read(path, as_version=4)
    for cell in notebook.cells:
        for output in cell.get("outputs", []):
            texts = [str(v) for k, v in output.get("data", {}).items() if k.startswith("text/")]
            texts += [str(output.get("text", "")), "\n".join(output.get("traceback", []))]
            for text in texts:
                found = MACHINE_SPECIFIC.search(re.sub(r"data:image/[^\"')]+", "", text))
                assert found is None, f"{path.name} cell {cell.id} shows {found.group()!r}"


@pytest.mark.parametrize("path", NOTEBOOKS, ids=lambda p: p.stem)
def test_converted_with_javascript_off_every_result_shows(path: Path) -> None:
    notebook = nbformat.read(path, as_version=4)
    page, _ = HTMLExporter().from_notebook_node(notebook)
    static = re.sub(r"<script\b.*?</script>", "", page, flags=re.S)  # JavaScript off
    for output in _outputs(notebook):
        for picture in _pictures(output.data)[:1]:  # what the output shows first
            assert picture[:200] in static, f"a picture of {path.name} is not in its HTML"
    for raw in ("VBox(children", "HBox(children", "Image(value=b", "0%|"):
        assert raw not in static, f"{path.name} shows {raw!r} where a result should be"
