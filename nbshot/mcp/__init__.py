"""nbshot for AI agents: an MCP server over nbshot's API, and every flow as a tool.

``server.py`` (the server, its entry point and transports), tools grouped by concern
in ``pages.py``, ``sessions.py`` and ``runs.py``, what they share in ``state.py``,
and how answers look in ``results.py``. ``mcp_shim.py`` at the repository root
and the ``nbshot-mcp`` command both start :func:`main`.
"""

from __future__ import annotations

from nbshot.mcp.results import MAX_SIDE
from nbshot.mcp.server import build_server, main
from nbshot.mcp.state import Config, load_config

__all__ = ["MAX_SIDE", "Config", "build_server", "load_config", "main"]
