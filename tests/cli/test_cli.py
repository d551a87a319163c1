"""The nbshot command: capture, demo, doctor; exit codes 0 / 1 / 2."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from click.testing import CliRunner

from nbshot.cli import main
from nbshot.demo import PAGES, DemoSite


def nbshot_cmd(*args: str, env: dict[str, str] | None = None) -> subprocess.CompletedProcess[str]:
    """Run the installed CLI as a user would, in a separate process."""
    return subprocess.run(
        [sys.executable, "-m", "nbshot", *args], capture_output=True, text=True, timeout=180,
        env={**os.environ, **(env or {})},
    )  # fmt: skip


def test_capture_prints_the_path(demo: DemoSite, tmp_path: Path) -> None:
    result = CliRunner().invoke(
        main, ["capture", demo.url_for("dashboard"), "--selector", "#orders", "--out",
               str(tmp_path), "--name", "orders"],
    )  # fmt: skip
    assert result.exit_code == 0, result.output
    assert result.stdout.strip() == str(tmp_path / "orders.png")
    assert (tmp_path / "orders.png").read_bytes()[:4] == b"\x89PNG"


def test_capture_reports_page_problems_on_stderr(demo: DemoSite, tmp_path: Path) -> None:
    result = CliRunner().invoke(
        main, ["capture", demo.url_for("problems"), "--out", str(tmp_path), "--dark",
               "--viewport", "800x600"],
    )  # fmt: skip
    assert result.exit_code == 0
    assert "console error: Failed to load widget config" in result.stderr
    assert "failed request:" in result.stderr and "(404)" in result.stderr


def test_exit_codes(demo: DemoSite, tmp_path: Path, closed_port: int) -> None:
    runner = CliRunner()
    bad_usage = runner.invoke(main, ["capture", demo.url, "--name", "../x", "--out", str(tmp_path)])
    assert bad_usage.exit_code == 2
    assert "Error: Name '../x' is not allowed" in bad_usage.stderr
    bad_flag = runner.invoke(main, ["capture", demo.url, "--viewport", "huge"])
    assert bad_flag.exit_code == 2 and "WIDTHxHEIGHT" in bad_flag.stderr
    failed = runner.invoke(
        main, ["capture", f"http://127.0.0.1:{closed_port}/", "--out", str(tmp_path)]
    )
    assert failed.exit_code == 1
    assert "ERR_CONNECTION_REFUSED" in failed.stderr and "Traceback" not in failed.output
    missing = runner.invoke(
        main, ["capture", demo.url, "--selector", "#nope", "--out", str(tmp_path)]
    )
    assert missing.exit_code == 1 and "No element matches '#nope'" in missing.stderr


def test_missing_browser_setting_names_the_problem(tmp_path: Path) -> None:
    done = nbshot_cmd(
        "capture", "demo:/", "--out", str(tmp_path), env={"NBSHOT_BROWSER": "/nope/chromium"}
    )
    assert done.returncode == 1
    assert "NBSHOT_BROWSER points at '/nope/chromium', which is not a file" in done.stderr
    assert "Traceback" not in done.stderr


def test_demo_writes_pngs_and_a_gallery(tmp_path: Path) -> None:
    out = tmp_path / "demo"
    done = CliRunner().invoke(main, ["demo", "--out", str(out)])  # in process: 9 captures
    assert done.exit_code == 0, done.output
    pngs = sorted(p.name for p in out.glob("*.png"))
    assert pngs == sorted(f"{name}.png" for name in PAGES)
    gallery = (out / "index.html").read_text()
    assert gallery.count("data:image/jpeg;base64,") == len(PAGES)  # thumbnails
    assert f"Gallery: {out / 'index.html'}" in done.stdout


def test_doctor_reports_each_piece() -> None:
    done = nbshot_cmd("doctor")
    assert done.returncode == 0, done.stdout + done.stderr
    assert "[ok  ] playwright: version" in done.stdout
    assert "[ok  ] browser: Chromium" in done.stdout
    assert "video:" in done.stdout and "jupyter kernel:" in done.stdout


def test_doctor_fails_without_a_browser() -> None:
    done = nbshot_cmd("doctor", env={"NBSHOT_BROWSER": "/nope/chromium"})
    assert done.returncode == 1
    assert "[FAIL] browser" in done.stdout and "playwright install chromium" in done.stdout


def test_help_has_examples() -> None:
    for command in ("capture", "demo", "doctor"):
        result = CliRunner().invoke(main, [command, "--help"])
        assert result.exit_code == 0 and "Example" in result.output
