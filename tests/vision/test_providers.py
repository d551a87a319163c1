"""Vision providers by name (nbshot.vision.providers): the shipped ones listed, a new one
registered and used by describe(), an unknown name told the known ones."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

import nbshot
from nbshot.vision.providers import _REGISTRY, ImageInput, get_provider, providers, register


class _Counter:
    """A provider that answers how many bytes it was shown."""

    name = "counter"

    def __init__(self, model: str | None = None) -> None:
        self.model = model

    def describe(self, image: ImageInput, *, prompt: str | None, structured: bool) -> Any:
        return f"{self.model}: {len(image.data)} bytes of {image.mime}, prompt {prompt!r}"


def test_a_registered_provider_is_used_by_name(tmp_path: Path) -> None:
    assert {"local", "anthropic", "openai", "ollama"} <= set(providers())
    register("counter", _Counter)
    try:
        assert "counter" in providers()
        assert get_provider("counter", model="m1").model == "m1"
        shot = nbshot.capture(html="<h1>Orders</h1>", out_dir=tmp_path)
        said = nbshot.describe(shot, provider="counter", model="m2", prompt="hi",
                               structured=False)  # fmt: skip
    finally:
        _REGISTRY.pop("counter")
    assert said == f"m2: {len(shot.data)} bytes of image/png, prompt 'hi'"


def test_an_unknown_provider_is_told_the_registered_ones() -> None:
    with pytest.raises(nbshot.InvalidArgument, match="Unknown vision provider 'gpt-9'") as error:
        get_provider("gpt-9")
    assert "Use one of: " in error.value.message and "local" in error.value.message
