"""Finding flows and their parameters, and checking the values a run is given.

A flow is a notebook with a cell tagged ``parameters``. Its title and description
come from its first markdown cell (``# Title`` then a paragraph); its parameters,
with their defaults and help (the comment after a value), from
``papermill.inspect_notebook``. A parameter's type is its annotation
(``n: int = 3``) or else the type of its default. A parameter whose comment starts
with ``secret:`` (``password = "${SHOP_PASSWORD}"  # secret: the password``) is a
secret: its value reaches the kernel through the environment and is masked in
everything the run writes (see :mod:`nbshot.secrets`).

Where flows are found (:func:`search_path`): in a folder the caller names, that
folder only; otherwise the project's flows folder (``flows`` in ``nbshot.toml``, or
``flows/`` beside it) or ``./flows``, then the flows shipped with nbshot, so
``homepage`` runs from any folder (the project's flow of the same name wins).
"""

from __future__ import annotations

import ast
import json
import os
import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

from nbshot.errors import FlowCycle, InvalidArgument
from nbshot.files import MAX_NAME, check_path_text
from nbshot.flow.budgets import Budgets, from_metadata
from nbshot.project.file import current as current_project

if TYPE_CHECKING:
    import pandas as pd

DEFAULT_FOLDER = "flows"
#: The flows that travel with nbshot (in a checkout, a link to the repository's flows/).
SHIPPED = Path(__file__).with_name("shipped")
_TYPES = {"str": str, "int": int, "float": float, "bool": bool, "list": list, "dict": dict}
_NEED = re.compile(r"[A-Za-z0-9][A-Za-z0-9._-]*")  # a flow name in nbshot.needs
_TRUE, _FALSE = {"true", "1", "yes", "on"}, {"false", "0", "no", "off"}


@dataclass(frozen=True)
class Parameter:
    """One flow parameter: ``type`` is one of str, int, float, bool, list, dict or any."""

    name: str
    type: str
    default: Any
    help: str = ""

    @property
    def secret(self) -> bool:
        """Marked ``# secret: ...`` in the flow: never written anywhere in plain text."""
        return self.help.lower().startswith("secret")


@dataclass(frozen=True)
class Flow:
    """A flow notebook: where it is, what it is called and what it takes."""

    name: str
    path: Path
    title: str
    description: str
    parameters: tuple[Parameter, ...]
    #: The flows it needs run first (notebook metadata ``{"nbshot": {"needs": [...]}}``;
    #: see :mod:`nbshot.flow.chain`).
    needs: tuple[str, ...] = ()
    #: Its own speed budgets, merged over the project's (notebook metadata
    #: ``{"nbshot": {"budgets": {...}}}``; see :mod:`nbshot.flow.budgets`).
    budgets: Budgets = field(default_factory=dict, hash=False)

    def parameter(self, name: str) -> Parameter | None:
        return next((p for p in self.parameters if p.name == name), None)


def _literal(text: str) -> Any:
    try:
        return ast.literal_eval(text)
    except (ValueError, SyntaxError):
        return text  # an expression papermill cannot show as a value; keep its source


def _type_of(value: Any, annotated: str) -> str:
    if annotated in _TYPES:
        return annotated
    for name, kind in (("bool", bool), *((n, k) for n, k in _TYPES.items() if n != "bool")):
        if isinstance(value, kind):
            return name
    return "any"


def _title_and_description(cells: list[dict[str, Any]], fallback: str) -> tuple[str, str]:
    for cell in cells:
        if cell.get("cell_type") != "markdown":
            continue
        text = "".join(cell.get("source", ""))
        lines = [line.strip() for line in text.strip().splitlines()]
        title = fallback
        if lines and lines[0].startswith("#"):
            title, lines = lines[0].lstrip("#").strip(), lines[1:]
        paragraph: list[str] = []
        for line in lines:
            if not line and paragraph:
                break
            if line:
                paragraph.append(line)
        return title, " ".join(paragraph)
    return fallback, ""


def load_flow(path: str | os.PathLike[str]) -> Flow:
    """Read one flow notebook.

    Raises
    ------
    InvalidArgument
        When the file is not a notebook or has no cell tagged ``parameters``, or its
        metadata's ``nbshot.needs`` or ``nbshot.budgets`` is malformed.
    """
    import papermill

    notebook = Path(path)
    try:
        document = json.loads(notebook.read_text(encoding="utf-8"))
        cells = document["cells"]
        inspected = papermill.inspect_notebook(str(notebook))
    except (OSError, ValueError, KeyError) as exc:
        raise InvalidArgument(
            f"{str(notebook)!r} is not a readable notebook: {exc}", "Check the file"
        ) from None
    tagged = any("parameters" in c.get("metadata", {}).get("tags", []) for c in cells)
    if not tagged:
        raise InvalidArgument(
            f"{notebook.name} has no cell tagged 'parameters', so it is not a flow",
            "Tag the cell that sets the defaults with 'parameters' (View > Cell Toolbar > Tags)",
        )
    parameters = []
    for info in inspected.values():
        default = _literal(info["default"])
        kind = _type_of(default, str(info.get("inferred_type_name") or ""))
        parameters.append(Parameter(info["name"], kind, default, info.get("help") or ""))
    title, description = _title_and_description(cells, notebook.stem)
    metadata = document.get("metadata")
    needs = _needs(notebook, metadata)
    own = metadata.get("nbshot") if isinstance(metadata, dict) else None
    budgets = from_metadata(notebook.name, own.get("budgets") if isinstance(own, dict) else None)
    return Flow(notebook.stem, notebook, title, description, tuple(parameters), needs, budgets)


def _needs(notebook: Path, metadata: Any) -> tuple[str, ...]:
    """The flows a notebook's metadata says it needs (``{"nbshot": {"needs": [...]}}``).

    Raises
    ------
    InvalidArgument
        When ``needs`` is not a list of flow names, or names the flow itself.
    """
    own = metadata.get("nbshot") if isinstance(metadata, dict) else None
    needs = own.get("needs", []) if isinstance(own, dict) else []
    if not isinstance(needs, list) or not all(
        isinstance(n, str) and len(n) <= MAX_NAME and _NEED.fullmatch(n) for n in needs
    ):
        raise InvalidArgument(
            f"{notebook.name}: metadata nbshot.needs must be a list of flow names, not {needs!r}",
            'Write e.g. "nbshot": {"needs": ["sign_in"]} in the notebook\'s metadata',
        )
    if notebook.stem in needs:
        raise FlowCycle(
            f"Flows need each other in a cycle: {notebook.stem} -> {notebook.stem}",
            f"Take {notebook.stem!r} out of its own nbshot.needs",
        )
    return tuple(dict.fromkeys(needs))


def search_path(folder: str | os.PathLike[str] = DEFAULT_FOLDER) -> list[Path]:
    """The folders flows are found in, first first (see the module's docstring).

    Raises
    ------
    InvalidArgument
        When a folder the caller named does not exist.
    """
    if os.fspath(folder) != DEFAULT_FOLDER:
        root = Path(folder)
        if not root.is_dir():
            raise InvalidArgument(
                f"No flows folder at {str(root)!r}",
                "Run from the project folder, or pass folder= (flows are notebooks in flows/)",
            )
        return [root]
    project = current_project()
    root = (project.flows or project.root / DEFAULT_FOLDER) if project else Path(folder)
    folders = [root] if root.is_dir() else []
    if SHIPPED.is_dir() and not any(f.resolve() == SHIPPED.resolve() for f in folders):
        folders.append(SHIPPED)
    return folders


def list_flows(folder: str | os.PathLike[str] = DEFAULT_FOLDER) -> list[Flow]:
    """Every flow on the search path (sorted by name; the first folder's wins a name);
    notebooks without parameters are skipped.

    Raises
    ------
    InvalidArgument
        When a folder the caller named does not exist.
    """
    found: dict[str, Flow] = {}
    for root in search_path(folder):
        for path in sorted(root.glob("*.ipynb")):
            if path.stem in found:
                continue
            try:
                found[path.stem] = load_flow(path)
            except InvalidArgument:
                continue  # a notebook that is not a flow (a scratch pad, say)
    return [found[name] for name in sorted(found)]


def flows(folder: str | os.PathLike[str] = DEFAULT_FOLDER) -> pd.DataFrame:
    """The flows in ``folder`` (and nbshot's own, see :func:`search_path`) as a DataFrame.

    Columns: name, title, description, parameters (a list of
    ``{name, type, default, help}``), path.

    Raises
    ------
    InvalidArgument
        When ``folder`` does not exist.
    """
    import pandas as pd

    rows = [
        {
            "name": f.name,
            "title": f.title,
            "description": f.description,
            "parameters": [p.__dict__.copy() for p in f.parameters],
            "path": str(f.path),
        }
        for f in list_flows(folder)
    ]
    columns = ["name", "title", "description", "parameters", "path"]
    frame: pd.DataFrame = pd.DataFrame(rows, columns=columns)
    return frame


def find_flow(name_or_path: str | os.PathLike[str], folder: str | os.PathLike[str]) -> Flow:
    """A flow by name (``homepage``) on the search path of ``folder``, or by notebook path.

    Raises
    ------
    InvalidArgument
        For an unknown name (listing the known ones), a notebook that is not a flow,
        or text that cannot name a file (a NUL, over-long).
    """
    text = check_path_text(os.fspath(name_or_path), "The flow")
    if text.endswith(".ipynb") or os.sep in text or "/" in text:
        path = Path(text)
        if not path.is_file():
            raise InvalidArgument(f"No notebook at {text[:200]!r}", "Check the path")
        return load_flow(path)
    # An over-long name is no flow's (the disk would refuse it with an OSError).
    for root in search_path(folder) if len(text) <= MAX_NAME else []:
        path = root / f"{text}.ipynb"
        if path.is_file():
            return load_flow(path)
    known = [f.name for f in list_flows(folder)]
    raise InvalidArgument(
        f"No flow called {text[:80]!r} in " + " or ".join(str(f) for f in search_path(folder)),
        f"Known flows: {', '.join(known) or 'none'}",
    )


def coerce(flow: Flow, params: dict[str, Any] | None) -> dict[str, Any]:
    """Check ``params`` against the flow's parameters; strings (from a command line)
    become the parameter's type.

    Raises
    ------
    InvalidArgument
        For an unknown parameter (listing the valid ones) or a value that cannot
        be the parameter's type.
    """
    checked: dict[str, Any] = {}
    valid = ", ".join(f"{p.name} ({p.type})" for p in flow.parameters) or "none"
    if params is not None and not isinstance(params, dict):
        raise InvalidArgument(
            f"Flow parameters must be a dict of name -> value, not {type(params).__name__}",
            f"Pass e.g. {{'{flow.parameters[0].name if flow.parameters else 'name'}': ...}}; "
            f"valid parameters: {valid}",
        )
    for key, value in (params or {}).items():
        parameter = flow.parameter(key)
        if parameter is None:
            raise InvalidArgument(
                f"Flow {flow.name!r} has no parameter {key!r}", f"Valid parameters: {valid}"
            )
        checked[key] = _coerce_value(parameter, value)
    return checked


def _coerce_value(parameter: Parameter, value: Any) -> Any:
    kind = parameter.type

    def bad() -> InvalidArgument:
        return InvalidArgument(
            f"Parameter {parameter.name!r} takes a {kind}; {value!r} is not one",
            f"Pass a {kind}, like its default {parameter.default!r}",
        )

    if isinstance(value, str) and kind not in ("str", "any"):
        text = value.strip()
        try:
            if kind == "bool":
                if text.lower() not in _TRUE | _FALSE:
                    raise bad()
                return text.lower() in _TRUE
            if kind == "int":
                return int(text)
            if kind == "float":
                return float(text)
            parsed = json.loads(text)
        except ValueError:
            raise bad() from None
        if not isinstance(parsed, _TYPES[kind]) or not _items_fit(parameter, parsed):
            raise bad()
        return parsed
    if kind == "any" or value is None:
        return value
    if kind == "float" and isinstance(value, int) and not isinstance(value, bool):
        return float(value)
    if kind != "bool" and isinstance(value, bool):
        raise bad()
    if not isinstance(value, _TYPES[kind]) or not _items_fit(parameter, value):
        raise bad()
    return value


def _items_fit(parameter: Parameter, value: Any) -> bool:
    """True unless ``value`` is a list whose items are not of the kind its default's
    items all are (``devices = ["iPhone 13"]`` takes names, not ``[1, 2]``): the
    notebook would fail on them only once it runs, with a TypeError of its own."""
    default = parameter.default
    if not isinstance(value, list) or not isinstance(default, list) or not default:
        return True
    kinds = {type(item) for item in default}
    if len(kinds) != 1 or next(iter(kinds)) not in (str, int, float, bool):
        return True  # mixed or nested defaults declare nothing about their items
    kind = next(iter(kinds))
    # type() is, not isinstance: True is an int to Python, not a number to a person.
    return all(type(item) is kind or (kind is float and type(item) is int) for item in value)
