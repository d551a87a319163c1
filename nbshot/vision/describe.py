"""``describe``: structured metadata for a screenshot, from a provider."""

from __future__ import annotations

import base64
import json
import os
from pathlib import Path
from typing import TYPE_CHECKING, Any

from nbshot.errors import InvalidArgument
from nbshot.files import atomic_write
from nbshot.model.images import check_pixels
from nbshot.model.shot import Shot, Shots
from nbshot.project.file import current as current_project
from nbshot.vision.metadata import ScreenshotMetadata
from nbshot.vision.providers import ImageInput, Provider, get_provider

if TYPE_CHECKING:
    import pandas as pd

INDEX_LIMIT = 300  # characters of description per index.md row
_PNG = b"\x89PNG\r\n\x1a\n"
_JPEG = b"\xff\xd8\xff"


def _image_from_path(path: str | os.PathLike[str]) -> ImageInput:
    """Read a PNG or JPEG, refusing anything else before a byte is sent anywhere.

    The path may come from an agent acting on untrusted page content, and the
    bytes may go to a third-party API: so only files that *are* images (by their
    magic bytes, not their name) pass.
    """
    file = Path(path).expanduser()
    if not file.is_file():
        raise InvalidArgument(f"No image at {str(file)!r}", "Pass the path of a PNG or JPEG file")
    with file.open("rb") as handle:
        head = handle.read(8)
    if head.startswith(_PNG):
        mime = "image/png"
    elif head.startswith(_JPEG):
        mime = "image/jpeg"
    else:
        raise InvalidArgument(
            f"{str(file)!r} is not a PNG or JPEG image", "Pass a screenshot file (.png or .jpg)"
        )
    data = file.read_bytes()
    check_pixels(data, str(file))
    return ImageInput(data, mime, name=file.stem)


def _image_from_shot(shot: Shot) -> ImageInput:
    mime = "image/png" if shot.format == "png" else "image/jpeg"
    return ImageInput(
        shot.data,
        mime,
        name=shot.name,
        title=shot.title,
        url=shot.url,
        tree=shot.tree,
        facts=shot.facts,
    )


def describe(
    shot_or_path: Shot | Shots | str | os.PathLike[str],
    *,
    provider: str | Provider | None = None,
    model: str | None = None,
    prompt: str | None = None,
    structured: bool = True,
    save: bool = False,
) -> Any:
    """Describe a screenshot: what it shows, its components, visible errors, a11y notes.

    Parameters
    ----------
    shot_or_path:
        A :class:`~nbshot.Shot` (best with ``capture(..., snapshot=True)``, whose
        tree and DOM facts the ``local`` provider reads), the path of a PNG/JPEG, or
        :class:`~nbshot.Shots` (then the result is a DataFrame, one row per shot:
        name, title, state, errors_visible, components, accessibility_notes,
        description, colors).
    provider, model:
        A registered provider name (``"local"``, offline and deterministic, is the
        default, or the project's ``vision_provider``; ``"anthropic"``, ``"openai"``,
        ``"ollama"`` need their extras) and, for remote ones, the model; or a provider
        instance (e.g. with ``base_url``).
    prompt:
        Extra instructions for model providers.
    structured:
        True (default) returns :class:`ScreenshotMetadata`; False the provider's
        plain description.
    save:
        Write ``{name}.json`` beside the image and refresh ``index.md`` in its folder.

    Raises
    ------
    InvalidArgument
        A missing file, a file that is not a PNG/JPEG, an unknown provider, or
        ``save=True`` for a Shot that was never saved.
    """
    if isinstance(shot_or_path, Shots):
        return describe_many(shot_or_path, provider=provider, model=model, prompt=prompt, save=save)
    if isinstance(shot_or_path, Shot):
        image, path = _image_from_shot(shot_or_path), shot_or_path.path
    elif isinstance(shot_or_path, (str, os.PathLike)):
        image, path = _image_from_path(shot_or_path), Path(shot_or_path)
    else:
        raise InvalidArgument(
            f"Cannot describe a {type(shot_or_path).__name__}", "Pass a Shot or an image path"
        )
    if save and path is None:
        raise InvalidArgument("This shot has no file to save beside", "shot.save(path) first")
    if provider is None:
        project = current_project()
        provider = (project.vision_provider if project else None) or "local"
    chosen = get_provider(provider, model) if isinstance(provider, str) else provider
    result = chosen.describe(image, prompt=prompt, structured=structured)
    if isinstance(result, ScreenshotMetadata):
        if path is not None:
            result.image = path.name
        result._thumbnail = f"data:{image.mime};base64,{base64.b64encode(image.data).decode()}"
        if save and path is not None:
            write_sidecar(path, result)
    return result


def describe_many(shots: Shots, **options: Any) -> pd.DataFrame:
    """One row per shot: name, title, state, errors_visible, components,
    accessibility_notes, description, colors."""
    import pandas as pd

    rows = []
    for shot in shots:
        meta = describe(shot, **options)
        rows.append(
            {
                "name": shot.name,
                "title": meta.title,
                "state": meta.state,
                "errors_visible": meta.errors_visible,
                "components": meta.components,
                "accessibility_notes": meta.accessibility_notes,
                "description": meta.description,
                "colors": meta.colors,
            }
        )
    columns = [
        "name",
        "title",
        "state",
        "errors_visible",
        "components",
        "accessibility_notes",
        "description",
        "colors",
    ]
    frame: pd.DataFrame = pd.DataFrame(rows, columns=columns)
    return frame


def write_sidecar(image_path: Path, meta: ScreenshotMetadata) -> Path:
    """``{stem}.json`` beside the image, then ``index.md`` for the folder; both atomic."""
    sidecar = image_path.with_suffix(".json")
    atomic_write(sidecar, meta.model_dump_json(indent=2))
    write_index(image_path.parent)
    return sidecar


def _md_cell(text: str, limit: int = INDEX_LIMIT) -> str:
    """One Markdown table cell: one line, pipes escaped, at most ``limit`` characters."""
    flat = " ".join(text.split())
    if len(flat) > limit:
        flat = flat[: limit - 1].rstrip() + "…"
    return flat.replace("\\", "\\\\").replace("|", "\\|")


def write_index(folder: Path) -> Path:
    """``index.md``: a table of every described screenshot in ``folder``."""
    rows = []
    for sidecar in sorted(folder.glob("*.json")):
        try:
            data = json.loads(sidecar.read_text())
            meta = ScreenshotMetadata.model_validate(data)
        except (ValueError, OSError):
            continue  # not one of ours
        image = meta.image or sidecar.with_suffix(".png").name
        rows.append(
            f"| ![{_md_cell(meta.title, 80)}]({image}) | **{_md_cell(meta.title, 80)}** "
            f"({_md_cell(meta.state, 20)}) {_md_cell(meta.description)} |"
        )
    body = "| Screenshot | Description |\n| --- | --- |\n" + "\n".join(rows) + "\n"
    return atomic_write(folder / "index.md", f"# Screenshots\n\n{body}")
