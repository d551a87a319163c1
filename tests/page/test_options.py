"""The capture options are declared once (nbshot.page.options.OPTIONS) and every face
offers exactly what the declarations say: the API signature and docstring, the CLI
flags and the MCP capture tool's schema."""

from __future__ import annotations

import inspect

import pytest
from click.testing import CliRunner
from mcp import Client

import nbshot
from nbshot.cli import main as cli
from nbshot.errors import InvalidArgument
from nbshot.mcp import build_server, load_config
from nbshot.page.options import OPTIONS, make_options


@pytest.fixture
def anyio_backend() -> str:
    return "asyncio"


def test_the_api_signature_and_docstring_come_from_the_declarations() -> None:
    for call in (nbshot.capture, nbshot.capture_async):
        params = inspect.signature(call).parameters
        for option in OPTIONS:
            assert params[option.name].default == option.default, option.name
            assert params[option.name].kind is inspect.Parameter.KEYWORD_ONLY
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
    for option in declared:
        assert option.cli in shown
    for option in OPTIONS:
        for choice in option.choices if option.cli else ():
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
