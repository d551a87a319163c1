"""What a page reports of its speed, checked (nbshot/model/vitals.py)."""

from __future__ import annotations

from nbshot.model.vitals import Vitals


def test_what_the_page_reported_becomes_metrics() -> None:
    vitals = Vitals.from_page(
        {"lcp": 812.3, "cls": 0.123456, "inp": None, "fcp": 400, "tbt": 120, "ttfb": 35.5,
         "byType": {"document": [1, 3072], "img": [3, 10240]}}
    )  # fmt: skip
    assert vitals is not None
    assert (vitals.lcp_ms, vitals.cls, vitals.inp_ms, vitals.fcp_ms) == (812.3, 0.1235, None, 400)
    assert (vitals.requests, vitals.transfer_kb) == (4, 13.0)
    assert vitals.requests_by_type == {"document": 1, "img": 3}
    assert str(vitals).startswith("LCP 812 ms, CLS 0.123, INP -")


def test_what_a_hostile_page_wrote_there_is_left_out() -> None:
    vitals = Vitals.from_page(
        {"lcp": float("nan"), "cls": -5, "fcp": "fast", "tbt": True, "ttfb": 1e300,
         "byType": {"x" * 500: [1, 1], "bad": "shape", "neg": [-1, -1]}}
    )  # fmt: skip
    assert vitals is not None
    assert (vitals.lcp_ms, vitals.cls, vitals.fcp_ms, vitals.tbt_ms, vitals.ttfb_ms) == (
        None, 0.0, None, 0.0, None)  # fmt: skip
    assert all(len(kind) <= 40 for kind in vitals.requests_by_type)
    assert Vitals.from_page("not a dict") is None


def test_a_budget_names_each_metric_over_it() -> None:
    vitals = Vitals(lcp_ms=3120, cls=0.05, inp_ms=None, requests=80)
    assert vitals.over({"lcp_ms": 2500, "cls": 0.1, "inp_ms": 200, "requests": 50}) == [
        "lcp_ms 3120 > 2500",
        "requests 80 > 50",
    ]
