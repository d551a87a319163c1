"""nbshot's MCP server, started from a checkout: ``python mcp_shim.py [--http]``.

The server itself is :mod:`nbshot.mcp` (installed as the ``nbshot-mcp`` command);
this launcher keeps the repository's documented entry point working.
"""

from nbshot.mcp import MAX_SIDE, Config, build_server, load_config, main

__all__ = ["MAX_SIDE", "Config", "build_server", "load_config", "main"]

if __name__ == "__main__":
    main()
