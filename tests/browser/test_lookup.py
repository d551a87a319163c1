"""Finding the browser, in the documented order, and the flags it gets."""

from __future__ import annotations

import os
import re
from pathlib import Path

import pytest

import nbshot
from nbshot.browser import lookup as browser


@pytest.fixture
def no_browser_env(monkeypatch: pytest.MonkeyPatch) -> None:
    for name in (browser.ENV_BROWSER, browser.ENV_BROWSER_WS):
        monkeypatch.delenv(name, raising=False)


@pytest.mark.usefixtures("no_browser_env")
def test_explicit_setting_wins_over_env(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    setting, env = tmp_path / "from-setting", tmp_path / "from-env"
    setting.write_text("")
    env.write_text("")
    monkeypatch.setenv(browser.ENV_BROWSER, str(env))
    assert browser.resolve_browser(setting) == browser.BrowserChoice("setting", path=str(setting))
    assert browser.resolve_browser(None) == browser.BrowserChoice("env", path=str(env))


@pytest.mark.usefixtures("no_browser_env")
def test_env_pointing_at_a_missing_file_is_browser_not_found(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setenv(browser.ENV_BROWSER, "/no/such/chrome")
    with pytest.raises(nbshot.BrowserNotFound, match="NBSHOT_BROWSER points at '/no/such/chrome'"):
        browser.resolve_browser()


@pytest.mark.usefixtures("no_browser_env")
def test_playwright_download_comes_before_the_system_browser(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    revision = browser.playwright_revisions()["chromium"]
    chrome = tmp_path / f"chromium-{revision}" / "chrome-linux64" / "chrome"
    chrome.parent.mkdir(parents=True)
    chrome.write_text("")
    monkeypatch.setenv("PLAYWRIGHT_BROWSERS_PATH", str(tmp_path))
    assert browser.resolve_browser() == browser.BrowserChoice("playwright", path=str(chrome))


@pytest.mark.usefixtures("no_browser_env")
def test_playwrights_headless_shell_comes_before_its_chromium(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """As Playwright does for headless launches: the shell, when it was downloaded."""
    revisions = browser.playwright_revisions()
    chrome = tmp_path / f"chromium-{revisions['chromium']}" / "chrome-linux64" / "chrome"
    shell = (tmp_path / f"chromium_headless_shell-{revisions['chromium-headless-shell']}"
             / "chrome-headless-shell-linux64" / "chrome-headless-shell")  # fmt: skip
    for path in (chrome, shell):
        path.parent.mkdir(parents=True)
        path.write_text("")
    monkeypatch.setenv("PLAYWRIGHT_BROWSERS_PATH", str(tmp_path))
    assert browser.resolve_browser() == browser.BrowserChoice("playwright", path=str(shell))


@pytest.mark.usefixtures("no_browser_env")
def test_nothing_found_names_both_fixes(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("PLAYWRIGHT_BROWSERS_PATH", str(tmp_path))
    monkeypatch.setenv("PATH", str(tmp_path))
    monkeypatch.setattr(browser, "_SYSTEM_PATHS", ())
    monkeypatch.setattr(browser, "_HEADLESS_SHELL_PATHS", ())
    with pytest.raises(nbshot.BrowserNotFound) as info:
        browser.resolve_browser()
    assert "python -m playwright install chromium" in str(info.value)
    assert "apt-get install chromium" in str(info.value)


@pytest.mark.usefixtures("no_browser_env")
def test_system_browser_on_path_headless_shell_first(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("PLAYWRIGHT_BROWSERS_PATH", str(tmp_path / "none"))
    monkeypatch.setenv("PATH", str(tmp_path))
    monkeypatch.setattr(browser, "_HEADLESS_SHELL_PATHS", (str(tmp_path / "none"),))
    for name in ("chromium", "chromium-headless-shell"):
        fake = tmp_path / name
        fake.write_text("#!/bin/sh\n")
        fake.chmod(0o755)
        assert browser.resolve_browser() == browser.BrowserChoice("system", path=str(fake))
    # The binary behind Debian's /usr/bin wrapper, which does not exec, comes first.
    binary = tmp_path / "lib" / "chromium-headless-shell"
    binary.parent.mkdir()
    binary.write_text("")
    binary.chmod(0o755)
    monkeypatch.setattr(browser, "_HEADLESS_SHELL_PATHS", (str(binary),))
    assert browser.resolve_browser() == browser.BrowserChoice("system", path=str(binary))


def test_no_sandbox_only_as_root(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(os, "geteuid", lambda: 0)
    assert "--no-sandbox" in browser.launch_args()
    monkeypatch.setattr(os, "geteuid", lambda: 1000)
    assert "--no-sandbox" not in browser.launch_args()
    assert "--disable-background-networking" in browser.launch_args()


def test_the_disabled_features_keep_playwrights_own() -> None:
    """Chromium keeps only the last --disable-features: nbshot's must repeat every name
    the installed Playwright disables (read from its driver), or those come back on."""
    import playwright

    bundle = Path(playwright.__file__).parent / "driver/package/lib/coreBundle.js"
    block = re.search(r"disabledFeatures = \[(.*?)\]\.filter", bundle.read_text(), re.S)
    assert block, "Playwright's driver no longer lists its disabled features this way"
    code = re.sub(r"//[^\n]*", "", block.group(1))  # its comments name features too
    playwrights = set(re.findall(r'"(\w+)"', code))
    assert "PaintHolding" in playwrights  # the list was read, not an empty match
    flags = [a for a in browser.launch_args() if a.startswith("--disable-features=")]
    assert len(flags) == 1
    ours = set(flags[0].removeprefix("--disable-features=").split(","))
    assert playwrights <= ours, f"Playwright disables {playwrights - ours} too"
    assert "RenderDocument" in ours


def test_with_another_playwright_release_no_features_are_disabled(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """A release whose list nbshot has not copied keeps its own list whole."""
    monkeypatch.setattr(browser, "_playwright_release", lambda: (1, 99))
    assert not [a for a in browser.launch_args() if a.startswith("--disable-features")]
