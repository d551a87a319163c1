"""Live sessions: a page kept open across cells, driven by refs, looked at as Views.

``session.py`` (lifecycle, looking, steps) with its mixins ``actions.py`` and
``tabs.py``; ``view.py`` (what a step run shows); ``explorer_widget.py`` (the
explorer: an anywidget to point, click and type on); ``explorer.py`` (the ipywidgets
view with a step box, ``Session.widget()``); ``to_pytest.py`` (steps as a pytest test);
``to_flow.py`` (a session's steps written as a flow notebook);
``sign_in.py`` (signing in to a project's app once, its state reused).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from nbshot.session.session import Session, open, open_async  # noqa: A004
from nbshot.session.view import View

if TYPE_CHECKING:
    from nbshot.session.explorer_widget import ExplorerWidget

__all__ = ["Session", "View", "explore", "open", "open_async"]


def explore(target: str | Session, **options: Any) -> ExplorerWidget:
    """The explorer (an anywidget) of an open session, or of one opened at ``target``
    (``options`` as for :func:`nbshot.open`). See :class:`nbshot.ExplorerWidget`."""
    from nbshot.session.explorer_widget import explore as explorer_of

    return explorer_of(target, **options)
