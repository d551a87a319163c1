"""Many runs (nbshot/flow/batch.py): what is refused before any run starts. The batch
itself runs in tests/flow/conftest.py (every shipped flow, 2 in parallel) and on a
cluster in tests/cluster/test_dask_worker.py."""

from __future__ import annotations

from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import pytest
from flow_paths import FLOWS

import nbshot


def test_a_typo_in_any_run_fails_before_the_first_runs(tmp_path: Path) -> None:
    with pytest.raises(nbshot.InvalidArgument, match="No flow called 'homepgae'"):
        nbshot.run_flows(["homepage", "homepgae"], folder=FLOWS, out_dir=tmp_path)
    with pytest.raises(nbshot.InvalidArgument, match="has no parameter 'colour'"):
        nbshot.run_flows(["homepage", ("audit", {"colour": "red"})], folder=FLOWS,
                         out_dir=tmp_path)  # fmt: skip
    assert not any(tmp_path.iterdir())


def test_parallel_and_what_cannot_travel_to_a_cluster_are_refused(tmp_path: Path) -> None:
    with pytest.raises(nbshot.InvalidArgument, match="parallel=0 is not allowed"):
        nbshot.run_flows(["homepage"], folder=FLOWS, out_dir=tmp_path, parallel=0)
    with ThreadPoolExecutor(1) as pool:
        with pytest.raises(nbshot.InvalidArgument, match="on_cell= does not work with client="):
            nbshot.run_flows(["homepage"], folder=FLOWS, out_dir=tmp_path, client=pool,
                             on_cell=print)  # fmt: skip
        with pytest.raises(nbshot.InvalidArgument, match="unexpected keyword"):
            nbshot.run_flows(["homepage"], folder=FLOWS, out_dir=tmp_path, client=pool,
                             colour="red")  # fmt: skip
    assert not any(tmp_path.iterdir())
