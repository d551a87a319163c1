"""``nbshot helper status|stop``: the warm helper that keeps a browser for the commands."""

from __future__ import annotations

import json
import time

import click

from nbshot.cli.app import main


@main.group()
def helper() -> None:
    """The warm helper: one browser server per user, kept running between commands.

    The first command that needs a browser starts it; later commands, nbshot-mcp and
    flow kernels connect to it instead of launching Chromium. It stops by itself when
    no command used it for its idle time (NBSHOT_HELPER_IDLE seconds, default 600).
    Turn it off with `nbshot --no-helper ...` or NBSHOT_NO_HELPER=1.

    \b
    Examples:
      nbshot helper status          is one running, since when, with how many clients
      nbshot helper status --json
      nbshot helper stop
    """


@helper.command()
@click.option("--json", "as_json", is_flag=True, help="Print the status as JSON.")
def status(as_json: bool) -> None:
    """Say whether this user's helper runs, and what it runs."""
    from nbshot.browser import helper as warm

    found = warm.status()
    if as_json:
        click.echo(json.dumps(found, indent=2))
        return
    if not found["running"]:
        click.echo(f"No helper is running (folder {found['folder']}).")
        return
    identity = found.get("identity") or {}
    since = time.time() - float(found.get("started") or time.time())
    click.echo(f"Helper pid {found['pid']} on 127.0.0.1:{found['port']}, up {since:.0f} s, "
               f"{found['clients']} client(s) connected, stops after "
               f"{float(found.get('idle_s') or 0):g} s unused.")  # fmt: skip
    click.echo(f"Runs nbshot {identity.get('nbshot')}, Playwright {identity.get('playwright')}, "
               f"{identity.get('browser')}.")  # fmt: skip
    if not found["current"]:
        click.echo("It is not this nbshot's (another version or browser): the next command "
                   "replaces it.")  # fmt: skip


@helper.command()
def stop() -> None:
    """Stop this user's helper (the next command starts a new one)."""
    from nbshot.browser import helper as warm

    click.echo("Helper stopped." if warm.stop() else "No helper was running.")
