"""nbshot inside a real Jupyter kernel (ipykernel, executed by nbclient)."""

from __future__ import annotations

from pathlib import Path

import nbformat
import pytest
from nbclient import NotebookClient
from nbclient.exceptions import CellExecutionError
from timing import scaled

from nbshot.demo import DemoSite

pytestmark = pytest.mark.notebook


def run_cells(*sources: str, cwd: Path) -> nbformat.NotebookNode:
    notebook = nbformat.v4.new_notebook()
    notebook.cells = [nbformat.v4.new_code_cell(src) for src in sources]
    NotebookClient(
        notebook,
        kernel_name="python3",
        timeout=scaled(120),
        resources={"metadata": {"path": str(cwd)}},
    ).execute()
    return notebook


def test_capture_in_a_cell_leaves_an_image_output(demo: DemoSite, tmp_path: Path) -> None:
    notebook = run_cells(
        "import nbshot",
        f"shot = nbshot.capture({demo.url_for('signin')!r}, out_dir='shots')\nshot",
        cwd=tmp_path,
    )
    picture, caption = notebook.cells[1].outputs
    # The picture once, as an image output (what GitHub shows), at CSS size; then the
    # caption, with the short text.
    assert set(picture.data) == {"image/png", "text/plain"}
    assert picture.metadata == {"image/png": {"width": 1280}}
    assert set(caption.data) == {"text/html", "text/plain"}
    assert "data:image" not in caption.data["text/html"]
    assert caption.data["text/plain"].startswith("<Shot signin 1280x720 png:")
    assert (tmp_path / "shots" / "signin.png").is_file()


def test_errors_show_the_message_not_a_traceback_wall(tmp_path: Path) -> None:
    notebook = nbformat.v4.new_notebook()
    notebook.cells = [
        nbformat.v4.new_code_cell("import nbshot"),
        nbformat.v4.new_code_cell("nbshot.capture('demo:/', selector='#nope', out_dir='shots')"),
    ]
    client = NotebookClient(notebook, kernel_name="python3", timeout=scaled(120),
                            resources={"metadata": {"path": str(tmp_path)}})  # fmt: skip
    with pytest.raises(CellExecutionError):
        client.execute()
    (error,) = [o for o in notebook.cells[1].outputs if o.output_type == "error"]
    assert error.ename == "ElementNotFound"
    assert error.evalue.startswith("No element matches '#nope'")
    assert len(error.traceback) == 1  # one line: name, message and hint
    assert "playwright" not in error.traceback[0].lower()


def test_a_batchs_progress_ends_as_a_line_saying_what_was_done(
    demo: DemoSite, tmp_path: Path, closed_port: int
) -> None:
    notebook = run_cells(
        "import nbshot",
        f"shots = nbshot.capture_matrix({{'home': {demo.url_for('home')!r}, "
        f"'down': 'http://127.0.0.1:{closed_port}/'}}, devices=['desktop', 'phone'], "
        "out_dir='shots')",
        cwd=tmp_path,
    )
    (shown,) = [o for o in notebook.cells[1].outputs if o.output_type == "display_data"]
    # Updated in place (nbclient applies the updates as a frontend does): the stored
    # output is the end, not a bar at 0%.
    assert shown.data["text/plain"] == "Capturing: 4 of 4 shots done, 2 failed"
    assert "<progress" not in shown.data["text/html"]
