"""The provider registry: ``register(name, cls)`` adds a way to describe screenshots."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Protocol

from nbshot.errors import InvalidArgument

if TYPE_CHECKING:
    from nbshot.model.a11y import A11yTree
    from nbshot.vision.metadata import ScreenshotMetadata


@dataclass(frozen=True)
class ImageInput:
    """What a provider gets: the PNG/JPEG bytes and whatever nbshot knows about them."""

    data: bytes
    mime: str
    name: str = ""
    title: str = ""
    url: str = ""
    tree: A11yTree | None = None
    facts: dict[str, Any] | None = None


class Provider(Protocol):
    """Describes one image. ``structured=False`` returns the provider's plain text."""

    name: str
    model: str | None

    def describe(
        self, image: ImageInput, *, prompt: str | None, structured: bool
    ) -> ScreenshotMetadata | str: ...


_REGISTRY: dict[str, type[Any]] = {}


def register(name: str, cls: type[Any]) -> None:
    """Make ``describe(..., provider=name)`` use ``cls(model=...)``."""
    _REGISTRY[name] = cls


def providers() -> list[str]:
    return sorted(_REGISTRY)


def get_provider(name: str, model: str | None = None) -> Provider:
    """An instance of the provider registered as ``name``.

    Raises
    ------
    InvalidArgument
        For a name nobody registered.
    """
    if name not in _REGISTRY:
        raise InvalidArgument(
            f"Unknown vision provider {name!r}", f"Use one of: {', '.join(providers())}"
        )
    provider: Provider = _REGISTRY[name](model=model)
    return provider
