"""How results show a URL (nbshot.model.urls): a page of this process's demo site as
``demo:/path``, any other URL as it is."""

from __future__ import annotations

from nbshot.demo import DemoSite
from nbshot.model.urls import shown_text, shown_url


def test_demo_pages_are_shown_as_demo_targets_and_others_as_they_are(demo: DemoSite) -> None:
    assert shown_url(demo.url_for("signin")) == "demo:/signin"
    assert shown_url("http://127.0.0.1:9/signin") == "http://127.0.0.1:9/signin"
    message = f"Could not load {demo.url_for('dashboard')} (404)"
    assert shown_text(message) == "Could not load demo:/dashboard (404)"
