"""``Shot.widget()``: an ipywidgets view of a shot that still shows the shot where
widgets cannot render."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import ipywidgets as widgets

from nbshot.model.gallery import caption_html

if TYPE_CHECKING:
    from nbshot.model.shot_parts import ShotLike


class ShotView(widgets.VBox):  # type: ignore[misc]
    """The image and its caption as widgets. Its display carries the shot's own
    picture and text beside the widget view, so a notebook saved without widget
    state, nbconvert HTML and GitHub show the picture, not ``VBox(children=...)``."""

    def __init__(self, shot: ShotLike) -> None:
        layout = {"max_width": "100%", "width": f"{shot.css_width}px"}  # at CSS size
        image = widgets.Image(value=shot.data, format=shot.format, layout=layout)
        super().__init__([image, widgets.HTML(caption_html(shot))])
        self.shot = shot

    def _repr_mimebundle_(self, **kwargs: Any) -> dict[str, Any]:
        bundle: dict[str, Any] = dict(super()._repr_mimebundle_(**kwargs) or {})
        bundle.update(self.shot._repr_mimebundle_())
        return bundle
