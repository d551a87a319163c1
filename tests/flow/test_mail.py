"""Email (nbshot/flow/mail.py): real flow runs told through real SMTP servers on
127.0.0.1 (aiosmtpd with STARTTLS and a login, servers that refuse, drop the
connection or hang), with the run's status untouched and the password nowhere; the
``[notify] email`` and ``[notify.smtp]`` keys of the project file."""

from __future__ import annotations

import json
import logging
import re
import shutil
import threading
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from flow_paths import ROOT, TEST_FLOWS
from mail_servers import Hang, Inbox, authenticator, make_tls, refusing_port, smtp_server
from snippets import blocks
from timing import scaled

import nbshot
from nbshot.demo import SITE_DIR, serve_folder
from nbshot.flow import mail
from nbshot.project import file as project_file
from nbshot.project.file import load

pytestmark = [
    pytest.mark.notebook,
    # aiosmtpd itself sets a deprecated attribute after each successful login.
    pytest.mark.filterwarnings("ignore:Session.login_data is deprecated:DeprecationWarning"),
]

PASSWORD = "smtp-pa55-5ecret-4e1d"  # the value of the secret SMTP_PASSWORD
USER = "reports-bot"
TEAM = ("web-team@example.com", "ops@example.com")
HOSTILE = '<script>alert("mail")</script><img src=x onerror=alert(2)>'


@pytest.fixture
def secret(monkeypatch: pytest.MonkeyPatch, no_project_left: None) -> Iterator[None]:
    monkeypatch.setenv("SMTP_PASSWORD", PASSWORD)
    yield


def use_project(
    folder: Path,
    port: int,
    *,
    email: tuple[str, ...] = TEAM,
    security: str = "none",
    login: bool = False,
    ca: Path | None = None,
    timeout: float = 20,
    tries: int = 3,
) -> Path:
    """A project file in ``folder`` whose [notify] emails ``email`` through
    127.0.0.1:``port``, made the project in force."""
    lines = [
        "[secrets]",
        'SMTP_PASSWORD = "the reports mailbox password"',
        "",
        "[notify]",
        f"email = {json.dumps(list(email))}",
        f"tries = {tries}",
        "",
        "[notify.smtp]",
        'host = "127.0.0.1"',
        f"port = {port}",
        f'security = "{security}"',
        'from = "nbshot <reports@example.com>"',
        f"timeout = {timeout}",
    ]
    if login:
        lines += [f'user = "{USER}"', 'password = "${SMTP_PASSWORD}"']
    if ca is not None:
        lines.append(f'ca_file = "{ca}"')
    path = folder / "nbshot.toml"
    path.write_text("\n".join(lines) + "\n")
    project_file.use(path)
    return path


def failing_run(folder: Path, notify: str | None = None) -> nbshot.FlowRun:
    """The flaky flow, failing (its status is "failed"), in ``folder``/runs."""
    marker = folder / "broken"
    marker.write_text("the database is down")
    return nbshot.run_flow(
        TEST_FLOWS / "flaky.ipynb",
        {"marker": str(marker)},
        out_dir=folder / "runs",
        progress=False,
        notify=notify,
    )


def notified(run: nbshot.FlowRun) -> list[dict[str, Any]]:
    manifest = json.loads((run.folder / "run.json").read_text())
    assert manifest["status"] == run.status
    return list(manifest.get("notified") or [])


def leaked(folder: Path, text: str) -> list[Path]:
    return [p for p in folder.rglob("*") if p.is_file() and text.encode() in p.read_bytes()]


def test_a_changed_run_emails_its_screens_over_starttls_with_a_login(
    secret: None, tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    caplog.set_level(logging.DEBUG, logger="nbshot")
    tls = make_tls(tmp_path)
    inbox = Inbox()
    site = tmp_path / "site"
    shutil.copytree(SITE_DIR, site)
    with (
        smtp_server(
            inbox,
            tls_context=tls.server,
            require_starttls=True,
            authenticator=authenticator(USER, PASSWORD, inbox),
        ) as port,
        serve_folder(site) as served,
    ):
        use_project(tmp_path, port, security="starttls", login=True, ca=tls.ca)
        params = {"url": f"{served.url}/index.html?q={HOSTILE}"}
        first = nbshot.run_flow(
            TEST_FLOWS / "watch.ipynb", params, out_dir=tmp_path / "runs", progress=False
        )
        assert first.ok and notified(first) == [] and inbox.attempts == 0  # nothing to say
        page = site / "index.html"
        script = json.dumps(HOSTILE).replace("</", "<\\/")
        page.write_text(
            page.read_text().replace(
                "</head>",
                f"<style>h1{{color:#d00 !important}}</style><script>console.error({script})"
                "</script></head>",
                1,
            )
        )
        second = nbshot.run_flow(
            TEST_FLOWS / "watch.ipynb", params, out_dir=tmp_path / "runs", progress=False
        )
    assert second.ok  # told, and still the flow's own status
    assert notified(second) == [
        {
            "url": "mailto:web-team@example.com,ops@example.com",
            "status": 250,
            "tries": 1,
            "error": "",
        }
    ]
    assert inbox.tls == [True] and inbox.logins == [(USER.encode(), PASSWORD.encode())]
    assert inbox.envelopes == [("reports@example.com", list(TEAM))]
    (message,) = inbox.messages
    assert message["Subject"].startswith("nbshot: watch ok, changed: 1 screen(s) changed: page")
    assert "1 new finding(s)" in message["Subject"]
    text, html = message.get_body(("plain",)), message.get_body(("html",))
    assert text is not None and html is not None
    plain, rich = text.get_content(), html.get_content()
    assert HOSTILE in plain and (second.folder / "report.html").as_uri() in plain
    assert "<script" not in rich.lower() and "onerror=alert(2)>" not in rich
    assert "console: &lt;script&gt;alert(&quot;mail&quot;)&lt;/script&gt;" in rich
    images = [p for p in message.walk() if p.get_content_maintype() == "image"]
    assert len(images) == 2  # the screen after the change, and the diff
    for image in images:
        assert f'src="cid:{image["Content-ID"][1:-1]}"' in rich
    assert leaked(tmp_path, PASSWORD) == [] and PASSWORD not in caplog.text
    assert PASSWORD not in message.as_string()


@pytest.mark.parametrize(
    ("server", "tries", "status", "error"),
    [
        ("refuses twice", 3, 250, ""),
        ("drops once", 2, 250, ""),
        ("refuses connections", 2, None, "ConnectionRefusedError"),
        ("hangs", 2, None, "TimeoutError: no whole conversation within 1 s"),
        ("trickles", 2, None, "TimeoutError: no whole conversation within 1 s"),
    ],
)
def test_a_server_that_refuses_drops_or_hangs_is_tried_again_within_bounds(
    server: str,
    tries: int,
    status: int | None,
    error: str,
    secret: None,
    tmp_path: Path,
    caplog: pytest.LogCaptureFixture,
) -> None:
    inbox = Inbox(refuse=2 if server == "refuses twice" else 0, drop=int(server == "drops once"))
    outcome: list[nbshot.FlowRun] = []
    with ServerFor(server, inbox) as (port, hang):
        use_project(tmp_path, port, timeout=1 if hang else 20, tries=tries)
        # On a thread, bounded: a try nothing bounds would hold the run for ever.
        runner = threading.Thread(target=lambda: outcome.append(failing_run(tmp_path)))
        runner.start()
        runner.join(scaled(120))
        assert outcome, f"the run still waits for the {server} server"
        if hang is not None:  # each try hung up on it: no connection is left reading
            assert hang.connections == tries
            assert all(hang.gone.acquire(timeout=scaled(10)) for _ in range(tries))
    (run,) = outcome
    assert run.status == "failed"  # the flow's, whatever the server did
    (delivery,) = notified(run)
    assert (delivery["url"], delivery["status"], delivery["tries"]) == (
        "mailto:web-team@example.com,ops@example.com",
        status,
        tries,
    )
    assert delivery["error"].startswith(error)
    assert len(inbox.messages) == (1 if status == 250 else 0)  # sent once, when sent
    warned = [r.getMessage() for r in caplog.records if r.name == "nbshot"]
    if status is None:
        assert warned == [
            f"nbshot: flaky {run.run_id} could not tell mailto:web-team@example.com,"
            f"ops@example.com ({tries} tries): {delivery['error']}"
        ]
    else:
        assert warned == []


class ServerFor:
    """The server a parametrized test names, on 127.0.0.1: (its port, the Hang if it
    is one)."""

    def __init__(self, kind: str, inbox: Inbox) -> None:
        self.kind, self.inbox = kind, inbox

    def __enter__(self) -> tuple[int, Hang | None]:
        self.hang: Hang | None = None
        if self.kind in ("hangs", "trickles"):
            self.hang = Hang(trickle=self.kind == "trickles")
            return self.hang.port, self.hang
        if self.kind == "refuses connections":
            self.closed, port = refusing_port()
            return port, None
        self.running = smtp_server(self.inbox)
        return self.running.__enter__(), None

    def __exit__(self, *exc: object) -> None:
        if self.hang is not None:
            self.hang.close()
        elif self.kind == "refuses connections":
            self.closed.close()
        else:
            self.running.__exit__(None, None, None)


def test_a_refused_login_is_not_tried_again_and_says_no_password(
    secret: None, tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    tls = make_tls(tmp_path)
    inbox = Inbox()
    with smtp_server(
        inbox,
        tls_context=tls.server,
        require_starttls=True,
        authenticator=authenticator(USER, "another-password", inbox),
    ) as port:
        use_project(tmp_path, port, security="starttls", login=True, ca=tls.ca)
        run = failing_run(tmp_path)
    assert run.status == "failed"
    (delivery,) = notified(run)
    assert (delivery["status"], delivery["tries"]) == (535, 1)  # a wrong password: once
    assert delivery["error"].startswith("SMTP 535")
    # One conversation: smtplib tries each mechanism the server offers (PLAIN, LOGIN).
    assert set(inbox.logins) == {(USER.encode(), PASSWORD.encode())} and len(inbox.logins) <= 2
    assert inbox.messages == []
    assert "SMTP 535" in caplog.text and PASSWORD not in caplog.text
    assert leaked(tmp_path, PASSWORD) == []


def test_a_password_secret_not_set_or_a_message_that_breaks_costs_the_run_nothing(
    tmp_path: Path, no_project_left: None, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.delenv("SMTP_PASSWORD", raising=False)
    inbox = Inbox()
    with smtp_server(inbox) as port:
        use_project(tmp_path, port, security="starttls", login=True)
        unset = failing_run(tmp_path)
        monkeypatch.setattr(mail, "compose", lambda *a: 1 / 0)
        broken = failing_run(tmp_path)
    assert (unset.status, broken.status) == ("failed", "failed")
    ((no_password,), (not_composed,)) = notified(unset), notified(broken)
    assert (no_password["status"], no_password["tries"]) == (None, 0)  # nothing to try
    assert no_password["error"] == "The secret ${SMTP_PASSWORD} is not set"
    assert not_composed["error"] == "Not composed: ZeroDivisionError: division by zero"
    assert inbox.attempts == 0


def test_a_certificate_nobody_vouches_for_is_refused(secret: None, tmp_path: Path) -> None:
    tls = make_tls(tmp_path)
    inbox = Inbox()
    with smtp_server(
        inbox,
        tls_context=tls.server,
        require_starttls=True,
        authenticator=authenticator(USER, PASSWORD, inbox),
    ) as port:
        use_project(tmp_path, port, security="starttls", login=True, tries=1)  # no ca_file
        run = failing_run(tmp_path)
    (delivery,) = notified(run)
    assert "CERTIFICATE_VERIFY_FAILED" in delivery["error"] and delivery["status"] is None
    assert inbox.logins == [] and inbox.messages == []  # the password never left


def test_mail_over_tls_from_the_start_to_an_address_given_for_one_run(
    tmp_path: Path, no_project_left: None
) -> None:
    tls = make_tls(tmp_path)
    inbox = Inbox()
    marker = tmp_path / "broken"
    with smtp_server(inbox, ssl_context=tls.server) as port:
        use_project(tmp_path, port, email=(), security="ssl", ca=tls.ca)
        marker.write_text("down")
        failed = nbshot.run_flow(
            TEST_FLOWS / "flaky.ipynb",
            {"marker": str(marker)},
            out_dir=tmp_path / "runs",
            progress=False,
        )
        assert failed.status == "failed" and notified(failed) == []  # nobody to tell
        marker.unlink()
        recovered = nbshot.run_flow(
            TEST_FLOWS / "flaky.ipynb",
            {"marker": str(marker)},
            out_dir=tmp_path / "runs",
            progress=False,
            notify="mailto:on-call@example.com",
        )
    assert recovered.ok
    assert notified(recovered) == [
        {"url": "mailto:on-call@example.com", "status": 250, "tries": 1, "error": ""}
    ]
    (message,) = inbox.messages
    assert inbox.tls == [True] and message["To"] == "on-call@example.com"
    assert message["Subject"] == "nbshot: flaky recovered (ok after failed): status failed -> ok"


def test_a_mailto_without_a_server_is_refused_before_the_run(
    tmp_path: Path, no_project_left: None
) -> None:
    for notify, message in [
        ("mailto:ops@example.com", "email needs \\[notify.smtp\\] in the project file"),
        ("mailto:ops@example.com?subject=x", "is not an email address"),
        ("ops@example.com", "is not an http\\(s\\) URL or a mailto: address"),
    ]:
        with pytest.raises(nbshot.InvalidArgument, match=message):
            nbshot.run_flow(TEST_FLOWS / "flaky.ipynb", out_dir=tmp_path, notify=notify)
    assert not any(tmp_path.iterdir())


def test_email_in_the_project_file_is_checked_when_it_loads(tmp_path: Path) -> None:
    project = tmp_path / "nbshot.toml"
    top = '[secrets]\nSMTP_PASSWORD = "the password"\n\n[notify]\nemail = ["a@example.com"]\n'
    smtp = '\n[notify.smtp]\nhost = "smtp.example.com"\nfrom = "nbshot <r@example.com>"\n'
    project.write_text(top + smtp + 'user = "r"\npassword = "${SMTP_PASSWORD}"\n')
    notify = load(project).notify
    assert notify is not None and notify.email == ("a@example.com",) and notify.urls == ()
    assert notify.smtp is not None
    assert (notify.smtp.port, notify.smtp.security, notify.smtp.password) == (
        587,
        "starttls",
        "${SMTP_PASSWORD}",
    )
    for body, message in [
        ('[notify]\nemail = ["a@example.com"]\n', "notify.email: needs \\[notify.smtp\\]"),
        ('[notify]\nemail = ["Ann <a@example.com>"]\n', "notify.email: 'Ann <a@example.com>' is"),
        (top + smtp + 'security = "tls"\n', "notify.smtp.security: 'tls' is not one of"),
        (top + smtp + "port = 0\n", "notify.smtp.port: 0 is not a port"),
        (top + smtp + "timeout = 0\n", "notify.smtp.timeout: must be over 0 s"),
        (top + smtp + 'user = "r"\n', "notify.smtp: has no password"),
        (top + smtp + 'user = "r"\npassword = "${OTHER}"\n', "\\$\\{OTHER\\} is not in"),
        (
            top + smtp + 'user = "r"\npassword = "${SMTP_PASSWORD}"\nsecurity = "none"\n',
            "notify.smtp.password: would cross the network in clear text",
        ),
        (top + '\n[notify.smtp]\nhost = "smtp.example.com"\n', "notify.smtp: has no from"),
        (top + smtp.replace("nbshot <r@example.com>", "nobody"), "notify.smtp.from: 'nobody'"),
    ]:
        project.write_text(body)
        with pytest.raises(nbshot.InvalidArgument, match=message) as caught:
            load(project)
        assert "nbshot.toml, line" in str(caught.value)


@pytest.mark.parametrize("password", ["hunter2-literal", "${SMTP_PASSWORD:-hunter2-literal}"])
def test_a_password_written_in_the_file_is_refused_and_never_repeated(
    password: str, tmp_path: Path
) -> None:
    project = tmp_path / "nbshot.toml"
    project.write_text(
        '[secrets]\nSMTP_PASSWORD = "x"\n[notify]\nemail = ["a@example.com"]\n'
        '[notify.smtp]\nhost = "h"\nfrom = "r@example.com"\nuser = "r"\n'
        f'password = "{password}"\n'
    )
    with pytest.raises(nbshot.InvalidArgument) as caught:
        load(project)
    said = str(caught.value) + (caught.value.hint or "")
    assert 'notify.smtp.password: must be "${NAME}"' in said and "line 9" in said
    assert "hunter2" not in said


def test_the_documented_email_block_loads(tmp_path: Path, no_project_left: None) -> None:
    (example,) = [b for b in blocks(ROOT / "docs" / "flows.md", "toml") if "[notify.smtp]" in b]
    (tmp_path / "nbshot.toml").write_text(example)
    notify = load(tmp_path / "nbshot.toml").notify
    assert notify is not None and notify.email and notify.smtp is not None
    assert notify.smtp.password is not None and re.fullmatch(r"\$\{\w+\}", notify.smtp.password)
