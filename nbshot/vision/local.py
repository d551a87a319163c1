"""The ``local`` provider: offline, keyless, deterministic.

It reads what nbshot knows instead of asking a model: the accessibility tree and
DOM facts carried by a Shot from ``capture(..., snapshot=True)`` (or a session
view), and the pixels. Given only an image file, it describes the pixels alone.
"""

from __future__ import annotations

import io
import re
import shutil
import subprocess
from collections import Counter
from itertools import pairwise
from typing import TYPE_CHECKING

from PIL import Image

from nbshot.model.a11y import INTERACTIVE_ROLES
from nbshot.vision.metadata import ScreenshotMetadata
from nbshot.vision.providers import ImageInput, register

if TYPE_CHECKING:
    from nbshot.model.a11y import A11yTree
    from nbshot.model.aria_parse import AriaNode

#: Roles listed as components, in the order met.
COMPONENT_ROLES = (
    "banner",
    "navigation",
    "main",
    "contentinfo",
    "complementary",
    "region",
    "form",
    "search",
    "dialog",
    "alertdialog",
    "table",
    "grid",
    "tablist",
    "toolbar",
    "menu",
    "menubar",
    "tree",
    "alert",
)
_CONTROL_NAMES = {
    "link": "link",
    "button": "button",
    "textbox": "text field",
    "searchbox": "search field",
    "checkbox": "checkbox",
    "radio": "radio button",
    "combobox": "drop-down",
    "tab": "tab",
    "switch": "switch",
    "slider": "slider",
}
_SUCCESS = re.compile(r"\b(welcome|saved|success|successful|done|thank you)\b", re.I)
_ERROR = re.compile(
    r"\b(error|errors|failed|invalid|could not|couldn't|went wrong|declined|"
    r"denied|unable to)\b",
    re.I,
)
TEXT_LIMIT = 500


def dominant_colors(data: bytes, count: int = 5) -> list[str]:
    """Up to ``count`` distinct dominant colours, as ``#rrggbb``, most common first.

    Quantizes to more colours than asked, then merges near-identical ones
    (within 24 per channel), so a page's white is one entry, not three.
    """
    with Image.open(io.BytesIO(data)) as img:
        small = img.convert("RGB").resize((96, 96))
    quantized = small.quantize(colors=count * 3, method=Image.Quantize.MEDIANCUT)
    palette = quantized.getpalette() or []
    merged: list[tuple[int, tuple[int, int, int]]] = []
    for n, index in sorted(quantized.getcolors() or [], reverse=True):
        rgb = (palette[index * 3], palette[index * 3 + 1], palette[index * 3 + 2])
        for i, (m, seen) in enumerate(merged):
            if all(abs(a - b) <= 24 for a, b in zip(rgb, seen, strict=True)):
                merged[i] = (m + n, seen)
                break
        else:
            merged.append((n, rgb))
    merged.sort(key=lambda item: -item[0])
    return ["#{:02x}{:02x}{:02x}".format(*rgb) for _, rgb in merged[:count]]


def ocr_text(data: bytes, limit: int = TEXT_LIMIT) -> str:
    """Text read from the pixels by Tesseract, when it is installed; else "".

    Optional: the tree is the better source of text, so this only runs for a bare
    image file. Never required, never fatal (a failing OCR gives "").
    """
    binary = shutil.which("tesseract")
    if binary is None:
        return ""
    try:
        done = subprocess.run(
            [binary, "stdin", "stdout", "--psm", "3"],
            input=data,
            capture_output=True,
            timeout=60,
            check=False,
        )
    except (OSError, subprocess.TimeoutExpired):
        return ""
    words = done.stdout.decode("utf-8", "replace").split()
    return " ".join(words)[:limit] if done.returncode == 0 else ""


def _readable(tree: A11yTree, node: AriaNode) -> str:
    """The node's name, or the text inside it."""
    if node.name:
        return node.name
    parts: list[str] = []
    stack = [node]
    while stack:
        current = stack.pop()
        if current.text:
            parts.append(current.text)
        elif current.name and current is not node:
            parts.append(current.name)
        stack.extend(reversed(current.children))
    return " ".join(parts)


class LocalProvider:
    name = "local"

    def __init__(self, model: str | None = None) -> None:
        self.model = model  # nothing to choose; kept for the registry's signature

    def describe(
        self, image: ImageInput, *, prompt: str | None, structured: bool
    ) -> ScreenshotMetadata | str:
        meta = self._metadata(image)
        return meta if structured else meta.description

    # long: one short block per fact read off the picture
    def _metadata(self, image: ImageInput) -> ScreenshotMetadata:
        with Image.open(io.BytesIO(image.data)) as img:
            width, height = img.size
        colors = dominant_colors(image.data)
        tree = image.tree
        if tree is None:
            title = image.title or image.name
            where = f" of {image.url}" if image.url else ""
            mostly = f"; mostly {colors[0]}" if colors else ""
            seen = ocr_text(image.data)
            reads = f' It reads: "{seen[:120]}"' if seen else ""
            # Only the pixels to go on: an error is what the text says is one.
            error = next(
                (
                    line
                    for line in re.split(r"(?<=[.!?])\s+|\s{2,}|\n", seen)
                    if _ERROR.search(line)
                ),
                None,
            )
            shown = f' An error is shown: "{error.strip()[:160]}".' if error else ""
            return ScreenshotMetadata(
                title=title,
                description=f"A {width}x{height} screenshot{where}{mostly}.{reads}{shown}",
                text=seen,
                colors=colors,
                errors_visible=error is not None,
                state="error" if error else "normal",
                provider=self.name,
                model=self.model,
            )
        nodes = tree.nodes
        headings = [n for n in nodes if n.role == "heading"]
        title = image.title or tree.title or (headings[0].name if headings else image.name)

        components = []
        for node in nodes:
            if node.role in COMPONENT_ROLES:
                label = f'{node.role} "{node.name}"' if node.name else node.role
                if label not in components:
                    components.append(label)
        controls = Counter(_CONTROL_NAMES[n.role] for n in nodes if n.role in _CONTROL_NAMES)
        components += [f"{k} {noun}{'s' if k > 1 else ''}" for noun, k in controls.items()]

        errors = [_readable(tree, n) for n in nodes if n.role in ("alert", "alertdialog")]
        errors = [e for e in errors if e.strip()]
        invalid = [n.name or n.role for n in nodes if n.states.get("invalid")]
        statuses = [_readable(tree, n) for n in nodes if n.role == "status"]
        errors += [s for s in statuses if _ERROR.search(s)]
        errors_visible = bool(errors or invalid)
        if errors_visible:
            state = "error"
        elif any(_SUCCESS.search(s) for s in statuses):
            state = "success"
        elif any(n.role == "progressbar" for n in nodes):
            state = "loading"
        elif sum(1 for n in nodes if n.name or n.text) < 3:
            state = "empty"
        else:
            state = "normal"

        notes = self._accessibility_notes(tree, image.facts or {})
        texts = [
            t for n in nodes for t in ((n.name,) if n.role != "text" else (n.text or "",)) if t
        ]
        text = " · ".join(dict.fromkeys(texts))[:TEXT_LIMIT]

        parts = [f"{title}: a {width}x{height} screen"]
        landmarks = [c for c in components if not c[0].isdigit()]
        if landmarks:
            parts.append(" with " + ", ".join(landmarks[:6]))
        described = "".join(parts) + "."
        if controls:
            described += " Controls: " + ", ".join(c for c in components if c[0].isdigit()) + "."
        if errors_visible:
            shown = errors[0] if errors else f"{len(invalid)} field(s) marked invalid"
            described += f" An error is shown: {shown.strip()[:160].rstrip('.')}."
        if state == "success":
            described += f" It reports success: {next(s for s in statuses if _SUCCESS.search(s))}."
        broken = (image.facts or {}).get("broken_images") or []
        if broken:
            described += f" {len(broken)} image(s) failed to load."
        return ScreenshotMetadata(
            title=title,
            description=described,
            components=components,
            state=state,
            errors_visible=errors_visible,
            accessibility_notes=notes,
            text=text,
            colors=colors,
            provider=self.name,
            model=self.model,
        )

    @staticmethod
    def _accessibility_notes(tree: A11yTree, facts: dict[str, object]) -> list[str]:
        notes: list[str] = []
        for node in tree.nodes:
            if node.role in INTERACTIVE_ROLES and not _readable(tree, node).strip():
                notes.append(
                    f"{node.role} {node.ref or ''} has no accessible name".replace("  ", " ")
                )
            if node.role == "img" and not node.name:
                notes.append(f"image {node.ref or ''} has no text alternative".replace("  ", " "))
        for src in facts.get("images_without_alt") or []:  # type: ignore[attr-defined]
            notes.append(f"image {src} has no alt attribute")
        for field in facts.get("unlabeled_fields") or []:  # type: ignore[attr-defined]
            notes.append(f"form field {field} has no label")
        levels = [
            int(n.states["level"])
            for n in tree.nodes
            if n.role == "heading" and "level" in n.states
        ]
        for before, after in pairwise(levels):
            if after > before + 1:
                notes.append(f"heading levels skip from h{before} to h{after}")
        return list(dict.fromkeys(notes))


register("local", LocalProvider)
