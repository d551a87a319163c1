"""Runs folders at an fsspec URL (``s3://bucket/runs``): a local mirror, pushed up.

A run is written where papermill and the reports need it, on local disk: in a mirror
of the URL under the user's cache (``~/.cache/nbshot/runs-mirror/<hash>/``). When the
run has ended its folder is uploaded to ``<url>/<flow>/<run_id>/``, and the runs index
is rebuilt from every run the URL holds and uploaded as ``<url>/index.html``. Reading
runs back (``runs()``, a cluster's caller) pulls the manifests, or a whole run folder,
into the mirror first, so every reader is the local code that reads a runs folder.

Needs ``fsspec`` (installed with ``nbshot[dask]``) and the filesystem's own package
(``s3fs`` for ``s3://``, ``gcsfs`` for ``gs://``, ...). Credentials and endpoints
come from the filesystem's usual places (``AWS_*`` variables, ``FSSPEC_S3_*``).
"""

from __future__ import annotations

import hashlib
import os
import re
from pathlib import Path
from typing import Any

from nbshot.errors import InvalidArgument
from nbshot.files import private_dir
from nbshot.flow import run_folder
from nbshot.project.file import runs_folder

_URL = re.compile(r"^[A-Za-z][A-Za-z0-9+.-]+://")


def is_url(out_dir: str | os.PathLike[str]) -> bool:
    """True for ``scheme://...`` (a one-letter scheme would be a Windows drive)."""
    return isinstance(out_dir, str) and bool(_URL.match(out_dir))


def filesystem(url: str) -> tuple[Any, str]:
    """(fsspec filesystem, root path in it) for ``url``.

    Raises
    ------
    InvalidArgument
        Without fsspec or the filesystem's package, naming what to install.
    """
    try:
        from fsspec.core import url_to_fs
    except ImportError:
        raise InvalidArgument(
            f"out_dir={url!r} needs fsspec, which is not installed",
            "Install it: pip install 'nbshot[dask]'",
        ) from None
    try:
        fs, root = url_to_fs(url)
    except (ImportError, ValueError) as exc:
        raise InvalidArgument(
            f"Cannot open out_dir={url!r}: {exc}",
            "Install the filesystem's package (s3fs for s3://, gcsfs for gs://)",
        ) from None
    return fs, str(root).rstrip("/")


def runs_dir(out_dir: str | os.PathLike[str]) -> tuple[Path, str | None]:
    """Where runs are written locally (created owner-only), and the URL they go to
    (None for a plain folder).

    Raises
    ------
    InvalidArgument
        For a URL whose filesystem cannot be opened, before anything runs.
    """
    out_dir = runs_folder(out_dir)
    if not is_url(out_dir):
        return private_dir(out_dir).resolve(), None
    url = os.fspath(out_dir)
    filesystem(url)
    return mirror(url), url


def mirror(url: str) -> Path:
    """The local folder that stands for ``url`` (created owner-only)."""
    base = Path(os.environ.get("XDG_CACHE_HOME") or Path.home() / ".cache") / "nbshot"
    return private_dir(base / "runs-mirror" / hashlib.sha256(url.encode()).hexdigest()[:16])


def push_run(url: str, folder: Path) -> None:
    """Upload one run folder of ``url``'s mirror, then the rebuilt runs index."""
    fs, root = filesystem(url)
    flow, run_id = folder.parent.name, folder.name
    fs.put(f"{folder}/", f"{root}/{flow}/{run_id}", recursive=True)
    push_index(url)


def push_index(url: str) -> None:
    """Rebuild ``index.html`` and the flows' history pages from every run ``url``
    holds, and upload them."""
    fs, root = filesystem(url)
    local = pull_manifests(url)
    index = run_folder.write_runs_index(local)
    pages = [*local.glob(f"*/{run_folder.RUNS_INDEX}"), *local.glob("*/history-*.html")]
    for page in sorted(pages):
        fs.put_file(str(page), f"{root}/{page.parent.name}/{page.name}")
    fs.put_file(str(index), f"{root}/{run_folder.RUNS_INDEX}")


def pull_manifests(url: str) -> Path:
    """Bring every run's ``run.json`` at ``url`` into the mirror; returns the mirror."""
    fs, root = filesystem(url)
    local = mirror(url)
    for remote in fs.glob(f"{root}/*/*/{run_folder.MANIFEST}"):
        flow, run_id = str(remote).rstrip("/").split("/")[-3:-1]
        folder = private_dir(local / flow / run_id)
        fs.get_file(remote, str(folder / run_folder.MANIFEST))
    return local


def pull_run(url: str, flow: str, run_id: str) -> Path | None:
    """Bring one run folder from ``url`` into the mirror; None if ``url`` has no such run."""
    fs, root = filesystem(url)
    remote = f"{root}/{flow}/{run_id}"
    if not fs.exists(f"{remote}/{run_folder.MANIFEST}"):
        return None
    folder = private_dir(mirror(url) / flow / run_id)
    fs.get(f"{remote}/", f"{folder}/", recursive=True)
    return folder
