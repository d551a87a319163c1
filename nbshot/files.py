"""Names, folders and atomic writes for everything nbshot leaves on disk."""

from __future__ import annotations

import errno
import os
import re
import tempfile
from pathlib import Path
from urllib.parse import urlsplit

from nbshot import env_vars
from nbshot.errors import BrowserNotFound, DiskFull, InvalidArgument

ENV_OUT = env_vars.OUT
_NAME = re.compile(r"^[A-Za-z0-9._-]+$")
_SLUG_JUNK = re.compile(r"[^A-Za-z0-9._-]+")
#: Longest name accepted: room for suffixes (``.aria.yml``, ``.ipynb``) and a folder's
#: ``-diff`` within the 255 bytes most file systems allow.
MAX_NAME = 120
#: Longest path accepted from a caller (Linux's PATH_MAX is 4096).
MAX_PATH = 4096
_CONTROL = re.compile(r"[\x00-\x1f\x7f]")


def validate_name(name: str) -> str:
    """Return ``name`` if it is safe as a file name, else raise InvalidArgument.

    Safe means ``^[A-Za-z0-9._-]+$``, at most :data:`MAX_NAME` characters, and not
    ``.`` or ``..``, so a name coming from an agent or a URL can never climb out of the
    output folder, nor fail later as a file name the disk refuses.
    """
    if isinstance(name, str) and len(name) > MAX_NAME:
        raise InvalidArgument(
            f"Name {name[:40]!r}... is {len(name)} characters long",
            f"Use a name of at most {MAX_NAME} characters",
        )
    # fullmatch: with match, "$" would accept a name that ends in a newline.
    if not isinstance(name, str) or not _NAME.fullmatch(name) or name in {".", ".."}:
        raise InvalidArgument(
            f"Name {name!r} is not allowed",
            "Use letters, digits, '.', '_' and '-' only (no '/' and not '.' or '..')",
        )
    return name


def check_path_text(text: str, what: str = "path") -> str:
    """Return ``text`` if it can name a file at all, else raise InvalidArgument.

    Refuses NUL and other control characters (the OS would raise ValueError) and
    anything longer than :data:`MAX_PATH` (OSError "File name too long"), before
    the path is resolved or looked at. Only the first 40 characters are quoted.
    """
    if not isinstance(text, str):
        raise InvalidArgument(
            f"{what} must be a string, not {type(text).__name__}", "Pass a path as text"
        )
    if len(text) > MAX_PATH:
        raise InvalidArgument(
            f"{what} {text[:40]!r}... is {len(text)} characters long",
            f"Use a path of at most {MAX_PATH} characters",
        )
    if _CONTROL.search(text):
        raise InvalidArgument(
            f"{what} {text[:40]!r} holds a control character (NUL, newline, ...)",
            "Pass a path without control characters",
        )
    return text


def slug(target: str, fallback: str = "page") -> str:
    """A readable file name for a URL or path: ``http://h:8/a/b?q`` -> ``a-b``.

    The host is left out when there is a path, since captures of one site share it.
    """
    parts = urlsplit(target)
    if parts.scheme in ("http", "https", "demo"):
        path = parts.path.strip("/")
        # demo:/ is the demo's home page; an http(s) site root is named by its host.
        text = path or parts.hostname or ("home" if parts.scheme == "demo" else "")
    else:
        text = Path(parts.path or target).stem
    text = _SLUG_JUNK.sub("-", text).strip("-.")
    return text[:80] or fallback


def file_stem(text: str, fallback: str = "page") -> str:
    """``text`` (a name, not a URL or path) as a file name without suffix: runs of
    other characters become ``-``; dots stay (``127.0.0.1-phone``), as :func:`slug`
    would read them as a suffix."""
    return _SLUG_JUNK.sub("-", text).strip("-.")[:80] or fallback


def default_out_dir() -> Path:
    """Per-user folder for captures: ``$NBSHOT_OUT`` or ``~/.cache/nbshot/captures``."""
    env = os.environ.get(ENV_OUT)
    if env:
        return Path(env).expanduser()
    cache = Path(os.environ.get("XDG_CACHE_HOME") or Path.home() / ".cache")
    return cache / "nbshot" / "captures"


def private_dir(path: str | os.PathLike[str]) -> Path:
    """Create ``path`` and each missing parent owner-only (0700); return it.

    An existing folder keeps its mode: the user chose it.

    Raises
    ------
    InvalidArgument
        If ``path`` exists and is not a folder, or cannot be created.
    """
    folder = Path(path).expanduser()
    if folder.is_dir():
        return folder
    # pathlib's parents=True makes parents with the umask's mode (0755 mostly), so
    # each missing folder is made here, top down, and set to 0700 exactly.
    missing = [p for p in (folder, *folder.parents) if not p.exists()]
    try:
        for each in reversed(missing):
            each.mkdir(mode=0o700, exist_ok=True)
            os.chmod(each, 0o700)  # mkdir's mode is filtered by umask; be exact
    except (FileExistsError, NotADirectoryError) as exc:
        raise InvalidArgument(
            f"Output folder {str(folder)!r} is not a folder", "Pass another out_dir"
        ) from exc
    except PermissionError as exc:
        raise InvalidArgument(
            f"Cannot create output folder {str(folder)!r}: permission denied",
            "Pass an out_dir you can write to",
        ) from exc
    except OSError as exc:  # /proc/x, a read-only disk, a name too long, ...
        raise InvalidArgument(
            f"Cannot create output folder {str(folder)!r}: {exc.strerror or exc}",
            "Pass an out_dir on a disk you can write to",
        ) from None
    if not folder.is_dir():  # it, or a parent, is a file
        raise InvalidArgument(
            f"Output folder {str(folder)!r} is not a folder", "Pass another out_dir"
        )
    return folder


def atomic_write(path: str | os.PathLike[str], data: bytes | str) -> Path:
    """Write ``data`` to ``path`` so readers see the old file or the new one, never half.

    Writes a temp file in the same folder, then ``os.replace``. The file is
    owner-only (0600), like the temp file it was. Text is written as UTF-8, a lone
    surrogate as ``?``.

    Raises
    ------
    DiskFull
        When the disk or the quota is full (the temp file is removed; a file already
        at ``path`` is left as it was).
    """
    target = Path(path)
    # A lone surrogate (from a page's title, or an argument the OS decoded with
    # surrogateescape) cannot be UTF-8: it becomes "?" rather than failing the write.
    raw = data.encode("utf-8", errors="replace") if isinstance(data, str) else data
    try:
        fd, tmp = tempfile.mkstemp(dir=target.parent, prefix=f".{target.name}.", suffix=".tmp")
    except OSError as error:
        _raise_if_full(error, target)
        raise
    try:
        with os.fdopen(fd, "wb") as handle:
            handle.write(raw)
        os.replace(tmp, target)
    except BaseException as error:
        Path(tmp).unlink(missing_ok=True)
        if isinstance(error, OSError):
            _raise_if_full(error, target)
        raise
    return target


#: What the OS says when a disk or a quota is full.
_FULL = {errno.ENOSPC, getattr(errno, "EDQUOT", errno.ENOSPC)}


def _raise_if_full(error: OSError, target: Path) -> None:
    """Raise DiskFull for ``error`` when it says the disk holding ``target`` is full."""
    if error.errno in _FULL:
        raise DiskFull(
            f"The disk holding {str(target.parent)!r} is full: {target.name} was not written",
            "Free some space there (nbshot runs prune, or delete old captures), or write "
            "to another folder (--out, NBSHOT_OUT)",
        ) from None


def owner_only(folder: str | os.PathLike[str]) -> None:
    """Make every folder (0700) and file (0600) under ``folder`` owner-only.

    For trees other programs wrote into (a run folder: the kernel's own files,
    ffmpeg's video), whose modes nbshot did not choose when they were created.
    """
    for root, _dirs, names in os.walk(folder):
        os.chmod(root, 0o700)
        for name in names:
            path = os.path.join(root, name)
            if not os.path.islink(path):
                os.chmod(path, 0o600)


def runtime_dir() -> Path:
    """This user's owner-only runtime folder (made if missing): ``NBSHOT_HELPER_DIR``,
    else ``$XDG_RUNTIME_DIR/nbshot``, else ``<tmp>/nbshot-helper-<uid>``. The warm
    helper keeps its state there, and app servers their records.

    Raises
    ------
    BrowserNotFound
        When the folder is another user's or others may read it (never trusted).
    """
    given = os.environ.get(env_vars.HELPER_DIR)
    runtime = os.environ.get("XDG_RUNTIME_DIR")
    if given:
        folder = Path(given)
    elif runtime and Path(runtime).is_dir():
        folder = Path(runtime) / "nbshot"
    else:
        folder = Path(tempfile.gettempdir()) / f"nbshot-helper-{os.getuid()}"
    folder.mkdir(mode=0o700, parents=True, exist_ok=True)
    info = folder.lstat()
    if info.st_uid != os.getuid() or info.st_mode & 0o077 or folder.is_symlink():
        raise BrowserNotFound(
            f"The helper folder {str(folder)!r} is not yours alone",
            f"Remove it, set {env_vars.HELPER_DIR} to a folder of your own, or use --no-helper",
        )
    return folder
