"""The ``nbshot`` group and the helpers its commands share.

Exit codes: 0 ok, 1 the job failed, 2 bad usage (click's own, and InvalidArgument).
Every error is one ``Error: ...`` line on stderr with what to try; a traceback is
printed only for a bug, and only with ``NBSHOT_DEBUG=1``.
"""

from __future__ import annotations

import os
import sys
import traceback
from typing import Any

import click

from nbshot import env_vars
from nbshot.errors import InvalidArgument, NbshotError


class _Group(click.Group):
    """The group, catching what a command did not: an NbshotError is its one line,
    anything else is reported as a bug in one line (the traceback on request)."""

    def invoke(self, ctx: click.Context) -> Any:
        try:
            return super().invoke(ctx)
        except NbshotError as error:
            _fail(error)
        except (click.ClickException, click.exceptions.Exit, click.Abort, SystemExit):
            raise
        except BrokenPipeError:  # `nbshot flows | head`: the reader has all it wanted
            os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
            sys.exit(0)
        except Exception as error:  # noqa: BLE001 - the last line of defence
            if os.environ.get(env_vars.DEBUG):
                traceback.print_exc()
            click.echo(
                f"Error: nbshot failed unexpectedly: {type(error).__name__}: "
                f"{str(error)[:300]}. This is a bug; NBSHOT_DEBUG=1 shows the "
                "traceback",
                err=True,
            )
            sys.exit(1)


def _fail(error: NbshotError) -> None:
    click.echo(f"Error: {error.message}", err=True)
    sys.exit(2 if isinstance(error, InvalidArgument) else 1)


@click.group(cls=_Group, context_settings={"help_option_names": ["-h", "--help"]})
@click.version_option(package_name="nbshot")
@click.option(
    "--secret",
    "secret_names",
    multiple=True,
    metavar="NAME",
    help="An environment variable that ${NAME} in a fill: or type: step may read "
    "(repeatable; the project's [secrets] lists more). No other variable is read.",
)
@click.option(
    "--no-helper",
    is_flag=True,
    help="Launch a browser for this command instead of using the warm helper "
    "(also NBSHOT_NO_HELPER=1; see `nbshot helper`).",
)
def main(secret_names: tuple[str, ...], no_helper: bool) -> None:
    """nbshot: capture and inspect web pages from notebooks, scripts and agents.

    \b
    Examples:
      nbshot demo                         capture every demo page into nbshot-out/demo/
      nbshot capture https://example.com --out shots
      nbshot flows                        the flows in flows/ and their parameters
      nbshot run homepage -p url=demo:/settings
      nbshot runs homepage                past runs, newest first
      nbshot doctor                       what is installed, and how to fix what is not
      nbshot --secret SHOP_PASSWORD run sign_in -p password='${SHOP_PASSWORD}'
      nbshot helper status                the warm helper that keeps a browser running
    """
    from nbshot.startup import prepare_own_process

    prepare_own_process()
    if no_helper:
        from nbshot.config import configure

        configure(helper=False)
    if secret_names:
        from nbshot.config import configure, settings

        try:
            configure(secrets=[*settings.secrets, *secret_names])
        except NbshotError as error:
            _fail(error)


def _split(value: str | None) -> list[str]:
    return [part.strip() for part in (value or "").split(",") if part.strip()]


def _params(pairs: tuple[str, ...]) -> dict[str, str]:
    params = {}
    for pair in pairs:
        key, sep, value = pair.partition("=")
        if not sep or not key.strip():
            raise click.BadParameter(f"{pair!r} is not key=value", param_hint="-p")
        params[key.strip()] = value
    return params
