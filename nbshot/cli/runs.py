"""Commands for flows and their runs: ``flows``, ``run``, ``runs``, ``report``."""

from __future__ import annotations

import signal
import sys
from pathlib import Path

import click

from nbshot.cli.app import _fail, _params, main
from nbshot.errors import InvalidArgument, NbshotError

_FLOWS_OPTION = click.option(
    "--flows",
    "flows_dir",
    type=click.Path(file_okay=False),
    default="flows",
    show_default=True,
    help="Folder of flow notebooks (default: the project's, or ./flows); nbshot's own "
    "flows are found too.",
)
_RUNS_OPTION = click.option(
    "--out",
    "out_dir",
    type=click.Path(file_okay=False),
    default="runs",
    show_default=True,
    help="Folder of runs (<out>/<flow>/<run_id>/; default: the project's runs, or ./runs).",
)


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
@click.option(
    "-p",
    "--param",
    "pairs",
    multiple=True,
    metavar="KEY=VALUE",
    help="A parameter value (repeat for several); converted to its type.",
)
@click.option("--describe", is_flag=True, help="Describe every capture into sidecars.")
@click.option("--video", is_flag=True, help="Record a video of the run (needs ffmpeg).")
@click.option("--har", is_flag=True, help="Record the run's network as network.har.")
@click.option(
    "--timeout", type=float, help="Seconds for the whole run (with retries: for each attempt)."
)
@click.option("--code", "report_code", is_flag=True, help="Show code cells in report.html.")
@click.option(
    "--notify",
    "webhooks",
    multiple=True,
    metavar="URL",
    help="A webhook to call when the run fails, recovers or shows changes "
    "(repeat for several; ${NAME} reads a listed secret), or mailto:ADDRESS to email "
    "through [notify.smtp]; beside [notify].",
)
@click.option(
    "--retries",
    type=int,
    metavar="N",
    help="Try a run that failed or timed out again, up to N times (0-10; default: the "
    "flow's [flows.NAME] retries, else [runs] retries, else 0). A run that passes on a "
    "retry is 'flaky' (exit 0); every attempt is kept in attempts/<n>/.",
)
@click.option(
    "--retry-delay",
    type=float,
    metavar="S",
    help="Seconds before the first retry (default 10), doubled before each next one, "
    "each wait at most 600 s. Ctrl-C or SIGTERM ends a wait at once (cancelled).",
)
@click.option(
    "--retry-on",
    multiple=True,
    metavar="STATUS",
    help="A status that is retried (repeat for several): failed, timeout, kernel-died, "
    "error (default: failed and timeout; a cancelled run never is).",
)
@click.option(
    "--no-needs",
    "alone",
    is_flag=True,
    help="Run FLOW alone, not the flows its notebook metadata says it needs "
    '({"nbshot": {"needs": [...]}}); give their records with -p NAME=JSON.',
)
@click.option(
    "--dask",
    "scheduler",
    metavar="ADDRESS",
    help="Run on a Dask cluster, its scheduler at ADDRESS (tcp://host:8786): the flows "
    "FLOW needs first, each level of the chain one batch of tasks, then FLOW. The "
    "workers must be able to write --out (needs nbshot[dask]).",
)
@_FLOWS_OPTION
@_RUNS_OPTION
def run_command(  # long: one parameter per option, a line each
    flow: str,
    pairs: tuple[str, ...],
    describe: bool,
    video: bool,
    har: bool,
    timeout: float | None,
    report_code: bool,
    webhooks: tuple[str, ...],
    retries: int | None,
    retry_delay: float | None,
    retry_on: tuple[str, ...],
    alone: bool,
    scheduler: str | None,
    flows_dir: str,
    out_dir: str,
) -> None:
    """Run FLOW (a name in --flows, or a notebook path) as a run.

    A FLOW whose notebook metadata says {"nbshot": {"needs": ["sign_in"]}} runs
    the flows it needs first, each once, in order, each in its own run folder;
    its parameter named after a needed flow gets that run's records (JSON values,
    files as paths). When a needed run fails, FLOW is not run: its folder says
    "skipped: sign_in failed". Flows that need each other in a cycle are refused.

    Prints the run folder on stdout (the status and report go to stderr);
    exits 1 when the flow failed or broke (or a flow it needs did), 2 for a bad
    flow name, parameter or setting. A run that passed on a retry ("flaky") exits 0.

    \b
    Examples:
      nbshot run homepage
      nbshot run homepage -p url=demo:/settings -p device="iPhone 13"
      nbshot run audit --describe --out /srv/reports/runs
      nbshot run audit --retries 2 --retry-delay 30
      nbshot run digest            # runs sign_in first when digest needs it
      nbshot run digest --dask tcp://scheduler:8786    # the same, as tasks on a cluster
      nbshot --secret SLACK_HOOK run audit --notify 'https://hooks.slack.com/services/${SLACK_HOOK}'
    """
    from nbshot.config import configure
    from nbshot.flow.chain import run_flow
    from nbshot.flow.execution import cancel_runs

    configure(warm_kernels=False)  # one run, then this process ends: no kernel for a next
    # SIGTERM (a scheduler stopping the job) cancels the run: its kernel is stopped and
    # the run folder says "cancelled"; then this process exits 1 as for any failed run.
    signal.signal(signal.SIGTERM, lambda *_: cancel_runs())
    try:
        result = run_flow(
            flow,
            _params(pairs),
            folder=flows_dir,
            out_dir=out_dir,
            timeout=timeout,
            describe=describe,
            video=video,
            har=har,
            report_code=report_code,
            notify=list(webhooks),
            retries=retries,
            retry_delay=retry_delay,
            retry_on=list(retry_on) or None,
            needs=not alone,
            client=scheduler,
        )
    except NbshotError as error:
        _fail(error)
    for step in result.manifest.get("chain", [])[:-1]:
        click.echo(f"{step['flow']} {step['run_id']}: {step['status']} (needed)", err=True)
    took = f" in {result.duration:.1f} s" if result.duration is not None else ""
    if len(result.attempts) > 1:
        from nbshot.flow.retry import outcome

        took += f" ({outcome(result.manifest)})"
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


class _RunsGroup(click.Group):
    """``nbshot runs [FLOW]`` lists runs, as it always did; ``nbshot runs prune`` prunes.
    A first argument that is not a subcommand is the FLOW of ``list``."""

    def parse_args(self, ctx: click.Context, args: list[str]) -> list[str]:
        if args[:1] != ["--help"] and (not args or args[0] not in self.commands):
            args = ["list", *args]
        return super().parse_args(ctx, args)


@main.group("runs", cls=_RunsGroup)
def runs_group() -> None:
    """Past runs: list them (nbshot runs [FLOW]), or prune old ones.

    \b
    Examples:
      nbshot runs
      nbshot runs homepage --limit 5
      nbshot runs prune --keep 30 --keep-days 90
    """


@runs_group.command("list")
@click.argument("flow", required=False)
@click.option("--limit", type=int, default=20, show_default=True, help="How many to list.")
@_RUNS_OPTION
def runs_command(flow: str | None, limit: int, out_dir: str) -> None:
    """List past runs, newest first (optionally of one FLOW), with what changed since
    the run before.

    \b
    Examples:
      nbshot runs
      nbshot runs homepage --limit 5
    """
    from nbshot.flow.flow_run import runs

    table = runs(flow, out_dir=out_dir).head(limit)
    if table.empty:
        click.echo(f"No runs in {out_dir}", err=True)
        return
    for row in table.itertuples():
        error = f"  {row.error}" if row.error else ""
        change = f"  [{row.changes}]" if row.changes and row.changes != "no change" else ""
        click.echo(
            f"{row.run_id}  {row.flow:<12} {row.status:<7} {row.started}  "
            f"{row.captures} capture(s){error}{change}"
        )


@runs_group.command("prune")
@click.argument("flow", required=False)
@click.option("--keep", type=int, help="Runs to keep per flow (default: [runs] keep).")
@click.option("--keep-days", type=float, help="Days to keep runs (default: [runs] keep_days).")
@click.option("--dry-run", is_flag=True, help="Say what would be removed; remove nothing.")
@_RUNS_OPTION
def prune_command(
    flow: str | None, keep: int | None, keep_days: float | None, dry_run: bool, out_dir: str
) -> None:
    """Remove old runs (of every flow, or of FLOW): past the newest --keep per flow or
    older than --keep-days, except the newest run of each set of parameters (the next
    run's baseline) and the newest run of each status. The history pages keep a line
    for each removed run. Prints the removed folders. Symbolic links in place of flow
    or run folders are not followed: each is named in a warning and left as it is.

    \b
    Examples:
      nbshot runs prune                  # as the project's [runs] keep / keep_days say
      nbshot runs prune --keep 30 --keep-days 90 --dry-run
    """
    from nbshot.flow import storage
    from nbshot.flow.prune import prune_runs
    from nbshot.project.file import current, runs_folder

    project = current()
    if project is not None and project.keep is not None:
        keep = keep if keep is not None else project.keep.runs
        keep_days = keep_days if keep_days is not None else project.keep.days
    folder = runs_folder(out_dir)
    try:
        if storage.is_url(folder):
            raise InvalidArgument(
                "nbshot runs prune works on a folder, not a URL", "Prune where the runs are written"
            )
        if not Path(folder).is_dir():
            raise InvalidArgument(
                f"No runs folder at {str(folder)!r}", "Pass the folder runs were written to (--out)"
            )
        done = prune_runs(Path(folder), keep=keep, keep_days=keep_days, flow=flow, dry_run=dry_run)
    except NbshotError as error:
        _fail(error)
    for warning in done.warnings:
        click.echo(f"Warning: {warning}", err=True)
    for removed in done.removed:
        click.echo(str(removed))
    verb = "would remove" if dry_run else "removed"
    click.echo(f"{verb} {len(done.removed)} run(s), kept {done.kept}", err=True)


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
    from nbshot.flow.run_folder import write_runs_index

    folder = Path(out_dir).expanduser()
    if not folder.is_dir():
        raise InvalidArgument(
            f"No runs folder at {out_dir!r}", "Pass the folder `nbshot run --out` wrote its runs to"
        )
    click.echo(str(write_runs_index(folder).resolve()))
