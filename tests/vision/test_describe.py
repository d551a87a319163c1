"""describe() itself (nbshot.vision.describe): a bare file gets pixel facts, what is not an
image is refused, a table for several shots, sidecars and an escaped index saved."""

from __future__ import annotations

from pathlib import Path

import pytest

import nbshot
from nbshot.demo import DemoSite
from nbshot.vision import ScreenshotMetadata, write_index


def test_a_file_alone_gets_pixel_metadata(demo: DemoSite, tmp_path: Path) -> None:
    shot = nbshot.capture(demo.url_for("settings"), color_scheme="dark", out_dir=tmp_path)
    meta = nbshot.describe(shot.path)
    assert meta.title == "settings" and meta.components == []
    assert meta.description.startswith("A 1280x720 screenshot; mostly #")
    assert sum(int(meta.colors[0][i : i + 2], 16) for i in (1, 3, 5)) < 150  # dark page
    assert nbshot.describe(shot.path, structured=False) == meta.description


def test_non_images_and_missing_files_are_refused(tmp_path: Path) -> None:
    fake = tmp_path / "secret.png"
    fake.write_text("not an image")
    with pytest.raises(nbshot.InvalidArgument, match="is not a PNG or JPEG image"):
        nbshot.describe(fake)
    with pytest.raises(nbshot.InvalidArgument, match="No image at"):
        nbshot.describe(tmp_path / "missing.png")
    with pytest.raises(nbshot.InvalidArgument, match="Unknown vision provider 'magic'"):
        nbshot.vision.get_provider("magic")


def test_save_writes_sidecar_and_an_escaped_index(demo: DemoSite, tmp_path: Path) -> None:
    shot = nbshot.capture(demo.url_for("signin"), snapshot=True, out_dir=tmp_path)
    meta = nbshot.describe(shot, save=True)
    sidecar = tmp_path / "signin.json"
    assert (
        ScreenshotMetadata.model_validate_json(sidecar.read_text()).model_dump()
        == meta.model_dump()
    )
    index = (tmp_path / "index.md").read_text()
    assert "| ![Sign in · Acme Analytics](signin.png) |" in index
    # A description with a pipe and a newline stays one table row.
    meta.description = "left | right\nnext line " + "x" * 400
    (tmp_path / "signin.json").write_text(meta.model_dump_json())
    lines = write_index(tmp_path).read_text().splitlines()
    row = next(line for line in lines if "signin.png" in line)
    assert "left \\| right next line" in row and row.endswith("… |")
    assert row.count(" | ") == 1  # two cells


def test_shots_describe_is_a_table(demo: DemoSite, tmp_path: Path) -> None:
    shots = nbshot.capture({"home": "demo:/", "problems": "demo:/problems"}, snapshot=True,
                           out_dir=tmp_path)  # fmt: skip
    df = nbshot.describe(shots)
    assert df["name"].tolist() == ["home", "problems"]
    assert df["errors_visible"].tolist() == [False, True]
