"""Commands for flows and their runs: ``flows``, ``run``, ``runs``, ``report``."""

from __future__ import annotations

import signal
import sys
from pathlib import Path

import click

from nbshot.cli.app import _fail, _params, main
from nbshot.errors import NbshotError

_FLOWS_OPTION = click.option(
    "--flows", "flows_dir", type=click.Path(file_okay=False), default="flows",
    show_default=True,
    help="Folder of flow notebooks (default: the project's, or ./flows); nbshot's own "
    "flows are found too.",
)  # fmt: skip
_RUNS_OPTION = click.option(
    "--out", "out_dir", type=click.Path(file_okay=False), default="runs", show_default=True,
    help="Folder of runs (<out>/<flow>/<run_id>/; default: the project's runs, or ./runs).",
)  # fmt: skip


@main.command("flows")
@_FLOWS_OPTION
def list_flows_command(flows_dir: str) -> None:
    """List the flows: name, title and parameters with their defaults.

    \b
    Example:
      nbshot flows
    """
    from nbshot.flow.catalog import list_flows

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


@main.command("run")
@click.argument("flow")
@click.option("-p", "--param", "pairs", multiple=True, metavar="KEY=VALUE",
              help="A parameter value (repeat for several); converted to its type.")  # fmt: skip
@click.option("--describe", is_flag=True, help="Describe every capture into sidecars.")
@click.option("--video", is_flag=True, help="Record a video of the run (needs ffmpeg).")
@click.option("--har", is_flag=True, help="Record the run's network as network.har.")
@click.option("--timeout", type=float, help="Seconds for the whole run.")
@click.option("--code", "report_code", is_flag=True, help="Show code cells in report.html.")
@click.option("--notify", "webhooks", multiple=True, metavar="URL",
              help="A webhook to call when the run fails, recovers or shows changes "
              "(repeat for several; ${NAME} reads a listed secret), beside [notify].")  # fmt: skip
@_FLOWS_OPTION
@_RUNS_OPTION
def run_command(
    flow: str, pairs: tuple[str, ...], describe: bool, video: bool, har: bool,
    timeout: float | None, report_code: bool, webhooks: tuple[str, ...], flows_dir: str,
    out_dir: str,
) -> None:  # fmt: skip
    """Run FLOW (a name in --flows, or a notebook path) as a run.

    Prints the run folder on stdout (the status and report go to stderr);
    exits 1 when the flow failed or broke, 2 for a bad flow name or parameter.

    \b
    Examples:
      nbshot run homepage
      nbshot run homepage -p url=demo:/settings -p device="iPhone 13"
      nbshot run audit --describe --out /srv/reports/runs
      nbshot --secret SLACK_HOOK run audit --notify 'https://hooks.slack.com/services/${SLACK_HOOK}'
    """
    from nbshot.config import configure
    from nbshot.flow.runner import cancel_runs, run_flow

    configure(warm_kernels=False)  # one run, then this process ends: no kernel for a next
    # SIGTERM (a scheduler stopping the job) cancels the run: its kernel is stopped and
    # the run folder says "cancelled"; then this process exits 1 as for any failed run.
    signal.signal(signal.SIGTERM, lambda *_: cancel_runs())
    try:
        result = run_flow(
            flow, _params(pairs), folder=flows_dir, out_dir=out_dir, timeout=timeout,
            describe=describe, video=video, har=har, report_code=report_code,
            notify=list(webhooks),
        )  # fmt: skip
    except NbshotError as error:
        _fail(error)
    took = f" in {result.duration:.1f} s" if result.duration is not None else ""
    click.echo(f"{result.flow} {result.run_id}: {result.status}{took}", err=True)
    if result.error is not None:
        click.echo(f"  {result.error_text}", err=True)
    click.echo(f"  {len(result.captures)} capture(s); report: {result.report}", err=True)
    if result.changes is not None:
        from nbshot.flow.changes import summary

        click.echo(f"  since the last run: {summary(result.changes)}", err=True)
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
    from nbshot.flow.result import runs

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
    """Rebuild <out>/index.html (every flow and the recent runs) and each flow's
    history page <out>/<flow>/index.html from the run folders. The folder must
    exist: a report of runs that are not there is a mistyped --out.

    \b
    Example:
      nbshot report --out runs
    """
    from nbshot.errors import InvalidArgument
    from nbshot.flow.run_folder import write_runs_index

    folder = Path(out_dir).expanduser()
    if not folder.is_dir():
        raise InvalidArgument(f"No runs folder at {out_dir!r}",
                              "Pass the folder `nbshot run --out` wrote its runs to")  # fmt: skip
    click.echo(str(write_runs_index(folder).resolve()))
