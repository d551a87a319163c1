"""Device x variant matrices (nbshot.captures.matrix): a shot per target, device and variant."""

from __future__ import annotations

from pathlib import Path

import pytest

import nbshot


def _corner(shot: nbshot.Shot) -> tuple[int, ...]:
    return tuple(shot.image.convert("RGB").getpixel((shot.width - 2, shot.height - 2)))


def test_matrix_has_a_shot_per_target_device_and_variant(matrix: nbshot.Shots) -> None:
    assert len(matrix) == 12 and not matrix.failures
    df = matrix.df
    assert list(df.columns[:5]) == ["name", "screen", "device", "variant", "browser"]
    assert set(df["device"]) == {"desktop", "phone", "800x600@1"}
    sizes = {(r.device, r.width, r.height) for r in df.itertuples()}
    assert ("phone", 390 * 3, 664 * 3) in sizes and ("800x600@1", 800, 600) in sizes
    assert matrix.by_name("home-desktop-light").path.name == "home-desktop-light.png"  # type: ignore[union-attr]


def test_dark_plus_large_text_applies_both(matrix: nbshot.Shots) -> None:
    light = matrix.by_name("signin-800x600-1-light")
    both = matrix.by_name("signin-800x600-1-dark-large-text")
    assert sum(_corner(light)) > 700 and sum(_corner(both)) < 150  # dark background
    heading = nbshot.capture_matrix(
        "demo:/signin",
        devices=[(800, 600, 1, False)],
        variants=["light", "dark+large-text"],
        selector="h1",
    )
    normal, large = heading[0], heading[1]
    assert large.height >= normal.height * 1.2  # text at 125%


def test_a_browser_that_is_not_installed_names_the_fix(tmp_path: Path) -> None:
    shots = nbshot.capture_matrix("demo:/", browsers=["firefox"], out_dir=tmp_path, progress=False)
    assert len(shots) == 0 and len(shots.failures) == 1
    message = shots.failures[0].error.message
    assert "firefox is not installed" in message and "playwright install firefox" in message
    with pytest.raises(nbshot.InvalidArgument, match="Unknown browser 'netscape'"):
        nbshot.capture_matrix("demo:/", browsers=["netscape"])
