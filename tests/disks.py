"""A small disk that tests fill up (the ``small_disk`` fixture, tests/conftest.py)."""

from __future__ import annotations

from pathlib import Path


class SmallDisk:
    """A folder on a tmpfs of its own, ``size`` bytes in all, that a test fills up."""

    def __init__(self, folder: Path) -> None:
        self.folder = folder

    def fill(self) -> None:
        """Take every byte left (a file of zeros, written until the disk refuses)."""
        with open(self.folder / ".filler", "ab", buffering=0) as filler:
            for size in (65536, 4096, 1):  # the last bytes too: a file of one byte won't fit
                while True:
                    try:
                        filler.write(b"\0" * size)
                    except OSError:
                        break

    def free(self) -> None:
        (self.folder / ".filler").unlink(missing_ok=True)

    def left_over(self) -> list[str]:
        """Files but the filler: what a failed write must not leave behind."""
        return sorted(p.name for p in self.folder.rglob("*") if p.name != ".filler")
