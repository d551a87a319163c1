"""A description as a result (nbshot.vision.metadata): short deterministic text, and a card
in HTML that escapes whatever the provider or the page said."""

from __future__ import annotations

from nbshot.vision.metadata import ScreenshotMetadata


def test_the_text_says_the_state_components_and_notes_in_a_few_lines() -> None:
    meta = ScreenshotMetadata(
        title="Sign in", description="A sign-in form.", state="error", errors_visible=True,
        components=['form "Sign in"'], accessibility_notes=["Email has no label"],
        provider="local",
    )  # fmt: skip
    assert meta._text().splitlines() == [
        "<ScreenshotMetadata local: 'Sign in'>",
        "A sign-in form.",
        "state: error; errors visible: yes",
        'components: form "Sign in"',
        "a11y: Email has no label",
    ]
    assert set(meta._repr_mimebundle_()) == {"text/plain", "text/html"}


def test_the_card_escapes_what_a_page_or_provider_said() -> None:
    meta = ScreenshotMetadata(title="<script>x</script>", text="<img src=x onerror=alert(1)>",
                              colors=['red" onmouseover="x'], provider="evil<b>")  # fmt: skip
    card = meta._repr_html_()
    assert "<script>" not in card and "<img src=x" not in card and "evil<b>" not in card
    assert "&lt;script&gt;x&lt;/script&gt;" in card
    assert 'title="red&quot; onmouseover=&quot;x"' in card
