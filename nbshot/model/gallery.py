"""The HTML of shots: a shot's figure and caption, a grid of shots, a gallery page.

Self-contained (pictures as data URIs), so it renders live, in saved notebooks, in
nbconvert reports and on GitHub. :class:`~nbshot.model.shot.Shot` and
:class:`~nbshot.model.shot.Shots` show themselves with it.
"""

from __future__ import annotations

import html
from collections.abc import Sequence
from typing import TYPE_CHECKING

from nbshot.model.images import thumbnail_uri
from nbshot.model.urls import shown_url

if TYPE_CHECKING:
    from nbshot.model.shot_parts import Failure, ShotLike


def caption_html(shot: ShotLike) -> str:
    """A shot's caption: name, device and variant, title, URL, size, selector, problems."""
    # The name first (a dict key, a matrix screen): in a grid of pages that share a
    # title it is what tells one shot from the next; then device and variant.
    on = " &middot; ".join(
        html.escape(str(shot.options[k])) for k in ("device", "variant") if shot.options.get(k)
    )
    name = str(shot.options.get("screen") or shot.name)  # a matrix names its screen
    head = f"<b>{html.escape(name)}</b>" + (f" &middot; {on}" if on else "")
    if shot.title and shot.title != name:
        head += f" &middot; {html.escape(shot.title)}"
    bits = [head]
    shown = shown_url(shot.url)  # a demo page: demo:/path, no link to a dead port
    bits.append(
        html.escape(shown)
        if shown != shot.url
        else f'<a href="{html.escape(shot.url)}" style="color:inherit">{html.escape(shot.url)}</a>'
    )
    size = f"{shot.width}&times;{shot.height}"
    if shot.selector:
        size += f" &middot; <code>{html.escape(shot.selector)}</code>"
    problems = []
    if shot.console_errors:
        problems.append(f"{len(shot.console_errors)} console error(s)")
    if shot.failed_requests:
        problems.append(f"{len(shot.failed_requests)} failed request(s)")
    if problems:
        size += f' &middot; <span style="color:#b3261e">{", ".join(problems)}</span>'
    bits.append(size)
    return "<br>".join(bits)


def shot_html(shot: ShotLike) -> str:
    """A shot as a figure: its picture (a data URI) at CSS size, and its caption."""
    # Drawn at CSS size, as the page looked; the file keeps every device pixel.
    return (
        '<figure class="nbshot-shot" style="margin:0 0 1em 0">'
        f'<img src="{shot.data_uri()}" alt="{html.escape(shot.title or shot.name)}" '
        f'width="{shot.css_width}" style="max-width:100%;height:auto;border:1px solid #ddd">'
        f'<figcaption style="font:12px sans-serif;color:#555">{caption_html(shot)}'
        "</figcaption></figure>"
    )


def caption_block(shot: ShotLike) -> str:
    """The caption as a block of its own (under a picture shown apart)."""
    return f'<div style="font:12px sans-serif;color:#555">{caption_html(shot)}</div>'


def shots_html(shots: Sequence[ShotLike], failures: Sequence[Failure], thumb_width: int) -> str:
    """A self-contained grid (data-URI images) of every shot with its caption, then
    the failures."""
    cells = [
        f'<figure style="margin:0;width:{thumb_width}px">'
        # Twice the shown width (sharp on high-density screens), cut at the shown height.
        f'<img src="{thumbnail_uri(s.data, thumb_width * 2, thumb_width * 4)}" '
        f'alt="{html.escape(s.title or s.name)}" '
        f'style="width:100%;max-height:{thumb_width * 2}px;object-fit:cover;'
        f'object-position:top;border:1px solid #ddd">'
        f'<figcaption style="font:12px sans-serif;color:#555">{caption_html(s)}'
        "</figcaption></figure>"
        for s in shots
    ]
    cells += [
        f'<figure style="margin:0;width:{thumb_width}px;font:12px sans-serif;'
        f'color:#b3261e"><b>{html.escape(f.name)}</b> failed<br>'
        f"{html.escape(f.error.message)}</figure>"
        for f in failures
    ]
    return (
        '<div class="nbshot-shots" style="display:flex;flex-wrap:wrap;gap:16px">'
        + "".join(cells)
        + "</div>"
    )


def gallery_page(grid: str, shown: int, failed: int, title: str) -> str:
    """A whole HTML page: ``title``, how many captures (and failures), and ``grid``."""
    return (
        '<!doctype html><html lang="en"><head><meta charset="utf-8">'
        f"<title>{html.escape(title)}</title></head>"
        f'<body style="font-family:sans-serif;margin:24px"><h1>{html.escape(title)}</h1>'
        f"<p>{shown} capture(s)"
        + (f", {failed} failed" if failed else "")
        + f"</p>{grid}</body></html>"
    )
