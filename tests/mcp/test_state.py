"""What the MCP server holds between calls (nbshot.mcp.state): sessions close
themselves after --session-idle seconds unused, and a call naming one then is told
which session closed and why; through a real client over stdio and HTTP. The server's
settings come from the project file, explicit values winning (``load_config``)."""

from __future__ import annotations

import asyncio
import time
from pathlib import Path

import pytest
from mcp import Client
from mcp_servers import TRANSPORTS, serve
from timing import scaled

import mcp_shim
import nbshot
from nbshot.errors import InvalidArgument

pytestmark = pytest.mark.anyio


@pytest.fixture
def anyio_backend() -> str:
    return "asyncio"


async def _listed(client: Client) -> dict[str, str]:
    return (await client.call_tool("list", {"what": ["sessions"]})).structured_content or {}


async def _idle_session_closes_itself(transport: str, real_site: str, folder: Path) -> None:
    """One server over ``transport``: a session used within --session-idle stays open,
    one left unused closes itself, and a call naming it is told why."""
    folder.mkdir()
    # Long enough that an act's answer (a quarter of it between uses) comes in time on
    # a busy machine.
    idle = 3 * scaled(1)
    async with serve(transport, folder, "--out", str(folder / "out"),
                     "--session-idle", f"{idle:g}") as client:  # fmt: skip
        page = real_site + "todomvc/index.html"
        left = (await client.call_tool("open", {"url": page})).structured_content["session"]
        kept = (await client.call_tool("open", {"url": page})).structured_content["session"]
        # Used before its idle time is up, a session stays open (it is the last use that counts).
        for _ in range(4):
            await asyncio.sleep(idle / 4)
            used = await client.call_tool("act", {"session": kept, "steps": []})
            assert not used.is_error, (transport, used.content)
        deadline = time.monotonic() + idle + scaled(30)
        while left in str(await _listed(client)) and time.monotonic() < deadline:
            await asyncio.sleep(0.2)  # the server closes it on its own: no call needed
        after = await client.call_tool("act", {"session": left, "steps": []})
        unknown = await client.call_tool("act", {"session": "nosuch00", "steps": []})
    assert after.is_error and after.structured_content["code"] == "SessionClosed", transport
    message = after.content[0].text  # type: ignore[union-attr]
    assert f"Session '{left}' closed itself after {idle:g} s unused" in message
    assert "open" in message  # what to do: open a new one
    assert "No open session 'nosuch00'" in unknown.content[0].text  # type: ignore[union-attr]


async def test_an_idle_session_closes_itself_and_says_so(real_site: str, tmp_path: Path) -> None:
    # Over stdio and HTTP at once: the idle time is waited out once, not once per
    # transport (the two servers mostly wait, each for its own sessions' clocks).
    await asyncio.gather(*(_idle_session_closes_itself(t, real_site, tmp_path / t)
                           for t in TRANSPORTS))  # fmt: skip


def test_session_idle_is_checked(tmp_path: Path) -> None:
    assert mcp_shim.load_config(session_idle=5).session_idle == 5
    assert mcp_shim.load_config().session_idle == 15 * 60
    for bad in (0, -1, True, "soon", float("nan"), 8 * 86400):
        with pytest.raises(InvalidArgument, match="session_idle"):
            mcp_shim.load_config(session_idle=bad)


def test_the_project_file_is_the_servers_config_and_explicit_values_win(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from nbshot.flow.catalog import search_path

    (tmp_path / "my-flows").mkdir()
    (tmp_path / "nbshot.toml").write_text(
        'flows = "my-flows"\ndevice = "phone"\nruns = "r"\nout_dir = "shots"\nmax_calls = 2\n'
    )
    monkeypatch.setenv("NBSHOT_CONFIG", str(tmp_path / "nbshot.toml"))
    config = mcp_shim.load_config(runs="explicit")
    assert (config.device, config.runs, config.out_dir, config.max_calls) == (
        "phone", Path("explicit"), tmp_path / "shots", 2)  # fmt: skip
    assert search_path(config.flows)[0] == tmp_path / "my-flows"  # paths: from the file
    (tmp_path / "nbshot.toml").write_text('flows = "f"\nmax_cals = 2\n')
    with pytest.raises(nbshot.InvalidArgument, match=r"max_cals: unknown key .*line 2"):
        mcp_shim.load_config()
    (tmp_path / "nbshot.toml").write_text("flows = [unclosed")
    with pytest.raises(nbshot.InvalidArgument, match="not valid TOML"):
        mcp_shim.load_config()


def test_the_attached_browser_and_the_profile_are_checked_at_start(tmp_path: Path) -> None:
    config = mcp_shim.load_config(cdp_endpoint="127.0.0.1:9222")
    assert config.cdp_endpoint == "http://127.0.0.1:9222" and not config.cdp_tabs
    for remote in ("http://10.1.2.3:9222", "http://example.com:9222", "http://0.0.0.0:9222"):
        with pytest.raises(InvalidArgument, match="not on this machine"):
            mcp_shim.load_config(cdp_endpoint=remote)
        assert mcp_shim.load_config(cdp_endpoint=remote, cdp_allow_remote=True).cdp_endpoint
    with pytest.raises(InvalidArgument, match="both given"):
        mcp_shim.load_config(cdp_endpoint="http://127.0.0.1:9222", user_data_dir=tmp_path)
    with pytest.raises(InvalidArgument, match="need --cdp-endpoint"):
        mcp_shim.load_config(cdp_tabs=True)
    assert mcp_shim.load_config(user_data_dir=str(tmp_path)).user_data_dir == tmp_path
    assert mcp_shim.load_config().cdp_endpoint is None  # off unless started with it


class _Quiet:
    """Stands in for a session in the state's books (reap closes it; nothing else)."""

    closed = False
    url = "http://127.0.0.1/"

    def close(self) -> None:
        self.closed = True


def test_a_named_session_is_found_by_its_name_for_its_own_client_only() -> None:
    from nbshot.mcp.state import Config, OpenSession, ServerState

    state = ServerState(Config(session_idle=60))
    quiet = _Quiet()
    entry = OpenSession(quiet, "client-a", key="k1", name="checkout")  # type: ignore[arg-type]
    state.sessions["k1"] = entry
    assert state.session("checkout", "client-a") is entry is state.session("k1", "client-a")
    with pytest.raises(nbshot.SessionClosed, match="No open session 'checkout'"):
        state.session("checkout", "client-b")  # another client's name: as if none
    state.check_free("checkout", "client-b")  # names are each client's own
    with pytest.raises(nbshot.NameInUse, match="session k1"):
        state.check_free("checkout", "client-a")
    entry.used -= 120  # unused past --session-idle: the next look closes it
    with pytest.raises(nbshot.SessionClosed, match="'checkout' closed itself after 60 s"):
        state.session("checkout", "client-a")
    assert quiet.closed and state.sessions == {}
