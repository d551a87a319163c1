"""Every NBSHOT_* environment variable is named once, in nbshot/env_vars.py, with what
it does: no other module spells one, and each one named has its line in ALL."""

from __future__ import annotations

import ast
import re
from pathlib import Path

import nbshot
from nbshot import env_vars

PACKAGE = Path(nbshot.__file__).parent
NAME = re.compile(r"NBSHOT_[A-Z0-9_]*")


def _spelt(tree: ast.AST) -> list[tuple[int, str]]:
    """String constants that are a variable name (or a name's start, in an f-string)."""
    found = []
    for node in ast.walk(tree):
        text = node.value if isinstance(node, ast.Constant) else None
        if isinstance(text, str) and NAME.fullmatch(text):
            found.append((node.lineno, text))  # type: ignore[attr-defined]
    return found


def test_no_module_but_env_vars_spells_a_variable_name() -> None:
    spelt = {
        f"{path.relative_to(PACKAGE)}:{line}: {name}"
        for path in PACKAGE.rglob("*.py")
        if path.name != "env_vars.py"
        for line, name in _spelt(ast.parse(path.read_text(encoding="utf-8")))
    }
    assert not spelt, "Import the name from nbshot.env_vars instead"


def test_each_variable_has_a_line_saying_what_it_does() -> None:
    declared = {v for k, v in vars(env_vars).items() if k.isupper() and isinstance(v, str)}
    assert declared - {env_vars.PREFIX} == set(env_vars.ALL)
    assert all(len(what) > 20 for what in env_vars.ALL.values())
    # Each name nbshot's code or docs mention is one of them (or a prefix's child).
    mentioned = set()
    for path in [*PACKAGE.rglob("*.py"), *PACKAGE.parent.joinpath("docs").glob("*.md")]:
        mentioned |= set(NAME.findall(path.read_text(encoding="utf-8")))
    unknown = {
        name for name in mentioned - set(env_vars.ALL) - {env_vars.PREFIX}
        if not name.startswith(env_vars.SECRET_PREFIX) and not name.startswith("NBSHOT_TEST_")
    }  # fmt: skip
    assert not unknown, "Add them to nbshot/env_vars.py"


def test_the_check_finds_a_spelt_name() -> None:
    code = 'import os\nos.environ.get("NBSHOT_OUT")\nx = f"NBSHOT_SECRET_{y}"\n'
    assert _spelt(ast.parse(code)) == [(2, "NBSHOT_OUT"), (3, "NBSHOT_SECRET_")]
