"""The email about a run: what the webhook says, as a message a person reads.

:func:`compose` makes one message for all the recipients: a subject with the flow, its
status and what changed; a plain-text body and an HTML alternative with the status,
the parameters, the error, what changed since the last run (the webhook's ``changes``)
and the report's link; the changed screens (after, and the diff picture) as small
inline JPEGs, attached by Content-ID to the HTML part: at most :data:`MAX_SCREENS`
screens, each picture at most :data:`PICTURE_WIDTH` px wide and :data:`PICTURE_HEIGHT`
px tall, :data:`MAX_PICTURE_BYTES` each and :data:`MAX_PICTURES_BYTES` in all (the
report has the rest). Every text that comes from the run (the flow's name, parameters,
errors, findings, screen names) is escaped in the HTML part and stripped of line
breaks in the subject, and any secret this process knows is masked in both parts.
"""

from __future__ import annotations

import html
import re
from dataclasses import dataclass
from email import policy
from email.message import EmailMessage
from email.utils import formatdate, make_msgid, parseaddr
from pathlib import Path
from typing import Any

from nbshot import secrets
from nbshot.errors import InvalidArgument
from nbshot.flow.notify import body

MAX_SCREENS = 4  # changed screens shown inline
PICTURE_WIDTH = 480
PICTURE_HEIGHT = 720  # a tall page is cut here: the report has the whole picture
MAX_PICTURE_BYTES = 200_000
MAX_PICTURES_BYTES = 1_000_000
MAX_ITEMS = 20  # findings (new, gone) and screens (new, gone) listed, each
MAX_SUBJECT = 180
WORDS = {"fail": "failed", "recover": "recovered", "changes": "changed", "flaky": "flaky"}
#: CRLF line ends, as SMTP sends them; non-ASCII text quoted-printable or base64, so no
#: server needs 8BITMIME or SMTPUTF8. Lines up to RFC 5322's limit: folding at 78 puts
#: some subjects on the line after "Subject:", which readers show with a leading space.
POLICY = policy.SMTP.clone(cte_type="7bit", max_line_length=998)


@dataclass(frozen=True)
class Picture:
    """One inline picture: the screen it shows, what of it (after, diff), its JPEG
    bytes and its Content-ID (without the angle brackets)."""

    screen: str
    label: str
    data: bytes
    cid: str


def compose(
    manifest: dict[str, Any],
    events: list[str],
    report: str | None,
    folder: Path,
    sender: str,
    recipients: tuple[str, ...],
) -> EmailMessage:
    """The message about the run in ``folder`` (its ``manifest``, the ``events`` it is)
    from ``sender`` to ``recipients``; ``report`` is the report's link."""
    said = body(manifest, events, report)
    pictures = pictures_of(folder, said.get("changes"), _domain(sender))
    message = EmailMessage(policy=POLICY)
    message["Subject"] = subject(said)
    message["From"] = sender
    message["To"] = ", ".join(recipients)
    message["Date"] = formatdate(usegmt=True)
    message["Message-ID"] = make_msgid("nbshot", domain=_domain(sender))
    message["Auto-Submitted"] = "auto-generated"  # RFC 3834: no vacation replies
    message.set_content(secrets.redact(text_of(said)))
    message.add_alternative(secrets.redact(html_of(said, pictures)), subtype="html")
    part = message.get_body(("html",))
    assert part is not None  # the alternative just added
    for picture in pictures:
        part.add_related(
            picture.data,
            "image",
            "jpeg",
            cid=f"<{picture.cid}>",
            disposition="inline",
            filename=f"{re.sub(r'[^A-Za-z0-9_.-]+', '-', picture.screen)[:60]}-{picture.label}.jpg",
        )
    return message


def _line(text: object) -> str:
    """``text`` on one line: control characters (a header's line breaks) made spaces."""
    return re.sub(r"[\x00-\x1f\x7f]+", " ", str(text)).strip()


def _domain(sender: str) -> str:
    address = parseaddr(sender)[1]
    return address.rpartition("@")[2] or "nbshot.invalid"


def subject(said: dict[str, Any]) -> str:
    """``nbshot: <flow> <status>: <what changed>``, one line of at most
    :data:`MAX_SUBJECT` characters."""
    head = f"nbshot: {said.get('flow')} {said.get('status')}"
    if "recover" in said["events"]:
        head = (
            f"nbshot: {said.get('flow')} recovered "
            f"({said.get('status')} after {said.get('previous_status')})"
        )
    elif said.get("status") == "ok":
        head += ", changed"
    if said.get("status") == "flaky":
        head += f", passed on attempt {said.get('attempt')}"
    line = _line(secrets.redact(f"{head}: {said.get('summary')}"))
    return line if len(line) <= MAX_SUBJECT else line[: MAX_SUBJECT - 1] + "…"


def _details(said: dict[str, Any]) -> list[tuple[str, str]]:
    """The run's facts, each a (label, text) row of both parts."""
    previous = said.get("previous_status")
    status = f"{said.get('status')} (before: {previous})" if previous else said.get("status")
    params = ", ".join(f"{k}={v!r}" for k, v in (said.get("params") or {}).items())
    duration = said.get("duration")
    rows = [
        ("Flow", said.get("flow")),
        ("Status", status),
        ("Events", ", ".join(WORDS[e] for e in said["events"])),
        ("Run", said.get("run_id")),
        ("Started", said.get("started")),
        ("Duration", f"{duration:.1f} s" if isinstance(duration, (int, float)) else None),
        ("Parameters", params or None),
        ("Error", said.get("error") or None),
        ("Attempts", _attempts(said)),
        ("Since the last run", said.get("summary")),
    ]
    return [(label, str(value)) for label, value in rows if value is not None]


def _attempts(said: dict[str, Any]) -> str | None:
    """How the attempts of a run with retries went (None for a run of one): ``passed on
    attempt 2; attempt 1 failed: RuntimeError: ...``."""
    attempts = said.get("attempts") or []
    if len(attempts) < 2:
        return None
    last = attempts[-1]
    head = (
        f"passed on attempt {last.get('number')}"
        if said.get("status") == "flaky"
        else f"{said.get('status')} after {len(attempts)} attempts"
    )
    earlier = [
        f"attempt {a.get('number')} {a.get('status')}" + (f": {a['error']}" * bool(a.get("error")))
        for a in attempts[:-1]
    ]
    return "; ".join([head, *earlier])


def _changes(changes: dict[str, Any] | None) -> list[tuple[str, list[str]]]:
    """What changed, as (heading, items): each list cut at :data:`MAX_ITEMS`."""
    if not changes:
        return []
    screens = [
        f"{s.get('name')}: {float(s.get('ratio') or 0):.2%} of pixels changed "
        f"in {len(s.get('regions') or [])} region(s)"
        for s in changes.get("screens") or []
    ]

    def finding(f: dict[str, Any]) -> str:
        where = f" ({f.get('where')})" if f.get("where") else ""
        return f"{f.get('check')}: {f.get('message')}{where}"

    found = [
        ("Changed screens", screens),
        ("New screens", [str(p) for p in changes.get("screens_new") or []]),
        ("Screens gone", [str(p) for p in changes.get("screens_gone") or []]),
        ("New findings", [finding(f) for f in changes.get("findings_new") or []]),
        ("Gone findings", [finding(f) for f in changes.get("findings_gone") or []]),
    ]
    return [(heading, _cut(items)) for heading, items in found if items]


def _cut(items: list[str]) -> list[str]:
    """``items``, at most :data:`MAX_ITEMS` of them and a line saying how many more."""
    if len(items) <= MAX_ITEMS:
        return items
    return [*items[:MAX_ITEMS], f"... and {len(items) - MAX_ITEMS} more"]


def text_of(said: dict[str, Any]) -> str:
    """The plain-text part."""
    lines = [said["text"].split("\n", 1)[0], ""]
    lines += [f"{label}: {value}" for label, value in _details(said)]
    for heading, items in _changes(said.get("changes")):
        lines += ["", f"{heading}:", *(f"  - {item}" for item in items)]
    if said.get("report"):
        lines += ["", f"Report: {said['report']}"]
    return "\n".join(lines) + "\n"


def html_of(said: dict[str, Any], pictures: list[Picture]) -> str:
    """The HTML part: every text from the run escaped; pictures by ``cid:``."""
    e = html.escape
    rows = "".join(
        f'<tr><th align="left" valign="top">{e(label)}</th><td>{e(value)}</td></tr>'
        for label, value in _details(said)
    )
    parts = [
        '<!DOCTYPE html><html><body style="font-family:sans-serif">',
        f"<h2>{e(said['text'].split(chr(10), 1)[0])}</h2>",
        f'<table cellpadding="4">{rows}</table>',
    ]
    for heading, items in _changes(said.get("changes")):
        parts.append(f"<h3>{e(heading)}</h3><ul>{''.join(f'<li>{e(i)}</li>' for i in items)}</ul>")
    for picture in pictures:
        parts.append(
            f"<p>{e(picture.screen)} ({e(picture.label)})<br>"
            f'<img src="cid:{e(picture.cid)}" alt="{e(picture.screen)} {e(picture.label)}" '
            f'style="max-width:100%;border:1px solid #ccc"></p>'
        )
    shown = {p.screen for p in pictures}
    rest = [
        s for s in (said.get("changes") or {}).get("screens") or [] if s.get("name") not in shown
    ]
    if rest:
        parts.append(f"<p>{len(rest)} more changed screen(s) in the report.</p>")
    report = said.get("report")
    if report and re.match(r"(https?|file)://", str(report)):
        parts.append(f'<p><a href="{e(str(report))}">The report</a>: {e(str(report))}</p>')
    elif report:
        parts.append(f"<p>Report: {e(str(report))}</p>")
    parts.append("</body></html>")
    return "\n".join(parts) + "\n"


def pictures_of(folder: Path, changes: dict[str, Any] | None, domain: str) -> list[Picture]:
    """The inline pictures of the changed screens: after and diff, scaled down, within
    the bounds (a picture missing, unreadable, outside ``folder`` or too large is left
    out; the report still has it)."""
    from nbshot.model.images import check_pixels, thumbnail_jpeg

    found: list[Picture] = []
    total = 0
    root = folder.resolve()
    for index, screen in enumerate(((changes or {}).get("screens") or [])[:MAX_SCREENS]):
        for label in ("after", "diff"):
            path = (folder / str(screen.get("path" if label == "after" else "diff"))).resolve()
            if not path.is_relative_to(root) or not path.is_file():
                continue
            try:
                data = path.read_bytes()
                check_pixels(data, path.name)
                jpeg = thumbnail_jpeg(data, PICTURE_WIDTH, PICTURE_HEIGHT, quality=75)
            except (OSError, ValueError, InvalidArgument):  # Pillow's errors: OSError, ValueError
                continue
            if len(jpeg) > MAX_PICTURE_BYTES or total + len(jpeg) > MAX_PICTURES_BYTES:
                continue
            total += len(jpeg)
            cid = make_msgid(f"screen{index}-{label}", domain=domain)[1:-1]
            found.append(Picture(str(screen.get("name")), label, jpeg, cid))
    return found
