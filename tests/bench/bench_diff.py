"""Benchmark: nbshot's pixelmatch port (numpy) against npm pixelmatch on node.

Not a test. Three 1920x1080 pairs: the demo's home page with one element changed,
light vs dark (most pixels changed), and two pictures of opaque noise (every pixel
changed: the worst case for anti-aliasing detection). Each side times the comparison only
(images already decoded), median of --rounds, in the same run. The node side
needs `node` and the npm packages pixelmatch@7 and pngjs; give their folder
with --node-modules (default: ./node_modules), e.g. after
`npm install --prefix /tmp/pm pixelmatch@7 pngjs`.

    .venv/bin/python tests/bench/bench_diff.py --node-modules /tmp/pm/node_modules
"""

from __future__ import annotations

import argparse
import json
import shutil
import statistics
import subprocess
import tempfile
import time
from pathlib import Path

import numpy as np
from PIL import Image

import nbshot
from nbshot.algorithms.pixelmatch import pixelmatch

NODE_SCRIPT = """
import fs from "node:fs";
import { PNG } from "pngjs";
import pixelmatch from "pixelmatch";
const [a, b, rounds] = [PNG.sync.read(fs.readFileSync(process.argv[2])),
                        PNG.sync.read(fs.readFileSync(process.argv[3])), +process.argv[4]];
const times = []; let count = 0;
for (let i = 0; i < rounds; i++) {
  const start = process.hrtime.bigint();
  count = pixelmatch(a.data, b.data, null, a.width, a.height, { threshold: 0.1 });
  times.push(Number(process.hrtime.bigint() - start) / 1e6);
}
console.log(JSON.stringify({ count, times }));
"""


def node_times(a: Path, b: Path, rounds: int, modules: Path) -> tuple[int, list[float]] | None:
    if shutil.which("node") is None or not (modules / "pixelmatch").is_dir():
        return None
    work = Path(tempfile.mkdtemp(prefix="nbshot-bench-node-"))
    (work / "package.json").write_text('{"type": "module"}')
    (work / "node_modules").symlink_to(modules.resolve())
    (work / "bench.mjs").write_text(NODE_SCRIPT)
    done = subprocess.run(["node", str(work / "bench.mjs"), str(a), str(b), str(rounds)],
                          capture_output=True, text=True, check=True)  # fmt: skip
    data = json.loads(done.stdout)
    return int(data["count"]), [float(t) for t in data["times"]]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--rounds", type=int, default=9)
    parser.add_argument("--node-modules", type=Path, default=Path("node_modules"))
    args = parser.parse_args()
    out = Path(tempfile.mkdtemp(prefix="nbshot-bench-diff-"))
    size = (1920, 1080)
    light = nbshot.capture("demo:/", viewport=size, scale="css", out_dir=out, name="light")
    dark = nbshot.capture("demo:/", viewport=size, scale="css", color_scheme="dark",
                          out_dir=out, name="dark")  # fmt: skip
    edited = nbshot.capture("demo:/", viewport=size, scale="css", out_dir=out, name="edited",
                            mask="#cta")  # fmt: skip
    rng = np.random.default_rng(1)
    noise = []
    for name in ("noise-a", "noise-b"):
        pixels = rng.integers(0, 256, size=(size[1], size[0], 4), dtype=np.uint8)
        pixels[..., 3] = 255
        Image.fromarray(pixels, "RGBA").save(out / f"{name}.png")
        noise.append(out / f"{name}.png")
    pairs = {"one element": (light.path, edited.path), "light vs dark": (light.path, dark.path),
             "noise": (noise[0], noise[1])}  # fmt: skip
    print(f"1920x1080, median of {args.rounds} (comparison only, images decoded)")
    for label, (a, b) in pairs.items():
        assert a is not None and b is not None
        img_a = np.asarray(Image.open(a).convert("RGBA"))
        img_b = np.asarray(Image.open(b).convert("RGBA"))
        times = []
        for _ in range(args.rounds):
            start = time.perf_counter()
            count = pixelmatch(img_a, img_b).count
            times.append((time.perf_counter() - start) * 1000)
        ours = statistics.median(times)
        line = f"  {label:<14} nbshot {ours:7.1f} ms ({count} px)"
        reference = node_times(a, b, args.rounds, args.node_modules)
        if reference is None:
            line += "   node pixelmatch: not available"
        else:
            node_count, node_ms = reference
            theirs = statistics.median(node_ms)
            line += f"   node {theirs:7.1f} ms ({node_count} px)   ratio x{ours / theirs:.2f}"
            assert node_count == count, "counts differ"
        print(line)


if __name__ == "__main__":
    main()
