"""``nbshot-mcp --http`` as an OAuth 2.1 resource server (nbshot/mcp/auth.py), end to
end: a real authorization server on 127.0.0.1 (tests/mcp/oauth_server.py: the SDK's own
authorization-server routes, introspection, a JWKS), a real ``nbshot-mcp`` subprocess,
and the SDK's real client over HTTP, with its OAuth support (discovery, dynamic client
registration, PKCE, step-up) or a token from that server in the header.

Refusal codes: no token, an unknown, expired, wrong-audience, wrong-issuer or forged
token -> 401 ``invalid_token`` with ``resource_metadata``; a token without the tool's
scope -> 403 ``insufficient_scope`` naming the scope (and a JSON-RPC error body)."""

from __future__ import annotations

import base64
import contextlib
import http.server
import json
import os
import socket
import subprocess
import sys
import threading
from collections.abc import AsyncIterator, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any
from urllib.parse import parse_qs, urlsplit

import httpx
import httpx2
import pytest
from cryptography.hazmat.primitives.asymmetric import rsa
from mcp import Client, MCPError
from mcp.client.auth import OAuthClientProvider
from mcp.client.streamable_http import streamable_http_client
from mcp.shared.auth import AuthorizationCodeResult, OAuthClientMetadata
from oauth_server import INTROSPECTION_CLIENT, SCOPES, AuthServer
from timing import scaled, wait_until

import mcp_shim
from nbshot.errors import InvalidArgument
from nbshot.mcp.auth import GROUPS, ScopeNames, group_of, oauth_settings

pytestmark = pytest.mark.anyio
READ, SESSIONS, FLOWS = SCOPES
INIT = {"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": {
    "protocolVersion": "2025-06-18", "capabilities": {},
    "clientInfo": {"name": "test", "version": "0"}}}  # fmt: skip
ACCEPT = {"Accept": "application/json, text/event-stream"}


def _free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


@dataclass
class Served:
    url: str  # the MCP endpoint, http://127.0.0.1:PORT/mcp
    base: str  # http://127.0.0.1:PORT
    log: Path  # the server's stderr


@contextlib.contextmanager
def _nbshot_mcp(folder: Path, *flags: str, port: int | None = None) -> Iterator[Served]:
    """``nbshot-mcp --http`` with ``flags`` on 127.0.0.1; its stderr kept in a file."""
    port = port or _free_port()
    (folder / "flows").mkdir(parents=True, exist_ok=True)
    env = {k: v for k, v in os.environ.items() if k != "NBSHOT_MCP_TOKEN"}
    # COLUMNS: the SDK's log handler (rich) wraps lines at the terminal's width, which
    # would cut a token in the log in pieces that a search for it does not find.
    env.update(COLUMNS="20000", NBSHOT_WARM_KERNELS="0")
    env.update(NBSHOT_MCP_OAUTH_CLIENT_ID=INTROSPECTION_CLIENT[0],
               NBSHOT_MCP_OAUTH_CLIENT_SECRET=INTROSPECTION_CLIENT[1])  # fmt: skip
    log = folder / "server.log"
    with log.open("ab") as errors:
        server = subprocess.Popen(
            [sys.executable, "-m", "nbshot.mcp", "--http", "--port", str(port), "--flows",
             "flows", "--out", "out", *flags], cwd=folder, env=env, stdout=subprocess.DEVNULL,
            stderr=errors,
        )  # fmt: skip
    base = f"http://127.0.0.1:{port}"

    def answers() -> bool:
        with contextlib.suppress(httpx.TransportError):
            return httpx.get(f"{base}/.well-known/oauth-protected-resource").status_code == 200
        return server.poll() is not None

    try:
        assert wait_until(answers, 60) and server.poll() is None, log.read_text()
        yield Served(f"{base}/mcp", base, log)
    finally:
        server.terminate()
        server.wait(timeout=scaled(30))


@pytest.fixture(scope="module")
def authority() -> Iterator[AuthServer]:
    """The authorization server issuing opaque tokens, checked by introspection."""
    server = AuthServer().start()
    yield server
    server.stop()


@pytest.fixture(scope="module")
def served(authority: AuthServer, tmp_path_factory: pytest.TempPathFactory) -> Iterator[Served]:
    """nbshot-mcp trusting ``authority`` (and a second issuer it lists), resource
    http://127.0.0.1:PORT/mcp by default."""
    with _nbshot_mcp(
        tmp_path_factory.mktemp("introspection"),
        "--oauth-issuer", authority.issuer, "--oauth-issuer", "https://login.example.com",
        "--oauth-introspection", f"{authority.issuer}/introspect",
    ) as server:  # fmt: skip
        yield server


@pytest.fixture
def grant_all(authority: AuthServer) -> Iterator[AuthServer]:
    authority.grantable = set(SCOPES)
    yield authority
    authority.grantable = set(SCOPES)


class _Tokens:
    """The SDK client's token storage, in memory."""

    def __init__(self) -> None:
        self.tokens: Any = None
        self.client: Any = None

    async def get_tokens(self) -> Any:
        return self.tokens

    async def set_tokens(self, tokens: Any) -> None:
        self.tokens = tokens

    async def get_client_info(self) -> Any:
        return self.client

    async def set_client_info(self, client_info: Any) -> None:
        self.client = client_info


@contextlib.asynccontextmanager
async def oauth_client(url: str) -> AsyncIterator[Client]:
    """The SDK's client with its OAuth provider: on the server's 401 it discovers the
    metadata, registers, and goes through /authorize (followed here as a browser would,
    the authorization server approving at once) and /token."""
    answer: dict[str, AuthorizationCodeResult] = {}

    async def redirect(authorization_url: str) -> None:
        async with httpx2.AsyncClient() as browser:
            approved = await browser.get(authorization_url, follow_redirects=False)
        query = parse_qs(urlsplit(approved.headers["location"]).query)
        answer["result"] = AuthorizationCodeResult(
            code=query["code"][0], state=query["state"][0], iss=query.get("iss", [None])[0]
        )

    async def callback() -> AuthorizationCodeResult:
        return answer.pop("result")

    metadata = OAuthClientMetadata(redirect_uris=["http://127.0.0.1:9/callback"], client_name="t")
    provider = OAuthClientProvider(url, metadata, _Tokens(), redirect, callback)
    async with (
        httpx2.AsyncClient(auth=provider, timeout=scaled(60)) as http_client,
        Client(streamable_http_client(url, http_client=http_client)) as client,
    ):
        yield client


@contextlib.asynccontextmanager
async def bearer_client(url: str, token: str) -> AsyncIterator[Client]:
    """The SDK's client sending a token it was given."""
    headers = {"Authorization": f"Bearer {token}"}
    async with (
        httpx2.AsyncClient(headers=headers, timeout=scaled(60)) as http_client,
        Client(streamable_http_client(url, http_client=http_client)) as client,
    ):
        yield client


def _post(url: str, token: str | None, body: object = INIT, **headers: str) -> httpx.Response:
    auth = {"Authorization": f"Bearer {token}"} if token else {}
    return httpx.post(url, json=body, headers={**ACCEPT, **auth, **headers}, timeout=scaled(30))


def _challenge(response: httpx.Response) -> str:
    return response.headers.get("www-authenticate", "")


# -- the metadata and 401 -----------------------------------------------------------------


def test_the_metadata_document_names_the_resource_its_servers_and_scopes(
    served: Served, authority: AuthServer
) -> None:
    document = httpx.get(f"{served.base}/.well-known/oauth-protected-resource/mcp").json()
    assert document == {
        "resource": served.url,
        "authorization_servers": [authority.issuer, "https://login.example.com"],
        "scopes_supported": SCOPES,
        "bearer_methods_supported": ["header"],
        "resource_name": "nbshot",
    }
    # The root form, which clients try when the path form is missing, answers the same.
    assert httpx.get(f"{served.base}/.well-known/oauth-protected-resource").json() == document


def test_without_a_token_the_answer_is_401_pointing_at_the_metadata(served: Served) -> None:
    for response in (_post(served.url, None), httpx.get(served.url, headers=ACCEPT)):
        assert response.status_code == 401
        challenge = _challenge(response)
        assert challenge.startswith("Bearer ")
        assert (
            f'resource_metadata="{served.base}/.well-known/oauth-protected-resource/mcp"'
            in challenge
        )
    unknown = _post(served.url, "not-a-token-the-server-issued")
    assert unknown.status_code == 401 and 'error="invalid_token"' in _challenge(unknown)


# -- the SDK's client through the whole flow ------------------------------------------------


async def test_the_sdks_oauth_client_discovers_registers_and_calls(
    served: Served, grant_all: AuthServer
) -> None:
    before = len(grant_all.authorizations)
    async with oauth_client(served.url) as client:
        names = {tool.name for tool in (await client.list_tools()).tools}
        listed = await client.call_tool("list", {"what": ["checks"]})
    assert not listed.is_error and "a11y" in str(listed.content[0].text)
    assert {"capture", "open", "act", "run_flow", "get_run_log"} <= names
    asked = grant_all.authorizations[before:]
    # One authorization, for this resource (RFC 8707), asking the scopes the metadata lists.
    assert [(a.resource, a.scopes) for a in asked] == [(served.url, SCOPES)]


# -- tokens refused -----------------------------------------------------------------------------


@pytest.mark.parametrize(
    "case",
    ["expired", "another audience", "no audience", "another issuer", "revoked"],
)
def test_a_bad_token_is_refused_with_401(served: Served, authority: AuthServer, case: str) -> None:
    audience: str | None = served.url
    expires, issuer = 3600.0, None
    if case == "expired":
        expires = -60  # the test server still calls it active: nbshot checks exp itself
    elif case == "another audience":
        audience = "http://127.0.0.1:1/mcp"
    elif case == "no audience":
        audience = None
    elif case == "another issuer":
        issuer = "https://evil.example"
    token = authority.mint(SCOPES, audience=audience, expires_in=expires, issuer=issuer)
    if case == "revoked":
        del authority.tokens[token]
    refused = _post(served.url, token)
    assert refused.status_code == 401, (case, refused.text)
    assert 'error="invalid_token"' in _challenge(refused) and "resource_metadata=" in _challenge(
        refused
    )
    # The same token, fixed, passes: the refusal was for what the case changed.
    assert _post(served.url, authority.mint(SCOPES, audience=served.url)).status_code == 200


# -- scopes -------------------------------------------------------------------------------------


@pytest.mark.parametrize("scope", SCOPES)
async def test_a_token_lists_only_the_tools_of_its_scope(
    served: Served, authority: AuthServer, scope: str
) -> None:
    token = authority.mint([scope], audience=served.url)
    async with bearer_client(served.url, token) as client:
        names = {tool.name for tool in (await client.list_tools()).tools}
    group = scope.split(":")[1]
    assert names and {group_of(name) for name in names} == {group}
    # evaluate only with --allow-eval; the views' own tools only for MCP Apps clients
    assert names >= GROUPS[group] - {"evaluate", "session_view", "compare_view"}


def test_a_call_outside_the_tokens_scope_is_403_insufficient_scope(
    served: Served, authority: AuthServer
) -> None:
    token = authority.mint([READ], audience=served.url)
    opened = _post(served.url, token)
    session = {"Mcp-Session-Id": opened.headers["mcp-session-id"], "Mcp-Protocol-Version":
               "2025-06-18"}  # fmt: skip
    _post(served.url, token, {"jsonrpc": "2.0", "method": "notifications/initialized"}, **session)
    for tool, needed in [("open", SESSIONS), ("run_flow", FLOWS), ("flow_homepage", FLOWS)]:
        call = {"jsonrpc": "2.0", "id": 7, "method": "tools/call",
                "params": {"name": tool, "arguments": {"url": "http://127.0.0.1:9/"}}}  # fmt: skip
        refused = _post(served.url, token, call, **session)
        assert refused.status_code == 403, refused.text
        challenge = _challenge(refused)
        assert 'error="insufficient_scope"' in challenge and f'scope="{needed}"' in challenge
        assert "resource_metadata=" in challenge
        error = refused.json()
        assert error["id"] == 7 and needed in error["error"]["message"]
        # Hidden in a batch, the same call is refused too.
        assert _post(served.url, token, [call], **session).status_code == 403
    allowed = {"jsonrpc": "2.0", "id": 8, "method": "tools/call",
               "params": {"name": "list", "arguments": {"what": ["checks"]}}}  # fmt: skip
    assert _post(served.url, token, allowed, **session).status_code == 200
    # A token with none of nbshot's scopes cannot even start.
    bare = _post(served.url, authority.mint(["openid"], audience=served.url))
    assert bare.status_code == 403 and f'scope="{READ}"' in _challenge(bare)


async def test_a_read_only_token_cannot_open_a_session_until_the_user_grants_more(
    served: Served, grant_all: AuthServer, site: Site
) -> None:
    grant_all.grantable = {READ}  # the user consents to reading only
    async with oauth_client(served.url) as client:
        names = {tool.name for tool in (await client.list_tools()).tools}
        assert "open" not in names and "capture" in names
        before = len(grant_all.authorizations)
        with pytest.raises(MCPError, match="insufficient_scope.*nbshot:sessions"):
            await client.call_tool("open", {"url": f"{site.url}/page"})
        # The client stepped up: it asked again, for the sessions scope as well.
        stepped = grant_all.authorizations[before:]
        assert stepped and SESSIONS in (stepped[-1].scopes or [])
        grant_all.grantable = set(SCOPES)  # now the user grants it: the next step-up works
        opened = await client.call_tool("open", {"url": f"{site.url}/page"})
        assert not opened.is_error, opened.content
        session = opened.structured_content["session"]
        closed = await client.call_tool("close", {"session": session})
        assert not closed.is_error


# -- the token stays where it is --------------------------------------------------------------


@dataclass
class Site:
    url: str
    seen: list[str]  # each request's path and headers


@pytest.fixture(scope="module")
def site() -> Iterator[Site]:
    """A page server on 127.0.0.1 that keeps every request's path and headers."""
    seen: list[str] = []

    class Pages(http.server.BaseHTTPRequestHandler):
        def do_GET(self) -> None:
            seen.append(f"{self.path}\n{self.headers}")
            body = b"<!doctype html><title>Page</title><h1>Hello</h1><a href='/x'>x</a>"
            self.send_response(200 if self.path != "/favicon.ico" else 404)
            self.send_header("Content-Type", "text/html")
            self.end_headers()
            self.wfile.write(body)

        def log_message(self, *args: Any) -> None:
            pass

    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Pages)
    threading.Thread(
        target=server.serve_forever, kwargs={"poll_interval": 0.05}, daemon=True
    ).start()
    yield Site(f"http://127.0.0.1:{server.server_port}", seen)
    server.shutdown()
    server.server_close()


async def test_tokens_reach_neither_pages_nor_the_log(
    served: Served, authority: AuthServer, site: Site
) -> None:
    token = authority.mint([READ], audience=served.url)
    async with bearer_client(served.url, token) as client:
        shot = await client.call_tool("capture", {"url": f"{site.url}/page"})
        assert not shot.is_error, shot.content
    seen = site.seen
    assert any(request.startswith("/page") for request in seen)  # the page was loaded
    for request in seen:
        assert "authorization" not in request.lower() and token not in request
    # Refusals of each kind, which the server logs (without the token).
    _post(served.url, authority.mint(SCOPES, audience="http://127.0.0.1:1/mcp"))
    _post(served.url, authority.mint(SCOPES, audience=served.url, expires_in=-5))
    _post(served.url, authority.mint(SCOPES, audience=served.url, issuer="https://evil.example"))
    log = served.log.read_text()
    assert "Refused a token issued for another resource" in log
    assert "Refused an expired token" in log and "Refused a token from another issuer" in log
    leaked = [t for t in authority.issued if t in log]
    assert not leaked, f"{len(leaked)} of {len(authority.issued)} tokens are in the log"


def test_a_session_id_is_useless_with_another_users_token(
    served: Served, authority: AuthServer
) -> None:
    alice = authority.mint(SCOPES, audience=served.url, subject="alice")
    opened = _post(served.url, alice)
    session = {"Mcp-Session-Id": opened.headers["mcp-session-id"], "Mcp-Protocol-Version":
               "2025-06-18"}  # fmt: skip
    ping = {"jsonrpc": "2.0", "id": 2, "method": "ping"}
    assert _post(served.url, alice, ping, **session).status_code == 200
    mallory = authority.mint(SCOPES, audience=served.url, subject="mallory")
    assert _post(served.url, mallory, ping, **session).status_code == 404


async def test_a_live_sessions_handle_is_useless_with_another_users_token(
    served: Served, authority: AuthServer, site: Site
) -> None:
    """A handle reaches a session from any connection (2026-07-28 requests have no
    client session), but only with a token for the user who opened it."""
    alice = authority.mint(SCOPES, audience=served.url, subject="alice")
    mallory = authority.mint(SCOPES, audience=served.url, subject="mallory")
    async with _bearer(served.url, alice) as mine, _bearer(served.url, mallory) as theirs:
        opened = await mine.call_tool("open", {"url": f"{site.url}/page"})
        handle = opened.structured_content["session"]
        refused = await theirs.call_tool("act", {"session": handle, "steps": ["press:Tab"]})
        assert refused.is_error and refused.structured_content["code"] == "SessionClosed"
        listed = await theirs.call_tool("list", {"what": ["sessions"]})
        assert listed.structured_content["sessions"] == []
        acted = await mine.call_tool("act", {"session": handle, "steps": ["press:Tab"]})
        assert not acted.is_error and mine.protocol_version == "2026-07-28"
        assert not (await mine.call_tool("close", {"session": handle})).is_error


@contextlib.asynccontextmanager
async def _bearer(url: str, token: str) -> AsyncIterator[Client]:
    """The SDK's client in 2026-07-28 mode, sending ``token`` with each request."""
    headers = {"Authorization": f"Bearer {token}"}
    async with (
        httpx2.AsyncClient(headers=headers, timeout=scaled(60)) as http_client,
        Client(streamable_http_client(url, http_client=http_client), mode="2026-07-28") as client,
    ):
        yield client


# -- JWT access tokens, a resource behind a proxy name, scope names of one's own ----------------

PROXIED = "https://nbshot.example/mcp"
OWN_READ = "api://nbshot/read"


@pytest.fixture(scope="module")
def jwt_authority() -> Iterator[AuthServer]:
    server = AuthServer(jwt_tokens=True).start()
    yield server
    server.stop()


@pytest.fixture(scope="module")
def jwt_served(
    jwt_authority: AuthServer, tmp_path_factory: pytest.TempPathFactory
) -> Iterator[Served]:
    with _nbshot_mcp(
        tmp_path_factory.mktemp("jwt"), "--oauth-issuer", jwt_authority.issuer,
        "--oauth-jwks", f"{jwt_authority.issuer}/jwks", "--oauth-resource", PROXIED,
        "--oauth-scope", f"read={OWN_READ}",
    ) as server:  # fmt: skip
        yield server


async def test_a_jwt_access_token_signed_by_the_issuer_works(
    jwt_served: Served, jwt_authority: AuthServer
) -> None:
    token = jwt_authority.mint([OWN_READ], audience=[PROXIED, "https://other.example"])
    async with bearer_client(jwt_served.url, token) as client:
        names = {tool.name for tool in (await client.list_tools()).tools}
        listed = await client.call_tool("list", {"what": ["checks"]})
    assert not listed.is_error and names == GROUPS["read"]
    metadata = httpx.get(f"{jwt_served.base}/.well-known/oauth-protected-resource/mcp").json()
    assert metadata["resource"] == PROXIED
    assert metadata["scopes_supported"] == [OWN_READ, SESSIONS, FLOWS]
    # The default name of the read scope opens nothing here.
    assert _post(jwt_served.url, jwt_authority.mint([READ], audience=PROXIED)).status_code == 403


@pytest.mark.parametrize(
    "case", ["expired", "another audience", "another issuer", "forged", "unsigned"]
)
def test_a_bad_jwt_is_refused_with_401(
    jwt_served: Served, jwt_authority: AuthServer, case: str
) -> None:
    audience, expires, issuer, key = PROXIED, 3600.0, None, None
    if case == "expired":
        expires = -60
    elif case == "another audience":
        audience = "https://another.example/mcp"
    elif case == "another issuer":
        issuer = "https://evil.example"
    elif case == "forged":
        key = rsa.generate_private_key(public_exponent=65537, key_size=2048)
    token = jwt_authority.mint([OWN_READ], audience=audience, expires_in=expires,
                               issuer=issuer, key=key)  # fmt: skip
    if case == "unsigned":  # alg "none": the claims of a good token, no signature
        claims = token.split(".")[1]
        none = json.dumps({"alg": "none", "typ": "JWT", "kid": "k1"}).encode()
        token = f"{base64.urlsafe_b64encode(none).decode().rstrip('=')}.{claims}."
    refused = _post(jwt_served.url, token)
    assert refused.status_code == 401, (case, refused.text)
    assert "resource_metadata=" in _challenge(refused)
    assert (
        _post(jwt_served.url, jwt_authority.mint([OWN_READ], audience=PROXIED)).status_code == 200
    )
    assert token not in jwt_served.log.read_text()


def test_the_resources_own_host_name_is_allowed_and_others_are_not(
    jwt_served: Served, jwt_authority: AuthServer
) -> None:
    token = jwt_authority.mint([OWN_READ], audience=PROXIED)
    # Sent to 127.0.0.1 with the Host a proxy forwards: the resource's name is allowed.
    assert _post(jwt_served.url, token, Host="nbshot.example").status_code == 200
    evil = _post(jwt_served.url, token, Host="evil.example")
    assert evil.status_code in (400, 421)  # DNS rebinding guard, with a valid token too


# -- where the tool runs ----------------------------------------------------------------------


async def test_the_server_itself_refuses_a_tool_outside_the_tokens_scopes(project: Path) -> None:
    """The same rule where the tool runs, should a call get past the HTTP layer: the
    server with OAuth on, a read-only token in the request's context (in memory)."""
    from mcp.server.auth.middleware.auth_context import auth_context_var
    from mcp.server.auth.middleware.bearer_auth import AuthenticatedUser
    from mcp.server.auth.provider import AccessToken

    config = mcp_shim.load_config(flows=project / "flows", runs=project / "runs",
                                  out_dir=project / "out")  # fmt: skip
    server = mcp_shim.build_server(config)
    server.oauth_scopes = ScopeNames()  # type: ignore[attr-defined]
    reader = AccessToken(token="t", client_id="c", scopes=[READ], resource="r")
    given = auth_context_var.set(AuthenticatedUser(reader))
    try:
        async with Client(server) as client:
            names = {tool.name for tool in (await client.list_tools()).tools}
            refused = await client.call_tool("open", {"url": "http://127.0.0.1:9/"})
            flow = await client.call_tool("flow_homepage", {})
            listed = await client.call_tool("list", {"what": ["checks"]})
        auth_context_var.set(None)  # no token at all: nothing is allowed
        async with Client(server) as client:
            nothing = (await client.list_tools()).tools
            none = await client.call_tool("list", {})
    finally:
        auth_context_var.reset(given)
    assert names == GROUPS["read"] and not listed.is_error
    for answer in (refused, flow):
        assert answer.is_error and answer.structured_content["code"] == "NotAllowed"
        assert "outside this token's scopes (nbshot:read)" in answer.structured_content["message"]
    assert nothing == [] and none.is_error and none.structured_content["code"] == "NotAllowed"
    server.state.close_all()  # type: ignore[attr-defined]


# -- settings -------------------------------------------------------------------------------------


def test_every_tool_of_the_server_is_in_a_scope_group() -> None:
    from nbshot.mcp.server import _tools

    names = {fn.__name__.rstrip("_") for fn, _ in _tools()} | {"evaluate"}
    assert {name for name in names if group_of(name) is None} == set()
    assert group_of("flow_anything") == "flows" and group_of("nonesuch") is None
    assert set().union(*GROUPS.values()) == names


def _settings(**given: Any) -> Any:
    flags: dict[str, Any] = dict(issuers=["https://login.example.com"], resource=None,
                                 introspection="https://login.example.com/introspect",
                                 jwks=None, scopes=[], host="127.0.0.1", port=8765)  # fmt: skip
    return oauth_settings(**{"environ": {}, **flags, **given})


def test_settings_from_flags() -> None:
    settings = _settings()
    assert settings.resource == "http://127.0.0.1:8765/mcp"
    assert settings.metadata_url == "http://127.0.0.1:8765/.well-known/oauth-protected-resource/mcp"
    assert settings.scopes == ScopeNames()
    own = _settings(scopes=["flows=api://x/flows"], resource="https://x.example/nb/mcp")
    assert own.scopes.all() == [READ, SESSIONS, "api://x/flows"]
    assert own.metadata_url == "https://x.example/.well-known/oauth-protected-resource/nb/mcp"
    assert _settings(issuers=[], introspection=None) is None
    hidden = _settings(environ={"NBSHOT_MCP_OAUTH_CLIENT_SECRET": "s3cret-value"})
    assert hidden.client_secret == "s3cret-value" and "s3cret-value" not in repr(hidden)


@pytest.mark.parametrize(
    "given, says",
    [
        (dict(issuers=[]), "need --oauth-issuer"),
        (dict(jwks="https://login.example.com/jwks"), "one way to check tokens"),
        (dict(introspection=None), "one way to check tokens"),
        (dict(issuers=["http://login.example.com"]), "https://"),
        (dict(introspection="http://10.0.0.1/introspect"), "https://"),
        (dict(issuers=["https://login.example.com?x=1"]), "no query"),
        (dict(host="0.0.0.0"), "--oauth-resource is needed"),
        (dict(resource="http://nbshot.example/mcp"), "https://"),
        (dict(scopes=["write=x"]), "GROUP=NAME"),
        (dict(scopes=["read=a b"]), "GROUP=NAME"),
        (dict(scopes=["read=nbshot:flows"]), "share a scope name"),
    ],
)
def test_wrong_settings_are_refused_naming_the_flag(given: dict[str, Any], says: str) -> None:
    with pytest.raises(InvalidArgument, match=says.replace("?", r"\?")):
        _settings(**given)


def test_the_static_token_and_oauth_together_are_refused_at_start(tmp_path: Path) -> None:
    flags = ["--oauth-issuer", "https://login.example.com", "--oauth-introspection",
             "https://login.example.com/introspect"]  # fmt: skip
    both = subprocess.run(
        [sys.executable, "-m", "nbshot.mcp", "--http", "--port", str(_free_port()), *flags],
        env={**os.environ, "NBSHOT_MCP_TOKEN": "s3cret"}, capture_output=True, text=True,
        timeout=scaled(60), cwd=tmp_path,
    )  # fmt: skip
    assert both.returncode == 2 and "NBSHOT_MCP_TOKEN and --oauth-issuer" in both.stderr
    without_http = subprocess.run([sys.executable, "-m", "nbshot.mcp", *flags],
                                  capture_output=True, text=True, timeout=scaled(60),
                                  cwd=tmp_path)  # fmt: skip
    assert without_http.returncode == 2 and "need --http" in without_http.stderr
