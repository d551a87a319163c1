"""Lines of a project file (nbshot.project.lines): where a key is set, found as a
person reads the file, and the error that names it."""

from __future__ import annotations

from pathlib import Path

import pytest

import nbshot
from nbshot.project.lines import line_of, read, wrong

TEXT = """\
base_url = "http://x"   # the app

[server]
command = "npm start"
env = { A = "1" }

[profiles."smoke test"]
targets = ["/"]
notify.url = "https://x"
"""


@pytest.mark.parametrize(
    ("keys", "line"),
    [
        (("base_url",), 1),
        (("server",), 3),
        (("server", "command"), 4),
        (("server", "env", "A"), 5),  # inside an inline table: the line that holds it
        (("profiles", "smoke test"), 7),
        (("profiles", "smoke test", "targets"), 8),
        (("profiles", "smoke test", "notify", "url"), 9),  # a dotted key
        (("server", "timeout"), None),
        (("targets",), None),
    ],
)
def test_a_key_is_found_on_the_line_that_sets_it(keys: tuple[str, ...], line: int | None) -> None:
    assert line_of(TEXT, keys) == line


def test_the_error_names_key_file_and_line_and_counts_pyprojects_from_the_top(
    tmp_path: Path,
) -> None:
    (tmp_path / "nbshot.toml").write_text(TEXT)
    error = wrong(tmp_path / "nbshot.toml", ("server", "command"), "is wrong", "Fix it")
    assert error.message == "server.command: is wrong (nbshot.toml, line 4). Fix it"
    (tmp_path / "pyproject.toml").write_text('[project]\nname = "x"\n[tool.nbshot.server]\n')
    error = wrong(tmp_path / "pyproject.toml", ("server",), "has no command", "")
    assert error.what == "server: has no command (pyproject.toml, line 3)"
    error = wrong(tmp_path / "pyproject.toml", ("targets",), "is wrong", "")
    assert error.what == "targets: is wrong (pyproject.toml)"  # no line says it


def test_a_file_that_cannot_be_read_is_said_with_what_to_check(tmp_path: Path) -> None:
    (tmp_path / "nbshot.toml").write_bytes(b"base_url = \xff\n")
    with pytest.raises(nbshot.InvalidArgument, match="Cannot read the project file"):
        read(tmp_path / "nbshot.toml")
    with pytest.raises(nbshot.InvalidArgument, match="NBSHOT_CONFIG"):
        read(tmp_path)  # a folder
