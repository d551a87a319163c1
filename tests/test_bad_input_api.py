"""The Python API's answers to bad input: a coded error that says what to try, at
once, never an uncoded exception, a hang, or a message of megabytes."""

from __future__ import annotations

import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from bad_input import HUGE_DATA_URL, MAX_MESSAGE, png_header
from PIL import Image
from timing import ms, quick

import nbshot
from nbshot.demo import DemoSite

FLOWS = Path(__file__).resolve().parents[1] / "flows"


@pytest.fixture(scope="module")
def session(demo: DemoSite) -> Iterator[nbshot.Session]:
    with nbshot.open(demo.url_for("signin")) as opened:
        yield opened


def _finished(runs: Path) -> Path:
    """A runs folder holding one finished homepage run, 20250101-000000-abcdef."""
    folder = runs / "homepage" / "20250101-000000-abcdef"
    folder.mkdir(parents=True)
    (folder / "run.json").write_text('{"status": "ok"}')
    return runs


# (call, error class, hint fragment)
ROWS: dict[str, tuple[Callable[[Path], Any], type[nbshot.NbshotError], str]] = {
    "a target that is a number": (lambda t: nbshot.capture(123), nbshot.InvalidArgument,
                                  "Pass a string"),
    "an out_dir that cannot exist": (lambda t: nbshot.capture("demo:/", out_dir="/proc/x"),
                                     nbshot.InvalidArgument, "out_dir"),
    "a name ending in a newline": (lambda t: nbshot.capture("demo:/", name="nl\n"),
                                   nbshot.InvalidArgument, "letters, digits"),
    "a timeout of 10**13 s": (lambda t: nbshot.capture("demo:/", timeout=10**13),
                              nbshot.InvalidArgument, "3600"),
    "a demo page that does not exist": (lambda t: nbshot.capture("demo:/nonexistent"),
                                        nbshot.InvalidArgument, "/signin"),
    "a data: URL of 3 MB": (lambda t: nbshot.capture(HUGE_DATA_URL), nbshot.InvalidArgument,
                            "html="),
    "a javascript: URL": (lambda t: nbshot.capture("javascript:alert(1)"),
                          nbshot.InvalidArgument, "http(s) URL"),
    "an ftp: URL": (lambda t: nbshot.capture("ftp://example.com/x"), nbshot.InvalidArgument,
                    "http(s) URL"),
    "a device nobody has": (lambda t: nbshot.capture("demo:/", device="nokia 3310"),
                            nbshot.InvalidArgument, "Did you mean"),
    "flow parameters as a list": (lambda t: nbshot.run_flow("homepage", ["n"], folder=FLOWS),  # type: ignore[arg-type]
                                  nbshot.InvalidArgument, "valid parameters"),
    "a flow parameter it does not have": (
        lambda t: nbshot.run_flow("homepage", {"colour": "red"}, folder=FLOWS),
        nbshot.InvalidArgument, "Valid parameters"),
    "a misspelt flow": (lambda t: nbshot.run_flow("homepgae", folder=FLOWS),
                        nbshot.InvalidArgument, "homepage"),
    "runs to a URL nothing can open": (
        lambda t: nbshot.run_flow("homepage", folder=FLOWS, out_dir="nosuchfs://bucket/runs"),
        nbshot.InvalidArgument, "filesystem's package"),
    "a run id that walks out of the runs folder": (
        lambda t: nbshot.run_flow("homepage", folder=FLOWS, out_dir=t, run_id="../../x"),
        nbshot.InvalidArgument, "new_run_id"),
    "a run id of a finished run": (
        lambda t: nbshot.run_flow("homepage", folder=FLOWS, out_dir=_finished(t),
                                  run_id="20250101-000000-abcdef"),
        nbshot.InvalidArgument, "Leave run_id out"),
    "a cluster client that is not one": (
        lambda t: nbshot.run_flows(["homepage"], folder=FLOWS, client="not a scheduler"),
        nbshot.InvalidArgument, "running scheduler's address"),
    "describing a 30000x30000 image": (
        lambda t: nbshot.describe(png_header(t / "huge.png", 30000, 30000)),
        nbshot.InvalidArgument, "Crop or scale"),
    "diffing 1280x720 against 10000x10000": (
        lambda t: nbshot.diff(Image.new("RGB", (1280, 720)),
                              png_header(t / "big.png", 10000, 10000)),
        nbshot.InvalidArgument, "clip or an element"),
    "a selector engine that does not exist": (
        lambda t: nbshot.capture("demo:/signin", selector="foo=bar"), nbshot.InvalidArgument,
        "Use CSS"),
    "a HAR that never ends": (lambda t: nbshot.read_har("/dev/zero"), nbshot.InvalidArgument,
                              "regular .har file"),
    "a HAR of 200 MB": (lambda t: nbshot.read_har(_sparse(t / "big.har", 200 * 2**20)),
                        nbshot.InvalidArgument, "regular .har file"),
    "a box holding NaN": (lambda t: nbshot.inspect(_png(t), (float("nan"), 0, 10, 10)),
                          nbshot.InvalidArgument, "finite numbers"),
    "a storage state that is a text file": (
        lambda t: nbshot.open("demo:/", storage_state=_text(t / "state.json")),
        nbshot.InvalidArgument, "A storage state is the JSON Playwright writes"),
    "margins that are no length": (lambda t: nbshot.pdf("demo:/", margins="lots"),
                                   nbshot.InvalidArgument, "CSS length"),
    "a timezone on Mars": (lambda t: nbshot.configure(timezone="Mars/Olympus"),
                           nbshot.InvalidArgument, "IANA"),
    "a locale of 1 MB": (lambda t: nbshot.configure(locale="a" * 2**20),
                         nbshot.InvalidArgument, "en-US"),
    "a default out_dir in /proc": (lambda t: nbshot.configure(out_dir="/proc/x"),
                                   nbshot.InvalidArgument, "out_dir"),
    "a name of 1000 characters": (lambda t: nbshot.capture("demo:/", name="a" * 1000),
                                  nbshot.InvalidArgument, "at most 120"),
    "a URL ending in NUL": (lambda t: nbshot.capture("demo:/\x00"), nbshot.InvalidArgument,
                            "Remove it"),
    "an empty URL to open": (lambda t: nbshot.open(""), nbshot.InvalidArgument, "demo:/"),
    "a flow name of 5000 characters": (lambda t: nbshot.run_flow("a" * 5000, folder=FLOWS),
                                       nbshot.InvalidArgument, "4096"),
    "flow devices that are numbers": (
        lambda t: nbshot.run_flow("responsive", {"devices": [1, 2]}, folder=FLOWS),
        nbshot.InvalidArgument, "Pass a list"),
}  # fmt: skip


def _sparse(path: Path, size: int) -> Path:
    """A file of ``size`` bytes that takes no room on disk (a hole)."""
    with path.open("wb") as handle:
        handle.truncate(size)
    return path


def _png(folder: Path) -> Path:
    Image.new("RGB", (40, 30), "white").save(folder / "small.png")
    return folder / "small.png"


def _text(path: Path) -> Path:
    path.write_text("these are my notes, not a browser's state\n")
    return path


@pytest.mark.parametrize("row", list(ROWS))
def test_bad_input_gets_a_coded_error_at_once(row: str, tmp_path: Path) -> None:
    call, kind, hint = ROWS[row]
    started = time.monotonic()
    with pytest.raises(nbshot.NbshotError) as caught:
        call(tmp_path)
    error = caught.value
    assert type(error) is kind, error
    assert error.code == kind.__name__ and error.retryable is False
    assert error.hint and hint in error.hint, error.message
    assert len(error.message) < MAX_MESSAGE
    assert "https://javascript" not in error.message and "https://ftp" not in error.message
    assert time.monotonic() - started < quick(10)  # refused before any load, not after one


# Steps a live session refuses: the View says which step failed, with a coded error.
STEPS = {
    "a key that does not exist": ("press:NoSuchKey", nbshot.BrowserError, "key name"),
    "select on a text field": ("select:#email=a", nbshot.InvalidArgument, "Click #email"),
    "an unknown selector engine": ("click:foo=bar", nbshot.InvalidArgument, "Use CSS"),
    "a point far outside the page": ("click:@99999,99999", nbshot.InvalidArgument, "inside"),
    "a ref nobody gave": ("click:e9999", nbshot.StaleRef, "snapshot"),
}


@pytest.mark.parametrize("row", list(STEPS))
def test_a_bad_step_fails_coded_and_the_session_goes_on(row: str, session: nbshot.Session) -> None:
    step, kind, hint = STEPS[row]
    view = session.act(step)
    assert not view.ok and view.failure is not None
    error = view.failure.error
    assert type(error) is kind and error.hint and hint in error.hint, error.message
    assert len(error.message) < MAX_MESSAGE
    assert session.act("fill:#email=ada@example.com").ok  # still usable


def test_a_gallery_into_a_folder_that_does_not_exist_yet_creates_it(
    demo: DemoSite, tmp_path: Path
) -> None:
    shots = nbshot.capture([demo.url_for("signin")], out_dir=tmp_path / "shots")
    page = shots.save_gallery(tmp_path / "missing" / "deeper")
    assert page.is_file() and page.parent.stat().st_mode & 0o777 == 0o700


def test_every_message_is_bounded() -> None:
    error = nbshot.NavigationFailed("Could not load " + "x" * 10_000_000, "h" * 10_000)
    assert len(error.message) < MAX_MESSAGE


def test_a_download_a_page_starts_is_cancelled_not_kept() -> None:
    from nbshot.browser.engine import engine

    link = "<a id=d href='data:application/octet-stream;base64,QUJD' download=x.bin>get</a>"
    with nbshot.open(html=link) as opened:

        async def download() -> str | None:
            async with opened.page.expect_download(timeout=ms(10)) as started:
                await opened.page.click("#d")
            return await (await started.value).failure()

        # A download nbshot kept would end with no failure, in Playwright's temp folder.
        assert engine.run(download()) is not None
