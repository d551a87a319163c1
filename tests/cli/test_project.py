"""The project commands (nbshot.cli.project): ``nbshot init`` says what it created and
what it kept."""

from __future__ import annotations

import os
from pathlib import Path

from click.testing import CliRunner

from nbshot.cli import main


def test_init_lists_what_it_created_then_what_it_kept(tmp_path: Path) -> None:
    first = CliRunner().invoke(main, ["init", str(tmp_path / "shop")])
    assert first.exit_code == 0, first.output
    assert first.output.splitlines() == [
        "created nbshot.toml",
        f"created {os.path.join('flows', 'screens.ipynb')}",
        f"created {os.path.join('notebooks', 'start-here.ipynb')}",
    ]
    again = CliRunner().invoke(main, ["init", str(tmp_path / "shop")])
    assert again.exit_code == 0 and again.output.startswith("kept    nbshot.toml")
    refused = CliRunner().invoke(main, ["init", "/proc/shop"])
    assert refused.exit_code == 2 and "Pick a folder you can write to" in refused.output
