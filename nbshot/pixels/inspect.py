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
import os
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from nbshot.errors import InvalidArgument
from nbshot.flow.result import FlowRun, find_run
from nbshot.model.shot import Shot, check_pixels, load_shot
from nbshot.pixels.compare import Change

Box = tuple[float, float, float, float]


@dataclass(frozen=True)
class Inspection:
    """A region (``region``, a Shot at full resolution), where it came from
    (``source``), the ``box`` asked for in CSS pixels, and the ``log`` lines of the
    page it was taken from (console errors, failed requests)."""

    region: Shot
    source: str
    box: Box | None
    log: list[str] = field(default_factory=list)

    def _repr_mimebundle_(self, include: Any = None, exclude: Any = None) -> dict[str, Any]:
        where = f" at {tuple(round(v) for v in self.box)}" if self.box else ""
        text = "\n".join([f"<Inspection of {self.source}{where}: "
                          f"{self.region.width}x{self.region.height} px>", *self.log])  # fmt: skip
        picture = base64.b64encode(self.region.data).decode()
        lines = "".join(f"<li><code>{html.escape(line)}</code></li>" for line in self.log)
        return {
            "text/plain": text,
            "text/html": f'<figure style="margin:0"><img src="data:image/png;base64,{picture}" '
            f'style="max-width:100%;border:1px solid #ddd"><figcaption style="font:12px '
            f'sans-serif;color:#555">{html.escape(self.source)}{html.escape(where)} &middot; '
            f"{self.region.width}&times;{self.region.height} px</figcaption>"
            f"{f'<ul>{lines}</ul>' if lines else ''}</figure>",
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
) -> Inspection:
    """A full-resolution region of a picture, with its page's log lines.

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

    Raises
    ------
    InvalidArgument
        For a box outside the picture, an image over 40 megapixels, a run without a
        capture matching ``screen``/``device``/``variant``, or a source of another kind.
    """
    shot, label, log = _picture(source, screen, device, variant, runs_dir)
    ratio = float(pixel_ratio or shot.options.get("pixel_ratio") or 1)
    if box is None:
        return Inspection(shot, label, None, log)
    if len(box) != 4 or not all(isinstance(v, (int, float)) for v in box):
        raise InvalidArgument(f"box={box!r} is not (x, y, width, height)"[:200],
                              "Give four numbers in CSS pixels, e.g. (0, 0, 400, 300)")  # fmt: skip
    x, y, w, h = (float(v) for v in box)
    region = shot.crop((round(x * ratio), round(y * ratio), round(w * ratio), round(h * ratio)))
    return Inspection(region, label, (x, y, w, h), log)


def _picture(
    source: Any, screen: str | None, device: str | None, variant: str | None,
    runs_dir: str | os.PathLike[str],
) -> tuple[Shot, str, list[str]]:  # fmt: skip
    if isinstance(source, Shot):
        log = [f"console error: {m.text}" for m in source.console_errors]
        log += [f"failed request: {r.url} ({r.status or r.error})" for r in source.failed_requests]
        return source, source.name, log
    if isinstance(source, Change):
        if source.diff is None or source.status == "same":
            return source.shot, f"{source.screen}/{source.key}", []
        buffer = io.BytesIO()
        source.diff.image.save(buffer, format="PNG")
        data = buffer.getvalue()
        width, height = check_pixels(data, "the diff")
        diff = Shot(data=data, format="png", name=f"{source.screen}-diff", path=None,
                    width=width, height=height, url=source.shot.url, title=source.shot.title,
                    options=dict(source.shot.options))  # fmt: skip
        return diff, f"diff of {source.screen}/{source.key}", []
    if not isinstance(source, (str, os.PathLike)):
        raise InvalidArgument(f"Cannot inspect a {type(source).__name__}",
                              "Pass a Shot, a compare() change, an image or a run id")  # fmt: skip
    path = Path(source)
    if path.suffix.lower() in (".png", ".jpg", ".jpeg"):
        check_pixels(path.read_bytes() if path.is_file() else b"", str(path))
        return load_shot(path), path.name, []
    return _from_run(str(source), screen, device, variant, runs_dir)


def _from_run(
    run: str, screen: str | None, device: str | None, variant: str | None,
    runs_dir: str | os.PathLike[str],
) -> tuple[Shot, str, list[str]]:  # fmt: skip
    folder = Path(run) if Path(run).is_dir() else find_run(run, runs_dir)
    captures = FlowRun.load(folder).captures
    wanted = [w.lower() for w in (screen, device, variant) if w]
    matching = [c for c in captures if all(w in c.name.lower() for w in wanted)]
    if len(matching) != 1:
        names = ", ".join(c.name for c in captures) or "none"
        raise InvalidArgument(
            f"{len(matching)} captures of run {folder.name} match {wanted or 'nothing given'}",
            f"Narrow it with screen=, device=, variant= (its captures: {names})"[:400],
        )
    capture = matching[0]
    return load_shot(capture.path, {"name": capture.name}), f"{folder.name}/{capture.name}", []
