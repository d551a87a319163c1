"""``nbshot doctor``: what this machine has for nbshot, and the fix for what is missing.

The command and its checks live together here; the browser is looked up only when the
command runs, so ``nbshot --help`` stays quick."""

from __future__ import annotations

import sys
from dataclasses import dataclass
from importlib.metadata import PackageNotFoundError, version

import click

from nbshot.cli.app import main
from nbshot.errors import NbshotError

KERNEL_NAME = "nbshot"


@dataclass(frozen=True)
class Check:
    """One line of the doctor's report."""

    name: str
    ok: bool
    detail: str
    fix: str | None = None
    required: bool = True

    def line(self) -> str:
        mark = "ok  " if self.ok else ("FAIL" if self.required else "warn")
        text = f"[{mark}] {self.name}: {self.detail}"
        if not self.ok and self.fix:
            text += f"\n       fix: {self.fix}"
        return text


def check_playwright() -> Check:
    try:
        return Check("playwright", True, f"version {version('playwright')}")
    except PackageNotFoundError:
        return Check("playwright", False, "not installed", "pip install playwright")


def check_browser() -> Check:
    """Resolve the browser and launch it once, so 'ok' means it really starts."""
    from nbshot.browser import lookup as browser_lookup
    from nbshot.browser.engine import engine

    try:
        choice = browser_lookup.resolve_browser(_configured_browser())
    except NbshotError as exc:
        return Check("browser", False, exc.what, browser_lookup.INSTALL_HINT)

    async def probe() -> str:
        return (await engine.browser()).version

    try:
        browser_version = engine.run(probe())
    except NbshotError as exc:
        return Check("browser", False, exc.what, exc.hint)
    where = choice.ws_endpoint or choice.path
    return Check("browser", True, f"Chromium {browser_version} at {where} ({choice.source})")


def _configured_browser() -> str | None:
    from nbshot.config import settings

    return settings.browser


def check_video() -> Check:
    from nbshot.browser.video_support import recorder_status

    status = recorder_status()
    return Check("video", status.ok, status.detail, status.fix, required=False)


def check_kernel() -> Check:
    try:
        from jupyter_client.kernelspec import KernelSpecManager
    except ImportError:
        return Check(
            "jupyter kernel", False, "jupyter_client is not installed", "pip install ipykernel"
        )
    specs = KernelSpecManager().find_kernel_specs()
    if KERNEL_NAME in specs:
        return Check("jupyter kernel", True, f"'{KERNEL_NAME}' at {specs[KERNEL_NAME]}")
    return Check(
        "jupyter kernel",
        False,
        f"no '{KERNEL_NAME}' kernel registered (notebooks can still use 'python3')",
        f"{sys.executable} -m ipykernel install --sys-prefix --name {KERNEL_NAME} "
        '--display-name "Python (nbshot)"',
        required=False,
    )


def run_checks() -> list[Check]:
    """Every check, in report order."""
    return [check_playwright(), check_browser(), check_video(), check_kernel()]


@main.command()
def doctor() -> None:
    """Check the browser, Playwright, video recording and the Jupyter kernel.

    Prints each finding with the command that fixes it; exits 1 when something
    required (Playwright, a browser that starts) is missing.

    \b
    Example:
      nbshot doctor
    """
    checks = run_checks()
    for check in checks:
        click.echo(check.line())
    if any(c.required and not c.ok for c in checks):
        sys.exit(1)
