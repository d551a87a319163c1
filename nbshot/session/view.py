"""What a session shows after its steps: :class:`View`, the failed step, the dialogs."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from nbshot.errors import NbshotError
from nbshot.model.a11y import A11yTree
from nbshot.model.shot import Shot
from nbshot.model.shot_parts import ConsoleMessage
from nbshot.model.urls import shown_url


@dataclass(frozen=True)
class DialogRecord:
    """A dialog the page opened (alert, confirm, prompt, beforeunload) and what was done."""

    type: str
    message: str
    action: str  # "accepted" or "dismissed"
    prompt_text: str | None = None


@dataclass
class StepFailure:
    """Which step failed (``position`` counts from 1) and why."""

    position: int
    step: str
    error: NbshotError


@dataclass
class View:
    """What the page looks like after :meth:`Session.act`: the picture (None when
    asked for none: ``act(..., picture=False)``), the tree, console errors since the
    previous view, dialogs, and the failure if a step failed."""

    url: str
    title: str
    shot: Shot | None
    tree: A11yTree
    console_errors: list[ConsoleMessage] = field(default_factory=list)
    dialogs: list[DialogRecord] = field(default_factory=list)
    failure: StepFailure | None = None
    steps_run: int = 0

    @property
    def ok(self) -> bool:
        return self.failure is None

    def raise_for_failure(self) -> View:
        """Raise the failed step's error (naming the step), or return the view.

        For flows: a step that failed should fail the cell, so the run says where.
        """
        if self.failure is not None:
            f = self.failure
            what = f"Step {f.position} {f.step!r} failed: {f.error.what}"
            raise type(f.error)(what, f.error.hint)
        return self

    def _text(self) -> str:
        status = "ok" if self.ok else "FAILED"
        lines = [
            f"<View {status}: {self.steps_run} step(s) run, at {shown_url(self.url)}>",
            f"title: {self.title}",
        ]
        if self.failure is not None:
            f = self.failure
            lines.append(f"step {f.position} {f.step!r} failed: {f.error.code}: {f.error.message}")
        lines += [f"dialog ({d.type}, {d.action}): {d.message}" for d in self.dialogs]
        lines += [f"console error: {m.text}" for m in self.console_errors]
        return "\n".join(lines)

    def _note(self) -> str:
        import html

        note = html.escape(self._text()).replace("\n", "<br>")
        color = "#14532d" if self.ok else "#b3261e"
        return f'<div style="font:12px sans-serif;color:{color}">{note}</div>'

    def _ipython_display_(self) -> None:
        # What happened, then the picture as an image output and its caption (GitHub
        # drops a picture inside HTML; see nbshot.model.display).
        from IPython.display import publish_display_data

        publish_display_data({"text/html": self._note(), "text/plain": self._text()})
        if self.shot is not None:
            self.shot._ipython_display_()

    def _repr_mimebundle_(self, include: Any = None, exclude: Any = None) -> dict[str, Any]:
        return {  # the picture once, inside the HTML (see Shot._repr_mimebundle_)
            "text/plain": self._text(),
            "text/html": self._note() + (self.shot._repr_html_() if self.shot else ""),
        }
