"""Needs (nbshot/flow/needs.py): a flow's needs read and planned, and run_flow running
them first, with real runs in real kernels of the chain_* test flows.

chain_source records a word, a list and a picture; chain_sink needs it and records
what it was given; chain_after_fail needs chain_fails, which raises; chain_loop_a and
chain_loop_b need each other. run_chain and clusters: tests/flow/test_chain.py.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from flow_paths import TEST_FLOWS

import nbshot
from nbshot.errors import FlowCycle
from nbshot.flow.catalog import find_flow
from nbshot.flow.needs import chain_folders, inputs_of, plan

pytestmark = pytest.mark.notebook


def _folders(runs: Path, flow: str) -> list[Path]:
    folder = runs / flow
    return sorted(p for p in folder.iterdir() if p.is_dir()) if folder.is_dir() else []


def test_needs_are_read_from_the_notebook_metadata() -> None:
    assert find_flow(TEST_FLOWS / "chain_sink.ipynb", TEST_FLOWS).needs == ("chain_source",)
    assert find_flow(TEST_FLOWS / "chain_source.ipynb", TEST_FLOWS).needs == ()
    both = find_flow(TEST_FLOWS / "chain_both.ipynb", TEST_FLOWS)
    levels = [[f.name for f in level] for level in plan(both, TEST_FLOWS)]
    assert levels == [["chain_source"], ["chain_sink"], ["chain_both"]]


def test_a_malformed_or_own_need_is_refused(tmp_path: Path) -> None:
    text = json.loads((TEST_FLOWS / "chain_source.ipynb").read_text())
    for needs, match in (("chain_sink", "must be a list"), (["../x"], "must be a list"),
                         (["chain_self"], "cycle: chain_self -> chain_self")):  # fmt: skip
        text["metadata"]["nbshot"] = {"needs": needs}
        (tmp_path / "chain_self.ipynb").write_text(json.dumps(text))
        with pytest.raises(nbshot.InvalidArgument, match=match):
            nbshot.run_flow(tmp_path / "chain_self.ipynb", out_dir=tmp_path / "runs")
    assert not (tmp_path / "runs").exists()


def test_a_cycle_is_refused_naming_it_before_anything_runs(tmp_path: Path) -> None:
    with pytest.raises(FlowCycle) as caught:
        nbshot.run_flow(TEST_FLOWS / "chain_loop_a.ipynb", out_dir=tmp_path)
    assert caught.value.code == "FlowCycle"
    assert "chain_loop_a -> chain_loop_b -> chain_loop_a" in str(caught.value)
    assert not any(tmp_path.iterdir())


def test_a_parameter_the_chain_fills_is_refused_by_hand(tmp_path: Path) -> None:
    with pytest.raises(nbshot.InvalidArgument, match="is filled by the chain"):
        nbshot.run_flow(TEST_FLOWS / "chain_sink.ipynb", {"chain_source": {}}, out_dir=tmp_path)
    with pytest.raises(nbshot.InvalidArgument, match="has no parameter 'colour'"):
        nbshot.run_flow(TEST_FLOWS / "chain_sink.ipynb", {"colour": 1}, out_dir=tmp_path)
    assert not any(tmp_path.iterdir())


def test_the_chain_runs_in_order_and_passes_values_and_files(tmp_path: Path) -> None:
    run = nbshot.run_flow(TEST_FLOWS / "chain_sink.ipynb", {"suffix": "?"}, out_dir=tmp_path,
                          progress=False)  # fmt: skip
    assert run.ok, run.error_text
    [source] = _folders(tmp_path, "chain_source")
    assert [f.name for f in _folders(tmp_path, "chain_sink")] == [run.run_id]
    got = run.records["got"]
    assert got["word"] == "hello?" and got["pages"] == ["/a", "/b"]
    assert Path(got["pic"]) == source / "pic.png" and got["pic_bytes"] > 0
    assert chain_folders(run) == [source, run.folder]
    assert [c["status"] for c in run.manifest["chain"]] == ["ok", "ok"]
    before = json.loads((source / "run.json").read_text())
    assert before["ended"] <= run.started  # the needed run ended before this one began
    assert inputs_of(nbshot.FlowRun.load(source))["word"] == "hello"


def test_a_failed_need_skips_what_depends_on_it_and_says_which(tmp_path: Path) -> None:
    run = nbshot.run_flow(TEST_FLOWS / "chain_after_fail.ipynb", out_dir=tmp_path, progress=False)
    assert run.status == "error" and not run.ok
    assert run.error is not None and run.error.evalue == "skipped: chain_fails failed"
    assert "chain_fails failed: RuntimeError" in run.error.message
    assert "ran" not in run.records and not run.notebook.is_file()
    [failed] = _folders(tmp_path, "chain_fails")
    assert json.loads((failed / "run.json").read_text())["status"] == "failed"
    chain = ["chain_fails", "chain_source", "chain_after_fail"]
    assert [c["flow"] for c in run.manifest["chain"]] == chain
    with pytest.raises(nbshot.FlowFailed, match="skipped: chain_fails failed"):
        nbshot.run_flow(TEST_FLOWS / "chain_after_fail.ipynb", out_dir=tmp_path, progress=False,
                        raise_on_error=True)  # fmt: skip


def test_needs_false_runs_the_flow_alone_with_what_it_is_given(tmp_path: Path) -> None:
    given = {"word": "hi", "pages": [], "pic": str(TEST_FLOWS / "chain_sink.ipynb")}
    run = nbshot.run_flow(TEST_FLOWS / "chain_sink.ipynb", {"chain_source": given},
                          out_dir=tmp_path, progress=False, needs=False)  # fmt: skip
    assert run.ok, run.error_text
    assert run.records["got"]["word"] == "hi!"
    assert not (tmp_path / "chain_source").exists() and "chain" not in run.manifest
