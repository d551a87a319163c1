"""The widget view of a shot (nbshot.model.shot_widget), and where widgets do not render."""

from __future__ import annotations

import pytest

import nbshot
from nbshot.demo import DemoSite


def test_widget_view_and_where_widgets_do_not_render(signin: nbshot.Shot) -> None:
    view = signin.widget()
    image, caption = view.children
    assert image.value == signin.data
    assert "Sign in" in caption.value
    bundle = view._repr_mimebundle_()  # saved, converted, on GitHub: the shot, no repr
    assert "application/vnd.jupyter.widget-view+json" in bundle
    assert bundle["text/html"] == signin._repr_mimebundle_()["text/html"]
    assert "VBox(" not in bundle["text/plain"]


@pytest.fixture(scope="module")
def signin(demo: DemoSite, tmp_path_factory: pytest.TempPathFactory) -> nbshot.Shot:
    return nbshot.capture(demo.url_for("signin"), out_dir=tmp_path_factory.mktemp("shot"))
