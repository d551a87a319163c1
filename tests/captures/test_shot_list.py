"""Many captures in one call or one process: entries with their own options, shot
lists in text, TOML and YAML, and `nbshot capture URL URL ... / --from FILE`."""

from __future__ import annotations

from pathlib import Path

import pytest
from click.testing import CliRunner
from PIL import Image

import nbshot
from nbshot.captures.shot_list import read_shot_list
from nbshot.cli import main
from nbshot.demo import DemoSite


def test_entries_carry_their_own_options(demo: DemoSite, out: Path) -> None:
    shots = nbshot.capture(
        ["demo:/", {"url": demo.url_for("signin"), "name": "in",
                                "viewport": (400, 300), "scale": "css"}],
        out_dir=out, scale="device",
    )  # fmt: skip
    assert [s.name for s in shots] == ["home", "in"]
    assert (shots["in"].width, shots["in"].height) == (400, 300)  # the entry's own options
    assert shots["home"].width == 1280


@pytest.mark.parametrize(
    ("entry", "message"),
    [
        ({"name": "x"}, "has no url"),
        ({"url": "demo:/", "out_dir": "elsewhere"}, "cannot set out_dir"),
        ({"url": "demo:/", "fullpage": True}, "unknown argument 'fullpage'"),
    ],
)
def test_a_bad_entry_fails_before_anything_is_captured(
    entry: dict[str, object], message: str, out: Path
) -> None:
    with pytest.raises(nbshot.InvalidArgument, match=message):
        nbshot.capture(["demo:/", entry], out_dir=out)
    assert not out.exists() or not list(out.iterdir())


def test_shot_lists_in_three_forms(tmp_path: Path) -> None:
    text = tmp_path / "shots.txt"
    text.write_text("demo:/\n# the sign-in page\n\ndemo:/signin\n")
    toml = tmp_path / "shots.toml"
    toml.write_text('[[shot]]\nurl = "demo:/"\nname = "home"\n\n'
                    '[[shot]]\nurl = "demo:/long"\nfull_page = true\n')  # fmt: skip
    yaml = tmp_path / "shots.yaml"
    yaml.write_text("- demo:/settings\n- url: demo:/todos\n  viewport: [390, 844]\n")
    assert read_shot_list(text) == ["demo:/", "demo:/signin"]
    assert read_shot_list(toml) == [{"url": "demo:/", "name": "home"},
                                    {"url": "demo:/long", "full_page": True}]  # fmt: skip
    assert read_shot_list(yaml) == ["demo:/settings", {"url": "demo:/todos",
                                                       "viewport": [390, 844]}]  # fmt: skip
    for bad, message in [("", "has no shots"), ("[[shot]\n", "not valid TOML")]:
        broken = tmp_path / "broken.toml"
        broken.write_text(bad)
        with pytest.raises(nbshot.InvalidArgument, match=message):
            read_shot_list(broken)
    with pytest.raises(nbshot.InvalidArgument, match="Cannot read the shot list"):
        read_shot_list(tmp_path / "missing.txt")


def test_the_cli_captures_many_in_one_process(demo: DemoSite, tmp_path: Path) -> None:
    listed = tmp_path / "shots.toml"
    listed.write_text(f'[[shot]]\nurl = "{demo.url_for("signin")}"\nname = "narrow"\n'
                      "viewport = [390, 600]\n")  # fmt: skip
    out = tmp_path / "out"
    done = CliRunner().invoke(main, ["capture", "demo:/", "demo:/todos", "--from", str(listed),
                                     "--out", str(out)])  # fmt: skip
    assert done.exit_code == 0, done.output
    paths = [Path(p) for p in done.stdout.split()]
    assert [p.name for p in paths] == ["home.png", "todos.png", "narrow.png"]
    with Image.open(out / "narrow.png") as narrow:
        assert narrow.width == 390
    failed = CliRunner().invoke(main, ["capture", "demo:/", "demo:/todos", "--selector", "#cta",
                                       "--out", str(out)])  # fmt: skip
    assert failed.exit_code == 1  # the todos page has no #cta; the home page does
    assert "FAILED todos: No element matches '#cta'" in failed.stderr
    assert str(out / "home.png") in failed.stdout
    with_name = CliRunner().invoke(main, ["capture", "demo:/", "demo:/todos", "--name", "x"])
    assert with_name.exit_code == 2 and "--name names one capture" in with_name.stderr


def test_a_matrix_refuses_entries_instead_of_dropping_them(out: Path) -> None:
    with pytest.raises(nbshot.InvalidArgument, match="are for nbshot.capture"):
        nbshot.capture_matrix(["demo:/", {"url": "demo:/signin"}], out_dir=out, progress=False)
