"""One error hierarchy for every face of nbshot.

Each error says what went wrong and what to try, and carries a stable ``code``
(the class name, safe to match on from the CLI, MCP shim or a flow) and a
``retryable`` flag that says whether the same call may succeed if repeated.

The CLI maps :class:`InvalidArgument` to exit code 2 and every other
:class:`NbshotError` to exit code 1; the MCP server turns each into an ``isError``
result carrying ``code``; in IPython, :mod:`nbshot.notebook` shows the message
instead of a wall of Playwright internals. Only concrete subclasses are raised,
so every error has a ``code`` that says what kind of failure it is.
"""

from __future__ import annotations

from typing import Any, ClassVar

MAX_WHAT, MAX_HINT = 1000, 500  # characters of an error's two parts


def _bounded(text: str, limit: int) -> str:
    return text if len(text) <= limit else text[: limit - 1] + "…"


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
        # Bounded: a message may quote what the caller passed (a 10 MB data: URL), and
        # it travels into logs, MCP answers and a model's context.
        self.what = _bounded(what, MAX_WHAT).rstrip(".")
        self.hint = _bounded(hint, MAX_HINT) if hint is not None else None
        super().__init__(self.message)

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        cls.code = cls.__name__

    def __reduce__(self) -> tuple[Any, ...]:
        # Rebuilt from its parts (and any extra attributes) when a task on another
        # process (a Dask worker) raises it; the default would pass the message as `what`.
        return (type(self), (self.what, self.hint), self.__dict__)

    @property
    def message(self) -> str:
        return f"{self.what}. {self.hint}" if self.hint else f"{self.what}."

    def to_dict(self) -> dict[str, Any]:
        """Plain form for JSON faces (MCP, run manifests)."""
        return {"code": self.code, "message": self.message, "retryable": self.retryable}


class InvalidArgument(NbshotError, ValueError):
    """A caller passed a value nbshot cannot use (bad name, unknown device, ...)."""


class FlowCycle(InvalidArgument):
    """Flows whose ``needs`` go round in a cycle (``a -> b -> a``); nothing has run."""


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


class StaleRef(NbshotError):
    """A ref from an older snapshot no longer points at an element."""


class SessionClosed(NbshotError):
    """The session was closed; open a new one."""


class SessionLost(SessionClosed):
    """The session's browser went away under it (crashed or killed); open a new one."""


class NameInUse(NbshotError):
    """A live session already has this name: close it (``nbshot.close_session(name)``,
    over MCP the ``close`` tool) or pick another name."""


class ProfileInUse(NbshotError):
    """A persistent profile (``user_data_dir=``) is open in another session or another
    browser: Chromium allows one process per profile."""


class VisionProviderError(NbshotError):
    """A vision provider refused or failed the request (bad key, bad request, ...)."""


class VisionProviderBusy(NbshotError):
    """The provider kept answering 429/5xx or timing out after nbshot's retries."""

    retryable = True


class Busy(NbshotError):
    """Something nbshot needs is in use: the MCP server has as many calls at work and
    waiting as it takes, or another command's app server holds the port; retry shortly."""

    retryable = True


class DiskFull(NbshotError):
    """The disk (or the user's quota) that holds the output is full. Nothing was left
    half-written, and what was there before is intact."""


class InternalError(NbshotError):
    """nbshot itself failed in a way it did not expect: a bug to report."""


class WorkerLost(NbshotError):
    """A task sent to a cluster (a Dask worker, an executor's process) never came back:
    its worker died more often than the scheduler retries."""

    retryable = True


class NotAllowed(NbshotError):
    """This process does not allow what was asked (a ``file:`` URL with file URLs off)."""


class BrowserError(NbshotError):
    """The browser refused an action or a page operation (Playwright's own error,
    shortened to its first line): an element that cannot be clicked, a closed tab."""


class ScriptError(NbshotError):
    """JavaScript run in the page (``Session.eval``) threw."""


class FlowFailed(NbshotError):
    """A run that did not finish ok, raised only with ``run_flow(raise_on_error=True)``.

    ``run`` is the :class:`~nbshot.FlowRun`, folder and all (typed loosely here: the
    errors sit below every layer, flows included)."""

    def __init__(self, what: str, hint: str | None = None, *, run: Any = None) -> None:
        super().__init__(what, hint)
        self.run = run
