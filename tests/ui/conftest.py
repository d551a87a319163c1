"""The UI tests' own headless Chromium (the one nbshot would use), driven by
Playwright's sync API."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from playwright.sync_api import Browser, sync_playwright

from nbshot.browser.lookup import launch_args, resolve_browser


@pytest.fixture(scope="module")
def browser() -> Iterator[Browser]:
    with sync_playwright() as playwright:
        chromium = playwright.chromium.launch(
            executable_path=resolve_browser().path, args=launch_args()
        )
        yield chromium
        chromium.close()
