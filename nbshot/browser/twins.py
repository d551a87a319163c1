"""Sync twins: the sync face of an ``*_async`` call, made by one typed helper.

Every call that touches a browser or a kernel is written once, async; its sync face
submits that coroutine to the engine loop and waits (:meth:`Engine.run`). Made with
:func:`sync_twin`, the face has the async call's parameters as types (``ParamSpec``),
so editors and mypy check its callers, and its docstring and ``help()`` signature.
"""

from __future__ import annotations

import functools
from collections.abc import Callable, Coroutine
from typing import Any, ParamSpec, TypeVar

from nbshot.browser.engine import engine

P = ParamSpec("P")
R = TypeVar("R")


def sync_twin(async_call: Callable[P, Coroutine[Any, Any, R]]) -> Callable[P, R]:
    """The sync face of ``async_call`` (named ``<name>_async``): same parameters,
    docstring and ``help()`` signature, named without ``_async``; runs the coroutine
    to the end on the engine loop, from any thread or inside a running event loop.

    >>> snapshot = sync_twin(snapshot_async)   # doctest: +SKIP
    """

    @functools.wraps(async_call)  # __wrapped__: inspect.signature shows its parameters
    def call(*args: P.args, **kwargs: P.kwargs) -> R:
        result: R = engine.run(async_call(*args, **kwargs))
        return result

    call.__name__ = async_call.__name__.removesuffix("_async")
    call.__qualname__ = async_call.__qualname__.removesuffix("_async")
    return call
