"""Signing in once for a project's pages (nbshot.session.sign_in): [sign_in] steps or a
flow, the saved state reused by other processes and faces, a stale one redone once, a
failing one named."""

from __future__ import annotations

import os
import subprocess
import sys
import threading
import time
import uuid
from collections.abc import Iterator
from pathlib import Path

import pytest
from processes import with_env
from projects import TAG, write_project
from timing import scaled

import nbshot

SIGN_IN = """
[sign_in]
url = "/signin"
steps = ["fill:#email=ada@example.com", "fill:#password=${APP_PASSWORD}",
         "click:button", "wait:text=Welcome back"]

[secrets]
APP_PASSWORD = "the app's password"
"""

pytestmark = pytest.mark.usefixtures("no_project_left")


@pytest.fixture
def signed_in_app(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, closed_port: int
) -> Iterator[Path]:
    """A project whose app needs a cookie, with [sign_in] steps, as the working folder."""
    from nbshot.session import sign_in

    write_project(tmp_path, closed_port, uuid.uuid4().hex, SIGN_IN)
    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv("APP_PASSWORD", "open sesame")
    monkeypatch.setattr(sign_in, "count", 0)
    yield tmp_path


def _sign_ins(project: Path) -> int:
    return (project / ".nbshot" / "server.log").read_text().count("SIGNED IN")


def test_pages_of_the_app_are_captured_signed_in_and_the_sign_in_is_reused(
    signed_in_app: Path,
) -> None:
    from nbshot.session import sign_in

    # Four pictures of two pages, each of which would sign in if the first had not.
    shots = nbshot.capture_matrix({"inbox": "/", "settings": "/settings"},
                                  devices=["desktop", "phone"],
                                  out_dir=signed_in_app / "shots", progress=False)  # fmt: skip
    assert shots.ok and len(shots) == 4
    assert {s.title for s in shots} == {"Inbox", "Settings"}  # not the sign-in page
    state = signed_in_app / ".nbshot" / "sign-in.json"
    assert oct(state.stat().st_mode & 0o777) == "0o600"
    assert "open sesame" not in state.read_text()  # the cookie, not the password
    with nbshot.open("/settings") as session:  # sessions start signed in too
        assert session.url.endswith("/settings")  # not sent to /signin
    assert sign_in.count == 1 and _sign_ins(signed_in_app) == 1
    # Another process (a second run) reuses the saved state: no new sign-in.
    import subprocess

    subprocess.run([sys.executable, "-c", "import nbshot; assert nbshot.capture('/').title "
                    "== 'Inbox'"], check=True, cwd=signed_in_app, timeout=scaled(120))  # fmt: skip
    assert _sign_ins(signed_in_app) == 1


def test_a_stale_sign_in_is_redone_once_and_a_failing_step_is_named(
    signed_in_app: Path,
) -> None:
    from nbshot.session import sign_in

    state = signed_in_app / ".nbshot" / "sign-in.json"
    state.parent.mkdir(exist_ok=True)
    state.write_text('{"cookies": [], "origins": []}')  # fresh, but no longer valid
    assert nbshot.capture("/", out_dir=signed_in_app).title == "Inbox"
    assert sign_in.count == 1

    (signed_in_app / "nbshot.toml").write_text(
        (signed_in_app / "nbshot.toml").read_text().replace("click:button", "click:#log-in")
    )
    state.unlink()
    with pytest.raises(nbshot.InvalidArgument) as failed:
        nbshot.capture("/settings", out_dir=signed_in_app)
    message = failed.value.message
    assert "sign_in.steps[2] 'click:#log-in' failed" in message
    assert (signed_in_app / ".nbshot" / "sign-in-failed.png").is_file()
    assert "open sesame" not in message

    # Steps that pass but do not sign in: signed in again once, then an error.
    toml = signed_in_app / "nbshot.toml"
    toml.write_text(toml.read_text().split("steps = [")[0] + 'steps = ["wait:text=Email"]\n')
    with pytest.raises(nbshot.InvalidArgument, match="still lands on the sign-in page"):
        nbshot.capture("/settings", out_dir=signed_in_app)
    assert sign_in.count == 3  # the stale state's, then this one's twice


def test_a_sign_in_cut_off_by_the_engine_closing_does_not_stop_the_next(
    signed_in_app: Path,
) -> None:
    """The engine closed while a sign-in held the lock (left held here, as a sign-in
    cut off by the close leaves it): the engine's next loop signs in all the same."""
    from nbshot.browser.engine import engine
    from nbshot.session import sign_in

    async def held() -> None:
        await sign_in.lock().acquire()  # never released: the loop stops first

    engine.run(held())
    engine.close()
    # In a daemon thread, so a sign-in that waits for the dead lock fails here, not hangs.
    shots: list[nbshot.Shot] = []
    capture = threading.Thread(daemon=True, target=lambda: shots.append(
        nbshot.capture("/settings", out_dir=signed_in_app)))  # fmt: skip
    capture.start()
    capture.join(scaled(60))
    assert not capture.is_alive(), "the sign-in still waits for the closed loop's lock"
    assert shots and shots[0].title == "Settings"
    assert sign_in.count == 1


def test_any_way_of_loading_a_page_signs_in_with_nothing_imported_first(
    signed_in_app: Path,
) -> None:
    # A new entry point that uses only the page loader: the loader finds the signer
    # itself (nbshot.page.load.SIGN_IN), so no import has to wire it first.
    code = (
        "import sys\n"
        "from nbshot.browser.engine import engine\n"
        "from nbshot.page.load import open_loaded\n"
        "from nbshot.page.options import make_options\n"
        "from nbshot.page.targets import resolve_target\n"
        "assert 'nbshot.session.sign_in' not in sys.modules\n"
        "async def title():\n"
        "    target = resolve_target('/settings', None, None)\n"
        "    async with open_loaded(target, make_options()) as loaded:\n"
        "        return await loaded.page.title()\n"
        "print(engine.run(title()))\n"
    )
    done = subprocess.run([sys.executable, "-c", code], cwd=signed_in_app, capture_output=True,
                          text=True, timeout=scaled(120))  # fmt: skip
    assert done.stdout.strip() == "Settings", done.stderr[-2000:]
    assert _sign_ins(signed_in_app) == 1


def test_a_sign_in_page_taken_from_the_first_goto_step_is_used_and_said(
    signed_in_app: Path, capfd: pytest.CaptureFixture[str]
) -> None:
    toml = signed_in_app / "nbshot.toml"
    toml.write_text(toml.read_text().replace('url = "/signin"\nsteps = [',
                                             'steps = ["goto:/signin", '))  # fmt: skip
    assert nbshot.capture("/settings", out_dir=signed_in_app).title == "Settings"
    said = capfd.readouterr().err
    assert "its sign-in page /signin is taken from sign_in.steps[0]" in said


def _sign_in_flow(folder: Path, button: str, check: bool = False) -> None:
    """flows/log_in.ipynb: a flow that signs in to the app and closes its session."""
    import nbformat

    notebook = nbformat.v4.new_notebook(
        metadata={
            "kernelspec": {"name": "python3", "display_name": "Python 3", "language": "python"}
        }
    )
    notebook.cells = [
        nbformat.v4.new_markdown_cell("# Log in\n\nSigns in to the app."),
        nbformat.v4.new_code_cell('email = "ada@example.com"', metadata={"tags": ["parameters"]}),
        nbformat.v4.new_code_cell(
            "import os, nbshot\n"
            'with nbshot.open("/signin") as s:\n'
            '    s.act(f"fill:#email={email}", "fill:#password=${APP_PASSWORD}",\n'
            f'          "click:{button}", "wait:text=Welcome back")'
            + (".raise_for_failure()" if check else "")),
    ]  # fmt: skip
    (folder / "flows").mkdir(exist_ok=True)
    nbformat.write(notebook, folder / "flows" / "log_in.ipynb")


def test_a_sign_in_flow_signs_in_once_and_a_failing_one_is_reported(
    signed_in_app: Path,
) -> None:
    toml = signed_in_app / "nbshot.toml"
    toml.write_text(toml.read_text().split("[sign_in]")[0]
                    + '[sign_in]\nurl = "/signin"\nflow = "log_in"\n\n'
                    + '[secrets]\nAPP_PASSWORD = "the password"\n')  # fmt: skip
    _sign_in_flow(signed_in_app, "button")
    assert nbshot.capture("/settings", out_dir=signed_in_app).title == "Settings"
    assert nbshot.capture("/", out_dir=signed_in_app).title == "Inbox"
    state = signed_in_app / ".nbshot" / "sign-in.json"
    assert oct(state.stat().st_mode & 0o777) == "0o600"
    assert _sign_ins(signed_in_app) == 1
    assert [p.name for p in (signed_in_app / "runs" / "log_in").iterdir()]  # a real run

    # A flow whose cell raises is reported with the end of its output.
    state.unlink()
    _sign_in_flow(signed_in_app, "#log-in", check=True)
    with pytest.raises(nbshot.InvalidArgument) as failed:
        nbshot.capture("/settings", out_dir=signed_in_app)
    assert "sign_in.flow 'log_in' failed" in failed.value.message
    assert "#log-in" in failed.value.message and "open sesame" not in failed.value.message
    assert not state.exists()


# Two devices of the profile's own kind and of a preset, one variant of its own: each
# part taken from the profile is seen, in 4 pictures a pass rather than 8.
PROFILE = """
[targets]
inbox = "/"

[devices]
wide = [1600, 900, 1, false]

[variants]
night = "dark"

[profiles.smoke]
targets = ["inbox", "/settings"]
devices = ["wide", "phone"]
variants = ["night"]
steps = ["wait:text=Welcome back"]
"""


def test_a_profile_is_captured_signed_in_by_the_api_and_the_cli(
    signed_in_app: Path,
) -> None:
    from click.testing import CliRunner

    from nbshot.cli import main as cli
    from nbshot.session import sign_in

    toml = signed_in_app / "nbshot.toml"
    toml.write_text(toml.read_text().replace('[targets]\nsign-in = "/signin"\n', "") + PROFILE)
    shots = nbshot.capture_matrix(profile="smoke", out_dir=signed_in_app / "api", progress=False)
    assert shots.ok, shots.failures
    assert sorted(s.name for s in shots) == sorted(
        f"{screen}-{device}-night" for screen in ("inbox", "settings")
        for device in ("wide", "phone"))  # fmt: skip
    wide = shots["inbox-wide-night"]
    assert (wide.width, wide.height) == (1600, 900) and wide.title == "Inbox"
    assert shots["settings-phone-night"].options["variant"] == "night"

    done = CliRunner().invoke(cli, ["capture", "--profile", "smoke", "--out", "cli"])
    assert done.exit_code == 0, done.output
    assert len(done.output.split()) == 4 and all(Path(p).is_file() for p in done.output.split())
    assert sign_in.count == 1  # one sign-in for both, and for all 8 pictures

    # check and compare take the profile too: its targets on its devices and variants.
    findings = nbshot.check(profile="smoke", checks=["console", "overflow"])
    errors = [f for f in findings if "quota service down" in f.message]
    assert {(f.device, f.variant) for f in errors} == {("wide", "night"), ("phone", "night")}
    assert all(f.url.endswith("/settings") for f in errors)  # signed in, on its page
    # Baselines from the profile's own pictures; compare takes profile= too. (New, then
    # approved, then same: tests/pixels/test_compare.py proves that without a profile.)
    nbshot.approve(shots, baselines=signed_in_app / "baselines")
    again = nbshot.compare(profile="smoke", baselines=signed_in_app / "baselines")
    assert [c.status for c in again.changes] == ["same"] * 4
    assert sign_in.count == 1

    unknown = CliRunner().invoke(cli, ["capture", "--profile", "smok"])
    assert unknown.exit_code != 0 and "has no profile 'smok'" in unknown.output
    assert "Its profiles: smoke" in unknown.output


@pytest.fixture
def anyio_backend() -> str:
    return "asyncio"


@pytest.mark.anyio
async def test_an_agent_lists_and_captures_a_profile_over_stdio_signed_in(
    signed_in_app: Path,
) -> None:
    """nbshot-mcp started in the project's folder reads its file: the list tool names
    the profile and its parts, capture and check take profile=, the app's server is
    started for them and stopped when the client leaves."""
    from mcp import Client, StdioServerParameters

    toml = signed_in_app / "nbshot.toml"
    toml.write_text(toml.read_text().replace('[targets]\nsign-in = "/signin"\n', "") + PROFILE)
    tag = toml.read_text().split(f'{TAG} = "')[1].split('"')[0]
    params = StdioServerParameters(command=str(Path(sys.executable).parent / "nbshot-mcp"),
                                   env={**os.environ}, cwd=str(signed_in_app))  # fmt: skip
    async with Client(params) as agent:
        listed = (await agent.call_tool("list", {})).structured_content
        assert listed["project"] == str(toml)
        assert listed["profiles"] == [
            {
                "name": "smoke",
                "targets": ["inbox", "/settings"],
                "devices": ["wide", "phone"],
                "variants": ["night"],
                "checks": [],
            }
        ]
        assert listed["targets"] == {"inbox": "/"}
        assert {"wide", "phone"} <= set(listed["devices"]) and "night" in listed["variants"]
        assert "homepage" in {f["name"] for f in listed["flows"]}  # shipped flows too
        assert listed["sessions"] == [] and listed["runs"] == []

        shot = await agent.call_tool("capture", {"profile": "smoke"})
        assert not shot.is_error, shot.content[-1]
        rows = shot.structured_content["shots"]
        assert sorted((r["screen"], r["device"], r["variant"]) for r in rows) == sorted(
            (s, d, "night") for s in ("inbox", "settings") for d in ("wide", "phone")
        )
        assert not any(r["url"].endswith("/signin") for r in rows)  # signed in
        assert all(Path(r["path"]).is_file() for r in rows)
        kinds = [c.type for c in shot.content]  # a sheet per screen, each a resource too
        assert kinds == ["image", "image", "resource_link", "resource_link", "text"]

        found = await agent.call_tool("check", {"profile": "smoke", "checks": ["console"]})
        quota = [f for f in found.structured_content["findings"]
                 if "quota service down" in f["message"]]  # fmt: skip
        assert len(quota) == 2  # /settings on 2 devices
        assert with_env(TAG, tag)  # the app's server runs while the agent works
    assert _sign_ins(signed_in_app) == 1  # one sign-in for all of it
    deadline = time.monotonic() + scaled(10)
    while with_env(TAG, tag) and time.monotonic() < deadline:
        time.sleep(0.1)
    assert with_env(TAG, tag) == []  # stopped with the MCP server
