"""The project file from the client's roots: a server started with no project in force
(no ``nbshot.toml`` above its working folder, no ``NBSHOT_CONFIG``) asks the client
for its roots (``roots/list``) at the first request and uses the ``nbshot.toml`` of
the first ``file://`` root that has one.

An agent host started the server somewhere (often the home folder) but opened a
workspace: its roots say where. Only ``file://`` roots on this machine count; any
other scheme is refused (logged, never read). It is looked for once per server; over
HTTP the first client to call decides, as the server has one project.
"""

from __future__ import annotations

import dataclasses
import logging
from pathlib import Path
from typing import Any
from urllib.parse import unquote, urlparse

from mcp.shared.exceptions import MCPError
from mcp.types import ListRootsRequest, ListRootsResult
from pydantic import ValidationError

from nbshot.mcp.asking import NeedInput, ask, can_ask_now

logger = logging.getLogger("nbshot.mcp")
PROJECT_FILE = "nbshot.toml"
MAX_ROOTS = 50  # roots looked at; a client listing thousands gets the first ones


def project_in_roots(uris: list[str]) -> Path | None:
    """The ``nbshot.toml`` directly in the first ``file://`` root (a folder) that has
    one, or None. Roots of another scheme, or with a host other than this machine,
    are skipped."""
    for uri in uris[:MAX_ROOTS]:
        parsed = urlparse(uri)
        if parsed.scheme != "file" or parsed.netloc not in ("", "localhost"):
            logger.warning("Root %r is not a file:// folder on this machine: not used", uri[:200])
            continue
        folder = Path(unquote(parsed.path))
        if not folder.is_absolute():
            continue
        candidate = folder / PROJECT_FILE
        if candidate.is_file():
            return candidate.resolve()
    return None


async def adopt_project(server: Any, request_context: Any) -> bool:
    """Make the project in the client's roots the one in force, once per server, when
    none is; reload the server's config from it (options given at start still win)
    and its flow tools. Returns True when a project was adopted.

    Raises
    ------
    InvalidArgument
        For a project file in the roots that is wrong (as at start).
    """
    from nbshot.project.file import current, find_file, use

    state = server.state
    if state.roots_checked:
        return False
    state.roots_checked = True
    if find_file() is not None or current() is not None:
        return False  # a project in force (working folder, NBSHOT_CONFIG): it wins
    capabilities = request_context.session.client_capabilities
    if capabilities is None or capabilities.roots is None:
        return False
    if not can_ask_now(request_context) and not hasattr(request_context, "input_responses"):
        state.roots_checked = False  # tools/list cannot ask on 2026-07-28: the next call will
        return False
    try:
        listed = await ask(request_context, "nbshot.roots", ListRootsRequest(), ListRootsResult)
    except NeedInput:
        state.roots_checked = False  # asked by answering this call; looked at on its retry
        raise
    except (MCPError, ValidationError) as error:  # e.g. a root that is no file: URI
        logger.warning("The client's roots could not be read: %s", str(error)[:300])
        return False
    found = project_in_roots([str(root.uri) for root in listed.roots])
    if found is None:
        return False
    use(found)
    _reload_config(state)
    server.sync_flow_tools()
    logger.info("Using the project %s from the client's roots", found)
    return True


def _reload_config(state: Any) -> None:
    """The config again with the new project under it: values that differ from the
    defaults came from options at start (there was no project), and still win."""
    from nbshot.mcp.state import Config, load_config

    default = Config()
    given = {
        f.name: getattr(state.config, f.name)
        for f in dataclasses.fields(Config)
        if getattr(state.config, f.name) != getattr(default, f.name)
    }
    state.config = load_config(**given)
