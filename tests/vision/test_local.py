"""describe() with the offline `local` provider, on the demo site."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

import nbshot
from nbshot.demo import DemoSite


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
