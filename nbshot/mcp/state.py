"""What the MCP server may do and what it holds between calls: its :class:`Config`
(flows, outputs, what is allowed) and the open sessions (:class:`ServerState`)."""

from __future__ import annotations

import asyncio
import contextlib
import time
from collections.abc import AsyncIterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

from nbshot.browser.attach import check_endpoint
from nbshot.errors import Busy, InvalidArgument, NameInUse, NotAllowed, SessionClosed
from nbshot.files import check_path_text, default_out_dir
from nbshot.mcp.auth import token_identity
from nbshot.project.file import current as current_project

if TYPE_CHECKING:  # the session (and Playwright) load with the first tool, not at start
    from nbshot.mcp.resources import Resources
    from nbshot.session.session import Session

IDLE_S = 15 * 60  # sessions unused this long are closed (--session-idle)
PICTURES = (".png", ".jpg", ".jpeg")  # what describe_screenshot and inspect read by path
ENDED_KEPT = 1000  # ids of closed sessions remembered, to say why one is gone
ANYONE = "*"  # an ended session's handle: told to any client (no client is called so)


@dataclass
class Config:
    """What the server may do and where things are. Explicit arguments win over the
    project file (see :mod:`nbshot.project`), which wins over these defaults.

    ``flows`` left at ``flows`` means the flow search path: the project's flows
    folder, then the flows shipped with nbshot (:func:`nbshot.flow.catalog.search_path`).
    """

    flows: Path = Path("flows")
    out_dir: Path | None = None
    runs: Path = Path("runs")
    device: str | None = None
    vision_provider: str = "local"
    allow_eval: bool = False
    allow_file_urls: bool = False
    max_calls: int = 4  # calls that load pages or run flows, at work at once
    max_queue: int = 32  # more such calls waiting, in order; beyond this: Busy
    session_idle: float = IDLE_S  # seconds a session may go unused before it closes
    # A browser the person runs, which `open` may attach to (--cdp-endpoint); off if None.
    cdp_endpoint: str | None = None
    cdp_allow_remote: bool = False  # the endpoint may be beyond loopback
    cdp_tabs: bool = False  # open's tab= may use that browser's own tabs and sign-ins
    user_data_dir: Path | None = None  # a persistent profile `open` may use (--user-data-dir)


def load_config(**explicit: Any) -> Config:
    """Config from explicit values (None: not given), then the project in force.

    The project gives ``out_dir``, ``runs``, ``vision_provider`` and the server's own
    keys ``device``, ``max_calls`` and ``max_queue``; its paths are relative to its
    file. Its flows are found by the search path, so ``flows`` stays the default.

    Raises
    ------
    InvalidArgument
        For a project file that is wrong (naming the key and line), or ``max_calls`` /
        ``max_queue`` that are not whole numbers of at least 1 / 0.
    """
    project = current_project()
    merged: dict[str, Any] = {}
    if project is not None:
        merged = {
            "out_dir": project.out_dir,
            "runs": project.runs or project.root / "runs",
            "vision_provider": project.vision_provider,
            **project.extra,
        }
        merged = {k: v for k, v in merged.items() if v is not None}
    # A flag not given (None) leaves the project's value, it does not erase it.
    given = {k: v for k, v in explicit.items() if v is not None}
    merged.update(given)
    for key in ("flows", "out_dir", "runs"):
        if key in merged:
            merged[key] = Path(merged[key])
    for key, least in (("max_calls", 1), ("max_queue", 0)):
        value = merged.get(key)
        # bool is an int to Python, not a number of calls to a person.
        if value is not None and (type(value) is not int or value < least):
            flag = f"--{key.replace('_', '-')}"
            source = flag if key in given or project is None else str(project.path)
            raise InvalidArgument(
                f"{key}={value!r} (from {source}) is not allowed",
                f"Use a whole number of at least {least}",
            )
    _check_browsers(merged)
    idle = merged.get("session_idle")
    if idle is not None and (type(idle) not in (int, float) or not 0 < idle <= 7 * 86400):
        raise InvalidArgument(
            f"session_idle={idle!r} is not allowed",
            "Use a number of seconds above 0, at most a week",
        )
    return Config(**merged)


def _check_browsers(merged: dict[str, Any]) -> None:
    """The attached browser and the profile, as ``--cdp-endpoint`` and
    ``--user-data-dir`` give them: an address on loopback (unless remote ones are
    allowed), one of the two at most, and no ``--cdp-tabs`` without an endpoint.

    Raises InvalidArgument otherwise."""
    endpoint = merged.get("cdp_endpoint")
    if endpoint is not None:
        remote = bool(merged.get("cdp_allow_remote"))
        merged["cdp_endpoint"] = check_endpoint(endpoint, remote=remote)
    elif merged.get("cdp_tabs") or merged.get("cdp_allow_remote"):
        raise InvalidArgument(
            "--cdp-tabs and --cdp-allow-remote need --cdp-endpoint",
            "Give the address of the browser to attach to",
        )
    if merged.get("user_data_dir") is not None:
        if endpoint is not None:
            raise InvalidArgument(
                "--cdp-endpoint and --user-data-dir were both given",
                "Attach to a running browser or keep a profile, not both",
            )
        merged["user_data_dir"] = Path(merged["user_data_dir"]).expanduser()


@dataclass
class OpenSession:
    """A session an agent opened, the lock that keeps its calls in order, its last use,
    and the client that opened it (see :func:`nbshot.mcp.resources.request_client`):
    its names and listing are that client's; its handle reaches it from any
    connection (the 2026-07-28 protocol has no client session to tie it to)."""

    session: Session
    client: str | None = None
    key: str = ""  # the handle the server minted
    name: str | None = None  # the alias the agent chose (open's name=)
    # With OAuth, whom the token that opened it speaks for: another token's handle
    # holder is answered as for a handle nobody minted.
    owner: str | None = field(default_factory=token_identity)
    lock: asyncio.Lock = field(default_factory=asyncio.Lock)
    used: float = field(default_factory=time.monotonic)
    # The last tree each answer showed, by target ("" = the page), with its URL: the
    # next answer says what changed since (nbshot.mcp.answers).
    shown: dict[str, tuple[str, str]] = field(default_factory=dict)


class Admission:
    """At most ``limit`` calls at work; up to ``queue`` more wait, first come first
    served; a call beyond that is refused at once with the retryable :class:`Busy`.

    Without it, fifty agents calling at once all start together and all finish late
    (each gets a fiftieth of the machine); with it, the first ones finish on time.
    """

    def __init__(self, limit: int, queue: int) -> None:
        self.limit, self.queue = limit, queue
        self.working = self.waiting = 0
        self._turns: asyncio.Semaphore | None = None  # made in the server's loop

    @contextlib.asynccontextmanager
    async def admit(self) -> AsyncIterator[None]:
        """Wait for a turn (in order of arrival); raises Busy when the queue is full."""
        if self._turns is None:
            self._turns = asyncio.Semaphore(self.limit)  # FIFO since Python 3.11.1
        if self.working >= self.limit and self.waiting >= self.queue:
            raise Busy(
                f"The server is at its limit: {self.working} calls at work, {self.waiting} waiting",
                "Retry in a few seconds (the server was started with "
                f"--max-calls {self.limit} --max-queue {self.queue})",
            )
        self.waiting += 1
        try:
            await self._turns.acquire()
        finally:
            self.waiting -= 1
        self.working += 1
        try:
            yield
        finally:
            self.working -= 1
            self._turns.release()


class ServerState:
    """The state the tools share: the config, the open sessions, the flow tools, the
    admission of calls that load pages or run flows, and the pictures and runs kept as
    resources."""

    def __init__(self, config: Config) -> None:
        # Resources import the MCP SDK: nbshot-mcp reads its Config before that (start.py).
        from nbshot.mcp.resources import Resources

        self.config = config
        self.resources: Resources = Resources()
        # The project found in the client's roots (nbshot.mcp.roots), once looked for.
        self.roots_checked = False
        self.admission = Admission(config.max_calls, config.max_queue)
        self.sessions: dict[str, OpenSession] = {}
        # Sessions that closed themselves: handle or name -> (who may be told, what happened).
        self.ended: dict[str, tuple[str | None, str]] = {}
        self.flow_stamp: tuple[tuple[str, float], ...] = ()
        self.flow_tools: set[str] = set()

    # -- checks the server adds: what an agent may reach ---------------------------------

    def target(self, url: str) -> str:
        """``url`` if the server allows it (file:// only with --allow-file-urls).

        Raises NotAllowed otherwise. This only answers early and clearly: the rule
        itself is enforced by every browser context (see nbshot.page.file_url_block), so paths
        that become file URLs, steps, links, redirects and flows are refused too."""
        if url.lower().startswith("file:") and not self.config.allow_file_urls:
            raise NotAllowed("file:// URLs are off", "Start the server with --allow-file-urls")
        return url

    def output_dir(self, requested: str | None) -> Path | None:
        """A folder inside the configured output folder: agents name sub-folders, they
        do not pick places on the disk. Raises InvalidArgument for one outside it."""
        if requested is None:
            return self.config.out_dir
        check_path_text(requested, "output_dir")  # NUL or 1 MB: coded, not a ValueError
        base = (self.config.out_dir or default_out_dir()).resolve()
        target = (base / requested).resolve()
        if target != base and base not in target.parents:
            raise InvalidArgument(
                f"output_dir {requested!r} is outside the output folder",
                f"Give a sub-folder of {base} (e.g. 'checkout')",
            )
        return target

    def own_file(self, path: str) -> Path:
        """``path`` if it lies (symlinks followed) in the capture or runs folder: agents
        may read back what nbshot wrote, not other files. Raises NotAllowed otherwise,
        whether or not the file exists (an answer must not tell which files exist), and
        InvalidArgument for text that cannot be a path (NUL, over-long)."""
        file = Path(check_path_text(path)).expanduser().resolve()
        roots = [(self.config.out_dir or default_out_dir()).resolve(), self.config.runs.resolve()]
        if not any(file == root or root in file.parents for root in roots):
            raise NotAllowed(
                f"{path!r} is outside the capture and runs folders"[:300],
                "Describe a capture's path as the capture or run tools returned it",
            )
        return file

    def own_picture(self, path: str, client: str | None) -> Path:
        """``path`` (as :meth:`own_file`) if it is a PNG/JPEG file there that ``client``
        may read: not another client's capture, nor in another client's run.

        Raises NotAllowed as :meth:`own_file`, and InvalidArgument for any other path,
        the same whether it is missing, no picture or another client's (an answer must
        not tell which exist)."""
        file = self.own_file(path)
        if (
            file.suffix.lower() not in PICTURES
            or not file.is_file()
            or self.resources.foreign_file(file, client)
        ):
            raise InvalidArgument(
                f"No picture {path!r} to read in the capture and runs folders"[:300],
                "Pass a PNG/JPEG path or nbshot:// link that a capture, session or run answered",
            )
        return file

    def session(self, session_id: str, client: str | None) -> OpenSession:
        """The open session ``session_id``: its handle (the server minted it, 60 random
        bits: whoever holds it drives the session, from any connection; with OAuth,
        with a token for the same client and subject), or the name ``client`` gave it
        (names are each client's own).

        Raises SessionClosed for an unknown one and for another client's name alike:
        over HTTP a client cannot learn of another's sessions by name or listing. A
        session lives in the process that opened it: another ``nbshot-mcp`` behind
        the same address answers as for an unknown one, saying so."""
        self.reap()
        found = self.sessions.get(session_id) or self._named(session_id, client)
        if found is not None and found.owner != token_identity():
            found = None  # another OAuth identity's: as if nobody minted it
        if found is None:
            ended = self.ended.get(session_id)
            if ended is not None and ended[0] in (client, ANYONE):
                raise SessionClosed(
                    f"Session {session_id!r} {ended[1]}", "Open a new one with the open tool"
                )
            raise SessionClosed(
                f"No open session {session_id!r}",
                "Open one with the open tool (a session lives in the server process that "
                "opened it: behind a load balancer, send its calls there)",
            )
        found.used = time.monotonic()
        return found

    def _named(self, name: str, client: str | None) -> OpenSession | None:
        return next(
            (e for e in self.sessions.values() if e.name == name and e.client == client), None
        )

    def check_free(self, name: str, client: str | None) -> None:
        """Raises NameInUse when ``client`` has an open session called ``name`` (names
        are each client's own: another client's are neither in the way nor told of)."""
        self.reap()
        held = self._named(name, client)
        if held is not None:
            raise NameInUse(
                f"Session name {name!r} is in use (session {held.key})",
                f"Act on it with session={name!r}, close it first, or open with another name",
            )

    async def live(self, client: str | None) -> dict[str, dict[str, str | None]]:
        """Session id -> ``{url, name, via}`` of ``client``'s open sessions. A session
        whose browser went away is closed and dropped here, so it does not stay listed
        (or break the list)."""
        found: dict[str, dict[str, str | None]] = {}
        for key, entry in list(self.sessions.items()):
            if entry.client != client:
                continue
            try:
                found[key] = {
                    "url": entry.session.url,
                    "name": entry.name,
                    "via": entry.session.via,
                }
            except SessionClosed:  # SessionLost too: its browser crashed or was killed
                self.sessions.pop(key, None)
                with contextlib.suppress(Exception):  # nothing of it is left to close well
                    await entry.session.close_async()
        return found

    async def close_client(self, client: str) -> None:
        """Close every session of ``client``: it ended its MCP session (an HTTP DELETE
        the SDK accepted, :class:`nbshot.mcp.sessions.ClosedWithClient`)."""
        for key, entry in list(self.sessions.items()):
            if entry.client == client:
                self.sessions.pop(key, None)
                with contextlib.suppress(Exception):  # a lost browser: nothing to close
                    await entry.session.close_async()

    def reap(self) -> None:
        """Close sessions unused for more than ``config.session_idle`` seconds (not
        those in the middle of a call); a later call naming one is told so."""
        now, idle = time.monotonic(), self.config.session_idle
        for key, entry in list(self.sessions.items()):
            if now - entry.used > idle and not entry.lock.locked():
                self.sessions.pop(key, None)
                said = f"closed itself after {idle:g} s unused"
                self.ended[key] = (ANYONE, said)  # its handle: whoever holds it may ask
                if entry.name is not None:  # a later call may name it by its name
                    self.ended[entry.name] = (entry.client, said)
                while len(self.ended) > ENDED_KEPT:
                    self.ended.pop(next(iter(self.ended)))
                with contextlib.suppress(Exception):  # a lost browser: nothing to close
                    entry.session.close()

    def close_all(self) -> None:
        for entry in list(self.sessions.values()):
            entry.session.close()
        self.sessions.clear()
