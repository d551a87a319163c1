"""What a page may reach: with ``settings.allow_file_urls`` off, a browser context
refuses every request for a ``file:`` URL, whatever asked for it (the target, a step,
a link, a redirect, a frame, a popup), so untrusted pages and agents cannot read
local files. Decided where navigation happens, not by looking at arguments."""

from __future__ import annotations

import re

from playwright.async_api import BrowserContext, Page, Route

from nbshot.config import settings

#: Chromium's word for a request refused here, as navigation errors show it.
REFUSED = "ERR_BLOCKED_BY_CLIENT"

# A pattern, not a Python function: Playwright hands the pattern to its driver, which
# then stops only file: requests. A function it cannot hand over, so every request of
# the page (every image, script and font) went to Python and back to be let through.
# Every route on these contexts must be a pattern: one function route, and Playwright
# sends all requests to Python again.
_FILE_URL = re.compile(r"^file:", re.IGNORECASE)


async def _refuse(route: Route) -> None:
    await route.abort("blockedbyclient")


async def block_file_urls(
    context: BrowserContext | Page, allow_file_urls: bool | None = None
) -> None:
    """Make ``context`` refuse every ``file:`` request when file URLs are off (a no-op
    otherwise). A page alone is guarded the same way, for a tab nbshot opens in a
    context that is not its own (a browser it attached to).

    ``allow_file_urls`` is the policy the context was made for (default: the setting
    now). A context made in the background must pass the policy it was keyed by: the
    setting may have changed by the time the task runs."""
    allowed = settings.allow_file_urls if allow_file_urls is None else allow_file_urls
    if not allowed:
        await context.route(_FILE_URL, _refuse)
