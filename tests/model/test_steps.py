"""The step grammar: every form parses, and malformed steps name themselves."""

from __future__ import annotations

import pytest

import nbshot
from nbshot.model.steps import Step, parse_step, parse_steps, wait_seconds


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("click:e3", Step("click", "e3", None, "click:e3")),
        ("dblclick:e3", Step("dblclick", "e3", None, "dblclick:e3")),
        ("rightclick:f1e3", Step("rightclick", "f1e3", None, "rightclick:f1e3")),
        ("click:@420,180", Step("click", "@420,180", None, "click:@420,180")),
        ("fill:e4=hello", Step("fill", "e4", "hello", "fill:e4=hello")),
        ("fill:e4=a=b", Step("fill", "e4", "a=b", "fill:e4=a=b")),
        ("fill:input[name=q]=x", Step("fill", "input[name=q]", "x", "fill:input[name=q]=x")),
        (
            'fill:role=textbox[name="Email"s]=a@b.c',
            Step(
                "fill",
                'role=textbox[name="Email"s]',
                "a@b.c",
                'fill:role=textbox[name="Email"s]=a@b.c',
            ),
        ),
        ('fill:text="Name"=Ada', Step("fill", 'text="Name"', "Ada", 'fill:text="Name"=Ada')),
        ("type:e4=hello", Step("type", "e4", "hello", "type:e4=hello")),
        ("press:Enter", Step("press", None, "Enter", "press:Enter")),
        ("select:e7=blue", Step("select", "e7", "blue", "select:e7=blue")),
        ("check:e5", Step("check", "e5", None, "check:e5")),
        ("uncheck:e5", Step("uncheck", "e5", None, "uncheck:e5")),
        ("hover:e2", Step("hover", "e2", None, "hover:e2")),
        ("scroll:down 500", Step("scroll", None, "down 500", "scroll:down 500")),
        ("scroll:up", Step("scroll", None, "up 500", "scroll:up")),
        ("wait:text=Saved", Step("wait", None, "text=Saved", "wait:text=Saved")),
        ("wait:gone=Loading", Step("wait", None, "gone=Loading", "wait:gone=Loading")),
        ("wait:500ms", Step("wait", None, "500ms", "wait:500ms")),
        ("goto:/settings", Step("goto", None, "/settings", "goto:/settings")),
        ("back", Step("back", None, None, "back")),
        ("shot:after-login", Step("shot", None, "after-login", "shot:after-login")),
    ],
)
def test_every_form_parses(text: str, expected: Step) -> None:
    assert parse_step(text) == expected


@pytest.mark.parametrize(
    ("text", "why"),
    [
        ("", "it is empty"),
        (["click:e3", "press:Enter"], "it is a list, not one step"),  # act(["..."]) for act("...")
        ("jump:e3", "unknown action 'jump'"),
        ("click:", "nothing after the colon"),
        ("fill:e4", "missing '='"),
        ("fill:=x", "no target before '='"),
        ("click:@10", "coordinates must be @x,y"),
        ("scroll:sideways", "scroll needs a direction"),
        ("wait:forever", "unknown wait"),
        ("back:now", "'back' takes nothing"),
    ],
)
def test_malformed_steps_say_why(text: str, why: str) -> None:
    with pytest.raises(nbshot.InvalidArgument, match=why):
        parse_step(text)


def test_parse_steps_names_the_position() -> None:
    with pytest.raises(nbshot.InvalidArgument, match="Step 3 'jump:e1' is not valid"):
        parse_steps(["click:e1", "press:Enter", "jump:e1"])


def test_wait_seconds() -> None:
    assert wait_seconds("500ms") == 0.5
    assert wait_seconds("2s") == 2.0
    assert wait_seconds("text=x") is None
