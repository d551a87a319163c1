"""Targets (nbshot.page.targets): a URL, an .html file, markup, and what a bad target is told."""

from __future__ import annotations

from pathlib import Path

import pytest

import nbshot


def test_local_html_file_and_raw_html(tmp_path: Path, out: Path) -> None:
    page = tmp_path / "hello.html"
    page.write_text("<title>Hello file</title><h1>Hi</h1>")
    from_file = nbshot.capture(str(page), out_dir=out)
    assert from_file.title == "Hello file" and from_file.name == "hello"
    raw = nbshot.capture(html="<title>Raw</title><p>x</p>", name="raw", out_dir=out)
    assert raw.title == "Raw" and raw.path == out / "raw.png"


def test_bad_targets(tmp_path: Path) -> None:
    with pytest.raises(nbshot.InvalidArgument, match="not a URL.*https://example.com"):
        nbshot.capture("example.com")
    with pytest.raises(nbshot.InvalidArgument, match="No such file"):
        nbshot.capture(str(tmp_path / "missing.html"))
    with pytest.raises(nbshot.InvalidArgument, match="not both"):
        nbshot.capture("demo:/", html="<p>x</p>")
    with pytest.raises(nbshot.InvalidArgument, match="no page 'nope'"):
        nbshot.capture("demo:nope")


@pytest.mark.parametrize("target", [123, 4.5, b"demo:/", object()])
def test_a_target_of_the_wrong_type_is_a_coded_error(target: object, out: Path) -> None:
    with pytest.raises(nbshot.InvalidArgument, match="A target must be a URL or a path"):
        nbshot.capture(target, out_dir=out)  # type: ignore[arg-type]
    assert not out.exists()
