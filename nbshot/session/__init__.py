"""Live sessions: a page kept open across cells, driven by refs, looked at as Views.

``session.py`` (lifecycle, looking, steps) with its mixins ``actions.py`` and
``tabs.py``; ``view.py`` (what a step run shows); ``explorer.py`` (the ipywidgets
view of a session); ``to_flow.py`` (a session's steps written as a flow notebook);
``sign_in.py`` (signing in to a project's app once, its state reused).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from nbshot.session import sign_in as _sign_in  # noqa: F401 - sessions of a project sign in
from nbshot.session.session import Session, open, open_async  # noqa: A004
from nbshot.session.view import View

if TYPE_CHECKING:
    from nbshot.session.explorer import Explorer

__all__ = ["Session", "View", "explore", "open", "open_async"]


def explore(url: str, **options: Any) -> Explorer:
    """Open a session at ``url`` and show its explorer (options as for :func:`nbshot.open`)."""
    return Session(url, **options).widget()
