"""A matrix's cells on an executor (nbshot.captures.distributed): named and drawn as a
local matrix draws them, and what a bad client is told."""

from __future__ import annotations

import concurrent.futures
import io
from pathlib import Path

import pytest
from flow_paths import FLOWS
from PIL import Image

import nbshot
from nbshot.captures.capture import Cell
from nbshot.captures.distributed import capture_cell, task_name
from nbshot.page.options import make_options
from nbshot.page.targets import resolve_target


def _pixel_difference(a: bytes, b: bytes) -> str | None:
    """None when the two pictures draw the same thing, else how they differ.

    The strictest pixelmatch (threshold 0): every pixel must match except anti-aliased
    edge pixels. Chromium rarely draws the edge of a shape a few levels apart from one
    raster to the next (seen under load: 2 edge pixels of the home page's chart dot, 7
    levels apart); a 1 px shift, another device, variant or page differs in thousands.
    """
    with Image.open(io.BytesIO(a)) as first, Image.open(io.BytesIO(b)) as second:
        if first.size != second.size:
            return f"sizes {first.size} and {second.size}"
    found = nbshot.diff(a, b, threshold=0)
    return f"{found.count} pixels differ in {list(found.regions)}" if found.changed else None


def test_an_executor_works_too_and_a_bad_client_is_refused(demo: nbshot.DemoSite, tmp_path: Path
                                                            ) -> None:  # fmt: skip
    with concurrent.futures.ThreadPoolExecutor(2) as pool:
        shots = nbshot.capture_matrix(demo.url + "/", devices=["desktop", "phone"], client=pool,
                                      out_dir=tmp_path, progress=False)  # fmt: skip
    here = nbshot.capture_matrix(demo.url + "/", devices=["desktop", "phone"],
                                 out_dir=tmp_path / "here", progress=False)  # fmt: skip
    # Named as a local matrix names them (a host's dots kept: one file per device).
    assert [s.path.name for s in shots] == [
        "127.0.0.1-desktop-light.png",
        "127.0.0.1-phone-light.png",
    ]
    assert shots.ok and [s.path for s in shots] == [tmp_path / s.path.name for s in here]
    for there, local in zip(shots, here, strict=True):
        assert _pixel_difference(there.path.read_bytes(), local.data) is None, there.name
    with pytest.raises(nbshot.InvalidArgument, match="is not an executor"):
        nbshot.capture_matrix(demo.url + "/", client=object(), progress=False)
    with pytest.raises(nbshot.InvalidArgument, match="on_cell= does not work with client="):
        nbshot.run_flows(["homepage"], folder=FLOWS, client=pool, on_cell=print)


def test_a_cell_is_named_for_the_dask_dashboard_by_screen_device_and_variant() -> None:
    target = resolve_target("demo:/", None, None)
    opts = make_options()
    plain = Cell(target, opts, "home")
    assert task_name(plain) == "capture home"
    labelled = Cell(target, opts, "home-phone-dark",
                    {"screen": "home", "device": "phone", "variant": "dark"})  # fmt: skip
    assert task_name(labelled) == "capture home@phone/dark"
    firefox = Cell(target, opts, "x", {**labelled.labels, "browser": "firefox"})
    assert task_name(firefox) == "capture home@phone/dark:firefox"


def test_one_cell_is_captured_on_this_process_with_its_image_in_memory() -> None:
    shot = capture_cell(Cell(resolve_target("demo:/signin", None, None), make_options(), "signin"))
    assert isinstance(shot, nbshot.Shot) and shot.title.startswith("Sign in")
    assert shot.data[:8] == b"\x89PNG\r\n\x1a\n"  # the picture travels back in the Shot
    failed = capture_cell(Cell(resolve_target("demo:/signin", None, None),
                               make_options(selector="#nope"), "nope"))  # fmt: skip
    assert isinstance(failed, nbshot.Failure) and failed.error.code == "ElementNotFound"
