"""Baselines: approve, then compare against baselines, the previous run, a run by its id,
or a folder (nbshot.pixels.compare)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from disks import SmallDisk

import nbshot
from nbshot.demo import DemoSite
from nbshot.errors import DiskFull


def test_approve_then_compare_is_clean_and_a_change_is_shown(
    matrix: nbshot.Shots, tmp_path: Path
) -> None:
    baselines = tmp_path / "baselines"
    first = nbshot.compare(matrix, baselines=baselines)
    assert len(first.new) == 12 and not first.ok
    written = nbshot.approve(matrix, baselines=baselines)
    assert baselines / "home" / "desktop-light.png" in written
    assert nbshot.compare(matrix, baselines=baselines).ok
    # Swap one baseline for another screen's picture: that one, and only it, changes.
    target = baselines / "home" / "desktop-light.png"
    target.write_bytes((baselines / "signin" / "desktop-light.png").read_bytes())
    result = nbshot.compare(matrix, baselines=baselines)
    assert [(c.screen, c.key) for c in result.changed] == [("home", "desktop-light")]
    change = result.changed[0]
    assert change.diff is not None and change.diff.count > 1000 and change.diff.regions
    html = result._repr_mimebundle_()["text/html"]
    assert html.count("<img") == 1  # only what changed is shown
    assert change.side_by_side().width == 3 * (420 + 8) + 8
    df = result.df
    assert (
        df.set_index("key").loc["desktop-light"].query("screen == 'home'")["status"].item()
        == "changed"
    )
    tolerant = nbshot.compare(matrix, baselines=baselines, max_diff_ratio=0.99)
    assert tolerant.ok
    assert nbshot.compare(matrix, "previous", baselines=baselines).ok


def test_a_plain_capture_has_a_default_baseline(tmp_path: Path) -> None:
    shot = nbshot.capture("demo:/settings", out_dir=tmp_path)
    assert nbshot.compare(shot, baselines=tmp_path / "b").new[0].key == "default"
    assert nbshot.approve(shot, baselines=tmp_path / "b") == [
        tmp_path / "b" / "settings" / "default.png"
    ]
    assert nbshot.compare(shot, baselines=tmp_path / "b").ok
    run_folder = tmp_path / "older"
    run_folder.mkdir()
    (run_folder / "settings.png").write_bytes(shot.data)
    # A folder of images, by file name (baselines= keeps .previous out of the checkout).
    assert nbshot.compare(shot, str(run_folder), baselines=tmp_path / "b").ok


def test_compare_against_a_run_by_its_id(tmp_path: Path) -> None:
    shot = nbshot.capture("demo:/settings", out_dir=tmp_path)
    run = tmp_path / "runs" / "visual" / "20261201-000000-abcdef"
    run.mkdir(parents=True)
    manifest = {"flow": "visual", "run_id": "20261201-000000-abcdef", "status": "ok",
                "started": "2026-12-01T00:00:00+00:00"}  # fmt: skip
    (run / "run.json").write_text(json.dumps(manifest))
    (run / "settings.png").write_bytes(
        nbshot.capture("demo:/settings", color_scheme="dark", out_dir=tmp_path, name="d").data
    )
    result = nbshot.compare(
        shot, "20261201-000000-abcdef", runs_dir=tmp_path / "runs", baselines=tmp_path / "b"
    )
    assert [c.status for c in result.changes] == ["changed"]
    assert result.changes[0].reference == run / "settings.png"
    with pytest.raises(nbshot.InvalidArgument, match="No run 'nope'"):
        nbshot.compare(shot, "nope", runs_dir=tmp_path / "runs")


def test_an_approval_onto_a_full_disk_is_a_coded_error_and_keeps_the_old_baseline(
    demo: DemoSite, small_disk: SmallDisk, tmp_path: Path
) -> None:
    first = nbshot.capture(demo.url_for("home"), out_dir=tmp_path, name="home")
    [baseline] = nbshot.approve([first], baselines=small_disk.folder)
    before = baseline.read_bytes()
    changed = nbshot.capture(
        demo.url_for("home"), out_dir=tmp_path, name="home", color_scheme="dark"
    )
    small_disk.fill()
    with pytest.raises(DiskFull, match="is full"):
        nbshot.approve([changed], baselines=small_disk.folder)
    assert baseline.read_bytes() == before  # the approved picture is still the one
    assert not [p for p in baseline.parent.iterdir() if p.name.endswith(".tmp")]
    small_disk.free()
    assert nbshot.approve([changed], baselines=small_disk.folder) == [baseline]
