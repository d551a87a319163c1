"""Sync twins (nbshot.browser.twins.sync_twin): the sync face of each ``*_async`` call
has its real signature for help(), editors and mypy, and runs the coroutine on the
engine loop from anywhere, a running event loop included."""

from __future__ import annotations

import asyncio
import inspect
import threading
from pathlib import Path

import pytest
from mypy import api as mypy_api

import nbshot
from nbshot.browser import twins
from nbshot.browser.twins import sync_twin

FACES = ["capture", "snapshot", "pdf", "extract", "check", "capture_matrix"]


@pytest.mark.parametrize("name", FACES)
def test_each_sync_face_has_its_async_twins_signature_and_doc(name: str) -> None:
    sync, async_ = getattr(nbshot, name), getattr(nbshot, f"{name}_async")
    assert sync.__name__ == name and sync.__wrapped__ is async_
    assert inspect.signature(sync) == inspect.signature(async_)
    assert sync.__doc__ and not sync.__doc__.startswith("Async twin")


async def _where_async(times: int, *, fail: bool = False) -> tuple[int, str]:
    if fail:
        raise nbshot.InvalidArgument("asked to fail", "Pass fail=False")
    return times * 2, threading.current_thread().name


def test_a_twin_runs_on_the_engine_loop_from_a_script_and_inside_a_running_loop() -> None:
    where = sync_twin(_where_async)
    assert where.__name__ == "_where"
    assert where(3) == (6, "nbshot-engine")

    async def cell() -> tuple[int, str]:  # a notebook cell: ipykernel's loop is running
        return where(4)

    assert asyncio.run(cell()) == (8, "nbshot-engine")
    with pytest.raises(nbshot.InvalidArgument, match="asked to fail"):
        where(1, fail=True)


def test_mypy_checks_a_twins_callers_against_the_real_signature(tmp_path: Path) -> None:
    caller = tmp_path / "caller.py"
    caller.write_text(
        "from nbshot.browser.twins import sync_twin\n\n\n"
        "async def area_async(width: int, height: int = 1, *, unit: str = 'px') -> str:\n"
        "    return f'{width * height} {unit}'\n\n\n"
        "area = sync_twin(area_async)\n"
        "shown: str = area(3, height=2, unit='cm')\n"  # line 9: fine
        "area('3')\n"
        "area(3, depth=2)\n"
        "wrong: int = area(3)\n"
    )
    # Only the helper and the caller are read (imports skipped): seconds, not minutes.
    out, _, _ = mypy_api.run([twins.__file__, str(caller), "--strict", "--no-incremental",
                              "--follow-imports=skip"])  # fmt: skip
    said = [line.split(": ", 1)[1] for line in out.splitlines() if line.startswith(str(caller))]
    assert said == [
        'error: Argument 1 has incompatible type "str"; expected "int"  [arg-type]',
        'error: Unexpected keyword argument "depth"  [call-arg]',
        'error: Incompatible types in assignment (expression has type "str", variable has '
        'type "int")  [assignment]',
    ], out
