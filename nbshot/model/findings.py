"""What checks find: :class:`Finding` (one problem) and :class:`Findings` (the table)."""

from __future__ import annotations

import html
from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from nbshot.model.urls import shown_text

if TYPE_CHECKING:
    import pandas as pd


@dataclass(frozen=True)
class Finding:
    """One problem: which ``check`` found it, ``severity`` (error or warning), what it
    is, where (a CSS ``selector`` when it is an element), how many elements or events
    it covers, and a ``help_url``. ``url``, ``device`` and ``variant`` say on what;
    ``box`` is where the element is (x, y, width, height in CSS pixels of the page),
    for :func:`nbshot.inspect` to show it."""

    check: str
    severity: str
    message: str
    selector: str | None = None
    count: int = 1
    help_url: str | None = None
    url: str = ""
    device: str | None = None
    variant: str | None = None
    box: tuple[float, float, float, float] | None = None


class Findings(Sequence[Finding]):
    """The findings of :func:`check`; ``errors`` holds the error-severity ones."""

    def __init__(self, findings: Sequence[Finding], checks: Sequence[str]) -> None:
        self._findings = list(findings)
        self.checks = tuple(checks)

    def __getitem__(self, index: Any) -> Any:
        return self._findings[index]

    def __len__(self) -> int:
        return len(self._findings)

    @property
    def errors(self) -> list[Finding]:
        return [f for f in self._findings if f.severity == "error"]

    @property
    def ok(self) -> bool:
        """True when nothing of severity error was found."""
        return not self.errors

    @property
    def df(self) -> pd.DataFrame:
        """Columns: check, severity, message, selector, count, help_url, url, device,
        variant, box."""
        import pandas as pd

        columns = [
            "check",
            "severity",
            "message",
            "selector",
            "count",
            "help_url",
            "url",
            "device",
            "variant",
            "box",
        ]
        frame: pd.DataFrame = pd.DataFrame(
            [{c: getattr(f, c) for c in columns} for f in self._findings], columns=columns
        )
        return frame

    @property
    def text(self) -> str:
        """The findings, in a few lines of plain text (a notebook's
        ``text/plain``, the MCP tools' text answer)."""
        warnings = len(self) - len(self.errors)
        head = f"Findings: {len(self.errors)} error(s), {warnings} warning(s)"
        lines = [f"{head} from {', '.join(self.checks)}"]
        for f in self._findings:
            where = f" [{f.selector}]" if f.selector else ""
            labels = ", ".join(label for label in (f.device, f.variant) if label)
            on = f" ({labels})" if labels else ""
            lines.append(f"  {f.severity:<7} {f.check}: {shown_text(f.message)}{where}{on}")
        return "\n".join(lines)

    def __repr__(self) -> str:
        return f"<Findings {len(self.errors)} error(s), {len(self) - len(self.errors)} warning(s)>"

    def _repr_mimebundle_(self, include: Any = None, exclude: Any = None) -> dict[str, Any]:
        head = html.escape(self.text.splitlines()[0])
        shown = self.df.drop(columns=["url", "box"]).assign(
            message=lambda d: d.message.map(shown_text)
        )
        table = shown.to_html(index=False, na_rep="")
        return {"text/plain": self.text, "text/html": f"<b>{head}</b>{table}"}
