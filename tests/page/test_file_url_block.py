"""What a page may reach (nbshot.page.file_url_block): with file URLs off, a browser context
refuses every request for a ``file:`` URL; with them on, the same page loads. (Every way
a page can ask for one, over MCP: tests/mcp/test_file_urls.py.)"""

from __future__ import annotations

from pathlib import Path

from playwright.async_api import Error as PlaywrightError

from nbshot.browser.engine import engine
from nbshot.page.file_url_block import REFUSED, block_file_urls


async def _visit(url: str, allow_file_urls: bool) -> str:
    """The text of ``url`` in a fresh context refusing file URLs or not, by that policy, or the
    navigation's error."""
    browser = await engine.browser()
    context = await browser.new_context()
    try:
        await block_file_urls(context, allow_file_urls=allow_file_urls)
        page = await context.new_page()
        try:
            await page.goto(url)
        except PlaywrightError as exc:
            return str(exc)
        return await page.inner_text("body")
    finally:
        await context.close()


def test_a_file_url_is_refused_when_off_and_loads_when_on(tmp_path: Path) -> None:
    secret = tmp_path / "secret.html"
    secret.write_text("<p>top secret</p>")
    assert engine.run(_visit(secret.as_uri(), allow_file_urls=True)) == "top secret"
    refused = engine.run(_visit(secret.as_uri(), allow_file_urls=False))
    assert REFUSED in refused and "top secret" not in refused


async def _visit_in_page(url: str) -> list[str]:
    """The same with the guard on one page of a context that has none (a tab nbshot opens
    in a browser it attached to), and on a second page of that context."""
    browser = await engine.browser()
    context = await browser.new_context()
    try:
        guarded, other = await context.new_page(), await context.new_page()
        await block_file_urls(guarded, allow_file_urls=False)
        said = []
        for page in (guarded, other):
            try:
                await page.goto(url)
                said.append(await page.inner_text("body"))
            except PlaywrightError as exc:
                said.append(str(exc))
        return said
    finally:
        await context.close()


def test_a_page_alone_can_be_guarded(tmp_path: Path) -> None:
    secret = tmp_path / "secret.html"
    secret.write_text("<p>top secret</p>")
    refused, loaded = engine.run(_visit_in_page(secret.as_uri()))
    assert REFUSED in refused and "top secret" not in refused
    assert loaded == "top secret"  # the guard is that page's, not the context's
