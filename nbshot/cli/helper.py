"""``nbshot helper status|stop``, and the commands' side of the warm helper.

A command the helper can run (``nbshot capture``) asks it first (:func:`through_helper`):
it sends what it was asked, its folder and its environment, and prints what comes
back, without importing Playwright. In the helper, a process kept ready for it
(:mod:`nbshot.cli.helper_worker`) takes on that environment and folder and runs the
same command body; an app server it starts gets them too and stops when it ends.
Ctrl-C here closes the connection, and the helper ends that process.
"""

from __future__ import annotations

import json
import os
import sys
import time
from typing import Any

import click

from nbshot.cli.app import main
from nbshot.errors import NbshotError


@main.group()
def helper() -> None:
    """The warm helper: a browser with warm pages per user, kept between commands.

    The first command that needs a browser starts it in the background (and does its
    own work meanwhile); later `nbshot capture` commands have it capture on its warm
    pages, and flow kernels connect to its browser instead of launching Chromium. It
    stops by itself when no command used it for its idle time (NBSHOT_HELPER_IDLE
    seconds, default 600). Turn it off with `nbshot --no-helper ...` or NBSHOT_NO_HELPER=1.

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
    from nbshot.browser import warm_helper as warm

    found = warm.status()
    if as_json:
        click.echo(json.dumps(found, indent=2))
        return
    if not found["running"]:
        click.echo(f"No helper is running (folder {found['folder']}).")
        return
    identity = found.get("identity") or {}
    since = time.time() - float(found.get("started") or time.time())
    click.echo(
        f"Helper pid {found['pid']} on 127.0.0.1:{found['port']}, up {since:.0f} s, "
        f"{found['clients']} client(s) connected, stops after "
        f"{float(found.get('idle_s') or 0):g} s unused."
    )
    click.echo(
        f"Runs nbshot {identity.get('nbshot')}, Playwright {identity.get('playwright')}, "
        f"{identity.get('browser')}."
    )
    if not found["current"]:
        click.echo(
            "It is not this nbshot's (another version or browser): the next command replaces it."
        )


@helper.command()
def stop() -> None:
    """Stop this user's helper (the next command starts a new one) and the app servers
    projects kept running (`keep = true` in their [server])."""
    from nbshot.browser import warm_helper as warm
    from nbshot.project.app_server import stop_kept

    click.echo("Helper stopped." if warm.stop() else "No helper was running.")
    for url in stop_kept():
        click.echo(f"Kept app server stopped: {url}")


# -- the command's side ----------------------------------------------------------------


def through_helper(command: str, params: dict[str, Any]) -> bool:
    """Have the warm helper run ``command`` with ``params`` and print what it printed;
    False when no helper would (none running, turned off, another nbshot or browser),
    and the command does the work itself. Exits with the command's exit code.

    Raises
    ------
    NbshotError
        The error the command raised in the helper, rebuilt with its code and hint.
    click.UsageError
        When the command found its arguments wrong.
    """
    from nbshot.browser import warm_helper as warm
    from nbshot.config import settings

    try:
        found = warm.request(
            {
                "command": command,
                "params": params,
                "cwd": os.getcwd(),
                "env": dict(os.environ),
                "secrets": list(settings.secrets),
            }
        )
    except NbshotError:
        return False  # an unusable folder or project file: the command says so itself
    if found is None:
        return False
    sys.stdout.write(str(found.get("stdout", "")))
    sys.stderr.write(str(found.get("stderr", "")))
    sys.stdout.flush()
    sys.stderr.flush()
    _raise_what_came_back(found)
    if found.get("exit"):
        sys.exit(int(found["exit"]))
    return True


def _raise_what_came_back(found: dict[str, Any]) -> None:
    from nbshot import errors

    if isinstance(found.get("error"), dict):
        error = found["error"]
        kind = getattr(errors, str(error.get("code")), None)
        if not (isinstance(kind, type) and issubclass(kind, NbshotError)):
            kind = errors.NbshotError
        raise kind(str(error.get("what")), error.get("hint"))
    if found.get("usage") is not None:
        raise click.UsageError(str(found["usage"]))
    if found.get("bug") is not None:
        click.echo(
            f"Error: nbshot failed unexpectedly: {found['bug']}. This is a bug; "
            "NBSHOT_DEBUG=1 shows the traceback",
            err=True,
        )
        sys.exit(1)
