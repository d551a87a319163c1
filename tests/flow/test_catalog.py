"""Finding flows and checking their parameters (nbshot/flow/catalog.py)."""

from __future__ import annotations

from pathlib import Path

import pytest
from flow_paths import FLOWS, SHIPPED, TEST_FLOWS

import nbshot
from nbshot.flow.catalog import coerce, find_flow

pytestmark = pytest.mark.notebook


def test_flows_lists_shipped_flows_with_titles_and_typed_parameters() -> None:
    table = nbshot.flows(FLOWS)
    assert sorted(table["name"]) == SHIPPED
    homepage = table.set_index("name").loc["homepage"]
    assert homepage["title"] == "Homepage"
    assert "accessibility tree" in homepage["description"]
    params = {p["name"]: p for p in homepage["parameters"]}
    assert params["url"] == {
        "name": "url", "type": "str", "default": "",
        "help": "the page; empty or demo:/... means the bundled demo site",
    }  # fmt: skip
    responsive = {p["name"]: p for p in table.set_index("name").loc["responsive"]["parameters"]}
    assert responsive["devices"]["type"] == "list"


def test_flows_folder_that_does_not_exist_is_a_clear_error(tmp_path: Path) -> None:
    with pytest.raises(nbshot.InvalidArgument, match="No flows folder"):
        nbshot.flows(tmp_path / "nope")


def test_parameters_given_as_strings_become_their_types() -> None:
    probe = find_flow(TEST_FLOWS / "probe.ipynb", FLOWS)
    values = coerce(probe, {"n": "5", "ratio": "2", "flag": "yes", "names": '["b", "c"]'})
    assert values == {"n": 5, "ratio": 2.0, "flag": True, "names": ["b", "c"]}
    assert coerce(probe, {"n": 7, "ratio": 1})["ratio"] == 1.0


@pytest.mark.parametrize(
    ("params", "message"),
    [
        ({"n": "five"}, "Parameter 'n' takes a int; 'five' is not one"),
        ({"flag": "maybe"}, "Parameter 'flag' takes a bool"),
        ({"names": '{"a": 1}'}, "Parameter 'names' takes a list"),
        ({"n": True}, "Parameter 'n' takes a int"),
        ({"label": 3}, "Parameter 'label' takes a str"),
    ],
)
def test_a_value_of_the_wrong_type_names_the_parameter(
    params: dict[str, object], message: str
) -> None:
    probe = find_flow(TEST_FLOWS / "probe.ipynb", FLOWS)
    with pytest.raises(nbshot.InvalidArgument, match=message.replace("(", r"\(")):
        coerce(probe, params)
