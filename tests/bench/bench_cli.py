"""Benchmark: `nbshot capture` of 5 URLs in one process vs shot-scraper `multi`.

Not a test. Both commands capture the same 5 demo pages (1280x720 PNGs) as whole
processes, alternating (nbshot, shot-scraper, nbshot, ...), and the wall times'
medians and their ratio are printed. Goal: nbshot <= 0.8x shot-scraper.

shot-scraper is installed by this script into a temporary venv (from your package
index). Its Playwright cannot use nbshot's browser directly: it is run with
``--browser chrome``, which looks for Chrome at /opt/google/chrome/chrome; where that
is missing and a Chromium is found, this script links it there (as root) and says so.

    .venv/bin/python tests/bench/bench_cli.py [--rounds 5] [--shot-scraper PATH]
"""

from __future__ import annotations

import argparse
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import nbshot
from nbshot.browser.lookup import resolve_browser

PAGES = ["home", "signin", "dashboard", "settings", "todos"]
CHROME = Path("/opt/google/chrome/chrome")


def _shot_scraper(given: str | None, scratch: Path) -> str:
    if given:
        return given
    venv = scratch / "shot-scraper-venv"
    subprocess.run([sys.executable, "-m", "venv", str(venv)], check=True)
    pip = [str(venv / "bin" / "python"), "-m", "pip", "install", "--quiet", "shot-scraper"]
    if subprocess.run(pip, check=False).returncode != 0:
        sys.exit("Could not install shot-scraper from the package index; pass --shot-scraper")
    return str(venv / "bin" / "shot-scraper")


def _chrome_for_shot_scraper() -> None:
    if CHROME.exists():
        return
    found = resolve_browser().path
    if not found or os.geteuid() != 0:
        sys.exit(f"shot-scraper --browser chrome needs {CHROME}; link your Chromium there")
    CHROME.parent.mkdir(parents=True, exist_ok=True)
    CHROME.symlink_to(found)
    print(f"linked {CHROME} -> {found} for shot-scraper")


def _wall(command: list[str], cwd: Path) -> float:
    start = time.perf_counter()
    subprocess.run(command, cwd=cwd, check=True, stdout=subprocess.DEVNULL,
                   stderr=subprocess.DEVNULL)  # fmt: skip
    return time.perf_counter() - start


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--rounds", type=int, default=5, help="counted runs of each (default 5)")
    parser.add_argument("--shot-scraper", help="an installed shot-scraper to use")
    args = parser.parse_args()
    scratch = Path(tempfile.mkdtemp(prefix="nbshot-bench-cli-"))
    scraper = _shot_scraper(args.shot_scraper, scratch)
    _chrome_for_shot_scraper()
    site = nbshot.serve_demo()
    urls = [site.url_for(p) for p in PAGES]
    multi = scratch / "shots.yml"
    multi.write_text("".join(f"- url: {u}\n  output: {p}.png\n  width: 1280\n  height: 720\n"
                             for u, p in zip(urls, PAGES, strict=True)))  # fmt: skip
    nbshot_cmd = [str(Path(sys.executable).with_name("nbshot")), "capture", *urls,
                  "--out", str(scratch / "nb")]  # fmt: skip
    scraper_cmd = [scraper, "multi", str(multi), "--browser", "chrome",
                   "--browser-arg", "--no-sandbox", "--silent"]  # fmt: skip
    ours, theirs = [], []
    for counted in (False,) + (True,) * args.rounds:
        a, b = _wall(nbshot_cmd, scratch), _wall(scraper_cmd, scratch)
        if counted:
            ours.append(a)
            theirs.append(b)
    site.close()
    shutil.rmtree(scratch, ignore_errors=True)
    paired = statistics.median(a / b for a, b in zip(ours, theirs, strict=True))
    print(f"5 demo pages, 1280x720, {args.rounds} rounds after a warm-up")
    print(f"nbshot capture URL x5    median {statistics.median(ours):6.2f} s")
    print(f"shot-scraper multi       median {statistics.median(theirs):6.2f} s")
    print(f"ratio of medians {statistics.median(ours) / statistics.median(theirs):.2f}, "
          f"median paired ratio {paired:.2f}  (goal <= 0.8)")  # fmt: skip


if __name__ == "__main__":
    main()
