"""A password typed through the MCP server appears in no answer, file or log, and an
agent that knows the names of the server's environment variables reads none of them."""

from __future__ import annotations

import base64
import json
import logging
import os
import sys
import threading
from collections.abc import Iterator
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any
from urllib.parse import parse_qs, quote, quote_plus, urlsplit

import pytest
from mcp import Client, StdioServerParameters

import mcp_shim
import nbshot

PASSWORD = "hunter2-over-mcp-7f3a"
pytestmark = pytest.mark.anyio


@pytest.fixture
def anyio_backend() -> str:
    return "asyncio"


async def test_a_password_typed_over_mcp_is_in_no_answer_file_or_log(
    tmp_path: Path, caplog: pytest.LogCaptureFixture, monkeypatch: pytest.MonkeyPatch
) -> None:
    caplog.set_level(logging.DEBUG)
    monkeypatch.delenv("PASSWORD", raising=False)  # a docs example sets it in-process
    nbshot.configure(secrets=["PASSWORD"])  # the saved flow reads ${PASSWORD}
    flows = tmp_path / "flows"
    flows.mkdir()
    config = mcp_shim.load_config(flows=flows, runs=tmp_path / "runs", out_dir=tmp_path / "out")
    server = mcp_shim.build_server(config)
    answers = []
    async with Client(server) as client:
        opened = await client.call_tool("open", {"url": "demo:/signin"})
        session = opened.structured_content["session"]
        answers.append(opened)
        answers.append(await client.call_tool("act", {"session": session, "steps": [
            "fill:e19=ada@example.com", f"fill:e21={PASSWORD}"]}))  # fmt: skip
        answers.append(await client.call_tool("snapshot", {"session": session}))
        answers.append(await client.call_tool("find", {"session": session, "text": "Password"}))
        answers.append(await client.call_tool("act", {"session": session, "steps": [
            f"fill:#missing={PASSWORD}"]}))  # fmt: skip
        answers.append(await client.call_tool("act", {"session": session, "steps": [
            "click:e24", "wait:text=Welcome back"]}))  # fmt: skip
        answers.append(await client.call_tool("close", {"session": session, "save_as": "ada"}))
        answers.append(await client.call_tool("run_flow", {"flow": "ada"}))
        monkeypatch.setenv("PASSWORD", PASSWORD)  # where the saved flow reads it from
        answers.append(await client.call_tool("run_flow", {"flow": "ada"}))
    server.state.close_all()  # type: ignore[attr-defined]
    assert not answers[1].is_error and answers[4].is_error
    run = answers[-2].structured_content  # the saved flow reads PASSWORD, not set yet
    assert run["status"] == "failed" and "PASSWORD" in run["error"], run
    assert answers[-1].structured_content["status"] == "ok"  # and replays once it is
    for answer in answers:
        assert PASSWORD not in json.dumps(answer.model_dump(mode="json"))
    written = [p for p in tmp_path.rglob("*") if p.is_file()]
    assert (flows / "ada.ipynb") in written and any(p.name == "run.json" for p in written)
    for path in written:
        assert PASSWORD.encode() not in path.read_bytes(), path
    assert PASSWORD not in caplog.text


CANARY = "canary-of-the-server-9d1e"  # in the server's environment, never listed
TOKEN = "token-of-the-server-51ac"  # nbshot's own variable
LISTED = "Listed/pa55+word&1"  # listed with --secret; every encoding differs from it

# Repeats what is typed in the encodings a page can make, asks its server at each key,
# keeps it in a cookie and in the title.
ECHO_PAGE = b"""<!doctype html><title>Echo</title>
<label>Note <input id=note></label><p id=out></p>
<script>
const note = document.getElementById('note'), out = document.getElementById('out');
note.addEventListener('input', () => {
  const v = note.value;
  out.textContent = [v, v.split('').reverse().join(''), btoa(v), encodeURIComponent(v),
                     v.toUpperCase(), escape(v)].join(' | ');
  document.cookie = 'last=' + encodeURIComponent(v);
  document.title = 'Echo ' + btoa(v);
  fetch('/q?v=' + encodeURIComponent(v));
});
</script>"""


@pytest.fixture
def echo_site() -> Iterator[tuple[str, list[str]]]:
    """The echo page on 127.0.0.1, and the paths its server was asked for."""
    asked: list[str] = []

    class Handler(BaseHTTPRequestHandler):
        def do_GET(self) -> None:
            asked.append(self.path)
            body = ECHO_PAGE if self.path.startswith("/echo") else b"ok"
            self.send_response(200)
            self.send_header("Content-Type", "text/html")
            self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            self.wfile.write(body)

        def log_message(self, *args: Any) -> None:
            pass

    server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    threading.Thread(
        target=server.serve_forever, kwargs={"poll_interval": 0.05}, daemon=True
    ).start()
    yield f"http://127.0.0.1:{server.server_port}", asked
    server.shutdown()
    server.server_close()


def _forms(value: str) -> list[str]:
    raw = value.encode()
    return [
        value,
        value[::-1],
        value.upper(),
        quote(value, safe=""),
        quote_plus(value),
        base64.b64encode(raw).decode(),
        base64.b64encode(raw).decode().rstrip("="),
    ]


async def test_an_agent_reads_no_environment_variable_and_a_listed_secret_stays_masked(
    tmp_path: Path, echo_site: tuple[str, list[str]],
) -> None:  # fmt: skip
    site, asked = echo_site
    env = {**os.environ, "CANARY": CANARY, "NBSHOT_MCP_TOKEN": TOKEN, "LISTED": LISTED}
    params = StdioServerParameters(
        command=sys.executable, args=["-m", "nbshot.mcp", "--secret", "LISTED",
        "--runs", str(tmp_path / "runs"), "--out", str(tmp_path / "out")],
        env=env, cwd=str(tmp_path),
    )  # fmt: skip
    answers: list[Any] = []
    async with Client(params) as client:
        opened = await client.call_tool("open", {"url": f"{site}/echo", "har": True})
        session = opened.structured_content["session"]
        refused = {}
        for step in ["fill:#note=${CANARY}", "fill:#note=${NBSHOT_MCP_TOKEN}",
                     "type:#note=${HOME}", f"goto:{site}/q?v=${{LISTED}}",
                     "goto:data:text/html,<p id=x></p>#${NBSHOT_MCP_TOKEN}"]:  # fmt: skip
            refused[step] = await client.call_tool("act", {"session": session, "steps": [step]})
        typed = await client.call_tool("act", {"session": session,
                                                "steps": ["type:#note=${LISTED}"]})  # fmt: skip
        answers += [opened, *refused.values(), typed]
        answers.append(await client.call_tool("snapshot", {"session": session}))
        answers.append(await client.call_tool("find", {"session": session, "text": "Echo"}))
        answers.append(await client.call_tool("close", {"session": session}))
        leaked = await client.call_tool("run_flow", {"flow": "sign_in", "params": {
            "email": "${CANARY}", "url": "demo:/signin"}})  # fmt: skip
        signed_in = await client.call_tool("run_flow", {"flow": "sign_in", "params": {
            "password": "${LISTED}", "url": "demo:/signin"}})  # fmt: skip
        answers += [leaked, signed_in]
    for step, answer in refused.items():
        assert answer.is_error and answer.structured_content["code"] == "InvalidArgument", step
    assert "LISTED" in refused["fill:#note=${CANARY}"].structured_content["message"]
    assert not typed.is_error, typed
    assert leaked.structured_content["status"] == "failed"
    assert "CANARY" in leaked.structured_content["error"]
    assert signed_in.structured_content["status"] == "ok", signed_in  # a listed one signs in
    # The page's server saw the secret once, whole: no key-by-key prefixes.
    sent = [parse_qs(urlsplit(p).query).get("v", [""])[0] for p in asked if p.startswith("/q")]
    assert sent == [LISTED]
    forbidden = [CANARY, TOKEN, *_forms(LISTED)]
    for answer in answers:
        text = json.dumps(answer.model_dump(mode="json"))
        for form in forbidden:
            assert form not in text, (form, text[:300])
    for path in [p for p in tmp_path.rglob("*") if p.is_file()]:
        data = path.read_bytes()
        for form in forbidden:
            assert form.encode() not in data, (form, path)
