"""Telling someone: a webhook when a run fails, recovers, or shows changes.

What a run is an event of (:func:`events_of`): ``fail`` (it did not pass: its status
is neither ok nor flaky), ``recover`` (it passed after a run of the same flow and
parameters that did not), ``flaky`` (it passed on a retry), ``changes`` (something
changed since that run: a screen, a finding, whether it passed). A run that is an event
the webhook listens to (``[notify] on``: fail, recover and changes by default; a flaky
run alerts only those who list ``flaky``) makes one POST to each URL, whatever the
number of its events, with a JSON body::

    {"text": "...", "flow": "audit", "run_id": "...", "status": "failed",
     "events": ["fail", "changes"], "previous_status": "ok", "params": {...},
     "started": "...", "duration": 5.2, "error": "...", "summary": "...",
     "changes": {... run.json's changes ...}, "report": "<link to report.html>",
     "attempt": 1, "attempts": [{"number": 1, "status": "failed", "error": "...",
     "duration": 5.2}]}

``text`` is what Slack's incoming webhooks and Teams' workflow webhooks show. Each POST
is tried ``tries`` times with a growing pause (0.5 s, 1 s, 2 s, ...) while it fails
(no whole answer within ``timeout`` s of the try's start, or a status other than 2xx:
a redirect is not followed, as it could send the run's data to another host); a webhook
that never answers costs the run nothing but the wait: the run's status stays as it
was. ``${NAME}`` in a URL reads a listed secret (:mod:`nbshot.secrets`) only as it is
called: run.json records the URL as written, with ``${NAME}``, never the expanded one
(and a URL without ``${NAME}`` as its scheme and host only). Email on the same events
(``[notify] email``, ``mailto:`` per run) is :mod:`nbshot.flow.mail`'s.
"""

from __future__ import annotations

import contextlib
import http.client
import json
import socket
import threading
import time
import urllib.error
import urllib.request
from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any
from urllib.parse import unquote

from nbshot import secrets
from nbshot.errors import InvalidArgument
from nbshot.flow.changes import summary
from nbshot.flow.retry import PASSED, attempt_count, attempt_lines, attempts_summary, outcome
from nbshot.project.file import ADDRESS, Notify, secret_names
from nbshot.project.file import current as current_project

FIRST_PAUSE = 0.5  # seconds before the second try; doubled before each next one


@dataclass(frozen=True)
class Delivery:
    """How one webhook call (or one email) went: the URL as written (``mailto:`` and the
    recipients), the HTTP status (the SMTP reply code) of the last try (None when
    nothing answered), how many tries, and the error of the last failure."""

    url: str
    status: int | None
    tries: int
    error: str = ""

    @property
    def ok(self) -> bool:
        """Delivered: a 2xx answer (a 3xx is a redirect, not followed)."""
        return self.status is not None and 200 <= self.status < 300


def events_of(manifest: dict[str, Any]) -> list[str]:
    """The events a finished run is: some of fail, recover, flaky, changes."""
    status = manifest.get("status")
    changes = manifest.get("changes") if isinstance(manifest.get("changes"), dict) else None
    before = ((changes or {}).get("status") or {}).get("before")
    found = []
    if status not in PASSED:
        found.append("fail")
    elif before is not None and before not in PASSED:
        found.append("recover")
    if status == "flaky":
        found.append("flaky")
    if changes and changes.get("changed"):
        found.append("changes")
    return found


def settings_for(urls: Sequence[str] = ()) -> Notify | None:
    """What to call: the project's ``[notify]``, with ``urls`` (``--notify``) added: a
    webhook's http(s) URL, or ``mailto:`` addresses (sent through ``[notify.smtp]``)."""
    project = current_project()
    configured = project.notify if project is not None else None
    if not urls:
        return configured
    hooks: list[str] = []
    email: list[str] = []
    for url in urls:
        if url.startswith("mailto:"):
            email.extend(mail_addresses(url))
        elif url.startswith(("http://", "https://")):
            hooks.append(url)
        else:
            raise InvalidArgument(
                f"notify={url[:80]!r} is not an http(s) URL or a mailto: address",
                "Pass the webhook's https:// address, or mailto:someone@example.com",
            )
    if email and (configured is None or configured.smtp is None):
        raise InvalidArgument(
            f"notify={urls[0][:80]!r}: email needs [notify.smtp] in the project file"
            if len(urls) == 1
            else "notify: email needs [notify.smtp] in the project file",
            "Add [notify.smtp] with host and from (docs/flows.md, Telling someone)",
        )
    if configured is None:
        return Notify(tuple(hooks))
    return replace(configured, urls=(*configured.urls, *hooks), email=(*configured.email, *email))


def mail_addresses(url: str) -> list[str]:
    """The addresses of ``mailto:a@example.com,b@example.com`` (no ``?`` headers).

    Raises
    ------
    InvalidArgument
        For anything but plain addresses.
    """
    found = [unquote(part) for part in url.removeprefix("mailto:").split(",")]
    for address in found:
        if not ADDRESS.fullmatch(address):
            raise InvalidArgument(
                f"notify={url[:80]!r}: {address[:80]!r} is not an email address",
                "Pass mailto:someone@example.com (several: mailto:a@example.com,b@example.com)",
            )
    return found


def body(manifest: dict[str, Any], events: list[str], report: str | None) -> dict[str, Any]:
    """The JSON a webhook gets (see the module's docstring)."""
    changes = manifest.get("changes") if isinstance(manifest.get("changes"), dict) else None
    previous = ((changes or {}).get("status") or {}).get("before") or (
        manifest.get("status") if changes else None
    )
    error = (manifest.get("error") or {}).get("message") or ""
    line = summary(changes)
    word = {"fail": "failed", "recover": "recovered", "changes": "changed", "flaky": "flaky"}
    flow, status = manifest.get("flow"), manifest.get("status")
    head = f"nbshot: {flow} {status}"
    if "recover" in events:
        head = f"nbshot: {flow} recovered ({status} after {previous})"
    count = attempt_count(manifest)
    if count > 1:  # "flaky: passed on attempt 2", "failed after 3 attempts"
        head += f": {outcome(manifest)}" if status in PASSED else f" after {count} attempts"
    text = "\n".join(
        part
        for part in (
            f"{head} ({', '.join(word[e] for e in events)})",
            *(line[:1].upper() + line[1:] for line in attempt_lines(manifest)),
            f"Since the last run: {line}" if changes else "First run",
            error,
            f"Report: {report}" if report else "",
        )
        if part
    )
    return {
        "text": text,
        "flow": manifest.get("flow"),
        "run_id": manifest.get("run_id"),
        "status": manifest.get("status"),
        "events": events,
        "previous_status": previous,
        "params": manifest.get("params") or {},
        "started": manifest.get("started"),
        "duration": manifest.get("duration"),
        "error": error,
        "summary": line,
        "changes": changes,
        "report": report,
        "attempt": attempt_count(manifest),
        "attempts": attempts_summary(manifest),
    }


def post(
    url: str,
    payload: dict[str, Any],
    *,
    tries: int = 3,
    timeout: float = 10.0,
    pause: float = FIRST_PAUSE,
) -> Delivery:
    """POST ``payload`` as JSON to ``url`` (``${NAME}`` expanded here), up to ``tries``
    times, pausing ``pause`` s and then twice as long each time; each try is given up
    ``timeout`` s after it starts. Never raises; the :class:`Delivery` names the URL as
    :func:`shown_url` shows it."""
    try:
        address = secrets.expand(url, secret_names())
    except InvalidArgument as refused:
        return Delivery(shown_url(url), None, 0, refused.what)
    data = json.dumps(payload, default=str).encode("utf-8")
    delivery = Delivery(shown_url(url), None, 0)
    for attempt in range(1, tries + 1):
        if attempt > 1:
            time.sleep(pause * 2 ** (attempt - 2))
        status, error = _try(address, data, timeout)
        delivery = Delivery(shown_url(url), status, attempt, error)
        if delivery.ok:
            break
    return delivery


def _try(address: str, data: bytes, timeout: float) -> tuple[int | None, str]:
    """One POST of ``data`` to ``address``, on a thread of its own so that it is given up
    ``timeout`` s after it starts, whatever the server does (a socket's timeout bounds
    each read only: a server sending a byte a second would hold it for ever). Returns
    the status (None when no whole answer came) and the error ("" when 2xx)."""
    watch = _Watch()
    outcome: list[tuple[int | None, str]] = []
    worker = threading.Thread(
        target=lambda: outcome.append(_send(address, data, timeout, watch)),
        name="nbshot-webhook",
        daemon=True,
    )
    worker.start()
    worker.join(timeout)
    done = list(outcome)  # before the cut, which makes a late try fail its own way
    watch.cut()
    return done[0] if done else (None, f"TimeoutError: no whole answer within {timeout:g} s")


def _send(address: str, data: bytes, timeout: float, watch: _Watch) -> tuple[int | None, str]:
    """POST ``data`` to ``address`` through connections ``watch`` can cut, following no
    redirect; returns the status and the error ("" when 2xx). Never raises."""
    request = urllib.request.Request(
        address, data=data, method="POST", headers={"Content-Type": "application/json"}
    )
    opener = urllib.request.build_opener(_NoRedirect, _WatchedHandler(watch))
    try:
        with opener.open(request, timeout=timeout) as answer:
            status: int = answer.status
    except urllib.error.HTTPError as failed:
        failed.close()
        moved = " (a redirect: not followed)" if 300 <= failed.code < 400 else ""
        return failed.code, f"HTTP {failed.code}{moved}"
    except Exception as failed:  # noqa: BLE001 - post() never raises, even on its thread
        # The reason only: an error that names the address would name the secret.
        return None, secrets.redact(
            type(failed).__name__ + ": " + str(getattr(failed, "reason", failed))
        )
    return status, "" if 200 <= status < 300 else f"HTTP {status}"


class _Watch:
    """The sockets of one try, so that its end can cut them: a thread blocked reading a
    server that trickles its answer wakes when its socket is shut down."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._sockets: list[socket.socket] = []
        self._over = False

    def opened(self, sock: socket.socket) -> None:
        """Keep ``sock`` (connected); shut it at once when the try is already over."""
        with self._lock:
            self._sockets.append(sock)
            over = self._over
        if over:
            _shut(sock)

    def cut(self) -> None:
        """End the try: shut each socket it opened, and each it opens from now on."""
        with self._lock:
            self._over = True
            sockets = list(self._sockets)
        for sock in sockets:
            _shut(sock)


def _shut(sock: socket.socket) -> None:
    """Shut ``sock`` both ways (which wakes a thread reading it, where close would not);
    one already closed is left as it is."""
    with contextlib.suppress(OSError):
        socket.socket.shutdown(sock, socket.SHUT_RDWR)  # the TCP socket under a TLS one


class _NoRedirect(urllib.request.HTTPRedirectHandler):
    """Follows no redirect (the 3xx is the answer): it could send the data elsewhere."""

    def redirect_request(self, *args: Any, **kwargs: Any) -> None:
        return None


class _Watched(http.client.HTTPConnection):
    """An http connection that tells its :class:`_Watch` its socket once connected."""

    watch: _Watch

    def connect(self) -> None:
        super().connect()
        self.watch.opened(self.sock)


class _WatchedTLS(_Watched, http.client.HTTPSConnection):
    """The same for https (its socket told once the TLS handshake is done)."""


class _WatchedHandler(urllib.request.HTTPHandler, urllib.request.HTTPSHandler):
    """Opens http and https URLs (proxies as usual) with connections ``watch`` can cut."""

    def __init__(self, watch: _Watch) -> None:
        super().__init__()
        self.watch = watch

    def http_open(self, req: urllib.request.Request) -> http.client.HTTPResponse:
        return self.do_open(self._connection(_Watched), req)

    def https_open(self, req: urllib.request.Request) -> http.client.HTTPResponse:
        # No context: HTTPSConnection makes the default one, as HTTPSHandler would.
        return self.do_open(self._connection(_WatchedTLS), req)

    def _connection(self, kind: type[_Watched]) -> Callable[..., http.client.HTTPConnection]:
        """Makes connections of ``kind`` that tell this handler's watch their socket."""

        def make(host: str, **kwargs: Any) -> http.client.HTTPConnection:
            made = kind(host, **kwargs)
            made.watch = self.watch
            return made

        return make


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
