"""A new project (nbshot.project.scaffold): a project file, a starter flow and notebook,
written once and never overwritten."""

from __future__ import annotations

from pathlib import Path

import nbformat
import pytest

import nbshot
from nbshot.project.scaffold import init

pytestmark = pytest.mark.usefixtures("no_project_left")


def test_a_new_project_is_written_once_and_what_exists_is_kept(tmp_path: Path) -> None:
    folder = tmp_path / "shop"
    written = init(folder)
    assert written == [(folder / "nbshot.toml", True), (folder / "flows" / "screens.ipynb", True),
                       (folder / "notebooks" / "start-here.ipynb", True)]  # fmt: skip
    project = nbshot.load_project(folder / "nbshot.toml")  # a file nbshot itself accepts
    assert project is not None and project.base_url.startswith("http://127.0.0.1:")
    flow = nbformat.read(folder / "flows" / "screens.ipynb", as_version=4)
    assert any("parameters" in c.metadata.get("tags", []) for c in flow.cells)
    (folder / "nbshot.toml").write_text("# mine\n")
    (folder / "flows" / "screens.ipynb").unlink()
    again = init(folder)
    assert [flag for _, flag in again] == [False, True, False]  # only what was missing
    assert (folder / "nbshot.toml").read_text() == "# mine\n"


def test_a_folder_nobody_can_write_is_refused_by_name() -> None:
    with pytest.raises(nbshot.InvalidArgument, match="Cannot write '/proc/shop/nbshot.toml'"):
        init("/proc/shop")
