"""Vision metadata: structured descriptions of screenshots, offline by default."""

from nbshot.vision.describe import describe, describe_many, write_index, write_sidecar
from nbshot.vision.metadata import ScreenshotMetadata
from nbshot.vision.providers import ImageInput, Provider, get_provider, providers, register

from . import local as _local  # noqa: F401 - registers the "local" provider
from . import remote as _remote  # noqa: F401 - registers anthropic, openai, ollama

__all__ = [
    "ImageInput",
    "Provider",
    "ScreenshotMetadata",
    "describe",
    "describe_many",
    "get_provider",
    "providers",
    "register",
    "write_index",
    "write_sidecar",
]
