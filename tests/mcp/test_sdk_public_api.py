"""The MCP layer (nbshot/mcp) uses the MCP SDK's public API only, so any mcp 2.x may
carry it (pyproject.toml: ``mcp>=2.3,<3``): no module reaches a private name of
another object (``server._lowlevel_server``, ``shots._text()``, ``super()._handle_x``,
``getattr(x, "_name")``), imports a private name or module of ``mcp``/``mcp_types``,
or overrides a private method of an SDK class. Within a class, ``self._x`` is fine
when that class defines ``_x`` itself.

Checked from the source (``ast``), and each rule shown failing on a planted use."""

from __future__ import annotations

import ast
import importlib
import inspect
from pathlib import Path
from typing import Any

import pytest
from mcp.server import MCPServer

ROOT = Path(__file__).resolve().parents[2]
PACKAGE = ROOT / "nbshot" / "mcp"
SDK = ("mcp", "mcp_types")
OBJECTS = ("self", "cls")

# Private names still reached, each with the reason. Keep this short.
ALLOWED = {
    "os._exit": "the standard library's exit without the interpreter's teardown "
    "(nbshot.mcp.start._leave: after the exit handlers, a normal exit waited for the "
    "SDK's stdin reader thread)",
    "atexit._run_exitfuncs": "the standard library's way to run the exit handlers "
    "before os._exit (stable since Python 3.0; there is no public one)",
}


def _private(name: str) -> bool:
    return name.startswith("_") and not (name.startswith("__") and name.endswith("__"))


def _defined_in(cls: ast.ClassDef) -> set[str]:
    """Names a class defines itself: its methods and class attributes, and every
    ``self.x``/``cls.x`` its code assigns."""
    names = set()
    for item in cls.body:
        if isinstance(item, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
            names.add(item.name)
        elif isinstance(item, ast.Assign):
            names |= {t.id for t in item.targets if isinstance(t, ast.Name)}
        elif isinstance(item, ast.AnnAssign) and isinstance(item.target, ast.Name):
            names.add(item.target.id)
    for node in ast.walk(cls):
        if (
            isinstance(node, ast.Attribute)
            and isinstance(node.ctx, ast.Store)
            and isinstance(node.value, ast.Name)
            and node.value.id in OBJECTS
        ):
            names.add(node.attr)
    return names


def _reached(node: ast.AST) -> tuple[ast.expr, str] | None:
    """(object, name) when ``node`` reads a name off an object: ``obj.name`` or
    ``getattr``/``hasattr``/``setattr``/``delattr(obj, "name", ...)``."""
    if isinstance(node, ast.Attribute):
        return node.value, node.attr
    if (
        isinstance(node, ast.Call)
        and isinstance(node.func, ast.Name)
        and node.func.id in ("getattr", "hasattr", "setattr", "delattr")
        and len(node.args) >= 2
        and isinstance(node.args[1], ast.Constant)
        and isinstance(node.args[1].value, str)
    ):
        return node.args[0], node.args[1].value
    return None


def _imports(node: ast.AST) -> list[str]:
    """Private names or modules of the SDK that ``node`` imports, dotted."""
    if isinstance(node, ast.Import):
        paths = [alias.name for alias in node.names]
    elif isinstance(node, ast.ImportFrom) and node.module and not node.level:
        paths = [f"{node.module}.{alias.name}" for alias in node.names]
    else:
        return []
    return [
        path
        for path in paths
        if path.split(".")[0] in SDK and any(_private(part) for part in path.split("."))
    ]


def private_uses(source: str) -> list[str]:
    """Every private use in ``source``, as ``line: what``; allowances not applied."""
    found: list[str] = []

    def visit(node: ast.AST, defined: set[str]) -> None:
        if isinstance(node, ast.ClassDef):  # inside it, self._x is fine if it defines _x
            defined = _defined_in(node)
        line = getattr(node, "lineno", 0)
        found.extend(f"{line}: import {path}" for path in _imports(node))
        reached = _reached(node)
        if reached is not None and _private(reached[1]):
            obj, name = reached
            if not (isinstance(obj, ast.Name) and obj.id in OBJECTS and name in defined):
                found.append(f"{line}: {ast.unparse(obj)}.{name}")
        for child in ast.iter_child_nodes(node):
            visit(child, defined)

    visit(ast.parse(source), set())
    return found


def _modules() -> list[Path]:
    return sorted(PACKAGE.glob("*.py"))


def test_no_module_of_the_mcp_layer_uses_a_private_name() -> None:
    found = [
        f"nbshot/mcp/{path.name}:{use}"
        for path in _modules()
        for use in private_uses(path.read_text())
        if use.split(": ", 1)[1] not in ALLOWED
    ]
    assert not found, "Private names used (use the public API, or give it one):\n" + "\n".join(
        found
    )


def test_every_allowance_is_still_needed() -> None:
    used = {use.split(": ", 1)[1] for path in _modules() for use in private_uses(path.read_text())}
    assert set(ALLOWED) <= used, f"no longer used, remove: {sorted(set(ALLOWED) - used)}"


def sdk_privates_overridden(cls: type) -> list[str]:
    """Private names ``cls`` defines that one of its SDK bases defines too."""
    sdk_bases = [b for b in cls.__mro__[1:] if b.__module__.split(".")[0] in SDK]
    return [
        f"{cls.__name__}.{name}"
        for name in vars(cls)
        if _private(name) and any(name in vars(base) for base in sdk_bases)
    ]


def test_no_class_overrides_a_private_method_of_the_sdk() -> None:
    found = []
    for path in _modules():
        if path.stem == "__main__":  # running it starts the server
            continue
        module = importlib.import_module(f"nbshot.mcp.{path.stem}")
        for cls in vars(module).values():
            if inspect.isclass(cls) and cls.__module__ == module.__name__:
                found += sdk_privates_overridden(cls)
    assert not found


# -- each rule fails on a planted use ------------------------------------------------

PLANTED = {
    "the SDK's private server": ("lowlevel = server._lowlevel_server\n", "server._lowlevel_server"),
    "a private method of another object": ("text = shots._text()\n", "shots._text"),
    "a private method of a base, through super()": (
        "class S(MCPServer):\n    async def f(self, ctx, params):\n"
        "        return await super()._handle_list_tools(ctx, params)\n",
        "super()._handle_list_tools",
    ),
    "a private name of a base, through self": (
        "class S(MCPServer):\n    def f(self):\n        return self._tool_manager\n",
        "self._tool_manager",
    ),
    "a private name by getattr": (
        "connection = getattr(session, '_connection', None)\n",
        "session._connection",
    ),
    "a private name imported": (
        "from mcp.server.stdio import _claim_fd\n", "import mcp.server.stdio._claim_fd",
    ),
    "a private module imported": (
        "from mcp.shared._context_streams import create_context_streams\n",
        "import mcp.shared._context_streams.create_context_streams",
    ),
    "a private module imported whole": ("import mcp_types._types\n", "import mcp_types._types"),
}  # fmt: skip


@pytest.mark.parametrize(("source", "use"), PLANTED.values(), ids=PLANTED.keys())
def test_a_planted_private_use_is_found(source: str, use: str) -> None:
    assert [found.split(": ", 1)[1] for found in private_uses(source)] == [use]


def test_public_names_and_a_class_s_own_are_not_private_uses() -> None:
    source = (
        "import os\nfrom mcp.server import MCPServer\n"
        "class S(MCPServer):\n"
        "    def __init__(self):\n        super().__init__('s')\n        self._mine = 1\n"
        "    def _helper(self):\n        return self._mine, self.name, type(self).__name__\n"
        "    def f(self):\n        return self._helper(), error.__cause__, os._exit\n"
    )
    assert [found.split(": ", 1)[1] for found in private_uses(source)] == ["os._exit"]


def test_an_override_of_a_private_sdk_method_is_found() -> None:
    class Planted(MCPServer):
        async def _handle_list_tools(self, ctx: Any, params: Any) -> Any: ...

        def _own_helper(self) -> None: ...

    assert sdk_privates_overridden(Planted) == ["Planted._handle_list_tools"]
