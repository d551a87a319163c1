"""A small real OAuth 2.1 authorization server on 127.0.0.1, for the tests of
``nbshot-mcp --http`` as a resource server (the shape of the MCP SDK's simple-auth
example): the SDK's own authorization-server routes (metadata, dynamic client
registration, ``/authorize`` with PKCE, ``/token``) over an in-memory provider that
approves at once, plus an RFC 7662 introspection endpoint (HTTP Basic for the resource
server) and a JWKS for JWT access tokens. It runs under uvicorn on a thread.

``AuthServer.start()`` / ``.stop()``; ``.issuer``; ``.grantable`` (the scopes it grants
whatever is asked: the user's consent); ``.mint(...)`` issues a token directly, opaque
or JWT, with any scopes, audience, expiry, issuer or key; ``.authorizations`` records
every authorization request (scope, resource) a client made.

Its introspection is deliberately lax about expiry (an expired token it issued is still
``active``, with its ``exp``): the resource server must check ``exp`` itself.
"""

from __future__ import annotations

import base64
import secrets
import socket
import threading
import time
from typing import Any

import jwt
import uvicorn
from cryptography.hazmat.primitives.asymmetric import rsa
from mcp.server.auth.provider import (
    AccessToken,
    AuthorizationCode,
    AuthorizationParams,
    OAuthAuthorizationServerProvider,
    RefreshToken,
    TokenError,
    construct_redirect_uri,
)
from mcp.server.auth.routes import create_auth_routes
from mcp.server.auth.settings import AuthSettings, ClientRegistrationOptions
from mcp.shared.auth import OAuthClientInformationFull, OAuthToken
from starlette.applications import Starlette
from starlette.requests import Request
from starlette.responses import JSONResponse, Response
from starlette.routing import Route
from timing import scaled, wait_until

SCOPES = ["nbshot:read", "nbshot:sessions", "nbshot:flows"]
INTROSPECTION_CLIENT = ("nbshot-rs", "rs-secret-7f3a")  # what the resource server presents


class Provider(OAuthAuthorizationServerProvider[AuthorizationCode, RefreshToken, AccessToken]):
    """Approves every authorization at once, granting the requested scopes it may."""

    def __init__(self, server: AuthServer) -> None:
        self.server = server
        self.clients: dict[str, OAuthClientInformationFull] = {}
        self.codes: dict[str, AuthorizationCode] = {}

    async def get_client(self, client_id: str) -> OAuthClientInformationFull | None:
        return self.clients.get(client_id)

    async def register_client(self, client_info: OAuthClientInformationFull) -> None:
        assert client_info.client_id is not None
        self.clients[client_info.client_id] = client_info

    async def authorize(
        self, client: OAuthClientInformationFull, params: AuthorizationParams
    ) -> str:
        self.server.authorizations.append(params)
        code = secrets.token_urlsafe(24)
        self.codes[code] = AuthorizationCode(
            code=code,
            scopes=[s for s in params.scopes or [] if s in self.server.grantable],
            expires_at=time.time() + 300,
            client_id=str(client.client_id),
            code_challenge=params.code_challenge,
            redirect_uri=params.redirect_uri,
            redirect_uri_provided_explicitly=params.redirect_uri_provided_explicitly,
            resource=params.resource,
            subject=self.server.user,
        )
        return construct_redirect_uri(str(params.redirect_uri), code=code, state=params.state)

    async def load_authorization_code(
        self, client: OAuthClientInformationFull, authorization_code: str
    ) -> AuthorizationCode | None:
        return self.codes.get(authorization_code)

    async def exchange_authorization_code(
        self, client: OAuthClientInformationFull, authorization_code: AuthorizationCode
    ) -> OAuthToken:
        self.codes.pop(authorization_code.code, None)
        token = self.server.mint(
            authorization_code.scopes,
            audience=authorization_code.resource,
            client_id=authorization_code.client_id,
            subject=authorization_code.subject,
        )
        return OAuthToken(
            access_token=token, expires_in=3600, scope=" ".join(authorization_code.scopes)
        )

    async def load_refresh_token(
        self, client: OAuthClientInformationFull, refresh_token: str
    ) -> None:
        return None

    async def exchange_refresh_token(self, *args: Any) -> OAuthToken:
        raise TokenError("invalid_grant", "no refresh tokens here")

    async def load_access_token(self, token: str) -> AccessToken | None:
        return self.server.tokens.get(token)

    async def revoke_token(self, token: Any) -> None:
        self.server.tokens.pop(getattr(token, "token", ""), None)


class AuthServer:
    """The authorization server; ``jwt=True`` issues JWT access tokens instead of
    opaque ones."""

    def __init__(self, *, jwt_tokens: bool = False) -> None:
        with socket.socket() as probe:
            probe.bind(("127.0.0.1", 0))
            self.port = int(probe.getsockname()[1])
        self.issuer = f"http://127.0.0.1:{self.port}"
        self.jwt_tokens = jwt_tokens
        self.grantable = set(SCOPES)
        self.user = "alice"
        self.tokens: dict[str, AccessToken] = {}
        self.issued: list[str] = []  # every token minted, to look for in logs
        self.authorizations: list[AuthorizationParams] = []
        self.introspections = 0
        self.key = rsa.generate_private_key(public_exponent=65537, key_size=2048)
        self._server: uvicorn.Server | None = None
        self._thread: threading.Thread | None = None

    def mint(
        self,
        scopes: list[str],
        *,
        audience: str | list[str] | None,
        expires_in: float = 3600,
        client_id: str = "test-client",
        subject: str | None = None,
        issuer: str | None = None,
        key: Any = None,
    ) -> str:
        """A token, as the token endpoint issues them (``key``: sign a JWT with another
        key, as a forger would)."""
        expires = int(time.time() + expires_in)
        subject = subject or self.user
        if self.jwt_tokens:
            claims = {"iss": issuer or self.issuer, "sub": subject, "aud": audience,
                      "exp": expires, "iat": int(time.time()), "client_id": client_id,
                      "scope": " ".join(scopes), "jti": secrets.token_hex(8)}  # fmt: skip
            token = jwt.encode(claims, key or self.key, algorithm="RS256", headers={"kid": "k1"})
        else:
            token = secrets.token_urlsafe(32)
        resource = audience if isinstance(audience, str) or audience is None else audience[0]
        self.tokens[token] = AccessToken(
            token=token, client_id=client_id, scopes=scopes, expires_at=expires,
            resource=resource, subject=subject,
            claims={"iss": issuer or self.issuer, "aud": audience},
        )  # fmt: skip
        self.issued.append(token)
        return token

    async def _introspect(self, request: Request) -> Response:
        expected = base64.b64encode(":".join(INTROSPECTION_CLIENT).encode()).decode()
        if request.headers.get("authorization") != f"Basic {expected}":
            return JSONResponse({"error": "invalid_client"}, status_code=401)
        self.introspections += 1
        form = await request.form()
        found = self.tokens.get(str(form.get("token")))
        if found is None:
            return JSONResponse({"active": False})
        claims = found.claims or {}
        return JSONResponse({"active": True, "client_id": found.client_id,
                             "scope": " ".join(found.scopes), "exp": found.expires_at,
                             "sub": found.subject, "aud": claims.get("aud"),
                             "iss": claims.get("iss"), "token_type": "Bearer"})  # fmt: skip

    async def _jwks(self, request: Request) -> Response:
        key = jwt.algorithms.RSAAlgorithm.to_jwk(self.key.public_key(), as_dict=True)
        return JSONResponse({"keys": [{**key, "kid": "k1", "use": "sig", "alg": "RS256"}]})

    def app(self) -> Starlette:
        # AuthSettings keeps a path-less issuer as given (no trailing slash): issuers
        # compare as strings (RFC 8414 section 3.3).
        issuer = AuthSettings(issuer_url=self.issuer, resource_server_url=None).issuer_url
        routes = create_auth_routes(
            Provider(self),
            issuer,
            client_registration_options=ClientRegistrationOptions(
                enabled=True, valid_scopes=SCOPES, default_scopes=SCOPES
            ),
        )
        routes += [Route("/introspect", self._introspect, methods=["POST"]),
                   Route("/jwks", self._jwks, methods=["GET"])]  # fmt: skip
        return Starlette(routes=routes)

    def start(self) -> AuthServer:
        config = uvicorn.Config(self.app(), host="127.0.0.1", port=self.port, log_level="warning")
        self._server = uvicorn.Server(config)
        self._thread = threading.Thread(target=self._server.run, daemon=True, name="test-oauth")
        self._thread.start()
        assert wait_until(lambda: self._server is not None and self._server.started, 20)
        return self

    def stop(self) -> None:
        if self._server is not None and self._thread is not None:
            self._server.should_exit = True
            self._thread.join(scaled(10))
