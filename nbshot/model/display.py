"""How a result with pictures shows in a notebook: each picture as an image output.

GitHub's notebook preview and other sanitizing viewers (nbconvert --sanitize-html,
Gitea) drop a picture inside an HTML output, while every renderer shows an image
output (``image/png``, ``image/jpeg``). So a result publishes each picture as an
output of its own, at the width it should be seen at, and what is said about it
(caption, links, warnings) as a small HTML output after it: stored once, shown in
JupyterLab, in a saved notebook, in nbconvert HTML and on GitHub alike.
"""

from __future__ import annotations

import base64
from collections.abc import Iterable
from dataclasses import dataclass


@dataclass(frozen=True)
class Picture:
    """One picture to show: ``data`` in ``format`` (``png`` or ``jpeg``), drawn
    ``width`` CSS pixels wide (None: as it is), described by ``alt``."""

    data: bytes
    format: str = "png"
    width: int | None = None
    alt: str = ""


def show(pictures: Iterable[Picture], caption_html: str, text: str) -> None:
    """Publish each picture as an image output, then ``caption_html`` (with ``text``
    as its plain form) as one more output; an empty caption publishes nothing."""
    from IPython.display import publish_display_data

    for picture in pictures:
        mime = "image/jpeg" if picture.format in ("jpeg", "jpg") else "image/png"
        data = {mime: base64.b64encode(picture.data).decode(), "text/plain": picture.alt}
        publish_display_data(data, metadata={mime: {"width": picture.width}} if picture.width else {})
    if caption_html:
        publish_display_data({"text/html": caption_html, "text/plain": text})
