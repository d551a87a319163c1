"""What nbshot's own processes (the ``nbshot`` and ``nbshot-mcp`` commands, the warm
helper) set as they start, before they import what their work needs
(:func:`prepare_own_process`), and what the kernels nbshot starts for runs are given
(:func:`node_compile_cache`).

Only those processes: importing nbshot into a notebook, a script or a Dask worker
changes nothing here, so a user's process keeps what it installed and its environment.
"""

from __future__ import annotations

import os
import stat
import sys
from pathlib import Path

# jsonschema registers "iri" and "iri-reference" format checkers from rfc3987-syntax
# when it is installed (jupyter-events asks for jsonschema[format-nongpl]). That module
# builds about 35 Earley parsers when it is imported: 1.5 s of CPU in every process that
# imports nbformat (papermill, nbconvert, the flows' catalog), more than the rest of a
# flow command's start-up together (python-jsonschema/jsonschema#1428). No notebook or
# flow schema uses those formats, and jsonschema treats a format it has no checker for
# as valid; an entry of None makes its import fail, which jsonschema expects.
SLOW_UNUSED_MODULES = ("rfc3987_syntax",)

#: Node keeps the code it compiled for the modules it loads in this folder and reuses it
#: (Node 22.1+; Playwright's driver runs on its own Node). Playwright's driver, which
#: every process using Playwright starts, then starts on a fifth less CPU (0.40 -> 0.33 s
#: here) and a cold ``nbshot capture`` ends 8% sooner.
NODE_COMPILE_CACHE = "NODE_COMPILE_CACHE"
_NODE_NO_COMPILE_CACHE = "NODE_DISABLE_COMPILE_CACHE"


def prepare_own_process() -> None:
    """Call first thing in a process nbshot starts: :data:`SLOW_UNUSED_MODULES` kept out
    (a module already imported is kept) and :func:`node_compile_cache` in the
    environment the process and its children get."""
    for name in SLOW_UNUSED_MODULES:
        sys.modules.setdefault(name, None)  # type: ignore[arg-type]
    os.environ.update(node_compile_cache())


def node_compile_cache() -> dict[str, str]:
    """``{"NODE_COMPILE_CACHE": folder}`` for the Node processes started from here, the
    folder ``nbshot/node-compile-cache`` in this user's cache (made if missing).

    Empty when the environment already says (the user's own folder, or
    ``NODE_DISABLE_COMPILE_CACHE``), and when the folder is not this user's alone:
    Node runs the code it finds there, so nobody else may be able to write it.
    """
    given = NODE_COMPILE_CACHE in os.environ or _NODE_NO_COMPILE_CACHE in os.environ
    if given or os.name != "posix":  # elsewhere: no owner to check
        return {}
    cache = Path(os.environ.get("XDG_CACHE_HOME") or Path.home() / ".cache")
    folder = cache / "nbshot" / "node-compile-cache"
    try:
        folder.mkdir(mode=0o700, parents=True, exist_ok=True)
        found = folder.stat()
    except OSError:
        return {}
    others_may_write = found.st_mode & (stat.S_IWGRP | stat.S_IWOTH)
    if found.st_uid != os.getuid() or others_may_write or folder.is_symlink():
        return {}
    return {NODE_COMPILE_CACHE: str(folder)}
