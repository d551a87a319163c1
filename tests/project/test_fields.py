"""The kinds of value a project file's keys hold (nbshot.project.fields): each refused
in the words a person reads, a password never repeated, a number kept as written."""

from __future__ import annotations

from pathlib import Path

import pytest
from pydantic import BaseModel, ConfigDict, ValidationError

import nbshot
from nbshot.project.fields import Number, PathText, Port, refusal
from nbshot.project.file import load


class _Keys(BaseModel):
    """A table of one key of each kind, as the schema's tables declare them."""

    model_config = ConfigDict(strict=True)
    whole: int = 0
    flag: bool = False
    items: list[str] = []
    table: dict[str, str] = {}
    path: PathText = "."
    number: Number = 0
    port: Port = 1


@pytest.mark.parametrize(
    ("given", "keys", "what"),
    [
        ({"whole": 1.5}, ("whole",), "must be a whole number, not float 1.5"),
        ({"whole": True}, ("whole",), "must be a whole number, not bool True"),
        ({"flag": 1}, ("flag",), "must be true or false, not int 1"),
        ({"items": "a"}, ("items",), "must be a list, not str 'a'"),
        ({"items": ["a", 2]}, ("items",), "must be a string, not int 2"),  # no position
        ({"table": ["a"]}, ("table",), "must be a table, not list ['a']"),
        ({"table": {"k": 1}}, ("table", "k"), "must be a string, not int 1"),
        ({"path": 3}, ("path",), "must be a path (string), not int 3"),
        ({"number": "fast"}, ("number",), "must be a number, not str 'fast'"),
        ({"number": False}, ("number",), "must be a number, not bool False"),
        ({"port": 0}, ("port",), "0 is not a port"),
    ],
)
def test_each_kind_is_refused_in_the_words_of_the_file(
    given: dict[str, object], keys: tuple[str, ...], what: str
) -> None:
    with pytest.raises(ValidationError) as caught:
        _Keys.model_validate(given)
    said_keys, said, _ = refusal(caught.value.errors()[0])
    assert (said_keys, said) == (keys, what)


def test_a_number_is_kept_as_written() -> None:
    assert repr(_Keys.model_validate({"number": 3}).number) == "3"  # "not 3" in errors, not 3.0
    assert _Keys.model_validate({"number": 0.5}).number == 0.5


def test_a_password_written_in_the_file_is_never_repeated(tmp_path: Path) -> None:
    smtp = '[notify]\nemail = ["a@b.c"]\n[notify.smtp]\nhost = "h"\nfrom = "r@x.org"\nuser = "u"\n'
    for password in ('"hunter2-secret"', "12345678", '"${PW:-hunter2}"'):
        (tmp_path / "nbshot.toml").write_text(f"{smtp}password = {password}\n")
        with pytest.raises(nbshot.InvalidArgument) as caught:
            load(tmp_path / "nbshot.toml")
        assert 'notify.smtp.password: must be "${NAME}"' in caught.value.message
        assert "hunter2" not in caught.value.message and "12345678" not in caught.value.message
