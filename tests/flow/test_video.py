"""A run's recordings joined (nbshot/flow/video.py): refused without a recorder, and
the parts a run left turned into one video.webm."""

from __future__ import annotations

from pathlib import Path

import pytest

import nbshot
from nbshot.browser.video_support import recorder_status
from nbshot.flow.video import finalize, require_recorder


def test_video_is_refused_exactly_when_the_recorder_is_missing() -> None:
    status = recorder_status()
    if status.ok:
        require_recorder()  # nothing to say
        return
    with pytest.raises(nbshot.InvalidArgument, match="Video is not available") as caught:
        require_recorder()
    assert caught.value.hint == (status.fix or "make video")


def test_no_recording_gives_no_video_and_one_part_is_kept_as_it_is(tmp_path: Path) -> None:
    empty = tmp_path / "empty"
    empty.mkdir()
    (empty / "blank.webm").write_bytes(b"")  # a page that recorded nothing
    assert finalize(empty, tmp_path) == (None, None) and not empty.exists()
    parts = tmp_path / "parts"
    parts.mkdir()
    (parts / "page1.webm").write_bytes(b"\x1aE\xdf\xa3 one page's recording")
    webm, _ = finalize(parts, tmp_path)
    assert webm == tmp_path / "video.webm"
    assert webm.read_bytes() == b"\x1aE\xdf\xa3 one page's recording"
    assert not parts.exists()  # the recordings folder goes once joined
