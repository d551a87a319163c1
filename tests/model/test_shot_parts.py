"""What a Shot is made of: the small values a capture records, and what views read."""

from __future__ import annotations

from nbshot.demo import DemoSite
from nbshot.errors import Timeout
from nbshot.model.shot_parts import Box, ConsoleMessage, FailedRequest, Failure


def test_a_failed_request_shows_its_status_or_error_and_a_demo_url_short(
    demo: DemoSite,
) -> None:
    assert repr(FailedRequest(f"{demo.url}/missing", status=404)) == (
        "<FailedRequest 404 demo:/missing>"
    )
    assert repr(FailedRequest("https://example.com/x", error="net::ERR_FAILED")) == (
        "<FailedRequest net::ERR_FAILED https://example.com/x>"
    )


def test_the_parts_are_plain_values() -> None:
    assert Box(1, 2, 3, 4) == Box(1.0, 2.0, 3.0, 4.0)
    assert ConsoleMessage("error", "boom").location == ""
    failure = Failure("demo:/", "home", Timeout("took too long"))
    assert failure.error.code == "Timeout" and failure.name == "home"
