"""What nbshot's own processes (the ``nbshot`` and ``nbshot-mcp`` commands, the warm
helper) set as they start, before they import what their work needs.

Only those processes: importing nbshot into a notebook, a script or a Dask worker
changes nothing here, so a user's process keeps what it installed.
"""

from __future__ import annotations

import sys

# jsonschema registers "iri" and "iri-reference" format checkers from rfc3987-syntax
# when it is installed (jupyter-events asks for jsonschema[format-nongpl]). That module
# builds about 35 Earley parsers when it is imported: 1.5 s of CPU in every process that
# imports nbformat (papermill, nbconvert, the flows' catalog), more than the rest of a
# flow command's start-up together (python-jsonschema/jsonschema#1428). No notebook or
# flow schema uses those formats, and jsonschema treats a format it has no checker for
# as valid; an entry of None makes its import fail, which jsonschema expects.
SLOW_UNUSED_MODULES = ("rfc3987_syntax",)


def leave_out_slow_unused_modules() -> None:
    """Keep :data:`SLOW_UNUSED_MODULES` from loading in this process.

    Call it first thing in a process nbshot starts. A module already imported is kept.
    """
    for name in SLOW_UNUSED_MODULES:
        sys.modules.setdefault(name, None)  # type: ignore[arg-type]
