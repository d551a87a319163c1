"""nbshot: capture and inspect web pages from notebooks, scripts, flows and agents.

Every call here is synchronous and works the same in a script, in a Jupyter
cell (inside ipykernel's running event loop) and from other threads. Each call
that touches a browser or a kernel has an async twin named ``<call>_async`` that
takes the same arguments.

>>> import nbshot                                  # doctest: +SKIP
>>> shot = nbshot.capture("demo:/signin")          # doctest: +SKIP
>>> shot                                           # shows the picture inline

The public API is declared once, in ``__init__.pyi`` (what type checkers and editors
read). Its names are loaded on first use (PEP 562), so ``import nbshot`` costs almost
nothing and a CLI call or the MCP server loads only what it uses.
"""

from __future__ import annotations

import importlib
import re
from importlib.metadata import PackageNotFoundError, version
from pathlib import Path
from typing import Any

from nbshot.notebook import install_notebook_handler


def _read_api() -> dict[str, str]:
    """Each public name -> the module that defines it, from the ``from m import n as n``
    lines of ``__init__.pyi`` (Scientific Python's SPEC 1 lazy-loading stub). A regular
    expression, not ``ast``: ruff keeps the stub one import a line, and this is read at
    every ``import nbshot`` (tests/test_public_api.py checks both readings agree)."""
    stub = Path(__file__).with_suffix(".pyi").read_text(encoding="utf-8")
    return {name: module for module, name in _API_LINE.findall(stub)}


_API_LINE = re.compile(r"^from ([\w.]+) import (\w+) as \2$", re.MULTILINE)
_LAZY = _read_api()

# Sub-packages reachable as attributes (``nbshot.vision.register``) without an import.
_SUBMODULES = {
    "browser",
    "captures",
    "checks",
    "cli",
    "config",
    "demo",
    "errors",
    "files",
    "flow",
    "mcp",
    "model",
    "notebook",
    "page",
    "pixels",
    "session",
    "testing",
    "vision",
}


def __getattr__(name: str) -> Any:
    module = _LAZY.get(name)
    if module is not None:
        value = getattr(importlib.import_module(module), name)
        globals()[name] = value  # later lookups skip this function
        return value
    if name in _SUBMODULES:
        return importlib.import_module(f"nbshot.{name}")
    if name == "__version__":
        try:
            found = version("nbshot")
        except PackageNotFoundError:  # running from a source tree without install
            found = "0+unknown"
        globals()["__version__"] = found
        return found
    raise AttributeError(f"module 'nbshot' has no attribute {name!r}")


def __dir__() -> list[str]:
    return sorted({*globals(), *_LAZY, *_SUBMODULES, "__version__"})


# In IPython, show nbshot errors as one line with the fix, not a traceback wall.
install_notebook_handler()

__all__ = sorted([*_LAZY, "__version__"])
