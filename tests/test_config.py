"""Process-wide settings (nbshot.config): a child process starts from the NBSHOT_*
variables its parent set, and configure() checks every value before it sets any."""

from __future__ import annotations

import pytest

import nbshot
from nbshot.config import Settings, configure, settings


def test_a_child_process_starts_from_the_variables_its_parent_set(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setenv("NBSHOT_TIMEZONE", "UTC")
    monkeypatch.setenv("NBSHOT_FILE_URLS", "0")
    monkeypatch.setenv("NBSHOT_REDUCED_MOTION", "1")
    # nbshot's own variables and what is no name at all are dropped, not raised at import.
    monkeypatch.setenv("NBSHOT_SECRETS", "SHOP_TOKEN, NBSHOT_MCP_TOKEN, not a name")
    fresh = Settings()
    assert (fresh.timezone, fresh.allow_file_urls, fresh.reduced_motion) == ("UTC", False, True)
    assert fresh.secrets == ("SHOP_TOKEN",)
    monkeypatch.delenv("NBSHOT_FILE_URLS")
    assert Settings().allow_file_urls is True
    monkeypatch.setenv("NBSHOT_WARM_KERNELS", "0")
    assert Settings().warm_kernels is False
    monkeypatch.delenv("NBSHOT_WARM_KERNELS")
    assert Settings().warm_kernels is True


@pytest.mark.parametrize(
    ("given", "message"),
    [
        ({"timezone": "Mars/Olympus"}, "timezone='Mars/Olympus' is not a known timezone"),
        ({"locale": "en US!"}, "locale='en US!' is not a language tag"),
        ({"timeout": 0}, "timeout=0 is not allowed"),
        ({"concurrency": 0}, "concurrency=0 is not allowed"),
        ({"out_dir": "/proc/x"}, "out_dir='/proc/x' is not a place for files"),
    ],
)
def test_a_bad_value_is_refused_and_nothing_is_set(given: dict[str, object], message: str) -> None:
    before = (settings.timezone, settings.locale, settings.timeout, settings.concurrency)
    with pytest.raises(nbshot.InvalidArgument, match=message):
        configure(**{"concurrency": 3, "timezone": "UTC", **given})  # type: ignore[arg-type]
    assert (settings.timezone, settings.locale, settings.timeout, settings.concurrency) == before
