"""Model providers (``anthropic``, ``openai``, ``ollama``) through their official SDKs.

Each is an optional extra (``pip install nbshot[anthropic]``). Keys and hosts come
from the SDKs' standard environment variables (ANTHROPIC_API_KEY, OPENAI_API_KEY,
OLLAMA_HOST; ANTHROPIC_BASE_URL / OPENAI_BASE_URL too), or ``base_url=`` /
``api_key=`` when the provider is built by hand::

    nbshot.describe(shot, provider=OpenAIProvider(model="gpt-4o", base_url=...))

The SDKs' own retries are off: nbshot retries 429, 5xx and timeouts twice with
exponential backoff, and nothing else, so a bad key fails at once.
"""

from __future__ import annotations

import base64
import contextlib
import io
import json
import os
import re
import time
import typing
from typing import Any

from PIL import Image
from pydantic import ValidationError

from nbshot.errors import InvalidArgument, VisionProviderBusy, VisionProviderError
from nbshot.vision.metadata import ScreenshotMetadata
from nbshot.vision.providers import ImageInput, register

MAX_SIDE = 1568  # longest image side sent: larger images are downscaled first
RETRIES = 2
BACKOFF_S = 0.5
TIMEOUT_S = 60.0

DEFAULT_PROMPT = (
    "Describe this screenshot of a user interface for a tester and an agent who cannot see it."
)
JSON_INSTRUCTION = (
    "Answer with one JSON object and nothing else, with these keys: "
    '"title" (string), "description" (1-2 sentences), "components" (list of strings: '
    'landmarks and widgets on screen), "state" ("error", "success", "loading", "empty" '
    'or "normal"), "errors_visible" (true/false), "accessibility_notes" (list of '
    'strings), "text" (visible text excerpt), "colors" (dominant colours as #rrggbb).'
)
_FENCE = re.compile(r"^```[a-zA-Z]*\s*|\s*```$")


def prepare_image(image: ImageInput) -> tuple[str, str]:
    """Base64 of the image, downscaled so its longest side is at most MAX_SIDE."""
    data, mime = image.data, image.mime
    with Image.open(io.BytesIO(data)) as img:
        if max(img.size) > MAX_SIDE:
            scale = MAX_SIDE / max(img.size)
            size = (max(1, round(img.width * scale)), max(1, round(img.height * scale)))
            buffer = io.BytesIO()
            img.convert("RGB").resize(size, Image.Resampling.LANCZOS).save(buffer, format="PNG")
            data, mime = buffer.getvalue(), "image/png"
    return base64.b64encode(data).decode(), mime


def build_prompt(prompt: str | None, structured: bool) -> str:
    """The user's prompt (or the default) with the JSON instruction when structured."""
    text = prompt or DEFAULT_PROMPT
    return f"{text}\n\n{JSON_INSTRUCTION}" if structured else text


def parse_reply(text: str, provider: str, model: str | None) -> ScreenshotMetadata:
    """Read a model's answer tolerantly: code fences stripped, the first JSON object
    used, a field of the wrong shape mended (a string where a list belongs becomes a
    list of it) or else dropped, never the whole answer; anything that is no JSON
    object becomes the description."""
    body = _FENCE.sub("", text.strip()).strip()
    start, end = body.find("{"), body.rfind("}")
    data = None
    if start >= 0 and end > start:
        with contextlib.suppress(ValueError):
            data = json.loads(body[start : end + 1])
    if not isinstance(data, dict):
        return ScreenshotMetadata(description=text.strip(), provider=provider, model=model)
    known = {k: _mended(k, v) for k, v in data.items() if k in ScreenshotMetadata.model_fields}
    known.update(provider=provider, model=model)
    while True:
        try:
            return ScreenshotMetadata.model_validate(known)
        except ValidationError as exc:
            wrong = {str(e["loc"][0]) for e in exc.errors() if e["loc"]}
            if not wrong & set(known):
                return ScreenshotMetadata(description=text.strip(), provider=provider, model=model)
            for name in wrong:
                known.pop(name, None)


_LIST_FIELDS = {
    name
    for name, field in ScreenshotMetadata.model_fields.items()
    if typing.get_origin(field.annotation) is list
}


def _mended(name: str, value: Any) -> Any:
    """A model's value in the shape the field takes, where the meaning is plain."""
    if name in _LIST_FIELDS:
        if isinstance(value, str):
            return [value] if value.strip() else []
        if isinstance(value, list):
            return [v if isinstance(v, str) else json.dumps(v) for v in value]
    elif isinstance(value, list) and all(isinstance(v, str) for v in value):
        return ", ".join(value)  # a list where one text belongs
    return value


class RemoteProvider:
    """What the three SDK providers share: prompt, image, retries, parsing.

    Subclasses set ``name``, ``default_model``, ``key_env`` and implement ``_send``
    and ``_status`` (the HTTP status of an SDK error, or None for a timeout).
    """

    name = ""
    default_model = ""
    key_env: str | None = None

    def __init__(
        self,
        model: str | None = None,
        *,
        base_url: str | None = None,
        api_key: str | None = None,
        timeout: float = TIMEOUT_S,
    ) -> None:
        self.model = model or self.default_model
        self.base_url = base_url
        self.api_key = api_key
        self.timeout = timeout

    def _key(self) -> str | None:
        if self.key_env is None:
            return None
        key = self.api_key or os.environ.get(self.key_env)
        if not key:
            raise VisionProviderError(
                f"No API key for {self.name}: {self.key_env} is not set",
                f"Set {self.key_env}, or use provider='local' (offline, no key)",
            )
        return key

    def describe(
        self, image: ImageInput, *, prompt: str | None, structured: bool
    ) -> ScreenshotMetadata | str:
        key = self._key()  # before anything is sent
        b64, mime = prepare_image(image)
        text = self._with_retries(
            lambda: self._send(key, b64, mime, build_prompt(prompt, structured))
        )
        return parse_reply(text, self.name, self.model) if structured else text.strip()

    def _with_retries(self, call: Any) -> str:
        for attempt in range(RETRIES + 1):
            try:
                return str(call())
            except ImportError as exc:
                raise InvalidArgument(
                    f"The {self.name} SDK is not installed ({exc.name})",
                    f"pip install 'nbshot[{self.name}]'",
                ) from None
            except Exception as exc:
                status = self._status(exc)
                if status is _NOT_OURS:
                    raise
                if status in (401, 403):
                    hint = f"Check {self.key_env}" if self.key_env else "Check the server's access"
                    raise VisionProviderError(
                        f"{self.name} rejected the request ({status}): the key is missing or wrong",
                        hint,
                    ) from None
                busy = status is None or status == 429 or status >= 500
                if not busy:
                    raise VisionProviderError(
                        f"{self.name} refused the request ({status}): {_first_line(exc)}",
                        "Check the model name and the image",
                    ) from None
                if attempt == RETRIES:
                    what = "timed out" if status is None else f"answered {status}"
                    raise VisionProviderBusy(
                        f"{self.name} {what} {RETRIES + 1} times", "Try again later"
                    ) from None
                time.sleep(BACKOFF_S * 2**attempt)
        raise AssertionError("unreachable")

    def _send(self, key: str | None, b64: str, mime: str, prompt: str) -> str:
        raise NotImplementedError

    def _status(self, exc: Exception) -> Any:
        raise NotImplementedError


_NOT_OURS = object()  # _status's answer for an exception that is not the SDK's


def _first_line(exc: Exception) -> str:
    return (str(exc).strip().splitlines() or [type(exc).__name__])[0][:200]


class AnthropicProvider(RemoteProvider):
    name = "anthropic"
    default_model = "claude-sonnet-5-5"
    key_env = "ANTHROPIC_API_KEY"

    def _send(self, key: str | None, b64: str, mime: str, prompt: str) -> str:
        import anthropic

        client = anthropic.Anthropic(
            api_key=key, base_url=self.base_url, max_retries=0, timeout=self.timeout
        )
        source = {"type": "base64", "media_type": mime, "data": b64}
        content: Any = [{"type": "image", "source": source}, {"type": "text", "text": prompt}]
        reply = client.messages.create(
            model=self.model, max_tokens=1024, messages=[{"role": "user", "content": content}]
        )
        return "".join(getattr(block, "text", "") for block in reply.content)

    def _status(self, exc: Exception) -> Any:
        import anthropic

        if isinstance(exc, anthropic.APIStatusError):
            return exc.status_code
        if isinstance(exc, anthropic.APIConnectionError):  # includes timeouts
            return None
        return _NOT_OURS


class OpenAIProvider(RemoteProvider):
    name = "openai"
    default_model = "gpt-4o-mini"
    key_env = "OPENAI_API_KEY"

    def _send(self, key: str | None, b64: str, mime: str, prompt: str) -> str:
        import openai

        client = openai.OpenAI(
            api_key=key, base_url=self.base_url, max_retries=0, timeout=self.timeout
        )
        content: Any = [
            {"type": "text", "text": prompt},
            {"type": "image_url", "image_url": {"url": f"data:{mime};base64,{b64}"}},
        ]
        reply = client.chat.completions.create(
            model=self.model, messages=[{"role": "user", "content": content}]
        )
        return reply.choices[0].message.content or ""

    def _status(self, exc: Exception) -> Any:
        import openai

        if isinstance(exc, openai.APIStatusError):
            return exc.status_code
        if isinstance(exc, openai.APIConnectionError):
            return None
        return _NOT_OURS


class OllamaProvider(RemoteProvider):
    name = "ollama"
    default_model = "llava"
    key_env = None  # a local server; OLLAMA_HOST says where

    def _send(self, key: str | None, b64: str, mime: str, prompt: str) -> str:
        import ollama

        client = ollama.Client(host=self.base_url, timeout=self.timeout)
        reply = client.chat(
            model=self.model,
            messages=[{"role": "user", "content": prompt, "images": [b64]}],
            stream=False,
        )
        return str(reply.message.content or "")

    def _status(self, exc: Exception) -> Any:
        import httpx
        import ollama

        if isinstance(exc, ollama.ResponseError):
            return exc.status_code
        if isinstance(exc, (httpx.TimeoutException, httpx.ConnectError, ConnectionError)):
            return None
        return _NOT_OURS


register("anthropic", AnthropicProvider)
register("openai", OpenAIProvider)
register("ollama", OllamaProvider)
