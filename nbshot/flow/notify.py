"""Telling someone: a webhook when a run fails, recovers, or shows changes.

What a run is an event of (:func:`events_of`): ``fail`` (its status is not ok),
``recover`` (ok after a run of the same flow and parameters that was not), ``changes``
(something changed since that run: a screen, a finding, the status). A run that is an
event the webhook listens to (``[notify] on``, all three by default) makes one POST to
each URL, whatever the number of its events, with a JSON body::

    {"text": "...", "flow": "audit", "run_id": "...", "status": "failed",
     "events": ["fail", "changes"], "previous_status": "ok", "params": {...},
     "started": "...", "duration": 5.2, "error": "...", "summary": "...",
     "changes": {... run.json's changes ...}, "report": "<link to report.html>"}

``text`` is what Slack's incoming webhooks and Teams' workflow webhooks show. Each POST
is tried ``tries`` times with a growing pause (0.5 s, 1 s, 2 s, ...) while it fails
(no answer, or a status of 400 or more); a webhook that never answers costs the run
nothing but the wait: the run's status stays as it was. ``${NAME}`` in a URL reads a
listed secret (:mod:`nbshot.secrets`) only as it is called: run.json records the URL
as written, with ``${NAME}``, never the expanded one (and a URL without ``${NAME}`` as
its scheme and host only).
"""

from __future__ import annotations

import http.client
import json
import time
import urllib.error
import urllib.request
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from nbshot import secrets
from nbshot.errors import InvalidArgument
from nbshot.flow.changes import summary
from nbshot.project.file import Notify, secret_names
from nbshot.project.file import current as current_project

FIRST_PAUSE = 0.5  # seconds before the second try; doubled before each next one


@dataclass(frozen=True)
class Delivery:
    """How one webhook call went: the URL as written, the HTTP status of the last try
    (None when nothing answered), how many tries, and the error of the last failure."""

    url: str
    status: int | None
    tries: int
    error: str = ""

    @property
    def ok(self) -> bool:
        return self.status is not None and self.status < 400


def events_of(manifest: dict[str, Any]) -> list[str]:
    """The events a finished run is: some of fail, recover, changes."""
    status = manifest.get("status")
    changes = manifest.get("changes") if isinstance(manifest.get("changes"), dict) else None
    before = ((changes or {}).get("status") or {}).get("before")
    found = []
    if status != "ok":
        found.append("fail")
    elif before is not None and before != "ok":
        found.append("recover")
    if changes and changes.get("changed"):
        found.append("changes")
    return found


def settings_for(urls: Sequence[str] = ()) -> Notify | None:
    """What to call: the project's ``[notify]``, with ``urls`` (``--notify``) added."""
    project = current_project()
    configured = project.notify if project is not None else None
    if not urls:
        return configured
    for url in urls:
        if not url.startswith(("http://", "https://")):
            raise InvalidArgument(f"notify={url[:80]!r} is not an http(s) URL",
                                  "Pass the webhook's https:// address")  # fmt: skip
    if configured is None:
        return Notify(tuple(urls))
    return Notify((*configured.urls, *urls), configured.on, configured.tries,
                  configured.timeout, configured.runs_url)  # fmt: skip


def body(manifest: dict[str, Any], events: list[str], report: str | None) -> dict[str, Any]:
    """The JSON a webhook gets (see the module's docstring)."""
    changes = manifest.get("changes") if isinstance(manifest.get("changes"), dict) else None
    previous = ((changes or {}).get("status") or {}).get("before") or (
        manifest.get("status") if changes else None
    )
    error = (manifest.get("error") or {}).get("message") or ""
    line = summary(changes)
    word = {"fail": "failed", "recover": "recovered", "changes": "changed"}
    head = f"nbshot: {manifest.get('flow')} {manifest.get('status')}"
    if "recover" in events:
        head = f"nbshot: {manifest.get('flow')} recovered (ok after {previous})"
    text = "\n".join(part for part in (
        f"{head} ({', '.join(word[e] for e in events)})",
        f"Since the last run: {line}" if changes else "First run",
        error, f"Report: {report}" if report else "",
    ) if part)  # fmt: skip
    return {
        "text": text, "flow": manifest.get("flow"), "run_id": manifest.get("run_id"),
        "status": manifest.get("status"), "events": events, "previous_status": previous,
        "params": manifest.get("params") or {}, "started": manifest.get("started"),
        "duration": manifest.get("duration"), "error": error, "summary": line,
        "changes": changes, "report": report,
    }  # fmt: skip


def post(url: str, payload: dict[str, Any], *, tries: int = 3, timeout: float = 10.0,
         pause: float = FIRST_PAUSE) -> Delivery:  # fmt: skip
    """POST ``payload`` as JSON to ``url`` (``${NAME}`` expanded here), up to ``tries``
    times, pausing ``pause`` s and then twice as long each time. Never raises; the
    :class:`Delivery` names the URL as :func:`shown_url` shows it."""
    try:
        address = secrets.expand(url, secret_names())
    except InvalidArgument as refused:
        return Delivery(shown_url(url), None, 0, refused.what)
    data = json.dumps(payload, default=str).encode("utf-8")
    status: int | None = None
    error = ""
    for attempt in range(1, tries + 1):
        if attempt > 1:
            time.sleep(pause * 2 ** (attempt - 2))
        request = urllib.request.Request(address, data=data, method="POST",
                                         headers={"Content-Type": "application/json"})  # fmt: skip
        try:
            with urllib.request.urlopen(request, timeout=timeout) as answer:
                status, error = answer.status, ""
        except urllib.error.HTTPError as failed:
            status, error = failed.code, f"HTTP {failed.code}"
        except (OSError, http.client.HTTPException, ValueError) as failed:
            # The reason only: an error that names the address would name the secret.
            status, error = None, secrets.redact(type(failed).__name__ + ": " + str(
                getattr(failed, "reason", failed)))  # fmt: skip
        if status is not None and status < 400:
            return Delivery(shown_url(url), status, attempt)
    return Delivery(shown_url(url), status, tries, error)


def report_link(notify: Notify, folder: Path, manifest: dict[str, Any]) -> str | None:
    """The report's address: under ``runs_url`` when the runs folder is served, else
    the file's own URI."""
    name = manifest.get("report")
    if not name:
        return None
    if notify.runs_url:
        return f"{notify.runs_url}/{manifest.get('flow')}/{manifest.get('run_id')}/{name}"
    return (folder / str(name)).resolve().as_uri()


def shown_url(url: str) -> str:
    """A webhook URL as run.json may keep it: as written when it names its secrets as
    ``${NAME}``; else its scheme and host only (a webhook's path is often its secret)."""
    if secrets.REFERENCE.search(url):
        return url
    scheme, _, rest = url.partition("://")
    return f"{scheme}://{rest.split('/', 1)[0]}/…" if "/" in rest else url


def tell(manifest: dict[str, Any], notify: Notify | None, folder: Path) -> list[Delivery]:
    """Call each webhook of ``notify`` when the run in ``folder`` is one of its events;
    returns how each call went (nothing when the run is none of them)."""
    if notify is None:
        return []
    report = report_link(notify, folder, manifest)
    events = events_of(manifest)
    if not any(event in notify.on for event in events):
        return []
    payload = body(manifest, events, report)
    return [post(url, payload, tries=notify.tries, timeout=notify.timeout) for url in notify.urls]
