"""Where a test's baselines live, and what an update may write.

Like Playwright Test's ``snapshotPathTemplate``: a template of tokens, filled in per
assertion. The default keeps baselines beside the test, one folder per test file:
``<test folder>/__snapshots__/<test file>/<test>[-name]-<browser>-<platform>.png``.
Tokens: ``{testDir}`` (the test file's folder), ``{testFileName}``, ``{testName}``,
``{arg}`` / ``{-arg}`` (the assertion's name, or its number in the test when it has
none; ``{-arg}`` adds a dash before it), ``{browser}``, ``{platform}`` and ``{ext}``.

Update modes are Playwright's (``--update-snapshots[=missing|changed|all|none]``):
``missing`` writes baselines that do not exist yet (the test still fails, saying so),
``changed`` also rewrites those that differ (the test passes), ``all`` rewrites every
baseline, ``none`` writes nothing. The default is ``missing``, and ``none`` where the
``CI`` variable is set, so a CI run never approves its own pictures.
"""

from __future__ import annotations

import os
import re
import sys
from dataclasses import dataclass, field
from pathlib import Path
from typing import Literal, get_args

from nbshot.errors import InvalidArgument
from nbshot.files import atomic_write, private_dir, validate_name

UpdateMode = Literal["none", "missing", "changed", "all"]
UPDATE_MODES: tuple[str, ...] = get_args(UpdateMode)
DEFAULT_TEMPLATE = (
    "{testDir}/__snapshots__/{testFileName}/{testName}{-arg}-{browser}-{platform}{ext}"
)
#: Text baselines (aria snapshots, findings) are the same on every browser and platform.
TEXT_TEMPLATE = "{testDir}/__snapshots__/{testFileName}/{testName}{-arg}{ext}"
TEXT_SUFFIXES = (".aria.yml", ".findings.json")
TOKENS = ("testDir", "testFileName", "testName", "arg", "-arg", "browser", "platform", "ext")
_UNSAFE = re.compile(r"[^A-Za-z0-9._-]+")


def default_update_mode(given: str | None = None) -> UpdateMode:
    """The update mode: ``given`` if any, else ``none`` under CI and ``missing`` elsewhere.

    Raises
    ------
    InvalidArgument
        For a mode that is not one of :data:`UPDATE_MODES`.
    """
    if given is None:
        return "none" if os.environ.get("CI", "").strip() not in ("", "0", "false") else "missing"
    if given not in UPDATE_MODES:
        raise InvalidArgument(
            f"Unknown update mode {given!r}", f"Use one of {', '.join(UPDATE_MODES)}"
        )
    return given  # type: ignore[return-value]  # checked against the Literal's values above


def file_safe(text: str) -> str:
    """``text`` as one part of a file name: runs of other characters become ``-``, and
    no part is ``.`` or ``..`` (it never names a folder)."""
    safe = _UNSAFE.sub("-", text).strip("-.")
    return safe or "test"


def default_baseline(name: str | None, ext: str) -> Path:
    """``snapshots/<name><ext>`` for an assertion outside pytest.

    Raises
    ------
    InvalidArgument
        For a name that is not a plain file name (``../x``, ``/tmp/x``, ``""``).
    """
    if name is None:
        return Path("snapshots") / f"page{ext}"
    stem = name[: -len(ext)] if name.endswith(ext) else name
    return Path("snapshots") / f"{validate_name(stem)}{ext}"


@dataclass
class SnapshotPlace:
    """The baselines of one test: :meth:`path` names each assertion's file.

    ``test_file`` is the test's file, ``test_name`` its name (``test_home[phone]``).
    Unnamed assertions are numbered in the order they run (``-1``, ``-2``, ...).
    """

    test_file: Path
    test_name: str
    template: str = DEFAULT_TEMPLATE
    browser: str = "chromium"
    text_template: str = TEXT_TEMPLATE
    _unnamed: dict[str, int] = field(default_factory=dict, repr=False)

    def __post_init__(self) -> None:
        tokens = re.findall(r"\{([^}]*)\}", self.template + self.text_template)
        unknown = set(tokens) - set(TOKENS)
        if unknown:
            raise InvalidArgument(
                f"Unknown token(s) in the snapshot path template: {sorted(unknown)}",
                f"Use {', '.join('{' + t + '}' for t in TOKENS)}",
            )

    def path(self, name: str | None, ext: str) -> Path:
        """Where the baseline of the assertion called ``name`` (or the next unnamed one
        of its kind) lives, with suffix ``ext``: ``.png`` by :attr:`template`, any other
        (``.aria.yml``) by :attr:`text_template`."""
        if name is None:
            self._unnamed[ext] = self._unnamed.get(ext, 0) + 1
            arg = str(self._unnamed[ext])
        else:
            arg = file_safe(name[: -len(ext)] if name.endswith(ext) else name)
        values = {
            "testDir": str(self.test_file.parent),
            "testFileName": self.test_file.name,
            "testName": file_safe(self.test_name),
            "arg": arg,
            "-arg": f"-{arg}",
            "browser": self.browser,
            "platform": sys.platform,
            "ext": ext,
        }
        template = self.template if ext == ".png" else self.text_template
        filled = re.sub(r"\{([^}]*)\}", lambda m: values[m.group(1)], template)
        path = Path(filled)
        return path if path.is_absolute() else self.test_file.parent / path


def write_baseline(where: Path, data: bytes | str) -> Path:
    """``data`` as the baseline ``where`` (its folder made), atomically."""
    where.parent.mkdir(parents=True, exist_ok=True)
    return atomic_write(where, data)


def write_result(results: Path, where: Path, kind: str, data: bytes | str) -> Path:
    """``data`` kept for review as ``<results>/<baseline's stem>-<kind><suffix>``
    (``orders-actual.png``, ``nav-actual.aria.yml``)."""
    private_dir(results)  # it holds pictures of pages: owner-only, as captures are
    suffix = next((s for s in TEXT_SUFFIXES if where.name.endswith(s)), where.suffix)
    stem = where.name.removesuffix(suffix)
    return atomic_write(results / f"{stem}-{kind}{suffix}", data)
