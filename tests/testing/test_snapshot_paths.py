"""Where baselines live, and what an update may write (nbshot/testing/snapshot_paths.py)."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from nbshot.errors import InvalidArgument
from nbshot.testing.snapshot_paths import SnapshotPlace, default_baseline, default_update_mode


def test_baselines_sit_beside_the_test_named_by_test_name_browser_and_platform() -> None:
    place = SnapshotPlace(Path("/repo/tests/test_home.py"), "test_home[phone-dark]")
    assert place.path("hero", ".png") == Path(
        f"/repo/tests/__snapshots__/test_home.py/test_home-phone-dark-hero-chromium-{sys.platform}.png"
    )
    # Unnamed assertions are numbered in the order they run.
    first, second = place.path(None, ".png"), place.path(None, ".png")
    assert first.name.startswith("test_home-phone-dark-1-") and "-2-" in second.name


def test_a_template_of_its_own_and_a_relative_one_is_under_the_test_folder() -> None:
    place = SnapshotPlace(Path("/repo/tests/test_a.py"), "test_x", "shots/{testName}{-arg}{ext}")
    assert place.path("nav.png", ".png") == Path("/repo/tests/shots/test_x-nav.png")
    with pytest.raises(InvalidArgument, match="projectName"):
        SnapshotPlace(Path("/t/test_a.py"), "test_x", "{projectName}{ext}")


def test_the_update_mode_is_missing_here_and_none_in_ci(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("CI", raising=False)
    assert default_update_mode() == "missing"
    monkeypatch.setenv("CI", "true")
    assert default_update_mode() == "none"
    assert default_update_mode("changed") == "changed"  # asked for: even in CI
    with pytest.raises(InvalidArgument, match="Unknown update mode"):
        default_update_mode("sometimes")


def test_names_never_leave_the_snapshots_folder_and_keep_their_suffixes() -> None:
    place = SnapshotPlace(Path("/repo/tests/test_a.py"), "test_x")
    assert place.path("nav.aria.yml", ".aria.yml").name == "test_x-nav.aria.yml"
    assert place.path("../..", ".png").parent == Path("/repo/tests/__snapshots__/test_a.py")
    for bad in ("../x", "/tmp/x", "", "a/b"):
        with pytest.raises(InvalidArgument):
            default_baseline(bad, ".png")
    assert default_baseline("home.v2", ".png") == Path("snapshots/home.v2.png")
