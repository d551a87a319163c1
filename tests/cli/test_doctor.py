"""nbshot doctor (nbshot.cli.doctor): each piece reported, and a failure without a browser."""

from __future__ import annotations

from processes import nbshot_cmd


def test_doctor_reports_each_piece() -> None:
    done = nbshot_cmd("doctor")
    assert done.returncode == 0, done.stdout + done.stderr
    assert "[ok  ] playwright: version" in done.stdout
    assert "[ok  ] browser: Chromium" in done.stdout
    assert "video:" in done.stdout and "jupyter kernel:" in done.stdout


def test_doctor_fails_without_a_browser() -> None:
    done = nbshot_cmd("doctor", env={"NBSHOT_BROWSER": "/nope/chromium"})
    assert done.returncode == 1
    assert "[FAIL] browser" in done.stdout and "playwright install chromium" in done.stdout
