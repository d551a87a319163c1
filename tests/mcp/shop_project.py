"""A small project folder for MCP tests: ``nbshot.toml`` with targets, devices,
variants and a profile, and a ``flows/`` folder with one flow of its own."""

from __future__ import annotations

import shutil
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
PROJECT = """\
[targets]
inbox = "demo:/dashboard"
invoices = "demo:/settings"

[devices]
wide = [1600, 900, 1, false]

[variants]
night = "dark"

[profiles.smoke]
targets = ["inbox"]
devices = ["wide"]
variants = ["night"]
"""


def make_project(folder: Path) -> Path:
    """``folder`` made a project (its file and flows); returns ``folder``."""
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "nbshot.toml").write_text(PROJECT)
    (folder / "flows").mkdir(exist_ok=True)
    shutil.copy(ROOT / "flows" / "homepage.ipynb", folder / "flows" / "shop_home.ipynb")
    return folder
