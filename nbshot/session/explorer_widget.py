"""The explorer as an anywidget: point at the page's picture, click and type on it.

``nbshot.explore(url)`` shows the page's picture and beside it the tree of the
nodes one can act on (searchable), the history, the console and the network. The
front end (``explorer_widget.js``, an ES module shipped as it is, no build step)
gets the elements' boxes with each picture, so hovering outlines the element under
the pointer and names its role, name and ref without asking Python. A click on the
picture, typing into a field clicked there, a key (Enter, Tab, Escape, arrows) or
the wheel comes back as steps of nbshot's grammar (``click:e12``, ``fill:e4=...``,
``press:Enter``, ``scroll:down 300``), run by the session: each is kept in its
history by ref and, for replay, by a stable selector (role and name where the tree
has them); a password typed into a password field is kept as ``${NAME}``.

anywidget runs the same module in JupyterLab, Notebook 7, VS Code, Colab and marimo.
Where no front end runs (GitHub, nbconvert, a notebook whose kernel is gone) the
output shows the last picture and the history as plain outputs.
"""

from __future__ import annotations

import base64
import html
import uuid
from pathlib import Path
from typing import TYPE_CHECKING, Any

import anywidget
import traitlets

from nbshot import secrets
from nbshot.errors import InvalidArgument, NbshotError
from nbshot.model.steps import parse_step
from nbshot.model.urls import shown_url
from nbshot.session.explorer import _actionable, _table
from nbshot.session.to_pytest import recorded_journey, write_test

if TYPE_CHECKING:
    import os
    from collections.abc import Sequence

    from nbshot.session.session import Session
    from nbshot.session.view import View

#: Roles a click on the picture focuses for typing.
FIELD_ROLES = frozenset({"textbox", "searchbox", "combobox", "spinbutton"})
_PASSWORD_BOXES_JS = """() => Array.from(document.querySelectorAll('input[type=password]'),
  el => { const r = el.getBoundingClientRect(), round = Math.round;
          return [round(r.x), round(r.y), round(r.width), round(r.height)]; })"""


class ExplorerWidget(anywidget.AnyWidget):
    """A live session as a picture to point at, with its tree, history and exports.

    Methods do what the buttons do: :meth:`act`, :meth:`click_at`, :meth:`run`,
    :meth:`back`, :meth:`undo`, :meth:`save_flow`, :meth:`export_test`.
    ``history`` holds ``{"by_ref": ..., "by_selector": ...}`` per step.
    """

    _esm = Path(__file__).with_name("explorer_widget.js")

    picture = traitlets.Bytes(b"").tag(sync=True)
    picture_width = traitlets.Int(0).tag(sync=True)  # CSS px the picture shows
    boxes: traitlets.List[dict[str, Any]] = traitlets.List().tag(sync=True)  # ref, role, box...
    tree: traitlets.List[dict[str, str]] = traitlets.List().tag(sync=True)  # actionable nodes
    history: traitlets.List[dict[str, str]] = traitlets.List().tag(sync=True)
    console_html = traitlets.Unicode("").tag(sync=True)
    network_html = traitlets.Unicode("").tag(sync=True)
    status = traitlets.Unicode("").tag(sync=True)
    error = traitlets.Bool(False).tag(sync=True)
    selected = traitlets.Unicode("").tag(sync=True)  # a ref, outlined on picture and tree
    revision = traitlets.Int(0).tag(sync=True)  # +1 after each answer to the front end
    closed = traitlets.Bool(False).tag(sync=True)
    key = traitlets.Unicode("").tag(sync=True)  # what the front end keeps its state under

    def __init__(self, session: Session) -> None:
        super().__init__(key=uuid.uuid4().hex)
        self.session = session
        self.view: View | None = None
        # What was typed, by the history step it became: undo replays the steps with
        # these values, which the history itself shows masked (or as ${NAME}).
        self._typed: list[str | None] = [None] * len(session.history)
        self._handle: Any = None
        self._steps_handle: Any = None
        self._answering = False  # a front end's message is being answered
        self.on_msg(self._message)
        self.refresh()

    # -- what a person does ----------------------------------------------------------

    def act(self, *steps: str) -> View:
        """Run steps of nbshot's grammar, as the picture's clicks and keys do, and show
        the page after them."""
        before = len(self.session.history)
        self.view = self.session.act(*steps)
        parsed = [parse_step(s) for s in steps]
        for step in parsed[: len(self.session.history) - before]:
            self._typed.append(step.value if step.action in ("fill", "type") else None)
        self._show()
        return self.view

    def click_at(self, x: float, y: float) -> View:
        """Click what is at ``(x, y)`` (CSS px on the picture) as the front end does: the
        element under the point by ref, or the point itself where no element is."""
        box = element_at(self.boxes, x, y)
        return self.act(f"click:{box['ref']}" if box else f"click:@{x:g},{y:g}")

    def run(self, text: str) -> View | None:
        """Run the steps in ``text``, separated by ``;`` (the step box)."""
        steps = [part.strip() for part in text.split(";") if part.strip()]
        if not steps:
            self._say("Type a step first, e.g. click:e3", error=True)
            return None
        return self.act(*steps)

    def back(self) -> None:
        """The browser's Back."""
        self.session.back()
        self.refresh()

    def refresh(self) -> None:
        """Look at the page again."""
        self.view = self.session.view()
        self._show()

    def undo(self) -> None:
        """Take back the last step: the page is opened afresh at the start and the other
        steps replayed (by selector, typed values as typed); the old session closes.

        Raises
        ------
        InvalidArgument
            When there is no step to undo, or the session has no start address.
        """
        from nbshot.session.session import Session

        old = self.session
        if not old.history:
            raise InvalidArgument("There is no step to undo", "Act on the page first")
        if old.start is None:
            raise InvalidArgument(
                "A session opened with html= cannot be replayed",
                "Open it on a URL or demo:/page to undo steps",
            )
        keep = len(old.history) - 1
        typed = (self._typed + [None] * len(old.replay))[:keep]
        steps = [_with_value(s, v) for s, v in zip(old.replay[:keep], typed, strict=True)]
        options = {k: v for k, v in old.opened_with.items() if v is not None}
        fresh = Session(old.start, out_dir=old.out_dir, **options)
        view = fresh.act(*steps) if steps else fresh.view()
        fresh.history, fresh.replay = old.history[:keep], old.replay[:keep]
        self._typed = self._typed[:keep]
        self.session, self.view = fresh, view
        mine = [
            c for c in old.__dict__.get("_explorers", []) if getattr(c, "explorer", None) is self
        ]
        for closer in mine:  # this explorer goes on with the fresh session
            old.__dict__["_explorers"].remove(closer)
            fresh.__dict__.setdefault("_explorers", []).append(closer)
        old.close()
        self._show()

    def save_flow(self, path: str | os.PathLike[str], params: Sequence[str] = ("url",)) -> Path:
        """Write the history as a flow notebook (see :meth:`Session.to_flow`)."""
        return self.session.to_flow(path, params)

    def export_test(self, path: str | os.PathLike[str]) -> Path:
        """Write the history as a pytest-playwright test at ``path`` (``test_<name>.py``),
        with locators by role and name; it ends by checking the title and address the
        page is at now.

        Raises
        ------
        InvalidArgument
            With no steps, a step that only a ref finds, or a bad path.
        """
        assert self.view is not None
        return write_test(recorded_journey(self.session, self.view), path)

    # -- the front end's messages ----------------------------------------------------

    def _message(self, _widget: Any, content: dict[str, Any], _buffers: Any) -> None:
        what = content.get("do")
        self._answering = True
        try:
            if what == "act":
                self.act(*[str(s) for s in content.get("steps", [])])
            elif what == "run":
                self.run(str(content.get("text", "")))
            elif what in ("back", "undo", "refresh"):
                getattr(self, what)()
            elif what == "save_flow":
                written = self.save_flow(f"{_file_name(content)}.ipynb")
                self._say(f"Flow written to {html.escape(str(written))}")
            elif what == "export_test":
                written = self.export_test(f"test_{_file_name(content)}.py")
                self._say(f"Test written to {html.escape(str(written))}")
        except NbshotError as failure:
            self._say(f"{failure.code}: {failure.message}", error=True)
        finally:
            self._answering = False
        # The saved-notebook copy first: updating it makes JupyterLab draw the output
        # anew, so the answer the front end waits for (``revision``) comes after it, and
        # what a click lands on once the picture is no longer busy is there to stay. The
        # new picture itself went out above (``_show``) and is already on screen.
        self._update_display(now=True)
        self.revision += 1  # the front end waits for this, whatever happened

    # -- showing -------------------------------------------------------------------------

    def _show(self) -> None:
        view = self.view
        assert view is not None
        if view.failure is not None:
            f = view.failure
            self._say(f"Step {f.position} {f.step!r} failed: {f.error.message}", error=True)
        else:
            self._say(f"{html.escape(view.title)} · {html.escape(shown_url(view.url))}")
        secret_boxes = self._password_boxes()
        assert view.shot is not None  # the explorer's views are taken with pictures
        with self.hold_sync():
            self.picture = view.shot.png
            self.picture_width = view.shot.css_width
            self.boxes = boxes_of(view, secret_boxes)
            self.tree = _tree_rows(view)
            pairs = zip(self.session.history, self.session.replay, strict=False)
            self.history = [{"by_ref": r, "by_selector": s} for r, s in pairs]
            self.console_html = _table(self.session.console())
            self.network_html = _table(self.session.requests())
        self._update_display()

    def _password_boxes(self) -> list[list[int]]:
        try:
            found: list[list[int]] = self.session.eval(_PASSWORD_BOXES_JS)
        except NbshotError:
            return []
        return found

    def _say(self, message: str, error: bool = False) -> None:
        self.status = html.escape(message) if error else message
        self.error = error

    def closed_session(self) -> None:
        """The session closed: the picture stays, with a note why."""
        self.closed = True
        self._say("Session closed: open a new one with nbshot.explore(url)", error=True)
        self._update_display()

    def __repr__(self) -> str:
        view = self.view
        where = f"{view.title} · {shown_url(view.url)}" if view is not None else "no page"
        return f"<Explorer {where}{' (closed)' if self.closed else ''}>"

    def _text(self) -> str:
        lines = [repr(self)]
        lines += [
            f"{i}. {h['by_ref']}  ->  {h['by_selector']}"
            for i, h in enumerate(self.history, start=1)
        ]
        return "\n".join(lines)

    def _repr_mimebundle_(self, **kwargs: Any) -> dict[str, Any]:  # type: ignore[override]
        # A live front end renders the widget; GitHub, nbviewer, nbconvert and a notebook
        # whose kernel is gone show the last picture and the history (text/plain).
        bundle: dict[str, Any] = {}
        if not self.closed:
            shown = super()._repr_mimebundle_(**kwargs)
            bundle.update(shown[0] if isinstance(shown, tuple) else shown or {})
        bundle["text/plain"] = secrets.redact(self._text())
        if self.picture:
            bundle["image/png"] = base64.b64encode(self.picture).decode()
        return bundle

    def _steps_bundle(self) -> dict[str, Any]:
        """The history as a plain output of its own, under the picture: GitHub and
        nbconvert show one representation of an output, so the picture and the steps
        go in two."""
        rows = "".join(
            f"<li><code>{html.escape(h['by_ref'])}</code> &rarr; "
            f"<code>{html.escape(h['by_selector'])}</code></li>"
            for h in self.history
        )
        steps = f"<ol>{rows}</ol>" if rows else "<p>No steps yet.</p>"
        text = self._text().split("\n", 1)[1] if self.history else "No steps yet."
        return {
            "text/plain": secrets.redact(f"Steps:\n{text}"),
            "text/html": secrets.redact(
                f'<details style="font:12px sans-serif"><summary>Steps ({len(self.history)})'
                f"</summary>{steps}</details>"
            ),
        }

    def _ipython_display_(self) -> None:
        from IPython.display import display

        self._handle = display(self._repr_mimebundle_(), raw=True, display_id=True)
        self._steps_handle = display(self._steps_bundle(), raw=True, display_id=True)

    def _update_display(self, now: bool = False) -> None:
        # What a saved notebook keeps: brought up to date once per answer to the front
        # end (the output is drawn anew then), or at once for calls from Python.
        if self._handle is not None and (now or not self._answering):
            self._handle.update(self._repr_mimebundle_(), raw=True)
            self._steps_handle.update(self._steps_bundle(), raw=True)


def _file_name(content: dict[str, Any]) -> str:
    name = str(content.get("name") or "recorded").strip()
    if not name.isidentifier():
        raise InvalidArgument(
            f"{name[:80]!r} is not a usable file name", "Use letters, digits and _, e.g. sign_in"
        )
    return name


def _with_value(step: str, typed: str | None) -> str:
    """A replay step with its value as typed (a password, not ``${PASSWORD}``)."""
    if typed is None:
        return step
    parsed = parse_step(step)
    return f"{parsed.action}:{parsed.target}={typed}"


def boxes_of(view: View, secret_boxes: Sequence[Sequence[int]] = ()) -> list[dict[str, Any]]:
    """The elements the front end can point at: every node with a ref and a box, with
    ``field`` for those a click focuses for typing and ``secret`` for password fields
    (their typed text is shown as dots)."""
    secret = {tuple(b) for b in secret_boxes}
    actionable = {n.ref for n in view.tree.interactive().nodes}
    found = []
    for node in view.tree.nodes:
        if node.ref is None or node.box is None or node.box[2] <= 0 or node.box[3] <= 0:
            continue
        x, y, w, h = node.box
        found.append(
            {
                "ref": node.ref,
                "role": node.role,
                "name": node.name or node.text or "",
                "x": x,
                "y": y,
                "w": w,
                "h": h,
                "actionable": node.ref in actionable,
                "field": node.role in FIELD_ROLES,
                "secret": (x, y, w, h) in secret,
            }
        )
    return found


def element_at(boxes: Sequence[dict[str, Any]], x: float, y: float) -> dict[str, Any] | None:
    """The box a point falls in: the smallest actionable one, else the smallest of all
    (the same rule as the front end's)."""
    inside = [b for b in boxes if b["x"] <= x < b["x"] + b["w"] and b["y"] <= y < b["y"] + b["h"]]
    for pool in ([b for b in inside if b["actionable"]], inside):
        if pool:
            return min(pool, key=lambda b: b["w"] * b["h"])
    return None


def _tree_rows(view: View) -> list[dict[str, str]]:
    frame = _actionable(view.tree)
    return [
        {
            "ref": str(r["ref"]),
            "role": str(r["role"]),
            "name": str(r["name"] or ""),
            "text": str(r["text"] if isinstance(r["text"], str) else ""),
        }
        for r in frame.to_dict("records")
    ]


def explore(target: str | Session, **options: Any) -> ExplorerWidget:
    """The explorer of a session: ``target`` is an open :class:`Session`, or an address
    to open one at (``options`` as for :func:`nbshot.open`)."""
    from nbshot.session.session import Session

    session = target if isinstance(target, Session) else Session(target, **options)
    explorer = ExplorerWidget(session)
    session.__dict__.setdefault("_explorers", []).append(_Closer(explorer))
    return explorer


class _Closer:
    """What the session tells at close (it calls ``closed()`` on its explorers)."""

    def __init__(self, explorer: ExplorerWidget) -> None:
        self.explorer = explorer

    def closed(self) -> None:
        self.explorer.closed_session()
