"""The retry policy (nbshot/flow/retry.py): where it is said and which place wins, the
bounds of each setting (in the project file, with its line; in the API and on the
command line, before anything runs), the backoff and its cap, and how a run with
retries is told to the readers that need no kernel: notifications, email, changes."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner
from flow_paths import ROOT, TEST_FLOWS
from snippets import blocks
from timing import scaled

import nbshot
from nbshot.cli.app import main
from nbshot.flow.changes import compare_runs
from nbshot.flow.mail_message import compose
from nbshot.flow.notify import body, events_of
from nbshot.flow.retry import Policy, attempt_lines, outcome, policy_for
from nbshot.project import file as project_file

pytestmark = pytest.mark.usefixtures("no_project_left")


def _project(folder: Path, text: str) -> Path:
    """``text`` as the project file in force."""
    path = folder / "nbshot.toml"
    path.write_text(text)
    project_file.use(path)
    return path


def test_each_wait_doubles_from_the_delay_up_to_ten_minutes() -> None:
    policy = Policy(retries=6, delay=100.0)
    assert [policy.wait_after(n) for n in range(1, 7)] == [100, 200, 400, 600, 600, 600]
    assert Policy(retries=3, delay=0.0).wait_after(3) == 0
    assert Policy(retries=2, delay=0.25).wait_after(3) == 1.0


def test_only_the_statuses_listed_are_retried_and_only_while_retries_are_left() -> None:
    policy = Policy(retries=2, delay=0, on=("failed",))
    assert policy.retries_after(1, "failed") and policy.retries_after(2, "failed")
    assert not policy.retries_after(3, "failed")  # two retries done: three attempts
    assert not policy.retries_after(1, "timeout") and not policy.retries_after(1, "ok")
    assert not Policy().retries_after(1, "failed")  # no retries unless asked for
    assert Policy(retries=1).on == ("failed", "timeout")


def test_the_run_says_first_then_the_flow_then_the_project(tmp_path: Path) -> None:
    assert policy_for("counts") == Policy()  # no project: no retries
    _project(
        tmp_path,
        '[runs]\nretries = 1\nretry_delay = 5\nretry_on = ["failed", "error"]\n\n'
        "[flows.counts]\nretries = 3\n",
    )
    assert policy_for("counts") == Policy(3, 5.0, ("failed", "error"))
    assert policy_for("audit") == Policy(1, 5.0, ("failed", "error"))
    assert policy_for("counts", retries=0) == Policy(0, 5.0, ("failed", "error"))
    assert policy_for("counts", retry_delay=1, retry_on="timeout") == Policy(3, 1.0, ("timeout",))
    assert policy_for("counts", retry_on=["kernel-died"]).on == ("kernel-died",)


@pytest.mark.parametrize(
    ("options", "message"),
    [
        ({"retries": -1}, "retries: must be a whole number of retries from 0 to 10, not -1"),
        ({"retries": 11}, "not 11"),
        ({"retries": 1e9}, "not 1000000000.0"),
        ({"retries": True}, "not True"),
        ({"retries": 2.5}, "not 2.5"),
        ({"retry_delay": -0.5}, "retry_delay: must be a number of seconds from 0 to 600, not -0.5"),
        ({"retry_delay": float("nan")}, "not nan"),
        ({"retry_delay": float("inf")}, "not inf"),
        ({"retry_delay": 10**9}, "not 1000000000"),
        ({"retry_on": ["cancelled"]}, "retry_on: cannot hold 'cancelled': a cancelled run was "
                                      "stopped on purpose"),
        ({"retry_on": ["failed", "flaked"]}, "'flaked' is not a status a run can be retried on"),
        ({"retry_on": [3]}, "must be a list of statuses"),
    ],
)  # fmt: skip
def test_a_setting_out_of_bounds_is_refused_before_anything_runs(
    tmp_path: Path, options: dict[str, Any], message: str
) -> None:
    runs = tmp_path / "runs"
    with pytest.raises(nbshot.InvalidArgument) as caught:
        nbshot.run_flow(TEST_FLOWS / "counts.ipynb", out_dir=runs, progress=False, **options)
    assert message in caught.value.message
    assert not runs.exists()  # nothing ran, no folder


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("[runs]\nkeep = 3\nretries = -1\n",
         "runs.retries: must be a whole number of retries from 0 to 10, not -1 "
         "(nbshot.toml, line 3). Use e.g. 2"),
        ("[runs]\nretries = 1000\n", "runs.retries: must be a whole number of retries from 0 "
                                     "to 10, not 1000 (nbshot.toml, line 2)"),
        ("[runs]\nretries = 2.0\n", "runs.retries: must be a whole number, not float 2.0 "
                                    "(nbshot.toml, line 2)"),
        ("[flows.audit]\nretries = 2\nretry_delay = nan\n",
         "flows.audit.retry_delay: must be a number of seconds from 0 to 600, not nan "
         "(nbshot.toml, line 3)"),
        ("[flows.audit]\nretry_delay = inf\n",
         "flows.audit.retry_delay: must be a number of seconds from 0 to 600, not inf "
         "(nbshot.toml, line 2)"),
        ("[flows.audit]\nretry_delay = -1\n", "not -1 (nbshot.toml, line 2)"),
        ('[flows.audit]\nretry_on = ["failed", "cancelled"]\n',
         "flows.audit.retry_on: cannot hold 'cancelled': a cancelled run was stopped on purpose "
         "(nbshot.toml, line 2)"),
        ('[runs]\nretry_on = "failed"\n', "runs.retry_on: must be a list, not str 'failed' "
                                          "(nbshot.toml, line 2)"),
        ("[flows.audit]\nretrys = 1\n",
         "flows.audit.retrys: unknown key (nbshot.toml, line 2). Did you mean 'retries'?"),
        ("[flows]\nretries = 2\n", "flows.retries: must be a flow's table ([flows.retries]) or "
                                   "folder, not int 2 (nbshot.toml, line 2)"),
        ('[notify]\nurl = "https://hooks.example.com/x"\non = ["fail", "flakey"]\n',
         "notify.on: 'flakey' is not an event (nbshot.toml, line 3). Use some of: fail, "
         "recover, changes, flaky"),
    ],
)  # fmt: skip
def test_a_wrong_retry_setting_in_the_project_file_names_the_key_and_line(
    tmp_path: Path, text: str, message: str
) -> None:
    (tmp_path / "nbshot.toml").write_text(text)
    with pytest.raises(nbshot.InvalidArgument) as caught:
        project_file.load(tmp_path / "nbshot.toml")
    assert message in caught.value.message  # what, where, then what to try


def test_flows_is_a_folder_or_a_table_with_the_folder_and_each_flows_settings(
    tmp_path: Path,
) -> None:
    (tmp_path / "nbshot.toml").write_text('flows = "notebooks"\n')
    assert project_file.load(tmp_path / "nbshot.toml").flows == tmp_path / "notebooks"
    (tmp_path / "nbshot.toml").write_text(
        '[flows]\nfolder = "notebooks"\n\n[flows.audit]\nretries = 2\n\n[flows.other]\n'
    )
    project = project_file.load(tmp_path / "nbshot.toml")
    assert project.flows == tmp_path / "notebooks" and project.retry is None
    assert project.flow_retry == {
        "audit": project_file.Retry(2, None, None),
        "other": project_file.Retry(),
    }


def test_the_documented_retries_block_loads(tmp_path: Path) -> None:
    (example,) = [b for b in blocks(ROOT / "docs" / "flows.md", "toml") if "retry_delay" in b]
    project = project_file.load(_project(tmp_path, example))
    assert project.retry is not None and project.flow_retry
    assert "flaky" in (project.notify.on if project.notify else ())


def test_the_command_line_takes_retries_and_refuses_them_out_of_bounds(tmp_path: Path) -> None:
    shown = CliRunner().invoke(main, ["run", "--help"]).output
    assert "--retries N" in shown and "--retry-delay S" in shown and "--retry-on STATUS" in shown
    assert "'flaky'" in shown and "600 s" in shown
    flow, runs = str(TEST_FLOWS / "counts.ipynb"), str(tmp_path / "runs")
    command = [sys.executable, "-m", "nbshot", "run", flow, "--out", runs,
               "--retries", "2", "--retry-delay", "nan"]  # fmt: skip
    done = subprocess.run(command, capture_output=True, text=True, timeout=scaled(60))
    assert done.returncode == 2, done.stderr
    assert "retry_delay: must be a number of seconds from 0 to 600, not nan" in done.stderr
    assert not (tmp_path / "runs").exists()


# -- how a run with retries is told ------------------------------------------------------


def _attempt(number: int, status: str, error: str | None = None) -> dict[str, Any]:
    return {"number": number, "status": status, "error": error, "duration": 1.25,
            "cell_index": 3 if error else None, "folder": "."}  # fmt: skip


def _manifest(status: str, *attempts: dict[str, Any], before: str | None = None) -> dict[str, Any]:
    changes = None
    if before is not None:
        changed = {"before": before, "after": status} if before != status else None
        changes = {"previous": "20261202-070000-9f8e7d", "changed": False, "status": changed}
    return {
        "flow": "audit", "run_id": "20261203-070000-1a2b3c", "status": status, "params": {},
        "started": "2026-12-03T07:00:00+00:00", "duration": 9.5, "changes": changes,
        "error": None, "attempts": list(attempts),
    }  # fmt: skip


FLAKY = (_attempt(1, "failed", "RuntimeError: the database is down"), _attempt(2, "ok"))


def test_a_flaky_run_says_on_which_attempt_it_passed() -> None:
    assert outcome(_manifest("flaky", *FLAKY)) == "passed on attempt 2"
    assert attempt_lines(_manifest("flaky", *FLAKY)) == [
        "attempt 1: failed in 1.2 s: RuntimeError: the database is down",
        "attempt 2: ok in 1.2 s",
    ]
    failed = _manifest("failed", _attempt(1, "failed", "E: x"), _attempt(2, "timeout", "T: y"))
    assert outcome(failed) == "failed after 2 attempts"
    assert outcome(_manifest("ok", _attempt(1, "ok"))) == ""  # one attempt: nothing to say
    assert outcome({"status": "ok"}) == "" and attempt_lines({"status": "ok"}) == []


def test_a_flaky_run_is_its_own_event_and_recovers_only_from_a_run_that_did_not_pass() -> None:
    assert events_of(_manifest("flaky", *FLAKY)) == ["flaky"]
    assert events_of(_manifest("flaky", *FLAKY, before="failed")) == ["recover", "flaky"]
    assert events_of(_manifest("ok", _attempt(1, "ok"), before="flaky")) == []
    failed = _manifest("failed", _attempt(1, "failed", "E: x"), before="flaky")
    assert events_of(failed) == ["fail"]


def test_the_webhook_and_the_email_say_passed_on_attempt_2(tmp_path: Path) -> None:
    manifest = _manifest("flaky", *FLAKY, before="failed")
    said = body(manifest, events_of(manifest), "https://reports.example.com/r.html")
    assert said["text"].splitlines()[:3] == [
        "nbshot: audit recovered (flaky after failed): passed on attempt 2 (recovered, flaky)",
        "Attempt 1: failed in 1.2 s: RuntimeError: the database is down",
        "Attempt 2: ok in 1.2 s",
    ]
    assert said["attempt"] == 2 and [a["status"] for a in said["attempts"]] == ["failed", "ok"]
    message = compose(manifest, ["flaky"], None, tmp_path, "r@example.com", ("a@example.com",))
    assert message["Subject"].startswith("nbshot: audit flaky, passed on attempt 2")
    text = message.get_body(("plain",)).get_content()  # type: ignore[union-attr]
    line = "Attempts: passed on attempt 2; attempt 1 failed: RuntimeError: the database is down"
    assert line in text
    page = message.get_body(("html",)).get_content()  # type: ignore[union-attr]
    assert '<th align="left" valign="top">Attempts</th>' in page
    failed = _manifest("failed", _attempt(1, "failed", "E: x"), _attempt(2, "failed", "E: y"))
    assert body(failed, ["fail"], None)["text"].startswith("nbshot: audit failed after 2 attempts")


def test_ok_and_flaky_are_both_passes_for_what_changed(tmp_path: Path) -> None:
    def status_change(before: str, after: str) -> dict[str, Any]:
        found = compare_runs(tmp_path, {"status": after, "run_id": "b"}, tmp_path,
                             {"status": before, "run_id": "a"})  # fmt: skip
        return {"changed": found["changed"], "status": found["status"]}

    assert status_change("ok", "flaky") == {
        "changed": False, "status": {"before": "ok", "after": "flaky"}}  # fmt: skip
    assert status_change("flaky", "ok")["changed"] is False
    assert status_change("flaky", "failed")["changed"] is True
    assert status_change("failed", "flaky")["changed"] is True
    assert json.dumps(status_change("ok", "ok")) == '{"changed": false, "status": null}'


def test_a_flaky_run_over_its_budget_fails_as_an_ok_one_does(tmp_path: Path) -> None:
    from nbshot.flow.budgets import run_error

    _project(tmp_path, "[budgets]\nlcp_ms = 2500\n")
    pages = [{"name": "home", "url": "https://shop.example/", "lcp_ms": 3120}]
    for status in ("ok", "flaky"):
        error = run_error({"status": status, "vitals": pages})
        assert error is not None and error["message"].startswith("Over budget: home")
    assert run_error({"status": "failed", "vitals": pages}) is None  # failed already
