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


if __name__ == "__main__":
    main()
