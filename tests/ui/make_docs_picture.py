"""Compose docs/images/four-renderings.jpg from the UI suite's pictures of the
explorer's output in the four places (run `pytest tests/ui` first).

Usage: .venv/bin/python tests/ui/make_docs_picture.py
"""

from __future__ import annotations

from lab_ui import ARTIFACTS, ROOT
from PIL import Image, ImageDraw, ImageFont

PLACES = [
    ("live-jupyterlab", "Live in JupyterLab: the explorer widget"),
    ("saved-reopened", "Saved, reopened in JupyterLab: its last picture"),
    ("nbconvert", "nbconvert HTML, JavaScript off"),
    ("github-like", "GitHub-style: sanitized HTML, no scripts or styles"),
]
CELL, LABEL, GAP = 520, 28, 16


def main() -> None:
    font = ImageFont.load_default(size=16)
    cells = []
    for name, label in PLACES:
        picture = Image.open(ARTIFACTS / "renderings" / f"{name}.png").convert("RGB")
        picture.thumbnail((CELL, CELL))
        cell = Image.new("RGB", (CELL, CELL + LABEL), "white")
        ImageDraw.Draw(cell).text((0, 4), label, fill="#222", font=font)
        cell.paste(picture, (0, LABEL))
        cells.append(cell)
    sheet = Image.new("RGB", (2 * CELL + GAP, 2 * (CELL + LABEL) + GAP), "white")
    for index, cell in enumerate(cells):
        sheet.paste(cell, ((index % 2) * (CELL + GAP), (index // 2) * (CELL + LABEL + GAP)))
    out = ROOT / "docs" / "images" / "four-renderings.jpg"
    sheet.save(out, quality=80, optimize=True)
    print(out)


if __name__ == "__main__":
    main()
