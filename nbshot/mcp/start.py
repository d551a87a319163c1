"""How ``nbshot-mcp`` starts: its options, the first answer, the way out.

Nothing imported here loads the MCP SDK (0.6-2 s): over stdio the client's first
message is read and, when it is the handshake, answered (:mod:`nbshot.mcp.handshake`)
while the SDK and the server (:mod:`nbshot.mcp.server`) load on a thread; the tools,
the browser engine and papermill load after that (``build_server(ready_later=True)``).
Agent hosts give a server a few seconds to answer; the MCP Inspector 15 s.
"""

from __future__ import annotations

import argparse
import atexit
import contextlib
import importlib
import logging
import os
import signal
import sys
import threading
import time
import traceback
from collections.abc import Callable
from types import ModuleType
from typing import NoReturn

from nbshot.config import configure, settings
from nbshot.errors import InvalidArgument, NbshotError
from nbshot.mcp.auth import OAuthSettings, oauth_settings
from nbshot.mcp.handshake import FirstContact
from nbshot.mcp.state import ServerState, load_config
from nbshot.startup import prepare_own_process

DESCRIPTION = (
    "The MCP server: nbshot's tools (``pages``, ``sessions``, ``runs``) and one "
    "``flow_<name>`` tool per notebook, over stdio or streamable HTTP."
)


def _parser() -> argparse.ArgumentParser:
    """``nbshot-mcp``'s options (its ``--help``)."""
    parser = argparse.ArgumentParser(prog="nbshot-mcp", description=DESCRIPTION)
    parser.add_argument("--http", action="store_true", help="Serve streamable HTTP.")
    parser.add_argument("--host", default="127.0.0.1", help="HTTP host (default 127.0.0.1).")
    parser.add_argument("--port", type=int, default=8765, help="HTTP port (default 8765).")
    parser.add_argument("--flows", help="Flows folder (default flows).")
    parser.add_argument("--out", help="Capture folder.")
    parser.add_argument("--runs", help="Runs folder (default runs).")
    # Taken as text and checked by load_config: a bad value is one coded line, as from
    # the project file, not argparse's usage text.
    parser.add_argument(
        "--max-calls",
        type=_whole,
        help="Calls that load pages or run flows at work at once (default 4).",
    )
    parser.add_argument(
        "--max-queue",
        type=_whole,
        help="More such calls waiting in order; "
        "beyond this a call is refused as Busy (default 32).",
    )
    parser.add_argument(
        "--session-idle",
        type=_seconds,
        metavar="SECONDS",
        help="A live session unused this long closes itself (default 900); a later call "
        "naming it answers SessionClosed saying so.",
    )
    parser.add_argument("--allow-eval", action="store_true", help="Allow JavaScript steps.")
    parser.add_argument(
        "--log-level",
        choices=("warning", "info", "debug"),
        default="warning",
        help="What nbshot logs on stderr (default warning; debug: each picture taken).",
    )
    parser.add_argument("--allow-file-urls", action="store_true", help="Allow file:// URLs.")
    parser.add_argument(
        "--timeout",
        type=float,
        metavar="SECONDS",
        help="Each call's timeout where it gives none (default 30); a call past it and "
        "2 s more is stopped and answers Timeout.",
    )
    parser.add_argument(
        "--secret",
        action="append",
        default=[],
        metavar="NAME",
        help="An environment variable that ${NAME} in a fill: or type: step (or a flow "
        "parameter) may read (repeatable; the project's [secrets] lists more). No other "
        "variable of the server is reachable.",
    )
    _browser_options(parser)
    parser.add_argument(
        "--allowed-host",
        action="append",
        default=[],
        metavar="NAME",
        help="A host name clients use to reach the HTTP server (repeatable); loopback "
        "names and, when bound to all interfaces, this machine's names and addresses "
        "are allowed already. Other Host headers are refused (DNS rebinding guard).",
    )
    _oauth_flags(parser)
    return parser


def _oauth_flags(parser: argparse.ArgumentParser) -> None:
    """The OAuth options (docs/mcp.md#oauth): nbshot-mcp --http as a resource server."""
    oauth = parser.add_argument_group(
        "OAuth (with --http)",
        "Serve as an OAuth 2.1 resource server, as hosted MCP clients expect: protected "
        "resource metadata at /.well-known/oauth-protected-resource/mcp, every request "
        "with a token the authorization server issued for this resource, each tool group "
        "behind its scope (read: capture, snapshot, find, check, compare, pdf, extract, "
        "inspect, list, describe_screenshot; sessions: open, act, close, evaluate; flows: "
        "run_flow, flow_<name>, describe_flow, get_run_log). Not with NBSHOT_MCP_TOKEN.",
    )
    oauth.add_argument(
        "--oauth-issuer",
        action="append",
        default=[],
        metavar="URL",
        help="An authorization server that issues tokens for this server (its issuer "
        "URL; repeatable). Turns OAuth on.",
    )
    oauth.add_argument(
        "--oauth-resource",
        metavar="URL",
        help="This server's URL as clients reach it, the audience its tokens must name "
        "(default http://127.0.0.1:PORT/mcp on loopback; needed beyond it).",
    )
    oauth.add_argument(
        "--oauth-introspection",
        metavar="URL",
        help="Check tokens at this RFC 7662 introspection endpoint (with "
        "NBSHOT_MCP_OAUTH_CLIENT_ID and NBSHOT_MCP_OAUTH_CLIENT_SECRET as HTTP Basic "
        "when set).",
    )
    oauth.add_argument(
        "--oauth-jwks",
        metavar="URL",
        help="Or check JWT access tokens (RFC 9068) with the signing keys at this JWKS URL.",
    )
    oauth.add_argument(
        "--oauth-scope",
        action="append",
        default=[],
        metavar="GROUP=NAME",
        help="The scope that opens a tool group (read, sessions, flows; repeatable; "
        "default nbshot:read, nbshot:sessions, nbshot:flows).",
    )


def _browser_options(parser: argparse.ArgumentParser) -> None:
    """The browsers sessions may use besides nbshot's own: each off unless given."""
    parser.add_argument(
        "--cdp-endpoint",
        metavar="URL",
        help="A Chrome/Chromium the person runs with --remote-debugging-port (e.g. "
        "http://127.0.0.1:9222): open's sessions go there, each in a window of its own. "
        "Off unless given; loopback only unless --cdp-allow-remote. See docs/security.md.",
    )
    parser.add_argument(
        "--cdp-allow-remote",
        action="store_true",
        help="Let --cdp-endpoint name another host than this machine.",
    )
    parser.add_argument(
        "--cdp-tabs",
        action="store_true",
        help="Let open's tab= work in the attached browser's own tabs, with its cookies "
        "and sign-ins (off: agents get fresh windows only).",
    )
    parser.add_argument(
        "--user-data-dir",
        metavar="DIR",
        help="A persistent profile folder (made owner-only) open's sessions use: cookies "
        "outlive them. One session at a time.",
    )


def main(argv: list[str] | None = None) -> None:
    """``nbshot-mcp``: serve over stdio (default) or streamable HTTP (--http)."""
    prepare_own_process()
    args = _parser().parse_args(argv)
    # Its pages on a browser of its own, launched by the first call that needs one, not
    # the warm helper's: a server lives for hours, and each message to the helper's
    # browser passes one more process (a capture round trip x1.06-1.13,
    # docs/performance.md). The kernels of the flows it runs still share the helper's.
    configure(own_browser=True)
    try:
        if args.timeout is not None:
            configure(timeout=args.timeout)
        if args.secret:
            configure(secrets=[*settings.secrets, *args.secret])
        config = load_config(
            flows=args.flows,
            out_dir=args.out,
            runs=args.runs,
            allow_eval=args.allow_eval or None,
            allow_file_urls=args.allow_file_urls or None,
            max_calls=args.max_calls,
            max_queue=args.max_queue,
            session_idle=args.session_idle,
            cdp_endpoint=args.cdp_endpoint,
            cdp_allow_remote=args.cdp_allow_remote or None,
            cdp_tabs=args.cdp_tabs or None,
            user_data_dir=args.user_data_dir,
        )
    except NbshotError as error:  # one line, with its code: a launcher's log shows why
        print(f"Error: {error.code}: {error.message}", file=sys.stderr)
        sys.exit(2)
    # papermill logs each run's notebooks at INFO; over stdio that is noise on stderr.
    logging.getLogger("papermill").setLevel(logging.WARNING)
    _log_to_stderr(args.log_level)
    oauth = _oauth(args)
    contact: FirstContact | None = None
    if args.http or sys.platform == "win32":  # the early answer takes POSIX descriptors
        from nbshot.mcp import server as serving
    else:
        contact, serving = _answer_first()
    try:
        server = serving.build_server(config, ready_later=True)
    except KeyboardInterrupt:
        _leave(0)
    state = server.state
    server.warm_kernel = True  # when there are flows: the first an agent runs starts warm
    reaper = threading.Thread(target=_reap_forever, args=(state,), daemon=True)
    reaper.start()
    code = 0
    # SIGTERM stops the server (see _stop). Over HTTP, uvicorn handles it while it serves
    # (calls still running get 3 s) and then raises it again, which lands there too.
    # Ctrl-C the same way: as KeyboardInterrupt it waited for the SDK's stdin reader,
    # a thread blocked in read, so the server stopped only when the client left.
    signal.signal(signal.SIGTERM, lambda *_: _stop(state))
    signal.signal(signal.SIGINT, lambda *_: _stop(state))
    try:
        if args.http:
            serving.serve_http(server, args.host, args.port, args.allowed_host, oauth)
        else:
            serving.serve_stdio(server, contact)
    except SystemExit as stop:  # a refused --host (2)
        code = stop.code if isinstance(stop.code, int) else int(stop.code is not None)
    except Exception:  # noqa: BLE001 - a bug: say where, then leave the same way
        traceback.print_exc()
        code = 1
    _shut_down(state, code)


def _log_to_stderr(level: str) -> None:
    """nbshot's own records at ``level`` and above on stderr (never stdout: over stdio
    that is the wire); without a flag, warnings as Python's default handler shows them."""
    if level == "warning":
        return
    handler = logging.StreamHandler(sys.stderr)
    handler.setFormatter(logging.Formatter("%(asctime)s %(name)s %(levelname)s %(message)s"))
    nbshot_logs = logging.getLogger("nbshot")
    nbshot_logs.addHandler(handler)
    nbshot_logs.setLevel(level.upper())
    nbshot_logs.propagate = False  # the SDK's own handler (rich) would show each twice


def _oauth(args: argparse.Namespace) -> OAuthSettings | None:
    """The OAuth settings the flags give (None without them); a wrong one, or one
    without --http, is one coded line and exit status 2."""
    try:
        settings = oauth_settings(
            issuers=args.oauth_issuer,
            resource=args.oauth_resource,
            introspection=args.oauth_introspection,
            jwks=args.oauth_jwks,
            scopes=args.oauth_scope,
            host=args.host,
            port=args.port,
        )
        if settings is not None and not args.http:
            raise InvalidArgument("--oauth-* guard the HTTP server: they need --http")
    except NbshotError as error:
        print(f"Error: {error.code}: {error.message}", file=sys.stderr)
        sys.exit(2)
    return settings


def _answer_first() -> tuple[FirstContact, ModuleType]:
    """Over stdio: read and answer the client's first message while the SDK and the
    server load on a thread. Exits at once when the client leaves with nothing left to
    answer, stops reading, or SIGTERM or Ctrl-C come: there is nothing to stop yet."""
    signal.signal(signal.SIGTERM, lambda *_: _leave(0))
    # Ctrl-C the same way, not as a KeyboardInterrupt: one raised where a handler
    # swallows it (a full suite once left the server running 150 s after it) would
    # leave the server waiting for a client that has gone.
    signal.signal(signal.SIGINT, lambda *_: _leave(0))
    loading = _Loading("nbshot.mcp.server")
    contact = FirstContact()
    try:
        contact.take_stdio()
        if not contact.wait_for_sdk(loading.ready):
            _leave(0)
        return contact, loading.module()
    except (KeyboardInterrupt, BrokenPipeError):
        _leave(0)


class _Loading:
    """A module imported on a daemon thread; :attr:`ready` is a descriptor that turns
    readable when the import is over."""

    def __init__(self, name: str) -> None:
        self.ready, self._done = os.pipe()
        self._result: ModuleType | BaseException | None = None
        self._thread = threading.Thread(
            target=self._work, args=(name,), daemon=True, name="nbshot-mcp-import"
        )
        self._thread.start()

    def _work(self, name: str) -> None:
        try:
            self._result = importlib.import_module(name)
        except BaseException as error:  # noqa: BLE001 - raised again by module()
            self._result = error
        os.write(self._done, b"1")

    def module(self) -> ModuleType:
        """The module, once imported; what the import raised, raised again."""
        self._thread.join()
        if isinstance(self._result, BaseException):
            raise self._result
        assert self._result is not None
        return self._result


def _as(kind: type[int] | type[float]) -> Callable[[str], int | float | str]:
    """A flag's reader: its value as ``kind`` when it is one; otherwise as given, for
    load_config to refuse by name."""

    def read(text: str) -> int | float | str:
        try:
            return kind(text)
        except ValueError:
            return text

    return read


_whole, _seconds = _as(int), _as(float)


def _stop(state: ServerState) -> None:
    """On SIGTERM or Ctrl-C: shut down from here, never returning, ignoring later ones.

    Raising SystemExit instead unwound through asyncio: when it hit a task mid-step
    (likely on a loaded machine) asyncio.run logged "unhandled exception during
    shutdown" and took 25 s, and a second SIGTERM in the exit handlers printed
    "Exception ignored in atexit callback"."""
    _shut_down(state, 0)


def _shut_down(state: ServerState, code: int) -> None:
    """The client left or we were told to stop: runs end as cancelled (their kernels
    stopped, their folders written) and sessions close, within a few seconds; then
    :func:`_leave`. A SIGTERM or Ctrl-C now would cut that short: they are ignored."""
    signal.signal(signal.SIGTERM, signal.SIG_IGN)
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    # Flow execution not loaded (a client that left before its first run): no run to
    # cancel, and no 0.5 s import on the way out.
    execution = sys.modules.get("nbshot.flow.execution")
    if execution is not None and hasattr(execution, "cancel_runs"):
        execution.cancel_runs(wait=4)
    state.close_all()
    _leave(code)


#: Longest the exit handlers may take (Docker allows 10 s from SIGTERM to SIGKILL).
EXIT_HANDLERS_S = 6.0


def _leave(code: int) -> NoReturn:
    """Run the exit handlers (browser, kernels, servers, logging), then exit at once.

    A normal exit would hang or be slow: after SIGTERM the SDK's stdin reader is still
    blocked in ``read`` in a thread that is not a daemon, so the interpreter would wait
    for the client to close the pipe; and its own teardown took another 0.8-1.9 s here
    after the handlers had run. Docker allows 10 s from SIGTERM to SIGKILL.
    """
    # Nothing may interrupt the exit handlers now (a SIGTERM after a closed stdin, a
    # second Ctrl-C): each is bounded, and the process is leaving anyway.
    signal.signal(signal.SIGTERM, signal.SIG_IGN)
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    # What a normal exit runs first (stable since Python 3.0), on a thread and bounded:
    # a signal that came while the SDK was importing on its thread leaves that import
    # holding module locks, which a handler's own import would wait for forever.
    handlers = threading.Thread(target=atexit._run_exitfuncs, daemon=True, name="nbshot-exit")
    handlers.start()
    handlers.join(EXIT_HANDLERS_S)
    with contextlib.suppress(OSError, ValueError):
        sys.stdout.flush()
        sys.stderr.flush()
    os._exit(code)


def _reap_forever(state: ServerState) -> None:
    """Close idle sessions whether or not calls come in: every minute, or four times
    within a shorter --session-idle."""
    while True:
        time.sleep(min(60.0, state.config.session_idle / 4))
        state.reap()
