"""OAuth for ``nbshot-mcp --http``: the server as an OAuth 2.1 resource server, as the
MCP authorization spec asks of an HTTP server that hosted clients reach.

- **Protected resource metadata** (RFC 9728) at ``/.well-known/oauth-protected-resource``
  plus the resource's path: the resource's URL, the authorization servers that issue
  its tokens, and its scopes.
- **Tokens are checked** on every request, by introspection at the authorization
  server (RFC 7662) or as JWT access tokens (RFC 9068) signed with a key of its JWKS:
  issued by one of the configured issuers, for this resource (``aud``: a token issued
  for another resource is refused), not expired. A request without a valid token gets
  401 with ``WWW-Authenticate: Bearer ... resource_metadata="..."``.
- **Scopes are tool groups** (:data:`GROUPS`): read (captures and reading pages),
  sessions (live pages that act), flows (running and reading runs). A ``tools/call``
  outside the token's scopes is answered 403 with ``error="insufficient_scope"`` and
  the ``scope`` it needs (clients re-authorize for it: the spec's step-up), its body a
  JSON-RPC error saying so; ``tools/list`` shows only the tools the token allows.

Built from the SDK's public auth parts (a :class:`TokenVerifier`, ``BearerAuthBackend``,
``RequireAuthMiddleware``, ``AuthContextMiddleware``, the metadata handler) rather than
``MCPServer(auth=...)``: there the token is checked inside the SDK's app, after which
nbshot could not refuse a call at the HTTP level without checking the token a second
time; and its metadata names one authorization server and only the required scopes.
The token itself is never logged (refusals log why, and the token's audience or issuer)
and never reaches a tool, a page or a file.
"""

from __future__ import annotations

import asyncio
import json
import logging
import os
import time
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any
from urllib.parse import urlsplit

from nbshot import env_vars
from nbshot.errors import InvalidArgument

logger = logging.getLogger("nbshot.mcp.auth")

#: The tools each scope opens. A flow's own tool, ``flow_<name>``, is in "flows".
GROUPS: dict[str, frozenset[str]] = {
    "read": frozenset(
        {"capture", "snapshot", "find", "check", "compare", "pdf", "extract", "inspect", "list"}
        | {"describe_screenshot"}
    ),
    # compare_view: the comparison view's approve writes baselines, so not "read"
    "sessions": frozenset({"open", "act", "close", "evaluate", "session_view", "compare_view"}),
    "flows": frozenset({"run_flow", "describe_flow", "get_run_log"}),
}
FLOW_PREFIX = "flow_"
#: Asymmetric algorithms only: a JWT signed with a shared secret or none is refused.
JWT_ALGORITHMS = ["RS256", "RS384", "RS512", "PS256", "PS384", "PS512", "ES256", "ES384"]
JWT_ALGORITHMS += ["ES512", "EdDSA"]
#: A ``tools/call`` refused for its scope: a JSON-RPC error code of the server's own.
INSUFFICIENT_SCOPE = -32003
MAX_BODY = 4 * 1024 * 1024  # a request this large is refused before its scope is read


def group_of(tool: str) -> str | None:
    """The scope group a tool belongs to (None for a name nbshot does not serve)."""
    if tool.startswith(FLOW_PREFIX):
        return "flows"
    return next((group for group, tools in GROUPS.items() if tool in tools), None)


@dataclass(frozen=True)
class ScopeNames:
    """The scope each group is granted by (``--oauth-scope GROUP=NAME``)."""

    read: str = "nbshot:read"
    sessions: str = "nbshot:sessions"
    flows: str = "nbshot:flows"

    def name(self, group: str) -> str:
        return str(getattr(self, group))

    def all(self) -> list[str]:
        return [self.name(group) for group in GROUPS]

    def groups(self, scopes: Iterable[str]) -> set[str]:
        """The groups a token with ``scopes`` may use."""
        granted = set(scopes)
        return {group for group in GROUPS if self.name(group) in granted}

    def allows(self, scopes: Iterable[str], tool: str) -> bool:
        group = group_of(tool)
        return group is not None and group in self.groups(scopes)


@dataclass(frozen=True)
class OAuthSettings:
    """How ``nbshot-mcp --http`` checks tokens (see :func:`oauth_settings`)."""

    issuers: tuple[str, ...]
    resource: str
    introspection: str | None = None
    jwks: str | None = None
    scopes: ScopeNames = ScopeNames()
    client_id: str | None = None
    client_secret: str | None = field(default=None, repr=False)

    @property
    def metadata_url(self) -> str:
        """Where the protected resource metadata is (RFC 9728 section 3.1)."""
        parts = urlsplit(self.resource)
        path = parts.path.rstrip("/")
        return f"{parts.scheme}://{parts.netloc}/.well-known/oauth-protected-resource{path}"


def oauth_settings(
    *,
    issuers: list[str],
    resource: str | None,
    introspection: str | None,
    jwks: str | None,
    scopes: list[str],
    host: str,
    port: int,
    environ: Mapping[str, str] | None = None,
) -> OAuthSettings | None:
    """The OAuth settings from ``nbshot-mcp``'s flags; None when none is given.
    InvalidArgument names a flag that is missing, doubled or wrong."""
    if not (issuers or resource or introspection or jwks or scopes):
        return None
    if not issuers:
        raise InvalidArgument(
            "--oauth-resource, --oauth-introspection, --oauth-jwks and --oauth-scope "
            "need --oauth-issuer",
            "Name the authorization server that issues the tokens: --oauth-issuer URL",
        )
    if (introspection is None) == (jwks is None):
        raise InvalidArgument(
            "OAuth needs one way to check tokens: --oauth-introspection or --oauth-jwks",
            "--oauth-introspection URL (the authorization server's RFC 7662 endpoint) "
            "or --oauth-jwks URL (its signing keys, for JWT access tokens)",
        )
    urls: list[tuple[str, str | None]] = [("--oauth-issuer", i) for i in issuers]
    urls += [("--oauth-introspection", introspection), ("--oauth-jwks", jwks)]
    for flag, url in urls:
        if url is not None:
            _check_url(flag, url)
    if jwks is not None:
        _need_crypto()
    environ = os.environ if environ is None else environ
    return OAuthSettings(
        issuers=tuple(issuers),
        resource=_resource(resource, host, port),
        introspection=introspection,
        jwks=jwks,
        scopes=_scope_names(scopes),
        client_id=environ.get(env_vars.MCP_OAUTH_CLIENT_ID) or None,
        client_secret=environ.get(env_vars.MCP_OAUTH_CLIENT_SECRET) or None,
    )


LOOPBACK = ("127.0.0.1", "localhost", "::1")


def _check_url(flag: str, url: str) -> None:
    """HTTPS, or HTTP to this machine; no query or fragment (as RFC 8414 asks of an
    issuer): tokens and their answers never cross a network in clear."""
    parts = urlsplit(url)
    secure = parts.scheme == "https" or (parts.scheme == "http" and parts.hostname in LOOPBACK)
    if not secure or not parts.hostname or parts.query or parts.fragment:
        raise InvalidArgument(
            f"{flag} {url!r} must be an https:// URL (http:// only to 127.0.0.1, localhost "
            "or ::1) with no query or fragment",
            "Give the URL the authorization server publishes",
        )


def _resource(resource: str | None, host: str, port: int) -> str:
    """The resource's own URL: as given, else this server's own address when it listens
    on loopback (beyond, clients reach it by a name only the operator knows)."""
    if resource is None:
        if host not in LOOPBACK:
            raise InvalidArgument(
                "--oauth-resource is needed when the server listens beyond loopback",
                "Give the URL clients use, e.g. --oauth-resource https://nbshot.example.com/mcp",
            )
        name = f"[{host}]" if ":" in host else host
        return f"http://{name}:{port}/mcp"
    _check_url("--oauth-resource", resource)
    return resource


def _scope_names(flags: list[str]) -> ScopeNames:
    """``GROUP=NAME`` flags over the default names."""
    names: dict[str, str] = {}
    for flag in flags:
        group, _, name = flag.partition("=")
        if group not in GROUPS or not name or any(c.isspace() or c == '"' for c in name):
            raise InvalidArgument(
                f"--oauth-scope {flag!r} is not GROUP=NAME with GROUP one of {', '.join(GROUPS)}",
                "For example --oauth-scope read=api://nbshot/read",
            )
        names[group] = name
    scopes = ScopeNames(**names)
    if len(set(scopes.all())) < len(GROUPS):
        raise InvalidArgument(
            f"Two groups share a scope name: {', '.join(scopes.all())}",
            "Give each group (read, sessions, flows) a name of its own",
        )
    return scopes


def _need_crypto() -> None:
    import jwt.algorithms

    if not jwt.algorithms.has_crypto:
        raise InvalidArgument(
            "--oauth-jwks needs the cryptography package (signatures of JWT access tokens)",
            "pip install 'pyjwt[crypto]', or check tokens with --oauth-introspection",
        )


# -- checking a token ------------------------------------------------------------------


def _same_url(a: object, b: str) -> bool:
    """Two URLs name the same resource or issuer: scheme and host in any case, a
    trailing slash aside."""
    if not isinstance(a, str):
        return False

    def canonical(url: str) -> tuple[str, str, str]:
        parts = urlsplit(url)
        return parts.scheme.lower(), parts.netloc.lower(), parts.path.rstrip("/")

    return canonical(a) == canonical(b)


class Claims:
    """The checks every token passes, whichever way it was read: issued by one of the
    issuers, for this resource, not expired; and what it grants."""

    def __init__(self, settings: OAuthSettings) -> None:
        self.settings = settings

    def accept(self, token: str, claims: Mapping[str, Any], *, strict: bool) -> Any:
        """An AccessToken, or None (logged, without the token). ``strict``: ``iss`` and
        ``exp`` must be there (a JWT); introspection answers may leave them out."""
        from mcp.server.auth.provider import AccessToken

        issuer = claims.get("iss")
        if (issuer is not None or strict) and not any(
            _same_url(issuer, known) for known in self.settings.issuers
        ):
            logger.warning("Refused a token from another issuer: %r", str(issuer)[:200])
            return None
        audience = claims.get("aud")
        audiences = audience if isinstance(audience, list) else [audience]
        if not any(_same_url(a, self.settings.resource) for a in audiences):
            logger.warning(
                "Refused a token issued for another resource: aud=%s, this resource is %s",
                str(audience)[:200],
                self.settings.resource,
            )
            return None
        expires = claims.get("exp")
        if (expires is None and strict) or (
            expires is not None
            and (not isinstance(expires, (int, float)) or expires <= time.time())
        ):
            logger.warning("Refused an expired token (exp=%r)", expires)
            return None
        return AccessToken(
            token=token,
            client_id=str(claims.get("client_id") or claims.get("azp") or "unknown"),
            scopes=_scopes(claims),
            expires_at=int(expires) if expires is not None else None,
            resource=self.settings.resource,
            subject=str(claims["sub"]) if claims.get("sub") is not None else None,
            claims={"iss": issuer} if issuer is not None else None,
        )


def _scopes(claims: Mapping[str, Any]) -> list[str]:
    """``scope`` (space-separated, RFC 7662 and 9068) or ``scp`` (a list, or a string)."""
    scope = claims.get("scope", claims.get("scp"))
    if isinstance(scope, str):
        return scope.split()
    if isinstance(scope, list):
        return [str(s) for s in scope]
    return []


class IntrospectionVerifier:
    """A :class:`mcp.server.auth.provider.TokenVerifier` asking the authorization
    server about each token (RFC 7662), authenticated with HTTP Basic when
    NBSHOT_MCP_OAUTH_CLIENT_ID and NBSHOT_MCP_OAUTH_CLIENT_SECRET are set. An answer
    ``active`` is not taken on trust: issuer, audience and expiry are checked here."""

    def __init__(self, settings: OAuthSettings, timeout: float = 10.0) -> None:
        assert settings.introspection is not None
        self.url = settings.introspection
        self.claims = Claims(settings)
        self.timeout = timeout
        self.basic = (
            (settings.client_id, settings.client_secret)
            if settings.client_id and settings.client_secret
            else None
        )
        self._client: Any = None  # one httpx2 client, made on the serving loop
        # httpx2 logs every request at INFO: a line per MCP request, to the same URL.
        logging.getLogger("httpx2").setLevel(logging.WARNING)

    async def verify_token(self, token: str) -> Any:
        import httpx2

        if self._client is None:
            self._client = httpx2.AsyncClient(timeout=self.timeout, follow_redirects=False)
        try:
            answer = await self._client.post(
                self.url,
                data={"token": token, "token_type_hint": "access_token"},
                auth=self.basic,
                headers={"Accept": "application/json"},
            )
            data = answer.json() if answer.status_code == 200 else None
        except (httpx2.HTTPError, ValueError) as error:
            logger.warning("Token introspection at %s failed: %s", self.url, type(error).__name__)
            return None
        if data is None:
            logger.warning("Token introspection at %s answered %s", self.url, answer.status_code)
            return None
        if not isinstance(data, dict) or data.get("active") is not True:
            logger.info("Refused a token the authorization server calls inactive")
            return None
        return self.claims.accept(token, data, strict=False)


class JwtVerifier:
    """A :class:`mcp.server.auth.provider.TokenVerifier` for JWT access tokens
    (RFC 9068): signed by a key of the JWKS (fetched, and cached five minutes), with an
    asymmetric algorithm, then the checks of :class:`Claims` (``iss``, ``aud`` and
    ``exp`` required; ``nbf`` honoured)."""

    def __init__(self, settings: OAuthSettings) -> None:
        import jwt

        assert settings.jwks is not None
        self.keys = jwt.PyJWKClient(settings.jwks, cache_keys=True, lifespan=300, timeout=10)
        self.claims = Claims(settings)

    async def verify_token(self, token: str) -> Any:
        import jwt

        try:
            # The key set is fetched with urllib (blocking): on a worker thread.
            key = await asyncio.to_thread(self.keys.get_signing_key_from_jwt, token)
            claims = jwt.decode(
                token,
                key.key,
                algorithms=JWT_ALGORITHMS,
                options={"verify_aud": False, "verify_iss": False, "require": ["exp"]},
            )
        except jwt.PyJWTError as error:  # its name says why (ExpiredSignatureError, ...)
            logger.warning("Refused a JWT access token: %s", type(error).__name__)
            return None
        return self.claims.accept(token, claims, strict=True)


def verifier(settings: OAuthSettings) -> IntrospectionVerifier | JwtVerifier:
    return IntrospectionVerifier(settings) if settings.introspection else JwtVerifier(settings)


# -- the HTTP side -----------------------------------------------------------------------


def protect(app: Any, settings: OAuthSettings, checker: Any = None) -> Any:
    """``app`` (the MCP endpoint) behind OAuth: the metadata document answered to
    anyone; every other request authenticated by the SDK's bearer backend with
    ``checker`` (default :func:`verifier`), 401 without a valid token, then
    :class:`ScopeGate`."""
    from mcp.server.auth.middleware.auth_context import AuthContextMiddleware
    from mcp.server.auth.middleware.bearer_auth import BearerAuthBackend, RequireAuthMiddleware
    from pydantic import AnyHttpUrl
    from starlette.middleware.authentication import AuthenticationMiddleware

    metadata_url = AnyHttpUrl(settings.metadata_url)
    gate = ScopeGate(app, settings.scopes, settings.metadata_url)
    required = RequireAuthMiddleware(gate, [], metadata_url)
    guarded = AuthenticationMiddleware(
        AuthContextMiddleware(required),
        backend=BearerAuthBackend(
            checker or verifier(settings), resource_server_url=AnyHttpUrl(settings.resource)
        ),
    )
    return _Front(app, guarded, _metadata_routes(settings))


def _metadata_routes(settings: OAuthSettings) -> Any:
    """The protected resource metadata (RFC 9728) at its URL, and at the root form
    ``/.well-known/oauth-protected-resource`` clients try next."""
    from mcp.server.auth.handlers.metadata import ProtectedResourceMetadataHandler
    from mcp.server.auth.routes import cors_middleware
    from mcp.shared.auth import ProtectedResourceMetadata
    from starlette.routing import Route, Router

    document = ProtectedResourceMetadata.model_validate(
        {
            "resource": settings.resource,
            "authorization_servers": list(settings.issuers),
            "scopes_supported": settings.scopes.all(),
            "bearer_methods_supported": ["header"],
            "resource_name": "nbshot",
        }
    )
    handler = cors_middleware(ProtectedResourceMetadataHandler(document).handle, ["GET", "OPTIONS"])
    paths = {urlsplit(settings.metadata_url).path, "/.well-known/oauth-protected-resource"}
    return Router([Route(p, endpoint=handler, methods=["GET", "OPTIONS"]) for p in paths])


class _Front:
    """ASGI: the metadata routes, the lifespan straight to the app (the SDK's session
    manager starts there), everything else through authentication."""

    def __init__(self, app: Any, guarded: Any, metadata: Any) -> None:
        self.app, self.guarded, self.metadata = app, guarded, metadata
        self.paths = {route.path for route in metadata.routes}

    async def __call__(self, scope: dict[str, Any], receive: Any, send: Any) -> None:
        if scope["type"] == "lifespan":
            await self.app(scope, receive, send)
        elif scope["type"] == "http" and scope.get("path") in self.paths:
            await self.metadata(scope, receive, send)
        else:
            await self.guarded(scope, receive, send)


class ScopeGate:
    """ASGI, after authentication: a token needs one of nbshot's scopes for any
    request, and a ``tools/call`` needs its tool's (:func:`group_of`). Refusals are
    403 ``insufficient_scope`` naming the scope (RFC 6750 section 3.1, the MCP spec's
    step-up), with a JSON-RPC error body the SDK's clients show."""

    def __init__(self, app: Any, scopes: ScopeNames, metadata_url: str) -> None:
        self.app, self.scopes, self.metadata_url = app, scopes, metadata_url

    async def __call__(self, scope: dict[str, Any], receive: Any, send: Any) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        auth = scope.get("auth")
        granted = self.scopes.groups(auth.scopes if auth is not None else [])
        if not granted:
            await self._refuse(send, None, None, "read")
            return
        if scope.get("method") != "POST":
            await self.app(scope, receive, send)
            return
        body, complete = await _read_body(receive, MAX_BODY)
        if not complete:
            await _send(send, 413, {"error": "request too large"}, [])
            return
        for request_id, tool, group in _tool_calls(body):
            if group is not None and group not in granted:
                await self._refuse(send, request_id, tool, group)
                return
        await self.app(scope, _replay(body, receive), send)

    async def _refuse(self, send: Any, request_id: Any, tool: str | None, group: str) -> None:
        needed = self.scopes.name(group)
        what = f"{tool} needs" if tool else "nbshot needs at least"
        text = f"insufficient_scope: {what} the scope {needed}"
        challenge = (
            f'Bearer error="insufficient_scope", scope="{needed}", '
            f'resource_metadata="{self.metadata_url}", error_description="{text}"'
        )
        body = {
            "jsonrpc": "2.0",
            "id": request_id,
            "error": {"code": INSUFFICIENT_SCOPE, "message": text, "data": {"scope": needed}},
        }
        await _send(send, 403, body, [(b"www-authenticate", challenge.encode())])


def _tool_calls(body: bytes) -> list[tuple[Any, str, str | None]]:
    """(id, tool, group) of each ``tools/call`` in a JSON-RPC body (one message or a
    batch); a body that is not JSON is left to the server to refuse."""
    try:
        parsed = json.loads(body)
    except ValueError:
        return []
    calls = []
    for message in parsed if isinstance(parsed, list) else [parsed]:
        if isinstance(message, dict) and message.get("method") == "tools/call":
            params = message.get("params")
            tool = params.get("name") if isinstance(params, dict) else None
            name = tool if isinstance(tool, str) else ""
            # A call naming no tool nbshot has is the server's to refuse (unknown tool).
            calls.append((message.get("id"), name, group_of(name)))
    return calls


async def _read_body(receive: Any, limit: int) -> tuple[bytes, bool]:
    """The request's body, and whether it was whole within ``limit`` bytes."""
    chunks, size, more = [], 0, True
    while more:
        message = await receive()
        if message["type"] != "http.request":
            return b"", False
        chunk = message.get("body", b"")
        size += len(chunk)
        if size > limit:
            return b"", False
        chunks.append(chunk)
        more = message.get("more_body", False)
    return b"".join(chunks), True


def _replay(body: bytes, receive: Any) -> Any:
    """A ``receive`` giving ``body`` again, then what the client sends next (a
    disconnect)."""
    given = False

    async def again() -> dict[str, Any]:
        nonlocal given
        if not given:
            given = True
            return {"type": "http.request", "body": body, "more_body": False}
        message: dict[str, Any] = await receive()
        return message

    return again


async def _send(send: Any, status: int, body: object, headers: list[tuple[bytes, bytes]]) -> None:
    data = json.dumps(body).encode()
    await send(
        {
            "type": "http.response.start",
            "status": status,
            "headers": [
                (b"content-type", b"application/json"),
                (b"content-length", str(len(data)).encode()),
                *headers,
            ],
        }
    )
    await send({"type": "http.response.body", "body": data})


def token_identity() -> str | None:
    """Whom the request at hand's OAuth token speaks for, ``oauth:<client_id>:<sub>``
    (None without OAuth): a live session opened with one token is out of reach of
    another's, and 2026-07-28 requests (no client session) are told apart by it."""
    from mcp.server.auth.middleware.auth_context import get_access_token

    token = get_access_token()
    return None if token is None else f"oauth:{token.client_id}:{token.subject or ''}"


def token_scopes() -> list[str] | None:
    """The scopes of the token the request at hand carries (None without OAuth)."""
    from mcp.server.auth.middleware.auth_context import get_access_token

    token = get_access_token()
    return None if token is None else list(token.scopes)
