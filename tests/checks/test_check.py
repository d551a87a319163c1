"""Page checks (nbshot.checks.check): what each check finds on the demo's problems page,
the defaults, devices, a live session."""

from __future__ import annotations

import pytest

import nbshot


def test_check_finds_every_deliberate_problem_and_none_on_a_clean_page() -> None:
    found = nbshot.check("demo:/problems", ["all"], device="phone")
    kinds = {f.check for f in found}
    assert {"console", "requests", "images", "overflow", "tap-targets", "a11y:color-contrast",
            "a11y:image-alt", "a11y:label"} <= kinds  # fmt: skip
    selectors = {f.selector for f in found}
    assert {"#broken", "#too-wide", "#low-contrast", "#no-alt", "#unlabelled"} <= selectors
    assert not found.ok and list(found.df.columns[:6]) == [
        "check", "severity", "message", "selector", "count", "help_url",
    ]  # fmt: skip
    clean = nbshot.check("demo:/signin", ["all"], devices=["desktop", "phone"],
                         variants=["light", "dark"])  # fmt: skip
    assert len(clean) == 0 and clean.ok


def test_default_checks_leave_out_a11y_and_tap_targets_need_touch() -> None:
    found = nbshot.check("demo:/problems")
    assert not any(f.check.startswith("a11y") for f in found)
    assert not any(f.check == "tap-targets" for f in found)  # desktop: no touch
    with pytest.raises(nbshot.InvalidArgument, match="Unknown check"):
        nbshot.check("demo:/", ["spelling"])


def test_findings_on_one_device_say_which() -> None:
    found = nbshot.check("demo:/problems", ["tap-targets"], device="phone")
    assert len(found) and {f.device for f in found} == {"phone"}
    assert "(phone)" in found.text and "None" not in found.text


def test_check_a_live_session() -> None:
    with nbshot.open("demo:/problems") as session:
        found = nbshot.check(session, ["console", "images"])
    assert {f.check for f in found} == {"console", "images"}
