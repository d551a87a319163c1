"""Finding the code snippets in README.md and docs/, and running them as a reader would.

Snippets are fenced blocks. ``python`` blocks of one document run top to bottom as
one script; a ``print(...)  # text`` line promises that ``text`` is printed (``...``
stands for anything). ``sh`` and ``cron`` lines run in bash. Examples name places
that do not exist here (``/path/to/project``, ``https://staging.example.com``);
:data:`PLACEHOLDERS` says what each stands for in a test, so nothing reaches the
internet.
"""

from __future__ import annotations

import re
import shutil
import socket
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
BIN = Path(sys.executable).parent
DOCS = [ROOT / "README.md", *sorted((ROOT / "docs").glob("*.md"))]

# Text blocks ("") are pictures of folders and diagrams, not code.
KINDS = {"python", "sh", "cron", "json", "toml", "yaml", ""}


def _free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


# The app a project example starts listens on 8000 in the docs, on a free port here.
APP_PORT = _free_port()

PLACEHOLDERS = {
    "127.0.0.1:8000": f"127.0.0.1:{APP_PORT}",
    "--port 8000": f"--port {APP_PORT}",
    "nbshot demo --serve": f"{BIN}/nbshot demo --serve",
    "https://staging.example.com": "demo:/",
    "https://example.com": "demo:/",
    "/path/to/project/.venv/bin/": f"{BIN}/",
    "${workspaceFolder}/.venv/bin/": f"{BIN}/",
    ".venv/bin/": f"{BIN}/",
    "/path/to/project": "{project}",
    "/srv/checkout": "{project}",
    "/srv/reports": "{project}/reports",
    # The Storybook the story: tests build (.ci/ensure-storybook).
    'storybook="storybook-static"': f'storybook="{ROOT}/tests/storybook/storybook-static"',
}

_FENCE = re.compile(r"^```([\w-]*)\n(.*?)^```$", re.M | re.S)


def blocks(doc: Path, *kinds: str) -> list[str]:
    """The fenced blocks of ``doc`` of these kinds (all kinds when none are given)."""
    return [body for kind, body in _FENCE.findall(doc.read_text()) if not kinds or kind in kinds]


def kinds(doc: Path) -> set[str]:
    return {kind for kind, _ in _FENCE.findall(doc.read_text())}


def docs_with(*kinds: str) -> list[Path]:
    return [doc for doc in DOCS if blocks(doc, *kinds)]


def substitute(text: str, project: Path) -> str:
    """``text`` with every placeholder replaced by what it stands for here."""
    # One pass, longest placeholder first, so a replacement is never replaced again.
    pattern = "|".join(re.escape(p) for p in sorted(PLACEHOLDERS, key=len, reverse=True))
    return re.sub(pattern, lambda m: PLACEHOLDERS[m.group(0)].replace("{project}", str(project)),
                  text)  # fmt: skip


def promised_prints(code: str) -> list[re.Pattern[str]]:
    """One pattern per ``print(...)  # text`` line: the line that print must produce."""
    patterns = []
    for line in code.splitlines():
        match = re.match(r"\s*print\(.*\)\s+# (.+)$", line)
        if match:
            text = re.escape(match.group(1).strip()).replace(re.escape("..."), ".*")
            patterns.append(re.compile(text))
    return patterns


def unkept_promises(patterns: list[re.Pattern[str]], output: str) -> list[str]:
    """The patterns that do not match output lines in order (empty when all do)."""
    lines = iter(output.splitlines())
    missing = []
    for pattern in patterns:
        if not any(pattern.fullmatch(line.strip()) for line in lines):
            missing.append(pattern.pattern)
            lines = iter(output.splitlines())  # report every broken promise, not the first
    return missing


def shell_lines(block: str) -> list[str]:
    """The commands of a ``sh``/``cron`` block: continuations joined, comments kept."""
    joined = block.replace("\\\n", " ")
    return [line.strip() for line in joined.splitlines() if line.strip() and line[0] != "#"]


def project(tmp_path: Path) -> Path:
    """A scratch project with the shipped flows, as a user's checkout has them."""
    folder = tmp_path / "project"
    shutil.copytree(ROOT / "flows", folder / "flows")
    return folder


def write_project_file(doc: Path, folder: Path) -> None:
    """The project file a page shows, as the scratch project's ``nbshot.toml``: a toml
    block that starts ``# nbshot.toml`` is the file, ``# More of nbshot.toml`` adds to it."""
    text = ""
    for block in blocks(doc, "toml"):
        if block.startswith("# nbshot.toml"):
            text = block
        elif block.startswith("# More of nbshot.toml"):
            text += "\n" + block
    if text:
        (folder / "nbshot.toml").write_text(substitute(text, folder))
