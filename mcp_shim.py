"""nbshot for AI agents: a thin MCP server over nbshot's API, and every flow as a tool.

Thin means each tool checks nothing nbshot does not check, calls one nbshot
function, and translates the result: images as MCP image content (scaled to at
most 1568 px and kept small), everything else as text plus structured content.
Expected failures (:class:`nbshot.NbshotError`) become ``isError`` results whose
text says what went wrong and what to try, with ``code`` and ``retryable`` in the
structured content; the server keeps serving.

Run ``nbshot-mcp`` (stdio) or ``nbshot-mcp --http`` (streamable HTTP on
127.0.0.1:8765). See docs/mcp.md.
"""

from __future__ import annotations

import argparse
import base64
import inspect
import io
import logging
import os
import signal
import sys
import threading
import time
import uuid
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from functools import partial
from pathlib import Path
from typing import Annotated, Any, TypeVar

import anyio
from mcp.server import MCPServer
from mcp.server.mcpserver import Context
from mcp.types import CallToolResult, ImageContent, TextContent, ToolAnnotations
from pydantic import Field

import nbshot
from nbshot.errors import InvalidArgument, NbshotError

T = TypeVar("T")
MAX_SIDE = 1568  # longest side of an image sent to a model
MAX_IMAGE_BYTES = 750_000  # clients cap inline images around 1 MB of base64
IDLE_S = 15 * 60  # sessions unused this long are closed
READ_ONLY = ToolAnnotations(read_only_hint=True, open_world_hint=False)
LOADS_PAGES = ToolAnnotations(read_only_hint=True, open_world_hint=True)
ACTS = ToolAnnotations(read_only_hint=False, destructive_hint=True, open_world_hint=True)
WRITES = ToolAnnotations(read_only_hint=False, destructive_hint=False, open_world_hint=True)


# -- results ---------------------------------------------------------------------------


def _image(data: bytes) -> ImageContent:
    """An image for a model: at most MAX_SIDE px, PNG if small enough, else JPEG."""
    from PIL import Image

    with Image.open(io.BytesIO(data)) as img:
        img.load()
        picture = img.convert("RGB")
    if max(picture.size) > MAX_SIDE:
        scale = MAX_SIDE / max(picture.size)
        picture = picture.resize((round(picture.width * scale), round(picture.height * scale)))
    buf = io.BytesIO()
    picture.save(buf, format="PNG", optimize=True)
    mime = "image/png"
    if buf.tell() > MAX_IMAGE_BYTES:
        buf = io.BytesIO()
        picture.save(buf, format="JPEG", quality=80)
        mime = "image/jpeg"
    return ImageContent(
        type="image", data=base64.b64encode(buf.getvalue()).decode(), mime_type=mime
    )


def _result(
    text: str, data: dict[str, Any] | None = None, image: bytes | None = None, error: bool = False
) -> CallToolResult:
    content: list[Any] = [_image(image)] if image is not None else []
    content.append(TextContent(type="text", text=text))
    return CallToolResult(content=content, structured_content=data, is_error=error)


def _failure(
    error: NbshotError, extra: dict[str, Any] | None = None, image: bytes | None = None
) -> CallToolResult:
    return _result(error.message, {**error.to_dict(), **(extra or {})}, image, error=True)


async def _call(work: Callable[[], CallToolResult]) -> CallToolResult:
    """Run blocking nbshot work on a worker thread; NbshotError becomes isError."""
    try:
        return await anyio.to_thread.run_sync(work)
    except NbshotError as error:
        return _failure(error)


# -- state -----------------------------------------------------------------------------


@dataclass
class _Open:
    session: nbshot.Session
    lock: threading.Lock = field(default_factory=threading.Lock)
    used: float = field(default_factory=time.monotonic)


@dataclass
class Config:
    """What the server may do and where things are. Explicit arguments win over
    ``NBSHOT_CONFIG`` (a TOML file), which wins over these defaults."""

    flows: Path = Path("flows")
    out_dir: Path | None = None
    runs: Path = Path("runs")
    device: str | None = None
    vision_provider: str = "local"
    allow_eval: bool = False
    allow_file_urls: bool = False


def load_config(**explicit: Any) -> Config:
    """Config from explicit values, then the TOML file named by NBSHOT_CONFIG."""
    if sys.version_info >= (3, 11):
        import tomllib
    else:  # pragma: no cover
        import tomli as tomllib  # type: ignore[import-not-found,no-redef,unused-ignore]

    values: dict[str, Any] = {}
    path = os.environ.get("NBSHOT_CONFIG")
    if path:
        try:
            values = tomllib.loads(Path(path).read_text())
        except (OSError, tomllib.TOMLDecodeError) as exc:
            raise InvalidArgument(
                f"NBSHOT_CONFIG {path!r} is not readable TOML: {exc}",
                "Fix the file or unset NBSHOT_CONFIG",
            ) from None
    known = {"flows", "out_dir", "runs", "device", "vision_provider"}
    merged = {k: v for k, v in values.items() if k in known}
    merged.update({k: v for k, v in explicit.items() if v is not None})
    for key in ("flows", "out_dir", "runs"):
        if merged.get(key) is not None:
            merged[key] = Path(merged[key])
    return Config(**merged)


class Shim:
    """The tools and the state they share (open sessions, the flow tools)."""

    def __init__(self, config: Config) -> None:
        self.config = config
        self.sessions: dict[str, _Open] = {}
        self.flow_stamp: tuple[tuple[str, float], ...] = ()
        self.flow_tools: set[str] = set()

    # -- checks the shim adds: what an agent may reach ---------------------------------

    def target(self, url: str) -> str:
        if url.lower().startswith("file:") and not self.config.allow_file_urls:
            raise InvalidArgument("file:// URLs are off", "Start the server with --allow-file-urls")
        return url

    def output_dir(self, requested: str | None) -> Path | None:
        """A folder inside the configured output folder: agents name sub-folders, they
        do not pick places on the disk."""
        if requested is None:
            return self.config.out_dir
        from nbshot.files import default_out_dir

        base = (self.config.out_dir or default_out_dir()).resolve()
        target = (base / requested).resolve()
        if target != base and base not in target.parents:
            raise InvalidArgument(
                f"output_dir {requested!r} is outside the output folder",
                f"Give a sub-folder of {base} (e.g. 'checkout')",
            )
        return target

    def session(self, session_id: str) -> _Open:
        self.reap()
        found = self.sessions.get(session_id)
        if found is None:
            raise nbshot.SessionClosed(
                f"No open session {session_id!r}", "Open one with the open tool"
            )
        found.used = time.monotonic()
        return found

    def reap(self) -> None:
        """Close sessions idle for more than IDLE_S."""
        now = time.monotonic()
        for key, entry in list(self.sessions.items()):
            if now - entry.used > IDLE_S and entry.lock.acquire(blocking=False):
                try:  # a session in the middle of a call is not idle
                    self.sessions.pop(key, None)
                    entry.session.close()
                finally:
                    entry.lock.release()

    def close_all(self) -> None:
        for entry in list(self.sessions.values()):
            entry.session.close()
        self.sessions.clear()


# -- flows as tools ----------------------------------------------------------------------

_PY_TYPES: dict[str, Any] = {
    "str": str,
    "int": int,
    "float": float,
    "bool": bool,
    "list": list,
    "dict": dict,
    "any": Any,
}


def _flow_signature(flow: Any) -> inspect.Signature:
    """The input schema of ``flow_<name>``: the flow's parameters, typed, with defaults
    and help, plus describe/video."""
    params = [
        inspect.Parameter(
            p.name,
            inspect.Parameter.KEYWORD_ONLY,
            default=p.default,
            annotation=Annotated[_PY_TYPES.get(p.type, Any), Field(description=p.help or None)],
        )
        for p in flow.parameters
        if p.name not in ("describe", "video", "ctx")
    ]
    params += [
        inspect.Parameter(
            "describe", inspect.Parameter.KEYWORD_ONLY, default=False, annotation=bool
        ),
        inspect.Parameter("video", inspect.Parameter.KEYWORD_ONLY, default=False, annotation=bool),
        inspect.Parameter("ctx", inspect.Parameter.KEYWORD_ONLY, default=None, annotation=Context),
    ]
    return inspect.Signature(params, return_annotation=CallToolResult)


def _run_summary(run: nbshot.FlowRun) -> CallToolResult:
    data = {
        "run_id": run.run_id,
        "flow": run.flow,
        "status": run.status,
        "captures": [
            {"name": c.name, "path": str(c.path), "metadata": c.metadata} for c in run.captures
        ],
        "video": str(run.video) if run.video else None,
        "report": str(run.report) if run.report else None,
        "error": run.error.message if run.error else None,
        "failed_cell_index": run.error.cell_index if run.error else None,
    }
    text = f"{run.flow} {run.run_id}: {run.status}; {len(run.captures)} capture(s)"
    if run.error:
        text += f"; {run.error_text} (what was captured before it is kept)"
    # A notebook that fails is a partial success, not a tool error.
    return _result(text + f"; report: {run.report}", data)


async def _run_flow(
    shim: Shim, name: str, params: dict[str, Any], describe: bool, video: bool, ctx: Context | None
) -> CallToolResult:
    def on_cell(done: int, total: int) -> None:
        if ctx is not None:
            anyio.from_thread.run(partial(ctx.report_progress, done, total, f"cell {done}/{total}"))

    def work() -> CallToolResult:
        run = nbshot.run_flow(
            name,
            params,
            folder=shim.config.flows,
            out_dir=shim.config.runs,
            describe=describe,
            video=video,
            progress=False,
            on_cell=on_cell,
        )
        return _run_summary(run)

    return await _call(work)


def _drop_titles(schema: Any) -> None:
    """Remove pydantic's generated ``title`` keys from a JSON schema, in place.

    They repeat each parameter's name ("Full Page" for full_page) and cost a fifth
    of the tool definitions a client loads into its model's context. Validation
    uses the function's own model, not this published schema.
    """
    if isinstance(schema, dict):
        schema.pop("title", None)
        for key, value in schema.items():
            if key == "properties" and isinstance(value, dict):
                for prop in value.values():
                    _drop_titles(prop)
            elif isinstance(value, (dict, list)):
                _drop_titles(value)
    elif isinstance(schema, list):
        for item in schema:
            _drop_titles(item)


def sync_flow_tools(server: MCPServer, shim: Shim) -> bool:
    """Register ``flow_<name>`` for every flow, dropping those whose notebook is gone.
    Returns True when the tool list changed."""
    from nbshot.flow_catalog import list_flows

    folder = shim.config.flows
    if not folder.is_dir():
        stamp: tuple[tuple[str, float], ...] = ()
    else:
        stamp = tuple(sorted((p.name, p.stat().st_mtime) for p in folder.glob("*.ipynb")))
    if stamp == shim.flow_stamp:
        return False
    shim.flow_stamp = stamp
    for name in shim.flow_tools:
        server.remove_tool(name)
    shim.flow_tools = set()
    for flow in list_flows(folder) if folder.is_dir() else []:
        tool = f"flow_{flow.name}"

        async def call(
            *,
            _flow: str = flow.name,
            describe: bool = False,
            video: bool = False,
            ctx: Context | None = None,
            **params: Any,
        ) -> CallToolResult:
            return await _run_flow(shim, _flow, params, describe, video, ctx)

        call.__signature__ = _flow_signature(flow)  # type: ignore[attr-defined]
        summary = f"Run the {flow.title!r} flow notebook: {flow.description}".strip()
        server.add_tool(call, name=tool, description=summary[:300], annotations=WRITES)
        shim.flow_tools.add(tool)
    return True


# -- the server ------------------------------------------------------------------------------


def build_server(config: Config | None = None) -> MCPServer:
    """An MCPServer with nbshot's tools and one ``flow_<name>`` tool per flow."""
    shim = Shim(config or load_config())
    server = MCPServer(
        "nbshot",
        instructions="Capture, inspect, act on and compare web pages; run flows.",
        warn_on_duplicate_tools=False,
    )
    server.shim = shim  # type: ignore[attr-defined]

    async def refresh(ctx: Context | None) -> None:
        if sync_flow_tools(server, shim) and ctx is not None:
            await ctx.session.send_tool_list_changed()

    def tool(
        annotations: ToolAnnotations,
    ) -> Callable[[Callable[..., Awaitable[CallToolResult]]], Any]:
        def register(fn: Callable[..., Awaitable[CallToolResult]]) -> Any:
            server.add_tool(fn, description=inspect.getdoc(fn), annotations=annotations)
            return fn

        return register

    @tool(LOADS_PAGES)
    async def capture(
        url: str,
        selector: str | None = None,
        full_page: bool = False,
        device: str | None = None,
        color_scheme: str | None = None,
        mask: list[str] | None = None,
        wait_until: str = "load",
        timeout_ms: int = 30_000,
        name: str | None = None,
        output_dir: str | None = None,
    ) -> CallToolResult:
        """Screenshot a page (URL or demo:/page) or one element. Returns the image and
        {path, width, height, url, title, console_errors, failed_requests}."""

        def work() -> CallToolResult:
            shot = nbshot.capture(
                shim.target(url),
                selector=selector,
                full_page=full_page,
                device=device or shim.config.device,
                color_scheme=color_scheme,
                mask=mask,
                wait_until=wait_until,
                timeout=timeout_ms / 1000,
                name=name,
                out_dir=shim.output_dir(output_dir),
            )
            data = {
                "path": str(shot.path),
                "width": shot.width,
                "height": shot.height,
                "url": shot.url,
                "title": shot.title,
                "console_errors": [m.text for m in shot.console_errors],
                "failed_requests": [r.url for r in shot.failed_requests],
            }
            return _result(
                f"{shot.title} ({shot.width}x{shot.height}) saved to {shot.path}", data, shot.data
            )

        return await _call(work)

    @tool(LOADS_PAGES)
    async def snapshot(
        url: str | None = None,
        session: str | None = None,
        target: str | None = None,
        depth: int | None = None,
        compact: bool = True,
    ) -> CallToolResult:
        """The accessibility tree of a URL or an open session, with refs to act on.
        target: a CSS selector to narrow it; compact: actionable nodes only."""

        def work() -> CallToolResult:
            if session is not None:
                entry = shim.session(session)
                with entry.lock:
                    tree = entry.session.snapshot(selector=target, depth=depth)
            elif url is not None:
                tree = nbshot.snapshot(shim.target(url), selector=target, depth=depth)
            else:
                raise InvalidArgument("Give url or session", "Pass one of them")
            text = tree.compact() if compact else tree.text
            return _result(text, {"url": tree.url, "title": tree.title, "nodes": len(tree.nodes)})

        return await _call(work)

    @tool(READ_ONLY)
    async def find(session: str, text: str) -> CallToolResult:
        """Nodes of a session's latest snapshot whose name or text contains text."""

        def work() -> CallToolResult:
            entry = shim.session(session)
            with entry.lock:
                tree = entry.session.snapshot().find(text)
            return _result(
                tree.compact(refs="all") or f"Nothing matches {text!r}",
                {"matches": len(tree.nodes)},
            )

        return await _call(work)

    def _view(view: nbshot.View) -> tuple[str, dict[str, Any]]:
        data = {
            "url": view.url,
            "title": view.title,
            "steps_run": view.steps_run,
            "console_errors": [m.text for m in view.console_errors],
            "dialogs": [f"{d.type}: {d.message}" for d in view.dialogs],
        }
        return f"{view.title} at {view.url}\n{view.tree.compact()}", data

    @tool(LOADS_PAGES)
    async def open(  # noqa: A001 - the tool is called open
        url: str,
        device: str | None = None,
        color_scheme: str | None = None,
    ) -> CallToolResult:
        """Open a live session at url. Returns its id and the page's tree with refs."""

        def work() -> CallToolResult:
            session = nbshot.open(
                shim.target(url),
                device=device or shim.config.device,
                color_scheme=color_scheme,
                out_dir=shim.config.out_dir,
            )
            key = uuid.uuid4().hex[:8]
            shim.sessions[key] = _Open(session)
            text, data = _view(session.view())
            return _result(f"session {key}\n{text}", {"session": key, **data})

        return await _call(work)

    @tool(ACTS)
    async def act(session: str, steps: list[str]) -> CallToolResult:
        """Run steps in a session, e.g. ["fill:e4=ada@example.com", "click:e9",
        "wait:text=Welcome", "press:Enter", "goto:/settings"]. Returns the page after."""

        def work() -> CallToolResult:
            entry = shim.session(session)
            with entry.lock:
                view = entry.session.act(*steps)
            text, data = _view(view)
            if view.failure is not None:
                f = view.failure
                return _failure(
                    f.error, {"step": f.step, "position": f.position, **data}, view.shot.data
                )
            return _result(text, data, view.shot.data)

        return await _call(work)

    @tool(WRITES)
    async def close(
        session: str, save_as: str | None = None, ctx: Context | None = None
    ) -> CallToolResult:
        """Close a session; save_as writes the steps that worked as a flow notebook
        (a name, saved in the flows folder)."""

        def work() -> CallToolResult:
            entry = shim.session(session)
            written = None
            with entry.lock:
                if save_as:
                    from nbshot.files import validate_name

                    written = entry.session.to_flow(
                        shim.config.flows / f"{validate_name(save_as)}.ipynb"
                    )
                entry.session.close()
            shim.sessions.pop(session, None)
            return _result(
                f"closed {session}" + (f"; flow written to {written}" if written else ""),
                {"closed": session, "flow": str(written) if written else None},
            )

        result = await _call(work)
        await refresh(ctx)  # a saved flow is a new flow_<name> tool
        return result

    if shim.config.allow_eval:

        @tool(ACTS)
        async def evaluate(session: str, js: str) -> CallToolResult:
            """Evaluate a JavaScript expression in a session's page (--allow-eval)."""

            def work() -> CallToolResult:
                entry = shim.session(session)
                with entry.lock:
                    value = entry.session.eval(js)
                return _result(repr(value)[:4000], {"value": value})

            return await _call(work)

    @tool(READ_ONLY)
    async def describe_screenshot(
        path: str,
        provider: str | None = None,
        model: str | None = None,
        prompt: str | None = None,
        structured: bool = True,
    ) -> CallToolResult:
        """What a screenshot (PNG/JPEG path) shows: title, description, components,
        state, visible errors, accessibility notes."""

        def work() -> CallToolResult:
            meta = nbshot.describe(
                path,
                provider=provider or shim.config.vision_provider,
                model=model,
                prompt=prompt,
                structured=structured,
            )
            if isinstance(meta, str):
                return _result(meta, {"description": meta})
            return _result(meta.description, meta.model_dump(mode="json"))

        return await _call(work)

    @tool(LOADS_PAGES)
    async def check(
        url: str | None = None, session: str | None = None, checks: list[str] | None = None
    ) -> CallToolResult:
        """A page's problems: console, requests, images, overflow, tap-targets, a11y
        (axe; or checks=["all"]). Returns one finding per line."""

        def work() -> CallToolResult:
            if session is not None:
                entry = shim.session(session)
                with entry.lock:
                    found = nbshot.check(entry.session, checks)
            elif url is not None:
                found = nbshot.check(shim.target(url), checks)
            else:
                raise InvalidArgument("Give url or session", "Pass one of them")
            rows = found.df.drop(columns=["url"]).to_dict(orient="records")
            return _result(found._text(), {"errors": len(found.errors), "findings": rows})

        return await _call(work)

    @tool(LOADS_PAGES)
    async def compare(
        targets: list[str],
        devices: list[str] | None = None,
        variants: list[str] | None = None,
        against: str = "baseline",
        ctx: Context | None = None,
    ) -> CallToolResult:
        """Capture targets on devices x variants and compare with baselines (or
        "previous", a run id, a folder). Returns only what changed, as images."""

        def on_shot(done: int, total: int) -> None:
            if ctx is not None:  # on the engine thread: hand the report to the server loop
                anyio.from_thread.run(partial(ctx.report_progress, done, total, "shots"),
                                      token=token)  # fmt: skip

        token = anyio.lowlevel.current_token()

        def work() -> CallToolResult:
            shots = nbshot.capture_matrix(
                [shim.target(t) for t in targets],
                devices=devices or ["desktop"],
                variants=variants or ["light"],
                progress=False,
                on_shot=on_shot,
                out_dir=shim.config.out_dir,
            )
            result = nbshot.compare(shots, against)
            content: list[Any] = []
            for change in result.changed:
                buf = io.BytesIO()
                change.side_by_side().save(buf, format="PNG")
                content.append(_image(buf.getvalue()))
            content.append(TextContent(type="text", text=result._text()))
            rows = result.df.to_dict(orient="records")
            return CallToolResult(
                content=content,
                structured_content={
                    "changed": len(result.changed),
                    "new": len(result.new),
                    "shots": rows,
                },
            )

        return await _call(work)

    @tool(READ_ONLY)
    async def list_flows(ctx: Context | None = None) -> CallToolResult:
        """The flow notebooks and their parameters (also callable as flow_<name>)."""
        await refresh(ctx)

        def work() -> CallToolResult:
            table = nbshot.flows(shim.config.flows)
            rows = table.drop(columns=["path"]).to_dict(orient="records")
            text = "\n".join(
                f"{r['name']}: {r['title']} ({', '.join(p['name'] for p in r['parameters'])})"
                for r in rows
            )
            return _result(text or "No flows", {"flows": rows})

        return await _call(work)

    @tool(WRITES)
    async def run_flow(
        flow: str,
        params: dict[str, Any] | None = None,
        describe: bool = False,
        video: bool = False,
        ctx: Context | None = None,
    ) -> CallToolResult:
        """Run a flow notebook as a run. Returns {run_id, status, captures, video, report,
        error, failed_cell_index}; a failing notebook is a partial success."""
        await refresh(ctx)
        return await _run_flow(shim, flow, params or {}, describe, video, ctx)

    @tool(READ_ONLY)
    async def describe_flow(flow: str, run_id: str | None = None) -> CallToolResult:
        """A flow's latest run (or run_id): its index.md and each capture's metadata."""

        def work() -> CallToolResult:
            from nbshot.flow_result import find_run

            folder = find_run(run_id or f"{flow}:latest", shim.config.runs)
            run = nbshot.FlowRun.load(folder)
            index = (folder / "index.md").read_text() if (folder / "index.md").is_file() else ""
            return _result(
                index,
                {
                    "run_id": run.run_id,
                    "status": run.status,
                    "captures": [{"name": c.name, "metadata": c.metadata} for c in run.captures],
                },
            )

        return await _call(work)

    @tool(READ_ONLY)
    async def list_runs(flow: str | None = None, limit: int = 20) -> CallToolResult:
        """Past runs, newest first."""

        def work() -> CallToolResult:
            table = nbshot.runs(flow, out_dir=shim.config.runs).head(limit)
            rows = table.to_dict(orient="records")
            text = "\n".join(f"{r['run_id']} {r['flow']} {r['status']}" for r in rows)
            return _result(text or "No runs", {"runs": rows})

        return await _call(work)

    @tool(READ_ONLY)
    async def get_run_log(run_id: str) -> CallToolResult:
        """A run's manifest and, per cell, status, duration and outputs."""

        def work() -> CallToolResult:
            log = nbshot.run_log(run_id, out_dir=shim.config.runs)
            text = "\n".join(
                f"[{c['index']}] {c['status']} {c['duration']} s  {c['source']}" for c in log.cells
            )
            return _result(text, log.to_dict())

        return await _call(work)

    sync_flow_tools(server, shim)
    listing = server.list_tools

    async def list_tools_in_sync() -> Any:
        sync_flow_tools(server, shim)  # a notebook added to flows/ is a tool at once
        for registered in server._tool_manager.list_tools():
            _drop_titles(registered.parameters)
        return await listing()

    server.list_tools = list_tools_in_sync  # type: ignore[method-assign]
    return server


# -- entry point -------------------------------------------------------------------------------


def main(argv: list[str] | None = None) -> None:
    """``nbshot-mcp``: serve over stdio (default) or streamable HTTP (--http)."""
    parser = argparse.ArgumentParser(prog="nbshot-mcp", description=__doc__.split("\n\n")[0])
    parser.add_argument("--http", action="store_true", help="Serve streamable HTTP.")
    parser.add_argument("--host", default="127.0.0.1", help="HTTP host (default 127.0.0.1).")
    parser.add_argument("--port", type=int, default=8765, help="HTTP port (default 8765).")
    parser.add_argument("--flows", help="Flows folder (default flows).")
    parser.add_argument("--out", help="Capture folder.")
    parser.add_argument("--runs", help="Runs folder (default runs).")
    parser.add_argument("--allow-eval", action="store_true", help="Allow JavaScript steps.")
    parser.add_argument("--allow-file-urls", action="store_true", help="Allow file:// URLs.")
    args = parser.parse_args(argv)
    try:
        config = load_config(
            flows=args.flows,
            out_dir=args.out,
            runs=args.runs,
            allow_eval=args.allow_eval or None,
            allow_file_urls=args.allow_file_urls or None,
        )
    except NbshotError as error:
        print(f"Error: {error.message}", file=sys.stderr)
        sys.exit(2)
    # papermill logs each run's notebooks at INFO; over stdio that is noise on stderr.
    logging.getLogger("papermill").setLevel(logging.WARNING)
    server = build_server(config)
    shim: Shim = server.shim  # type: ignore[attr-defined]
    # SIGTERM ends the process without unwinding; make it unwind, so sessions close.
    signal.signal(signal.SIGTERM, lambda *_: sys.exit(0))
    reaper = threading.Thread(target=_reap_forever, args=(shim,), daemon=True)
    reaper.start()
    try:
        if args.http:
            _serve_http(server, args.host, args.port)
        else:
            server.run("stdio")
    finally:
        shim.close_all()


def _reap_forever(shim: Shim) -> None:
    """Close idle sessions every minute, whether or not calls come in."""
    while True:
        time.sleep(60)
        shim.reap()


def _serve_http(server: MCPServer, host: str, port: int) -> None:
    token = os.environ.get("NBSHOT_MCP_TOKEN")
    loopback = host in ("127.0.0.1", "localhost", "::1")
    if not loopback and not token:
        print(
            "Error: binding beyond loopback needs NBSHOT_MCP_TOKEN (a bearer token). "
            "Set it, or use --host 127.0.0.1",
            file=sys.stderr,
        )
        sys.exit(2)
    import uvicorn
    from mcp.server.transport_security import TransportSecuritySettings

    allowed = [f"{h}:{port}" for h in ("127.0.0.1", "localhost", host)]
    security = TransportSecuritySettings(
        enable_dns_rebinding_protection=True,
        allowed_hosts=allowed,
        allowed_origins=[f"http://{h}" for h in allowed],
    )
    app: Any = server.streamable_http_app(transport_security=security, host=host)
    if token:
        app = _BearerToken(app, token)
    uvicorn.run(app, host=host, port=port, log_level="warning")


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


if __name__ == "__main__":
    main()
