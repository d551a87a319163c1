"""describe() with the offline `local` provider, on the demo site."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

import nbshot
from nbshot.demo import DemoSite
from nbshot.vision import ScreenshotMetadata, write_index


def test_problems_page_reports_its_problems(demo: DemoSite, tmp_path: Path) -> None:
    shot = nbshot.capture(demo.url_for("problems"), snapshot=True, out_dir=tmp_path)
    meta = nbshot.describe(shot)
    assert meta.provider == "local" and meta.title.startswith("Known issues")
    assert meta.errors_visible and meta.state == "error"
    assert "Could not load the chart data" in meta.description
    notes = " | ".join(meta.accessibility_notes)
    assert "image /logo.svg has no alt attribute" in notes
    assert "form field #unlabelled has no label" in notes
    assert "alert" in meta.components and "1 text field" in meta.components
    assert meta.colors[0] == "#ffffff" and all(len(c) == 7 for c in meta.colors)


def test_sign_in_after_a_bad_submit_shows_errors(demo: DemoSite, tmp_path: Path) -> None:
    with nbshot.open(demo.url_for("signin"), out_dir=tmp_path) as s:
        refs = {n.name: n.ref for n in s.snapshot().interactive().nodes}
        view = s.act(f"fill:{refs['Email']}=nope", f"click:{refs['Sign in']}")
        meta = nbshot.describe(view.shot)
    assert meta.errors_visible and meta.state == "error"
    assert "Please fix" in meta.description


def test_landing_page_has_no_errors_and_is_deterministic(demo: DemoSite, tmp_path: Path) -> None:
    first = nbshot.capture(demo.url_for("home"), snapshot=True, out_dir=tmp_path / "a")
    second = nbshot.capture(demo.url_for("home"), snapshot=True, out_dir=tmp_path / "b")
    a, b = nbshot.describe(first), nbshot.describe(second)
    assert not a.errors_visible and a.state == "normal" and a.accessibility_notes == []
    assert a.model_dump() == b.model_dump()
    assert a._repr_mimebundle_()["text/plain"] == b._repr_mimebundle_()["text/plain"]
    assert 'region "Features"' in a.components


def test_success_state_after_signing_in(demo: DemoSite, tmp_path: Path) -> None:
    shot = nbshot.capture(demo.url + "/dashboard?welcome=ada", snapshot=True, out_dir=tmp_path)
    meta = nbshot.describe(shot)
    assert meta.state == "success" and "Welcome back, ada!" in meta.description


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


@pytest.mark.skipif(
    shutil.which("tesseract") is None,
    reason="needs tesseract (make test installs tesseract-ocr with apt-get)",
)
def test_a_bare_file_gets_its_text_by_ocr(demo: DemoSite, tmp_path: Path) -> None:
    shot = nbshot.capture(demo.url_for("dashboard"), out_dir=tmp_path)
    meta = nbshot.describe(shot.path)
    assert "Dashboard" in meta.text and "Recent orders" in meta.text
    assert 'It reads: "' in meta.description


@pytest.mark.skipif(
    shutil.which("tesseract") is None,
    reason="needs tesseract (make test installs tesseract-ocr with apt-get)",
)
def test_an_error_the_picture_shows_is_seen_without_a_tree(tmp_path: Path) -> None:
    page = ("<h1>Checkout</h1><p style='color:#b3261e;font-size:20px'>Payment failed: card "
            "declined</p><button>Pay</button>")  # fmt: skip
    shot = nbshot.capture(html=page, out_dir=tmp_path)  # no snapshot=True: pixels only
    meta = nbshot.describe(shot)
    assert meta.errors_visible and meta.state == "error"
    assert "An error is shown" in meta.description and "card declined" in meta.description
    calm = nbshot.describe(nbshot.capture(html="<h1>Checkout</h1><p>Paid</p>", out_dir=tmp_path))
    assert not calm.errors_visible and calm.state == "normal"
