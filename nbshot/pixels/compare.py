"""Visual comparison against baselines: ``compare`` and ``approve``.

Baselines live in ``baselines/<screen>/<device>-<variant>.png`` (``default.png``
for a capture made outside a matrix; ``-<browser>`` is added for browsers other
than Chromium). ``compare`` diffs each shot against its baseline, the previous
comparison, a run's captures or a folder, and shows only what changed;
``approve`` makes the current shots the new baselines.
"""

from __future__ import annotations

import base64
import html
import io
import os
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

from nbshot.algorithms.image_diff import Diff, diff
from nbshot.errors import InvalidArgument
from nbshot.files import atomic_write, file_stem, private_dir, slug
from nbshot.model.shot import Shot, Shots

if TYPE_CHECKING:
    import pandas as pd
    from PIL import Image

DEFAULT_BASELINES = "baselines"
PREVIOUS = ".previous"  # under the baselines folder: the last comparison's current images
PANEL_W = 420  # width of each panel in the side-by-side picture


def baseline_key(shot: Shot) -> tuple[str, str]:
    """(screen, file name) under the baselines folder for ``shot``."""
    screen = slug(str(shot.options.get("screen") or shot.name))
    if "variant" in shot.options:  # from capture_matrix
        stem = f"{shot.options['device']}-{shot.options['variant']}"
        if shot.options.get("browser", "chromium") != "chromium":
            stem += f"-{shot.options['browser']}"
        return screen, f"{file_stem(stem.replace('+', '-'))}.png"
    return screen, "default.png"


def _shots(shots: Shot | Shots | Iterable[Shot]) -> list[Shot]:
    if isinstance(shots, Shot):
        return [shots]
    found = list(shots)
    if not found or not all(isinstance(s, Shot) for s in found):
        raise InvalidArgument("Nothing to compare", "Pass a Shot, Shots or a list of Shots")
    return found


@dataclass(frozen=True)
class Change:
    """One shot against its reference. ``status``: ``same``, ``changed``, ``new`` (no
    reference yet) or ``size`` (the sizes differ)."""

    screen: str
    key: str
    status: str
    shot: Shot
    reference: Path | None
    diff: Diff | None

    @property
    def pixels(self) -> int | None:
        return self.diff.count if self.diff else None

    def side_by_side(self) -> Image.Image:
        """Reference | current | diff, labelled, each panel :data:`PANEL_W` wide."""
        from PIL import Image, ImageDraw

        panels: list[tuple[str, Image.Image]] = []
        if self.reference is not None:
            with Image.open(self.reference) as ref:
                panels.append(("baseline", ref.convert("RGB")))
        panels.append(("current", self.shot.image.convert("RGB")))
        if self.diff is not None:
            panels.append(("diff", self.diff.image.convert("RGB")))
        scaled = [
            (label, img.resize((PANEL_W, max(1, round(img.height * PANEL_W / img.width)))))
            for label, img in panels
        ]
        height = max(img.height for _, img in scaled) + 24
        sheet = Image.new("RGB", (len(scaled) * (PANEL_W + 8) + 8, height + 8), "white")
        draw = ImageDraw.Draw(sheet)
        for i, (label, img) in enumerate(scaled):
            x = 8 + i * (PANEL_W + 8)
            draw.text((x, 6), label, fill="black")
            sheet.paste(img, (x, 24))
        return sheet


class Comparison:
    """The result of :func:`compare`: one :class:`Change` per shot.

    ``changed`` lists the changes that matter (changed, size); ``new`` the shots
    without a reference; ``ok`` is True when nothing changed and nothing is new.
    Displays only what changed, as baseline | current | diff.
    """

    def __init__(self, changes: Sequence[Change], against: str) -> None:
        self.changes = list(changes)
        self.against = against

    @property
    def changed(self) -> list[Change]:
        return [c for c in self.changes if c.status in ("changed", "size")]

    @property
    def new(self) -> list[Change]:
        return [c for c in self.changes if c.status == "new"]

    @property
    def ok(self) -> bool:
        return not self.changed and not self.new

    @property
    def df(self) -> pd.DataFrame:
        """One row per shot: screen, key, status, pixels, ratio, regions (boxes as
        ``(x, y, w, h)``), reference, current."""
        import pandas as pd

        rows = [
            {
                "screen": c.screen,
                "key": c.key,
                "status": c.status,
                "pixels": c.pixels,
                "ratio": c.diff.ratio if c.diff else None,
                "regions": [
                    (int(b.x), int(b.y), int(b.width), int(b.height)) for b in c.diff.regions
                ]
                if c.diff
                else [],
                "reference": str(c.reference) if c.reference else None,
                "current": str(c.shot.path) if c.shot.path else None,
            }
            for c in self.changes
        ]
        columns = ["screen", "key", "status", "pixels", "ratio", "regions", "reference", "current"]
        frame: pd.DataFrame = pd.DataFrame(rows, columns=columns)
        return frame

    @property
    def text(self) -> str:
        """What changed, in a few lines of plain text (a notebook's
        ``text/plain``, the MCP tools' text answer)."""
        lines = [
            f"Comparison against {self.against}: {len(self.changed)} changed, "
            f"{len(self.new)} new, {len(self.changes)} in all"
        ]
        for c in self.changed:
            detail = f"{c.diff.count} px, {len(c.diff.regions)} region(s)" if c.diff else ""
            lines.append(f"  {c.status}: {c.screen}/{c.key} {detail}")
        lines += [f"  new: {c.screen}/{c.key} (approve to make it the baseline)" for c in self.new]
        return "\n".join(lines)

    def __repr__(self) -> str:
        return f"<Comparison {len(self.changed)} changed, {len(self.new)} new>"

    def _side_by_sides(self) -> list[tuple[str, bytes]]:
        pictures = []
        for change in self.changed:
            buf = io.BytesIO()
            change.side_by_side().save(buf, format="JPEG", quality=80)
            pictures.append((f"{change.screen}/{change.key}", buf.getvalue()))
        return pictures

    def _ipython_display_(self) -> None:
        # What changed, then each change side by side as an image output, which GitHub
        # shows too (nbshot.model.display).
        from nbshot.model.display import Picture, show

        pictures = [Picture(data, "jpeg", None, name) for name, data in self._side_by_sides()]
        show(pictures, f"<pre>{html.escape(self.text)}</pre>", self.text, caption_first=True)

    def _repr_html_(self) -> str:
        parts = [f"<pre>{html.escape(self.text)}</pre>"]
        for change in self.changed:
            buf = io.BytesIO()
            change.side_by_side().save(buf, format="JPEG", quality=80)
            data = base64.b64encode(buf.getvalue()).decode()
            parts.append(
                f"<figure><figcaption>{html.escape(change.screen)}/"
                f"{html.escape(change.key)}</figcaption>"
                f'<img src="data:image/jpeg;base64,{data}" style="max-width:100%">'
                "</figure>"
            )
        return "".join(parts)

    def _repr_mimebundle_(self, include: Any = None, exclude: Any = None) -> dict[str, Any]:
        return {"text/plain": self.text, "text/html": self._repr_html_()}


def _reference_for(shot: Shot, against: str, baselines: Path, runs_dir: Path) -> Path | None:
    screen, name = baseline_key(shot)
    if against == "baseline":
        return baselines / screen / name
    if against == "previous":
        return baselines / PREVIOUS / screen / name
    folder = Path(against)
    if not folder.is_dir():
        from nbshot.flow.flow_run import find_run

        folder = find_run(against, runs_dir)
    file = shot.path.name if shot.path else f"{shot.name}.png"
    for candidate in (folder / screen / name, folder / file):
        if candidate.is_file():
            return candidate
    return None


def _tolerated(result: Diff, max_pixels: int | None, max_ratio: float | None) -> bool:
    if result.size_mismatch is not None:
        return False
    if max_pixels is None and max_ratio is None:
        return result.count == 0
    return (max_pixels is not None and result.count <= max_pixels) or (
        max_ratio is not None and result.ratio <= max_ratio
    )


def compare(
    shots: Shot | Shots | Iterable[Shot] | None = None,
    against: str = "baseline",
    *,
    profile: str | None = None,
    client: Any = None,
    baselines: str | os.PathLike[str] = DEFAULT_BASELINES,
    threshold: float = 0.1,
    include_aa: bool = False,
    max_diff_pixels: int | None = None,
    max_diff_ratio: float | None = None,
    runs_dir: str | os.PathLike[str] = "runs",
) -> Comparison:
    """Compare shots with their references; returns a :class:`Comparison`.

    Parameters
    ----------
    shots, profile, client:
        The shots; or a project's profile, captured now (``capture_matrix(profile=)``,
        on a cluster with ``client``).
    against:
        ``"baseline"`` (``baselines/<screen>/<device>-<variant>.png``),
        ``"previous"`` (the current images of the last comparison), a run id
        (its captures, matched by file name) or a folder.
    threshold, include_aa:
        pixelmatch's colour threshold (0..1) and whether anti-aliasing counts.
    max_diff_pixels, max_diff_ratio:
        Tolerances: a shot within either counts as the same. By default any
        differing pixel is a change.

    Raises
    ------
    InvalidArgument
        For nothing to compare, a bad threshold, or an unknown run id.
    """
    if profile is not None:
        from nbshot.captures.matrix import capture_matrix

        shots = capture_matrix(profile=profile, progress=False, client=client)
    if shots is None:
        raise InvalidArgument("Nothing to compare", "Give shots, or profile= of the project")
    items = _shots(shots)
    base = Path(baselines)
    changes = []
    for shot in items:
        screen, name = baseline_key(shot)
        reference = _reference_for(shot, against, base, Path(runs_dir))
        if reference is None or not reference.is_file():
            changes.append(Change(screen, name[:-4], "new", shot, None, None))
            continue
        result = diff(reference, shot, threshold=threshold, include_aa=include_aa)
        same = _tolerated(result, max_diff_pixels, max_diff_ratio)
        status = "size" if result.size_mismatch else ("same" if same else "changed")
        changes.append(Change(screen, name[:-4], status, shot, reference, result))
    _keep_as_previous(items, base)
    return Comparison(changes, against)


def _keep_as_previous(shots: list[Shot], baselines: Path) -> None:
    for shot in shots:
        screen, name = baseline_key(shot)
        folder = private_dir(baselines / PREVIOUS / screen)
        atomic_write(folder / name, shot.png)


def approve(
    shots: Shot | Shots | Iterable[Shot] | Comparison,
    *,
    baselines: str | os.PathLike[str] = DEFAULT_BASELINES,
) -> list[Path]:
    """Make the current shots (or a Comparison's) the baselines; returns the paths written."""
    items = [c.shot for c in shots.changes] if isinstance(shots, Comparison) else _shots(shots)
    written = []
    for shot in items:
        screen, name = baseline_key(shot)
        folder = private_dir(Path(baselines) / screen)
        written.append(atomic_write(folder / name, shot.png))
    return written
