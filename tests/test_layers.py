"""The package's layers hold (import-linter's contract in pyproject.toml), and no
function or class grows past what a reader takes in at once."""

from __future__ import annotations

import ast
import os
import shutil
import subprocess
import sys
from pathlib import Path

import grimp
import pytest
from timing import scaled

ROOT = Path(__file__).resolve().parents[1]
LINT = Path(sys.executable).with_name("lint-imports")
MAX_FUNCTION = 80  # lines
MAX_CLASS = 300
# A longer one needs a reason beside it: a comment starting "# long:" on its first line
# or alone on the line above it.
REASON = "# long:"


def _lint(root: Path) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "PYTHONPATH": str(root)}
    return subprocess.run(
        [str(LINT), "--config", str(root / "pyproject.toml"), "--no-cache"],
        cwd=root, env=env, capture_output=True, text=True, timeout=scaled(120), check=False,
    )  # fmt: skip


@pytest.fixture(scope="module")
def copy(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A copy of the package to break on purpose."""
    root = tmp_path_factory.mktemp("layers")
    shutil.copytree(ROOT / "nbshot", root / "nbshot", ignore=shutil.ignore_patterns("demo"))
    (root / "nbshot" / "demo").mkdir()
    shutil.copy(ROOT / "nbshot" / "demo" / "__init__.py", root / "nbshot" / "demo")
    shutil.copy(ROOT / "pyproject.toml", root)
    return root


def test_the_layers_hold() -> None:
    done = _lint(ROOT)
    assert done.returncode == 0, done.stdout + done.stderr
    assert "1 kept, 0 broken" in done.stdout


@pytest.mark.parametrize(
    ("module", "line", "broken"),
    [
        ("cli/pages.py", "import nbshot.mcp.server", "nbshot.cli is not allowed to import"),
        ("model/shot.py", "import nbshot.vision", "nbshot.model is not allowed to import"),
        ("config.py", "import nbshot.browser.engine", "nbshot.config is not allowed to import"),
    ],
)  # fmt: skip
def test_an_import_across_the_layers_breaks_the_contract(
    copy: Path, module: str, line: str, broken: str
) -> None:
    path = copy / "nbshot" / module
    original = path.read_text()
    path.write_text(original + f"\n{line}  # added by the test\n")
    try:
        done = _lint(copy)
    finally:
        path.write_text(original)
    assert done.returncode != 0
    assert broken in done.stdout


def _too_long() -> list[str]:
    found = []
    for path in sorted((ROOT / "nbshot").rglob("*.py")):
        lines = path.read_text().splitlines()
        for node in ast.walk(ast.parse("\n".join(lines))):
            if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
                limit = MAX_CLASS if isinstance(node, ast.ClassDef) else MAX_FUNCTION
                length = (node.end_lineno or node.lineno) - node.lineno + 1
                said = lines[node.lineno - 1] + lines[node.lineno - 2]  # its line, the one above
                if length > limit and REASON not in said:
                    found.append(f"{path.relative_to(ROOT)}:{node.lineno} {node.name} {length}")
    return found


def test_no_function_or_class_is_too_long_without_a_reason() -> None:
    assert _too_long() == []


def _circles(graph: grimp.ImportGraph) -> list[set[str]]:
    """Groups of modules that import each other, directly or around a loop (Tarjan)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    found: list[set[str]] = []

    def visit(module: str) -> None:
        index[module] = low[module] = len(index)
        stack.append(module)
        for other in graph.find_modules_directly_imported_by(module):
            if other not in index:
                visit(other)
                low[module] = min(low[module], low[other])
            elif other in stack:
                low[module] = min(low[module], index[other])
        if low[module] == index[module]:
            group = set()
            while True:
                member = stack.pop()
                group.add(member)
                if member == module:
                    break
            if len(group) > 1:
                found.append(group)

    for module in sorted(graph.modules):
        if module not in index:
            visit(module)
    return found


def test_no_circle_type_only_imports_included() -> None:
    assert _circles(grimp.build_graph("nbshot", cache_dir=None)) == []


def test_a_type_only_circle_would_be_found(copy: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    gallery = copy / "nbshot" / "model" / "gallery.py"
    original = gallery.read_text()
    gallery.write_text(original + "\nif TYPE_CHECKING:\n    from nbshot.model.shot import Shot\n")
    monkeypatch.syspath_prepend(str(copy))
    for name in [m for m in sys.modules if m == "nbshot" or m.startswith("nbshot.")]:
        monkeypatch.delitem(sys.modules, name)  # grimp finds the copy, not the package
    try:
        found = _circles(grimp.build_graph("nbshot", cache_dir=None))
    finally:
        gallery.write_text(original)
    assert any({"nbshot.model.gallery", "nbshot.model.shot"} <= group for group in found)


def _layers() -> list[list[str]]:
    """The contract's layers, top first, each a list of its packages."""
    import tomllib

    config = tomllib.loads((ROOT / "pyproject.toml").read_text())
    contract = config["tool"]["importlinter"]["contracts"][0]
    return [[name.strip() for name in layer.split("|")] for layer in contract["layers"]]


def _layer_of(module: str, layers: list[list[str]]) -> int | None:
    for depth, layer in enumerate(layers):
        if any(module == name or module.startswith(name + ".") for name in layer):
            return depth
    return None


def names_above(root: Path) -> list[str]:
    """Strings in ``root``'s package (not docstrings) that name a module of a layer above
    the module they are in: a tie import-linter cannot see (``import_module(name)``)."""
    import re

    layers, found = _layers(), []
    for path in sorted((root / "nbshot").rglob("*.py")):
        module = ".".join(path.relative_to(root).with_suffix("").parts).removesuffix(".__init__")
        depth = _layer_of(module, layers)
        tree = ast.parse(path.read_text())
        docstrings = {
            id(node.body[0].value) for node in ast.walk(tree)
            if isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef))
            and node.body and isinstance(node.body[0], ast.Expr)
        }  # fmt: skip
        for node in ast.walk(tree):
            if not isinstance(node, ast.Constant) or not isinstance(node.value, str):
                continue
            if id(node) in docstrings or depth is None:
                continue
            for named in re.findall(r"\bnbshot(?:\.[a-z_]+)+", node.value):
                other = _layer_of(named, layers)
                if other is not None and other < depth:
                    found.append(f"{path.relative_to(root)}:{node.lineno} names {named}")
    return found


def test_no_module_names_one_above_it_in_a_string() -> None:
    assert names_above(ROOT) == []


def test_a_name_above_in_a_string_would_be_found(copy: Path) -> None:
    engine = copy / "nbshot" / "browser" / "engine.py"
    original = engine.read_text()
    engine.write_text(original + '\nSERVE = "nbshot.cli.pages:answer"\n')
    try:
        found = names_above(copy)
    finally:
        engine.write_text(original)
    assert found == [f"nbshot/browser/engine.py:{len(original.splitlines()) + 2} names "
                     "nbshot.cli.pages"]  # fmt: skip


def test_every_public_name_loads_from_the_module_that_defines_it() -> None:
    # The lazy table in nbshot/__init__.py repeats the TYPE_CHECKING imports beside it;
    # a name that drifted between the two would fail here.
    import nbshot

    for name in nbshot.__all__:
        assert getattr(nbshot, name) is not None, name
    assert sorted(set(nbshot.__all__)) == sorted(nbshot.__all__)
