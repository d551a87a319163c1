"""The error hierarchy (nbshot.errors): a stable code per class, what went wrong and what
to try in one bounded message, the plain form the JSON faces send, and errors that
survive the trip back from another process."""

from __future__ import annotations

import pickle

import pytest

import nbshot
from nbshot import errors


def test_each_error_says_what_went_wrong_and_what_to_try_under_its_own_code() -> None:
    error = nbshot.Timeout("'#never' did not appear within 1 s.", "Raise timeout=")
    assert error.code == "Timeout" and error.retryable
    assert error.message == str(error) == "'#never' did not appear within 1 s. Raise timeout="
    assert error.to_dict() == {"code": "Timeout", "message": error.message, "retryable": True}
    assert nbshot.InvalidArgument("Unknown check 'x'").message == "Unknown check 'x'."
    assert not nbshot.InvalidArgument("x").retryable
    # Users catch the builtin kinds too.
    assert isinstance(nbshot.InvalidArgument("x"), ValueError)
    assert isinstance(nbshot.Timeout("x"), TimeoutError)


def test_every_concrete_error_has_its_class_name_as_code() -> None:
    kinds = [k for k in vars(errors).values()
             if isinstance(k, type) and issubclass(k, nbshot.NbshotError)]  # fmt: skip
    assert len(kinds) > 15
    for kind in kinds:
        assert kind.code == kind.__name__


def test_a_huge_message_is_bounded() -> None:
    error = nbshot.InvalidArgument("x" * 10_000, "y" * 10_000)
    assert len(error.what) == errors.MAX_WHAT and error.what.endswith("…")
    assert error.hint is not None and len(error.hint) == errors.MAX_HINT


@pytest.mark.parametrize("kind", [nbshot.NavigationFailed, nbshot.FlowFailed, nbshot.WorkerLost])
def test_an_error_raised_on_a_worker_arrives_whole(kind: type[nbshot.NbshotError]) -> None:
    error = kind("Could not load http://127.0.0.1:9/", "Check the URL")
    error.attempts = 3  # type: ignore[attr-defined]
    back = pickle.loads(pickle.dumps(error))
    assert type(back) is kind and back.message == error.message
    assert back.attempts == 3  # type: ignore[attr-defined]
