"""Pictures and run files as MCP resources: the answer links to them, the client reads
one only when its model wants to look.

Every capture, session view, compare picture and flow run the server makes is kept
here under an ``nbshot://`` URI with a random id (``nbshot://view/3f9c0a1b2c4d5e6f.png``),
never a local path. Reading looks the URI up in this table, so no text in a URI can
reach another file. Runs are also readable by id through the templates
``nbshot://run/{run_id}/report.html``, ``.../notebook.ipynb`` and
``.../captures/{name}.png``: the run is found by its manifest, the file is the one the
run recorded. At most :data:`MAX_KEPT` entries and :data:`MAX_BYTES` of pictures held
in memory are kept; the oldest go first.

Over HTTP an entry belongs to the client session that made it (as live sessions do):
another client neither lists nor reads it. So does a flow run a client started (its
folder, report, notebook and captures, by URI, run id or path) and a capture's file:
:meth:`Resources.claim_run` records the owner before the run starts. A run or file no
client made (the CLI, a schedule, stdio's one client, an earlier server) is everyone's.
"""

from __future__ import annotations

import asyncio
import os
import re
import uuid
from collections import OrderedDict
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from mcp.server.lowlevel.helper_types import ReadResourceContents
from mcp.shared.exceptions import MCPError
from mcp.types import Resource, ResourceLink, ResourceTemplate

from nbshot import secrets
from nbshot.errors import InvalidArgument

SCHEME = "nbshot"
MAX_KEPT = 200  # entries listed and readable; the oldest are dropped past this
MAX_BYTES = 64 * 1024 * 1024  # pictures held in memory (session views, diffs)
# Runs and capture files whose client is remembered, past the entries kept: a few hundred
# bytes each, and each one a page load or a kernel. The oldest past this are everyone's.
MAX_OWNED = 100_000
#: The MCP spec's "resource not found" error code.
RESOURCE_NOT_FOUND = -32002
_RUN_URI = re.compile(
    r"nbshot://run/(?P<run>[A-Za-z0-9._-]{1,100})/"
    r"(?P<file>report\.html|notebook\.ipynb|captures/(?P<name>[A-Za-z0-9._-]{1,100})\.png)"
)
_MIMES = {
    ".png": "image/png",
    ".jpg": "image/jpeg",
    ".jpeg": "image/jpeg",
    ".html": "text/html",
    ".ipynb": "application/x-ipynb+json",
}

TEMPLATES = [
    ResourceTemplate(
        uri_template="nbshot://run/{run_id}/report.html",
        name="run-report",
        description="A flow run's HTML report",
        mime_type="text/html",
    ),
    ResourceTemplate(
        uri_template="nbshot://run/{run_id}/notebook.ipynb",
        name="run-notebook",
        description="A flow run's executed notebook",
        mime_type="application/x-ipynb+json",
    ),
    ResourceTemplate(
        uri_template="nbshot://run/{run_id}/captures/{name}.png",
        name="run-capture",
        description="A picture a flow run captured",
        mime_type="image/png",
    ),
]


class UnknownResource(Exception):
    """A URI this server did not make (or no longer keeps, or another client's)."""

    def __init__(self, uri: str) -> None:
        self.uri = uri
        error = InvalidArgument(
            f"No resource {uri[:200]!r} on this server",
            f"Use a URI from an answer or resources/list; only the last {MAX_KEPT} are kept",
        )
        self.error = error
        super().__init__(error.message)


@dataclass
class Entry:
    """One resource: its bytes (kept in memory) or the file nbshot wrote, and whose it is."""

    uri: str
    name: str
    description: str
    mime: str
    client: str | None
    data: bytes | None = None
    path: Path | None = None

    @property
    def size(self) -> int:
        return len(self.data) if self.data is not None else 0

    def link(self) -> ResourceLink:
        return ResourceLink(
            type="resource_link",
            uri=self.uri,
            name=self.name,
            description=self.description or None,
            mime_type=self.mime,
        )

    def listed(self) -> Resource:
        return Resource(
            uri=self.uri, name=self.name, description=self.description or None, mime_type=self.mime
        )


class Resources:
    """The resources a server made, newest last, bounded (see the module's docstring)."""

    def __init__(self, limit: int = MAX_KEPT, max_bytes: int = MAX_BYTES) -> None:
        self.limit, self.max_bytes = limit, max_bytes
        self._entries: OrderedDict[str, Entry] = OrderedDict()
        self._bytes = 0
        # Owners (HTTP client sessions) by run id and by capture file (resolved path).
        self._run_owners: OrderedDict[str, str] = OrderedDict()
        self._file_owners: OrderedDict[Path, str] = OrderedDict()

    def add_picture(
        self,
        kind: str,
        name: str,
        description: str,
        client: str | None,
        *,
        data: bytes | None = None,
        path: Path | None = None,
    ) -> ResourceLink:
        """Keep a picture (its bytes, or the file nbshot wrote) and return its link.
        ``kind`` is ``capture``, ``view``, ``diff`` or ``page``."""
        if path is not None:
            _remember(self._file_owners, Path(path).resolve(), client)
        suffix = (path.suffix if path is not None else "") or ".png"
        uri = f"{SCHEME}://{kind}/{uuid.uuid4().hex[:16]}{suffix}"
        mime = _MIMES.get(suffix.lower(), "image/png")
        return self._keep(Entry(uri, name, description, mime, client, data, path)).link()

    def add_run(self, run: Any, client: str | None) -> list[ResourceLink]:
        """Keep a flow run's report, executed notebook and captures; their links."""
        base = f"{SCHEME}://run/{run.run_id}"
        files: list[tuple[str, str, Path | None]] = [
            ("report.html", f"{run.flow} run report", run.report),
            ("notebook.ipynb", f"{run.flow} executed notebook", run.notebook),
            *((f"captures/{c.name}.png", f"{run.flow}: {c.name}", c.path) for c in run.captures),
        ]
        links = []
        for file, description, path in files:
            if path is None or not Path(path).is_file() or not _RUN_URI.fullmatch(f"{base}/{file}"):
                continue
            mime = _MIMES.get(Path(file).suffix, "application/octet-stream")
            entry = Entry(
                f"{base}/{file}",
                file.rsplit("/", 1)[-1],
                description,
                mime,
                client,
                path=Path(path),
            )
            links.append(self._keep(entry).link())
        return links

    def claim_run(self, run_id: str, client: str | None) -> None:
        """Record ``client`` as the owner of the run ``run_id`` it is about to start.
        None (stdio, in memory: one client) leaves the run everyone's."""
        _remember(self._run_owners, run_id, client)

    def foreign_run(self, run_id: str, client: str | None) -> bool:
        """Whether ``run_id`` is a run another client than ``client`` started."""
        owner = self._run_owners.get(run_id)
        return owner is not None and owner != client

    def foreign_file(self, file: Path, client: str | None) -> bool:
        """Whether ``file`` (a resolved path) is another client's capture, or lies in
        the folder of another client's run (``<runs>/<flow>/<run_id>/...``)."""
        owner = self._file_owners.get(file)
        if owner is not None and owner != client:
            return True
        # A run id has a shape no other folder name has (RUN_ID): any part will do.
        return any(self.foreign_run(part, client) for part in file.parts)

    def find_run(self, run_id: str, client: str | None, runs: Path) -> Path:
        """The folder of run ``run_id`` (or ``latest``, ``<flow>:latest``) among the
        runs in ``runs`` that ``client`` may read: its own and those no client started.

        Raises
        ------
        InvalidArgument
            When there is none: for another client's run as for no run, and naming
            only runs ``client`` may read.
        """
        from nbshot.flow import run_folder
        from nbshot.project.file import runs_folder

        folder = runs_folder(runs)
        readable = [
            (found, manifest)
            for found, manifest in run_folder.all_manifests(Path(folder))
            if not self.foreign_run(str(manifest.get("run_id")), client)
        ]
        if (found := run_folder.run_by_id(readable, run_id)) is not None:
            return found
        recent = ", ".join(str(m.get("run_id")) for _, m in readable[:5]) or "none"
        raise InvalidArgument(
            f"No run {run_id[:200]!r} in {os.fspath(folder)}",
            f"Recent runs: {recent}; see the list tool",
        )

    def _keep(self, entry: Entry) -> Entry:
        old = self._entries.pop(entry.uri, None)
        self._bytes -= old.size if old else 0
        self._entries[entry.uri] = entry
        self._bytes += entry.size
        while len(self._entries) > self.limit or (
            self._bytes > self.max_bytes and len(self._entries) > 1
        ):
            _, dropped = self._entries.popitem(last=False)
            self._bytes -= dropped.size
        return entry

    def listed(self, client: str | None) -> list[Resource]:
        """``client``'s resources, newest first."""
        return [e.listed() for e in reversed(self._entries.values()) if e.client == client]

    def file_of(self, uri: str, client: str | None, runs: Path, scratch: Path) -> Path:
        """A file holding the picture ``uri``: the one nbshot wrote, or for a picture
        held in memory, a copy written to ``scratch`` (owner-only). For the tools that
        take a path (describe_screenshot, inspect).

        Raises
        ------
        UnknownResource
            As :meth:`read`.
        """
        entry = self._entries.get(uri)
        if entry is not None and entry.client == client and entry.path is not None:
            return entry.path
        content, mime = self.read(uri, client, runs)
        if isinstance(content, str) or not mime.startswith("image/"):
            raise UnknownResource(uri)  # a report or notebook is no picture
        from nbshot.files import private_dir

        folder = private_dir(scratch)
        file = folder / (uri.rsplit("/", 1)[-1] if entry is not None else f"{uuid.uuid4().hex}.png")
        file.write_bytes(content)
        return file

    def read(self, uri: str, client: str | None, runs: Path) -> tuple[bytes | str, str]:
        """The content and MIME type of ``uri``: an entry of ``client``, or a file of a
        run in ``runs`` named by a template URI.

        Raises
        ------
        UnknownResource
            For any other URI, the same whether or not a file is there.
        """
        entry = self._entries.get(uri)
        if entry is not None and entry.client == client:
            return _content(entry)
        matched = _RUN_URI.fullmatch(uri)
        if matched is None:
            raise UnknownResource(uri)
        path = self._run_file(matched, client, runs)
        if path is None:
            raise UnknownResource(uri)
        mime = _MIMES.get(path.suffix.lower(), "application/octet-stream")
        return _content(Entry(uri, path.name, "", mime, client, path=path))

    def _run_file(self, matched: re.Match[str], client: str | None, runs: Path) -> Path | None:
        """The file a run ``client`` may read recorded for a template URI, if it lies
        in the runs folder (and in no other client's run)."""
        from nbshot.flow.flow_run import FlowRun

        try:
            run = FlowRun.load(self.find_run(matched.group("run"), client, runs))
        except (InvalidArgument, OSError, ValueError, KeyError):
            return None
        file = matched.group("file")
        if file == "report.html":
            path = run.report
        elif file == "notebook.ipynb":
            path = run.notebook
        else:
            path = next((c.path for c in run.captures if c.name == matched.group("name")), None)
        if path is None:
            return None
        resolved, root = Path(path).resolve(), runs.resolve()
        if root not in resolved.parents or not resolved.is_file():
            return None  # a manifest edited to point elsewhere reads nothing
        return None if self.foreign_file(resolved, client) else resolved


def _remember(owners: OrderedDict[Any, str], key: Any, client: str | None) -> None:
    """``key`` is ``client``'s now (everyone's for None), newest last, at most
    :data:`MAX_OWNED` remembered."""
    owners.pop(key, None)
    if client is None:
        return
    owners[key] = client
    while len(owners) > MAX_OWNED:
        owners.popitem(last=False)


def _content(entry: Entry) -> tuple[bytes | str, str]:
    if entry.data is not None:
        return entry.data, entry.mime
    assert entry.path is not None
    try:
        raw = entry.path.read_bytes()
    except OSError:  # removed since (a run folder cleaned up): gone, as for any other
        raise UnknownResource(entry.uri) from None
    if entry.mime.startswith("image/"):
        return raw, entry.mime
    return raw.decode("utf-8", errors="replace"), entry.mime


def not_found_data(error: UnknownResource) -> dict[str, Any]:
    """The JSON-RPC error's data: nbshot's code and message, and the URI."""
    return {**error.error.to_dict(), "uri": error.uri[:200]}


def request_client(request_context: Any) -> str | None:
    """The client a request comes from: its HTTP client session (the ``mcp-session-id``
    header the SDK checked, up to 2025-11-25); a 2026-07-28 request has none, so its
    OAuth token's client and subject (:func:`nbshot.mcp.auth.token_identity`) when
    the server checks tokens; None otherwise: over stdio, in memory, and 2026-07-28 requests to
    a server without OAuth (one client, as over stdio)."""
    headers = getattr(getattr(request_context, "request", None), "headers", None)
    client = headers.get("mcp-session-id") if headers is not None else None
    if client:
        return str(client)
    from nbshot.mcp.auth import token_identity

    return token_identity()


async def read_contents(
    kept: Resources, request_context: Any, uri: str, runs: Path
) -> list[ReadResourceContents]:
    """``resources/read`` for the client of ``request_context``: a picture's bytes (the
    SDK sends them as a base64 blob), a report or notebook as text.

    Raises
    ------
    MCPError
        With code :data:`RESOURCE_NOT_FOUND` and nbshot's coded error as its data, for
        a URI this server did not make or no longer keeps.
    """
    try:
        # File reads (a run's notebook): off the server's loop.
        content, mime = await asyncio.to_thread(
            kept.read, uri, request_client(request_context), runs
        )
    except UnknownResource as error:
        raise MCPError(
            code=RESOURCE_NOT_FOUND, message=error.error.message, data=not_found_data(error)
        ) from None
    if isinstance(content, str):
        content = secrets.redact(content)
    return [ReadResourceContents(content=content, mime_type=mime)]
