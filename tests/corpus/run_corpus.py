"""The corpus: real pages nobody here wrote, each put through nbshot twice (`make corpus`).

Not a test (tests/corpus/test_run_corpus.py runs a sample of 10 in `make test`). The
pages are listed in tests/corpus/pages.json and vendored under tests/corpus/ (README.md
there says from where); a child process serves them on 127.0.0.1. For each page, twice
(two rounds, the whole list in each): ``nbshot.capture`` at the viewport (1280x720) and
as a full page, ``nbshot.snapshot``, ``nbshot.check`` (its default checks), and
``nbshot.open``, a Tab pressed, the session closed. Each call has ``--timeout`` seconds;
a round on a page that takes more than ``--deadline`` seconds is a hang. Counted:

- errors: any exception a call raised, and any request to the corpus server that failed
  (a file the page needs was not vendored);
- hangs: rounds past the deadline;
- differences: the two rounds' pictures of a page (viewport, full page) compared by
  ``nbshot.diff`` (pixelmatch, threshold 0.1); a differing pair is kept in ``--out``.

Then shot-scraper (installed into a temporary venv as tests/bench/bench_cli.py does, run
with ``--browser chrome`` on the same Chromium) captures the same pages at 1280x720 with
``multi``; its time per page (between two of its "written" lines) is put beside nbshot's
viewport capture of that page. Prints a summary; exits 1 on any error, hang or difference.

    .venv/bin/python tests/corpus/run_corpus.py                       # `make corpus`
    .venv/bin/python tests/corpus/run_corpus.py --only todomvc --no-shot-scraper
"""

from __future__ import annotations

import argparse
import itertools
import json
import os
import shutil
import socket
import statistics
import subprocess
import sys
import tempfile
import threading
import time
import urllib.request
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import nbshot

HERE = Path(__file__).resolve().parent
MANIFEST = HERE / "pages.json"
PICTURES = ("viewport", "full page")


@dataclass
class Round:
    """One round on one page: seconds per step, what failed, the pictures taken (by
    step), the snapshot's text; ``hung`` when it did not end within the deadline."""

    page: str
    times: dict[str, float] = field(default_factory=dict)
    errors: list[str] = field(default_factory=list)
    pictures: dict[str, Path] = field(default_factory=dict)
    tree: str = ""
    hung: bool = False


def load_pages(manifest: Path = MANIFEST) -> dict[str, Any]:
    """The manifest as a dict: ``sources`` (name -> repo, commit, ...), ``pages`` (paths
    under tests/corpus/), ``capture_options`` (by path prefix, with why), ``sample`` (the
    10 `make test` takes), ``left_out`` (page -> why)."""
    return dict(json.loads(manifest.read_text()))


def capture_options(page: str, manifest: dict[str, Any]) -> dict[str, Any]:
    """The capture options the manifest gives pages under a prefix of ``page`` (its
    ``why`` left out), for both pictures of a round."""
    found: dict[str, Any] = {}
    for prefix, options in manifest.get("capture_options", {}).items():
        if page.startswith(prefix):
            found.update({k: v for k, v in options.items() if k != "why"})
    return found


def serve(root: Path, within: float = 30.0) -> tuple[subprocess.Popen[bytes], str]:
    """Start ``python -m http.server`` on ``root`` at a free port of 127.0.0.1; returns
    the process and its base URL (ending in /) once it answers."""
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        port = int(sock.getsockname()[1])
    command = [sys.executable, "-m", "http.server", str(port), "--bind", "127.0.0.1",
               "--directory", str(root)]  # fmt: skip
    server = subprocess.Popen(command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    base = f"http://127.0.0.1:{port}/"
    deadline = time.monotonic() + within
    while time.monotonic() < deadline:
        try:
            with urllib.request.urlopen(base, timeout=2):
                return server, base
        except OSError:
            time.sleep(0.05)
    server.kill()
    raise RuntimeError(f"the page server on {base} did not answer within {within:g} s")


def _steps(
    url: str, out: Path, tag: str, timeout: float, options: dict[str, Any]
) -> list[tuple[str, Callable[[], Any]]]:
    """The calls of one round on ``url``, by step name; pictures (taken with
    ``options``) go to ``out`` named ``tag-<step>``."""

    def session() -> None:
        with nbshot.open(url, timeout=timeout) as live:
            live.press("Tab")

    def picture(full_page: bool) -> Callable[[], Any]:
        name = f"{tag}-{'full' if full_page else 'viewport'}"
        return lambda: nbshot.capture(url, out_dir=out, name=name, full_page=full_page,
                                      timeout=timeout, **options)  # fmt: skip

    return [
        ("viewport", picture(False)),
        ("full page", picture(True)),
        ("snapshot", lambda: nbshot.snapshot(url, timeout=timeout)),
        ("check", lambda: nbshot.check(url, timeout=timeout)),
        ("session", session),
    ]


def play_round(
    base: str, page: str, out: Path, tag: str, timeout: float, options: dict[str, Any]
) -> Round:
    """Every step once on ``base + page``, pictures taken with ``options``; returns the
    :class:`Round`. A step that raises is an error; so is a picture's failed request to
    ``base`` (a missing file)."""
    done = Round(page)
    for step, call in _steps(base + page, out, tag, timeout, options):
        start = time.perf_counter()
        try:
            result = call()
        except Exception as error:  # noqa: BLE001 - whatever a call raises is counted
            done.errors.append(f"{step}: {type(error).__name__}: {error}".splitlines()[0])
            continue
        finally:
            done.times[step] = time.perf_counter() - start
        if step in PICTURES:
            done.pictures[step] = Path(result.path)
            missing = {f.url for f in result.failed_requests if f.url.startswith(base)}
            done.errors += [f"{step}: not vendored: {url[len(base) :]}" for url in missing]
        elif step == "snapshot":
            done.tree = result.text
    return done


def within_deadline(play: Callable[[], Round], page: str, deadline: float) -> Round:
    """``play()`` in a thread of its own; a :class:`Round` marked ``hung`` when it has
    not returned after ``deadline`` seconds (the thread is left behind)."""
    box: list[Round] = []
    worker = threading.Thread(target=lambda: box.append(play()), daemon=True)
    worker.start()
    worker.join(deadline)
    return box[0] if box else Round(page, hung=True)


def differences(first: Round, second: Round) -> list[str]:
    """The pictures of the two rounds that differ, each as 'step: what differs'."""
    found = []
    for step in PICTURES:
        a, b = first.pictures.get(step), second.pictures.get(step)
        if a and b:
            diff = nbshot.diff(a, b)
            if diff.changed:
                found.append(f"{step}: {diff!r}")
    return found


def keep_or_drop(rounds: list[Round], differing: bool, diffs_dir: Path) -> None:
    """Move a differing page's pictures into ``diffs_dir``; delete the others'."""
    for done in rounds:
        for path in done.pictures.values():
            if differing:
                diffs_dir.mkdir(parents=True, exist_ok=True)
                shutil.move(str(path), diffs_dir / path.name)
            else:
                path.unlink(missing_ok=True)


@dataclass
class PageResult:
    """Both rounds of a page and what they found."""

    page: str
    rounds: list[Round]
    differences: list[str]

    @property
    def errors(self) -> list[str]:
        return [f"round {n}: {e}" for n, r in enumerate(self.rounds, 1) for e in r.errors]

    @property
    def hangs(self) -> int:
        return sum(r.hung for r in self.rounds)


def run_page(
    base: str, page: str, index: int, out: Path, args: argparse.Namespace, options: dict[str, Any]
) -> PageResult:
    """Two rounds on one page (each within ``args.deadline``), compared."""
    rounds = []
    for n in range(1, args.rounds + 1):
        tag = f"p{index:03d}-r{n}"
        play = lambda tag=tag: play_round(base, page, out, tag, args.timeout, options)  # noqa: E731
        rounds.append(within_deadline(play, page, args.deadline))
    found = differences(rounds[0], rounds[-1]) if len(rounds) > 1 else []
    keep_or_drop(rounds, bool(found), out / "differences")
    return PageResult(page, rounds, found)


# -- shot-scraper beside it -------------------------------------------------------------


def shot_scraper_times(scraper: str, urls: list[str], scratch: Path) -> list[float]:
    """Seconds shot-scraper ``multi`` took per URL (1280x720), from the times its
    "Screenshot of ... written" lines arrive; a first shot of ``urls[0]``, its browser's
    start, is left out."""
    entries = [urls[0], *urls]
    config = scratch / "shots.yml"
    config.write_text("".join(f"- url: {u}\n  output: s{i:03d}.png\n  width: 1280\n"
                              "  height: 720\n" for i, u in enumerate(entries)))  # fmt: skip
    command = [scraper, "multi", str(config), "--browser", "chrome",
               "--browser-arg", "--no-sandbox"]  # fmt: skip
    env = {**os.environ, "PYTHONUNBUFFERED": "1"}
    stamps = []
    with subprocess.Popen(command, cwd=scratch, stderr=subprocess.PIPE, text=True, env=env,
                          stdout=subprocess.DEVNULL) as proc:  # fmt: skip
        assert proc.stderr is not None
        for line in proc.stderr:
            if line.startswith("Screenshot of"):
                stamps.append(time.perf_counter())
    if len(stamps) != len(entries):
        sys.exit(f"shot-scraper wrote {len(stamps)} of {len(entries)} pictures")
    return [b - a for a, b in itertools.pairwise(stamps)]


def install_shot_scraper(given: str | None, scratch: Path) -> str:
    """shot-scraper's command: ``given``, else installed into a venv in ``scratch`` (as
    bench_cli.py does, which also links Chromium where ``--browser chrome`` looks)."""
    sys.path.insert(0, str(HERE.parent / "bench"))
    import bench_cli

    scraper = bench_cli._shot_scraper(given, scratch)
    bench_cli._chrome_for_shot_scraper()
    return scraper


# -- the summary ------------------------------------------------------------------------


def viewport_times(results: list[PageResult]) -> list[float | None]:
    """Per page, the median of its rounds' viewport capture times (None: none took one)."""
    found: list[float | None] = []
    for result in results:
        times = [r.times["viewport"] for r in result.rounds if "viewport" in r.times]
        found.append(statistics.median(times) if times else None)
    return found


def summary(results: list[PageResult], theirs: list[float] | None) -> list[str]:
    """The lines printed at the end: counts with the pages' names, then the times (and
    beside shot-scraper's per-page ``theirs``, in the same order, when given)."""
    errors = [(p.page, e) for p in results for e in p.errors]
    hangs = [p.page for p in results if p.hangs]
    differing = [(p.page, d) for p in results for d in p.differences]
    rounds = [r for p in results for r in p.rounds if not r.hung]
    per_page = statistics.median(sum(r.times.values()) for r in rounds) if rounds else 0.0
    ours = viewport_times(results)
    timed = [t for t in ours if t is not None] or [0.0]
    lines = [f"pages: {len(results)}, rounds: {len(results[0].rounds) if results else 0}"]
    lines += [f"errors: {len(errors)}"] + [f"  {page}: {e}" for page, e in errors]
    lines += [f"hangs: {len(hangs)}"] + [f"  {page}" for page in hangs]
    lines += [f"differences: {len(differing)}"] + [f"  {page}: {d}" for page, d in differing]
    lines.append(f"median per page, all five steps: {per_page:.2f} s; "
                 f"viewport capture: {statistics.median(timed):.3f} s")  # fmt: skip
    if theirs:
        pairs = [(a, b) for a, b in zip(ours, theirs, strict=True) if a is not None]
        ratio = statistics.median(timed) / statistics.median(theirs)
        paired = statistics.median(a / b for a, b in pairs)
        lines.append(f"shot-scraper multi, per page: {statistics.median(theirs):.3f} s; "
                     f"nbshot's viewport capture x{ratio:.2f} "
                     f"(median of per-page ratios x{paired:.2f})")  # fmt: skip
    return lines


def _counts(result: PageResult) -> str:
    return (f"{len(result.errors)} errors, {result.hangs} hangs, "
            f"{len(result.differences)} differences")  # fmt: skip


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--rounds", type=int, default=2, help="rounds per page (default 2)")
    parser.add_argument("--timeout", type=float, default=30, help="seconds per call")
    parser.add_argument("--deadline", type=float, default=120, help="seconds per round")
    parser.add_argument("--only", help="only pages whose path holds this text")
    parser.add_argument("--shot-scraper", help="an installed shot-scraper to use")
    parser.add_argument("--no-shot-scraper", action="store_true", help="nbshot alone")
    parser.add_argument("--out", type=Path, help="folder for differing pictures")
    args = parser.parse_args()
    manifest = load_pages()
    pages = [p for p in manifest["pages"] if not args.only or args.only in p]
    out = args.out or Path(tempfile.mkdtemp(prefix="nbshot-corpus-"))
    scratch = Path(tempfile.mkdtemp(prefix="nbshot-corpus-scratch-"))
    nbshot.configure(helper=False)  # its own browser, in this process
    server, base = serve(HERE)
    results: list[PageResult] = []
    theirs = None
    try:
        for index, page in enumerate(pages):
            options = capture_options(page, manifest)
            results.append(run_page(base, page, index, out, args, options))
            print(f"{index + 1:3}/{len(pages)} {page}: {_counts(results[-1])}", flush=True)
        if not args.no_shot_scraper:
            scraper = install_shot_scraper(args.shot_scraper, scratch)
            theirs = shot_scraper_times(scraper, [base + p for p in pages], scratch)
    finally:
        server.terminate()
        server.wait(10)
        shutil.rmtree(scratch, ignore_errors=True)
    print("\n".join(summary(results, theirs)))
    print(f"differing pictures (if any): {out / 'differences'}")
    bad = any(p.errors or p.hangs or p.differences for p in results)
    if any(p.hangs for p in results):
        sys.stdout.flush()
        os._exit(1)  # a hung call's thread would keep the process alive
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
