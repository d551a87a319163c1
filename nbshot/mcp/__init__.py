"""nbshot for AI agents: an MCP server over nbshot's API, and every flow as a tool.

``server.py`` (the server and its transports), ``start.py`` (the command: its
options, the handshake answered early by ``handshake.py``), tools grouped by concern
in ``pages.py``, ``sessions.py`` and ``runs.py``, what they share in ``state.py``,
and how answers look in ``results.py``. ``mcp_shim.py`` at the repository root
and the ``nbshot-mcp`` command both start :func:`main`.

Names load on first use (PEP 562): ``nbshot-mcp`` answers ``initialize`` before it
imports the MCP SDK, the tools, the browser engine or papermill (see :func:`main`).
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from nbshot.mcp.results import MAX_SIDE
    from nbshot.mcp.server import build_server
    from nbshot.mcp.start import main
    from nbshot.mcp.state import Config, load_config

__all__ = ["MAX_SIDE", "Config", "build_server", "load_config", "main"]

_HOMES = {
    "MAX_SIDE": "results",
    "Config": "state",
    "load_config": "state",
    "build_server": "server",
    "main": "start",
}


def __getattr__(name: str) -> Any:
    home = _HOMES.get(name)
    if home is None:
        raise AttributeError(f"module 'nbshot.mcp' has no attribute {name!r}")
    return getattr(importlib.import_module(f"nbshot.mcp.{home}"), name)


def __dir__() -> list[str]:
    return sorted({*globals(), *__all__})
