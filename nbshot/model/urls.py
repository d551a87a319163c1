"""How results show a URL (see :func:`shown_url` and :func:`shown_text`)."""

from __future__ import annotations

import sys


def shown_url(url: str) -> str:
    """``url`` as results show it: a page of a demo site running in this process is
    ``demo:/path`` (see :func:`nbshot.demo.shown_url`), any other URL as it is.

    Looked up in ``sys.modules`` rather than imported: a process that never imported
    the demo runs no demo site, and showing a result must not pay for a web server's
    modules."""
    demo = sys.modules.get("nbshot.demo")
    return url if demo is None else str(demo.shown_url(url))


def shown_text(text: str) -> str:
    """``text`` (a message, a table cell) with every demo-site URL in it shown as
    :func:`shown_url` shows one."""
    demo = sys.modules.get("nbshot.demo")
    return text if demo is None else str(demo.shown_text(text))
