"""Tabs (nbshot.session.tabs): a popup becomes a tab the session can switch to."""

from __future__ import annotations

from pathlib import Path

import pytest

import nbshot
from nbshot.demo import DemoSite


def test_a_popup_becomes_a_tab(demo: DemoSite, tmp_path: Path) -> None:
    with nbshot.open(demo.url_for("settings"), out_dir=tmp_path) as s:
        s.act("click:text=Open the changelog in a new tab", "wait:300ms")
        tabs = s.tabs()
        assert tabs["url"].str.endswith("/long").tolist() == [False, True]
        assert tabs["active"].tolist() == [True, False]
        s.switch(1)
        assert s.snapshot().title.startswith("Changelog")
        index = s.new_tab("/signin")
        assert index == 2 and s.url.endswith("/signin")
        s.close_tab()
        assert len(s.tabs()) == 2
        with pytest.raises(nbshot.InvalidArgument, match="No tab 7"):
            s.switch(7)
