"""Vendor the corpus again from mirrors of its sources, at the pinned commits.

In: tests/corpus/pages.json (each source's repository, commit, the folder of it that
becomes tests/corpus/<source>/, its licence file; the pages) and a git directory of each
source (``--mirror owner/name=PATH``; default /work/.mirror/owner+name/repo, where the
project's ``fetch`` tool puts them). Out: tests/corpus/<source>/ holding exactly the files
its pages fetched while run_corpus.py's steps ran on them (a server in this process
records every path it served), plus the source's licence. Prints, per source, what it
wrote, the files over 500 KB (tests/test_house.py refuses them) and the requests that
found nothing (a page that needs the network or a file the mirror lacks).

    .venv/bin/python tests/corpus/vendor.py                     # every source
    .venv/bin/python tests/corpus/vendor.py --source todomvc    # one
"""

from __future__ import annotations

import argparse
import functools
import shutil
import subprocess
import sys
import tempfile
import threading
from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any
from urllib.parse import unquote, urlsplit

import run_corpus  # beside this script: its directory is on sys.path

import nbshot

HERE = run_corpus.HERE
MAX_FILE = 500 * 1024


def extract(git_dir: Path, commit: str, under: str, dest: Path) -> int:
    """Write the files of ``commit`` below ``under`` (a folder, "" for all) into ``dest``;
    returns how many blobs the mirror lacks (a mirror may leave its largest files out)."""
    command = ["git", "-C", str(git_dir), "ls-tree", "-r", "-z", commit]
    listing = subprocess.run(command + (["--", under] if under else []), capture_output=True,
                             check=True)  # fmt: skip
    entries = []
    for line in listing.stdout.decode().split("\0"):
        if line:
            meta, path = line.split("\t", 1)
            mode, kind, sha = meta.split()
            if kind == "blob" and mode != "120000":  # symlinks are left out
                entries.append((sha, path[len(under) :].lstrip("/") if under else path))
    return _write_blobs(git_dir, entries, dest)


def _write_blobs(git_dir: Path, entries: list[tuple[str, str]], dest: Path) -> int:
    """Each (sha, path) of ``entries`` from ``git cat-file --batch`` to ``dest/path``;
    returns how many were missing."""
    missing = 0
    batch = subprocess.Popen(["git", "-C", str(git_dir), "cat-file", "--batch"],
                             stdin=subprocess.PIPE, stdout=subprocess.PIPE)  # fmt: skip
    assert batch.stdin is not None and batch.stdout is not None
    for sha, path in entries:
        batch.stdin.write(sha.encode() + b"\n")
        batch.stdin.flush()
        header = batch.stdout.readline().split()
        if header[-1] == b"missing":
            missing += 1
            continue
        data = batch.stdout.read(int(header[2]) + 1)[:-1]  # the content, then a newline
        (dest / path).parent.mkdir(parents=True, exist_ok=True)
        (dest / path).write_bytes(data)
    batch.stdin.close()
    batch.wait()
    return missing


class Recorder(SimpleHTTPRequestHandler):
    """Serves files like http.server and records, in ``served`` and ``not_found`` (sets
    of paths relative to the served folder), what it answered."""

    served: set[str]
    not_found: set[str]

    def send_head(self) -> Any:
        answer = super().send_head()
        local = Path(self.translate_path(self.path))
        local = local / "index.html" if local.is_dir() else local
        if answer is not None and local.is_file():
            self.served.add(local.relative_to(self.directory).as_posix())
        return answer

    def send_error(self, code: int, message: str | None = None, explain: str | None = None) -> None:
        if code == 404:
            self.not_found.add(unquote(urlsplit(self.path).path).lstrip("/"))
        super().send_error(code, message, explain)

    def log_message(self, *args: object) -> None:
        pass


class _Server(ThreadingHTTPServer):
    def handle_error(self, request: Any, client_address: Any) -> None:
        if not isinstance(sys.exc_info()[1], ConnectionError):  # a page left mid-file
            super().handle_error(request, client_address)


def record(root: Path, pages: list[str], timeout: float) -> tuple[set[str], set[str]]:
    """Serve ``root`` and run one round of run_corpus's steps on each page (with the
    manifest's capture options); returns the paths served and the paths that found
    nothing."""
    manifest = run_corpus.load_pages()
    handler = type("Recording", (Recorder,), {"served": set(), "not_found": set()})
    server = _Server(("127.0.0.1", 0), functools.partial(handler, directory=root))
    threading.Thread(
        target=server.serve_forever, kwargs={"poll_interval": 0.05}, daemon=True
    ).start()
    base = f"http://127.0.0.1:{server.server_port}/"
    out = Path(tempfile.mkdtemp(prefix="nbshot-vendor-shots-"))
    try:
        for index, page in enumerate(pages):
            options = run_corpus.capture_options(page, manifest)
            done = run_corpus.play_round(base, page, out, f"v{index}", timeout, options)
            print(f"  {page}: {len(done.errors)} errors", *done.errors, sep="\n    ")
    finally:
        server.shutdown()
        server.server_close()
        shutil.rmtree(out, ignore_errors=True)
    return handler.served, handler.not_found


def vendor(name: str, source: dict[str, str], pages: list[str], git_dir: Path) -> None:
    """Replace tests/corpus/<name>/ with what ``pages`` (under it) fetched, from the
    source's commit in ``git_dir``, and the source's licence; print what it found."""
    scratch = Path(tempfile.mkdtemp(prefix="nbshot-vendor-"))
    try:
        tree = scratch / name
        lacking = extract(git_dir, source["commit"], source["under"], tree)
        served, not_found = record(scratch, pages, timeout=30)
        target = HERE / name
        shutil.rmtree(target, ignore_errors=True)
        for path in sorted(p for p in served if p.startswith(f"{name}/")):
            (HERE / path).parent.mkdir(parents=True, exist_ok=True)
            shutil.copyfile(scratch / path, HERE / path)
        licence = subprocess.run(["git", "-C", str(git_dir), "show",
                                  f"{source['commit']}:{source['license']}"],
                                 capture_output=True, check=True).stdout  # fmt: skip
        (target / source["license"]).write_bytes(licence)
    finally:
        shutil.rmtree(scratch, ignore_errors=True)
    files = [p for p in target.rglob("*") if p.is_file()]
    print(f"{name}: {len(files)} files, {sum(p.stat().st_size for p in files) // 1024} KB "
          f"({lacking} blobs missing from the mirror)")  # fmt: skip
    for path in files:
        if path.stat().st_size > MAX_FILE:
            print(f"  over 500 KB: {path.relative_to(HERE)} ({path.stat().st_size} bytes)")
    for path in sorted(not_found):
        print(f"  nothing at: {path}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--source", action="append", help="only this source (repeatable)")
    parser.add_argument("--mirror", action="append", default=[],
                        help="owner/name=PATH: the git directory of a source")  # fmt: skip
    args = parser.parse_args()
    manifest = run_corpus.load_pages()
    mirrors = dict(m.split("=", 1) for m in args.mirror)
    nbshot.configure(helper=False)
    for name, source in manifest["sources"].items():
        if args.source and name not in args.source:
            continue
        default = f"/work/.mirror/{source['repo'].replace('/', '+')}/repo"
        git_dir = Path(mirrors.get(source["repo"], default))
        pages = [p for p in manifest["pages"] if p.startswith(f"{name}/")]
        vendor(name, source, pages, git_dir)


if __name__ == "__main__":
    main()
