"""How much work one call may carry: caps on list arguments, shared by the API, the
CLI and the MCP server (see docs/security.md, "Bounds").

One call that lists 200 devices, or 10,000 steps, would hold the browser (and, over
MCP, a slot of the server) for minutes; past these caps a call is refused at once
with an :class:`~nbshot.errors.InvalidArgument` that names the cap.
"""

from __future__ import annotations

from collections.abc import Sized

from nbshot.errors import InvalidArgument

MAX_CELLS = 64  # pictures of one matrix (targets x devices x variants x browsers)
MAX_STEPS = 100  # steps of one act, or of a capture's steps=
MAX_ITEMS = 100  # items of any other list argument (selectors, attrs, checks, targets)


def check_count(name: str, items: Sized | None, cap: int = MAX_ITEMS, hint: str = "") -> None:
    """Refuse ``items`` (the argument ``name``) when it holds more than ``cap``.

    Raises
    ------
    InvalidArgument
        Naming the argument, how many it held and the cap.
    """
    if items is not None and len(items) > cap:
        raise InvalidArgument(
            f"{name} has {len(items)} items; one call takes at most {cap}",
            hint or "Split the work over several calls",
        )
