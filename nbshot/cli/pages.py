"""Commands that look at pages: ``capture``, ``demo``, ``check``, ``mcp``."""

from __future__ import annotations

import os
import subprocess
import sys
import time
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any, get_args, get_origin

import click

from nbshot.cli.app import _fail, _split, main
from nbshot.cli.pixels import _matrix
from nbshot.errors import NbshotError
from nbshot.page.options import OPTIONS, Option


def capture_flags(
    options: Sequence[Option] = OPTIONS,
) -> Callable[[Callable[..., None]], Callable[..., None]]:
    """A decorator adding a flag for every option that declares one (page/options.py),
    its kind read from the option's type: a bool is a switch, a choice a
    ``click.Choice``, a sequence a repeatable flag, a number a number; the rest are
    strings the option's own check reads (``--viewport 1280x720``)."""

    def add(command: Callable[..., None]) -> Callable[..., None]:
        for option in reversed(options):
            if option.cli is not None:
                command = click.option(option.cli, option.name, **_flag(option))(command)
        return command

    return add


def _flag(option: Option) -> dict[str, Any]:
    """click's settings for ``option``'s flag."""
    kinds = [k for k in get_args(option.type) or (option.type,) if k is not type(None)]
    kwargs: dict[str, Any] = {"help": option.help, "metavar": option.metavar}
    if option.type is bool:
        kwargs["is_flag"] = True
    elif option.choices:
        kwargs["type"] = click.Choice(option.choices)
    elif any(get_origin(k) is Sequence for k in kinds):
        kwargs["multiple"] = True
    elif float in kinds or int in kinds:
        kwargs["type"] = float if float in kinds else int
    if option.default not in (None, False):
        kwargs.update(default=option.default, show_default=True)
    return kwargs


@main.command()
@click.argument("urls", nargs=-1)
@click.option(
    "--from",
    "shot_list",
    type=click.Path(dir_okay=False),
    metavar="FILE",
    help="Capture the targets in FILE: one per line, or TOML [[shot]] / YAML "
    "entries with their own options.",
)
@capture_flags()
@click.option("--dark", is_flag=True, help="Short for --color-scheme dark.")
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
@click.option(
    "--profile",
    metavar="NAME",
    help="Capture a profile of the project (nbshot.toml [profiles.NAME]).",
)
def capture(
    urls: tuple[str, ...],
    shot_list: str | None,
    dark: bool,
    name: str | None,
    devices: str | None,
    variants: str | None,
    sheets: bool,
    profile: str | None,
    **options: Any,
) -> None:
    """Capture each URL (http(s), file, demo:/page, or an .html path); print the paths.

    Several URLs (or --from FILE) are captured concurrently on warm pages in this one
    process. With --on and/or --as, captures every device x variant.

    \b
    Examples:
      nbshot capture https://example.com
      nbshot capture demo:/dashboard --selector '#orders' --out shots --name orders
      nbshot capture demo:/settings --dark --device 'iPhone 13'
      nbshot capture page.html --full-page --mask '.ad' --mask '#clock'
      nbshot capture demo:/ --on phone,desktop --as light,dark --sheets
      nbshot capture demo:/ demo:/signin demo:/dashboard --out shots
      nbshot capture --from shots.toml --out shots
      nbshot capture --profile smoke            # in a project: its screens x devices
    """
    from nbshot.cli.helper import through_helper

    params: dict[str, Any] = {
        "urls": list(urls),
        "shot_list": shot_list,
        "dark": dark,
        "name": name,
        "devices": devices,
        "variants": variants,
        "sheets": sheets,
        "profile": profile,
        **{
            key: list(value) if isinstance(value, tuple) else value
            for key, value in options.items()
        },
    }
    if through_helper("capture", params):
        return  # the warm helper captured, and its output was printed
    capture_here(**params)


def capture_here(
    urls: Sequence[str],
    shot_list: str | None,
    dark: bool,
    name: str | None,
    devices: str | None,
    variants: str | None,
    sheets: bool,
    profile: str | None,
    **options: Any,
) -> None:
    """What ``nbshot capture`` does, in this process (the command's, or the one the warm
    helper gave a command that sent it): capture, print, exit as the command does."""
    from nbshot.browser.engine import engine

    engine.launch_soon()  # the launch (~0.7 s) overlaps the imports and checks below
    from nbshot.captures.capture import capture as do_capture
    from nbshot.captures.shot_list import read_shot_list

    try:
        targets: list[Any] = list(urls) + (read_shot_list(shot_list) if shot_list else [])
    except NbshotError as error:
        _fail(error)
    if not targets and profile is None:
        raise click.UsageError("Give a URL, several, --from FILE or --profile NAME")

    options["mask"] = list(options["mask"])
    options["steps"] = list(options["steps"])
    if dark:
        options["color_scheme"] = "dark"
    if devices or variants or profile:
        picture = {
            k: options[k]
            for k in ("full_page", "mask", "wait_for", "timeout", "steps")
            if options[k] or profile is None
        }  # a profile's own, unless given
        if options["browser"] != "chromium":
            picture["browsers"] = [options["browser"]]
        shots = _matrix(
            targets or None, devices, variants, options["out_dir"], profile=profile, **picture
        )
        for shot in shots:
            click.echo(str(shot.path))
        if sheets and len(shots):
            for path in shots.sheets().save(Path(shots[0].path or ".").parent / "sheets"):
                click.echo(str(path))
        for failure in shots.failures:
            click.echo(f"FAILED {failure.name}: {failure.error.message}", err=True)
        sys.exit(1 if shots.failures else 0)
    if len(targets) > 1 or not isinstance(targets[0], str):
        _capture_all(targets, name, options)
    try:
        shot = do_capture(targets[0], name=name, **options)
    except NbshotError as error:
        _fail(error)
    click.echo(str(shot.path))
    for message in shot.console_errors:
        click.echo(f"console error: {message.text}", err=True)
    for request in shot.failed_requests:
        click.echo(f"failed request: {request.url} ({request.status or request.error})", err=True)


def _capture_all(targets: list[Any], name: str | None, options: dict[str, Any]) -> None:
    """Capture many targets at once; print each path, each failure; exit 1 on any."""
    from nbshot.captures.capture import capture as do_capture

    if name is not None:
        raise click.UsageError("--name names one capture; name entries in --from FILE")
    try:
        shots = do_capture(targets, **options)
    except NbshotError as error:
        _fail(error)
    for shot in shots:
        click.echo(str(shot.path))
    for failure in shots.failures:
        click.echo(f"FAILED {failure.name}: {failure.error.message}", err=True)
    sys.exit(1 if shots.failures else 0)


@main.command()
@click.option(
    "--out",
    "out_dir",
    type=click.Path(file_okay=False),
    default="nbshot-out/demo",
    show_default=True,
    help="Where the PNGs and index.html go.",
)
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
    from nbshot.captures.capture import capture as do_capture
    from nbshot.demo import PAGES, serve_demo

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


@main.command("pdf")
@click.argument("url")
@click.option("--out", "out_dir", type=click.Path(file_okay=False), help="Folder for the PDF.")
@click.option("--name", help="File name without .pdf (default: from the URL).")
@click.option(
    "--format",
    "paper",
    default="A4",
    show_default=True,
    help="Letter, Legal, Tabloid, Ledger or A0-A6.",
)
@click.option("--landscape", is_flag=True, help="Turn the paper.")
@click.option("--margins", help="One CSS length for every side, e.g. 1cm.")
@click.option("--no-background", is_flag=True, help="Leave out background colours and images.")
def pdf_command(
    url: str,
    out_dir: str | None,
    name: str | None,
    paper: str,
    landscape: bool,
    margins: str | None,
    no_background: bool,
) -> None:
    """Save URL as a PDF (Chromium's print); print its path and page count.

    \b
    Examples:
      nbshot pdf demo:/long --out reports
      nbshot pdf https://example.com/invoice --format Letter --margins 1cm
    """
    from nbshot.captures.pdf import pdf

    try:
        made = pdf(
            url,
            out_dir=out_dir,
            name=name,
            format=paper,
            landscape=landscape,
            margins=margins,
            print_background=not no_background,
        )
    except NbshotError as error:
        _fail(error)
    click.echo(str(made.path))
    click.echo(f"{made.pages} page(s): {made.title or made.url}", err=True)


@main.command("mcp", context_settings={"ignore_unknown_options": True, "allow_extra_args": True})
@click.pass_context
def mcp_command(ctx: click.Context) -> None:
    """Serve nbshot to AI agents over MCP (same as nbshot-mcp; --help for its options).

    \b
    Examples:
      nbshot mcp                       stdio, for Claude Desktop / Code, VS Code, Cursor
      nbshot mcp --http --port 8765    streamable HTTP on 127.0.0.1
    """
    # The faces stay apart: the CLI hands this process over to the MCP server's own
    # entry point instead of importing it (stdio, signals and exit code stay as they are).
    command = [sys.executable, "-m", "nbshot.mcp", *ctx.args]
    if os.name == "posix":
        os.execv(sys.executable, command)
    sys.exit(subprocess.call(command))


@main.command("check")
@click.argument("url")
@click.option(
    "--checks",
    default=None,
    metavar="NAMES",
    help="Some of console,requests,images,overflow,tap-targets,a11y, or all "
    "(default: all but a11y).",
)
@click.option("--on", "devices", metavar="DEVICES", help="Devices to check on (default desktop).")
@click.option("--as", "variants", metavar="VARIANTS", help="Variants to check in.")
def check_command(url: str, checks: str | None, devices: str | None, variants: str | None) -> None:
    """List URL's problems; exits 1 when any has severity error.

    \b
    Examples:
      nbshot check demo:/problems
      nbshot check demo:/problems --checks all --on phone
    """
    from nbshot.checks.check import check

    try:
        findings = check(
            url,
            _split(checks) or None,
            devices=_split(devices) or None,
            variants=_split(variants) or None,
        )
    except NbshotError as error:
        _fail(error)
    for finding in findings:
        where = f" [{finding.selector}]" if finding.selector else ""
        on = f" ({finding.device}, {finding.variant})" if finding.device else ""
        click.echo(f"{finding.severity:<8}{finding.check}: {finding.message}{where}{on}")
    click.echo(
        f"{len(findings.errors)} error(s), {len(findings) - len(findings.errors)} warning(s)",
        err=True,
    )
    sys.exit(0 if findings.ok else 1)
