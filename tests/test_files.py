"""Names, private folders and atomic writes."""

from __future__ import annotations

from pathlib import Path

import pytest
from disks import SmallDisk

import nbshot
from nbshot.errors import DiskFull
from nbshot.files import atomic_write, private_dir, slug, validate_name


@pytest.mark.parametrize("name", ["shot", "a.b-c_d", "2026-11-30"])
def test_safe_names_pass(name: str) -> None:
    assert validate_name(name) == name


@pytest.mark.parametrize(
    ("target", "expected"),
    [
        ("http://127.0.0.1:8000/signin", "signin"),
        ("https://example.com/", "example.com"),
        ("https://example.com/docs/a b?q=1", "docs-a-b"),
        ("demo:/settings", "settings"),
        ("/tmp/page.html", "page"),
    ],
)
def test_slug(target: str, expected: str) -> None:
    assert slug(target) == expected


def test_private_dir_is_owner_only_and_refuses_files(tmp_path: Path) -> None:
    folder = private_dir(tmp_path / "a" / "b")
    assert folder.stat().st_mode & 0o777 == 0o700
    (tmp_path / "file").write_text("x")
    with pytest.raises(nbshot.InvalidArgument, match="is not a folder"):
        private_dir(tmp_path / "file")


def test_atomic_write_replaces_whole_and_leaves_no_temp(tmp_path: Path) -> None:
    target = tmp_path / "run.json"
    atomic_write(target, "old")
    atomic_write(target, "new")
    assert target.read_text() == "new"
    assert [p.name for p in tmp_path.iterdir()] == ["run.json"]


@pytest.mark.parametrize("name", ["nl\n", "a/b", "..", ".", "", "x y", "tab\t"])
def test_unsafe_names_are_refused(name: str) -> None:
    with pytest.raises(nbshot.InvalidArgument, match="is not allowed"):
        validate_name(name)


def test_a_full_disk_is_a_coded_error_and_the_old_file_is_intact(small_disk: SmallDisk) -> None:
    target = small_disk.folder / "index.html"
    atomic_write(target, "before")
    small_disk.fill()
    with pytest.raises(DiskFull) as raised:
        atomic_write(target, "after" * 100_000)
    assert "is full" in raised.value.message and "another folder" in raised.value.message
    assert target.read_text() == "before"
    assert small_disk.left_over() == ["index.html"]  # no temp file left behind
    small_disk.free()
    atomic_write(target, "after")
    assert target.read_text() == "after"


def test_text_with_a_lone_surrogate_is_written_not_refused(tmp_path: Path) -> None:
    # A page title or a command-line argument can carry one; the report must still be written.
    target = atomic_write(tmp_path / "report.html", "<title>a\ud800b</title>")
    assert target.read_text() == "<title>a?b</title>"
