"""Device x variant matrices, contact sheets, baselines, and page checks."""

from __future__ import annotations

import io
import json
import os
import subprocess
from pathlib import Path

import pytest
from click.testing import CliRunner
from PIL import Image

import nbshot
from nbshot.cli import main as nbshot_cli
from nbshot.demo import DemoSite
from nbshot.model.sheets import GAP, HEADER_H, LABEL_W, TITLE_H
from nbshot.page.devices import parse_device, parse_variant


@pytest.fixture(scope="module")
def matrix(tmp_path_factory: pytest.TempPathFactory) -> nbshot.Shots:
    return nbshot.capture_matrix(
        {"home": "demo:/", "signin": "demo:/signin"},
        devices=["desktop", "phone", (800, 600, 1, False)],
        variants=["light", "dark+large-text"],
        out_dir=tmp_path_factory.mktemp("matrix"),
    )


def _corner(shot: nbshot.Shot) -> tuple[int, ...]:
    return tuple(shot.image.convert("RGB").getpixel((shot.width - 2, shot.height - 2)))


def test_matrix_has_a_shot_per_target_device_and_variant(matrix: nbshot.Shots) -> None:
    assert len(matrix) == 12 and not matrix.failures
    df = matrix.df
    assert list(df.columns[:5]) == ["name", "screen", "device", "variant", "browser"]
    assert set(df["device"]) == {"desktop", "phone", "800x600@1"}
    sizes = {(r.device, r.width, r.height) for r in df.itertuples()}
    assert ("phone", 390 * 3, 664 * 3) in sizes and ("800x600@1", 800, 600) in sizes
    assert matrix.by_name("home-desktop-light").path.name == "home-desktop-light.png"  # type: ignore[union-attr]


def test_dark_plus_large_text_applies_both(matrix: nbshot.Shots) -> None:
    light = matrix.by_name("signin-800x600-1-light")
    both = matrix.by_name("signin-800x600-1-dark-large-text")
    assert sum(_corner(light)) > 700 and sum(_corner(both)) < 150  # dark background
    heading = nbshot.capture_matrix(
        "demo:/signin",
        devices=[(800, 600, 1, False)],
        variants=["light", "dark+large-text"],
        selector="h1",
    )
    normal, large = heading[0], heading[1]
    assert large.height >= normal.height * 1.2  # text at 125%


def test_every_variant_and_alias_is_accepted_and_bad_ones_named() -> None:
    for name in ("light", "dark", "reduced-motion", "large-text", "forced-colors", "print"):
        assert parse_variant(name).parts == {name}
    assert parse_variant("dark+large-text").label == "dark+large-text"
    with pytest.raises(nbshot.InvalidArgument, match="light and dark at once"):
        parse_variant("light+dark")
    with pytest.raises(nbshot.InvalidArgument, match="Unknown variant 'sepia'"):
        parse_variant("sepia")
    assert parse_device("laptop").viewport == (1440, 900)
    assert parse_device("phone").name == "iPhone 13"
    with pytest.raises(nbshot.InvalidArgument, match="Did you mean 'iPhone 13'"):
        parse_device("iPhone13", registry=["iPhone 13", "Pixel 7"])
    with pytest.raises(nbshot.InvalidArgument, match="not a name or"):
        parse_device((1, 2))  # type: ignore[arg-type]


def test_a_browser_that_is_not_installed_names_the_fix(tmp_path: Path) -> None:
    shots = nbshot.capture_matrix("demo:/", browsers=["firefox"], out_dir=tmp_path, progress=False)
    assert len(shots) == 0 and len(shots.failures) == 1
    message = shots.failures[0].error.message
    assert "firefox is not installed" in message and "playwright install firefox" in message
    with pytest.raises(nbshot.InvalidArgument, match="Unknown browser 'netscape'"):
        nbshot.capture_matrix("demo:/", browsers=["netscape"])


def test_contact_sheet_layout(matrix: nbshot.Shots, tmp_path: Path) -> None:
    sheets = matrix.sheets()
    assert [s.name for s in sheets] == ["home", "signin"]
    sheet = sheets.by_name("home")
    assert sheet.rows == ("desktop", "phone", "800x600@1")
    assert sheet.columns == ("light", "dark+large-text")
    assert sheet.format == "jpeg" and sheet.width == LABEL_W + 2 * (320 + GAP) + GAP
    with Image.open(io.BytesIO(sheet.data)) as image:
        assert image.size == (sheet.width, sheet.height)
    # each row is as tall as its tallest thumbnail (phone: 320 x 664/390, cut at 2.5x)
    desktop, phone, small = round(720 * 320 / 1280), 545, 240
    assert sheet.height == TITLE_H + HEADER_H + desktop + phone + small + 4 * GAP
    narrow = matrix.sheets(by="device", max_width=600, format="png")
    assert [s.name for s in narrow] == ["desktop", "phone", "800x600@1"]
    assert all(s.width <= 600 and s.format == "png" for s in narrow)
    saved = sheets.save(tmp_path / "sheets")
    assert [p.name for p in saved] == ["home.jpg", "signin.jpg"]
    assert "image/jpeg" in sheet._repr_mimebundle_()
    shown = sheets._repr_html_()  # each name once: the sheet draws its own title
    assert "<figcaption" not in shown and shown.count('alt="home"') == 1


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


def test_check_finds_every_deliberate_problem_and_none_on_a_clean_page() -> None:
    found = nbshot.check("demo:/problems", ["all"], device="phone")
    kinds = {f.check for f in found}
    assert {"console", "requests", "images", "overflow", "tap-targets", "a11y:color-contrast",
            "a11y:image-alt", "a11y:label"} <= kinds  # fmt: skip
    selectors = {f.selector for f in found}
    assert {"#broken", "#too-wide", "#low-contrast", "#no-alt", "#unlabelled"} <= selectors
    assert not found.ok and list(found.df.columns[:6]) == [
        "check", "severity", "message", "selector", "count", "help_url",
    ]  # fmt: skip
    clean = nbshot.check("demo:/signin", ["all"], devices=["desktop", "phone"],
                         variants=["light", "dark"])  # fmt: skip
    assert len(clean) == 0 and clean.ok


def test_default_checks_leave_out_a11y_and_tap_targets_need_touch() -> None:
    found = nbshot.check("demo:/problems")
    assert not any(f.check.startswith("a11y") for f in found)
    assert not any(f.check == "tap-targets" for f in found)  # desktop: no touch
    with pytest.raises(nbshot.InvalidArgument, match="Unknown check"):
        nbshot.check("demo:/", ["spelling"])


def test_findings_on_one_device_say_which() -> None:
    found = nbshot.check("demo:/problems", ["tap-targets"], device="phone")
    assert len(found) and {f.device for f in found} == {"phone"}
    assert "(phone)" in found._text() and "None" not in found._text()


def test_check_a_live_session() -> None:
    with nbshot.open("demo:/problems") as session:
        found = nbshot.check(session, ["console", "images"])
    assert {f.check for f in found} == {"console", "images"}


def _cli(*args: str, cwd: Path) -> subprocess.CompletedProcess[str]:
    """The CLI in this process (test_cli.py covers it as a subprocess)."""
    here = os.getcwd()
    os.chdir(cwd)
    try:
        done = CliRunner().invoke(nbshot_cli, list(args))
    finally:
        os.chdir(here)
    return subprocess.CompletedProcess(args, done.exit_code, done.stdout, done.stderr)


def test_cli_approve_compare_and_check_exit_codes(tmp_path: Path) -> None:
    """Exit 0 when nothing changed, 1 (with a picture) when something did or a check
    found an error. (The README's CLI lines, run by test_docs, cover the rest.)"""
    approved = _cli("approve", "demo:/signin", "--on", "phone", "--as", "dark", cwd=tmp_path)
    assert approved.returncode == 0, approved.stderr
    assert approved.stdout.split() == ["baselines/signin/phone-dark.png"]
    same = _cli("compare", "demo:/signin", "--on", "phone", "--as", "dark", cwd=tmp_path)
    assert same.returncode == 0 and same.stdout.startswith("same    signin/phone-dark")
    baseline = tmp_path / "baselines" / "signin" / "phone-dark.png"
    baseline.write_bytes(nbshot.capture("demo:/signin", device="phone").data)  # light
    changed = _cli("compare", "demo:/signin", "--on", "phone", "--as", "dark", cwd=tmp_path)
    assert changed.returncode == 1 and "changed signin/phone-dark" in changed.stdout
    assert Path(tmp_path / changed.stdout.splitlines()[1].strip()).is_file()
    problems = _cli("check", "demo:/problems", "--checks", "all", cwd=tmp_path)
    assert problems.returncode == 1 and "a11y:image-alt" in problems.stdout


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
    assert nbshot.compare(shot, str(run_folder)).ok  # a folder of images, by file name


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
    result = nbshot.compare(shot, "20261201-000000-abcdef", runs_dir=tmp_path / "runs")
    assert [c.status for c in result.changes] == ["changed"]
    assert result.changes[0].reference == run / "settings.png"
    with pytest.raises(nbshot.InvalidArgument, match="No run 'nope'"):
        nbshot.compare(shot, "nope", runs_dir=tmp_path / "runs")


def test_grid_captions_say_which_shot_is_which(demo: DemoSite) -> None:
    named = nbshot.capture({"front": demo.url_for("home"), "login": demo.url_for("signin")})
    grid = named.to_html()
    assert "<b>front</b>" in grid and "<b>login</b>" in grid
    matrix = nbshot.capture_matrix([demo.url_for("signin")], devices=["phone", "desktop"],
                                   variants=["dark"])  # fmt: skip
    captions = matrix.to_html()
    assert "<b>signin</b> &middot; phone &middot; dark" in captions
    assert "<b>signin</b> &middot; desktop &middot; dark" in captions
