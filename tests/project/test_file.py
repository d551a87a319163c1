"""The project file (nbshot.project.file): the nearest one found, an explicit one winning,
and each wrong key named with its file and line."""

from __future__ import annotations

from pathlib import Path

import pytest
from projects import write_project

import nbshot
from nbshot.project import file as project_file

pytestmark = pytest.mark.usefixtures("no_project_left")


def test_the_nearest_project_file_is_found_and_an_explicit_one_wins(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    outer = write_project(tmp_path / "app", 1, "x")
    deep = tmp_path / "app" / "src" / "pages"
    deep.mkdir(parents=True)
    monkeypatch.chdir(deep)
    assert project_file.find_file() == outer
    other = tmp_path / "other"
    other.mkdir()
    (other / "pyproject.toml").write_text('[project]\nname = "x"\n\n[tool.nbshot]\n'
                                          'base_url = "http://127.0.0.1:2"\n')  # fmt: skip
    monkeypatch.chdir(other)
    assert project_file.current().base_url == "http://127.0.0.1:2"  # type: ignore[union-attr]
    monkeypatch.setenv(project_file.ENV_CONFIG, str(outer))
    assert project_file.current().path == outer  # type: ignore[union-attr]
    assert project_file.use(other / "pyproject.toml").path == other / "pyproject.toml"  # type: ignore[union-attr]


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ('base_url = "http://x"\n\n[server]\ncomand = "npm start"\n',
         "server.comand: unknown key (nbshot.toml, line 4). Did you mean 'command'?"),
        ('base_url = "http://x"\n[profiles.smoke]\ntargets = ["/"]\ndevices = "phone"\n',
         "profiles.smoke.devices: must be a list, not str 'phone' (nbshot.toml, line 4)"),
        ('base_url = "x.example"\n',
         "base_url: 'x.example' is not an http(s) URL (nbshot.toml, line 1)"),
        ('[targets]\nhome = "/"\n\n[profiles.smoke]\ntargets = ["hom"]\n',
         "profiles.smoke.targets: 'hom' is not a target (nbshot.toml, line 5). "
         "Did you mean 'home'?"),
        ('[server]\ncommand = "x"\n', "server: has no ready_url, and there is no base_url"),
        ("base_url = \n", "nbshot.toml is not valid TOML"),
        ('[variants]\nnight = "nosuch"\n',
         "variants.night: Unknown variant 'nosuch' (nbshot.toml, line 2)"),
        ('base_url = "http://x"\n[sign_in]\nsteps = ["bogus:step"]\n',
         "sign_in.steps: Step 'bogus:step' is not valid: unknown action 'bogus' "
         "(nbshot.toml, line 3)"),
        ('[targets]\nhome = "/"\n[profiles.smoke]\ntargets = ["home"]\nsteps = ["clik:e3"]\n',
         "profiles.smoke.steps: Step 'clik:e3' is not valid"),
        ("a = " + "[" * 5000 + "]" * 5000 + "\n", "nbshot.toml nests arrays or tables too deeply"),
        ('[sign_in]\nurl = "/signin"\nsteps = ["fill:#pw=${APP_PW}"]\n',
         "sign_in.steps: ${APP_PW} is not in [secrets] (nbshot.toml, line 3)"),
        ('[sign_in]\nsteps = ["fill:#email=ada@example.com", "click:button"]\n',
         "sign_in: has no url: nbshot cannot tell which page is the sign-in page, so no page "
         "would be signed in (nbshot.toml, line 1)"),
        ('[sign_in]\nflow = "log_in"\n', "sign_in: has no url"),
        ("[runs]\nkeep = 3\nkeep_days = nan\n",
         "runs.keep_days: must be a number of days from 1 to 36525 (100 years), not nan "
         "(nbshot.toml, line 3). Use e.g. 90"),
        ("[runs]\nkeep_days = inf\n", "runs.keep_days: must be a number of days from 1 to "
         "36525 (100 years), not inf (nbshot.toml, line 2)"),
        ("[runs]\nkeep = 0\n", "runs.keep: must be a whole number of runs, 1 or more, not 0 "
         "(nbshot.toml, line 2)"),
        ('[secrets]\nNBSHOT_MCP_TOKEN = "the token"\n',
         "secrets.NBSHOT_MCP_TOKEN: NBSHOT_MCP_TOKEN is one of nbshot's own variables "
         "(nbshot.toml, line 2)"),
    ],
)  # fmt: skip
def test_a_wrong_project_file_names_the_key_and_line(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, text: str, message: str
) -> None:
    (tmp_path / "nbshot.toml").write_text(text)
    monkeypatch.chdir(tmp_path)
    with pytest.raises(nbshot.InvalidArgument) as caught:
        nbshot.capture("/")
    assert message in caught.value.message


def test_the_projects_vision_provider_is_describes_default(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    shot = nbshot.capture(html="<h1>Orders</h1>", out_dir=tmp_path)
    assert nbshot.describe(shot).provider == "local"  # no project: the offline one
    (tmp_path / "nbshot.toml").write_text('vision_provider = "gpt-vision-9000"\n')
    monkeypatch.chdir(tmp_path)
    with pytest.raises(nbshot.InvalidArgument, match="gpt-vision-9000"):
        nbshot.describe(shot)
    assert nbshot.describe(shot, provider="local").provider == "local"  # the call wins


def test_a_project_device_nobody_has_is_named_with_its_file_and_line(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    (tmp_path / "nbshot.toml").write_text('[devices]\nphone = "iPhone 13"\nwide = "abc"\n')
    monkeypatch.chdir(tmp_path)
    with pytest.raises(nbshot.InvalidArgument) as caught:
        nbshot.capture_matrix(["demo:/"], devices=["wide"], progress=False)
    assert "devices.wide: Unknown device 'abc' (nbshot.toml, line 3)" in caught.value.message


def test_a_sign_in_without_url_takes_its_page_from_a_first_goto_step(tmp_path: Path) -> None:
    file = tmp_path / "nbshot.toml"
    file.write_text('[sign_in]\nsteps = ["goto:/signin", "fill:#email=ada@example.com"]\n')
    spec = project_file.load(file).sign_in
    assert spec is not None
    assert (spec.url, spec.url_from) == ("/signin", "sign_in.steps[0]")
    file.write_text('[sign_in]\nurl = "/login"\nsteps = ["goto:/signin"]\n')
    spec = project_file.load(file).sign_in
    assert spec is not None and (spec.url, spec.url_from) == ("/login", None)  # url wins
