"""The MCP server: nbshot's tools (``pages``, ``sessions``, ``runs``) and one
``flow_<name>`` tool per notebook, over stdio or streamable HTTP.

Thin means each tool checks nothing nbshot does not check, awaits one nbshot call,
and translates the result (:mod:`nbshot.mcp.results`). Run ``nbshot-mcp`` (stdio)
or ``nbshot-mcp --http`` (127.0.0.1:8765). See docs/mcp.md.
"""

from __future__ import annotations

import asyncio
import contextlib
import contextvars
import inspect
import logging
import os
import socket
import sys
import threading
from collections.abc import Iterable
from typing import Any
from urllib.parse import urlsplit

# Imported on a thread while the handshake is answered (nbshot.mcp.start); the tool
# modules load the browser engine, papermill and the API (~1-2 s) later still, after
# the client's first request (see make_ready).
from mcp.server import MCPServer, ServerRequestContext
from mcp.server.apps import Apps
from mcp.server.lowlevel.helper_types import ReadResourceContents
from mcp.server.mcpserver import Context
from mcp.server.mcpserver.exceptions import ToolError, UnexpectedToolError
from mcp.types import Resource, ResourceTemplate, Tool, ToolAnnotations
from pydantic import ValidationError

from nbshot import env_vars
from nbshot.config import configure, settings
from nbshot.errors import InternalError, InvalidArgument, NbshotError, NotAllowed, Timeout
from nbshot.mcp import apps_view
from nbshot.mcp.auth import OAuthSettings, ScopeNames, token_scopes
from nbshot.mcp.handshake import INSTRUCTIONS, NAME, FirstContact, server_info
from nbshot.mcp.results import ACTS, LOADS_PAGES, READ_ONLY, WRITES, failure, lean_schema
from nbshot.mcp.state import Config, ServerState, load_config

logger = logging.getLogger("nbshot.mcp")
# The request being answered, for the SDK's public methods that are not handed it
# (list_tools, list_resources, a completion handler): see NbshotServer.keep_request.
_request: contextvars.ContextVar[ServerRequestContext[Any, Any] | None] = contextvars.ContextVar(
    "nbshot.mcp.request", default=None
)


def _bind_views(apps: Apps) -> dict[str, dict[str, Any]]:
    """Bind the MCP Apps views (:mod:`nbshot.mcp.apps_view`) to the agent's tools they
    show and to their own tools (app only) on ``apps``; each tool's ``_meta``, by name,
    as the SDK stamps it."""
    from nbshot.mcp import pages, sessions

    view, compare = apps_view.URI, apps_view.COMPARE_URI
    for fn in (sessions.open, sessions.act):
        apps.tool(resource_uri=view, name=fn.__name__)(fn)
    apps.tool(resource_uri=view, visibility=["app"], name=apps_view.TOOL)(sessions.session_view)
    apps.tool(resource_uri=compare, name="compare")(pages.compare)
    apps.tool(resource_uri=compare, visibility=["app"], name=apps_view.COMPARE_TOOL)(
        pages.compare_view
    )
    return {binding.kwargs["name"]: binding.meta or {} for binding in apps.tools()}


def _tools() -> list[tuple[Any, ToolAnnotations]]:
    """nbshot's tools and their hints (importing the tool modules: see make_ready)."""
    from nbshot.mcp import listing, pages, runs, sessions

    return [
        (pages.capture, LOADS_PAGES),
        (pages.snapshot, LOADS_PAGES),
        (pages.find, READ_ONLY),
        (sessions.open, LOADS_PAGES),
        (sessions.act, ACTS),
        (sessions.close, WRITES),
        (sessions.session_view, ACTS),  # for the MCP Apps view only (nbshot.mcp.apps_view)
        (pages.describe_screenshot, READ_ONLY),
        (pages.check, LOADS_PAGES),
        (pages.compare, LOADS_PAGES),
        (pages.compare_view, WRITES),  # for the MCP Apps comparison view only
        (pages.pdf, LOADS_PAGES),
        (pages.extract, LOADS_PAGES),
        (pages.inspect, READ_ONLY),
        (listing.list_, READ_ONLY),
        (runs.run_flow, WRITES),
        (runs.describe_flow, READ_ONLY),
        (runs.get_run_log, READ_ONLY),
    ]


class NbshotServer(MCPServer):  # long: tools, their admission and answers, OAuth scopes
    """An MCPServer whose tool list follows the flows folder: a notebook added there is a
    ``flow_<name>`` tool at the next listing, one removed is gone."""

    def __init__(self, config: Config) -> None:
        apps = apps_view.extension()  # the MCP Apps view: its page now, its tools when ready
        super().__init__(
            NAME,
            instructions=INSTRUCTIONS,
            version=server_info()["version"],
            warn_on_duplicate_tools=False,
            extensions=[apps],
        )
        self.apps = apps
        self.state = ServerState(config)
        # Set by main: when there are flows, a spare kernel starts at the first call, not
        # at start, so a client that leaves (or a SIGTERM) right away finds none starting.
        self.warm_kernel = False
        self._free: set[str] = set()  # read-only tools: they skip admission
        self._inputs: dict[str, list[str]] = {}
        self._ready: asyncio.Future[None] | None = None  # make_ready's run (ready_later)
        # Set by serve_http under OAuth: a call or a listing shows only what the
        # request's token allows (nbshot.mcp.auth).
        self.oauth_scopes: ScopeNames | None = None
        self.middleware.append(self.keep_request)
        from nbshot.mcp import completions, prompts

        prompts.install(self)
        completions.install(self)

    def make_ready(self) -> None:
        """Register nbshot's tools and one ``flow_<name>`` tool per flow. Anything a
        client lists (tools, resources, prompts) is registered here: with
        ``build_server(ready_later=True)`` this runs after ``initialize`` was answered."""
        metas = _bind_views(self.apps)  # _meta.ui of the tools the view shows or calls
        for fn, hints in _tools():
            # A trailing underscore keeps a builtin's name free in Python: list_ is "list".
            name = fn.__name__.rstrip("_")
            self.register(fn, name, inspect.getdoc(fn), hints, meta=metas.get(name))
            if hints is READ_ONLY:
                self._free.add(name)
        if self.state.config.allow_eval:
            from nbshot.mcp.sessions import evaluate

            self.register(evaluate, "evaluate", inspect.getdoc(evaluate), ACTS)
        self.sync_flow_tools()

    async def keep_request(self, ctx: ServerRequestContext[Any, Any], call_next: Any) -> Any:
        """Middleware: the request at hand while it is answered (:meth:`request_context`).
        Which client asks decides what it sees (its resources, its runs to complete) and
        whose roots may hold the project, and the SDK's public methods for those
        (``list_tools``, ``list_resources``, a ``completion()`` handler) are not handed
        the request: a context variable is, as the handler runs inside this call."""
        token = _request.set(ctx)
        try:
            return await call_next(ctx)
        finally:
            _request.reset(token)

    def request_context(self) -> ServerRequestContext[Any, Any] | None:
        """The request being answered (None outside one, as when called from Python)."""
        return _request.get()

    async def ready_first(self, ctx: Any, call_next: Any) -> Any:
        """Middleware (``ready_later``): ``initialize``, ``server/discover`` (the SDK's
        clients probe it first) and ``ping`` are answered at once; the client's
        ``initialized`` (or the discover answer) starts :meth:`make_ready` on a worker
        thread (imports of the engine, papermill and the tools, ~1-2 s); every other
        request waits for it."""
        if ctx.method in ("initialize", "ping"):
            return await call_next(ctx)
        if ctx.method == "server/discover":  # the modern handshake: no "initialized" follows
            answer = await call_next(ctx)
            if self._ready is None:
                self._ready = self._make_ready_in_background()
            return answer
        if self._ready is None:
            self._ready = self._make_ready_in_background()
        if ctx.request_id is not None:  # a request: answered once the tools are there
            await asyncio.shield(self._ready)
        return await call_next(ctx)

    def _make_ready_in_background(self) -> asyncio.Future[None]:
        """Run :meth:`make_ready` on a daemon thread (not the loop's executor, which
        asyncio.run waits for: a client leaving mid-import would wait out the import)."""
        loop = asyncio.get_running_loop()
        done: asyncio.Future[None] = loop.create_future()

        def settle(error: BaseException | None) -> None:
            if not done.cancelled():
                done.set_exception(error) if error else done.set_result(None)

        def work() -> None:
            try:
                self.make_ready()
            except BaseException as error:  # noqa: BLE001 - handed to every waiting request
                loop.call_soon_threadsafe(settle, error)
            else:
                loop.call_soon_threadsafe(settle, None)

        threading.Thread(target=work, name="nbshot-mcp-ready", daemon=True).start()
        return done

    def sync_flow_tools(self) -> bool:
        """Register ``flow_<name>`` for every flow, dropping those whose notebook is gone.
        Returns True when the tool list changed."""
        from nbshot.flow.catalog import list_flows, search_path
        from nbshot.mcp.runs import flow_tool

        folder = self.state.config.flows
        try:
            roots = search_path(folder)
        except InvalidArgument:
            roots = []  # a --flows folder not made yet: no flow tools until it is
        stamp = tuple(
            sorted((str(p), p.stat().st_mtime) for root in roots for p in root.glob("*.ipynb"))
        )
        if stamp == self.state.flow_stamp:
            return False
        self.state.flow_stamp = stamp
        for name in self.state.flow_tools:
            self.remove_tool(name)
            self._inputs.pop(name, None)
        self.state.flow_tools = set()
        for flow in list_flows(folder) if roots else []:
            name = f"flow_{flow.name}"
            # The description's first sentence: every tool's text is in the model's context.
            first = flow.description.split(". ")[0].rstrip(".")
            summary = f"Run the {flow.title!r} flow: {first}.".strip()
            self.register(flow_tool(flow), name, summary[:300], WRITES)
            self.state.flow_tools.add(name)
        return True

    async def refresh_flow_tools(self, ctx: Context | None) -> None:
        """Follow the flows folder and tell the client when the tool list changed."""
        if self.sync_flow_tools() and ctx is not None:
            await ctx.session.send_tool_list_changed()

    async def call_tool(
        self, name: str, arguments: dict[str, Any], context: Context | None = None
    ) -> Any:
        """Every call answers with a coded result: a call that loads pages or runs a
        flow waits its turn (or is refused as Busy); arguments that do not fit the
        schema are InvalidArgument; anything unexpected is InternalError (logged).
        An admitted call past its deadline (:func:`deadline_of`) is cancelled, answers
        Timeout and frees its slot."""
        from nbshot.mcp.asking import NeedInput

        self._warm_kernel_once(name)
        try:
            self._check_scope(name)
            self._check_inputs(name, arguments)
            if context is not None:
                await self._ask_client(name, arguments, context)
            if name in self._free:
                return await super().call_tool(name, arguments, context)
            async with self.state.admission.admit():
                return await self._within_deadline(name, arguments, context)
        except NeedInput as need:  # the client's answers first (nbshot.mcp.asking)
            return need.result
        except NbshotError as error:
            return failure(error)
        except UnexpectedToolError as error:
            cause = error.__cause__ or error
            logger.error("Tool %r failed unexpectedly", name, exc_info=cause)
            return failure(
                InternalError(
                    f"{name} failed unexpectedly: {type(cause).__name__}: {str(cause)[:300]}",
                    "This is a bug in nbshot; the server's log has the details",
                )
            )
        except ToolError as error:
            return failure(_tool_error(name, error))

    async def _within_deadline(
        self, name: str, arguments: dict[str, Any], context: Context | None
    ) -> Any:
        """The tool's answer, or Timeout once its deadline passed (the work is cancelled:
        on the engine loop too, since its future is cancelled with the awaiting task)."""
        is_flow = name == "run_flow" or name in self.state.flow_tools
        if is_flow:  # a flow's run ends by its own timeout, with a run folder
            return await super().call_tool(name, arguments, context)
        limit = deadline_of(name, arguments)
        from nbshot.browser.engine import engine

        # The browser up first: a launch (1-5 s, more on a busy machine) is the
        # server's start-up, not the call's work.
        await engine.run_async(engine.browser())
        try:
            return await asyncio.wait_for(super().call_tool(name, arguments, context), limit)
        except NbshotError:
            raise  # a tool's own Timeout is its answer, not the deadline's
        except asyncio.TimeoutError:
            raise Timeout(
                f"{name} did not finish within {limit:g} s (its timeout and "
                f"{DEADLINE_MARGIN_S:g} s more); it was stopped",
                "The page may never finish loading or answering: try "
                "wait_until='domcontentloaded', a longer timeout where the tool takes one, "
                "or fewer steps or cells per call",
            ) from None

    def _warm_kernel_once(self, name: str) -> None:
        """Start the spare kernel the first flow run takes (see ``warm_kernel``), at a
        call that is not itself a run: a run would wait for that spare's warm-up, longer
        than starting a plain kernel of its own (after a run, the next spare starts)."""
        flows = self.state.flow_tools
        if self.warm_kernel and flows and name != "run_flow" and name not in flows:
            from nbshot.flow.execution import DEFAULT_KERNEL
            from nbshot.flow.kernels import spares

            self.warm_kernel = False
            spares.refill(DEFAULT_KERNEL)

    def _granted(self) -> list[str] | None:
        """Under OAuth, the scopes of the request's token (none without one: over HTTP
        every request has one; anything else is refused). None without OAuth."""
        if self.oauth_scopes is None:
            return None
        return token_scopes() or []

    def _check_scope(self, name: str) -> None:
        """Under OAuth, a tool outside the token's scopes is NotAllowed. The HTTP layer
        refuses such a call first (403 insufficient_scope); this is the same rule where
        the tool runs."""
        granted = self._granted()
        if self.oauth_scopes is None or granted is None or name not in self._inputs:
            return  # a name nbshot has no tool for: the SDK's "unknown tool"
        if not self.oauth_scopes.allows(granted, name):
            raise NotAllowed(
                f"{name} is outside this token's scopes ({' '.join(granted) or 'none'})",
                "Ask the authorization server for a token with the scope its group needs "
                f"({', '.join(self.oauth_scopes.all())})",
            )

    def register(
        self,
        fn: Any,
        name: str,
        description: str | None,
        annotations: ToolAnnotations,
        meta: dict[str, Any] | None = None,
    ) -> None:
        """Add a tool, remembering its inputs so a call naming another is refused."""
        self.add_tool(fn, name=name, description=description, annotations=annotations, meta=meta)
        self._inputs[name] = [p for p in inspect.signature(fn).parameters if p != "ctx"]

    def _check_inputs(self, name: str, arguments: dict[str, Any]) -> None:
        """An argument the tool does not take is an error, not silently dropped (the SDK
        would drop it, and a misspelt ``fullPage`` would capture the viewport)."""
        known = self._inputs.get(name)
        unknown = sorted(set(arguments) - set(known or ()))
        if known is not None and unknown:
            raise InvalidArgument(
                f"{name} has no input {', '.join(map(repr, unknown))}"[:300],
                f"Its inputs: {', '.join(known)}",
            )

    async def list_tools(self) -> list[Tool]:
        request = self.request_context()
        if request is not None and request.method == "tools/list":
            # The client at hand: its roots may hold the project whose flows are tools.
            from nbshot.mcp.roots import adopt_project

            try:
                await adopt_project(self, request)
            except NbshotError as error:  # a wrong project file in the roots: say so, go on
                logger.warning("The project in the client's roots is not used: %s", error.message)
        self.sync_flow_tools()
        listed = await super().list_tools()
        granted = self._granted()
        if self.oauth_scopes is not None and granted is not None:
            scopes = self.oauth_scopes
            listed = [tool for tool in listed if scopes.allows(granted, tool.name)]
        if not apps_view.shown_to(request):  # the views and their tools: Apps clients only
            listed = [
                apps_view.without_view(tool) for tool in listed if not apps_view.app_only(tool)
            ]
        unused = unused_inputs(self.state.config)
        for tool in listed:
            lean_schema(tool.input_schema)
            if tool.name == "open":  # what the server was not started for: not offered
                for name in unused:
                    tool.input_schema.get("properties", {}).pop(name, None)
        return listed

    # -- what a client offers, and resources (nbshot.mcp.roots, .elicit, .resources) ----

    async def _ask_client(self, name: str, arguments: dict[str, Any], context: Context) -> None:
        """Before a call: the project from the client's roots (once, when none is in
        force), and the listed secrets the call needs that have no value, asked of the
        person (elicitation)."""
        from nbshot.mcp.elicit import provide_secrets
        from nbshot.mcp.roots import adopt_project

        if await adopt_project(self, context):
            await context.session.send_tool_list_changed()
        await provide_secrets(context, name, arguments, self.state.config.flows)

    async def list_resources(self) -> list[Resource]:
        """The asking client's resources, newest first (nbshot.mcp.resources)."""
        from nbshot.mcp.resources import request_client

        request = self.request_context()
        listed = self.state.resources.listed(request_client(request))
        if apps_view.shown_to(request):  # the view's page (nbshot.mcp.apps_view)
            listed = [*await super().list_resources(), *listed]
        return listed

    async def read_resource(
        self, uri: Any, context: Context | None = None
    ) -> Iterable[ReadResourceContents]:
        """A resource the asking client may read: nbshot's table, not the SDK's."""
        from nbshot.mcp.resources import read_contents

        if str(uri).startswith("ui://"):  # the view's page: the SDK's Apps extension serves it
            from mcp_types import InputRequiredResult

            page = await super().read_resource(uri, context)
            assert not isinstance(page, InputRequiredResult)  # a page asks nothing of a client
            return page
        runs = self.state.config.runs
        return await read_contents(self.state.resources, self.request_context(), str(uri), runs)

    async def list_resource_templates(self) -> list[ResourceTemplate]:
        from nbshot.mcp.resources import TEMPLATES

        return list(TEMPLATES)


DEADLINE_MARGIN_S = 2.0  # past a call's own timeout: its answer is built in this time
BATCH_FACTOR = 4  # a matrix (compare, a profile) has this many timeouts in all


def deadline_of(name: str, arguments: dict[str, Any]) -> float:
    """Seconds a call of ``name`` may take: its ``timeout`` argument (else the server's,
    ``--timeout``, default 30 s), BATCH_FACTOR times that for a matrix (compare, or
    a profile), plus DEADLINE_MARGIN_S."""
    from nbshot.page.options import MAX_TIMEOUT_S

    given = arguments.get("timeout")
    own = given if isinstance(given, (int, float)) and 0 < given <= MAX_TIMEOUT_S else None
    limit = float(own or settings.timeout)
    if name == "compare" or arguments.get("profile") is not None:
        limit *= BATCH_FACTOR
    return limit + DEADLINE_MARGIN_S


def _tool_error(name: str, error: ToolError) -> NbshotError:
    """The SDK's refusal of a call (unknown tool, arguments that do not fit) as a coded
    error. Field names only: the rejected values are the caller's data."""
    cause = error.__cause__
    if isinstance(cause, ValidationError):
        fields = sorted({".".join(str(p) for p in e["loc"]) or "arguments" for e in cause.errors()})
        return InvalidArgument(
            f"{name}: {', '.join(fields)} {'is' if len(fields) == 1 else 'are'} missing or "
            "of the wrong type",
            "See the tool's input schema (list the tools)",
        )
    return InvalidArgument(str(error)[:500], "List the tools to see their names and inputs")


def build_server(config: Config | None = None, *, ready_later: bool = False) -> NbshotServer:
    """An MCP server with nbshot's tools and one ``flow_<name>`` tool per flow.

    ``ready_later=True`` (how ``nbshot-mcp`` starts): the tools are registered after
    the client has its answer to ``initialize`` (see :meth:`NbshotServer.ready_first`),
    so an agent host's start-up limit is not spent importing the browser engine and
    papermill."""
    server = NbshotServer(config or load_config())
    # Enforced by every browser context this process (and each flow it runs) opens.
    configure(allow_file_urls=server.state.config.allow_file_urls)
    if ready_later:
        server.middleware.append(server.ready_first)
    else:
        server.make_ready()
    return server


def allowed_hosts(host: str, port: int, extra: list[str]) -> list[str]:
    """The ``Host`` headers the HTTP server answers: loopback names, the bind address,
    ``extra`` names, and, bound to every interface (``0.0.0.0``/``::``), this machine's
    own name and addresses. Each with and without ``:port``."""
    names = {"127.0.0.1", "localhost", "[::1]", host, *extra}
    if host in ("0.0.0.0", "::", ""):
        names |= _own_names()
    names.discard("")
    names = {f"[{n}]" if ":" in n and not n.startswith("[") else n for n in names}
    return sorted({*names, *(f"{n}:{port}" for n in names)})


def _own_names() -> set[str]:
    """This machine's host names and addresses, as clients on the network reach it."""
    hostname = socket.gethostname()
    names = {hostname, socket.getfqdn()}
    with contextlib.suppress(OSError):
        names |= {str(info[4][0]) for info in socket.getaddrinfo(hostname, None)}
    # The address of the default route: connecting a UDP socket sends no packet.
    with contextlib.suppress(OSError), socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as probe:
        probe.connect(("192.0.2.1", 9))
        names.add(probe.getsockname()[0])
    return names


def unused_inputs(config: Config) -> tuple[str, ...]:
    """``open``'s inputs a server of ``config`` cannot honour: ``attach`` and ``tab``
    without ``--cdp-endpoint``, ``profile`` without ``--user-data-dir`` (each model reads
    every tool's schema; a call naming one is still answered NotAllowed)."""
    unused = () if config.cdp_endpoint else ("attach", "tab")
    return unused + (() if config.user_data_dir else ("profile",))


def serve_stdio(server: MCPServer, contact: FirstContact | None) -> None:
    """Serve over stdio. After the early handshake (``contact``, see
    :mod:`nbshot.mcp.handshake`) the SDK serves the process's own fd 0 and 1 as
    usual, which :meth:`FirstContact.hand_over` made pipes to and from the client's
    wire: the SDK's public stdio transport serves nothing else. Without ``contact``
    (Windows) the SDK takes the whole handshake."""
    if contact is None:
        server.run("stdio")
        return
    relay = contact.hand_over()
    try:
        server.run("stdio")
    finally:
        relay.close()


def serve_http(
    server: NbshotServer,
    host: str,
    port: int,
    extra_hosts: list[str],
    oauth: OAuthSettings | None = None,
) -> None:
    """Serve streamable HTTP on ``host``:``port``, answering the Host names
    :func:`allowed_hosts` lists. Beyond loopback only with a guard: OAuth (``oauth``,
    :mod:`nbshot.mcp.auth`) or a static bearer token (NBSHOT_MCP_TOKEN), never both."""
    token = os.environ.get(env_vars.MCP_TOKEN)
    _check_guard(host, token, oauth)
    import uvicorn
    from mcp.server.transport_security import TransportSecuritySettings

    allowed = allowed_hosts(host, port, extra_hosts)
    origins = [f"http://{h}" for h in allowed]
    if oauth is not None:  # the name clients reach the resource by (a proxy's, say)
        resource = urlsplit(oauth.resource)
        named = allowed_hosts(host, port, [resource.hostname or ""])
        allowed = sorted({*allowed, *named, resource.netloc})
        origins += [f"{resource.scheme}://{resource.netloc}"]
    security = TransportSecuritySettings(
        enable_dns_rebinding_protection=True, allowed_hosts=allowed, allowed_origins=origins
    )
    from nbshot.mcp.sessions import ClosedWithClient

    # Innermost, around the SDK's app: only a DELETE past the guards wrapped below counts.
    app: Any = ClosedWithClient(
        server.streamable_http_app(transport_security=security, host=host), server.state
    )
    if oauth is not None:
        from nbshot.mcp.auth import protect

        server.oauth_scopes = oauth.scopes
        app = protect(app, oauth)
    elif token:
        app = _BearerToken(app, token)
    # On SIGTERM, calls still running after 3 s are cancelled (a run then ends "cancelled").
    uvicorn.run(app, host=host, port=port, log_level="warning", timeout_graceful_shutdown=3)


def _check_guard(host: str, token: str | None, oauth: OAuthSettings | None) -> None:
    """Exit (2) when the static token and OAuth are both set (the token would let its
    holder past OAuth's audience and scope checks, and which one wins would be a
    surprise), or when the server would listen beyond loopback with neither."""
    if token and oauth is not None:
        print(
            "Error: NBSHOT_MCP_TOKEN and --oauth-issuer are two guards for the same "
            "server: use one (unset NBSHOT_MCP_TOKEN to use OAuth)",
            file=sys.stderr,
        )
        sys.exit(2)
    if host not in ("127.0.0.1", "localhost", "::1") and not token and oauth is None:
        print(
            "Error: binding beyond loopback needs OAuth (--oauth-issuer ...) or "
            "NBSHOT_MCP_TOKEN (a bearer token). Set one, or use --host 127.0.0.1",
            file=sys.stderr,
        )
        sys.exit(2)


class _BearerToken:
    """ASGI middleware: every HTTP request must carry ``Authorization: Bearer <token>``."""

    def __init__(self, app: Any, token: str) -> None:
        self.app, self.expected = app, f"Bearer {token}".encode()

    async def __call__(self, scope: dict[str, Any], receive: Any, send: Any) -> None:
        if scope["type"] == "http":
            headers = dict(scope.get("headers") or [])
            if headers.get(b"authorization") != self.expected:
                body = b'{"error": "missing or wrong bearer token (NBSHOT_MCP_TOKEN)"}'
                await send(
                    {
                        "type": "http.response.start",
                        "status": 401,
                        "headers": [
                            (b"content-type", b"application/json"),
                            (b"www-authenticate", b"Bearer"),
                        ],
                    }
                )
                await send({"type": "http.response.body", "body": body})
                return
        await self.app(scope, receive, send)
