"""One error hierarchy for every face of nbshot.

Each error says what went wrong and what to try, and carries a stable ``code``
(the class name, safe to match on from the CLI, MCP shim or a flow) and a
``retryable`` flag that says whether the same call may succeed if repeated.

The CLI maps :class:`InvalidArgument` to exit code 2 and every other
:class:`NbshotError` to exit code 1; in IPython, :func:`install_notebook_handler`
shows the message instead of a wall of Playwright internals.
"""

from __future__ import annotations

from typing import Any, ClassVar


class NbshotError(Exception):
    """Base class of every error nbshot raises on purpose.

    Parameters
    ----------
    what:
        What went wrong, as one sentence a user understands.
    hint:
        What to try next. Appended to the message.
    """

    code: ClassVar[str] = "NbshotError"
    retryable: ClassVar[bool] = False

    def __init__(self, what: str, hint: str | None = None) -> None:
        self.what = what.rstrip(".")
        self.hint = hint
        super().__init__(self.message)

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        cls.code = cls.__name__

    @property
    def message(self) -> str:
        return f"{self.what}. {self.hint}" if self.hint else f"{self.what}."

    def to_dict(self) -> dict[str, Any]:
        """Plain form for JSON faces (MCP, run manifests)."""
        return {"code": self.code, "message": self.message, "retryable": self.retryable}


class InvalidArgument(NbshotError, ValueError):
    """A caller passed a value nbshot cannot use (bad name, unknown device, ...)."""


class BrowserNotFound(NbshotError):
    """No Chromium could be found or launched."""


class BrowserCrashed(NbshotError):
    """The browser went away in the middle of a call; the next call relaunches it."""

    retryable = True


class NavigationFailed(NbshotError):
    """The page could not be loaded (DNS, refused connection, TLS, ...)."""

    retryable = True


class ElementNotFound(NbshotError):
    """A selector matched no element within the timeout."""


class Timeout(NbshotError, TimeoutError):
    """Something did not happen within the allowed time."""

    retryable = True


def install_notebook_handler() -> bool:
    """Show nbshot errors in IPython as one short line instead of a traceback.

    The cell still fails (papermill and nbclient see an error output with
    ``ename``/``evalue``), but the user reads the message and the hint rather
    than frames from the worker thread and Playwright's internals.

    Returns True when a running IPython shell was found and the handler installed.
    """
    try:
        from IPython import get_ipython
    except ImportError:
        return False
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


class StaleRef(NbshotError):
    """A ref from an older snapshot no longer points at an element."""


class SessionClosed(NbshotError):
    """The session was closed; open a new one."""


class VisionProviderError(NbshotError):
    """A vision provider refused or failed the request (bad key, bad request, ...)."""


class VisionProviderBusy(NbshotError):
    """The provider kept answering 429/5xx or timing out after nbshot's retries."""

    retryable = True
