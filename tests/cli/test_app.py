"""The nbshot command itself (nbshot.cli.app): exit codes 0 / 1 / 2 and help with examples."""

from __future__ import annotations

from pathlib import Path

from click.testing import CliRunner

from nbshot.cli import main
from nbshot.demo import DemoSite


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


def test_help_has_examples() -> None:
    for command in ("capture", "demo", "doctor"):
        result = CliRunner().invoke(main, [command, "--help"])
        assert result.exit_code == 0 and "Example" in result.output
