"""The email about a run (nbshot/flow/mail_message.py): both parts, the inline pictures
and their bounds, hostile text escaped, one-line subjects, secrets masked. Messages
are composed from run folders made here; tests/flow/test_mail.py sends real ones."""

from __future__ import annotations

import io
import re
from email import message_from_bytes, policy
from email.message import EmailMessage
from pathlib import Path
from typing import Any

import pytest
from PIL import Image

from nbshot import secrets
from nbshot.flow import mail_message
from nbshot.flow.mail_message import MAX_SCREENS, PICTURE_HEIGHT, PICTURE_WIDTH, compose

HOSTILE = '<script>alert("x")</script><img src=x onerror=alert(1)>'


def _png(width: int, height: int, colour: str = "#3a6") -> bytes:
    buffer = io.BytesIO()
    Image.new("RGB", (width, height), colour).save(buffer, format="PNG")
    return buffer.getvalue()


def _run(folder: Path, screens: int, *, name: str = "page") -> dict[str, Any]:
    """A failed run's manifest whose ``screens`` screens changed, their pictures (a
    tall 1280 px page and its diff) written in ``folder``."""
    (folder / "changes").mkdir(parents=True, exist_ok=True)
    changed = []
    for index in range(screens):
        (folder / f"{name}{index}.png").write_bytes(_png(1280, 2400))
        (folder / "changes" / f"{name}{index}.diff.png").write_bytes(_png(1280, 2400, "#d00"))
        changed.append(
            {
                "name": f"{name}{index}",
                "path": f"{name}{index}.png",
                "ratio": 0.125,
                "regions": [[0, 0, 10, 10]],
                "diff": f"changes/{name}{index}.diff.png",
            }
        )
    return {
        "flow": "audit",
        "run_id": "20261203-070000-1a2b3c",
        "status": "failed",
        "params": {"url": "http://127.0.0.1:8000/"},
        "started": "2026-12-03T07:00:00+00:00",
        "duration": 5.2,
        "error": {"message": "RuntimeError: the database is down"},
        "changes": {
            "previous": "20261202-070000-9f8e7d",
            "changed": True,
            "status": {"before": "ok", "after": "failed"},
            "screens": changed,
            "screens_new": [],
            "screens_gone": [],
            "findings_new": [
                {"check": "console", "severity": "error", "message": "chart broke", "where": "/"}
            ],
            "findings_gone": [],
        },
    }


def _compose(manifest: dict[str, Any], folder: Path) -> EmailMessage:
    message = compose(
        manifest,
        ["fail", "changes"],
        "https://reports.example.com/r.html",
        folder,
        "nbshot <reports@example.com>",
        ("a@example.com", "b@example.com"),
    )
    parsed = message_from_bytes(message.as_bytes(), policy=policy.default)  # as sent
    assert isinstance(parsed, EmailMessage)
    return parsed


def _parts(message: EmailMessage) -> tuple[str, str, list[EmailMessage]]:
    text, html = message.get_body(("plain",)), message.get_body(("html",))
    assert text is not None and html is not None
    images = [p for p in message.walk() if p.get_content_maintype() == "image"]
    return text.get_content(), html.get_content(), images  # type: ignore[return-value]


def test_a_message_has_both_parts_and_the_changed_screens_inline(tmp_path: Path) -> None:
    message = _compose(_run(tmp_path, 1), tmp_path)
    assert message["Subject"] == (
        "nbshot: audit failed: status ok -> failed; 1 screen(s) changed: page0; 1 new finding(s)"
    )
    assert (message["From"], message["To"]) == (
        "nbshot <reports@example.com>",
        "a@example.com, b@example.com",
    )
    assert message["Message-ID"].endswith("@example.com>") and message["Date"]
    assert message.get_content_type() == "multipart/alternative"
    text, html, images = _parts(message)
    for part in (text, html):
        assert "RuntimeError: the database is down" in part
        assert "page0: 12.50% of pixels changed in 1 region(s)" in part
        assert "console: chart broke (/)" in part
        assert "https://reports.example.com/r.html" in part
    assert '<a href="https://reports.example.com/r.html">' in html
    # after and diff, each a small JPEG the HTML shows by its Content-ID
    assert [i.get_content_type() for i in images] == ["image/jpeg", "image/jpeg"]
    for image in images:
        assert image["Content-Disposition"].startswith("inline")
        assert f'src="cid:{image["Content-ID"][1:-1]}"' in html
        with Image.open(io.BytesIO(image.get_content())) as picture:
            assert picture.size == (PICTURE_WIDTH, PICTURE_HEIGHT)  # scaled, then cut
    assert len(message.as_bytes()) < 200_000  # the two 1280x2400 PNGs are not attached


def test_inline_pictures_are_bounded_in_number_and_size(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    message = _compose(_run(tmp_path, MAX_SCREENS + 3), tmp_path)
    _, html, images = _parts(message)
    assert len(images) == 2 * MAX_SCREENS
    assert "3 more changed screen(s) in the report." in html
    monkeypatch.setattr(mail_message, "MAX_PICTURES_BYTES", 1)
    _, html, images = _parts(_compose(_run(tmp_path, 2), tmp_path))
    assert images == [] and "cid:" not in html and "2 more changed screen(s)" in html


def test_a_picture_outside_the_run_folder_or_unreadable_is_left_out(tmp_path: Path) -> None:
    run = tmp_path / "run"
    manifest = _run(run, 2)
    (tmp_path / "elsewhere.png").write_bytes(_png(40, 40))
    screens = manifest["changes"]["screens"]
    screens[0]["path"], screens[0]["diff"] = "../elsewhere.png", "/etc/hostname"
    (run / "page1.png").write_bytes(b"not a picture")
    _, _, images = _parts(_compose(manifest, run))
    assert [i["Content-Disposition"].split("filename=")[1] for i in images] == ['"page1-diff.jpg"']


def test_hostile_text_is_escaped_in_the_html_part_and_kept_off_the_subject_line(
    tmp_path: Path,
) -> None:
    manifest = _run(tmp_path, 1, name="s")
    manifest["flow"] = "audit\r\nBcc: everyone@example.com " + HOSTILE
    manifest["error"]["message"] = HOSTILE
    manifest["params"] = {"q": HOSTILE}
    manifest["changes"]["findings_new"][0]["message"] = HOSTILE
    manifest["changes"]["screens"][0]["name"] = HOSTILE
    message = _compose(manifest, tmp_path)
    assert message["Bcc"] is None and "\n" not in message["Subject"]
    assert message["Subject"].startswith("nbshot: audit Bcc: everyone@example.com <script>")
    text, html, _ = _parts(message)
    assert "<script" not in html.lower() and "<img src=x" not in html
    assert html.count("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;") >= 5
    assert re.findall(r"<(\w+)", html) and set(re.findall(r"<(\w+)", html)) <= {
        "html",
        "body",
        "h2",
        "h3",
        "table",
        "tr",
        "th",
        "td",
        "ul",
        "li",
        "p",
        "br",
        "img",
        "a",
    }
    assert HOSTILE in text  # plain text shows it as it is: no markup to run


def test_a_long_subject_is_cut(tmp_path: Path) -> None:
    manifest = _run(tmp_path, 0)
    manifest["flow"] = "x" * 500
    subject = _compose(manifest, tmp_path)["Subject"]
    assert len(subject) == mail_message.MAX_SUBJECT and subject.endswith("…")


def test_known_secrets_are_masked_in_both_parts(tmp_path: Path) -> None:
    secret = "t0ken-5ecret-in-an-error-81c2"
    secrets.remember(secret)
    manifest = _run(tmp_path, 0)
    manifest["error"]["message"] = f"login failed with {secret}"
    message = _compose(manifest, tmp_path)
    assert secret not in message.as_string()
    text, html, _ = _parts(message)
    assert f"login failed with {secrets.MASK}" in text and secrets.MASK in html


def test_a_recovery_and_a_change_only_say_so_in_the_subject(tmp_path: Path) -> None:
    manifest = _run(tmp_path, 0)
    manifest["status"] = "ok"
    manifest["changes"]["status"] = {"before": "failed", "after": "ok"}
    recovered = compose(
        manifest, ["recover", "changes"], None, tmp_path, "r@example.com", ("a@example.com",)
    )
    assert recovered["Subject"].startswith("nbshot: audit recovered (ok after failed): status")
    manifest["changes"]["status"] = None
    changed = compose(manifest, ["changes"], None, tmp_path, "r@example.com", ("a@example.com",))
    assert changed["Subject"] == "nbshot: audit ok, changed: 1 new finding(s)"
    assert "Report" not in _parts(changed)[0]  # no report, no line for it
