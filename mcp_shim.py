"""nbshot's MCP server, started from a checkout: ``python mcp_shim.py [--http]``.

The server itself is :mod:`nbshot.mcp` (installed as the ``nbshot-mcp`` command);
this launcher keeps the repository's documented entry point working. Its other
names load on first use, so a start answers the handshake before the SDK loads.
"""

from typing import TYPE_CHECKING, Any

import nbshot.mcp
from nbshot.mcp.start import main

if TYPE_CHECKING:
    from nbshot.mcp import MAX_SIDE, Config, build_server, load_config

__all__ = ["MAX_SIDE", "Config", "build_server", "load_config", "main"]


def __getattr__(name: str) -> Any:
    return getattr(nbshot.mcp, name)


if __name__ == "__main__":
    main()
