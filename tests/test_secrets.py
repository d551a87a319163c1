"""nbshot.secrets: only listed names expand, nbshot's own never do, and every form a
page or a transport gives a secret is masked."""

from __future__ import annotations

import base64
import json
from urllib.parse import quote, quote_plus

import pytest

import nbshot
from nbshot import secrets
from nbshot.config import reload_env
from nbshot.errors import InvalidArgument
from nbshot.secrets import MASK

VALUE = "Tr0ub4dor&3/+ x"  # characters every encoding writes differently


@pytest.fixture(autouse=True)
def _env(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("SHOP_PASSWORD", VALUE)
    monkeypatch.setenv("NBSHOT_MCP_TOKEN", "the-servers-own-token")
    monkeypatch.setenv("HOME_SECRET", "not-listed-anywhere")


def test_a_listed_name_expands_and_is_remembered() -> None:
    assert secrets.expand("pw=${SHOP_PASSWORD}", {"SHOP_PASSWORD"}) == f"pw={VALUE}"
    assert secrets.redact(f"typed {VALUE}") == f"typed {MASK}"


def test_an_unlisted_name_is_a_coded_error_naming_the_allow_list() -> None:
    with pytest.raises(InvalidArgument) as raised:
        secrets.expand("${HOME_SECRET}", {"SHOP_PASSWORD"})
    assert "HOME_SECRET" in raised.value.what and "SHOP_PASSWORD" in (raised.value.hint or "")
    assert "not-listed-anywhere" not in raised.value.message
    # Its default is text the step's author wrote: it is used, the environment is not.
    assert secrets.expand("${HOME_SECRET:-fallback}", {"SHOP_PASSWORD"}) == "fallback"


def test_nbshots_own_variables_never_expand_even_when_listed() -> None:
    with pytest.raises(InvalidArgument):
        secrets.expand("${NBSHOT_MCP_TOKEN}", {"NBSHOT_MCP_TOKEN"})
    with pytest.raises(InvalidArgument, match="nbshot's own"):
        nbshot.configure(secrets=["NBSHOT_MCP_TOKEN"])
    with pytest.raises(InvalidArgument, match="variable name"):
        nbshot.configure(secrets=["not a name"])


def test_the_runners_carriers_expand_only_when_listed(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("NBSHOT_SECRET_PASSWORD", "carried-by-the-runner")
    with pytest.raises(InvalidArgument):
        secrets.expand("${NBSHOT_SECRET_PASSWORD}", set())
    carried = secrets.expand("${NBSHOT_SECRET_PASSWORD}", {"NBSHOT_SECRET_PASSWORD"})
    assert carried == "carried-by-the-runner"


def test_every_encoding_of_a_secret_is_masked() -> None:
    secrets.remember(VALUE)
    raw = VALUE.encode()
    encodings = [
        VALUE, quote(VALUE, safe=""), quote(VALUE), quote_plus(VALUE),
        "Tr0ub4dor%263%2f%2b%20x", base64.b64encode(raw).decode(),
        base64.b64encode(raw).decode().rstrip("="), base64.urlsafe_b64encode(raw).decode(),
        raw.hex(), VALUE.upper(), VALUE.lower(), VALUE[::-1], json.dumps(VALUE)[1:-1],
        "Tr0ub4dor&amp;3/+ x",
    ]  # fmt: skip
    for form in encodings:
        shown = secrets.redact(f"GET /q?v={form} HTTP/1.1")
        assert form not in shown and MASK in shown, form


def test_a_known_secret_is_written_as_its_reference_for_a_replay() -> None:
    secrets.expand("${SHOP_PASSWORD}", {"SHOP_PASSWORD"})
    assert secrets.as_references(f"note {VALUE}", "NOTE") == "note ${SHOP_PASSWORD}"
    secrets.remember("found-in-a-password-field")
    assert secrets.as_references("found-in-a-password-field", "NOTE") == "${NOTE}"


def test_the_allow_list_reaches_a_child_process_through_the_environment(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setenv("NBSHOT_SECRETS", "SHOP_PASSWORD, NBSHOT_MCP_TOKEN,bad name")
    before = nbshot.settings.secrets
    try:
        assert reload_env().secrets == ("SHOP_PASSWORD",)  # own and bad dropped
    finally:
        nbshot.settings.secrets = before
