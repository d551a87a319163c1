"""Turning the per-page recordings of a run into one ``video.webm`` (and an mp4).

Playwright records one .webm per page into ``NBSHOT_VIDEO_DIR`` and finishes
each file when its page's context closes. A run opens many pages (every capture
is a fresh context), so the runner joins the files in the order they were
written. Recording needs an ffmpeg where Playwright looks for its own build
(``nbshot doctor`` says where); the same ffmpeg joins and converts.
"""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

from nbshot.browser.video_support import ffmpeg, recorder_status
from nbshot.errors import InvalidArgument

FFMPEG_TIMEOUT_S = 300


def require_recorder() -> None:
    """Raise when Playwright's recorder would fail for want of ffmpeg.

    Raises
    ------
    InvalidArgument
        Naming where ffmpeg must be and how to put it there.
    """
    status = recorder_status()
    if not status.ok:
        what = f"Video is not available: {status.detail}"
        raise InvalidArgument(what, status.fix or "make video")


def _run(command: list[str]) -> bool:
    try:
        done = subprocess.run(command, capture_output=True, timeout=FFMPEG_TIMEOUT_S, check=False)
    except (OSError, subprocess.TimeoutExpired):
        return False
    return done.returncode == 0


def finalize(recordings: Path, folder: Path) -> tuple[Path | None, Path | None]:
    """Join the .webm files in ``recordings`` into ``folder/video.webm`` and, when
    ffmpeg can, ``folder/video.mp4``. Returns (webm, mp4); (None, None) when
    nothing was recorded. The recordings folder is removed once joined."""
    parts = sorted(
        (p for p in recordings.glob("*.webm") if p.stat().st_size > 0),
        key=lambda p: p.stat().st_mtime,
    )
    if not parts:
        shutil.rmtree(recordings, ignore_errors=True)
        return None, None
    webm = folder / "video.webm"
    tool = ffmpeg()
    if len(parts) == 1 or tool is None:
        shutil.copyfile(parts[0], webm)  # without ffmpeg keep the first page's video
    else:
        listing = recordings / "parts.txt"
        listing.write_text("".join(f"file '{p.resolve()}'\n" for p in parts))
        joined = _run(
            [
                tool,
                "-y",
                "-v",
                "error",
                "-f",
                "concat",
                "-safe",
                "0",
                "-i",
                str(listing),
                "-c",
                "copy",
                str(webm),
            ]
        )
        if not joined:
            shutil.copyfile(parts[0], webm)
    mp4 = folder / "video.mp4"
    converted = tool is not None and _run(
        [
            tool,
            "-y",
            "-v",
            "error",
            "-i",
            str(webm),
            "-c:v",
            "libx264",
            "-preset",
            "veryfast",
            "-pix_fmt",
            "yuv420p",
            "-vf",
            "scale=trunc(iw/2)*2:trunc(ih/2)*2",
            str(mp4),
        ]
    )
    shutil.rmtree(recordings, ignore_errors=True)
    return webm, (mp4 if converted and mp4.is_file() else None)
