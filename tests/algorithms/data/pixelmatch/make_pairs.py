"""Make the image pairs whose pixelmatch counts tests/test_diff.py checks.

Run once (or to add pairs), then `node reference.mjs` to record the reference
counts from npm pixelmatch 7.x into counts.json:

    .venv/bin/python tests/data/pixelmatch/make_pairs.py
    cd tests/data/pixelmatch && npm install --no-save pixelmatch@7 pngjs && node reference.mjs
"""

from __future__ import annotations

import io
from pathlib import Path

import numpy as np
from PIL import Image

import nbshot

HERE = Path(__file__).resolve().parent
CROP = (0, 0, 480, 320)


def save(name: str, image: Image.Image) -> None:
    image.convert("RGBA").save(HERE / f"{name}.png")


def page(html: str) -> Image.Image:
    shot = nbshot.capture(html=html, viewport=(480, 320), scale="css")
    return Image.open(io.BytesIO(shot.data)).convert("RGBA")


def main() -> None:
    rng = np.random.default_rng(7)
    text = (
        "<body style='margin:0;font:18px sans-serif'>"
        "<p style='position:absolute;left:{x}px;top:{y}px'>"
        "The quick brown fox jumps over the lazy dog 0123456789</p>"
    )
    save("aa-a", page(text.format(x=20, y=40)))
    save("aa-b", page(text.format(x=20.4, y=40.3)))
    form = (
        "<body style='margin:0;font:16px sans-serif;padding:20px'><h1>Sign in</h1>"
        "<label>Email <input value='{v}'></label><p style='color:#b3261e'>{e}</p>"
        "<button>Go</button>"
    )
    save("element-a", page(form.format(v="", e="")))
    save("element-b", page(form.format(v="ada@example.com", e="Enter an email address")))
    shot = nbshot.capture("demo:/settings", viewport=(480, 320), scale="css")
    dark = nbshot.capture("demo:/settings", viewport=(480, 320), scale="css", color_scheme="dark")
    save("scheme-a", Image.open(io.BytesIO(shot.data)))
    save("scheme-b", Image.open(io.BytesIO(dark.data)))
    noise = rng.integers(0, 256, size=(120, 160, 4), dtype=np.uint8)
    other = noise.copy()
    mask = rng.random((120, 160)) < 0.2
    other[mask] = rng.integers(0, 256, size=(int(mask.sum()), 4), dtype=np.uint8)
    save("alpha-a", Image.fromarray(noise, "RGBA"))
    save("alpha-b", Image.fromarray(other, "RGBA"))
    ramp = np.tile(np.linspace(0, 255, 200).astype(np.uint8), (100, 1))
    base = np.dstack([ramp, ramp, ramp, np.full_like(ramp, 255)])
    shifted = base.copy()
    noise_rgb = rng.integers(-40, 41, size=(100, 200, 1))
    shifted[..., :3] = np.clip(base[..., :3].astype(int) + noise_rgb, 0, 255)
    save("ramp-a", Image.fromarray(base, "RGBA"))
    save("ramp-b", Image.fromarray(shifted.astype(np.uint8), "RGBA"))
    save("same-a", Image.open(HERE / "element-a.png"))
    save("same-b", Image.open(HERE / "element-a.png"))
    noise_pairs(np.random.default_rng(11))


def noise_pairs(rng: np.random.Generator) -> None:
    """Every pixel differs: opaque noise, and noise with alpha (blended with the
    checkerboard). The worst case for anti-aliasing detection, whose whole-image path
    these exercise."""
    shape = (96, 128)
    for name, alpha in (("noise", False), ("noise-alpha", True)):
        a, b = (rng.integers(0, 256, size=(*shape, 4), dtype=np.uint8) for _ in range(2))
        if not alpha:
            a[..., 3] = b[..., 3] = 255
        save(f"{name}-a", Image.fromarray(a, "RGBA"))
        save(f"{name}-b", Image.fromarray(b, "RGBA"))
    # A few grey levels at random: most pixels differ, many sit beside flat patches,
    # so anti-aliasing is tested for most of the picture at once (opaque, and blended).
    for name, levels, alpha in (("grey-levels", [0, 128, 255], False),
                                ("grey-alpha", [0, 255], True)):  # fmt: skip
        a, b = (_grey(rng, shape, levels, alpha) for _ in range(2))
        save(f"{name}-a", Image.fromarray(a, "RGBA"))
        save(f"{name}-b", Image.fromarray(b, "RGBA"))


def _grey(rng: np.random.Generator, shape: tuple[int, int], levels: list[int],
          alpha: bool) -> np.ndarray:  # fmt: skip
    grey = np.array(levels, dtype=np.uint8)[rng.integers(0, len(levels), shape)]
    opacity = np.where(rng.random(shape) < 0.5, 255, 200) if alpha else np.full(shape, 255)
    return np.dstack([grey, grey, grey, opacity.astype(np.uint8)])


if __name__ == "__main__":
    main()
