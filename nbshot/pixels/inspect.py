"""``inspect``: a region of a shot at full resolution, with the log lines that go with it.

A screenshot in a notebook or an agent's answer is shown smaller than it was taken.
To look closely at a spot (a misaligned icon, a cut-off label), ``inspect`` cuts
the region out at every device pixel. The box is given in CSS pixels, as the page
was laid out, and scaled by the shot's pixel ratio. The source may be a Shot, an
image file, a flow run's capture (by screen, device and variant), or a change from
:func:`nbshot.compare` (then its diff picture).
"""

from __future__ import annotations

import base64
import html
import io
import math
import os
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

from nbshot.errors import InvalidArgument
from nbshot.flow.flow_run import FlowRun, find_run
from nbshot.model.findings import Finding
from nbshot.model.images import check_pixels
from nbshot.model.shot import Shot, load_shot
from nbshot.pixels.compare import Change

if TYPE_CHECKING:
    import pandas as pd

Box = tuple[float, float, float, float]


@dataclass(frozen=True)
class Inspection:
    """A region (``region``, a Shot at full resolution), where it came from
    (``source``), the ``box`` asked for in CSS pixels, the ``log`` lines of the page
    it was taken from (console errors, failed requests) and the ``findings`` of
    :func:`nbshot.check` that lie in the region."""

    region: Shot
    source: str
    box: Box | None
    log: list[str] = field(default_factory=list)
    findings: list[Finding] = field(default_factory=list)

    def lines(self) -> list[str]:
        """The log lines, then one line per finding."""
        return [
            *self.log,
            *(
                f"{f.severity} {f.check}: {f.message}" + (f" [{f.selector}]" if f.selector else "")
                for f in self.findings
            ),
        ]

    def _parts(self) -> tuple[str, str]:
        """The plain text, and the caption as HTML (where, size, and what is there)."""
        where = f" at {tuple(round(v) for v in self.box)}" if self.box else ""
        size = f"{self.region.width}x{self.region.height} px"
        text = "\n".join([f"<Inspection of {self.source}{where}: {size}>", *self.lines()])
        lines = "".join(f"<li><code>{html.escape(line)}</code></li>" for line in self.lines())
        listed = f"<ul>{lines}</ul>" if lines else ""
        caption = (
            f'<div style="font:12px sans-serif;color:#555">{html.escape(self.source)}'
            f"{html.escape(where)} &middot; {self.region.width}&times;"
            f"{self.region.height} px</div>{listed}"
        )
        return text, caption

    def _ipython_display_(self) -> None:
        # The region as an image output, which GitHub shows too (nbshot.model.display).
        from nbshot.model.display import Picture, show

        text, caption = self._parts()
        show([Picture(self.region.data, "png", None, self.source)], caption, text)

    def _repr_mimebundle_(self, include: Any = None, exclude: Any = None) -> dict[str, Any]:
        text, caption = self._parts()
        picture = base64.b64encode(self.region.data).decode()
        return {
            "text/plain": text,
            "text/html": f'<figure style="margin:0"><img src="data:image/png;base64,{picture}" '
            f'style="max-width:100%;border:1px solid #ddd">{caption}</figure>',
        }


def inspect(
    source: Shot | Change | str | os.PathLike[str],
    box: Sequence[float] | None = None,
    *,
    screen: str | None = None,
    device: str | None = None,
    variant: str | None = None,
    runs_dir: str | os.PathLike[str] = "runs",
    pixel_ratio: float | None = None,
    findings: Sequence[Finding] | pd.DataFrame | None = None,
) -> Inspection:
    """A full-resolution region of a picture, with its page's log lines and the
    findings in it.

    Parameters
    ----------
    source:
        A :class:`~nbshot.Shot`; a change from :func:`nbshot.compare` (its diff
        picture; its shot when nothing changed); the path of a PNG/JPEG; or a run id
        or run folder (``"latest"``, ``"homepage:latest"``), whose capture is chosen by
        ``screen``, ``device`` and ``variant`` (parts of its name).
    box:
        ``(x, y, width, height)`` in CSS pixels (None: the whole picture).
    pixel_ratio:
        Device pixels per CSS pixel, where the source does not say (an image file).
    findings:
        What :func:`nbshot.check` found (``Findings``, a list, or its ``df``); those
        on the picture's page, device and variant whose element overlaps ``box`` are
        kept (all of them with no box). A run's own ``findings`` record (the audit
        flow's) is used when none are given.

    Raises
    ------
    InvalidArgument
        For a box outside the picture, an image over 40 megapixels, a run without a
        capture matching ``screen``/``device``/``variant``, or a source of another kind.
    """
    shot, label, log, recorded = _picture(source, screen, device, variant, runs_dir)
    ratio = float(pixel_ratio or shot.options.get("pixel_ratio") or 1)
    if not (math.isfinite(ratio) and ratio > 0):
        raise InvalidArgument(
            f"pixel_ratio={pixel_ratio!r} is not allowed",
            "Give device pixels per CSS pixel, e.g. 1 or 2",
        )
    given = _as_findings(findings if findings is not None else recorded)
    if box is None:
        return Inspection(shot, label, None, log, _belonging(given, shot, None))
    # isfinite: NaN or infinity would reach round() and fail there as a bare ValueError.
    numbers = all(isinstance(v, (int, float)) and math.isfinite(v) for v in box)
    if len(box) != 4 or not numbers:
        raise InvalidArgument(
            f"box={box!r} is not (x, y, width, height)"[:200],
            "Give four finite numbers in CSS pixels, e.g. (0, 0, 400, 300)",
        )
    x, y, w, h = (float(v) for v in box)
    region = shot.crop((round(x * ratio), round(y * ratio), round(w * ratio), round(h * ratio)))
    return Inspection(region, label, (x, y, w, h), log, _belonging(given, shot, (x, y, w, h)))


def _as_findings(found: Any) -> list[Finding]:
    """Findings from ``Findings``, a list of them, or a findings DataFrame (a run's
    record, which may lack url, device or variant)."""
    if found is None:
        return []
    if hasattr(found, "to_dict"):
        known = set(Finding.__dataclass_fields__)
        rows = found.to_dict(orient="records")
        return [Finding(**{k: _plain(v) for k, v in row.items() if k in known}) for row in rows]
    return list(found)


def _plain(value: Any) -> Any:
    """A DataFrame cell as Finding takes it: NaN is None, a box list a tuple."""
    if isinstance(value, float) and value != value:
        return None
    return tuple(value) if isinstance(value, list) else value


def _belonging(found: list[Finding], shot: Shot, box: Box | None) -> list[Finding]:
    """The findings on ``shot``'s page, device and variant whose element overlaps
    ``box`` (page-wide findings, without an element box, only when there is no box)."""
    options = shot.options
    kept = []
    for finding in found:
        # A finding that names its page, device or variant belongs to shots of them.
        elsewhere = (
            (finding.url and shot.url and finding.url != shot.url)
            or (finding.device and finding.device != options.get("device"))
            or (finding.variant and finding.variant != options.get("variant"))
        )
        if elsewhere:
            continue
        if box is None or (finding.box is not None and _overlap(finding.box, box)):
            kept.append(finding)
    return kept


def _overlap(a: Box, b: Box) -> bool:
    return a[0] < b[0] + b[2] and b[0] < a[0] + a[2] and a[1] < b[1] + b[3] and b[1] < a[1] + a[3]


def _picture(
    source: Any,
    screen: str | None,
    device: str | None,
    variant: str | None,
    runs_dir: str | os.PathLike[str],
) -> tuple[Shot, str, list[str], Any]:
    """The picture, its label, its log lines, and findings recorded with it (or None)."""
    if isinstance(source, Shot):
        log = [f"console error: {m.text}" for m in source.console_errors]
        log += [f"failed request: {r.url} ({r.status or r.error})" for r in source.failed_requests]
        return source, source.name, log, None
    if isinstance(source, Change):
        if source.diff is None or source.status == "same":
            return source.shot, f"{source.screen}/{source.key}", [], None
        buffer = io.BytesIO()
        source.diff.image.save(buffer, format="PNG")
        data = buffer.getvalue()
        width, height = check_pixels(data, "the diff")
        diff = Shot(
            data=data,
            format="png",
            name=f"{source.screen}-diff",
            path=None,
            width=width,
            height=height,
            url=source.shot.url,
            title=source.shot.title,
            options=dict(source.shot.options),
        )
        return diff, f"diff of {source.screen}/{source.key}", [], None
    if not isinstance(source, (str, os.PathLike)):
        raise InvalidArgument(
            f"Cannot inspect a {type(source).__name__}",
            "Pass a Shot, a compare() change, an image or a run id",
        )
    path = Path(source)
    if path.suffix.lower() in (".png", ".jpg", ".jpeg"):
        check_pixels(path.read_bytes() if path.is_file() else b"", str(path))
        return load_shot(path), path.name, [], None
    return _from_run(str(source), screen, device, variant, runs_dir)


def _from_run(
    run: str,
    screen: str | None,
    device: str | None,
    variant: str | None,
    runs_dir: str | os.PathLike[str],
) -> tuple[Shot, str, list[str], Any]:
    folder = Path(run) if Path(run).is_dir() else find_run(run, runs_dir)
    flow_run = FlowRun.load(folder)
    captures = flow_run.captures
    wanted = [w.lower() for w in (screen, device, variant) if w]
    matching = [c for c in captures if all(w in c.name.lower() for w in wanted)]
    if len(matching) != 1:
        names = ", ".join(c.name for c in captures) or "none"
        raise InvalidArgument(
            f"{len(matching)} captures of run {folder.name} match {wanted or 'nothing given'}",
            f"Narrow it with screen=, device=, variant= (its captures: {names})"[:400],
        )
    capture = matching[0]
    shot = load_shot(capture.path, {"name": capture.name})
    return shot, f"{folder.name}/{capture.name}", [], flow_run.records.get("findings")
