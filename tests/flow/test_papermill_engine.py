"""papermill's engine as runs use it (nbshot/flow/papermill_engine.py): registered once,
and an executed cell's index given back in the flow as written."""

from __future__ import annotations

from pathlib import Path

import nbformat
import papermill.engines

from nbshot.flow.papermill_engine import flow_cell_index, register_engine


def _notebook(path: Path, banner: bool) -> Path:
    cells = [nbformat.v4.new_code_cell("x = 1"), nbformat.v4.new_code_cell("x = 2"),
             nbformat.v4.new_code_cell("y"), nbformat.v4.new_code_cell("z")]  # fmt: skip
    cells[0].metadata["tags"] = ["parameters"]
    cells[1].metadata["tags"] = ["injected-parameters"]
    if banner:
        top = nbformat.v4.new_markdown_cell("An Exception was encountered")
        top.metadata["tags"] = ["papermill-error-cell-tag"]
        cells.insert(0, top)
    notebook = nbformat.v4.new_notebook()
    notebook.cells = cells
    nbformat.write(notebook, path)
    return path


def test_an_executed_cell_is_counted_as_in_the_flow(tmp_path: Path) -> None:
    plain = _notebook(tmp_path / "plain.ipynb", banner=False)
    assert [flow_cell_index(plain, i) for i in (0, 2, 3)] == [0, 1, 2]
    failed = _notebook(tmp_path / "failed.ipynb", banner=True)
    assert flow_cell_index(failed, 3) == 2  # papermill's own cells do not count
    assert flow_cell_index(tmp_path / "missing.ipynb", 5) == 5  # unreadable: as given


def test_the_engine_is_registered_once_under_one_name() -> None:
    name = register_engine()
    assert register_engine() == name == "nbshot"
    engine = papermill.engines.papermill_engines.get_engine(name)
    assert issubclass(engine, papermill.engines.NBClientEngine)
