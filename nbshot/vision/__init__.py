"""Vision metadata: structured descriptions of screenshots, offline by default."""

from . import local as _local  # noqa: F401 - registers the "local" provider
from . import remote as _remote  # noqa: F401 - registers anthropic, openai, ollama
from .describe import describe, describe_many, write_index, write_sidecar
from .metadata import ScreenshotMetadata
from .providers import ImageInput, Provider, get_provider, providers, register

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
