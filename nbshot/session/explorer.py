"""An ipywidgets explorer for a live session: look, read the tree, run steps.

Built from plain widgets so it works in JupyterLab, Notebook 7 and VS Code. Every
part is reachable from Python (``Explorer.steps``, ``Explorer.run_button`` ...), so
tests drive it the way a person would: set a value, press a button, look again.
"""

from __future__ import annotations

import base64
import html
import time
from typing import TYPE_CHECKING, Any, Protocol

import ipywidgets as widgets

from nbshot.errors import NbshotError
from nbshot.model.urls import shown_url
from nbshot.session.view import View

if TYPE_CHECKING:
    import pandas as pd

    from nbshot.model.a11y import A11yTree


class Drivable(Protocol):
    """What the explorer needs of a session: it knows no more, so the session can
    hand out explorers without the two modules importing each other."""

    def act(self, *steps: str) -> View: ...
    def back(self) -> None: ...
    def view(self) -> View: ...
    def console(self) -> pd.DataFrame: ...
    def requests(self) -> pd.DataFrame: ...


class Explorer:
    """Screenshot (with a ref-overlay toggle), tree table, step box with Run and Back,
    and console / network tabs, for one :class:`~nbshot.session.session.Session`."""

    def __init__(self, session: Drivable) -> None:
        self.session = session
        # At most a screen tall: a phone page is scrolled in the frame, not 1,600 px tall.
        self.image = widgets.Image(
            format="png",
            layout={"max_width": "100%", "max_height": "640px", "object_fit": "contain"},
        )
        self.overlay = widgets.ToggleButton(value=True, description="Show refs", icon="tag")
        self.status = widgets.HTML()
        # continuous_update=False: the value arrives when Enter is pressed (or the box
        # is left), and arriving runs it; ipywidgets 8 deprecated on_submit for this.
        self.steps = widgets.Text(
            placeholder="click:e3   fill:e4=hello   press:Enter   (several: separate with ;)",
            layout={"width": "60%"},
            continuous_update=False,
        )
        self._last_run = 0.0
        self.run_button = widgets.Button(description="Run", button_style="primary")
        self.back_button = widgets.Button(description="Back")
        self.tree_table = widgets.HTML()
        self.console_table = widgets.HTML()
        self.network_table = widgets.HTML()
        tabs = widgets.Tab(children=[self.tree_table, self.console_table, self.network_table])
        for i, title in enumerate(("Tree", "Console", "Network")):
            tabs.set_title(i, title)
        self.run_button.on_click(lambda _: self._run_clicked())
        self.steps.observe(self._entered, names="value")
        self.back_button.on_click(lambda _: self.back())
        self.overlay.observe(lambda _: self._draw(), names="value")
        controls = widgets.HBox([self.steps, self.run_button, self.back_button, self.overlay])
        self.widget = widgets.VBox([controls, self.status, self.image, tabs])
        self.view: View | None = None
        self.is_closed = False
        self._handle: Any = None  # the display this explorer is shown in, if any
        self.refresh()

    def run(self, text: str | None = None) -> None:
        """Run the steps in the box (or ``text``), separated by ``;``, then refresh."""
        line = self.steps.value if text is None else text
        steps = [part.strip() for part in line.split(";") if part.strip()]
        if not steps:
            self._say("Type a step first, e.g. click:e3", error=True)
            return
        self._last_run = time.monotonic()
        try:
            self.view = self.session.act(*steps)
        except NbshotError as error:  # the text stays in the box, to be corrected
            self._say(f"{error.code}: {error.message}", error=True)
            return
        self.steps.value = ""
        self._show()

    def _entered(self, change: dict[str, Any]) -> None:
        if str(change["new"]).strip():  # clearing the box after a run is no new step
            self.run()

    def _run_clicked(self) -> None:
        # Clicking Run leaves the box, which already sent (and ran) what was typed.
        if self.steps.value.strip() or time.monotonic() - self._last_run > 2:
            self.run()

    def back(self) -> None:
        try:
            self.session.back()
        except NbshotError as error:
            self._say(f"{error.code}: {error.message}", error=True)
            return
        self.refresh()

    def refresh(self) -> None:
        """Look at the page again."""
        self.view = self.session.view()
        self._show()

    def _show(self) -> None:
        view = self.view
        assert view is not None
        failure = view.failure
        if failure is not None:
            self._say(
                f"Step {failure.position} {failure.step!r} failed: {failure.error.message}", True
            )
        else:
            self._say(f"{html.escape(view.title)} &middot; {html.escape(shown_url(view.url))}")
        self._draw()
        self.tree_table.value = _table(_actionable(view.tree))
        self.console_table.value = _table(self.session.console())
        self.network_table.value = _table(self.session.requests())
        self._update_display()

    def _draw(self) -> None:
        if self.view is None or self.view.shot is None:
            return
        shot = self.view.shot
        self.image.value = shot.annotate(self.view.tree).png if self.overlay.value else shot.png

    def _say(self, message: str, error: bool = False) -> None:
        color = "#b3261e" if error else "#374151"
        text = html.escape(message) if error else message
        self.status.value = f'<span style="color:{color}">{text}</span>'

    def __repr__(self) -> str:
        view = self.view
        where = f"{view.title} · {shown_url(view.url)}" if view is not None else "no page"
        return f"<Explorer {where}{' (closed)' if self.is_closed else ''}>"

    def closed(self) -> None:
        """The session closed: no more steps; the picture stays, with a note why."""
        for control in (self.steps, self.run_button, self.back_button):
            control.disabled = True
        self.is_closed = True
        self._say(
            "Session closed: open a new one with nbshot.open(url) or nbshot.explore(url)",
            error=True,
        )
        self._update_display()

    def _repr_mimebundle_(self, include: Any = None, exclude: Any = None) -> dict[str, Any]:
        # A live frontend renders the widget; GitHub, nbviewer and nbconvert have no
        # widget manager and fall back to the annotated screenshot and the short text.
        # Once the session is closed the output is that picture alone: a notebook saved
        # then and opened again shows it, where a widget view would wait for a model
        # that went with the kernel ("Loading widget...").
        bundle: dict[str, Any] = {}
        if not self.is_closed:
            bundle.update(self.widget._repr_mimebundle_() or {})
        bundle["text/plain"] = repr(self)
        if self.view is not None:
            bundle["image/png"] = base64.b64encode(self.image.value).decode()
        return bundle

    def _ipython_display_(self) -> None:
        # Shown with a display id, so the fallback picture a saved notebook keeps can
        # follow the session to where it ended (see _update_display).
        from IPython.display import display

        self._handle = display(self._repr_mimebundle_(), raw=True, display_id=True)

    def _update_display(self) -> None:
        if self._handle is not None:
            self._handle.update(self._repr_mimebundle_(), raw=True)


_SAYS_BACK = frozenset({"alert", "status", "dialog", "alertdialog"})


def _actionable(tree: A11yTree) -> pd.DataFrame:
    """The tree's nodes a step can act on (links, buttons, fields... with refs; not the
    generic wrappers) and what the page says back (alerts, status, dialogs), with only
    the columns that say something for them: checked and disabled only when some node is."""
    refs = {node.ref for node in tree.interactive().nodes}
    inside = -1  # the depth of the alert (or status...) being read, with what is in it
    for node in tree.nodes:
        if inside >= 0 and node.depth <= inside:
            inside = -1
        if node.role in _SAYS_BACK and inside < 0:
            inside = node.depth
        if inside >= 0:
            refs.add(node.ref)
    rows = tree.df[tree.df["ref"].isin(refs)]
    columns = ["ref", "role", "name", "text", "url"] + [
        c for c in ("checked", "disabled") if c in rows and rows[c].fillna(False).astype(bool).any()
    ]
    picked: pd.DataFrame = rows[columns]
    return picked


def _table(frame: pd.DataFrame) -> str:
    """A compact HTML table, or a line saying there is nothing (not "None")."""
    if frame is None or frame.empty:
        return '<p style="color:#6b7280;font:13px sans-serif">Nothing yet.</p>'
    table: str = frame.to_html(index=False, na_rep="", border=0)
    return f'<div style="max-height:320px;overflow:auto;font-size:12px">{table}</div>'
