"""``describe_screenshot(provider="client")``: the client's own model describes the
picture (``sampling/createMessage``), so the server needs no API key of its own.

The picture (scaled to at most 1568 px) and nbshot's describing prompt go to the
client, which may show them to the person before its model answers; the reply is
read as :class:`~nbshot.vision.metadata.ScreenshotMetadata` the way the remote
providers' replies are (code fences stripped, fields of the wrong shape mended).
"""

from __future__ import annotations

import asyncio
from pathlib import Path
from typing import Any

from mcp.shared.exceptions import MCPError
from mcp.types import (
    CreateMessageRequest,
    CreateMessageRequestParams,
    CreateMessageResult,
    ImageContent,
    SamplingMessage,
    TextContent,
)

from nbshot.errors import InvalidArgument, NotAllowed, VisionProviderError
from nbshot.mcp.asking import NeedInput, ask
from nbshot.vision.metadata import ScreenshotMetadata

PROVIDER = "client"
MAX_TOKENS = 1024  # a structured description is 200-400 tokens
SYSTEM = "You describe screenshots of user interfaces precisely and briefly."


async def describe_with_client(
    ctx: Any, file: Path, prompt: str | None, structured: bool
) -> ScreenshotMetadata | str:
    """The client's model's description of the PNG/JPEG at ``file``.

    Raises
    ------
    NotAllowed
        When the client offers no sampling (it cannot lend its model).
    InvalidArgument
        For a file that is not a PNG or JPEG.
    VisionProviderError
        When the client refuses (the person said no) or answers no text.
    """
    capabilities = ctx.client_capabilities
    if capabilities is None or capabilities.sampling is None:
        raise NotAllowed(
            "This client cannot describe pictures for the server: it offers no sampling",
            "Use provider='local' (offline), a vision provider whose key the server has, "
            "or a client with sampling",
        )
    data, mime = await asyncio.to_thread(_picture, file)
    from nbshot.vision.remote import build_prompt, parse_reply

    picture = ImageContent(type="image", data=data, mime_type=mime)
    question = TextContent(type="text", text=build_prompt(prompt, structured))
    # Two messages of one block each: every client takes that (arrays came in 2025-11).
    messages = [SamplingMessage(role="user", content=picture),
                SamplingMessage(role="user", content=question)]  # fmt: skip
    request = CreateMessageRequest(params=CreateMessageRequestParams(
        messages=messages, max_tokens=MAX_TOKENS, system_prompt=SYSTEM))  # fmt: skip
    try:
        reply = await ask(ctx, "nbshot.describe", request, CreateMessageResult)
    except NeedInput:
        raise
    except MCPError as error:
        raise VisionProviderError(
            f"The client did not describe the picture: {error}"[:300],
            "Ask the person to allow it, or use another provider",
        ) from None
    content = reply.content
    if not isinstance(content, TextContent) or not content.text.strip():
        raise VisionProviderError("The client's model answered no text",
                                  "Try again, or use another provider")  # fmt: skip
    if not structured:
        return content.text.strip()
    return parse_reply(content.text, PROVIDER, reply.model)


def _picture(file: Path) -> tuple[str, str]:
    """Base64 and MIME type of the image at ``file``, scaled for a model; only a PNG
    or JPEG (by its bytes) passes."""
    from nbshot.model.images import check_pixels
    from nbshot.vision.providers import ImageInput
    from nbshot.vision.remote import prepare_image

    raw = file.read_bytes()
    if raw.startswith(b"\x89PNG\r\n\x1a\n"):
        mime = "image/png"
    elif raw.startswith(b"\xff\xd8\xff"):
        mime = "image/jpeg"
    else:
        raise InvalidArgument(f"{file.name!r} is not a PNG or JPEG image",
                              "Pass a screenshot file (.png or .jpg)")  # fmt: skip
    check_pixels(raw, file.name)
    return prepare_image(ImageInput(raw, mime, name=file.stem))
