"""Whether Playwright can record video here (nbshot.browser.video_support): where its ffmpeg must
be, and the command that puts one there when it is missing."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from nbshot.browser.video_support import ffmpeg, ffmpeg_path, recorder_status


def test_a_missing_recorder_is_reported_with_the_fix_and_found_once_linked(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("PLAYWRIGHT_BROWSERS_PATH", str(tmp_path))
    target = ffmpeg_path()
    assert target is not None and target.parent.parent == tmp_path
    assert target.parent.name.startswith("ffmpeg-") and target.name == "ffmpeg-linux"
    missing = recorder_status()
    assert not missing.ok and missing.detail == f"recording needs ffmpeg at {target}"
    assert missing.fix is not None and "ln -sf" in missing.fix and str(target) in missing.fix
    target.parent.mkdir(parents=True)
    target.symlink_to(shutil.which("ffmpeg") or "/bin/true")
    assert recorder_status().ok and recorder_status().detail == f"ffmpeg at {target}"


def test_an_ffmpeg_to_run_is_the_one_on_path_first(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("PLAYWRIGHT_BROWSERS_PATH", str(tmp_path))
    monkeypatch.setenv("PATH", str(tmp_path / "bin"))  # no ffmpeg on PATH
    assert ffmpeg() is None
    target = ffmpeg_path()
    assert target is not None
    target.parent.mkdir(parents=True)
    target.write_text("")
    assert ffmpeg() == str(target)  # else Playwright's own
    (tmp_path / "bin").mkdir()
    (tmp_path / "bin" / "ffmpeg").write_text("")
    (tmp_path / "bin" / "ffmpeg").chmod(0o755)
    assert ffmpeg() == str(tmp_path / "bin" / "ffmpeg")
