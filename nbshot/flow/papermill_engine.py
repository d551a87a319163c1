"""papermill's nbclient engine as runs use it: told when each cell starts (to say
where a run ended) and after each cell (for progress), saving the notebook whole or
not at all; and the flow's index of an executed cell (papermill counts the cell it
injects)."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

CellCallback = Callable[[int, int], None]


def register_engine() -> str:
    """papermill's nbclient engine, with hooks as each cell starts (to say where a run
    ended) and after each cell (for progress)."""
    import papermill.engines as engines

    name = "nbshot"
    if name in engines.papermill_engines._engines:
        return name

    class ProgressEngine(engines.NBClientEngine):  # type: ignore[misc]
        @classmethod
        def execute_managed_notebook(cls, nb_man: Any, kernel_name: str, **kwargs: Any) -> Any:
            on_cell: CellCallback | None = kwargs.pop("on_cell", None)
            on_start: Callable[[int], None] | None = kwargs.pop("on_cell_start", None)
            if on_start is not None:
                start = nb_man.cell_start

                def cell_start(cell: Any, cell_index: int | None = None, **kw: Any) -> Any:
                    on_start(cell_index or 0)
                    return start(cell, cell_index=cell_index, **kw)

                nb_man.cell_start = cell_start
            if on_cell is not None:
                complete = nb_man.cell_complete

                def cell_complete(cell: Any, cell_index: int | None = None, **kw: Any) -> Any:
                    result = complete(cell, cell_index=cell_index, **kw)
                    on_cell((cell_index or 0) + 1, len(nb_man.nb.cells))
                    return result

                nb_man.cell_complete = cell_complete
            nb_man.save = _atomic_save(nb_man)
            return super().execute_managed_notebook(nb_man, kernel_name, **kwargs)

    engines.papermill_engines.register(name, ProgressEngine)
    return name


def _atomic_save(nb_man: Any) -> Callable[..., None]:
    """papermill's save of the running notebook, written whole or not at all: papermill
    rewrites the file after each cell, and a disk that fills up mid-write would leave
    half a notebook where the last whole one was.

    Raises
    ------
    DiskFull
        When the disk is full (the last whole copy stays).
    """
    import nbformat

    from nbshot.files import atomic_write

    def save(**kwargs: Any) -> None:
        if nb_man.output_path:
            atomic_write(nb_man.output_path, nbformat.writes(nb_man.nb))
        nb_man.last_save_time = nb_man.now()

    return save


def flow_cell_index(notebook_path: Path, executed_index: int) -> int:
    """papermill counts the cell it injected; give the index in the flow as written."""
    import nbformat

    try:
        cells = nbformat.read(notebook_path, as_version=4).cells
    except (OSError, ValueError):
        return executed_index
    injected = [
        i for i, c in enumerate(cells) if "injected-parameters" in c.metadata.get("tags", [])
    ]
    # The error banner papermill inserts on failure sits at the top of the saved copy.
    banner = 1 if cells and "papermill-error-cell-tag" in cells[0].metadata.get("tags", []) else 0
    shift = sum(1 for i in injected if i - banner < executed_index)
    return executed_index - shift
