"""How pictures are shown (nbshot.model.display): in a notebook each picture is an image
output at CSS size, then its caption; several are one grid."""

from __future__ import annotations

import base64
import io
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from PIL import Image

import nbshot
from nbshot.demo import DemoSite


@pytest.fixture
def published() -> Iterator[list[dict[str, Any]]]:
    """What IPython publishes, as a kernel would send it to the notebook."""
    from IPython.core.interactiveshell import InteractiveShell

    shell = InteractiveShell.instance()
    sent: list[dict[str, Any]] = []
    shell.display_pub.publish = lambda data, metadata=None, **kw: sent.append(  # type: ignore[method-assign]
        {"data": data, "metadata": metadata or {}}
    )
    yield sent
    InteractiveShell.clear_instance()


def test_in_a_notebook_each_picture_is_an_image_output_at_css_size_then_its_caption(
    demo: DemoSite, tmp_path: Path, published: list[dict[str, Any]]
) -> None:
    from IPython.display import display

    phone = nbshot.capture(demo.url_for("signin"), device="iPhone 13", out_dir=tmp_path)
    display(phone)
    # An image output (GitHub and other sanitizing viewers drop a picture inside HTML),
    # drawn at the page's CSS width; then the caption, with no picture in it.
    picture, caption = published
    assert base64.b64decode(picture["data"]["image/png"]) == phone.data
    assert picture["metadata"] == {"image/png": {"width": 390}}
    assert set(caption["data"]) == {"text/html", "text/plain"}
    assert "data:image" not in caption["data"]["text/html"] and "demo:/signin" in str(caption)

    published.clear()
    shots = nbshot.capture({"home": demo.url_for("home"), "settings": demo.url_for("settings")},
                           out_dir=tmp_path)  # fmt: skip
    display(shots)
    grid, captions = published  # one picture of both, named; then each one's caption
    image = Image.open(io.BytesIO(base64.b64decode(grid["data"]["image/jpeg"])))
    assert image.width == 2 * grid["metadata"]["image/jpeg"]["width"]  # sharp at 2x
    assert "home, settings" in grid["data"]["text/plain"]
    assert captions["data"]["text/html"].count("<li>") == 2
