"""A session's steps exported as a pytest-playwright test: the code for each kind of
locator, and the exported file run for real by pytest against the demo site."""

from __future__ import annotations

import os
import subprocess
from pathlib import Path

import pytest
from processes import PYTEST
from timing import scaled

from nbshot.demo import DemoSite
from nbshot.errors import InvalidArgument
from nbshot.session.to_pytest import journey_of, locator_code, step_code


def test_locators_are_by_role_and_name_where_the_tree_had_them() -> None:
    assert (locator_code('role=button[name="Sign \\"in\\""s]')
            == 'page.get_by_role("button", name="Sign \\"in\\"", exact=True)')  # fmt: skip
    assert locator_code('[data-testid="save"]') == 'page.get_by_test_id("save")'
    assert locator_code("#email") == 'page.locator("#email")'
    assert step_code("fill:#pw=${PW}") == 'page.locator("#pw").fill(secret("${PW}"))'
    assert step_code("press:Enter") == 'page.keyboard.press("Enter")'
    assert step_code("scroll:up 300") == "page.mouse.wheel(0, -300)"
    assert step_code("click:@10,20") == "page.mouse.click(10, 20)"
    assert step_code("wait:text=Saved") == 'expect(page.get_by_text("Saved").first).to_be_visible()'
    with pytest.raises(InvalidArgument, match="is a ref"):
        step_code("click:e12")


def _run_pytest(test: Path, **env: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [*PYTEST, "-q", test.name],
        cwd=test.parent, env={**os.environ, **env}, capture_output=True, text=True,
        timeout=scaled(120),
    )  # fmt: skip


def test_an_exported_test_passes_under_pytest_against_the_same_page(
    demo: DemoSite, tmp_path: Path
) -> None:
    from nbshot.session.explorer_widget import explore

    explorer = explore(demo.url_for("signin"), out_dir=tmp_path)
    s = explorer.session
    try:
        email = s.view().tree.find("Email", role="textbox").nodes[-1].ref
        password = s.view().tree.find("Password", role="textbox").nodes[-1].ref
        explorer.act(f"fill:{email}=ada@example.com", f"fill:{password}=hunter2hunter")
        button = s.view().tree.find("Sign in", role="button").nodes[-1].ref
        explorer.act(f"click:{button}")
        written = explorer.export_test(tmp_path / "test_sign_in.py")
    finally:
        s.close()
    source = written.read_text()
    assert "hunter2hunter" not in source and 'secret("${PASSWORD}")' in source
    assert 'page.get_by_role("textbox", name="Email", exact=True).fill("ada@example.com")' in source
    passed = _run_pytest(written, PASSWORD="hunter2hunter")
    assert passed.returncode == 0, passed.stdout[-3000:] + passed.stderr[-2000:]
    assert "1 passed" in passed.stdout
    # It checks where the journey ends, so a journey that goes elsewhere fails.
    assert 'expect(page).to_have_title("Dashboard · Acme Analytics")' in source


def test_a_journey_that_still_names_a_ref_is_refused() -> None:
    from nbshot.session.to_pytest import module_source

    journey = journey_of("http://127.0.0.1:1/", ["click:e3"], "T", "http://127.0.0.1:1/", {})
    with pytest.raises(InvalidArgument, match="ref"):
        module_source(journey, name="x")
    with pytest.raises(InvalidArgument, match="no steps"):
        module_source(journey_of("http://127.0.0.1:1/", [], "T", "", {}), name="x")
    viewport = journey_of("http://127.0.0.1:1/", ["press:Tab"], "T", "http://127.0.0.1:1/",
                          {"viewport": (400, 300), "device": None})  # fmt: skip
    assert '"viewport": {"width": 400, "height": 300}' in module_source(viewport, name="x")
