"""Benchmark: `nbshot capture` of 5 URLs in one process vs shot-scraper `multi`.

Not a test. Both commands capture the same 5 demo pages (1280x720 PNGs) as whole
processes, alternating, and the wall times' medians and their ratios are printed.
nbshot runs three ways each round: from cold (the helper stopped first, untimed: the
command captures itself and starts the helper in the background), with its warm
helper running (the command sends its URLs to the helper, which captures on warm
pages; see nbshot.cli.helper), and with ``--no-helper`` (launching its own browser).
Before the other rows the bench waits, untimed, until the helper the cold command
started serves, so its start-up runs beside nothing timed. The helper lives in a
folder of the bench's own. Goals: warm <= 0.5x shot-scraper, cold <= 1.0x.

shot-scraper is installed by this script into a temporary venv (from your package
index). Its Playwright cannot use nbshot's browser directly: it is run with
``--browser chrome``, which looks for Chrome at /opt/google/chrome/chrome; where that
is missing and a Chromium is found, this script links it there (as root) and says so.

    .venv/bin/python tests/bench/bench_cli.py [--rounds 5] [--shot-scraper PATH]
"""

from __future__ import annotations

import argparse
import contextlib
import json
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


def _wall(command: list[str], cwd: Path, env: dict[str, str] | None = None) -> float:
    start = time.perf_counter()
    subprocess.run(command, cwd=cwd, check=True, stdout=subprocess.DEVNULL,
                   stderr=subprocess.DEVNULL, env=env)  # fmt: skip
    return time.perf_counter() - start


def _helper_ready(folder: Path, within: float = 120.0) -> None:
    """Wait until the helper a cold command started serves requests (its state file
    names its socket): its start-up is not in any timed row."""
    deadline = time.monotonic() + within
    while time.monotonic() < deadline:
        with contextlib.suppress(OSError, ValueError):
            if json.loads((folder / "helper.json").read_text()).get("socket"):
                return
        time.sleep(0.05)
    sys.exit(f"the helper in {folder} did not start within {within:g} s")


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
    command = str(Path(sys.executable).with_name("nbshot"))
    nbshot_cmd = [command, "capture", *urls, "--out", str(scratch / "nb")]
    scraper_cmd = [scraper, "multi", str(multi), "--browser", "chrome",
                   "--browser-arg", "--no-sandbox", "--silent"]  # fmt: skip
    env = {**os.environ, "NBSHOT_HELPER_DIR": str(scratch / "helper")}
    env.pop("NBSHOT_NO_HELPER", None)
    env.pop("NBSHOT_BROWSER_WS", None)
    stop = [command, "helper", "stop"]
    rows: dict[str, list[float]] = {"warm": [], "cold": [], "no helper": [], "shot-scraper": []}
    for counted in (False,) + (True,) * args.rounds:
        subprocess.run(stop, env=env, check=True, stdout=subprocess.DEVNULL)
        times = {"cold": _wall(nbshot_cmd, scratch, env)}  # starts the helper
        _helper_ready(scratch / "helper")  # untimed, so it starts beside nothing timed
        times.update({
            "shot-scraper": _wall(scraper_cmd, scratch),
            "warm": _wall(nbshot_cmd, scratch, env),  # the helper captures
            "no helper": _wall([command, "--no-helper", *nbshot_cmd[1:]], scratch, env),
        })  # fmt: skip
        if counted:
            for row, seconds in times.items():
                rows[row].append(seconds)
    subprocess.run(stop, env=env, check=True, stdout=subprocess.DEVNULL)
    site.close()
    shutil.rmtree(scratch, ignore_errors=True)
    theirs = rows["shot-scraper"]
    print(f"5 demo pages, 1280x720, {args.rounds} rounds after a warm-up round")
    print(f"{'':28} {'median s':>8} {'x shot-scraper':>15} {'paired x':>9}")
    for row, label in (
        ("warm", "nbshot, helper warm"),
        ("cold", "nbshot, helper cold"),
        ("no helper", "nbshot --no-helper"),
        ("shot-scraper", "shot-scraper multi"),
    ):
        ours = rows[row]
        paired = statistics.median(a / b for a, b in zip(ours, theirs, strict=True))
        print(
            f"{label:28} {statistics.median(ours):8.2f} "
            f"{statistics.median(ours) / statistics.median(theirs):15.2f} {paired:9.2f}"
        )
    print("goals: helper warm <= 0.5x, helper cold <= 1.0x")


if __name__ == "__main__":
    main()
