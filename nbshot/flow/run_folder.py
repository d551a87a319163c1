"""What a flow run leaves on disk, beside its captures.

``runs/<flow>/<run_id>/``: ``run.json`` (the manifest), ``notebook.ipynb``
(executed), ``report.html`` (self-contained), ``index.md``, the images with
their sidecars, ``records/``, ``video.webm``. ``runs/index.html`` and the flows'
history pages are :mod:`nbshot.flow.history`'s. Everything here is written
atomically: readers (a browser refreshing the index, a scheduler polling run.json)
never see half a file.
"""

from __future__ import annotations

import contextlib
import copy
import html
import json
import os
import re
import socket
import threading
from pathlib import Path
from typing import Any

from nbshot.files import atomic_write
from nbshot.flow import history
from nbshot.flow.changes import section_html, summary
from nbshot.flow.retry import attempt_line, attempts_of, outcome
from nbshot.secrets import MASK, forms

MANIFEST = "run.json"
NOTEBOOK = "notebook.ipynb"
REPORT = "report.html"
INDEX_MD = "index.md"
RUNS_INDEX = "index.html"
IMAGE_SUFFIXES = (".png", ".jpg", ".jpeg")
_REMOTE_SCRIPT = re.compile(r'<script[^>]*\ssrc="https?://[^"]*"[^>]*>\s*</script>')


def write_manifest(folder: Path, manifest: dict[str, Any]) -> Path:
    return atomic_write(folder / MANIFEST, json.dumps(manifest, indent=2, default=str) + "\n")


def read_manifest(folder: Path) -> dict[str, Any]:
    data: dict[str, Any] = json.loads((folder / MANIFEST).read_text(encoding="utf-8"))
    return data


def find_captures(folder: Path) -> list[dict[str, Any]]:
    """The images in the run folder, each with its description sidecar (or None)."""
    from nbshot.vision import ScreenshotMetadata

    captures = []
    for image in sorted(p for p in folder.iterdir() if p.suffix.lower() in IMAGE_SUFFIXES):
        sidecar = image.with_suffix(".json")
        metadata = None
        if sidecar.is_file():
            try:
                metadata = ScreenshotMetadata.model_validate_json(sidecar.read_text()).model_dump(
                    mode="json"
                )
            except ValueError:
                metadata = None  # a record or another tool's JSON, not a description
        captures.append({"name": image.stem, "path": image.name, "metadata": metadata})
    return captures


def _params_text(params: dict[str, Any]) -> str:
    return ", ".join(f"{k}={v!r}" for k, v in params.items()) or "defaults"


def _status_line(manifest: dict[str, Any]) -> str:
    duration = manifest.get("duration")
    took = f" in {duration:.1f} s" if isinstance(duration, (int, float)) else ""
    tries = outcome(manifest)
    return f"{manifest['status']}{took}" + (f" ({tries})" if tries else "")


def _error_text(error: dict[str, Any] | None) -> str:
    if not error:
        return ""
    where = f" in cell {error['cell_index']}" if error.get("cell_index") is not None else ""
    return f"{error.get('ename') or 'Error'}{where}: {error.get('evalue') or error.get('message')}"


def write_index_md(folder: Path, manifest: dict[str, Any]) -> Path:
    """``index.md``: the run at a glance, readable on GitHub and by agents."""
    lines = [
        f"# {manifest.get('title') or manifest['flow']}: {manifest['run_id']}",
        "",
        f"- Status: **{_status_line(manifest)}**",
        f"- Flow: `{manifest['flow']}`",
        f"- Parameters: {_params_text(manifest.get('params', {}))}",
        f"- Started: {manifest.get('started')}",
    ]
    if manifest.get("error"):
        lines.append(f"- Error: {_error_text(manifest['error'])}")
    if len(attempts_of(manifest)) > 1:
        lines.append("- Attempts:")
        for attempt in attempts_of(manifest):
            kept = str(attempt.get("folder") or ".")
            where = f" ([{kept}/]({kept}/{REPORT}))" if kept != "." else ""
            lines.append(f"  - {attempt_line(attempt)}{where}")
    if manifest.get("status") != "running":
        lines.append(f"- Since the last run: {summary(manifest.get('changes'))}")
    if manifest.get("video"):
        lines.append(f"- Video: [{manifest['video']}]({manifest['video']})")
    lines.append(f"- Report: [{REPORT}]({REPORT}), notebook: [{NOTEBOOK}]({NOTEBOOK})")
    lines += ["", "## Captures", ""]
    if not manifest.get("captures"):
        lines.append("None.")
    for capture in manifest.get("captures", []):
        meta = capture.get("metadata")
        lines.append(f"### {capture['name']}")
        lines.append("")
        lines.append(f"![{capture['name']}]({capture['path']})")
        if meta:
            lines += [
                "",
                f"**{meta.get('title', '')}** ({meta.get('state', '')}). "
                f"{meta.get('description', '')}",
            ]
            for note in meta.get("accessibility_notes", []):
                lines.append(f"- {note}")
        lines.append("")
    if manifest.get("records"):
        lines += ["## Records", ""]
        for entry in manifest["records"]:
            lines.append(f"- `{entry['name']}` ({entry['kind']}): {entry.get('path') or ''}")
    return atomic_write(folder / INDEX_MD, "\n".join(lines).rstrip() + "\n")


def _header_html(manifest: dict[str, Any]) -> str:
    """The report's header (title, status, parameters, error) as HTML, each value
    escaped: they hold what a flow was given and what a page said (its title in an
    error), which must show as text, never as markup, links or images."""
    title = html.escape(str(manifest.get("title") or manifest["flow"]))
    status = html.escape(_status_line(manifest))
    run = f"run <code>{html.escape(str(manifest['run_id']))}</code>"
    started = html.escape(str(manifest.get("started")))
    params = html.escape(_params_text(manifest.get("params", {})))
    lines = [
        f"<h1>{title}</h1>",
        f"<p><strong>{status}</strong> · {run} · {started}</p>",
        f"<p>Parameters: {params}</p>",
    ]
    if manifest.get("error"):
        error = html.escape(_error_text(manifest["error"]))
        lines.append(f"<p><strong>Failed</strong>: {error}</p>")
    lines.append(_attempts_html(manifest))
    lines.append(_speed_html(manifest.get("vitals") or []))
    return '<div class="nbshot-run-header">' + "".join(lines) + "</div>"


#: The speed table's columns: (key in a page's vitals, heading, digits shown).
_SPEED = (("lcp_ms", "LCP ms", 0), ("cls", "CLS", 3), ("inp_ms", "INP ms", 0),
          ("fcp_ms", "FCP ms", 0), ("ttfb_ms", "TTFB ms", 0), ("tbt_ms", "TBT ms", 0),
          ("transfer_kb", "KB", 0), ("requests", "requests", 0))  # fmt: skip


def _speed_html(pages: list[dict[str, Any]]) -> str:
    """The recorded pages' Web Vitals as a table ("" when none was measured)."""
    if not pages:
        return ""

    def cell(value: Any, digits: int) -> str:
        return "-" if not isinstance(value, (int, float)) else f"{value:.{digits}f}"

    head = "".join(f"<th>{title}</th>" for _, title, _ in _SPEED)
    rows = "".join(
        f"<tr><td>{html.escape(str(page.get('name')))}</td>"
        + "".join(f"<td>{cell(page.get(key), digits)}</td>" for key, _, digits in _SPEED)
        + "</tr>"
        for page in pages
        if isinstance(page, dict)
    )
    return f"<table class='nbshot-speed'><tr><th>page</th>{head}</tr>{rows}</table>"


def _attempts_html(manifest: dict[str, Any]) -> str:
    """The report's list of attempts (a run with retries), each linked to its report;
    the last attempt is this report. Empty for a run of one attempt."""
    attempts = attempts_of(manifest)
    if len(attempts) < 2:
        return ""
    items = []
    for attempt in attempts:
        folder = str(attempt.get("folder") or ".")
        link = (
            f' · <a href="{html.escape(folder)}/{REPORT}">its report</a>'
            if folder != "."
            else " · this report"
        )
        items.append(f"<li>{html.escape(attempt_line(attempt))}{link}</li>")
    said = html.escape(outcome(manifest).capitalize())
    return f'<div class="nbshot-attempts"><p>{said}:</p><ul>{"".join(items)}</ul></div>'


def _html_cell(markup: str, tag: str) -> Any:
    """A code cell that shows ``markup`` as its output and no code, even in a report
    with code: the template shows outputs as they are, where a markdown cell would
    render what the markup holds as Markdown."""
    import nbformat

    cell = nbformat.v4.new_code_cell(
        "", outputs=[nbformat.v4.new_output("display_data", data={"text/html": markup})]
    )
    cell.metadata["tags"] = [tag]
    cell.metadata["jupyter"] = {"source_hidden": True}
    cell.metadata["transient"] = {"remove_source": True}  # what the template honours
    return cell


_exporters: dict[bool, Any] = {}
_exporter_lock = threading.Lock()


def write_report(
    folder: Path, manifest: dict[str, Any], *, code: bool = False, since: bool = True
) -> Path | None:
    """``report.html`` from the executed notebook: a header with the run's status and
    parameters, what changed since the last run (unless not ``since``: an attempt's
    report), then the outputs (and the code when ``code``). Images are inline.
    Returns None when there is no executed notebook to convert."""
    import nbformat
    from nbconvert import HTMLExporter

    source = folder / NOTEBOOK
    if not source.is_file():
        return None
    notebook = nbformat.read(source, as_version=4)
    notebook = copy.deepcopy(notebook)
    since_cell = _html_cell(section_html(folder, manifest.get("changes")), "nbshot-since-last-run")
    # Right under the header: what changed since the last run.
    notebook.cells[:0] = [_html_cell(_header_html(manifest), "nbshot-run-header")]
    notebook.cells[1:1] = [since_cell] if since else []
    with _exporter_lock:  # one exporter (its templates load once), runs in parallel threads
        exporter = _exporters.get(code)
        if exporter is None:
            exporter = _exporters[code] = HTMLExporter(template_name="lab")
            exporter.exclude_input = not code
            exporter.exclude_input_prompt = True
            exporter.exclude_output_prompt = True
        body, _ = exporter.from_notebook_node(notebook)
    # The template loads require.js and MathJax from a CDN; a report must open
    # offline and from an archive, and flows' outputs need neither.
    body = _REMOTE_SCRIPT.sub("", body)
    return atomic_write(folder / REPORT, body)


def all_manifests(runs_dir: Path) -> list[tuple[Path, dict[str, Any]]]:
    """Every run under ``runs_dir`` (``<flow>/<run_id>/run.json``), newest first.

    A run still ``running`` whose owner process is gone is recorded ``abandoned``
    first (see :func:`settle_abandoned`), so no reader shows it running forever."""
    found = []
    settled = False
    if runs_dir.is_dir():
        for manifest in runs_dir.glob(f"*/*/{MANIFEST}"):
            try:
                data = read_manifest(manifest.parent)
            except (OSError, ValueError):
                continue  # a run being written right now, or not ours
            if settle_abandoned(manifest.parent, data):
                settled = True
            found.append((manifest.parent, data))
    found.sort(key=lambda item: str(item[1].get("started", "")), reverse=True)
    if settled:
        with contextlib.suppress(OSError):  # a runs folder we may read but not write
            write_runs_index(runs_dir)  # finds nothing left to settle: no loop
    return found


def run_by_id(runs: list[tuple[Path, dict[str, Any]]], run_id: str) -> Path | None:
    """The folder among ``runs`` (newest first, as :func:`all_manifests` gives them) of
    ``run_id``, ``"latest"`` or ``"<flow>:latest"``; None when none is."""
    flow, _, which = run_id.rpartition(":") if run_id.endswith("latest") else ("", "", run_id)
    for folder, manifest in runs:
        if which == "latest" and (not flow or manifest.get("flow") == flow):
            return folder
        if manifest.get("run_id") == which:
            return folder
    return None


def owner_stamp() -> dict[str, Any]:
    """This process as the owner of the runs it starts: host, pid and when the pid
    started (so a pid the system gave to another process later is not taken for it)."""
    pid = os.getpid()
    return {"host": socket.gethostname(), "pid": pid, "pid_started": _pid_started(pid)}


def _pid_started(pid: int) -> str | None:
    """When ``pid`` started, in clock ticks since boot (Linux), or None where unknown."""
    try:
        stat = Path(f"/proc/{pid}/stat").read_text()
    except OSError:
        return None
    # The command name (field 2) may hold spaces and parentheses: count after its ")".
    fields = stat.rsplit(")", 1)[1].split()
    return fields[19] if len(fields) > 19 else None


def owner_gone(owner: Any) -> bool:
    """True when ``owner`` (an :func:`owner_stamp`) is known to have ended: same host,
    and its pid is free or now another process. Unknown (another host, an older run
    without a stamp) is False: such a run is left as it is."""
    if not isinstance(owner, dict) or owner.get("host") != socket.gethostname():
        return False
    pid = owner.get("pid")
    if not isinstance(pid, int) or pid <= 0:
        return False
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return True
    except PermissionError:
        pass  # a process of another user has the pid now
    started = owner.get("pid_started")
    return started is not None and _pid_started(pid) != started


def settle_abandoned(folder: Path, manifest: dict[str, Any]) -> bool:
    """Record a ``running`` run whose owner process ended (killed, the machine
    restarted) as ``abandoned``, with the cell it was in, in ``manifest``, run.json
    and index.md. Returns True when it did."""
    if manifest.get("status") != "running" or not owner_gone(manifest.get("owner")):
        return False
    owner = manifest["owner"]
    cell = _running_cell(folder / NOTEBOOK)
    where = f" in cell {cell}" if cell is not None else ""
    manifest["status"] = "abandoned"
    gone = f"its process (pid {owner['pid']} on {owner['host']}) ended before it finished"
    manifest["error"] = {
        "ename": "Abandoned",
        "evalue": f"{gone} (killed or crashed)",
        "cell_index": cell,
        "message": f"The run was abandoned{where}: {gone} (killed or crashed); captures "
        "written before are kept",
    }
    manifest["captures"] = find_captures(folder) if folder.is_dir() else []
    try:
        write_manifest(folder, manifest)
        write_index_md(folder, manifest)
    except OSError:
        return False  # another user's run: shown abandoned here, left as it is on disk
    return True


def _running_cell(notebook: Path) -> int | None:
    """The flow's index of the cell papermill last marked running, or None."""
    try:
        cells = json.loads(notebook.read_text(encoding="utf-8"))["cells"]
    except (OSError, ValueError, KeyError, TypeError):
        return None
    index = 0
    for cell in cells:
        meta = cell.get("metadata", {})
        if "injected-parameters" in meta.get("tags", []):
            continue  # papermill's own cell: not in the flow as written
        if meta.get("papermill", {}).get("status") == "running":
            return index
        index += 1
    return None


def write_runs_index(runs_dir: Path) -> Path:
    """``runs/index.html`` and every flow's history page, rebuilt from every run folder
    (see :mod:`nbshot.flow.history`); returns the runs index."""
    return history.rebuild(runs_dir, all_manifests(runs_dir))


def add_to_history(runs_dir: Path, manifest: dict[str, Any]) -> Path:
    """Add a finished run to the runs pages, incrementally; the first time (a runs
    folder from before histories were kept) rebuild them from every run instead."""
    if not (runs_dir / history.STATE).is_file():
        return write_runs_index(runs_dir)
    return history.add_run(runs_dir, manifest)


_TEXT_FILES = {
    ".ipynb",
    ".html",
    ".md",
    ".json",
    ".yml",
    ".yaml",
    ".csv",
    ".txt",
    ".log",
    ".har",
    ".xml",
}


def scrub(folder: Path, values: list[str]) -> None:
    """Replace each of ``values`` (a run's secrets) with the mask in every text file of
    the run folder, the executed notebook first among them."""
    for path in folder.rglob("*"):
        if path.suffix not in _TEXT_FILES or not path.is_file():
            continue
        text = path.read_text(encoding="utf-8", errors="surrogateescape")
        clean = text
        every = {form for value in values for form in forms(value)}  # encoded ones too
        for value in sorted(every, key=len, reverse=True):
            clean = clean.replace(value, MASK)
        if clean != text:
            atomic_write(path, clean.encode("utf-8", errors="surrogateescape"))
