"""Tools that load pages: capture, snapshot, find, describe_screenshot, check, compare
(and compare_view, for the MCP Apps comparison view alone: nbshot.mcp.apps_view).

Each is a module-level coroutine that awaits one of nbshot's async calls and
translates its result; the server it runs in (``ctx.mcp_server``) holds the state.
"""

from __future__ import annotations

import asyncio
import io
import json
from collections.abc import Sequence
from inspect import Parameter, Signature
from pathlib import Path
from typing import TYPE_CHECKING, Annotated, Any

from mcp.server.mcpserver import Context
from mcp.types import CallToolResult, TextContent
from pydantic import Field

from nbshot import secrets
from nbshot.captures.capture import capture_async
from nbshot.captures.extract import extract_async
from nbshot.captures.matrix import capture_matrix_async
from nbshot.captures.pdf import pdf_async
from nbshot.captures.snapshot import snapshot_async
from nbshot.checks.check import check_async
from nbshot.errors import InvalidArgument, NotAllowed
from nbshot.files import check_path_text, default_out_dir
from nbshot.mcp import apps_view
from nbshot.mcp.answers import MAX_CHARS, TreeMode, tree_text
from nbshot.mcp.progress import reporter
from nbshot.mcp.resources import UnknownResource, request_client
from nbshot.mcp.results import MAX_TITLE, answer, image, result
from nbshot.model.bounds import check_count
from nbshot.model.tree_budget import fit as budget_fit
from nbshot.model.tree_budget import page as budget_page
from nbshot.page.options import OPTIONS, Option
from nbshot.testing.compare_app import Deciding
from nbshot.vision import describe

if TYPE_CHECKING:
    from nbshot.mcp.state import ServerState

MAX_ROWS = 500  # rows an answer carries; the text shows the first 50


def agent_parameters(options: Sequence[Option] = OPTIONS) -> list[Parameter]:
    """The capture tool's option inputs: the options declared for agents, each typed as
    the JSON an agent sends (:attr:`Option.json_type`) and described by its help."""
    return [
        Parameter(
            o.name,
            Parameter.KEYWORD_ONLY,
            default=o.default,
            annotation=Annotated[o.json_type, Field(description=o.help)],
        )
        for o in options
        if o.mcp
    ]


def state_of(ctx: Context) -> ServerState:
    """The server's shared state (sessions, config)."""
    state: ServerState = ctx.mcp_server.state  # type: ignore[attr-defined]
    return state


def picture_file(ctx: Context, path: str) -> Path:
    """The picture a tool reads: a file the server wrote (see ``own_picture``), or a
    picture resource an answer linked to (``nbshot://...``).

    Raises
    ------
    NotAllowed
        For a file outside the capture and runs folders.
    InvalidArgument
        For a path or URI that is not a picture this client may read.
    """
    state = state_of(ctx)
    if not path.startswith("nbshot://"):
        return state.own_picture(path, client_of(ctx))
    scratch = (state.config.out_dir or default_out_dir()) / ".resources"
    try:
        return state.resources.file_of(path, client_of(ctx), state.config.runs, scratch)
    except UnknownResource as error:
        raise error.error from None


def client_of(ctx: Context) -> str | None:
    """The client a call comes from: its HTTP client session (the ``mcp-session-id``
    header the SDK checked), or None over stdio and in memory (one client)."""
    return request_client(ctx.request_context)


async def capture(
    ctx: Context,
    url: str | None = None,
    name: str | None = None,
    output_dir: str | None = None,
    profile: str | None = None,
    **options: Any,
) -> CallToolResult:
    """Screenshot a page or element: the image and {path, width, height, url, title,
    console_errors, failed_requests}. profile: the project's, instead of url."""
    state = state_of(ctx)

    async def work() -> CallToolResult:
        if (url is None) == (profile is None):
            raise InvalidArgument("Give url or profile", "e.g. url='/settings' or profile='smoke'")
        if profile is not None:
            return await _capture_profile(ctx, profile, state.output_dir(output_dir), options)
        options["device"] = options.get("device") or state.config.device
        shot = await capture_async(
            state.target(url or ""), name=name, out_dir=state.output_dir(output_dir), **options
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
        title = shot.title if len(shot.title) <= MAX_TITLE else shot.title[:MAX_TITLE] + "…"
        text = f"{title} ({shot.width}x{shot.height}) saved to {shot.path}"
        link = state.resources.add_picture(
            "capture",
            shot.name,
            title[:200],
            client_of(ctx),
            data=None if shot.path else shot.data,
            path=shot.path,
        )
        return result(text, {**data, "resource": str(link.uri)}, shot.data, links=[link])

    return await answer(work())


async def _capture_profile(
    ctx: Context, profile: str, out_dir: Any, options: dict[str, Any]
) -> CallToolResult:
    """A project's profile captured: one contact sheet per screen, and every shot (each
    a resource). Options the agent set (those not at their defaults) apply to every
    shot. Progress per shot to a client that asks."""
    kept, client = state_of(ctx).resources, client_of(ctx)
    defaults = {o.name: o.default for o in OPTIONS}
    given = {k: v for k, v in options.items() if v != defaults.get(k)}
    if {"device", "color_scheme"} & given.keys():
        raise InvalidArgument(
            "device and color_scheme: the profile sets devices and variants",
            "Leave them out, or capture a url",
        )
    shots = await capture_matrix_async(
        profile=profile, progress=False, out_dir=out_dir, on_shot=reporter(ctx, "shots"), **given
    )
    sheets = await asyncio.to_thread(shots.sheets)
    rows = [
        {
            "screen": s.options.get("screen"),
            "device": s.options.get("device"),
            "variant": s.options.get("variant"),
            "path": str(s.path),
            "url": s.url,
            "width": s.width,
            "height": s.height,
            "console_errors": len(s.console_errors),
            "resource": str(
                kept.add_picture(
                    "capture",
                    s.name,
                    s.title[:200],
                    client,
                    path=s.path,
                    data=None if s.path else s.data,
                ).uri
            ),
        }
        for s in shots
    ]
    failed = [{"name": f.name, "error": f.error.message} for f in shots.failures]
    content: list[Any] = [image(sheet.data) for sheet in sheets]
    content += [
        kept.add_picture("sheet", f"sheet-{i}", "contact sheet", client, data=sheet.data)
        for i, sheet in enumerate(sheets, start=1)
    ]
    content.append(TextContent(type="text", text=secrets.redact(shots.text)))
    return CallToolResult(
        content=content, structured_content={"shots": rows, "failed": failed}, is_error=not rows
    )


# The capture tool's inputs: the options declared for agents, from their one declaration.
capture.__signature__ = Signature(  # type: ignore[attr-defined]
    [
        Parameter("ctx", Parameter.POSITIONAL_OR_KEYWORD, annotation=Context),
        Parameter("url", Parameter.POSITIONAL_OR_KEYWORD, default=None, annotation=str | None),
        *agent_parameters(),
        Parameter("name", Parameter.KEYWORD_ONLY, default=None, annotation=str | None),
        Parameter("output_dir", Parameter.KEYWORD_ONLY, default=None, annotation=str | None),
        Parameter("profile", Parameter.KEYWORD_ONLY, default=None, annotation=str | None),
    ],
    return_annotation=CallToolResult,
)


async def snapshot(
    ctx: Context,
    url: str | None = None,
    session: str | None = None,
    target: str | None = None,
    depth: int | None = None,
    compact: bool = True,
    tree: TreeMode = "full",
    max_chars: int = MAX_CHARS,
    page: int | None = None,
) -> CallToolResult:
    """A URL's or session's accessibility tree, with refs. target: a selector;
    compact: actionable nodes only; others as for act."""
    state = state_of(ctx)

    async def work() -> CallToolResult:
        if session is not None:
            entry = state.session(session, client_of(ctx))
            async with entry.lock:
                read = await entry.session.snapshot_async(selector=target, depth=depth)
            facts = {"url": read.url, "title": read.title, "nodes": len(read.nodes)}
            if not compact:
                return result(read.text, facts)
            body, shown = tree_text(entry, read, tree, target, max_chars, page)
            return result(body, {**facts, **shown})
        if url is not None:
            read = await snapshot_async(state.target(url), selector=target, depth=depth)
        else:
            raise InvalidArgument("Give url or session", "Pass one of them")
        text = read.compact() if compact else read.text
        facts = {"url": read.url, "title": read.title, "nodes": len(read.nodes)}
        fitted = budget_page(text, page, max_chars) if page else budget_fit(text, max_chars)
        if fitted.folded or fitted.cut or page:
            facts.update(folded=fitted.folded, cut=fitted.cut, pages=fitted.pages)
        return result(fitted.text, facts)

    return await answer(work())


async def find(ctx: Context, session: str, text: str) -> CallToolResult:
    """Nodes of a session's latest tree whose name or text has text."""
    state = state_of(ctx)

    async def work() -> CallToolResult:
        entry = state.session(session, client_of(ctx))
        async with entry.lock:
            tree = (await entry.session.snapshot_async()).find(text)
        return result(
            tree.compact(refs="all") or f"Nothing matches {text!r}", {"matches": len(tree.nodes)}
        )

    return await answer(work())


async def extract(
    ctx: Context,
    selector: str,
    url: str | None = None,
    session: str | None = None,
    attrs: list[str] | None = None,
) -> CallToolResult:
    """Rows {selector, tag, text, attrs, box} of what a selector or ref matches."""
    state = state_of(ctx)

    async def work() -> CallToolResult:
        if (url is None) == (session is None):
            raise InvalidArgument("Give url or session, not both", "e.g. url='demo:/dashboard'")
        check_count("attrs", attrs)
        if session is not None:
            entry = state.session(session, client_of(ctx))
            async with entry.lock:
                frame = await extract_async(entry.session, selector, attrs or ())
        else:
            frame = await extract_async(state.target(url or ""), selector, attrs or ())
        rows = json.loads(frame.head(MAX_ROWS).to_json(orient="records"))
        lines = [f"{r['tag']} {r['selector']}: {r['text'][:80]}" for r in rows[:50]]
        more = f"\n... {len(frame) - 50} more in rows" if len(frame) > 50 else ""
        return result(
            "\n".join(lines) + more if lines else f"Nothing matches {selector!r}",
            {"count": len(frame), "rows": rows},
        )

    return await answer(work())


async def describe_screenshot(
    ctx: Context,
    path: str,
    provider: str | None = None,
    model: str | None = None,
    prompt: str | None = None,
    structured: bool = True,
) -> CallToolResult:
    """What a capture (a path or nbshot:// link) shows: title, description, state,
    errors, a11y. provider="client": your own model."""
    state = state_of(ctx)

    async def work() -> CallToolResult:
        if provider == "client":
            from nbshot.mcp.sampling import describe_with_client

            meta: Any = await describe_with_client(ctx, picture_file(ctx, path), prompt, structured)
        else:  # providers are HTTP clients with blocking SDKs: off this loop
            meta = await asyncio.to_thread(
                describe,
                picture_file(ctx, path),
                model=model,
                prompt=prompt,
                provider=provider or state.config.vision_provider,
                structured=structured,
            )
        if isinstance(meta, str):
            return result(meta, {"description": meta})
        return result(meta.description, meta.model_dump(mode="json"))

    return await answer(work())


async def check(
    ctx: Context,
    url: str | None = None,
    session: str | None = None,
    checks: list[str] | None = None,
    profile: str | None = None,
) -> CallToolResult:
    """A page's (or profile's) problems, one a line: console, requests, images,
    overflow, tap-targets (["all"] adds axe)."""
    state = state_of(ctx)

    async def work() -> CallToolResult:
        if sum(x is not None for x in (url, session, profile)) != 1:
            raise InvalidArgument("Give one of url, session, profile", "e.g. url='/settings'")
        check_count("checks", checks)
        if session is not None:
            entry = state.session(session, client_of(ctx))
            async with entry.lock:
                found = await check_async(entry.session, checks)
        else:
            target = state.target(url) if url is not None else None
            found = await check_async(target, checks, profile=profile)
        rows = found.df.drop(columns=["url"]).to_dict(orient="records")
        return result(found.text, {"errors": len(found.errors), "findings": rows})

    return await answer(work())


async def compare(
    ctx: Context,
    targets: list[str] | None = None,
    devices: list[str] | None = None,
    variants: list[str] | None = None,
    against: str = "baseline",
    profile: str | None = None,
) -> CallToolResult:
    """Compare targets (or a profile) x devices x variants with baselines (or
    "previous", a run id): only what changed, as images."""
    state = state_of(ctx)
    on_shot = reporter(ctx, "shots")

    async def work() -> CallToolResult:
        # Here, not at the top: numpy is paid for by servers that compare, not by all.
        from nbshot.pixels.compare import compare as compare_shots

        if (targets is None) == (profile is None):
            raise InvalidArgument("Give targets or profile", "e.g. targets=['/settings']")
        # Before any capture: a refusal costs nothing.
        reference = _reference(state, against, client_of(ctx))
        shots = await capture_matrix_async(
            [state.target(t) for t in targets] if targets else None,
            devices=devices,
            variants=variants,
            profile=profile,
            progress=False,
            on_shot=on_shot,
            out_dir=state.config.out_dir,
        )
        found = await asyncio.to_thread(compare_shots, shots, reference)
        content: list[Any] = []
        for number, change in enumerate(found.changed, start=1):
            buf = io.BytesIO()
            change.side_by_side().save(buf, format="PNG")
            content.append(image(buf.getvalue()))
            content.append(
                state.resources.add_picture(
                    "diff",
                    f"diff-{number}",
                    "baseline | current | diff",
                    client_of(ctx),
                    data=buf.getvalue(),
                )
            )
        content.append(TextContent(type="text", text=found.text))
        data = {
            "changed": len(found.changed),
            "new": len(found.new),
            "shots": found.df.to_dict(orient="records"),
        }
        if apps_view.shown_to(ctx):  # its view asks for the pictures by this handle
            data["comparison"] = _apps(ctx).keep(found, client_of(ctx))
        return CallToolResult(content=content, structured_content=data)

    return await answer(work())


async def compare_view(
    ctx: Context, comparison: str, do: Deciding = "show", ids: list[str] | None = None
) -> CallToolResult:
    """For nbshot's comparison view in the chat (app only): the changed and new shots
    not decided yet, baseline | current | diff; do: approve (the current pictures
    become the baselines) or reject the ids first."""
    from nbshot.testing.compare_app import decide, review_items

    async def work() -> CallToolResult:
        kept = _apps(ctx).kept(comparison, client_of(ctx))
        said = decide(kept.comparison, do, ids or [])
        if do != "show":
            kept.decided.update(ids or [])
        items = review_items(kept.comparison, kept.decided)
        text = said or f"{len(items)} to decide"
        # Built here, not by result(): the pictures are data: URIs longer than the
        # strings an answer to the model may carry.
        data = {"items": items, "status": text, "error": False}
        return CallToolResult(
            content=[TextContent(type="text", text=text)], structured_content=data
        )

    return await answer(work())


def _apps(ctx: Context) -> apps_view.NbshotApps:
    apps: apps_view.NbshotApps = ctx.mcp_server.apps  # type: ignore[attr-defined]
    return apps


def _reference(state: ServerState, against: str, client: str | None) -> str:
    """What compare may read over MCP: ``baseline`` and ``previous`` (the baselines
    folder), a run of the runs folder that ``client`` may read (its folder is returned),
    or a folder inside the baselines or output folder (symlinks followed). Agents do
    not pick folders on disk.

    Raises
    ------
    InvalidArgument
        For text that cannot be a path (NUL, over-long) or an unknown run id (another
        client's alike).
    NotAllowed
        For any other folder, the same whether or not it exists.
    """
    from nbshot.pixels.compare import DEFAULT_BASELINES

    check_path_text(against, "against")
    if against in ("baseline", "previous"):
        return against
    if not against.startswith((".", "~", "/")) and "/" not in against and "\\" not in against:
        # A run id, never a folder here.
        return str(state.resources.find_run(against, client, state.config.runs))
    folder = Path(against).expanduser().resolve()
    roots = [
        Path(DEFAULT_BASELINES).resolve(),
        (state.config.out_dir or default_out_dir()).resolve(),
    ]
    if not any(folder == root or root in folder.parents for root in roots):
        raise NotAllowed(
            f"against={against[:200]!r} is outside the baselines and output folders",
            "Pass 'baseline', 'previous', a run id, or a folder under "
            "the baselines or output folder",
        )
    return str(folder)


async def pdf(
    ctx: Context,
    url: str,
    output_dir: str | None = None,
    format: str = "A4",
    landscape: bool = False,
) -> CallToolResult:
    """A page as PDF: page one as an image, and {path, pages}."""
    state = state_of(ctx)

    async def work() -> CallToolResult:
        made = await pdf_async(
            state.target(url),
            out_dir=state.output_dir(output_dir),
            format=format,
            landscape=landscape,
        )
        data = {"path": str(made.path), "pages": made.pages, "url": made.url, "title": made.title}
        first = made.first_page()
        link = state.resources.add_picture(
            "page", "page-1", made.title[:200], client_of(ctx), data=first
        )
        return result(f"{made.pages} page(s) saved to {made.path}", data, first, links=[link])

    return await answer(work())


async def inspect(
    ctx: Context, path: str, box: list[float] | None = None, pixel_ratio: float = 1
) -> CallToolResult:
    """A capture's region at full size; box: [x, y, w, h] in CSS px."""

    async def work() -> CallToolResult:
        # Imported here: numpy and the run reader are paid for by those who inspect.
        from nbshot.pixels.inspect import inspect as inspect_region

        file = picture_file(ctx, path)
        found = await asyncio.to_thread(inspect_region, file, box, pixel_ratio=pixel_ratio)
        region = found.region
        data = {"source": found.source, "width": region.width, "height": region.height}
        return result(f"{region.width}x{region.height} px of {found.source}", data, region.data)

    return await answer(work())
