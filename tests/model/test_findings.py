"""Findings (nbshot.model.findings): errors and warnings, a stable table, and text that
says where each was found."""

from __future__ import annotations

from nbshot.model.findings import Finding, Findings

COLUMNS = ["check", "severity", "message", "selector", "count", "help_url", "url", "device",
           "variant", "box"]  # fmt: skip


def test_errors_decide_ok_and_warnings_do_not() -> None:
    warning = Finding("overflow", "warning", "Wider than the viewport", "#wide")
    error = Finding("console", "error", "Uncaught TypeError", device="phone", variant="dark")
    assert Findings([warning], ["overflow"]).ok
    found = Findings([warning, error], ["overflow", "console"])
    assert not found.ok and found.errors == [error] and len(found) == 2 and found[1] is error
    assert repr(found) == "<Findings 1 error(s), 1 warning(s)>"
    assert found.text.splitlines() == [
        "Findings: 1 error(s), 1 warning(s) from overflow, console",
        "  warning overflow: Wider than the viewport [#wide]",
        "  error   console: Uncaught TypeError (phone, dark)",
    ]


def test_the_table_keeps_its_columns_even_when_empty() -> None:
    assert list(Findings([], ["console"]).df.columns) == COLUMNS
    bundle = Findings([Finding("images", "error", "Broken image", "#chart")], ["images"])
    shown = bundle._repr_mimebundle_()
    assert shown["text/plain"].startswith("Findings: 1 error(s)")
    assert "<table" in shown["text/html"] and "#chart" in shown["text/html"]
