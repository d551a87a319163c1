"""What a flow run gives back: :class:`FlowRun`, and the history of past runs.

A FlowRun is read from the run folder (``run.json`` and the executed notebook),
so one returned by ``run_flow`` and one loaded later by ``runs()`` or an agent
are the same thing.
"""

from __future__ import annotations

import html
import os
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

from nbshot.errors import InvalidArgument
from nbshot.flow import run_folder
from nbshot.flow.changes import summary
from nbshot.flow.record import MIME, read_record
from nbshot.flow.retry import PASSED, attempt_count, attempts_of, outcome
from nbshot.model.images import thumbnail_uri
from nbshot.project.file import runs_folder

if TYPE_CHECKING:
    import pandas as pd

THUMB_WIDTH = 240


def read_records(notebook: Path) -> list[dict[str, Any]]:
    """The :data:`~nbshot.record.MIME` payloads in an executed notebook, in order."""
    import nbformat

    if not notebook.is_file():
        return []
    try:
        cells = nbformat.read(notebook, as_version=4).cells
    except (OSError, ValueError):
        return []
    found = []
    for cell in cells:
        for output in cell.get("outputs", []):
            payload = output.get("data", {}).get(MIME)
            if isinstance(payload, dict) and "name" in payload:
                found.append(dict(payload))
    return found


@dataclass(frozen=True)
class Capture:
    """An image a run left: its ``name``, ``path`` and description (None if not described)."""

    name: str
    path: Path
    metadata: dict[str, Any] | None = None


@dataclass(frozen=True)
class RunError:
    """Why a run did not finish ok. ``cell_index`` (0-based, in the flow as written)
    is set when a cell raised; ``message`` says what happened in one line."""

    ename: str
    evalue: str
    cell_index: int | None
    message: str


@dataclass(frozen=True)
class FlowRun:
    """One run of a flow, as its folder records it.

    ``status`` is ``running`` while it runs, then one of ``ok``; ``flaky`` (it
    passed on a retry: ``ok`` is True, :attr:`attempts` says how each went);
    ``failed`` (a cell raised); ``timeout`` (past ``timeout=``, the kernel was stopped);
    ``kernel-died`` (the kernel process ended mid-run); ``cancelled`` (Ctrl-C,
    SIGTERM or a cancelled caller); ``error`` (the run broke otherwise);
    ``abandoned`` (the process running it ended mid-run, e.g. killed with SIGKILL: a
    reader that finds it running with its owner gone records it so).
    ``error.cell_index`` says at which cell of the flow, when known. Paths are
    absolute; ``video``, ``mp4`` and ``report`` are None
    when absent.
    """

    flow: str
    run_id: str
    folder: Path
    status: str
    params: dict[str, Any]
    started: str
    ended: str | None
    duration: float | None
    captures: tuple[Capture, ...]
    error: RunError | None
    video: Path | None
    mp4: Path | None
    report: Path | None
    notebook: Path
    title: str = ""
    manifest: dict[str, Any] = field(default_factory=dict, repr=False, compare=False)

    @property
    def changes(self) -> dict[str, Any] | None:
        """What changed since the previous run of the same flow and parameters
        (``run.json``'s ``changes``: screens, findings new and gone, status, duration;
        see :mod:`nbshot.flow.changes`), or None for a first run."""
        value = self.manifest.get("changes")
        return value if isinstance(value, dict) else None

    @property
    def findings(self) -> list[dict[str, Any]]:
        """The run's findings: ``{check, severity, message, where}`` each."""
        return list(self.manifest.get("findings") or [])

    @property
    def attempts(self) -> list[dict[str, Any]]:
        """Each attempt of the run, first first (``run.json``'s ``attempts``): number,
        status, error (its message, or None), started, ended, duration (s), waited (s
        before it), ename, cell_index and folder (``attempts/<n>`` with its notebook,
        captures and report; ``.`` for the last attempt, whose files are the run's).
        One attempt for a run without retries; none for a run from before them."""
        return attempts_of(self.manifest)

    @property
    def har(self) -> Path | None:
        """``network.har`` of a run with ``har=True`` (read it with :func:`nbshot.read_har`)."""
        name = self.manifest.get("har")
        return self.folder / name if name else None

    @classmethod
    def load(cls, folder: str | os.PathLike[str]) -> FlowRun:
        """Read a run folder.

        Raises
        ------
        InvalidArgument
            When the folder has no readable run.json.
        """
        root = Path(folder).resolve()
        try:
            data = run_folder.read_manifest(root)
        except (OSError, ValueError):
            raise InvalidArgument(
                f"{str(root)!r} is not a run folder (no readable run.json)",
                "Pass a folder that run_flow wrote, e.g. runs/homepage/<run_id>",
            ) from None

        def path(name: str | None) -> Path | None:
            return root / name if name else None

        error = data.get("error")
        return cls(
            flow=data["flow"],
            run_id=data["run_id"],
            folder=root,
            status=data["status"],
            params=data.get("params", {}),
            started=data.get("started", ""),
            ended=data.get("ended"),
            duration=data.get("duration"),
            captures=tuple(
                Capture(c["name"], root / c["path"], c.get("metadata"))
                for c in data.get("captures", [])
            ),
            error=RunError(
                error.get("ename", ""),
                error.get("evalue", ""),
                error.get("cell_index"),
                error.get("message", ""),
            )
            if error
            else None,
            video=path(data.get("video")),
            mp4=path(data.get("mp4")),
            report=path(data.get("report")),
            notebook=root / run_folder.NOTEBOOK,
            title=data.get("title", ""),
            manifest=data,
        )

    @property
    def ok(self) -> bool:
        """The run passed: ``ok``, or ``flaky`` (on a retry)."""
        return self.status in PASSED

    @property
    def error_text(self) -> str:
        if self.error is None:
            return ""
        where = f" in cell {self.error.cell_index}" if self.error.cell_index is not None else ""
        return f"{self.error.ename}{where}: {self.error.evalue}"

    @property
    def timings(self) -> dict[str, Any]:
        """``started``, ``ended``, ``duration`` (s) and ``cells``: seconds per executed
        code cell, in order (None for cells that did not run)."""
        import nbformat

        cells: list[float | None] = []
        if self.notebook.is_file():
            for cell in nbformat.read(self.notebook, as_version=4).cells:
                if cell.cell_type == "code":
                    cells.append(cell.metadata.get("papermill", {}).get("duration"))
        return {
            "started": self.started,
            "ended": self.ended,
            "duration": self.duration,
            "cells": cells,
        }

    @property
    def records(self) -> dict[str, Any]:
        """Values the flow kept with ``nbshot.record``, read back from the executed
        notebook: Shots, A11yTrees, DataFrames, metadata, plain values."""
        return {
            entry["name"]: read_record(entry, self.folder) for entry in read_records(self.notebook)
        }

    # -- display --------------------------------------------------------------------

    # What a run shows says what ran, how it ended, with what and what it captured:
    # its id and duration (run_id, duration, nbshot.runs()) change with every run, and
    # would make a stored notebook differ each time it is run again.
    def _text(self) -> str:
        lines = [f"FlowRun {self.flow}: {self.status}"]
        lines.append(
            "params: " + (", ".join(f"{k}={v!r}" for k, v in self.params.items()) or "defaults")
        )
        lines.append(f"captures: {', '.join(c.name for c in self.captures) or 'none'}")
        if outcome(self.manifest):
            lines.append(f"attempts: {outcome(self.manifest)}")
        if self.error is not None:
            lines.append(f"error: {self.error_text}")
        return "\n".join(lines)

    def __repr__(self) -> str:
        return f"<FlowRun {self.flow} {self.run_id} {self.status}>"

    def _summary_html(self) -> str:
        colour = {"ok": "#0a7c2f", "flaky": "#a16207", "failed": "#b42318"}.get(
            self.status, "#b54708"
        )
        params = ", ".join(f"{k}={v!r}" for k, v in self.params.items()) or "defaults"
        tries = f" ({html.escape(outcome(self.manifest))})" if outcome(self.manifest) else ""
        error = (
            f'<div style="color:#b42318">{html.escape(self.error_text)}</div>' if self.error else ""
        )
        return (
            f'<div><b style="color:{colour}">{html.escape(self.status)}</b>{tries} · '
            f"<code>{html.escape(self.flow)}</code>"
            f"<div>params: <code>{html.escape(params)}</code></div>{error}</div>"
        )

    def _ipython_display_(self) -> None:
        # In a notebook: what ran and how it ended, then one picture of its captures,
        # named (an image output, which GitHub shows too; see nbshot.model.display).
        from nbshot.model.display import grid, show

        found = [(c.name, c.path.read_bytes()) for c in self.captures if c.path.is_file()]
        pictures = [grid(found, thumb_width=THUMB_WIDTH, columns=4)] if found else []
        show(pictures, self._summary_html(), self._text(), caption_first=True)

    def _repr_html_(self) -> str:
        thumbs = []
        for capture in self.captures:
            if not capture.path.is_file():
                continue
            src = thumbnail_uri(capture.path.read_bytes(), THUMB_WIDTH * 2, THUMB_WIDTH * 4)
            thumbs.append(
                f'<figure style="display:inline-block;margin:4px"><img width="{THUMB_WIDTH}" '
                f'src="{src}" style="border:1px solid #ccc">'
                f"<figcaption>{html.escape(capture.name)}</figcaption></figure>"
            )
        return f"{self._summary_html()}<div>{''.join(thumbs)}</div>"

    def _repr_mimebundle_(self, include: Any = None, exclude: Any = None) -> dict[str, Any]:
        return {"text/plain": self._text(), "text/html": self._repr_html_()}


# -- history --------------------------------------------------------------------------


def runs(flow: str | None = None, *, out_dir: str | os.PathLike[str] = "runs") -> pd.DataFrame:
    """Past runs under ``out_dir`` (a folder, or an fsspec URL runs were written to),
    newest first.

    Columns: run_id, flow, status (``flaky``: passed on a retry), started, duration,
    params, captures (count), attempts (count: 2 for a run that passed on its second),
    error, folder, and what changed since the previous run of the same flow and
    parameters: changes (one line, "first run" without one), screens_changed (names),
    findings (count), findings_new and findings_gone (messages), status_change
    ("ok -> failed" or ""), duration_change (s, or None); and the run's speed, the
    slowest of its recorded pages: lcp_ms, cls, inp_ms, fcp_ms, ttfb_ms, tbt_ms,
    transfer_kb, requests (None where not measured).
    """
    import pandas as pd

    from nbshot.flow import storage

    out_dir = runs_folder(out_dir)
    url = os.fspath(out_dir) if storage.is_url(out_dir) else None
    local = storage.pull_manifests(url) if url else Path(out_dir)
    rows = []
    for folder, manifest in run_folder.all_manifests(local):
        if flow is not None and manifest.get("flow") != flow:
            continue
        error = manifest.get("error") or {}
        rows.append(
            {
                "run_id": manifest.get("run_id"),
                "flow": manifest.get("flow"),
                "status": manifest.get("status"),
                "started": manifest.get("started"),
                "duration": manifest.get("duration"),
                "params": manifest.get("params", {}),
                "captures": len(manifest.get("captures") or []),
                "attempts": attempt_count(manifest),
                "error": error.get("message") or "",
                "folder": f"{url}/{folder.parent.name}/{folder.name}" if url else str(folder),
                **change_columns(manifest),
                **vitals_columns(manifest),
            }
        )
    columns = [
        "run_id",
        "flow",
        "status",
        "started",
        "duration",
        "params",
        "captures",
        "attempts",
        "error",
        "folder",
        *CHANGE_COLUMNS,
        *VITALS_COLUMNS,
    ]
    frame: pd.DataFrame = pd.DataFrame(rows, columns=columns)
    # None where nothing was compared or measured (not NaN: rows travel as JSON, to MCP
    # clients too)
    for column in ("duration_change", *VITALS_COLUMNS):
        frame[column] = pd.Series([r[column] for r in rows], dtype=object)
    return frame


#: A run's speed in :func:`runs`: the slowest value among the pages it recorded.
VITALS_COLUMNS = [
    "lcp_ms", "cls", "inp_ms", "fcp_ms", "ttfb_ms", "tbt_ms", "transfer_kb", "requests"
]  # fmt: skip


def vitals_columns(manifest: dict[str, Any]) -> dict[str, Any]:
    """The worst of each metric over the run's recorded pages (None: not measured)."""
    pages = [p for p in manifest.get("vitals") or [] if isinstance(p, dict)]
    found: dict[str, Any] = {}
    for column in VITALS_COLUMNS:
        values = [p[column] for p in pages if isinstance(p.get(column), (int, float))]
        found[column] = max(values) if values else None
    return found


CHANGE_COLUMNS = [
    "changes",
    "screens_changed",
    "findings",
    "findings_new",
    "findings_gone",
    "status_change",
    "duration_change",
]


def change_columns(manifest: dict[str, Any]) -> dict[str, Any]:
    """A run's changes as :func:`runs` shows them (see :data:`CHANGE_COLUMNS`)."""
    found = manifest.get("changes") if isinstance(manifest.get("changes"), dict) else None
    status = (found or {}).get("status")
    duration = (found or {}).get("duration")
    return {
        "changes": summary(found) if "changes" in manifest else "",
        "screens_changed": [s["name"] for s in (found or {}).get("screens") or []],
        "findings": len(manifest.get("findings") or []),
        "findings_new": [f["message"] for f in (found or {}).get("findings_new") or []],
        "findings_gone": [f["message"] for f in (found or {}).get("findings_gone") or []],
        "status_change": f"{status['before']} -> {status['after']}" if status else "",
        "duration_change": duration["delta"] if duration else None,
    }


def find_run(run_id: str, out_dir: str | os.PathLike[str] = "runs") -> Path:
    """The folder of a run by id (or ``"latest"``, or ``"<flow>:latest"``).

    Raises
    ------
    InvalidArgument
        When no run has that id.
    """
    out_dir = runs_folder(out_dir)
    everything = run_folder.all_manifests(Path(out_dir))
    if (folder := run_folder.run_by_id(everything, run_id)) is not None:
        return folder
    recent = ", ".join(str(m.get("run_id")) for _, m in everything[:5]) or "none"
    raise InvalidArgument(
        f"No run {run_id!r} in {os.fspath(out_dir)}",
        f"Recent runs: {recent}; see nbshot.runs()",
    )


@dataclass(frozen=True)
class RunLog:
    """A run's manifest and, per cell, its status, duration and outputs."""

    manifest: dict[str, Any]
    cells: list[dict[str, Any]]

    @property
    def df(self) -> pd.DataFrame:
        import pandas as pd

        frame: pd.DataFrame = pd.DataFrame(self.cells)
        return frame

    def to_dict(self) -> dict[str, Any]:
        return {"manifest": self.manifest, "cells": self.cells}

    def _repr_html_(self) -> str:
        head = html.escape(
            f"{self.manifest.get('flow')} {self.manifest.get('run_id')}: "
            f"{self.manifest.get('status')}"
        )
        return f"<b>{head}</b>" + self.df.to_html(index=False)


def run_log(run_id: str, *, out_dir: str | os.PathLike[str] = "runs") -> RunLog:
    """The manifest of a run and a line per executed cell: index, kind, first line of
    source, status, duration (s) and output counts by type.

    Raises
    ------
    InvalidArgument
        When no run has that id.
    """
    import nbformat

    folder = find_run(run_id, out_dir)
    manifest = run_folder.read_manifest(folder)
    cells: list[dict[str, Any]] = []
    notebook = folder / run_folder.NOTEBOOK
    if notebook.is_file():
        for index, cell in enumerate(nbformat.read(notebook, as_version=4).cells):
            if cell.cell_type != "code":
                continue
            meta = cell.metadata.get("papermill", {})
            kinds: dict[str, int] = {}
            for output in cell.get("outputs", []):
                kind = output.get("output_type", "")
                if kind in ("display_data", "execute_result"):
                    kind = "record" if MIME in output.get("data", {}) else "display"
                kinds[kind] = kinds.get(kind, 0) + 1
            source = cell.source.strip().splitlines()
            cells.append(
                {
                    "index": index,
                    "source": source[0][:80] if source else "",
                    "status": meta.get("status"),
                    "duration": meta.get("duration"),
                    "outputs": kinds,
                    "tags": list(cell.metadata.get("tags", [])),
                }
            )
    return RunLog(manifest, cells)
