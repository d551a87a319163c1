"""The explorer as an MCP Apps view: the same front end, in a chat host's iframe.

An MCP host (Claude, VS Code, Goose...) shows a tool's ``ui://`` resource in a
sandboxed iframe. :func:`app_page` is that resource: ONE HTML document with the
explorer's front end (``explorer_widget.js``, the module the anywidget runs) and
``explorer_app.js``, which speaks the MCP Apps protocol to the host (JSON-RPC over
``postMessage``) and plays the widget's model: what the widget would send to Python
becomes one ``tools/call`` of the server's app-only tool, whose answer
(:func:`app_answer`) carries the widget's fields and the picture. Everything is
inline and the picture is shown as a ``data:`` URI, so the view works under a host's
default CSP (no network, no ``blob:``).

The MCP face (``nbshot.mcp.apps_view``) serves the page and the tool; everything
the view shows is made here.
"""

from __future__ import annotations

import html
import json
import re
from pathlib import Path
from typing import TYPE_CHECKING, Any, Literal

from nbshot import __version__, secrets
from nbshot.errors import InvalidArgument, NbshotError
from nbshot.model.urls import shown_url
from nbshot.session.explorer import _table
from nbshot.session.explorer_widget import _PASSWORD_BOXES_JS, _tree_rows, boxes_of
from nbshot.session.to_flow import Recording, flow_code
from nbshot.session.to_pytest import module_source, recorded_journey

if TYPE_CHECKING:
    from nbshot.session.session import Session
    from nbshot.session.view import View

#: What the view asks of the app-only tool (the widget's messages, by name).
Doing = Literal["show", "act", "run", "back", "save_flow", "export_test"]
_HERE = Path(__file__).parent
_EXPORT = re.compile(r"^export (default \{[^}]*\};?\s*$)?", re.MULTILINE)


def app_page(tool: str) -> str:
    """The explorer view's HTML document, inline (see :func:`app_document`). ``tool``
    is the name of the app-only tool each click calls."""
    return app_document(
        "nbshot session",
        {"explorer": _HERE / "explorer_widget.js"},
        _HERE / "explorer_app.js",
        {"tool": tool, "version": __version__},
    )


def app_document(title: str, modules: dict[str, Path], glue: Path, config: dict[str, Any]) -> str:
    """One HTML document for an MCP Apps view: ``app_bridge.js`` (the view side of the
    protocol), each front-end ES module in ``modules`` made a closure reachable by its
    name (``{"explorer": explorer_widget.js}``: an inline module cannot import another
    inline one, and a ``blob:`` import is against the CSP), ``config`` as ``NBSHOT``,
    then ``glue``, which mounts the view in ``#nbshot-app``.

    Raises
    ------
    AssertionError
        When a script holds ``</script`` (it would end the inline script early).
    """
    parts = [(_HERE / "app_bridge.js").read_text(encoding="utf-8")]
    for name, module in modules.items():
        code = _EXPORT.sub("", module.read_text(encoding="utf-8"))
        parts.append(f"const {name} = (() => {{\n{code}\nreturn {{ render }};\n}})();")
    parts += [f"const NBSHOT = {json.dumps(config)};", glue.read_text(encoding="utf-8")]
    script = "\n".join(parts)
    if "</script" in script.lower():
        raise AssertionError(f"a script of {title!r} holds '</script'")
    return (
        '<!doctype html>\n<html lang="en"><head><meta charset="utf-8">'
        '<meta name="viewport" content="width=device-width, initial-scale=1">'
        f"<title>{html.escape(title)}</title>"
        "<style>html, body { margin: 0; } body { padding: 8px; background: #fff; }</style>"
        f'</head><body><div id="nbshot-app"></div>\n<script type="module">\n{script}</script>'
        "</body></html>\n"
    )


async def app_answer(
    session: Session,
    do: Doing = "show",
    steps: list[str] | None = None,
    text: str = "",
    name: str = "recorded",
) -> tuple[dict[str, Any], bytes]:
    """Do what the view asked; answer the widget's fields for the page after it
    (``picture_width``, ``boxes``, ``tree``, ``history``, ``console_html``,
    ``network_html``, ``status`` as HTML, ``error``: plain JSON values) and its picture
    (PNG bytes, which the view shows as a ``data:`` URI).

    ``do``: ``show`` (look), ``act`` (``steps``, e.g. ``["click:e3"]``), ``run`` (the
    step box's ``text``, steps separated by ``;``), ``back``, ``save_flow`` and
    ``export_test`` (the history as a flow's code or a pytest-playwright module named
    ``name``, shown in the status, not written anywhere).

    Raises
    ------
    InvalidArgument
        For an empty step box, a bad export name, an export with nothing to export.
    """
    note = None
    if do == "act":
        view = await session.act_async(*(steps or []))
    elif do == "run":
        parts = [part.strip() for part in text.split(";") if part.strip()]
        if not parts:
            raise InvalidArgument("The step box is empty", "Type a step first, e.g. click:e3")
        view = await session.act_async(*parts)
    elif do == "back":
        view = await session.act_async("back")
    else:
        view = await session.view_async()
    if do == "save_flow":
        code = flow_code(Recording(session.start, tuple(session.replay), session.opened_with))
        note = _code_note("A flow cell (paste it into a notebook)", code)
    elif do == "export_test":
        note = _code_note(f"test_{_name(name)}.py", _test_code(session, view, _name(name)))
    return await _fields(session, view, note)


def _name(name: str) -> str:
    name = name.strip() or "recorded"
    if not name.isidentifier():
        raise InvalidArgument(
            f"{name[:80]!r} is not a usable name", "Use letters, digits and _, e.g. sign_in"
        )
    return name


def _test_code(session: Session, view: View, name: str) -> str:
    return module_source(recorded_journey(session, view), name=name)


def _code_note(title: str, code: str) -> str:
    return (
        f'<div class="nbx-code"><b>{html.escape(title)}</b>'
        f"<pre>{html.escape(secrets.redact(code))}</pre></div>"
    )


async def _fields(session: Session, view: View, note: str | None) -> tuple[dict[str, Any], bytes]:
    if view.failure is not None:
        f = view.failure
        status, error = html.escape(f"Step {f.position} {f.step!r} failed: {f.error.message}"), True
    else:
        status, error = f"{html.escape(view.title)} · {html.escape(shown_url(view.url))}", False
    try:
        secret_boxes = await session.eval_async(_PASSWORD_BOXES_JS)
    except NbshotError:
        secret_boxes = []
    pairs = zip(session.history, session.replay, strict=False)
    shot = view.shot
    assert shot is not None  # the view was asked with its picture
    fields = {
        "picture_width": shot.css_width,
        "boxes": boxes_of(view, secret_boxes),
        "tree": _tree_rows(view),
        "history": [{"by_ref": r, "by_selector": s} for r, s in pairs],
        "console_html": _table(session.console()),
        "network_html": _table(session.requests()),
        "status": status + (note or ""),
        "error": error,
    }
    return fields, shot.png


def app_text(fields: dict[str, Any]) -> str:
    """A line for the answer's text: where the page is and how many steps it took (the
    model reads it when the host shows it; the picture is for the view)."""
    plain = re.sub(r"<[^>]+>", "", str(fields.get("status", "")).split('<div class="nbx-code">')[0])
    return f"{html.unescape(plain)} ({len(fields.get('history', []))} steps)"
