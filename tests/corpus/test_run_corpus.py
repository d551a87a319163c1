"""The corpus in `make test`: a sample of 10 of its pages (``sample`` in pages.json),
each captured at the viewport twice, snapshotted and checked once. No call may fail,
no request to the corpus server may find nothing (a file not vendored), and the two
pictures of a page must be the same; a failure names the page. `make corpus` puts every
page through all of run_corpus.py's steps. Also here: the runner's own parts (a hang
is caught at the deadline, the summary names what went wrong)."""

from __future__ import annotations

import time
from collections.abc import Iterator
from pathlib import Path

import pytest
from corpus import run_corpus  # tests/ is on the path (pyproject.toml)

import nbshot

MANIFEST = run_corpus.load_pages()


@pytest.fixture(scope="module")
def base() -> Iterator[str]:
    """tests/corpus served by a child process on 127.0.0.1, as `make corpus` does."""
    server, url = run_corpus.serve(run_corpus.HERE)
    yield url
    server.terminate()
    server.wait(10)


def test_every_page_is_vendored_with_its_source_pinned() -> None:
    sources = MANIFEST["sources"]
    assert len(MANIFEST["pages"]) >= 100
    assert len(MANIFEST["sample"]) == 10 and set(MANIFEST["sample"]) <= set(MANIFEST["pages"])
    for page in MANIFEST["pages"]:
        assert (run_corpus.HERE / page).is_file(), f"{page} is listed, not vendored"
    for name, source in sources.items():
        assert len(source["commit"]) == 40, f"{name}: pin a commit"
        assert (run_corpus.HERE / name / source["license"]).is_file(), f"{name}: no licence"


@pytest.mark.parametrize("page", MANIFEST["sample"])
def test_a_sample_page_is_the_same_twice_and_snapshotted_and_checked(
    base: str, page: str, tmp_path: Path
) -> None:
    url, options = base + page, run_corpus.capture_options(page, MANIFEST)
    shots = [nbshot.capture(url, out_dir=tmp_path, name=f"round{n}", **options) for n in (1, 2)]
    missing = {f.url for shot in shots for f in shot.failed_requests if f.url.startswith(base)}
    assert not missing, f"{page}: not vendored: {sorted(missing)}"
    diff = nbshot.diff(*shots)
    assert not diff.changed, f"{page}: the two captures differ: {diff!r} {diff.regions[:3]}"
    assert nbshot.snapshot(url).text.strip(), f"{page}: an empty snapshot"
    assert nbshot.check(url).checks, f"{page}: no check ran"


def test_capture_options_apply_by_prefix_and_each_says_why() -> None:
    given = {"capture_options": {"apg/": {"style": "form { display: none }", "why": "a timer"}}}
    assert run_corpus.capture_options("apg/a.html", given) == {"style": "form { display: none }"}
    assert run_corpus.capture_options("todomvc/a.html", given) == {}
    assert all(o.get("why") for o in MANIFEST.get("capture_options", {}).values())


def test_a_round_past_its_deadline_is_a_hang() -> None:
    def stuck() -> run_corpus.Round:
        time.sleep(2)
        return run_corpus.Round("stuck.html")

    started = time.monotonic()
    done = run_corpus.within_deadline(stuck, "stuck.html", deadline=0.2)
    assert done.hung and done.page == "stuck.html"
    assert time.monotonic() - started < 1.5


def test_the_summary_names_each_page_that_went_wrong() -> None:
    def ran(page: str, *errors: str) -> run_corpus.Round:
        return run_corpus.Round(page, times={"viewport": 0.2, "check": 0.3}, errors=[*errors])

    results = [
        run_corpus.PageResult("ok.html", [ran("ok.html"), ran("ok.html")], []),
        run_corpus.PageResult(
            "bad.html",
            [ran("bad.html", "check: Timeout: late"), run_corpus.Round("bad.html", hung=True)],
            ["viewport: <Diff: 12 pixels differ>"],
        ),
    ]
    lines = run_corpus.summary(results, theirs=[0.4, 0.4])
    assert "errors: 1" in lines and "  bad.html: round 1: check: Timeout: late" in lines
    assert "hangs: 1" in lines and "  bad.html" in lines
    assert "differences: 1" in lines and "  bad.html: viewport: <Diff: 12 pixels differ>" in lines
    assert "all five steps: 0.50 s; viewport capture: 0.200 s" in lines[-2]
    assert lines[-1] == (
        "shot-scraper multi, per page: 0.400 s; nbshot's viewport capture x0.50 "
        "(median of per-page ratios x0.50)"
    )
