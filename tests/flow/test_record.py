"""nbshot.record (nbshot/flow/record.py): what a value is kept as, read back; refusals."""

from __future__ import annotations

import json
from pathlib import Path

import pandas as pd
import pytest

import nbshot
from nbshot.env_vars import RUN_DIR
from nbshot.flow.record import MIME, read_record, run_dir


def test_record_outside_a_run_keeps_values_in_the_capture_folder(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.delenv(RUN_DIR, raising=False)
    assert run_dir() is None
    monkeypatch.setattr(nbshot.settings, "out_dir", tmp_path)
    nbshot.record("table", pd.DataFrame({"a": [1, 2]}))
    nbshot.record("plain", {"n": 3})
    assert (tmp_path / "records" / "table.csv").read_text().splitlines() == ["a", "1", "2"]
    assert (tmp_path / "records" / "plain.json").is_file()


def test_a_recorded_table_reads_back_as_the_same_table(tmp_path: Path) -> None:
    frame = pd.DataFrame({"check": ["console"], "count": [2]})
    entry = {"name": "t", "kind": "dataframe", "path": "records/t.csv",
             "value": json.loads(frame.to_json(orient="table"))}  # fmt: skip
    assert read_record(entry, tmp_path).equals(frame)
    assert read_record({"name": "v", "kind": "value", "value": [1, 2]}, tmp_path) == [1, 2]
    assert MIME == "application/vnd.nbshot.record+json"


def test_a_value_that_cannot_be_kept_or_a_bad_name_is_refused(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(nbshot.settings, "out_dir", tmp_path)
    with pytest.raises(nbshot.InvalidArgument, match="Cannot record object"):
        nbshot.record("thing", object())
    with pytest.raises(nbshot.InvalidArgument):
        nbshot.record("../escape", 1)
