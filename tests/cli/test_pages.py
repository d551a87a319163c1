"""The page commands (nbshot.cli.pages): capture and demo, what they print and report."""

from __future__ import annotations

from pathlib import Path

from click.testing import CliRunner
from processes import nbshot_cmd

from nbshot.cli import main
from nbshot.demo import PAGES, DemoSite


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
