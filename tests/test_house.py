"""The house: tests mirror the package, and the tree holds source, not artifacts.

Every module of ``nbshot/`` with behaviour of its own (a function or a class) has its
tests at the mirrored path: ``nbshot/<folder>/<module>.py`` at
``tests/<folder>/test_<module>.py``, ``nbshot/<module>.py`` at ``tests/test_<module>.py``,
and a package whose ``__init__.py`` holds code (``nbshot/demo``) at
``tests/test_demo.py``. Lazy exports (PEP 562 ``__getattr__``/``__dir__``) and classes
with fields only (dataclasses of plain values) are not behaviour of their own. Two test
files may share a name: pytest imports them by path (pyproject.toml).

No tracked file is over 500 KB, and pictures or archives are committed only as test
data, the docs' images and the demo site (a wheel and a test's stray baseline were).
"""

from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]

# Modules with no test file of their own, each with the reason. Keep this short: a new
# module gets its test file, not an entry here.
EXEMPT = {
    "nbshot/session/__init__.py": "explore() is Session(url).widget(); "
    "tests/session/test_explorer.py opens it",
    "nbshot/__init__.py": "the package itself, loading the names of __init__.pyi; "
    "tests/test_public_api.py checks them",
}
# TEMPORARY, while other changes of issue 29 land: folders whose tests are being split
# per module, and new modules whose tests are being written. Remove each entry as soon
# as its tests are at their mirrored paths.
TEMPORARY: dict[str, str] = {}
LAZY_EXPORTS = {"__getattr__", "__dir__"}


def mirrored(module: Path, package: Path, tests: Path) -> Path:
    """Where the tests of ``module`` (a file under ``package``) belong under ``tests``."""
    relative = module.relative_to(package)
    if module.name == "__init__.py":  # the package is the module: nbshot/demo -> test_demo
        relative = relative.parent
        return tests / relative.parent / f"test_{relative.name}.py"
    return tests / relative.parent / f"test_{module.stem}.py"


def _is_code(node: ast.stmt) -> bool:
    if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
        return node.name not in LAZY_EXPORTS
    # A class with methods; one with fields only (a dataclass, a Protocol) is data.
    return isinstance(node, ast.ClassDef) and any(
        isinstance(item, (ast.FunctionDef, ast.AsyncFunctionDef)) for item in node.body
    )


def has_behaviour(module: Path) -> bool:
    """Whether ``module`` defines a function, or a class with methods, at its top level
    (lazy exports aside), as opposed to holding only data, imports and re-exports."""
    return any(_is_code(node) for node in ast.parse(module.read_text()).body)


def untested(root: Path, exempt: dict[str, str], temporary: dict[str, str]) -> list[str]:
    """Modules under ``root/nbshot`` with behaviour and no test file at the mirrored
    path under ``root/tests``, as 'module -> expected test file' lines."""
    package, tests = root / "nbshot", root / "tests"
    missing = []
    for module in sorted(package.rglob("*.py")):
        name = module.relative_to(root).as_posix()
        if name in exempt or any(name.startswith(folder) for folder in temporary):
            continue
        if "/demo/site/" in name or not has_behaviour(module):
            continue
        test = mirrored(module, package, tests)
        if not test.is_file():
            missing.append(f"{name} -> {test.relative_to(root).as_posix()}")
    return missing


def test_every_module_with_behaviour_has_its_test_file_at_the_mirrored_path() -> None:
    missing = untested(ROOT, EXEMPT, TEMPORARY)
    assert not missing, "Modules without tests at their mirrored path:\n" + "\n".join(missing)


def test_every_exemption_is_still_needed() -> None:
    for name in EXEMPT:
        module = ROOT / name
        assert module.is_file(), f"{name} is gone: remove it from EXEMPT"
        test = mirrored(module, ROOT / "nbshot", ROOT / "tests")
        assert not test.is_file(), f"{name} has {test.relative_to(ROOT)}: remove it from EXEMPT"
    # Temporary entries are only checked to exist: work landing beside them must not
    # fail the suite the moment their tests arrive. Remove them when that work is in.
    for entry in TEMPORARY:
        assert (ROOT / entry).exists(), f"{entry} is gone: remove it from TEMPORARY"


def test_a_module_without_its_test_file_is_named_with_where_it_belongs(tmp_path: Path) -> None:
    for path, text in {
        "nbshot/__init__.py": "def __getattr__(name): ...\n",  # lazy exports only
        "nbshot/data.py": "NAMES = ('a', 'b')\n",  # data only
        "nbshot/shop/__init__.py": "",
        "nbshot/shop/cart.py": "def total(items): return sum(items)\n",
        "nbshot/shop/till.py": "class Till:\n    def open(self): ...\n",
        "nbshot/shop/items.py": "class Item:\n    name: str\n    price: int\n",  # data
        "nbshot/kiosk/__init__.py": "def open_kiosk(): ...\n",
        "tests/shop/test_till.py": "",
    }.items():
        (tmp_path / path).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / path).write_text(text)
    assert untested(tmp_path, {}, {}) == [
        "nbshot/kiosk/__init__.py -> tests/test_kiosk.py",
        "nbshot/shop/cart.py -> tests/shop/test_cart.py",
    ]
    assert untested(tmp_path, {"nbshot/shop/cart.py": "why"}, {"nbshot/kiosk/": "why"}) == []


# -- what the tree holds ---------------------------------------------------------------

MAX_FILE = 500 * 1024  # bytes: a file this large is a binary or an artifact, not source
PICTURES = {".png", ".jpg", ".jpeg", ".gif", ".webp", ".bmp", ".whl", ".zip", ".gz"}
# Where committed pictures belong: test data, the docs' own, the demo site's.
PICTURES_UNDER = ("tests/", "docs/images/", "nbshot/demo/site/")


def _tracked() -> list[str]:
    import subprocess

    done = subprocess.run(["git", "ls-files", "-z"], cwd=ROOT, capture_output=True, check=True)
    return [name for name in done.stdout.decode().split("\0") if name]


def oversized_or_generated(names: list[str], root: Path) -> list[str]:
    """The tracked files among ``names`` that are too large, or pictures and archives
    outside the places they belong, each with why."""
    found = []
    for name in names:
        path = root / name
        if path.is_file() and path.stat().st_size > MAX_FILE:
            found.append(f"{name}: {path.stat().st_size} bytes (at most {MAX_FILE})")
        elif Path(name).suffix.lower() in PICTURES and not name.startswith(PICTURES_UNDER):
            found.append(f"{name}: a picture or archive outside {', '.join(PICTURES_UNDER)}")
    return found


def test_the_tree_holds_no_binaries_or_artifacts() -> None:
    assert oversized_or_generated(_tracked(), ROOT) == []


def test_a_wheel_or_a_stray_capture_would_be_found(tmp_path: Path) -> None:
    (tmp_path / "baselines" / ".previous").mkdir(parents=True)
    (tmp_path / "baselines" / ".previous" / "default.png").write_bytes(b"\x89PNG")
    (tmp_path / "tool.whl").write_bytes(b"0" * (MAX_FILE + 1))
    (tmp_path / "docs" / "images").mkdir(parents=True)
    (tmp_path / "docs" / "images" / "ok.png").write_bytes(b"\x89PNG")
    names = ["baselines/.previous/default.png", "tool.whl", "docs/images/ok.png"]
    found = oversized_or_generated(names, tmp_path)
    assert [line.split(":")[0] for line in found] == names[:2]
