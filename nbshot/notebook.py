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


class Progress:
    """How far a batch is: in a notebook, one output that is updated in place and ends
    as a line saying what was done (so a saved notebook, nbconvert HTML and GitHub
    show the end, not a stale ``0%`` bar); elsewhere, a tqdm bar on stderr.

    The final line carries counts only, no times: stored outputs stay the same run to
    run."""

    def __init__(self, total: int, unit: str, verb: str) -> None:
        self.total, self.unit, self.verb = total, unit, verb
        self.done = self.failed = 0
        self._bar: Any = None
        self._handle: Any = None
        self._shown = 0.0
        if _in_kernel():
            from IPython.display import display

            self._handle = display(self._bundle(), raw=True, display_id=True)
        else:
            from tqdm import tqdm

            self._bar = tqdm(total=total, unit=unit, desc=verb, file=sys.stderr)

    def update(self) -> None:
        """One more done (the caller counts ``failed`` ones)."""
        import time

        self.done += 1
        if self._bar is not None:
            self._bar.update(1)
        elif time.monotonic() - self._shown > 0.25 or self.done == self.total:
            self._shown = time.monotonic()  # at most four updates a second
            self._handle.update(self._bundle(), raw=True)

    def close(self) -> None:
        if self._bar is not None:
            self._bar.close()
        elif self._handle is not None:
            self._handle.update(self._bundle(final=True), raw=True)

    def _bundle(self, final: bool = False) -> dict[str, str]:
        unit = self.unit + ("" if self.total == 1 else "s")
        failed = f", {self.failed} failed" if self.failed else ""
        if final:
            text = f"{self.verb}: {self.done} of {self.total} {unit} done{failed}"
        else:
            text = f"{self.verb}: {self.done} of {self.total} {unit}{failed}"
        share = round(100 * self.done / self.total) if self.total else 100
        bar = (
            f'<progress value="{self.done}" max="{self.total}" style="width:12em;'
            f'vertical-align:middle"></progress> '
            if not final
            else ""
        )
        html = (
            f'<div class="nbshot-progress" style="font:13px sans-serif;color:#374151">'
            f"{bar}{text}{'' if final else f' ({share}%)'}</div>"
        )
        return {"text/plain": text, "text/html": html}


def _in_kernel() -> bool:
    """True inside a Jupyter kernel (a frontend that can update an output in place)."""
    if "IPython" not in sys.modules:
        return False
    from IPython import get_ipython

    shell = get_ipython()
    return shell is not None and getattr(shell, "kernel", None) is not None
