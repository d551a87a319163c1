"""Choosing the browser: Chromium everywhere, and Chrome, Edge, Firefox and WebKit where
installed. Here (no internet) Playwright's Firefox and WebKit builds and Edge cannot be
installed, so these tests hold nbshot to what it promises when a browser is missing: a
BrowserNotFound naming the command that installs it, and a matrix that still captures
with the browsers that are there."""

from __future__ import annotations

from pathlib import Path

import pytest
from click.testing import CliRunner

import nbshot
from nbshot.demo import DemoSite

MISSING = ["firefox", "webkit", "msedge"]


@pytest.mark.parametrize("browser", MISSING)
def test_a_browser_that_is_not_installed_names_the_command_that_installs_it(
    demo: DemoSite, browser: str
) -> None:
    with pytest.raises(nbshot.BrowserNotFound) as missing:
        nbshot.capture(demo.url_for("home"), browser=browser)
    assert f"{browser} is not installed here" in missing.value.message
    assert f"python -m playwright install {browser}" in missing.value.hint
    with pytest.raises(nbshot.BrowserNotFound):
        nbshot.open(demo.url_for("home"), browser=browser)


def test_a_matrix_with_a_missing_browser_captures_the_others(
    demo: DemoSite, tmp_path: Path
) -> None:
    shots = nbshot.capture_matrix({"home": demo.url_for("home")}, devices=["desktop", "phone"],
                                  browsers=["chromium", "msedge"], out_dir=tmp_path,
                                  progress=False)  # fmt: skip
    assert sorted(s.name for s in shots) == ["home-desktop-light-chromium",
                                             "home-phone-light-chromium"]  # fmt: skip
    assert all(s.path is not None and s.path.is_file() for s in shots)
    assert sorted(f.name for f in shots.failures) == ["home-desktop-light-msedge",
                                                      "home-phone-light-msedge"]  # fmt: skip
    assert {f.error.code for f in shots.failures} == {"BrowserNotFound"}
    assert list(shots.df["browser"]) == ["chromium", "chromium"]


def test_chromium_is_the_default_and_an_unknown_browser_lists_the_known(
    demo: DemoSite, tmp_path: Path
) -> None:
    shot = nbshot.capture(demo.url_for("home"), browser="chromium", out_dir=tmp_path)
    assert shot.title.startswith("Acme Analytics")
    with pytest.raises(nbshot.InvalidArgument, match="'chromium', 'chrome', 'msedge'"):
        nbshot.capture(demo.url_for("home"), browser="opera")
    with pytest.raises(nbshot.InvalidArgument, match="does not take browser="):
        nbshot.capture_matrix(demo.url_for("home"), browser="chromium")


def test_the_cli_takes_browser_and_says_how_to_install_a_missing_one(demo: DemoSite) -> None:
    from nbshot.cli import main as cli

    done = CliRunner().invoke(cli, ["capture", demo.url_for("home"), "--browser", "webkit"])
    assert done.exit_code != 0
    assert "python -m playwright install webkit" in done.output
    matrix = CliRunner().invoke(cli, ["capture", demo.url_for("home"), "--on", "desktop",
                                      "--browser", "firefox"])  # fmt: skip
    assert matrix.exit_code == 1 and "FAILED 127.0.0.1-desktop-light: firefox" in matrix.output
