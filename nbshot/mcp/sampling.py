"""``describe_screenshot(provider="client")``: the client's own model describes the
picture (``sampling/createMessage``), so the server needs no API key of its own.

The picture (scaled to at most 1568 px) and nbshot's describing prompt go to the
client, which may show them to the person before its model answers; the reply is
read as :class:`~nbshot.vision.metadata.ScreenshotMetadata` the way the remote
providers' replies are (code fences stripped, fields of the wrong shape mended).

The client is not trusted to answer well: the wait is bounded by the server's timeout
(``--timeout``), a reply too long for the tokens asked is refused, and what it says is
cleaned of escape sequences and control characters before it goes into an answer.
"""

from __future__ import annotations

import asyncio
import re
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

from nbshot.config import settings
from nbshot.errors import InvalidArgument, NotAllowed, Timeout, VisionProviderError
from nbshot.mcp.asking import NeedInput, ask
from nbshot.vision.metadata import ScreenshotMetadata

PROVIDER = "client"
MAX_TOKENS = 1024  # a structured description is 200-400 tokens
SYSTEM = "You describe screenshots of user interfaces precisely and briefly."
# Far more than MAX_TOKENS can come to: a longer reply is not an answer to what was asked.
MAX_REPLY_CHARS = 64 * 1024
MAX_MODEL_CHARS = 200  # a model's name, as the client gives it
# What a terminal or an editor acts on instead of showing: escape sequences first (their
# visible tail, "[31m", would stay once ESC went), then control characters but tab and
# newline (C0, DEL, C1) and the bidi controls that reorder what is shown (U+061C,
# U+200E/F, U+202A-E, U+2066-9). The inputs refuse C0 and DEL (nbshot.files); a reply
# is cleaned instead, since the visible text around them is the answer.
_ESCAPES = re.compile(
    r"\x1b\[[0-?]*[ -/]*[@-~]"  # CSI: colours, cursor moves, clearing the screen
    r"|\x1b\][^\x07\x1b]*(?:\x07|\x1b\\)"  # OSC: window titles, links
    r"|\x1b[ -/]*[0-~]"  # the other escapes, and what is left of a broken one
    r"|\x9b[0-?]*[ -/]*[@-~]"  # CSI as its one C1 character
)
_UNSHOWN = re.compile(r"[\x00-\x08\x0b-\x1f\x7f-\x9f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]")


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
    Timeout
        When the client does not answer within the server's timeout.
    VisionProviderError
        When the client refuses (the person said no), or answers no text or too much.
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
    messages = [
        SamplingMessage(role="user", content=picture),
        SamplingMessage(role="user", content=question),
    ]
    request = CreateMessageRequest(
        params=CreateMessageRequestParams(
            messages=messages, max_tokens=MAX_TOKENS, system_prompt=SYSTEM
        )
    )
    reply = await _sample(ctx, request)
    text = _reply_text(reply)
    model = shown_text(reply.model)[:MAX_MODEL_CHARS]  # the client's text too
    if not structured:
        return text
    meta = parse_reply(text, PROVIDER, model)
    # Again field by field: the JSON's own escapes (\u202e) are characters by now.
    cleaned = {name: _shown(value) for name, value in meta.model_dump().items()}
    return ScreenshotMetadata.model_validate(cleaned)


def shown_text(text: str) -> str:
    """``text`` without what a terminal or editor would act on rather than show: escape
    sequences, control characters (tab and newline stay), bidi controls."""
    return _UNSHOWN.sub("", _ESCAPES.sub("", text))


def _shown(value: Any) -> Any:
    """A metadata field's value cleaned by :func:`shown_text` (strings and lists of them)."""
    if isinstance(value, str):
        return shown_text(value)
    if isinstance(value, list):
        return [_shown(v) for v in value]
    return value


async def _sample(ctx: Any, request: CreateMessageRequest) -> CreateMessageResult:
    """The client's reply to ``request``, waited for at most the server's timeout.

    Raises
    ------
    NeedInput
        When it can only be asked by answering the call with it (2026-07-28).
    Timeout
        When no reply came in time: none was sent, or the transport refused it.
    VisionProviderError
        When the client answers with an error (the person said no, its model failed).
    """
    limit = settings.timeout
    try:
        reply: CreateMessageResult = await asyncio.wait_for(
            ask(ctx, "nbshot.describe", request, CreateMessageResult), limit
        )
    except NeedInput:
        raise
    except asyncio.TimeoutError:
        raise Timeout(
            f"The client did not answer the request to describe the picture within {limit:g} s:"
            " no reply arrived (none was sent, or over HTTP one over 4 MiB was refused)",
            "Answer sooner (the server's --timeout sets the wait), keep the reply short, or "
            "use another provider",
        ) from None
    except MCPError as error:
        raise VisionProviderError(
            f"The client did not describe the picture: {shown_text(str(error))}"[:300],
            "Ask the person to allow it, or use another provider",
        ) from None
    return reply


def _reply_text(reply: CreateMessageResult) -> str:
    """The reply's text, stripped and cleaned by :func:`shown_text`.

    Raises
    ------
    VisionProviderError
        For a reply that is no text, nothing visible, or longer than MAX_REPLY_CHARS.
    """
    content = reply.content
    if isinstance(content, TextContent) and len(content.text) > MAX_REPLY_CHARS:
        raise VisionProviderError(
            f"The client's model answered {len(content.text):,} characters, more than the "
            f"{MAX_REPLY_CHARS:,} a {MAX_TOKENS}-token description can be",
            "Try again, or use another provider",
        )
    text = shown_text(content.text).strip() if isinstance(content, TextContent) else ""
    if not text:
        raise VisionProviderError(
            "The client's model answered no text", "Try again, or use another provider"
        )
    return text


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
        raise InvalidArgument(
            f"{file.name!r} is not a PNG or JPEG image", "Pass a screenshot file (.png or .jpg)"
        )
    check_pixels(raw, file.name)
    return prepare_image(ImageInput(raw, mime, name=file.stem))
