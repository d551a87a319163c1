"""Whether Playwright can record video here, and where its ffmpeg must be.

Playwright's recorder looks for its own ffmpeg build under the Playwright browsers
folder; offline machines cannot download it, and a system ffmpeg linked there
works. ``nbshot doctor`` reports this; flows refuse ``video=True`` without it.
"""

from __future__ import annotations

import shutil
import sys
from dataclasses import dataclass
from pathlib import Path

from nbshot.browser import lookup


@dataclass(frozen=True)
class RecorderStatus:
    """``ok`` when recording works; otherwise ``detail`` says why and ``fix`` how."""

    ok: bool
    detail: str
    fix: str | None = None


def ffmpeg_path() -> Path | None:
    """Where Playwright's video recorder looks for its ffmpeg build (None: unknown)."""
    revision = lookup.playwright_revisions().get("ffmpeg")
    if not revision:
        return None
    name = {"win32": "ffmpeg-win64.exe", "darwin": "ffmpeg-mac"}.get(sys.platform, "ffmpeg-linux")
    return lookup.playwright_browsers_dir() / f"ffmpeg-{revision}" / name


def recorder_status() -> RecorderStatus:
    """Can Playwright record video on this machine, and if not, the command that fixes it."""
    target = ffmpeg_path()
    if target is None:
        return RecorderStatus(False, "cannot tell where Playwright wants ffmpeg")
    if target.exists():
        return RecorderStatus(True, f"ffmpeg at {target}")
    system = shutil.which("ffmpeg")
    link = f"mkdir -p {target.parent} && ln -sf {system or '/usr/bin/ffmpeg'} {target}"
    fix = link if system else f"sudo apt-get install ffmpeg && {link}"
    return RecorderStatus(False, f"recording needs ffmpeg at {target}", fix + "  (or: make video)")


def ffmpeg() -> str | None:
    """An ffmpeg to run: on PATH, else the one Playwright records with."""
    found = shutil.which("ffmpeg")
    if found:
        return found
    recorder = ffmpeg_path()
    return str(recorder) if recorder is not None and recorder.exists() else None
