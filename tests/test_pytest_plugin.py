"""nbshot's pytest plugin as a team uses it: real pytest runs of a test file that asserts
screenshots of a real page, baselines beside it (nbshot/pytest_plugin.py)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from processes import PYTEST
from timing import scaled

TEST_FILE = """
def test_orders(assert_screenshot):
    assert_screenshot({page!r}, viewport="400x200")
    assert_screenshot({page!r}, "small", viewport="300x150")
"""
PAGE = "<body style='margin:0;font:20px sans-serif'><p style='margin:20px'>{word} orders</p>"


def _pytest(folder: Path, *args: str, ci: bool = False) -> subprocess.CompletedProcess[str]:
    env = {k: v for k, v in os.environ.items() if k != "CI"}
    if ci:
        env["CI"] = "true"
    return subprocess.run(
        [*PYTEST, "-q", "-p", "no:randomly", *args],
        cwd=folder,
        capture_output=True,
        text=True,
        timeout=scaled(180),
        env=env,
    )


def _suite(tmp_path: Path) -> tuple[Path, Path]:
    page = tmp_path / "page.html"
    page.write_text(PAGE.format(word="Three"))
    (tmp_path / "test_shop.py").write_text(TEST_FILE.format(page=str(page)))
    return tmp_path, page


def test_baselines_are_written_beside_the_test_then_a_change_fails_with_its_pictures(
    tmp_path: Path,
) -> None:
    folder, page = _suite(tmp_path)
    for _ in range(2):  # one missing baseline written (and failing) a run, as Playwright's
        first = _pytest(folder)
        assert first.returncode == 1 and "No baseline at" in first.stdout, first.stdout[-3000:]
    snapshots = folder / "__snapshots__" / "test_shop.py"
    names = sorted(p.name for p in snapshots.iterdir())
    assert names == [
        f"test_orders-1-chromium-{sys.platform}.png",
        f"test_orders-small-chromium-{sys.platform}.png",
    ]
    assert _pytest(folder).returncode == 0  # the written baselines now hold

    page.write_text(PAGE.format(word="Four"))
    failed = _pytest(folder)
    assert failed.returncode == 1 and "Screenshot differs from its baseline" in failed.stdout
    results = folder / "nbshot-results" / "test_shop" / "test_orders"
    assert f"test_orders-1-chromium-{sys.platform}-diff.png" in {p.name for p in results.iterdir()}

    assert _pytest(folder, "--update-snapshots").returncode == 0  # bare: changed
    assert _pytest(folder).returncode == 0


def test_in_ci_a_missing_baseline_fails_and_nothing_is_written(tmp_path: Path) -> None:
    folder, _ = _suite(tmp_path)
    done = _pytest(folder, ci=True)
    assert done.returncode == 1 and "none is written here" in done.stdout, done.stdout[-3000:]
    assert not (folder / "__snapshots__").exists()


def test_the_option_is_listed_and_the_plugin_loads_nothing_of_nbshot_until_used(
    tmp_path: Path,
) -> None:
    listed = _pytest(tmp_path, "--help")
    assert "--update-snapshots" in listed.stdout and "nbshot visual tests" in listed.stdout
    (tmp_path / "test_plain.py").write_text(
        "import sys\n\ndef test_plain():\n"
        "    assert 'nbshot.testing.screenshots' not in sys.modules\n"
        "    assert 'nbshot.captures.capture' not in sys.modules\n"
    )
    assert _pytest(tmp_path, "test_plain.py").returncode == 0


def test_the_tree_and_the_findings_baselines_sit_beside_the_test_as_text(tmp_path: Path) -> None:
    page = tmp_path / "page.html"
    page.write_text(
        "<!doctype html><html lang=en><title>T</title><main><h1>Orders</h1>"
        "<img src='data:,' width=9 height=9></main>"
    )
    (tmp_path / "test_text.py").write_text(
        "def test_page(assert_aria_snapshot, assert_no_new_violations):\n"
        f"    assert_aria_snapshot({str(page)!r}, 'main')\n"
        f"    assert_no_new_violations({str(page)!r}, 'main')\n"
    )
    assert _pytest(tmp_path, "--update-snapshots=all").returncode == 0
    assert _pytest(tmp_path).returncode == 0
    folder = tmp_path / "__snapshots__" / "test_text.py"
    assert '- heading "Orders" [level=1]' in (folder / "test_page-main.aria.yml").read_text()
    assert "a11y:image-alt" in (folder / "test_page-main.findings.json").read_text()


def test_two_classes_with_a_test_of_the_same_name_keep_two_baselines(tmp_path: Path) -> None:
    page = tmp_path / "page.html"
    page.write_text("<body style='margin:0'><p>hello</p>")
    (tmp_path / "test_two.py").write_text(
        "class TestCart:\n    def test_total(self, assert_screenshot):\n"
        f"        assert_screenshot({str(page)!r}, viewport='200x100')\n\n"
        "class TestSearch:\n    def test_total(self, assert_screenshot):\n"
        f"        assert_screenshot({str(page)!r}, viewport='200x100')\n"
    )
    assert _pytest(tmp_path, "--update-snapshots=all").returncode == 0
    names = sorted(p.name for p in (tmp_path / "__snapshots__" / "test_two.py").iterdir())
    assert [n.split("-chromium")[0] for n in names] == [
        "TestCart-test_total-1",
        "TestSearch-test_total-1",
    ]


def test_a_baseline_is_named_for_the_browser_the_picture_comes_from() -> None:
    from types import SimpleNamespace

    from nbshot.pytest_plugin import _browser_of

    firefox = SimpleNamespace(browser=SimpleNamespace(browser_type=SimpleNamespace(name="firefox")))
    page = SimpleNamespace(context=firefox)  # as pytest-playwright's page under --browser firefox
    assert _browser_of(page, {}) == "firefox"
    assert _browser_of(SimpleNamespace(page=page), {}) == "firefox"  # a Locator
    assert _browser_of("http://127.0.0.1:8000/", {"browser": "webkit"}) == "webkit"
    assert _browser_of("http://127.0.0.1:8000/", {}) == "chromium"


def test_a_failure_attaches_its_pictures_to_junit_xml_pytest_html_and_the_summary(
    tmp_path: Path,
) -> None:
    import xml.etree.ElementTree as ET

    folder, page = _suite(tmp_path)
    _pytest(folder, "--update-snapshots=all")
    page.write_text(PAGE.format(word="Four"))
    failed = _pytest(
        folder, "--junitxml=junit.xml", "--html=report.html", "--nbshot-summary=summary.md"
    )
    assert failed.returncode == 1, failed.stdout[-3000:]
    properties = {
        p.get("name"): p.get("value") for p in ET.parse(folder / "junit.xml").iter("property")
    }
    assert Path(str(properties["nbshot-diff"])).name.endswith("-diff.png")
    assert Path(str(properties["nbshot-actual"])).is_file()
    # pytest-html keeps a report's pictures as files beside it: expected, actual and diff.
    assert len(list((folder / "assets").glob("*.png"))) == 3
    summary = (folder / "summary.md").read_text()
    assert "**1 assertion to review**" in summary and "test_shop.py::test_orders" in summary
