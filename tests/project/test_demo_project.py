"""The demo project `make demo` runs (demo/nbshot.toml), run as make runs it: its
[server] starts the demo site, its [sign_in] signs in once, its profile is captured
signed in with contact sheets, and a shipped flow runs in it on a signed-in page."""

from __future__ import annotations

import shutil
import socket
import subprocess
import sys
from pathlib import Path

from PIL import Image
from timing import scaled

ROOT = Path(__file__).resolve().parents[2]
NBSHOT = str(Path(sys.executable).parent / "nbshot")
PORT = 8377  # the demo project's own (below the ephemeral range the other tests use)


def _listening(port: int) -> bool:
    with socket.socket() as probe:
        return probe.connect_ex(("127.0.0.1", port)) == 0


def test_make_demos_project_captures_its_profile_signed_in_and_runs_a_flow(
    tmp_path: Path,
) -> None:
    project = tmp_path / "demo"
    shutil.copytree(ROOT / "demo", project, ignore=shutil.ignore_patterns(".nbshot"))
    assert not _listening(PORT)

    captured = subprocess.run([NBSHOT, "capture", "--profile", "tour", "--sheets"], cwd=project,
                              capture_output=True, text=True, timeout=scaled(300))  # fmt: skip
    assert captured.returncode == 0, captured.stderr
    paths = [Path(line) for line in captured.stdout.split()]
    pictures = [p for p in paths if p.suffix == ".png"]
    sheets = [p for p in paths if p.parent.name == "sheets"]
    assert len(pictures) == 16 and {p.parent for p in pictures} == {tmp_path / "nbshot-out/demo"}
    assert sorted(p.stem for p in sheets) == ["account", "dashboard", "home", "settings"]
    with Image.open(tmp_path / "nbshot-out/demo/account-phone-dark.png") as phone:
        assert phone.size == (1170, 1992)  # iPhone 13 (390x664 CSS px) at 3x

    state = project / ".nbshot" / "sign-in.json"
    assert oct(state.stat().st_mode & 0o777) == "0o600" and "demo_session" in state.read_text()
    signed_in_at = state.stat().st_mtime_ns

    ran = subprocess.run([NBSHOT, "run", "homepage", "-p", "url=account"], cwd=project,
                         capture_output=True, text=True, timeout=scaled(300))  # fmt: skip
    assert ran.returncode == 0, ran.stderr
    run = Path(ran.stdout.split()[-1])
    assert run.parent.parent == tmp_path / "nbshot-out/runs"
    assert "Signed in as" in (run / "records" / "tree.aria.yml").read_text()  # not /signin
    assert state.stat().st_mtime_ns == signed_in_at  # the saved sign-in was reused
    assert not _listening(PORT)  # the demo server stopped with each command
