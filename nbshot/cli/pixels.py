"""Commands that compare pictures: ``compare`` and ``approve``."""

from __future__ import annotations

import io
import sys
from pathlib import Path
from typing import Any

import click

from nbshot.cli.app import _fail, _split, main
from nbshot.errors import NbshotError
from nbshot.files import atomic_write, private_dir


def _matrix(
    urls: list[str] | None,
    devices: str | None,
    variants: str | None,
    out_dir: str | None,
    **options: Any,
) -> Any:
    from nbshot.captures.matrix import capture_matrix

    try:
        return capture_matrix(
            urls,
            devices=_split(devices) or None,
            variants=_split(variants) or None,
            out_dir=out_dir,
            progress=False,
            **options,
        )
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
_BASELINES = click.option(
    "--baselines",
    type=click.Path(file_okay=False),
    default="baselines",
    show_default=True,
    help="Baselines folder.",
)


@main.command("compare")
@click.argument("urls", nargs=-1, required=True)
@_ON
@_AS
@click.option(
    "--against",
    default="baseline",
    show_default=True,
    help="baseline, previous, a run id, or a folder of images.",
)
@_BASELINES
@click.option(
    "--threshold",
    type=click.FloatRange(0, 1),
    default=0.1,
    show_default=True,
    help="pixelmatch colour threshold.",
)
@click.option("--max-diff-pixels", type=int, help="Tolerate up to this many changed pixels.")
@click.option("--max-diff-ratio", type=float, help="Tolerate up to this ratio of changed pixels.")
@click.option("--full-page", is_flag=True, help="Capture whole pages.")
@click.option(
    "--out",
    "out_dir",
    type=click.Path(file_okay=False),
    default="nbshot-out/compare",
    show_default=True,
    help="Where captures and diff pictures go.",
)
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
    from nbshot.pixels.compare import compare

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
            detail = (
                f" {change.diff.count} px ({change.diff.ratio:.2%}), "
                f"{len(change.diff.regions)} region(s)"
            )
        click.echo(f"{change.status:<8}{change.screen}/{change.key}{detail}")
        if change.status in ("changed", "size"):
            picture = private_dir(diffs) / f"{change.screen}-{change.key}.png"
            buffer = io.BytesIO()
            change.side_by_side().save(buffer, format="PNG")
            atomic_write(picture, buffer.getvalue())
            click.echo(f"        {picture}")
    if result.new:
        click.echo(
            f"{len(result.new)} capture(s) have no baseline: run `nbshot approve` "
            "with the same arguments to accept them",
            err=True,
        )
    sys.exit(0 if result.ok else 1)


@main.command("approve")
@click.argument("urls", nargs=-1, required=True)
@_ON
@_AS
@_BASELINES
@click.option("--full-page", is_flag=True, help="Capture whole pages.")
@click.option(
    "--out",
    "out_dir",
    type=click.Path(file_okay=False),
    default="nbshot-out/compare",
    show_default=True,
    help="Where the captures go.",
)
def approve_command(
    urls: tuple[str, ...],
    devices: str,
    variants: str,
    baselines: str,
    full_page: bool,
    out_dir: str,
) -> None:
    """Capture URLS on every device x variant and make them the baselines.

    \b
    Example:
      nbshot approve demo:/ --on phone,desktop --as light,dark
    """
    from nbshot.pixels.compare import approve

    shots = _matrix(list(urls), devices, variants, out_dir, full_page=full_page)
    for path in approve(shots, baselines=baselines):
        click.echo(str(path))


@main.command("flaky")
@click.argument("results", default="nbshot-results", type=click.Path(file_okay=False))
@click.option("--json", "as_json", is_flag=True, help="Print the screens as JSON.")
def flaky_command(results: str, as_json: bool) -> None:
    """List the screens whose visual assertions flapped: failed, then passed against
    the same baseline (nobody approved a change in between), with how often and the
    regions that moved. Reads RESULTS/history.jsonl, which every assert_screenshot
    appends to (pytest: the rootdir's nbshot-results/).

    \b
    Examples:
      nbshot flaky
      nbshot flaky build/nbshot-results --json
    """
    import json

    from nbshot.testing.flaps import flaky

    found = flaky(results)
    if as_json:
        click.echo(json.dumps([vars(record) for record in found], indent=2))
        return
    if not found:
        click.echo(f"No screen flapped in {Path(results) / 'history.jsonl'}.")
        return
    for record in found:
        moved = ", ".join(f"{w:g}x{h:g} at ({x:g}, {y:g})" for x, y, w, h in record.regions[:5])
        click.echo(
            f"{record.flaky} flap(s) in {record.runs} run(s), {record.failures} "
            f"failure(s): {record.baseline}" + (f"\n    moved: {moved}" if moved else "")
        )


@main.command("review")
@click.argument("results", default="nbshot-results", type=click.Path(file_okay=False))
@click.option(
    "--markdown",
    is_flag=True,
    help="Print a Markdown summary of what waits for review (for a CI job summary or a "
    "pull request comment) and exit.",
)
@click.option("--port", type=click.IntRange(0, 65535), default=0, help="Port (default: any free).")
@click.option("--no-open", is_flag=True, help="Print the page's address; open no browser.")
def review_command(results: str, markdown: bool, port: int, no_open: bool) -> None:
    """Review failed visual assertions in RESULTS: baseline, current and diff (side by
    side, overlaid, or with a slider; zoomed to each changed region), aria snapshots as
    text diffs, new and fixed findings. Approve (the baseline is rewritten atomically)
    or reject each, or all shown; keys j/k, a, r, v (accept as a variant), 1-3 (modes).

    The page is served on 127.0.0.1 under a secret path until Ctrl-C.

    \b
    Examples:
      nbshot review
      nbshot review build/nbshot-results --no-open
      nbshot review --markdown >> "$GITHUB_STEP_SUMMARY"
    """
    from nbshot.testing.review import markdown as summary
    from nbshot.testing.review import pending

    if markdown:
        click.echo(summary(pending(results)), nl=False)
        return
    from nbshot.testing.review_server import ReviewServer

    server = ReviewServer(results, port)
    waiting = len(pending(results))
    click.echo(f"{waiting} assertion(s) to review at {server.url}  (Ctrl-C stops)")
    if not no_open:
        import webbrowser

        webbrowser.open(server.url)
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        pass
    finally:
        server.server_close()
