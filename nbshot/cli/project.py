"""Commands for projects: ``init``."""

from __future__ import annotations

from pathlib import Path

import click

from nbshot.cli.app import main


@main.command("init")
@click.argument("folder", default=".", type=click.Path(file_okay=False))
def init_command(folder: str) -> None:
    """Start a project in FOLDER (default: here): a commented nbshot.toml, a starter
    flow in flows/ and a starter notebook in notebooks/. Files that exist are kept;
    running it again adds only what is missing.

    The project points at nbshot's demo site until you change base_url and [server]
    to your app's, so these work at once:

    \b
    Examples:
      nbshot init
      nbshot run screens -p target=settings
      nbshot capture --profile smoke
    """
    from nbshot.project.scaffold import init

    for path, written in init(folder):
        shown = Path(path).relative_to(Path(folder)) if folder != "." else path
        click.echo(f"{'created' if written else 'kept   '} {shown}")
