"""The project file's declared schema (nbshot.project.schema): each table's keys,
types and checks, refused with the words and the line a person reads, and the same
schema as JSON Schema."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

import nbshot
from nbshot.model.vitals import METRICS
from nbshot.project.file import load
from nbshot.project.schema import Limits, ProjectFile

# One wrong file per table and kind of check, as "key: what (file, line N)" and the hint.
WRONG = [
    ("zzzz = 1\n", "zzzz: unknown key (nbshot.toml, line 1)", "Known: base_url, out_dir"),
    (
        "max_calls = 1.5\n",
        "max_calls: must be a whole number, not float 1.5 (nbshot.toml, line 1)",
        "Fix the value in the project file",
    ),
    ("out_dir = 3\n", "out_dir: must be a path (string), not int 3", ""),
    ("runs = 3\n", "runs: must be a path (string) or a table, not int 3", ""),
    (
        "[runs]\nkeep_days = 40000\n",
        "runs.keep_days: must be a number of days from 1 to 36525 "
        "(100 years), not 40000 (nbshot.toml, line 2)",
        "Use e.g. 90",
    ),
    ('[runs]\nretry_on = ["cancelled"]\n', "runs.retry_on: cannot hold 'cancelled'", "Use some of"),
    (
        "[flows]\naudit = 3\n",
        "flows.audit: must be a flow's table ([flows.audit]) or folder, "
        "not int 3 (nbshot.toml, line 2)",
        "For every flow",
    ),
    (
        "[flows.audit]\nretries = 20\n",
        "flows.audit.retries: must be a whole number of retries "
        "from 0 to 10, not 20 (nbshot.toml, line 2)",
        "Use e.g. 2",
    ),
    (
        '[server]\nready_url = "http://x"\n',
        "server: has no command (nbshot.toml, line 1)",
        'Add command = "npm run dev"',
    ),
    (
        '[server]\ncommand = ["a", 3]\nready_url = "http://x"\n',
        "server.command: must be a string or a list of strings, not list ['a', 3] (nbshot.toml, "
        "line 2)",
        "",
    ),
    (
        '[server]\ncommand = "a"\nready_url = "http://x"\n[server.env]\nA = 1\n',
        "server.env.A: must be a string, not int 1 (nbshot.toml, line 5)",
        "",
    ),
    ("[sign_in]\nsteps = []\n", "sign_in: has neither steps nor a flow (nbshot.toml, line 1)", ""),
    (
        "[devices]\nwide = [1, 2]\n",
        "devices.wide: must be a device name or [width, height, "
        "scale, mobile], not [1, 2] (nbshot.toml, line 2)",
        "e.g. phone",
    ),
    (
        '[profiles.smoke]\ndevices = ["x"]\n',
        "profiles.smoke: has no targets (nbshot.toml, line 1)",
        'Add targets = ["home", "/settings"]',
    ),
    (
        '[profiles.smoke]\ntargets = ["/", 3]\n',
        "profiles.smoke.targets: must be a string, not int 3 (nbshot.toml, line 2)",
        "",
    ),
    ('[secrets]\n"bad name" = "x"\n', "secrets.bad name:", ""),
    ("[notify]\n", "notify: has no url or email (nbshot.toml, line 1)", "Add url ="),
    (
        '[notify]\nurls = ["https://a", "ftp://x"]\n',
        "notify.url: 'ftp://x' is not an http(s) URL",
        "Use the webhook's https:// address",
    ),
    (
        '[notify]\nurl = "https://a"\non = ["nope"]\n',
        "notify.on: 'nope' is not an event (nbshot.toml, line 3)",
        "flaky",
    ),
    ('[notify]\nemail = ["a@b.c"]\n', "notify.email: needs [notify.smtp]", "Add [notify.smtp]"),
    (
        '[notify]\nemail = ["a@b.c"]\n[notify.smtp]\nhost = "h"\nfrom = "r@x.org"\nport = 0\n',
        "notify.smtp.port: 0 is not a port (nbshot.toml, line 6)",
        "Use e.g. 587",
    ),
    (
        '[notify]\nemail = ["a@b.c"]\n[notify.smtp]\nhost = ""\nfrom = "r@x.org"\n',
        "notify.smtp: has no host (nbshot.toml, line 3)",
        'Add host = "smtp.example.com"',
    ),
    (
        '[notify]\nemail = ["a@b.c"]\n[notify.smtp]\nhost = "h"\nfrom = "r@x.org"\nuser = "u"\n',
        "notify.smtp: has no password (user and password go together)",
        "",
    ),
    (
        '[notify]\nemail = ["a@b.c"]\n[notify.smtp]\nhost = "h"\nfrom = "r@x.org"\nuser = "${U}"\n'
        'password = "${PW}"\n[secrets]\nPW = "p"\n',
        "notify.smtp.user: ${U} is not in [secrets] (nbshot.toml, line 6)",
        "Add [secrets] U =",
    ),
    (
        '[budgets."/x"]\nfcp = 1\n',
        "budgets./x.fcp: unknown metric (nbshot.toml, line 2)",
        "Did you mean 'fcp_ms'?",
    ),
    ("[budgets]\nlcp_ms = inf\n", "budgets.lcp_ms: must be a limit of 0 or more, not inf", ""),
]


@pytest.mark.parametrize(("text", "message", "hint"), WRONG)
def test_each_table_refuses_a_wrong_value_naming_the_key_and_line(
    tmp_path: Path, text: str, message: str, hint: str
) -> None:
    (tmp_path / "nbshot.toml").write_text(text)
    with pytest.raises(nbshot.InvalidArgument) as caught:
        load(tmp_path / "nbshot.toml")
    assert message in caught.value.what
    assert hint in (caught.value.hint or "")


def test_in_a_pyproject_the_line_counts_from_the_top_of_that_file(tmp_path: Path) -> None:
    (tmp_path / "pyproject.toml").write_text(
        '[project]\nname = "x"\n\n[tool.nbshot.server]\ncomand = "npm start"\n'
    )
    with pytest.raises(nbshot.InvalidArgument) as caught:
        load(tmp_path / "pyproject.toml")
    assert caught.value.message == (
        "server.comand: unknown key (pyproject.toml, line 5). Did you mean 'command'?"
    )


def test_a_good_file_gives_its_values_with_paths_from_its_folder(tmp_path: Path) -> None:
    (tmp_path / "nbshot.toml").write_text(
        'base_url = "http://127.0.0.1:8000/"\nruns = "../runs"\n'
        '[server]\ncommand = ["npm", "start"]\ntimeout = 5\n'
        '[flows]\nfolder = "nb"\n[flows.audit]\nretries = 2\n'
        '[budgets]\nlcp_ms = 2500\n[budgets."/shop/*"]\nlcp_ms = 4000\n'
    )
    project = load(tmp_path / "nbshot.toml")
    assert project.base_url == "http://127.0.0.1:8000"
    assert project.runs == tmp_path.parent / "runs"
    assert project.flows == tmp_path / "nb"
    assert project.server is not None
    assert (project.server.ready_url, project.server.timeout) == ("http://127.0.0.1:8000/", 5.0)
    assert project.server.cwd == tmp_path
    assert project.flow_retry["audit"].retries == 2
    assert project.budgets == {"*": {"lcp_ms": 2500.0}, "/shop/*": {"lcp_ms": 4000.0}}


def test_the_budget_limits_are_the_metrics_a_run_records() -> None:
    assert list(Limits.model_fields) == list(METRICS)


def test_the_schema_is_there_as_json_schema_with_every_table() -> None:
    schema = ProjectFile.model_json_schema(by_alias=True)
    assert list(schema["properties"]) == [
        "base_url",
        "out_dir",
        "flows",
        "runs",
        "vision_provider",
        "device",
        "max_calls",
        "max_queue",
        "server",
        "sign_in",
        "targets",
        "devices",
        "variants",
        "profiles",
        "storybook",
        "secrets",
        "notify",
        "budgets",
    ]
    smtp = schema["$defs"]["SmtpTable"]
    assert smtp["required"] == ["host", "from"]
    assert smtp["additionalProperties"] is False


def test_the_json_schema_takes_a_good_file_and_refuses_an_unknown_key() -> None:
    import jsonschema

    if sys.version_info >= (3, 11):
        import tomllib
    else:  # pragma: no cover
        import tomli as tomllib

    schema = ProjectFile.model_json_schema(by_alias=True)
    good = tomllib.loads(
        'base_url = "http://x"\nruns = "runs"\n[server]\ncommand = ["npm", "start"]\n'
        '[flows]\nfolder = "nb"\n[flows.audit]\nretries = 2\n[budgets]\ncls = 0.1\n'
        '[budgets."/shop/*"]\nlcp_ms = 4000\n[notify.smtp]\nhost = "h"\nfrom = "r@x.org"\n'
    )
    jsonschema.validate(good, schema)
    with pytest.raises(jsonschema.ValidationError, match="comand"):
        jsonschema.validate({"server": {"comand": "x"}}, schema)
