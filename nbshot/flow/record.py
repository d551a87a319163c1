"""``record``: keep a value from inside a flow, in the run folder and the notebook.

``nbshot.record("home", shot)`` stores the value in the run folder (screenshots
stay where they were captured, other values go to ``records/``) and leaves one
output in the notebook that shows the value as usual *and* carries it under
:data:`MIME`, so the runner reads it back from the executed notebook
(``FlowRun.records``) without a side channel. scrapbook used to do this for
papermill; it is unmaintained, and a mimetype plus nbformat is all it takes.

Outside a run (no ``NBSHOT_RUN_DIR``), values go to the capture folder.
"""

from __future__ import annotations

import json
import os
import sys
from io import StringIO
from pathlib import Path
from typing import Any

from nbshot import env_vars
from nbshot.config import settings
from nbshot.errors import InvalidArgument
from nbshot.files import atomic_write, default_out_dir, private_dir, validate_name

MIME = "application/vnd.nbshot.record+json"
ENV_RUN_DIR = env_vars.RUN_DIR
RECORDS = "records"  # sub-folder of the run folder for values that are not screenshots


def run_dir() -> Path | None:
    """The folder of the flow run this process belongs to, or None outside a run."""
    value = os.environ.get(ENV_RUN_DIR)
    return Path(value) if value else None


def _folder() -> Path:
    return private_dir(run_dir() or settings.out_dir or default_out_dir())


def _store(name: str, value: Any, folder: Path) -> tuple[str, Any, str | None]:
    """Write ``value`` under ``folder``; return (kind, JSON payload, path relative to folder)."""
    from pydantic import BaseModel

    from nbshot.model.a11y import A11yTree
    from nbshot.model.pdf import Pdf
    from nbshot.model.shot import Shot

    records = private_dir(folder / RECORDS)
    if isinstance(value, Shot):
        path = value.path
        if path is None or path.resolve().parent != folder.resolve():
            path = value.save(folder / f"{name}.{'png' if value.format == 'png' else 'jpg'}")
        info = {
            "name": value.name,
            "width": value.width,
            "height": value.height,
            "url": value.url,
            "title": value.title,
            "console_errors": [m.text for m in value.console_errors],
            "failed_requests": [r.url for r in value.failed_requests],
            "vitals": value.vitals.as_dict() if value.vitals is not None else None,
        }
        return "shot", info, path.name
    if isinstance(value, Pdf):
        path = value.path
        if path.resolve().parent != folder.resolve():
            path = atomic_write(folder / f"{name}.pdf", value.path.read_bytes())
        return "pdf", {"pages": value.pages, "url": value.url, "title": value.title}, path.name
    if isinstance(value, A11yTree):
        atomic_write(records / f"{name}.aria.yml", value.text)
        info = {"url": value.url, "title": value.title, "nodes": len(value.nodes)}
        return "tree", info, f"{RECORDS}/{name}.aria.yml"
    # A DataFrame comes from an imported pandas; importing it to ask costs 0.6 s.
    pd = sys.modules.get("pandas")
    if pd is not None and isinstance(value, pd.DataFrame):
        atomic_write(records / f"{name}.csv", value.to_csv(index=False))
        return "dataframe", json.loads(value.to_json(orient="table")), f"{RECORDS}/{name}.csv"
    if isinstance(value, BaseModel):
        payload = value.model_dump(mode="json")
        atomic_write(records / f"{name}.json", json.dumps(payload, indent=2))
        return f"model:{type(value).__name__}", payload, f"{RECORDS}/{name}.json"
    try:
        text = json.dumps(value, indent=2)
    except (TypeError, ValueError):
        raise InvalidArgument(
            f"Cannot record {type(value).__name__} {name!r}: it is not a Shot, A11yTree, "
            "DataFrame, metadata or JSON value",
            "Record str(value), a dict of its fields, or save it yourself",
        ) from None
    atomic_write(records / f"{name}.json", text)
    return "value", value, f"{RECORDS}/{name}.json"


def _shown(value: Any) -> dict[str, Any]:
    """How IPython would show ``value`` (text/plain, image/png, text/html...); empty
    for a value that shows itself (``_ipython_display_``), which IPython has then shown."""
    try:
        from IPython import get_ipython
    except ImportError:  # pragma: no cover - IPython comes with ipykernel
        return {"text/plain": repr(value)}
    shell = get_ipython()
    if shell is None:
        return {"text/plain": repr(value)}
    data, _ = shell.display_formatter.format(value)
    return dict(data)


def record(name: str, value: Any) -> None:
    """Keep ``value`` as ``name`` in this run: in the run folder and in the notebook.

    Parameters
    ----------
    name:
        ``^[A-Za-z0-9._-]+$``; the key in ``FlowRun.records``.
    value:
        A :class:`~nbshot.Shot`, :class:`~nbshot.Pdf`, :class:`~nbshot.A11yTree`,
        pandas DataFrame, :class:`~nbshot.ScreenshotMetadata` (any pydantic model), or a
        JSON value.

    Raises
    ------
    InvalidArgument
        For a bad name or a value that is none of those.
    """
    validate_name(name)
    folder = _folder()
    kind, payload, path = _store(name, value, folder)
    # A result that shows itself (a Shot's picture and caption) is shown by _shown; the
    # record then says what was kept, so every output has a form a renderer can show.
    bundle = _shown(value) or {"text/plain": f"(kept as record {name!r})"}
    bundle[MIME] = {"name": name, "kind": kind, "path": path, "value": payload}
    try:
        from IPython.display import display

        display(bundle, raw=True)
    except ImportError:  # pragma: no cover
        pass


def read_record(entry: dict[str, Any], folder: Path) -> Any:
    """Turn one :data:`MIME` payload from an executed notebook back into its value."""
    import pandas as pd

    kind, value, path = entry["kind"], entry["value"], entry.get("path")
    if kind == "shot" and path:
        from nbshot.model.shot import load_shot

        return load_shot(folder / path, value)
    if kind == "tree" and path:
        from nbshot.model.a11y import A11yTree

        text = (folder / path).read_text(encoding="utf-8")
        return A11yTree(text, url=value.get("url", ""), title=value.get("title", ""))
    if kind == "pdf" and path:
        from nbshot.model.pdf import Pdf

        return Pdf.load(folder / path, value.get("url", ""), value.get("title", ""))
    if kind == "dataframe":
        return pd.read_json(StringIO(json.dumps(value)), orient="table")
    if kind == "model:ScreenshotMetadata":
        from nbshot.vision import ScreenshotMetadata

        return ScreenshotMetadata.model_validate(value)
    return json.loads(json.dumps(value))  # plain lists and dicts, not notebook nodes
