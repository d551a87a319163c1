"""The variant grammar: ``light``, ``dark``, ``reduced-motion``, ``large-text``,
``forced-colors``, ``print``, combined with ``+`` as in ``dark+large-text``.

Pure text, so a project file's ``[variants]`` can be checked when it is read
(:mod:`nbshot.project.file`); :mod:`nbshot.page.devices` turns the parts into
page settings.
"""

from __future__ import annotations

from nbshot.errors import InvalidArgument

VARIANTS = ("light", "dark", "reduced-motion", "large-text", "forced-colors", "print")


def variant_parts(spec: str) -> list[str]:
    """The parts of ``spec`` (``"Dark + large-text"`` -> ``["dark", "large-text"]``).

    Raises
    ------
    InvalidArgument
        For an unknown part, no part at all, or light and dark together.
    """
    parts = [p.strip().lower() for p in str(spec).split("+") if p.strip()]
    unknown = [p for p in parts if p not in VARIANTS]
    if not parts or unknown:
        raise InvalidArgument(
            f"Unknown variant {str(spec)[:80]!r}",
            f"Use {', '.join(VARIANTS)}, or several joined with '+' (dark+large-text)",
        )
    if "light" in parts and "dark" in parts:
        raise InvalidArgument(f"Variant {spec!r} is light and dark at once", "Pick one")
    return parts
