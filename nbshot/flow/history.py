"""The runs pages: ``runs/index.html`` (every flow at a glance, the recent runs, a
filter by flow and status) and a history page per flow (``runs/<flow>/index.html``:
status, duration and findings over time as inline SVG charts, and each run's changes).

Static files that any web server or object store can serve, no JavaScript. Built
incrementally: each flow keeps ``history.jsonl`` (one line per run, appended) and the
runs folder keeps ``runs.json`` (each flow's last run and last change, the recent
runs), so adding a run reads a few hundred lines, not every run.json of the history;
:func:`rebuild` makes them again from the run folders (``nbshot report``). A full
history is split in pages of :data:`PAGE` runs (``history-0001.html`` ...), written
once each when it fills.
"""

from __future__ import annotations

import contextlib
import html
import json
import os
import threading
from collections.abc import Iterable, Iterator, Sequence
from pathlib import Path
from typing import Any

from nbshot.files import atomic_write
from nbshot.flow.changes import summary
from nbshot.flow.retry import PASSED, attempt_count

HISTORY = "history.jsonl"
STATE = "runs.json"
RUNS_INDEX = "index.html"
REPORT = "report.html"  # run_folder.REPORT (which imports this module)
PAGE = 500  # runs on a history page
RECENT = 200  # runs listed on the runs index
CHART_RUNS = 120  # runs drawn in each chart
SPARK_RUNS = 30  # runs drawn in each sparkline of the runs index
_lock = threading.Lock()
_COLOURS = {"ok": "#0a7c2f", "flaky": "#ca8a04", "failed": "#b42318", "running": "#888"}
_OTHER = "#b54708"


@contextlib.contextmanager
def _locked(runs_dir: Path) -> Iterator[None]:
    """One writer at a time: threads of this process, and other processes (fcntl)."""
    with _lock:
        try:
            import fcntl
        except ImportError:  # Windows: threads of this process only
            yield
            return
        # O_NOFOLLOW: a lock file that is a symbolic link would create its target,
        # wherever it points; it raises OSError (ELOOP) instead.
        fd = os.open(runs_dir / ".runs.lock", os.O_WRONLY | os.O_CREAT | os.O_NOFOLLOW, 0o600)
        with os.fdopen(fd, "w") as handle:
            fcntl.flock(handle, fcntl.LOCK_EX)
            try:
                yield
            finally:
                fcntl.flock(handle, fcntl.LOCK_UN)


def entry(manifest: dict[str, Any]) -> dict[str, Any]:
    """What the history keeps of a run: one line of ``history.jsonl``."""
    changes = manifest.get("changes") if isinstance(manifest.get("changes"), dict) else None
    captures = manifest.get("captures") or []
    return {
        "run_id": manifest.get("run_id"),
        "flow": manifest.get("flow"),
        "status": manifest.get("status"),
        "started": manifest.get("started"),
        "duration": manifest.get("duration"),
        "attempts": attempt_count(manifest),
        "params": manifest.get("params") or {},
        "findings": len(manifest.get("findings") or []),
        "error": (manifest.get("error") or {}).get("message") or "",
        "report": manifest.get("report"),
        "thumb": captures[0]["path"] if captures else None,
        "changed": bool(changes and changes.get("changed")),
        "summary": summary(changes) if "changes" in manifest else "",
        "screens": [
            {"name": s["name"], "diff": s["diff"], "ratio": s["ratio"], "path": s.get("path")}
            for s in (changes or {}).get("screens") or []
        ],
        **_budgeted(manifest),
        "findings_new": [f["message"] for f in (changes or {}).get("findings_new") or []][:10],
        "findings_gone": [f["message"] for f in (changes or {}).get("findings_gone") or []][:10],
    }


def _budgeted(manifest: dict[str, Any]) -> dict[str, Any]:
    """The metrics a budget limits, for the sparklines and the history's charts:
    ``limits`` (the strictest limit of each over the run's pages; the project's
    ``[budgets]`` with the flow's own over them) and ``metrics`` (the worst value of
    each over those pages). Empty without vitals or budgets."""
    pages = [p for p in manifest.get("vitals") or [] if isinstance(p, dict)]
    if not pages:
        return {}
    from nbshot.flow.budgets import in_force, limits_for

    layers = in_force(manifest)
    limits: dict[str, float] = {}
    for page in pages:
        for metric, limit in limits_for(str(page.get("url", "")), *layers).items():
            limits[metric] = min(limit, limits.get(metric, limit))
    metrics = {}
    for metric in limits:
        values = [p[metric] for p in pages if isinstance(p.get(metric), (int, float))]
        metrics[metric] = max(values) if values else None
    return {"metrics": metrics, "limits": limits} if limits else {}


def add_run(runs_dir: Path, manifest: dict[str, Any]) -> Path:
    """Add one finished run to its flow's history and rewrite the pages it shows on
    (the flow's page, a filled archive page, the runs index); returns the runs index."""
    line = entry(manifest)
    flow = str(line["flow"])
    with _locked(runs_dir):
        state = _read_state(runs_dir)
        # Owner-only, as everything under the runs folder (it may hold what flows were given).
        fd = os.open(runs_dir / flow / HISTORY, os.O_WRONLY | os.O_APPEND | os.O_CREAT, 0o600)
        with os.fdopen(fd, "a", encoding="utf-8") as history:
            history.write(json.dumps(line) + "\n")
        _note(state, line)
        count = state["flows"][flow]["count"]
        tail = _tail(runs_dir / flow / HISTORY, PAGE)
        if count % PAGE == 0:
            _write_archive(runs_dir / flow, tail, count // PAGE)
        write_flow_page(runs_dir / flow, tail, count)
        atomic_write(runs_dir / STATE, json.dumps(state))
        return write_index(runs_dir, state)


def refresh(runs_dir: Path, flow: str) -> Path:
    """Rewrite the flow's page and the runs index (after runs were removed: their
    lines stay, without links); returns the runs index."""
    with _locked(runs_dir):
        state = _read_state(runs_dir)
        lines = (
            _tail(runs_dir / flow / HISTORY, PAGE) if (runs_dir / flow / HISTORY).is_file() else []
        )
        count = int(state["flows"].get(flow, {}).get("count") or len(lines))
        write_flow_page(runs_dir / flow, lines, count)
        return write_index(runs_dir, state)


def rebuild(runs_dir: Path, manifests: Iterable[tuple[Path, dict[str, Any]]]) -> Path:
    """Every history and page again from ``manifests`` (every run folder); returns the
    runs index."""
    by_flow: dict[str, list[dict[str, Any]]] = {}
    for folder, manifest in manifests:
        line = entry(manifest)
        line["flow"] = folder.parent.name
        by_flow.setdefault(folder.parent.name, []).append(line)
    state: dict[str, Any] = {"flows": {}, "recent": []}
    with _locked(runs_dir):
        for flow, lines in sorted(by_flow.items()):
            lines += _pruned_lines(runs_dir / flow, {str(line["run_id"]) for line in lines})
            lines.sort(key=lambda e: str(e["run_id"]))
            text = "".join(json.dumps(line) + "\n" for line in lines)
            atomic_write(runs_dir / flow / HISTORY, text)
            for line in lines:
                _note(state, line)
            for number in range(1, len(lines) // PAGE + 1):
                _write_archive(runs_dir / flow, lines[(number - 1) * PAGE : number * PAGE], number)
            write_flow_page(runs_dir / flow, lines[-PAGE:], len(lines))
        atomic_write(runs_dir / STATE, json.dumps(state))
        return write_index(runs_dir, state)


def _pruned_lines(folder: Path, known: set[str]) -> list[dict[str, Any]]:
    """The lines of the flow's history whose run folders were pruned: a rebuild keeps
    them, so the charts still go back as far as they did."""
    file = folder / HISTORY
    if not file.is_file():
        return []
    kept = []
    for raw in file.read_text(encoding="utf-8").splitlines():
        with contextlib.suppress(ValueError):
            line = json.loads(raw)
            run_id = str(line.get("run_id"))
            if run_id not in known and not (folder / run_id).exists():
                kept.append(line)
    return kept


def _read_state(runs_dir: Path) -> dict[str, Any]:
    try:
        state = json.loads((runs_dir / STATE).read_text(encoding="utf-8"))
    except (OSError, ValueError):
        state = None
    if not isinstance(state, dict) or not isinstance(state.get("flows"), dict):
        return {"flows": {}, "recent": []}
    return state


def _note(state: dict[str, Any], line: dict[str, Any]) -> None:
    """Count a run in ``state``: its flow's last run and last change, the recent list."""
    flow = state["flows"].setdefault(
        str(line["flow"]), {"count": 0, "last": None, "last_change": None}
    )
    flow["count"] += 1
    short = {
        k: line[k]
        for k in ("run_id", "status", "started", "duration", "report", "summary", "findings")
    }
    short["attempts"] = line.get("attempts", 1)
    flow["last"] = short
    if line["changed"]:
        flow["last_change"] = short
    _note_group(state, line)
    recent = [r for r in state["recent"] if r["run_id"] != line["run_id"]]
    recent.append(
        {
            k: line.get(k, 1 if k == "attempts" else None)
            for k in (
                "run_id",
                "flow",
                "status",
                "started",
                "duration",
                "attempts",
                "params",
                "report",
                "thumb",
                "summary",
                "error",
                "changed",
            )
        }
    )
    recent.sort(key=lambda r: str(r.get("started") or ""))
    state["recent"] = recent[-RECENT:]


def group_key(flow: str, params: dict[str, Any]) -> str:
    """The key of a (flow, parameter set) in ``runs.json``'s ``groups``."""
    return json.dumps([flow, params], sort_keys=True, default=str)


def _note_group(state: dict[str, Any], line: dict[str, Any]) -> None:
    """Count a run in its (flow, parameters) group: the last run, the last change, the
    flaky and failed counts, the last :data:`SPARK_RUNS` durations and budgeted metrics."""
    params = line.get("params") or {}
    groups = state.setdefault("groups", {})
    group = groups.setdefault(
        group_key(str(line["flow"]), params),
        {"flow": line["flow"], "params": params, "count": 0, "flaky": 0, "failed": 0,
         "last": None, "last_change": None, "series": []},
    )  # fmt: skip
    status = line.get("status")
    group["count"] += 1
    group["flaky"] += status == "flaky"
    group["failed"] += status not in PASSED and status != "running"
    group["last"] = {
        k: line.get(k) for k in ("run_id", "status", "started", "duration", "report", "error")
    }
    if line.get("changed"):
        screens = line.get("screens") or []
        thumb = (screens[0].get("path") or screens[0].get("diff")) if screens else None
        group["last_change"] = {
            "run_id": line["run_id"], "summary": line.get("summary") or "",
            "report": line.get("report"), "thumb": thumb,
            "screen": screens[0]["name"] if screens else None,
        }  # fmt: skip
    point = {"run_id": line["run_id"], "status": status, "duration": line.get("duration")}
    if line.get("limits"):
        point.update(metrics=line.get("metrics") or {}, limits=line["limits"])
    group["series"] = [*group["series"], point][-SPARK_RUNS:]


def _tail(path: Path, count: int) -> list[dict[str, Any]]:
    """The last ``count`` lines of a JSON-lines file, read from its end."""
    block, data = 1 << 16, b""
    with open(path, "rb") as handle:
        handle.seek(0, os.SEEK_END)
        position = handle.tell()
        while position > 0 and data.count(b"\n") <= count:
            step = min(block, position)
            position -= step
            handle.seek(position)
            data = handle.read(step) + data
    lines = data.splitlines()[-count:]
    found = []
    for raw in lines:
        with contextlib.suppress(ValueError):
            found.append(json.loads(raw))
    return found


# -- pages ----------------------------------------------------------------------------

_STYLE = """body{font:14px system-ui,sans-serif;margin:24px;color:#222}
table{border-collapse:collapse;width:100%}td,th{padding:6px 8px;border-bottom:1px solid #ddd;
text-align:left;vertical-align:top}img{max-width:160px;border:1px solid #ccc}
.ok{color:#0a7c2f}.flaky{color:#a16207}.failed{color:#b42318}.error,.timeout,.kernel-died,.cancelled,.abandoned{color:#b54708}
.running{color:#555}code{font-size:12px}.charts{display:flex;gap:24px;flex-wrap:wrap}
figure{margin:0}figcaption{font-size:12px;color:#555}.filters label{margin-right:10px}
.filters input{margin-right:3px}
.thumb{max-width:120px}.spark{white-space:nowrap;font-size:12px}.spark svg{vertical-align:middle}
.counts{white-space:nowrap}"""


def _status_of(line: dict[str, Any]) -> str:
    duration = line.get("duration")
    took = f" in {duration:.1f} s" if isinstance(duration, (int, float)) else ""
    count = line.get("attempts")
    if isinstance(count, int) and count > 1:  # a run with retries: how they went
        passed = line.get("status") in PASSED
        took += f", passed on attempt {count}" if passed else f", after {count} attempts"
    return f"{line.get('status')}{took}"


def _chart(
    title: str,
    points: Sequence[tuple[str, float | None, str]],
    kind: str,
    limits: Sequence[float | None] = (),
) -> str:
    """A small inline SVG: ``points`` are (label, value, colour), oldest first; bars
    for ``status`` (each run one coloured bar), a line with dots otherwise. ``limits``
    (one per point, None where a run had none) is a budget, drawn as a dashed red line
    through each run's limit, and the scale reaches it."""
    width, height, pad = 360, 80, 4
    shown = points[-CHART_RUNS:]
    budget = list(limits)[-CHART_RUNS:] if limits else []
    values = [v for _, v, _ in shown if v is not None]
    top = max([*values, *(b for b in budget if b is not None)], default=0) or 1
    step = (width - 2 * pad) / max(len(shown), 1)

    def y(value: float) -> float:
        return height - pad - (height - 2 * pad) * value / top

    marks = []
    for i, (label, value, colour) in enumerate(shown):
        x = pad + i * step
        tip = f"<title>{html.escape(label)}</title>"
        if kind == "status":
            marks.append(
                f'<rect x="{x:.1f}" y="{pad}" width="{max(step - 1, 1):.1f}" '
                f'height="{height - 2 * pad}" fill="{colour}">{tip}</rect>'
            )
        elif value is not None:
            marks.append(
                f'<circle cx="{x + step / 2:.1f}" cy="{y(value):.1f}" r="2.5" '
                f'fill="{colour}">{tip}</circle>'
            )
    if kind != "status" and len(values) > 1:
        line = " ".join(
            f"{pad + i * step + step / 2:.1f},{y(v):.1f}"
            for i, (_, v, _) in enumerate(shown)
            if v is not None
        )
        marks.insert(0, f'<polyline points="{line}" fill="none" stroke="#4060a0"/>')
    # A run's limit spans its own step, so one run's budget is a line too.
    edges = [
        f"{pad + i * step + d:.1f},{y(b):.1f}"
        for i, b in enumerate(budget)
        if b is not None
        for d in (0, step)
    ]
    if edges:
        said = html.escape(f"budget {[b for b in budget if b is not None][-1]:g}")
        marks.append(
            f'<polyline class="budget" points="{" ".join(edges)}" fill="none" '
            f'stroke="#b42318" stroke-dasharray="4 3"><title>{said}</title></polyline>'
        )
    scale = "" if kind == "status" else f" (max {top:g})"
    return (
        f'<figure class="chart" data-chart="{html.escape(kind)}"><figcaption>{html.escape(title)}'
        f'{scale}</figcaption><svg xmlns="http://www.w3.org/2000/svg" width="{width}" '
        f'height="{height}" viewBox="0 0 {width} {height}" role="img" '
        f'aria-label="{html.escape(title)}"><rect width="{width}" height="{height}" '
        f'fill="#f6f6f6"/>{"".join(marks)}</svg></figure>'
    )


def _metric_charts(lines: list[dict[str, Any]]) -> str:
    """A chart per metric a budget limited in any of ``lines``: the worst value of
    each run's pages, its budget as a dashed red line."""
    shown = lines[-CHART_RUNS:]
    charts = []
    for metric in sorted({m for line in shown for m in line.get("limits") or {}}):
        points: list[tuple[str, float | None, str]] = []
        limits: list[float | None] = []
        for line in shown:
            value = (line.get("metrics") or {}).get(metric)
            limit = (line.get("limits") or {}).get(metric)
            number = float(value) if isinstance(value, (int, float)) else None
            over = number is not None and isinstance(limit, (int, float)) and number > limit
            budget = f" (budget {limit:g})" if isinstance(limit, (int, float)) else ""
            label = f"{line['run_id']}: {metric} {value if value is not None else '-'}{budget}"
            points.append((label, number, "#b42318" if over else "#4060a0"))
            limits.append(float(limit) if isinstance(limit, (int, float)) else None)
        charts.append(_chart(metric, points, f"metric-{metric}", limits))
    return "".join(charts)


def _charts(lines: list[dict[str, Any]]) -> str:
    status, duration, findings = [], [], []
    for line in lines:
        label = f"{line['run_id']}: {_status_of(line)}"
        colour = _COLOURS.get(str(line.get("status")), _OTHER)
        status.append((label, 1.0, colour))
        value = line.get("duration")
        duration.append(
            (f"{label}", float(value) if isinstance(value, (int, float)) else None, "#4060a0")
        )
        findings.append(
            (
                f"{line['run_id']}: {line.get('findings', 0)} finding(s)",
                float(line.get("findings") or 0),
                "#b54708",
            )
        )
    return (
        '<div class="charts">'
        + _chart("Status", status, "status")
        + _chart("Duration (s)", duration, "duration")
        + _chart("Findings", findings, "findings")
        + _metric_charts(lines)
        + "</div>"
    )


def _change_cell(line: dict[str, Any]) -> str:
    run = html.escape(str(line["run_id"]))
    parts = [html.escape(str(line.get("summary") or ""))]
    if line.get("changed") and line.get("report"):
        parts.append(f' <a href="{run}/{REPORT}#since-last-run">see the change</a>')
    for screen in line.get("screens") or []:
        parts.append(
            f'<figure><img src="{run}/{html.escape(screen["diff"])}" loading="lazy" '
            f'alt="diff of {html.escape(screen["name"])}"><figcaption>'
            f"{html.escape(screen['name'])}: {screen['ratio']:.2%}</figcaption>"
            "</figure>"
        )
    for key, sign in (("findings_new", "+"), ("findings_gone", "-")):
        parts += [f"<div>{sign} {html.escape(m)}</div>" for m in line.get(key) or []]
    return "".join(parts)


def _run_rows(lines: list[dict[str, Any]], folder: Path) -> str:
    rows = []
    for line in reversed(lines):
        run = html.escape(str(line["run_id"]))
        status = html.escape(str(line.get("status")))
        if not (folder / str(line["run_id"])).is_dir():  # pruned: the line stays, no links
            line = {**line, "report": None, "screens": [], "changed": False}
            report = "removed"
        else:
            report = f'<a href="{run}/{REPORT}">report</a>' if line.get("report") else ""
        rows.append(
            f'<tr><td class="{status}"><b>{status}</b></td><td><code>{run}</code><br>'
            f"{html.escape(str(line.get('started') or ''))}<br>{html.escape(_status_of(line))}"
            f"</td><td>{line.get('findings', 0)}</td><td>{_change_cell(line)}</td>"
            f"<td>{report}<br>{html.escape(str(line.get('error') or ''))}</td></tr>"
        )
    return "\n".join(rows)


def _page(title: str, body: str) -> str:
    return (
        f"<!doctype html><meta charset=utf-8><title>{html.escape(title)}</title>"
        f"<style>{_STYLE}</style>{body}\n"
    )


def write_flow_page(folder: Path, lines: list[dict[str, Any]], count: int) -> Path:
    """``runs/<flow>/index.html``: charts and the newest :data:`PAGE` runs, newest
    first, with links to the archive pages of older ones."""
    flow = folder.name
    archives = " · ".join(
        f'<a href="history-{n:04d}.html">{(n - 1) * PAGE + 1}-{n * PAGE}</a>'
        for n in range(1, count // PAGE + 1)
    )
    body = (
        f'<p><a href="../{RUNS_INDEX}">All runs</a></p><h1>{html.escape(flow)}: history</h1>'
        f"<p>{count} run(s); the last {len(lines)} below, newest first.</p>{_charts(lines)}"
        f"{_runs_table(lines, folder)}" + (f"<p>Older runs: {archives}</p>" if archives else "")
    )
    return atomic_write(folder / RUNS_INDEX, _page(f"{flow}: history", body))


def _write_archive(folder: Path, lines: list[dict[str, Any]], number: int) -> Path:
    first, last = (number - 1) * PAGE + 1, number * PAGE
    body = (
        f'<p><a href="{RUNS_INDEX}">{html.escape(folder.name)}: history</a></p>'
        f"<h1>{html.escape(folder.name)}: runs {first}-{last}</h1>{_charts(lines)}"
        f"{_runs_table(lines, folder)}"
    )
    return atomic_write(folder / f"history-{number:04d}.html", _page(folder.name, body))


def _runs_table(lines: list[dict[str, Any]], folder: Path) -> str:
    return (
        '<table class="history"><tr><th>Status</th><th>Run</th><th>Findings</th>'
        f"<th>Since the last run</th><th>Links</th></tr>\n{_run_rows(lines, folder)}\n</table>"
    )


def _spark(title: str, values: Sequence[tuple[str, float | None, str]], limit: float | None) -> str:
    """A sparkline (inline SVG): ``values`` are (label, value, status), oldest first; the
    newest value as a dot coloured by its status, ``limit`` (a budget) as a dashed line."""
    width, height, pad = 120, 28, 3
    known = [(i, v) for i, (_, v, _) in enumerate(values) if v is not None]
    top = max([v for _, v in known] + ([limit] if limit is not None else []), default=0) or 1
    step = (width - 2 * pad) / max(len(values) - 1, 1)

    def y(value: float) -> float:
        return height - pad - (height - 2 * pad) * value / top

    marks = []
    if limit is not None:
        marks.append(
            f'<line class="budget" x1="0" x2="{width}" y1="{y(limit):.1f}" y2="{y(limit):.1f}" '
            f'stroke="#b42318" stroke-dasharray="3 2"><title>budget {limit:g}</title></line>'
        )
    if len(known) > 1:
        points = " ".join(f"{pad + i * step:.1f},{y(v):.1f}" for i, v in known)
        marks.append(f'<polyline points="{points}" fill="none" stroke="#4060a0"/>')
    for i, v in known[-1:]:
        label, _, status = values[i]
        marks.append(
            f'<circle cx="{pad + i * step:.1f}" cy="{y(v):.1f}" r="2.5" '
            f'fill="{_COLOURS.get(status, _OTHER)}"><title>{html.escape(label)}</title></circle>'
        )
    last = f"{known[-1][1]:g}" if known else "-"
    return (
        f'<span class="spark" data-metric="{html.escape(title)}">'
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}" '
        f'viewBox="0 0 {width} {height}" role="img" aria-label="{html.escape(title)}, '
        f'last {len(values)} runs">{"".join(marks)}</svg> {html.escape(title)} {last}</span>'
    )


def _sparks(series: list[dict[str, Any]]) -> str:
    """The group's sparklines: its durations, then each metric a budget limits."""

    def value(x: Any) -> float | None:
        return float(x) if isinstance(x, (int, float)) and not isinstance(x, bool) else None

    sparks = [
        _spark(
            "duration s",
            [(f"{p['run_id']}: {p.get('duration')} s", value(p.get("duration")),
              str(p.get("status"))) for p in series],
            None,
        )
    ]  # fmt: skip
    metrics = sorted({m for p in series for m in p.get("limits") or {}})
    for metric in metrics:
        limits = [p["limits"][metric] for p in series if metric in (p.get("limits") or {})]
        points = [
            (f"{p['run_id']}: {metric} {(p.get('metrics') or {}).get(metric)}",
             value((p.get("metrics") or {}).get(metric)), str(p.get("status")))
            for p in series
        ]  # fmt: skip
        sparks.append(_spark(metric, points, limits[-1]))
    return "<br>".join(sparks)


def _group_rows(runs_dir: Path, groups: dict[str, Any], counts: dict[str, int]) -> str:
    """One row per (flow, parameter set): its last run, when, sparklines, its last
    change (with a thumbnail of the changed screen), flaky and failed counts."""
    rows = []
    ordered = sorted(groups.values(), key=lambda g: (str(g["flow"]), group_key("", g["params"])))
    for group in ordered:
        name = str(group["flow"])
        flow = html.escape(name)
        last, change = group.get("last") or {}, group.get("last_change")
        status = html.escape(str(last.get("status")))
        run = html.escape(str(last.get("run_id")))
        here = (runs_dir / name / str(last.get("run_id"))).is_dir()
        report = (
            f' · <a href="{flow}/{run}/{REPORT}">report</a>' if last.get("report") and here else ""
        )
        params = ", ".join(f"{k}={v!r}" for k, v in (group.get("params") or {}).items())
        started = str(last.get("started") or "")
        changed = "none yet"
        if change:
            other = html.escape(str(change["run_id"]))
            folder = runs_dir / name / str(change["run_id"])
            thumb = ""
            if folder.is_dir() and change.get("report"):
                other = f'<a href="{flow}/{other}/{REPORT}#since-last-run">{other}</a>'
            picture = str(change.get("thumb") or "")
            if picture and folder.is_dir() and (folder / picture).is_file():
                src = html.escape(f"{name}/{change['run_id']}/{picture}")
                alt = html.escape(f"changed: {change.get('screen') or ''}")
                thumb = f'<br><img class="thumb" src="{src}" alt="{alt}" loading="lazy">'
            changed = f"{other}: {html.escape(str(change.get('summary') or ''))}{thumb}"
        rows.append(
            f'<tr class="group" data-flow="{flow}" data-status="{status}" '
            f'data-date="{html.escape(started[:10])}">'
            f'<td><a href="{flow}/{RUNS_INDEX}"><b>{flow}</b></a><br>'
            f"<code>{html.escape(params or 'defaults')}</code><br>{group['count']} run(s) of "
            f"{counts.get(name, group['count'])}</td>"
            f'<td class="{status}"><b>{status}</b><br><code>{run}</code>{report}<br>'
            f"{html.escape(str(last.get('error') or ''))}</td>"
            f"<td>{html.escape(started)}</td><td>{_sparks(group.get('series') or [])}</td>"
            f"<td>{changed}</td>"
            f'<td class="counts">{group["flaky"]} flaky<br>{group["failed"]} failed</td></tr>'
        )
    return "\n".join(rows) or '<tr><td colspan="6">No runs yet.</td></tr>'


#: The filters of the runs index (plain JavaScript, no library): hidden until the
#: script runs, so without it every row shows.
_FILTER_FORM = """<form id="filters" class="filters" hidden><label>Flow <select id="f-flow">
<option value="">all</option>{flows}</select></label> <label>Status <select id="f-status">
<option value="">all</option>{statuses}</select></label> <label>From <input id="f-from"
type="date"></label> <label>To <input id="f-to" type="date"></label>
<span id="f-shown"></span></form>"""
_FILTER_SCRIPT = """<script>(() => {
const form = document.getElementById('filters'), get = id => document.getElementById(id).value;
const apply = () => {
  let shown = 0, rows = document.querySelectorAll('tr[data-flow]');
  for (const row of rows) {
    const d = row.dataset, date = d.date || '';
    const keep = (!get('f-flow') || d.flow === get('f-flow'))
      && (!get('f-status') || d.status === get('f-status'))
      && (!get('f-from') || date >= get('f-from')) && (!get('f-to') || date <= get('f-to'));
    row.hidden = !keep; shown += keep;
  }
  document.getElementById('f-shown').textContent = shown + ' of ' + rows.length + ' rows';
};
form.addEventListener('input', apply); form.addEventListener('change', apply);
form.hidden = false; apply();
})();</script>"""


def _filters(flow_ids: dict[str, str], statuses: list[str]) -> tuple[str, str]:
    """Radio buttons that filter the recent runs by flow and status, and the CSS that
    does it (no JavaScript): a checked button hides the rows that do not match."""
    inputs = [
        '<b>Flow</b> <input type="radio" name="flow" id="flow-all" checked>'
        '<label for="flow-all">all</label>'
    ]
    rules = []
    for name, ident in flow_ids.items():
        inputs.append(
            f'<input type="radio" name="flow" id="flow-{ident}">'
            f'<label for="flow-{ident}">{html.escape(name)}</label>'
        )
        rules.append(f"#flow-{ident}:checked~table tr.run:not(.flow-{ident}){{display:none}}")
    inputs.append(
        '<b>Status</b> <input type="radio" name="status" id="status-all" checked>'
        '<label for="status-all">all</label>'
    )
    for status in statuses:
        ident = html.escape(status)
        inputs.append(
            f'<input type="radio" name="status" id="status-{ident}">'
            f'<label for="status-{ident}">{ident}</label>'
        )
        rules.append(f"#status-{ident}:checked~table tr.run:not(.status-{ident}){{display:none}}")
    return "".join(inputs), "".join(rules)


def write_index(runs_dir: Path, state: dict[str, Any]) -> Path:
    """``runs/index.html``: each flow's last status, last change and history page, then
    the :data:`RECENT` newest runs, filtered by flow and status with radio buttons."""
    flow_ids = {name: f"f{i}" for i, name in enumerate(sorted(state["flows"]))}
    recent = list(reversed(state["recent"]))
    statuses = sorted({str(r.get("status")) for r in recent})
    inputs, rules = _filters(flow_ids, statuses)
    rows = []
    for run in recent:
        rel = f"{run['flow']}/{run['run_id']}"
        link = html.escape(rel)
        status = html.escape(str(run.get("status")))
        here = (runs_dir / str(run["flow"]) / str(run["run_id"])).is_dir()  # else pruned since
        thumb = (
            f'<img src="{link}/{html.escape(run["thumb"])}" alt="" loading="lazy">'
            if run.get("thumb") and here
            else ""
        )
        links = f'<a href="{link}/{REPORT}">report</a> · ' if run.get("report") and here else ""
        links += f'<a href="{link}/run.json">run.json</a>' if here else "removed"
        params = ", ".join(f"{k}={v!r}" for k, v in (run.get("params") or {}).items())
        rows.append(
            f'<tr class="run flow-{flow_ids.get(str(run["flow"]), "x")} status-{status}" '
            f'data-flow="{html.escape(str(run["flow"]))}" data-status="{status}" '
            f'data-date="{html.escape(str(run.get("started") or "")[:10])}">'
            f'<td class="{status}"><b>{status}</b></td><td>'
            f'<a href="{html.escape(str(run["flow"]))}/{RUNS_INDEX}">'
            f"{html.escape(str(run['flow']))}</a><br><code>{link}</code></td>"
            f"<td><code>{html.escape(params or 'defaults')}</code></td>"
            f"<td>{html.escape(str(run.get('started') or ''))}<br>"
            f"{html.escape(_status_of(run))}</td><td>{thumb}</td>"
            f"<td>{links}<br>"
            f"{html.escape(str(run.get('summary') or ''))}<br>"
            f"{html.escape(str(run.get('error') or ''))}</td></tr>"
        )
    groups = state.get("groups") or {}
    names = sorted({str(g["flow"]) for g in groups.values()} | set(state["flows"]))
    every = sorted(
        {str((g.get("last") or {}).get("status")) for g in groups.values()} | set(statuses)
    )
    form = _FILTER_FORM.format(
        flows="".join(f"<option>{html.escape(n)}</option>" for n in names),
        statuses="".join(f"<option>{html.escape(s)}</option>" for s in every),
    )
    counts = {name: int(info.get("count") or 0) for name, info in state["flows"].items()}
    body = (
        f"<style>{rules}</style><h1>nbshot runs</h1>{form}"
        '<h2>Flows and parameter sets</h2><table class="flows dashboard">'
        "<tr><th>Flow, parameters</th><th>Last run</th><th>Started</th>"
        f"<th>Last {SPARK_RUNS} runs</th><th>Last change</th><th>Flaky, failed</th></tr>\n"
        f"{_group_rows(runs_dir, groups, counts)}\n</table><h2>Recent runs</h2>"
        f'<div class="filters">{inputs}\n<table class="recent"><tr><th>Status</th><th>Flow</th>'
        "<th>Parameters</th><th>Time</th><th>Capture</th><th>Links</th></tr>\n"
        + ("\n".join(rows) or '<tr><td colspan="6">No runs yet.</td></tr>')
        + f"\n</table></div>{_FILTER_SCRIPT}"
    )
    return atomic_write(runs_dir / RUNS_INDEX, _page("nbshot runs", body))
