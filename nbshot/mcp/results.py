"""How tool results look to a model: images scaled and kept small, text plus
structured content, and nbshot's errors as ``isError`` results carrying their code."""

from __future__ import annotations

import base64
import io
from collections.abc import Awaitable
from typing import Any, TypeVar

from mcp.types import CallToolResult, ImageContent, ResourceLink, TextContent, ToolAnnotations

from nbshot import secrets
from nbshot.errors import NbshotError
from nbshot.model.images import image_size

T = TypeVar("T")
MAX_SIDE = 1568  # longest side of an image sent to a model
MAX_IMAGE_BYTES = 750_000  # clients cap inline images around 1 MB of base64
# Answers are a model's context: a page's 1 MB <title> must not become 1 MB of it.
MAX_TEXT = 100_000  # characters of an answer's text
MAX_TITLE = 1_000  # characters of a title in the structured content
MAX_STRING = 10_000  # characters of any other string there
MAX_LIST = 1_000  # items of a list there
_PNG = b"\x89PNG\r\n\x1a\n"

READ_ONLY = ToolAnnotations(read_only_hint=True, open_world_hint=False)
LOADS_PAGES = ToolAnnotations(read_only_hint=True, open_world_hint=True)
ACTS = ToolAnnotations(read_only_hint=False, destructive_hint=True, open_world_hint=True)
WRITES = ToolAnnotations(read_only_hint=False, destructive_hint=False, open_world_hint=True)


THUMB_SIDE = 400  # longest side of a thumbnail (image="thumb"): ~170 tokens, not ~1,200


def image(data: bytes, max_side: int = MAX_SIDE) -> ImageContent:
    """An image for a model: at most ``max_side`` px, PNG if small enough, else JPEG.

    A PNG that already fits is sent as it is: decoding and encoding it again
    would cost more than the capture's own screenshot."""
    if data[:8] == _PNG and len(data) <= MAX_IMAGE_BYTES and max(image_size(data)) <= max_side:
        return ImageContent(
            type="image", data=base64.b64encode(data).decode(), mime_type="image/png"
        )
    from PIL import Image

    with Image.open(io.BytesIO(data)) as img:
        img.load()
        picture = img.convert("RGB")
    if max(picture.size) > max_side:
        scale = max_side / max(picture.size)
        picture = picture.resize((round(picture.width * scale), round(picture.height * scale)))
    buf = io.BytesIO()
    picture.save(buf, format="PNG", optimize=True)
    mime = "image/png"
    if buf.tell() > MAX_IMAGE_BYTES:
        buf = io.BytesIO()
        picture.save(buf, format="JPEG", quality=80)
        mime = "image/jpeg"
    return ImageContent(
        type="image", data=base64.b64encode(buf.getvalue()).decode(), mime_type=mime
    )


def result(
    text: str,
    data: dict[str, Any] | None = None,
    picture: bytes | ImageContent | None = None,
    error: bool = False,
    links: list[ResourceLink] | None = None,
) -> CallToolResult:
    """One tool answer: the picture (if any; bytes are scaled by :func:`image`), links
    to resources (:mod:`nbshot.mcp.resources`), the text, and the structured data,
    with every remembered secret masked (the last guard: trees and history mask them
    first)."""
    content: list[Any] = []
    if picture is not None:
        content.append(picture if isinstance(picture, ImageContent) else image(picture))
    content.extend(links or ())
    content.append(TextContent(type="text", text=bounded_text(secrets.redact(text))))
    return CallToolResult(content=content, structured_content=_redacted(data), is_error=error)


def bounded_text(text: str) -> str:
    """``text`` cut to MAX_TEXT characters, with a note saying how much and how to
    ask for less. Cut after masking: a cut secret would no longer be found."""
    if len(text) <= MAX_TEXT:
        return text
    return (
        text[:MAX_TEXT] + f"\n... {len(text) - MAX_TEXT} more characters not shown "
        f"(answers stop at {MAX_TEXT}): narrow the call, e.g. a target selector, "
        "depth=, the find tool, or fewer items"
    )


def _redacted(value: Any, key: str = "") -> Any:
    """``value`` with secrets masked and every string and list bounded (MAX_TITLE for
    a title, else MAX_STRING characters; MAX_LIST items)."""
    if isinstance(value, str):
        limit = MAX_TITLE if key == "title" else MAX_STRING
        masked = secrets.redact(value)
        return masked if len(masked) <= limit else masked[: limit - 1] + "…"
    if isinstance(value, dict):
        return {k: _redacted(v, str(k)) for k, v in value.items()}
    if isinstance(value, list):
        return [_redacted(v, key) for v in value[:MAX_LIST]]
    return value


def failure(
    error: NbshotError, extra: dict[str, Any] | None = None, picture: bytes | None = None
) -> CallToolResult:
    """An ``isError`` answer: what went wrong and what to try, with code and retryable."""
    return result(error.message, {**error.to_dict(), **(extra or {})}, picture, error=True)


async def answer(work: Awaitable[CallToolResult]) -> CallToolResult:
    """Await a tool's work; an NbshotError becomes an ``isError`` result."""
    try:
        return await work
    except NbshotError as error:
        return failure(error)


def lean_schema(schema: Any) -> None:
    """Make a published JSON schema shorter, in place, without changing what it accepts
    from a model that leaves optional inputs out.

    - pydantic's ``title`` keys go: they repeat each name ("Full Page" for full_page).
    - An optional input (``str | None = None``) is published as its type alone, not
      ``anyOf [string, null]`` with ``default: null``: not being required already says
      it may be left out.

    Together they were a third of the tool definitions a client loads into its model's
    context. Validation uses the function's own model, which still takes null.
    """
    if isinstance(schema, dict):
        schema.pop("title", None)
        for key, value in schema.items():
            if key == "properties" and isinstance(value, dict):
                for name, prop in value.items():
                    value[name] = _without_null(prop)
                    lean_schema(value[name])
            elif isinstance(value, (dict, list)):
                lean_schema(value)
    elif isinstance(schema, list):
        for item in schema:
            lean_schema(item)


def _without_null(prop: Any) -> Any:
    """``{anyOf: [X, {type: null}], default: null, ...}`` as ``{...X, ...}``."""
    if not isinstance(prop, dict) or "default" not in prop or prop["default"] is not None:
        return prop
    options = prop.get("anyOf")
    if not isinstance(options, list) or len(options) != 2 or {"type": "null"} not in options:
        return prop
    kept = next(o for o in options if o != {"type": "null"})
    rest = {k: v for k, v in prop.items() if k not in ("anyOf", "default")}
    return {**kept, **rest}
