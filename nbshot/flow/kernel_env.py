"""What a run's kernel is told: the run folder, the pinned settings (timezone, locale,
motion), where to record video and network, which browser server and demo site to use,
the project in force, and the secrets: a secret parameter's value travels in the
environment, never in the notebook."""

from __future__ import annotations

import os
from collections.abc import Iterable, Iterator
from pathlib import Path
from typing import Any

from nbshot import env_vars, secrets
from nbshot.browser.browser_server import shared_server
from nbshot.config import (
    ENV_FILE_URLS,
    ENV_HAR_DIR,
    ENV_LOCALE,
    ENV_REDUCED_MOTION,
    ENV_SECRETS,
    ENV_TIMEZONE,
    ENV_VIDEO_DIR,
    settings,
)
from nbshot.errors import InvalidArgument
from nbshot.files import ENV_OUT
from nbshot.flow.catalog import Flow
from nbshot.flow.record import ENV_RUN_DIR
from nbshot.project.file import ENV_CONFIG, secret_names
from nbshot.project.file import current as current_project

HAR_PARTS = ".har"  # the kernel's HAR files, one per context, merged at the end
#: What every run pins, so the same flow gives the same pixels on any machine.
PINNED_ENV = {ENV_TIMEZONE: "UTC", ENV_LOCALE: "en-US", ENV_REDUCED_MOTION: "1"}


def secret_params(flow: Flow, values: dict[str, Any]) -> tuple[dict[str, Any], dict[str, str]]:
    """What papermill injects, and the environment that carries secret values.

    A value for a ``# secret:`` parameter goes to the kernel as an environment
    variable, and the notebook is given ``${NBSHOT_SECRET_<NAME>}`` in its place,
    which steps read when they run. A value that is itself a ``${NAME}`` reference
    stays as it is (the kernel inherits this process's environment)."""
    injected, hidden = dict(values), {}
    for name, value in values.items():
        parameter = flow.parameter(name)
        if parameter is None or not parameter.secret or not isinstance(value, str):
            continue
        if secrets.REFERENCE.fullmatch(value):
            continue
        variable = f"{env_vars.SECRET_PREFIX}{secrets.env_name(name)}"
        hidden[variable] = value
        injected[name] = f"${{{variable}}}"
        secrets.remember(value)
    return injected, hidden


def listed_secret_values() -> list[str]:
    """The values of the secrets the kernel may read (set in this environment)."""
    try:
        names = secret_names()
    except InvalidArgument:  # a project file broken since the run began: nothing listed
        names = frozenset(settings.secrets)
    return [os.environ[name] for name in names if os.environ.get(name)]


def kernel_env(
    run_dir: Path,
    params: dict[str, Any],
    hidden: dict[str, str],
    *,
    video: bool,
    har: bool,
    shared_browser: bool,
) -> dict[str, str]:
    """What the run's kernel is told: where the run folder is, the pinned settings,
    where to record video and network, which browser server and demo site to use, the
    project in force, the secret parameters' values (``hidden``) and the secrets it
    may read. The project's app server is started first, so the kernel's pages find
    it running."""
    project = current_project()
    if project is not None and project.server is not None:
        from nbshot.project import app_server as server

        server.ensure(project.server)
    env = {ENV_RUN_DIR: str(run_dir), ENV_OUT: str(run_dir), **PINNED_ENV, **hidden}
    # The caller's secrets and this run's own carriers, and nothing else.
    env[ENV_SECRETS] = ",".join(sorted({*settings.secrets, *hidden}))
    if project is not None:
        # The kernel starts in the flow's folder (a shipped flow's is inside nbshot):
        # it is told the caller's project, so targets, sign-in and devices are the same.
        env[ENV_CONFIG] = str(project.path)
    if har:
        env[ENV_HAR_DIR] = str(run_dir / HAR_PARTS)
    if any(str(value).startswith("demo:") for value in _flat(params.values())):
        # The kernel loads this process's demo site, so what it captured shows here as
        # demo:/path (nbshot.demo.shown_url), not under a port of its own, long dead.
        from nbshot.demo import ENV_DEMO_URL, shared_demo

        env[ENV_DEMO_URL] = shared_demo().url
    if not settings.allow_file_urls:  # a server that refuses file URLs refuses them in flows too
        env[ENV_FILE_URLS] = "0"
    if video:
        env[ENV_VIDEO_DIR] = str(run_dir / ".recordings")
    elif shared_browser:
        # A browser server writes videos on its side of the wire, so runs that
        # record launch their own browser; all others share one.
        endpoint = shared_server()
        if endpoint:
            env[env_vars.BROWSER_WS] = endpoint
            env[env_vars.BROWSER_WS_FALLBACK] = "1"  # killed mid-run: the run goes on
    return env


def _flat(values: Iterable[Any]) -> Iterator[Any]:
    for value in values:
        yield from _flat(value) if isinstance(value, (list, tuple)) else (value,)
