"""Everything nbshot writes is readable by its owner only: captures may show private
screens and runs may hold what a flow was given, on machines other people use too."""

from __future__ import annotations

import os
import stat
from pathlib import Path

from click.testing import CliRunner
from PIL import Image

import nbshot
from nbshot.cli import main
from nbshot.demo import DemoSite

FLOWS = Path(__file__).resolve().parents[1] / "flows"


def _open_to_others(root: Path) -> list[str]:
    found = []
    for folder, dirs, files in os.walk(root):
        for name in [*dirs, *files]:
            path = Path(folder) / name
            mode = path.lstat().st_mode
            if not stat.S_ISLNK(mode) and mode & 0o077:
                found.append(f"{path.relative_to(root)} {stat.filemode(mode)}")
    return found


def test_captures_runs_baselines_and_diffs_are_owner_only(demo: DemoSite, tmp_path: Path) -> None:
    os.umask(0o022)  # the usual umask, which would make 0755 folders and 0644 files
    shots = nbshot.capture([demo.url_for("signin"), demo.url_for("settings")],
                           out_dir=tmp_path / "a" / "b" / "c")  # fmt: skip
    shots.sheets().save(tmp_path / "sheets" / "deep")
    nbshot.approve(shots, baselines=tmp_path / "base" / "lines")
    nbshot.run_flow("homepage", folder=FLOWS, out_dir=tmp_path / "runs" / "nightly",
                    progress=False)  # fmt: skip
    base = ["--baselines", str(tmp_path / "cli-base")]
    cli = CliRunner().invoke(main, ["approve", demo.url_for("signin"), *base,
                                    "--out", str(tmp_path / "o")])  # fmt: skip
    assert cli.exit_code == 0, cli.output
    (baseline,) = (tmp_path / "cli-base").rglob("*.png")
    with Image.open(baseline) as picture:
        size = picture.size
    Image.new("RGB", size, "red").save(baseline)  # a change to draw
    cli = CliRunner().invoke(main, ["compare", demo.url_for("signin"), *base,
                                    "--out", str(tmp_path / "o2")])  # fmt: skip
    assert cli.exit_code == 1 and "changed" in cli.output, cli.output
    assert list((tmp_path / "o2" / "diffs").glob("*.png"))
    os.chmod(baseline, 0o600)  # the test's own red picture
    assert _open_to_others(tmp_path) == []
    assert _open_to_others(tmp_path) == []
