"""A PDF as a result (nbshot.model.pdf): read back from its file with its page count, its
first page drawn, and a file that is no PDF refused."""

from __future__ import annotations

import io
from pathlib import Path

import pytest
from PIL import Image

import nbshot
from nbshot.model.pdf import Pdf, page_count, render_first_page

TWO_PAGES = "<title>Two</title><p>One</p><p style='break-before: page'>Two</p>"


def test_a_pdf_file_is_read_back_with_its_pages_and_its_first_page(tmp_path: Path) -> None:
    made = nbshot.pdf(html=TWO_PAGES, name="two", out_dir=tmp_path)
    data = made.path.read_bytes()
    assert page_count(data) == 2
    loaded = Pdf.load(made.path, url="http://127.0.0.1:9/", title="Two")
    assert (loaded.pages, loaded.url, loaded.title) == (2, "http://127.0.0.1:9/", "Two")
    with Image.open(io.BytesIO(render_first_page(data, width=300))) as first:
        assert first.width == 300 and first.height > first.width  # upright paper
    assert loaded.first_page() == render_first_page(data)


def test_a_file_that_is_no_pdf_is_refused_with_its_name(tmp_path: Path) -> None:
    fake = tmp_path / "notes.pdf"
    fake.write_text("hello")
    with pytest.raises(ValueError):
        page_count(fake.read_bytes())
    with pytest.raises(nbshot.InvalidArgument, match="notes.pdf' is not a readable PDF"):
        Pdf.load(fake)
