"""Reading a page's accessibility tree with password fields masked."""

from __future__ import annotations

from playwright.async_api import Error as PlaywrightError
from playwright.async_api import Locator, Page

from nbshot import secrets

# Values of password fields, which the tree would otherwise print as the field's text
# (textbox "Password": hunter2). Read from every frame, since forms live in iframes.
_PASSWORD_VALUES_JS = """() => Array.from(document.querySelectorAll('input[type=password]'),
  el => el.value).filter(Boolean)"""


async def read_tree(
    page: Page, scope: Page | Locator | None = None, *, boxes: bool = True,
    depth: int | None = None, timeout_ms: float = 30_000,
) -> str:  # fmt: skip
    """The AI-mode aria snapshot of ``scope`` (default: the page), with the values of
    password fields and every other remembered secret replaced by ``secrets.MASK``.

    Raises Playwright's errors as they come (callers translate them)."""
    text = await (scope or page).aria_snapshot(
        mode="ai", boxes=boxes, depth=depth, timeout=timeout_ms
    )
    for frame in page.frames:
        try:
            values = await frame.evaluate(_PASSWORD_VALUES_JS)
        except PlaywrightError:  # a frame that went away, or one being replaced
            continue
        for value in values:
            secrets.remember(value)
    return secrets.redact(text)
