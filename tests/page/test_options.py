"""The capture options are declared once (fields of nbshot.page.options.CaptureOptions
made with option()) and every face offers exactly what the declarations say: the API
signature and docstring, the checks, the CLI flags, the MCP capture tool's schema and
what a session takes. A made-up option declared in a test-only copy reaches them all."""

from __future__ import annotations

import inspect
from dataclasses import dataclass
from inspect import Signature
from pathlib import Path
from typing import Any, Literal

import click
import pytest
from click.testing import CliRunner
from mcp import Client
from mcp.server import MCPServer
from mcp.server.mcpserver.exceptions import ToolError

import nbshot
from nbshot.cli import main as cli
from nbshot.cli.pages import capture_flags
from nbshot.errors import InvalidArgument
from nbshot.mcp import build_server, load_config
from nbshot.mcp.pages import agent_parameters
from nbshot.page import option_args
from nbshot.page.options import (
    OPTIONS,
    CaptureOptions,
    checked_options,
    make_options,
    option,
    options_of,
    session_names,
    typed_args_source,
)
from nbshot.session import session


@pytest.fixture
def anyio_backend() -> str:
    return "asyncio"


def test_the_api_signature_and_docstring_come_from_the_declarations() -> None:
    for call in (nbshot.capture, nbshot.capture_async):
        params = inspect.signature(call).parameters
        for declared in OPTIONS:
            assert params[declared.name].default == declared.default, declared.name
            assert params[declared.name].kind is inspect.Parameter.KEYWORD_ONLY
    doc = nbshot.capture.__doc__ or ""
    assert all(f"\n{o.name}:\n" in doc for o in OPTIONS)


def test_make_options_takes_the_declared_defaults_and_refuses_other_names() -> None:
    opts = make_options()
    assert (opts.wait_until, opts.format, opts.full_page) == ("load", "png", False)
    with pytest.raises(InvalidArgument, match="unknown argument 'fullpage'"):
        make_options(fullpage=True)


def test_the_cli_has_a_flag_for_every_option_that_declares_one() -> None:
    shown = CliRunner().invoke(cli, ["capture", "--help"]).output
    declared = [o for o in OPTIONS if o.cli]
    assert declared
    for flagged in declared:
        assert flagged.cli in shown
    for each in OPTIONS:
        for choice in each.choices if each.cli else ():
            assert choice in shown


@pytest.mark.anyio
async def test_the_mcp_capture_tool_offers_the_options_declared_for_agents() -> None:
    async with Client(build_server(load_config())) as client:
        tools = {t.name: t for t in (await client.list_tools()).tools}
    properties = tools["capture"].input_schema["properties"]
    offered = {o.name for o in OPTIONS if o.mcp}
    assert offered <= set(properties)
    assert not ({o.name for o in OPTIONS} - offered) & set(properties)
    timeout = next(o for o in OPTIONS if o.name == "timeout")
    assert properties["timeout"]["description"] == timeout.help


@pytest.mark.parametrize("timeout", [0, -1, 10**13, "30"])
def test_timeouts_are_bounded(timeout: object) -> None:
    with pytest.raises(InvalidArgument, match="up to 3600"):
        make_options(timeout=timeout)


# -- a made-up option, declared in a test-only copy of the options --------------------


@dataclass(frozen=True, kw_only=True)
class _Tinted(CaptureOptions):
    """The real options plus one made up here: this one field is the whole edit."""

    tint: Literal["warm", "cool"] | None = option(
        None, "Tint the picture warm or cool.", "picture", cli="--tint", mcp=True
    )


_TINTED = options_of(_Tinted)


def test_a_made_up_option_is_checked_from_its_one_declaration() -> None:
    assert checked_options(_Tinted, {"tint": "warm"}).tint == "warm"
    assert checked_options(_Tinted, {}).tint is None  # its declared default
    with pytest.raises(InvalidArgument, match="tint='hot' is not allowed.*'warm', 'cool'"):
        checked_options(_Tinted, {"tint": "hot"})
    with pytest.raises(InvalidArgument, match="unknown argument 'tint'"):
        make_options(tint="warm")  # the real options do not have it


def test_a_made_up_option_gets_its_cli_flag() -> None:
    @click.command()
    @capture_flags(_TINTED)
    def command(**options: Any) -> None:
        click.echo(checked_options(_Tinted, options).tint)

    assert CliRunner().invoke(command, ["--tint", "cool"]).output == "cool\n"
    assert "--tint [warm|cool]" in CliRunner().invoke(command, ["--help"]).output
    assert CliRunner().invoke(command, ["--tint", "hot"]).exit_code == 2


@pytest.mark.anyio
async def test_a_made_up_option_is_in_the_mcp_schema() -> None:
    async def capture(**options: Any) -> str:
        try:
            return repr(checked_options(_Tinted, options).tint)
        except InvalidArgument as error:  # as nbshot's tools answer it
            raise ToolError(str(error)) from None

    capture.__signature__ = Signature(agent_parameters(_TINTED))  # type: ignore[attr-defined]
    server = MCPServer("options")
    server.add_tool(capture, name="capture")
    async with Client(server) as client:
        tools = {t.name: t for t in (await client.list_tools()).tools}
        answer = await client.call_tool("capture", {"tint": "cool"})
        refused = await client.call_tool("capture", {"tint": "hot"})
    tint = tools["capture"].input_schema["properties"]["tint"]
    assert tint["description"] == "Tint the picture warm or cool."
    assert {"string", "null"} == {kind["type"] for kind in tint["anyOf"]}
    assert "'cool'" in str(answer.content)
    assert refused.is_error and "tint='hot' is not allowed" in str(refused.content)


def test_a_made_up_option_gets_its_typed_keyword_argument() -> None:
    source = typed_args_source(_TINTED)
    assert source.count('tint: Literal["warm", "cool"] | None') == 2  # CaptureArgs, ShotArgs


def test_the_typed_keyword_arguments_are_made_from_the_declarations() -> None:
    written = Path(option_args.__file__).read_text()
    assert written == typed_args_source(), "Run python -m nbshot.page.options"
    assert set(option_args.CaptureArgs.__annotations__) == {o.name for o in OPTIONS}


def test_a_made_up_option_is_taken_by_a_session_as_its_group_says() -> None:
    assert "tint" in session_names("shot", _TINTED)
    assert "tint" not in session_names("open", _TINTED)
    # The session reads the real table the same way.
    assert session_names("shot") == session._SHOT_OPTIONS
    assert session_names("open") <= session._OPEN_OPTIONS
