"""story: targets against a real Storybook build (tests/storybook, Storybook's
html-vite framework, built by .ci/ensure-storybook during `make test`)."""

from __future__ import annotations

import asyncio
from collections.abc import Iterator
from pathlib import Path

import pytest
from mcp import Client
from PIL import Image

import mcp_shim
import nbshot
from nbshot.config import settings
from nbshot.project import file as project_file

BUILD = Path(__file__).resolve().parents[1] / "storybook" / "storybook-static"
BUTTONS = ["example-button--primary", "example-button--secondary", "example-button--danger"]


@pytest.fixture
def storybook(monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    assert (BUILD / "index.json").is_file(), "run `sh .ci/ensure-storybook` (make test does)"
    monkeypatch.setattr(settings, "storybook", str(BUILD))
    yield BUILD


def test_a_story_is_captured_once_it_rendered(storybook: Path, out: Path) -> None:
    button = nbshot.capture("story:example-button--primary", selector="#storybook-root > *",
                            out_dir=out)  # fmt: skip
    assert button.name == "example-button--primary" and "viewMode=story" in button.url
    with Image.open(button.path) as picture:
        colours = picture.convert("RGB").getcolors(1 << 20) or []
    assert (41, 82, 227) in {colour for _, colour in colours}  # the primary blue
    # The card's data comes from a loader 0.7 s after the page loaded: waited for.
    card = nbshot.capture("story:example-card--loaded", snapshot=True, out_dir=out)
    assert card.tree is not None and "Team plan · 12 seats" in card.tree.text


def test_all_stories_or_a_title_and_a_story_that_throws(storybook: Path, out: Path) -> None:
    shots = nbshot.capture("story:*", out_dir=out)
    assert [s.name for s in shots] == [*BUTTONS, "example-card--loaded"]
    (failed,) = shots.failures
    assert failed.name == "faulty-throws--broken" and "The chart needs data" in failed.error.message
    buttons = nbshot.capture("story:Example/Button", out_dir=out)
    assert [s.name for s in buttons] == BUTTONS
    with pytest.raises(nbshot.InvalidArgument, match="No story matches 'example-link'") as none:
        nbshot.capture("story:example-link")
    assert "example-button--primary" in none.value.hint
    with pytest.raises(nbshot.InvalidArgument, match="names 3 stories"):
        nbshot.open("story:Example/Button")


def test_stories_in_a_matrix_a_comparison_and_a_profile(
    storybook: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    matrix = nbshot.capture_matrix("story:example-button", devices=["desktop", "phone"],
                                   variants=["light", "dark"], out_dir=tmp_path / "m",
                                   progress=False)  # fmt: skip
    assert matrix.ok and len(matrix) == 12
    assert set(matrix.df["screen"]) == set(BUTTONS)
    first = nbshot.compare(matrix, baselines=tmp_path / "base")
    nbshot.approve(first, baselines=tmp_path / "base")
    again = nbshot.compare(nbshot.capture_matrix("story:example-button", devices=["desktop",
                           "phone"], variants=["light", "dark"], out_dir=tmp_path / "n",
                           progress=False), baselines=tmp_path / "base")  # fmt: skip
    assert [c.status for c in again.changes] == ["same"] * 12
    assert (tmp_path / "base" / "example-button--danger" / "phone-dark.png").is_file()

    monkeypatch.setattr(settings, "storybook", None)  # from the project file now
    (tmp_path / "nbshot.toml").write_text(
        f'storybook = "{storybook}"\n[profiles.stories]\ntargets = ["story:Example/Card"]\n'
        'devices = ["phone"]\n'
    )
    monkeypatch.chdir(tmp_path)
    try:
        shots = nbshot.capture_matrix(profile="stories", out_dir=tmp_path / "p", progress=False)
    finally:
        project_file.use(None)
    assert [s.name for s in shots] == ["example-card--loaded-phone-light"]


def test_without_a_storybook_the_error_says_how_to_get_one(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(settings, "storybook", None)
    monkeypatch.chdir(tmp_path)
    with pytest.raises(nbshot.InvalidArgument, match="need a Storybook") as missing:
        nbshot.capture("story:*")
    assert "npx storybook build" in missing.value.hint
    monkeypatch.setattr(settings, "storybook", str(tmp_path))
    with pytest.raises(nbshot.InvalidArgument, match="is not a Storybook build"):
        nbshot.capture("story:*")


def test_an_agent_captures_a_story(storybook: Path, tmp_path: Path) -> None:
    async def over_mcp() -> dict[str, object]:
        server = mcp_shim.build_server(mcp_shim.load_config(out_dir=tmp_path))
        async with Client(server) as client:
            danger = {"url": "story:example-button--danger", "selector": "#storybook-root > *"}
            shot = await client.call_tool("capture", danger)
        server.state.close_all()  # type: ignore[attr-defined]
        return shot.structured_content or {}

    data = asyncio.run(over_mcp())
    assert "id=example-button--danger" in str(data["url"]) and Path(str(data["path"])).is_file()
