"""The notebook face: how nbshot's errors look in IPython and Jupyter.

Results show themselves through their own ``_repr_mimebundle_`` (see
:mod:`nbshot.model`); what lives here is the one thing a notebook needs besides:
errors as one short line with the fix, instead of a traceback wall.
"""

from __future__ import annotations

import sys
from typing import Any

from nbshot.errors import NbshotError


def install_notebook_handler() -> bool:
    """Show nbshot errors in IPython as one short line instead of a traceback.

    The cell still fails (papermill and nbclient see an error output with
    ``ename``/``evalue``), but the user reads the message and the hint rather
    than frames from the worker thread and Playwright's internals.

    Returns True when a running IPython shell was found and the handler installed.
    """
    if "IPython" not in sys.modules:  # not in IPython: do not pay for importing it
        return False
    from IPython import get_ipython

    shell = get_ipython()
    if shell is None:
        return False

    def _show_short(
        shell: Any, etype: type[BaseException], value: BaseException, tb: Any, tb_offset: Any = None
    ) -> list[str]:
        # Red like IPython's own error lines. _showtraceback is the hook that
        # ipykernel overrides to publish an `error` output, so papermill and
        # nbclient still see the cell fail with ename/evalue.
        stb = [f"\x1b[0;31m{etype.__name__}\x1b[0m: {value}"]
        shell._showtraceback(etype, value, stb)
        return stb

    shell.set_custom_exc((NbshotError,), _show_short)
    return True
