"""The ``nbshot`` command line. Each command's docstring is its ``--help``.

Exit codes: 0 ok, 1 the job failed, 2 bad usage (click's own, and InvalidArgument).
"""

from __future__ import annotations

import sys
import time
from pathlib import Path
from typing import Any

import click

from .errors import InvalidArgument, NbshotError


def _fail(error: NbshotError) -> None:
    click.echo(f"Error: {error.message}", err=True)
    sys.exit(2 if isinstance(error, InvalidArgument) else 1)


def _viewport(value: str | None) -> tuple[int, int] | None:
    if value is None:
        return None
    try:
        width, height = (int(v) for v in value.lower().split("x"))
    except ValueError:
        raise click.BadParameter(f"{value!r} is not WIDTHxHEIGHT, e.g. 1280x720") from None
    return width, height


@click.group(context_settings={"help_option_names": ["-h", "--help"]})
@click.version_option(package_name="nbshot")
def main() -> None:
    """nbshot: capture and inspect web pages from notebooks, scripts and agents.

    \b
    Examples:
      nbshot demo                         capture every demo page into nbshot-out/demo/
      nbshot capture https://example.com --out shots
      nbshot flows                        the flows in flows/ and their parameters
      nbshot run homepage -p url=demo:/settings
      nbshot runs homepage                past runs, newest first
      nbshot doctor                       what is installed, and how to fix what is not
    """


@main.command()
@click.argument("url")
@click.option("--selector", "-s", help="Capture only the first element matching this CSS selector.")
@click.option("--full-page", is_flag=True, help="Capture the whole scrollable page.")
@click.option("--viewport", help="Viewport as WIDTHxHEIGHT (default 1280x720).")
@click.option("--device", help="Playwright device name, e.g. 'iPhone 13'.")
@click.option("--dark", is_flag=True, help="Emulate prefers-color-scheme: dark.")
@click.option(
    "--mask", multiple=True, metavar="SEL", help="Paint over elements matching SEL (repeatable)."
)
@click.option(
    "--wait-for", metavar="SEL", help="Wait until SEL is visible ('text=Done' waits for text)."
)
@click.option(
    "--timeout", type=float, default=None, help="Seconds to wait for the page (default 30)."
)
@click.option(
    "--format", "fmt", type=click.Choice(["png", "jpeg"]), default="png", show_default=True
)
@click.option("--quality", type=click.IntRange(0, 100), help="JPEG quality 0..100.")
@click.option("--out", "out_dir", type=click.Path(file_okay=False), help="Output folder.")
@click.option("--name", help="File name without suffix (letters, digits, . _ -).")
@click.option(
    "--on",
    "devices",
    metavar="DEVICES",
    help="Capture on several devices: phone,tablet,laptop,desktop or device names.",
)
@click.option(
    "--as",
    "variants",
    metavar="VARIANTS",
    help="Variants: light,dark,reduced-motion,large-text,forced-colors,print (a+b).",
)
@click.option("--sheets", is_flag=True, help="With --on/--as: also write contact sheets.")
def capture(url: str, selector: str | None, full_page: bool, viewport: str | None,
            device: str | None, dark: bool, mask: tuple[str, ...], wait_for: str | None,
            timeout: float | None, fmt: str, quality: int | None, out_dir: str | None,
            name: str | None, devices: str | None, variants: str | None,
            sheets: bool) -> None:  # fmt: skip
    """Capture URL (http(s), file, demo:/page, or an .html path) and print the file path.

    With --on and/or --as, captures every device x variant and prints each path.

    \b
    Examples:
      nbshot capture https://example.com
      nbshot capture demo:/dashboard --selector '#orders' --out shots --name orders
      nbshot capture demo:/settings --dark --device 'iPhone 13'
      nbshot capture page.html --full-page --mask '.ad' --mask '#clock'
      nbshot capture demo:/ --on phone,desktop --as light,dark --sheets
    """
    from .capture import capture as do_capture

    if devices or variants:
        shots = _matrix([url], devices, variants, out_dir, full_page=full_page,
                        mask=list(mask), wait_for=wait_for, timeout=timeout)  # fmt: skip
        for shot in shots:
            click.echo(str(shot.path))
        if sheets and len(shots):
            for path in shots.sheets().save(Path(shots[0].path or ".").parent / "sheets"):
                click.echo(str(path))
        for failure in shots.failures:
            click.echo(f"FAILED {failure.name}: {failure.error.message}", err=True)
        sys.exit(1 if shots.failures else 0)
    try:
        shot = do_capture(
            url, selector=selector, full_page=full_page, viewport=_viewport(viewport),
            device=device, color_scheme="dark" if dark else None, mask=list(mask),
            wait_for=wait_for, timeout=timeout, format=fmt, quality=quality,
            out_dir=out_dir, name=name,
        )  # fmt: skip
    except NbshotError as error:
        _fail(error)
    click.echo(str(shot.path))
    for message in shot.console_errors:
        click.echo(f"console error: {message.text}", err=True)
    for request in shot.failed_requests:
        click.echo(f"failed request: {request.url} ({request.status or request.error})", err=True)


@main.command()
@click.option("--out", "out_dir", type=click.Path(file_okay=False), default="nbshot-out/demo",
              show_default=True, help="Where the PNGs and index.html go.")  # fmt: skip
@click.option("--serve", is_flag=True, help="Only serve the demo site until Ctrl-C.")
@click.option("--port", type=int, default=0, help="Port for --serve (default: any free one).")
def demo(out_dir: str, serve: bool, port: int) -> None:
    """Serve the bundled demo site and capture each of its pages.

    Writes one PNG per page plus a self-contained index.html gallery to --out
    and prints where they are. With --serve, only serves the site.

    \b
    Examples:
      nbshot demo
      nbshot demo --out /tmp/demo-shots
      nbshot demo --serve --port 8765
    """
    from .capture import capture as do_capture
    from .demo import PAGES, serve_demo

    try:
        site = serve_demo(port=port)
    except NbshotError as error:
        _fail(error)
    with site:
        if serve:
            click.echo(f"Demo site at {site.url}/  (Ctrl-C to stop)")
            for name, (path, about) in PAGES.items():
                click.echo(f"  {site.url}{path:<12} {name}: {about}")
            try:
                while True:
                    time.sleep(3600)
            except KeyboardInterrupt:
                return
        started = time.perf_counter()
        try:
            shots = do_capture(dict(site.pages), out_dir=out_dir, full_page=True)
        except NbshotError as error:
            _fail(error)
        gallery = shots.save_gallery(out_dir, title="nbshot demo site")
    for shot in shots:
        click.echo(f"  {shot.name:<10} {shot.width}x{shot.height}  {shot.path}")
    for failure in shots.failures:
        click.echo(f"  {failure.name:<10} FAILED: {failure.error.message}", err=True)
    elapsed = time.perf_counter() - started
    click.echo(
        f"{len(shots)} page(s) captured in {elapsed:.1f} s. Gallery: {Path(gallery).resolve()}"
    )
    if shots.failures:
        sys.exit(1)


@main.command()
def doctor() -> None:
    """Check the browser, Playwright, video recording and the Jupyter kernel.

    Prints each finding with the command that fixes it; exits 1 when something
    required (Playwright, a browser that starts) is missing.

    \b
    Example:
      nbshot doctor
    """
    from .doctor import run_checks

    checks = run_checks()
    for check in checks:
        click.echo(check.line())
    if any(c.required and not c.ok for c in checks):
        sys.exit(1)


# -- flows -----------------------------------------------------------------------------

_FLOWS_OPTION = click.option(
    "--flows", "flows_dir", type=click.Path(file_okay=False), default="flows",
    show_default=True, help="Folder of flow notebooks.",
)  # fmt: skip
_RUNS_OPTION = click.option(
    "--out", "out_dir", type=click.Path(file_okay=False), default="runs", show_default=True,
    help="Folder of runs (<out>/<flow>/<run_id>/).",
)  # fmt: skip


@main.command("flows")
@_FLOWS_OPTION
def list_flows_command(flows_dir: str) -> None:
    """List the flows: name, title and parameters with their defaults.

    \b
    Example:
      nbshot flows
    """
    from .flow_catalog import list_flows

    try:
        found = list_flows(flows_dir)
    except NbshotError as error:
        _fail(error)
    for flow in found:
        click.echo(f"{flow.name}: {flow.title}")
        if flow.description:
            click.echo(f"    {flow.description}")
        for p in flow.parameters:
            note = f"  # {p.help}" if p.help else ""
            click.echo(f"    -p {p.name}={p.default!r} ({p.type}){note}")


def _params(pairs: tuple[str, ...]) -> dict[str, str]:
    params = {}
    for pair in pairs:
        key, sep, value = pair.partition("=")
        if not sep or not key.strip():
            raise click.BadParameter(f"{pair!r} is not key=value", param_hint="-p")
        params[key.strip()] = value
    return params


@main.command("run")
@click.argument("flow")
@click.option("-p", "--param", "pairs", multiple=True, metavar="KEY=VALUE",
              help="A parameter value (repeat for several); converted to its type.")  # fmt: skip
@click.option("--describe", is_flag=True, help="Describe every capture into sidecars.")
@click.option("--video", is_flag=True, help="Record a video of the run (needs ffmpeg).")
@click.option("--timeout", type=float, help="Seconds for the whole run.")
@click.option("--code", "report_code", is_flag=True, help="Show code cells in report.html.")
@_FLOWS_OPTION
@_RUNS_OPTION
def run_command(
    flow: str, pairs: tuple[str, ...], describe: bool, video: bool, timeout: float | None,
    report_code: bool, flows_dir: str, out_dir: str,
) -> None:  # fmt: skip
    """Run FLOW (a name in --flows, or a notebook path) as a run.

    Prints the run folder on stdout (the status and report go to stderr);
    exits 1 when the flow failed or broke, 2 for a bad flow name or parameter.

    \b
    Examples:
      nbshot run homepage
      nbshot run homepage -p url=demo:/settings -p device="iPhone 13"
      nbshot run audit --describe --out /srv/reports/runs
    """
    from .flow_runner import run_flow

    try:
        result = run_flow(
            flow, _params(pairs), folder=flows_dir, out_dir=out_dir, timeout=timeout,
            describe=describe, video=video, report_code=report_code,
        )  # fmt: skip
    except NbshotError as error:
        _fail(error)
    took = f" in {result.duration:.1f} s" if result.duration is not None else ""
    click.echo(f"{result.flow} {result.run_id}: {result.status}{took}", err=True)
    if result.error is not None:
        click.echo(f"  {result.error_text}", err=True)
    click.echo(f"  {len(result.captures)} capture(s); report: {result.report}", err=True)
    click.echo(str(result.folder))
    if not result.ok:
        sys.exit(1)


@main.command("runs")
@click.argument("flow", required=False)
@click.option("--limit", type=int, default=20, show_default=True, help="How many to list.")
@_RUNS_OPTION
def runs_command(flow: str | None, limit: int, out_dir: str) -> None:
    """List past runs, newest first (optionally of one FLOW).

    \b
    Examples:
      nbshot runs
      nbshot runs homepage --limit 5
    """
    from .flow_result import runs

    table = runs(flow, out_dir=out_dir).head(limit)
    if table.empty:
        click.echo(f"No runs in {out_dir}", err=True)
        return
    for row in table.itertuples():
        error = f"  {row.error}" if row.error else ""
        click.echo(f"{row.run_id}  {row.flow:<12} {row.status:<7} {row.started}  "
                   f"{row.captures} capture(s){error}")  # fmt: skip


@main.command("report")
@_RUNS_OPTION
def report_command(out_dir: str) -> None:
    """Rebuild <out>/index.html, the page that lists every run.

    \b
    Example:
      nbshot report --out runs
    """
    from .files import private_dir
    from .run_folder import write_runs_index

    click.echo(str(write_runs_index(private_dir(out_dir)).resolve()))


@main.command("mcp", context_settings={"ignore_unknown_options": True, "allow_extra_args": True})
@click.pass_context
def mcp_command(ctx: click.Context) -> None:
    """Serve nbshot to AI agents over MCP (same as nbshot-mcp; --help for its options).

    \b
    Examples:
      nbshot mcp                       stdio, for Claude Desktop / Code, VS Code, Cursor
      nbshot mcp --http --port 8765    streamable HTTP on 127.0.0.1
    """
    from mcp_shim import main as serve

    serve(list(ctx.args))


# -- matrices, comparison, checks ---------------------------------------------------------


def _split(value: str | None) -> list[str]:
    return [part.strip() for part in (value or "").split(",") if part.strip()]


def _matrix(urls: list[str], devices: str | None, variants: str | None, out_dir: str | None,
            **options: Any) -> Any:  # fmt: skip
    from .matrix import capture_matrix

    try:
        return capture_matrix(
            urls, devices=_split(devices) or ["desktop"], variants=_split(variants) or ["light"],
            out_dir=out_dir, progress=False, **options,
        )  # fmt: skip
    except NbshotError as error:
        _fail(error)


_ON = click.option(
    "--on",
    "devices",
    metavar="DEVICES",
    default="desktop",
    show_default=True,
    help="Devices: phone,tablet,laptop,desktop or Playwright device names.",
)
_AS = click.option(
    "--as",
    "variants",
    metavar="VARIANTS",
    default="light",
    show_default=True,
    help="Variants: light,dark,reduced-motion,large-text,forced-colors,print.",
)
_BASELINES = click.option("--baselines", type=click.Path(file_okay=False), default="baselines",
                          show_default=True, help="Baselines folder.")  # fmt: skip


@main.command("compare")
@click.argument("urls", nargs=-1, required=True)
@_ON
@_AS
@click.option("--against", default="baseline", show_default=True,
              help="baseline, previous, a run id, or a folder of images.")  # fmt: skip
@_BASELINES
@click.option("--threshold", type=click.FloatRange(0, 1), default=0.1, show_default=True,
              help="pixelmatch colour threshold.")  # fmt: skip
@click.option("--max-diff-pixels", type=int, help="Tolerate up to this many changed pixels.")
@click.option("--max-diff-ratio", type=float, help="Tolerate up to this ratio of changed pixels.")
@click.option("--full-page", is_flag=True, help="Capture whole pages.")
@click.option("--out", "out_dir", type=click.Path(file_okay=False), default="nbshot-out/compare",
              show_default=True, help="Where captures and diff pictures go.")  # fmt: skip
def compare_command(
    urls: tuple[str, ...],
    devices: str,
    variants: str,
    against: str,
    baselines: str,
    threshold: float,
    max_diff_pixels: int | None,
    max_diff_ratio: float | None,
    full_page: bool,
    out_dir: str,
) -> None:
    """Capture URLS on every device x variant and compare them with references.

    Prints one line per capture (same, changed, new, size) and writes a
    baseline | current | diff picture for each change into --out/diffs.
    Exits 1 when something changed or has no baseline yet (approve it first).

    \b
    Examples:
      nbshot approve demo:/ demo:/signin --on phone,desktop --as light,dark
      nbshot compare demo:/ demo:/signin --on phone,desktop --as light,dark
    """
    from .compare import compare

    shots = _matrix(list(urls), devices, variants, out_dir, full_page=full_page)
    try:
        result = compare(
            shots,
            against,
            baselines=baselines,
            threshold=threshold,
            max_diff_pixels=max_diff_pixels,
            max_diff_ratio=max_diff_ratio,
        )
    except NbshotError as error:
        _fail(error)
    diffs = Path(out_dir) / "diffs"
    for change in result.changes:
        detail = ""
        if change.diff is not None and change.status != "same":
            detail = (f" {change.diff.count} px ({change.diff.ratio:.2%}), "
                      f"{len(change.diff.regions)} region(s)")  # fmt: skip
        click.echo(f"{change.status:<8}{change.screen}/{change.key}{detail}")
        if change.status in ("changed", "size"):
            diffs.mkdir(parents=True, exist_ok=True)
            picture = diffs / f"{change.screen}-{change.key}.png"
            change.side_by_side().save(picture)
            click.echo(f"        {picture}")
    if result.new:
        click.echo(f"{len(result.new)} capture(s) have no baseline: run `nbshot approve` "
                   "with the same arguments to accept them", err=True)  # fmt: skip
    sys.exit(0 if result.ok else 1)


@main.command("approve")
@click.argument("urls", nargs=-1, required=True)
@_ON
@_AS
@_BASELINES
@click.option("--full-page", is_flag=True, help="Capture whole pages.")
@click.option("--out", "out_dir", type=click.Path(file_okay=False), default="nbshot-out/compare",
              show_default=True, help="Where the captures go.")  # fmt: skip
def approve_command(urls: tuple[str, ...], devices: str, variants: str, baselines: str,
                    full_page: bool, out_dir: str) -> None:  # fmt: skip
    """Capture URLS on every device x variant and make them the baselines.

    \b
    Example:
      nbshot approve demo:/ --on phone,desktop --as light,dark
    """
    from .compare import approve

    shots = _matrix(list(urls), devices, variants, out_dir, full_page=full_page)
    for path in approve(shots, baselines=baselines):
        click.echo(str(path))


@main.command("check")
@click.argument("url")
@click.option("--checks", default=None, metavar="NAMES",
              help="Some of console,requests,images,overflow,tap-targets,a11y, or all "
                   "(default: all but a11y).")  # fmt: skip
@click.option("--on", "devices", metavar="DEVICES", help="Devices to check on (default desktop).")
@click.option("--as", "variants", metavar="VARIANTS", help="Variants to check in.")
def check_command(url: str, checks: str | None, devices: str | None,
                  variants: str | None) -> None:  # fmt: skip
    """List URL's problems; exits 1 when any has severity error.

    \b
    Examples:
      nbshot check demo:/problems
      nbshot check demo:/problems --checks all --on phone
    """
    from .checks import check

    try:
        findings = check(
            url, _split(checks) or None,
            devices=_split(devices) or None, variants=_split(variants) or None,
        )  # fmt: skip
    except NbshotError as error:
        _fail(error)
    for finding in findings:
        where = f" [{finding.selector}]" if finding.selector else ""
        on = f" ({finding.device}, {finding.variant})" if finding.device else ""
        click.echo(f"{finding.severity:<8}{finding.check}: {finding.message}{where}{on}")
    click.echo(f"{len(findings.errors)} error(s), {len(findings) - len(findings.errors)} "
               "warning(s)", err=True)  # fmt: skip
    sys.exit(0 if findings.ok else 1)
