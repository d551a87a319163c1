"""A project around the test app (tests/project/app.py), for the project, server and
sign-in tests: `write_project` writes its nbshot.toml; the app's processes carry `TAG`
in their environment so a test can find them (processes.with_env)."""

from __future__ import annotations

import sys
from pathlib import Path

APP = Path(__file__).parent / "project" / "app.py"
TAG = "NBSHOT_TEST_APP"


def write_project(folder: Path, port: int, tag: str, extra: str = "") -> Path:
    """nbshot.toml in ``folder``: the app on ``port`` as the project's server, its
    processes tagged with ``tag``, a ``sign-in`` target, then ``extra``."""
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "nbshot.toml").write_text(
        f'base_url = "http://127.0.0.1:{port}"\n'
        "\n[server]\n"
        f'command = ["{sys.executable}", "{APP}", "{port}"]\n'
        f'ready_url = "http://127.0.0.1:{port}/signin"\n'
        "timeout = 20\n"
        f'env = {{ {TAG} = "{tag}" }}\n'
        '\n[targets]\nsign-in = "/signin"\n' + extra
    )
    return folder / "nbshot.toml"
