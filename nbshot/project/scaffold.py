"""``nbshot init``: a new project in a folder, ready to run, never overwriting anything.

It writes a commented ``nbshot.toml`` (pointing at the bundled demo site, started by
``[server]``, so every command works at once; replace its ``base_url`` and
``[server]`` with the app's), ``flows/`` with one starter flow, and ``notebooks/``
with one starter notebook. A file that exists is kept as it is, so running it again
only adds what is missing.
"""

from __future__ import annotations

import os
import socket
from pathlib import Path

from nbshot.errors import InvalidArgument

PROJECT_FILE = """# nbshot project: the app nbshot looks at (docs/projects.md).
# Paths are relative to this file. Until you point it at your app, it uses the
# demo site that comes with nbshot, started by [server] below.

base_url = "http://127.0.0.1:{port}"
out_dir = "nbshot-out/captures"    # where captures go
runs = "nbshot-out/runs"           # where flow runs go
flows = "flows"                    # your flows (nbshot's own are found too)

# How the app starts. A server that already answers at ready_url is used as it is.
[server]
command = "nbshot demo --serve --port {port}"
ready_url = "http://127.0.0.1:{port}/"
timeout = 30

# How to sign in, once; later pages reuse the browser state it leaves.
# [sign_in]
# url = "/signin"
# steps = ["fill:#email=you@example.com", "fill:#password=${{APP_PASSWORD}}",
#          "click:button[type=submit]", "wait:text=Welcome"]

# Screens by name: nbshot.capture("home"), profiles below.
[targets]
home = "/"
settings = "/settings"

# A named set of pictures: nbshot capture --profile smoke
[profiles.smoke]
targets = ["home", "settings"]
devices = ["desktop", "phone"]
variants = ["light", "dark"]
"""

FLOW_TITLE = "# Screens\n\nCaptures a screen of the project's app and lists its problems."
FLOW_PARAMETERS = (
    'target = "home"  # a [targets] name or a /path of the app\n'
    'device = "desktop"  # desktop, laptop, tablet, phone or a device name'
)
FLOW_BODY = """import nbshot

shot = nbshot.capture(target, device=device, full_page=True)
nbshot.record("screen", shot)
findings = nbshot.check(target, device=device)
nbshot.record("findings", findings.df)
findings"""

NOTEBOOK_CELLS = [
    ("markdown", "# Start here\n\nThe project's app, captured and checked from this notebook."),
    ("code", "import nbshot\n\nproject = nbshot.load_project()\nproject.base_url"),
    ("code", 'nbshot.capture("home")'),
    ("code", 'nbshot.capture_matrix(profile="smoke").sheets()'),
    ("code", 'nbshot.check("settings")'),
]


def _free_port() -> int:
    """A port nothing listens on now, for the starter project's demo site: a fixed one
    could be taken on this machine (the file says it; change it with the app)."""
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


def _flow() -> str:
    import nbformat

    notebook = nbformat.v4.new_notebook()
    parameters = nbformat.v4.new_code_cell(FLOW_PARAMETERS)
    parameters.metadata["tags"] = ["parameters"]
    notebook.cells = [
        nbformat.v4.new_markdown_cell(FLOW_TITLE),
        parameters,
        nbformat.v4.new_code_cell(FLOW_BODY),
    ]
    notebook.metadata["kernelspec"] = {
        "name": "python3",
        "display_name": "Python 3",
        "language": "python",
    }
    return str(nbformat.writes(notebook))


def _notebook() -> str:
    import nbformat

    notebook = nbformat.v4.new_notebook()
    notebook.cells = [
        nbformat.v4.new_markdown_cell(text)
        if kind == "markdown"
        else nbformat.v4.new_code_cell(text)
        for kind, text in NOTEBOOK_CELLS
    ]
    notebook.metadata["kernelspec"] = {
        "name": "python3",
        "display_name": "Python 3",
        "language": "python",
    }
    return str(nbformat.writes(notebook))


def init(folder: str | os.PathLike[str] = ".") -> list[tuple[Path, bool]]:
    """Write the starter project into ``folder`` (created if needed); returns each
    file with True when it was written, False when it existed and was kept.

    Raises
    ------
    InvalidArgument
        When a file cannot be written (the ones already written are kept).
    """
    root = Path(folder)
    files = {
        root / "nbshot.toml": lambda: PROJECT_FILE.format(port=_free_port()),
        root / "flows" / "screens.ipynb": _flow,
        root / "notebooks" / "start-here.ipynb": _notebook,
    }
    done = []
    for path, text in files.items():
        if path.exists():
            done.append((path, False))
            continue
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
            with open(path, "x", encoding="utf-8") as handle:  # "x": never overwrite
                handle.write(text())
        except OSError as exc:  # what was written before stays
            raise InvalidArgument(
                f"Cannot write {str(path)!r}: {exc.strerror}", "Pick a folder you can write to"
            ) from None
        done.append((path, True))
    return done
