"""run_chain (nbshot/flow/chain.py): every run of a chain, here and on a client, with
real runs in real kernels of the chain_* test flows (see tests/flow/test_needs.py).

chain_both needs chain_sink and chain_source; chain_sink needs chain_source too.
"""

from __future__ import annotations

from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import pytest
from flow_paths import TEST_FLOWS

import nbshot
from nbshot.flow.chain import run_chain
from nbshot.flow.run_in_progress import new_run_id

pytestmark = pytest.mark.notebook


def _folders(runs: Path, flow: str) -> list[Path]:
    folder = runs / flow
    return sorted(p for p in folder.iterdir() if p.is_dir()) if folder.is_dir() else []


def test_a_flow_two_flows_need_runs_once(tmp_path: Path) -> None:
    chain = run_chain(TEST_FLOWS / "chain_both.ipynb", out_dir=tmp_path, progress=False)
    assert chain.ok, [r.error_text for r in chain.runs]
    assert [r.flow for r in chain.runs] == ["chain_source", "chain_sink", "chain_both"]
    assert len(_folders(tmp_path, "chain_source")) == 1
    assert len(_folders(tmp_path, "chain_sink")) == 1
    both = chain.run.records["both"]
    assert both["word"] == "hello" and both["got"]["word"] == "hello!"
    assert Path(both["got"]["pic"]).parent == chain.runs[0].folder


def test_a_chain_runs_level_by_level_on_a_client(tmp_path: Path) -> None:
    """Any concurrent.futures executor stands for a cluster (the Dask test is in
    tests/cluster/test_dask_worker.py)."""
    with ThreadPoolExecutor(2) as pool:
        chain = run_chain(TEST_FLOWS / "chain_sink.ipynb", out_dir=tmp_path, client=pool,
                          progress=False)  # fmt: skip
    assert chain.ok, [r.error_text for r in chain.runs]
    assert chain.run.records["got"]["word"] == "hello!"
    assert [r.folder.parent.name for r in chain.runs] == ["chain_source", "chain_sink"]


def test_what_cannot_travel_to_a_client_is_refused_before_anything_runs(tmp_path: Path) -> None:
    refused = pytest.raises(nbshot.InvalidArgument, match="run_id= does not work with client=")
    with ThreadPoolExecutor(1) as pool, refused:
        run_chain(TEST_FLOWS / "chain_sink.ipynb", out_dir=tmp_path, client=pool,
                  run_id=new_run_id())  # fmt: skip
    assert not any(tmp_path.iterdir())


def test_run_flow_with_a_client_runs_the_flow_as_a_task_there(tmp_path: Path) -> None:
    """run_flow(client=): a flow that needs nothing is one task; one that needs others
    runs them first (the Dask cluster and nbshot run --dask: tests/cluster)."""
    tasks: list[str] = []

    class Counting(ThreadPoolExecutor):
        def submit(self, fn, /, *args, **kwargs):  # type: ignore[no-untyped-def,override]
            tasks.append(args[0])  # the flow's notebook, as it travels to the worker
            return super().submit(fn, *args, **kwargs)

    with Counting(2) as pool:
        alone = nbshot.run_flow(TEST_FLOWS / "chain_source.ipynb", out_dir=tmp_path,
                                client=pool, progress=False)  # fmt: skip
        chained = nbshot.run_flow(TEST_FLOWS / "chain_sink.ipynb", out_dir=tmp_path,
                                  client=pool, progress=False)  # fmt: skip
        with pytest.raises(nbshot.InvalidArgument, match="on_cell= does not work with client="):
            nbshot.run_flow(TEST_FLOWS / "chain_source.ipynb", out_dir=tmp_path, client=pool,
                            on_cell=lambda done, total: None)  # fmt: skip
    assert alone.ok and chained.ok, (alone.error_text, chained.error_text)
    assert "chain" not in alone.manifest and alone.records["word"] == "hello"
    assert [Path(t).stem for t in tasks] == ["chain_source", "chain_source", "chain_sink"]
    assert chained.records["got"]["word"] == "hello!"
    assert len(_folders(tmp_path, "chain_source")) == 2
