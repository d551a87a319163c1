"""The public API is declared once, in nbshot/__init__.pyi: what the package loads on
first use is exactly what the stub (and so a type checker) declares, and each name
loads from the module the stub names."""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

import nbshot

STUB = Path(nbshot.__file__).with_suffix(".pyi")


def _declared() -> dict[str, str]:
    """The stub read as Python reads it: every re-exported name and its module."""
    tree = ast.parse(STUB.read_text(encoding="utf-8"))
    declared: dict[str, str] = {}
    for node in tree.body:
        if isinstance(node, ast.ImportFrom):
            for alias in node.names:
                assert alias.asname == alias.name, f"{alias.name}: not `as` itself"
                declared[alias.name] = str(node.module)
    return declared


def test_the_package_loads_exactly_what_the_stub_declares() -> None:
    declared = _declared()
    assert len(declared) > 80  # the stub was read, not an empty file
    assert declared == nbshot._LAZY
    assert nbshot.__all__ == sorted([*declared, "__version__"])


def test_every_declared_name_loads_from_its_module() -> None:
    # A fresh process: names loaded by other tests would hide a wrong module.
    code = (
        "import importlib, nbshot\n"
        "for name, module in nbshot._LAZY.items():\n"
        "    assert getattr(nbshot, name) is getattr(importlib.import_module(module), name), name\n"
        "print(len(nbshot._LAZY))\n"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert done.returncode == 0, done.stderr
    assert int(done.stdout) == len(_declared())


def test_an_unknown_name_is_an_attribute_error() -> None:
    try:
        nbshot.no_such_call  # noqa: B018
    except AttributeError as error:
        assert "no_such_call" in str(error)
    else:
        raise AssertionError("nbshot.no_such_call did not raise")
