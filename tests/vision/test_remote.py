"""Remote vision providers through their real SDKs, against a local server that
speaks each provider's wire format. Nothing leaves 127.0.0.1."""

from __future__ import annotations

import base64
import io
import json
import threading
import time
from collections.abc import Iterator
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any

import pytest
from PIL import Image

import nbshot
from nbshot.vision.remote import MAX_SIDE

GOOD = {
    "title": "Sign in", "description": "A sign-in form.", "components": ["form"],
    "state": "normal", "errors_visible": False, "accessibility_notes": [],
    "text": "Sign in", "colors": ["#ffffff"],
}  # fmt: skip


class FakeVisionServer:
    """Answers Anthropic /v1/messages, OpenAI /v1/chat/completions and Ollama /api/chat
    with scripted (status, text) replies, and keeps every request body."""

    def __init__(self) -> None:
        self.replies: list[tuple[int, str]] = []
        self.requests: list[dict[str, Any]] = []
        self.headers: list[dict[str, str]] = []
        server = self

        class Handler(BaseHTTPRequestHandler):
            def do_POST(self) -> None:
                body = json.loads(self.rfile.read(int(self.headers["Content-Length"])))
                server.requests.append(body)
                server.headers.append(dict(self.headers))
                status, text = server.replies.pop(0) if server.replies else (200, "")
                if status == 0:  # a reply that comes too late: sleep, then answer
                    time.sleep(float(text))
                    status, text = 200, json.dumps(GOOD)
                payload = server.payload(self.path, status, text, body.get("model", ""))
                data = json.dumps(payload).encode()
                self.send_response(status)
                self.send_header("Content-Type", "application/json")
                self.send_header("Content-Length", str(len(data)))
                self.end_headers()
                self.wfile.write(data)

            def log_message(self, *args: Any) -> None:
                pass

        self.httpd = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.url = f"http://127.0.0.1:{self.httpd.server_address[1]}"
        threading.Thread(
            target=self.httpd.serve_forever, kwargs={"poll_interval": 0.05}, daemon=True
        ).start()

    @staticmethod
    def payload(path: str, status: int, text: str, model: str) -> dict[str, Any]:
        if path.endswith("/v1/messages"):
            if status != 200:
                return {"type": "error", "error": {"type": "api_error", "message": text}}
            return {
                "id": "msg_1", "type": "message", "role": "assistant", "model": model,
                "content": [{"type": "text", "text": text}], "stop_reason": "end_turn",
                "stop_sequence": None, "usage": {"input_tokens": 5, "output_tokens": 5},
            }  # fmt: skip
        if path.endswith("/chat/completions"):
            if status != 200:
                return {"error": {"message": text, "type": "error", "code": None}}
            return {
                "id": "chatcmpl-1", "object": "chat.completion", "created": 0, "model": model,
                "choices": [{"index": 0, "finish_reason": "stop",
                             "message": {"role": "assistant", "content": text}}],
                "usage": {"prompt_tokens": 5, "completion_tokens": 5, "total_tokens": 10},
            }  # fmt: skip
        if status != 200:
            return {"error": text}
        return {
            "model": model, "created_at": "2025-01-01T00:00:00Z", "done": True,
            "message": {"role": "assistant", "content": text},
        }  # fmt: skip

    def sent_image(self, provider: str) -> bytes:
        body = self.requests[-1]
        if provider == "anthropic":
            data = body["messages"][0]["content"][0]["source"]["data"]
        elif provider == "openai":
            data = body["messages"][0]["content"][1]["image_url"]["url"].split("base64,", 1)[1]
        else:
            data = body["messages"][0]["images"][0]
        return base64.b64decode(data)

    def sent_prompt(self, provider: str) -> str:
        message = self.requests[-1]["messages"][0]
        if provider == "anthropic":
            return str(message["content"][1]["text"])
        if provider == "openai":
            return str(message["content"][0]["text"])
        return str(message["content"])

    def close(self) -> None:
        self.httpd.shutdown()
        self.httpd.server_close()


@pytest.fixture
def server(monkeypatch: pytest.MonkeyPatch) -> Iterator[FakeVisionServer]:
    fake = FakeVisionServer()
    monkeypatch.setenv("ANTHROPIC_API_KEY", "test-anthropic-key")
    monkeypatch.setenv("ANTHROPIC_BASE_URL", fake.url)
    monkeypatch.setenv("OPENAI_API_KEY", "test-openai-key")
    monkeypatch.setenv("OPENAI_BASE_URL", fake.url + "/v1")
    monkeypatch.setenv("OLLAMA_HOST", fake.url)
    monkeypatch.setattr("nbshot.vision.remote.BACKOFF_S", 0.05)
    yield fake
    fake.close()


@pytest.fixture(scope="module")
def png(tmp_path_factory: pytest.TempPathFactory) -> Path:
    path = tmp_path_factory.mktemp("img") / "screen.png"
    Image.new("RGB", (200, 100), "#3366cc").save(path)
    return path


PROVIDERS = ["anthropic", "openai", "ollama"]


@pytest.mark.parametrize("provider", PROVIDERS)
def test_plain_json_reply(server: FakeVisionServer, png: Path, provider: str) -> None:
    server.replies = [(200, json.dumps(GOOD))]
    meta = nbshot.describe(png, provider=provider, model="vision-test-1")
    assert meta.title == "Sign in" and meta.components == ["form"]
    assert meta.provider == provider and meta.model == "vision-test-1"
    assert server.requests[-1]["model"] == "vision-test-1"
    assert server.sent_image(provider) == png.read_bytes()
    assert '"errors_visible"' in server.sent_prompt(provider)


@pytest.mark.parametrize("provider", PROVIDERS)
def test_fenced_json_and_custom_prompt(server: FakeVisionServer, png: Path, provider: str) -> None:
    server.replies = [(200, "Here you go:\n```json\n" + json.dumps(GOOD) + "\n```")]
    meta = nbshot.describe(png, provider=provider, prompt="Focus on the form.")
    assert meta.description == "A sign-in form."
    prompt = server.sent_prompt(provider)
    assert prompt.startswith("Focus on the form.") and "one JSON object" in prompt


@pytest.mark.parametrize("provider", PROVIDERS)
def test_non_json_reply_becomes_the_description(
    server: FakeVisionServer, png: Path, provider: str
) -> None:
    server.replies = [(200, "A blue rectangle, nothing else.")]
    meta = nbshot.describe(png, provider=provider)
    assert meta.description == "A blue rectangle, nothing else." and meta.title == ""
    server.replies = [(200, "Plain words.")]
    assert nbshot.describe(png, provider=provider, structured=False) == "Plain words."
    assert "JSON" not in server.sent_prompt(provider)


@pytest.mark.parametrize("provider", PROVIDERS)
def test_429_then_200_is_retried(server: FakeVisionServer, png: Path, provider: str) -> None:
    server.replies = [(429, "slow down"), (200, json.dumps(GOOD))]
    meta = nbshot.describe(png, provider=provider)
    assert meta.title == "Sign in" and len(server.requests) == 2


@pytest.mark.parametrize("provider", PROVIDERS)
def test_persistent_5xx_gives_up_after_two_retries(
    server: FakeVisionServer, png: Path, provider: str
) -> None:
    server.replies = [(503, "down")] * 3
    with pytest.raises(nbshot.errors.VisionProviderBusy, match="answered 503 3 times"):
        nbshot.describe(png, provider=provider)
    assert len(server.requests) == 3


@pytest.mark.parametrize("provider", PROVIDERS)
def test_401_names_the_key_and_is_not_retried(
    server: FakeVisionServer, png: Path, provider: str
) -> None:
    server.replies = [(401, "bad key")]
    with pytest.raises(nbshot.errors.VisionProviderError, match="rejected the request \\(401\\)"):
        nbshot.describe(png, provider=provider)
    assert len(server.requests) == 1


@pytest.mark.parametrize(("provider", "env"), [("anthropic", "ANTHROPIC_API_KEY"),
                                               ("openai", "OPENAI_API_KEY")])  # fmt: skip
def test_missing_key_names_the_variable_before_sending(
    server: FakeVisionServer, png: Path, provider: str, env: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.delenv(env)
    with pytest.raises(nbshot.errors.VisionProviderError, match=f"{env} is not set"):
        nbshot.describe(png, provider=provider)
    assert server.requests == []


@pytest.mark.parametrize(
    ("provider", "cls"),
    [
        ("anthropic", "AnthropicProvider"),
        ("openai", "OpenAIProvider"),
        ("ollama", "OllamaProvider"),
    ],
)
def test_a_timeout_is_retried(server: FakeVisionServer, png: Path, provider: str, cls: str) -> None:
    from nbshot.vision import remote

    impatient = getattr(remote, cls)(timeout=0.5)
    server.replies = [(0, "2.0"), (200, json.dumps(GOOD))]
    meta = nbshot.describe(png, provider=impatient)
    assert meta.title == "Sign in" and len(server.requests) == 2


def test_large_images_are_downscaled(server: FakeVisionServer, tmp_path: Path) -> None:
    big = tmp_path / "big.png"
    Image.new("RGB", (3136, 1000), "white").save(big)
    server.replies = [(200, json.dumps(GOOD))]
    nbshot.describe(big, provider="openai")
    with Image.open(io.BytesIO(server.sent_image("openai"))) as sent:
        assert max(sent.size) == MAX_SIDE and sent.size == (MAX_SIDE, 500)


def test_a_refused_file_is_never_sent(server: FakeVisionServer, tmp_path: Path) -> None:
    fake = tmp_path / "notes.png"
    fake.write_text("#!/bin/sh\necho not an image\n")
    with pytest.raises(nbshot.InvalidArgument, match="not a PNG or JPEG"):
        nbshot.describe(fake, provider="anthropic")
    assert server.requests == []


def test_a_field_of_the_wrong_shape_is_mended_or_dropped_not_the_whole_answer() -> None:
    from nbshot.vision.remote import parse_reply

    reply = ('```json\n{"title": "Checkout", "description": "Payment failed", '
             '"components": "form", "accessibility_notes": "ok", "errors_visible": "maybe", '
             '"state": ["error"], "colors": ["#ffffff", 3]}\n```')  # fmt: skip
    meta = parse_reply(reply, "openai", "m")
    assert meta.title == "Checkout" and meta.description == "Payment failed"
    assert meta.components == ["form"] and meta.accessibility_notes == ["ok"]
    assert meta.state == "error" and meta.colors == ["#ffffff", "3"]
    assert meta.errors_visible is False  # "maybe" is no yes or no: that field alone is dropped
    assert parse_reply("no JSON here", "openai", "m").description == "no JSON here"
