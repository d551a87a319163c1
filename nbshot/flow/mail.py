"""Telling someone by email: the message of :mod:`nbshot.flow.mail_message`, sent
through ``[notify.smtp]`` to ``[notify] email`` (and ``mailto:`` given per run) when
the run is one of the events ``[notify] on`` lists, as the webhooks are.

One message goes to all the recipients. It is tried ``[notify] tries`` times with a
growing pause (0.5 s, 1 s, 2 s, ...) while it fails: a server that refuses (connection
refused, a 4xx or 5xx reply), drops the connection, or does not finish the whole
conversation (connecting, TLS, logging in, sending) within ``[notify.smtp] timeout``
seconds of the try's start; at that bound the try's connection is shut (a server that
answers a byte at a time holds nothing). A refused login (535) is not tried again: the
password is wrong, and trying again only risks locking the account. ``starttls`` never
falls back to clear text: a server without STARTTLS is a failed try.

The password is ``${NAME}``, a listed secret (:mod:`nbshot.secrets`) read only as a try
logs in; from then on it is masked wherever nbshot shows or writes text, and errors
say the server's reply or the exception, never the credentials. The outcome is a
:class:`~nbshot.flow.notify.Delivery` named ``mailto:<recipients>``, with the last
reply code (250 when sent, None when nothing answered); email never changes the run.
"""

from __future__ import annotations

import contextlib
import re
import smtplib
import socket
import ssl
import threading
import time
from email.message import EmailMessage
from email.utils import parseaddr
from pathlib import Path
from typing import Any

from nbshot import secrets
from nbshot.errors import InvalidArgument
from nbshot.flow.mail_message import compose
from nbshot.flow.notify import FIRST_PAUSE, Delivery, events_of, report_link
from nbshot.project.file import Notify, Smtp, secret_names

#: The reply to a refused login: not tried again (the password is wrong).
AUTH_REFUSED = 535


def tell(manifest: dict[str, Any], notify: Notify | None, folder: Path) -> list[Delivery]:
    """Email ``notify.email`` when the run in ``folder`` is one of ``notify.on``'s
    events; how it went (nothing when there is no one to tell or nothing to say)."""
    if notify is None or not notify.email or notify.smtp is None:
        return []
    events = events_of(manifest)
    if not any(event in notify.on for event in events):
        return []
    report = report_link(notify, folder, manifest)
    try:
        message = compose(manifest, events, report, folder, notify.smtp.sender, notify.email)
    except Exception as broken:  # noqa: BLE001 - email never costs the run its end
        said = _clean(f"Not composed: {type(broken).__name__}: {broken}")
        return [Delivery(shown(notify.email), None, 0, said)]
    return [send(message, notify.smtp, notify.email, tries=notify.tries)]


def shown(recipients: tuple[str, ...]) -> str:
    """How run.json names an email delivery: ``mailto:a@example.com,b@example.com``."""
    return "mailto:" + ",".join(recipients)


def send(
    message: EmailMessage,
    smtp: Smtp,
    recipients: tuple[str, ...],
    *,
    tries: int = 3,
    pause: float = FIRST_PAUSE,
) -> Delivery:
    """Send ``message`` to ``recipients`` through ``smtp``, up to ``tries`` times,
    pausing ``pause`` s and then twice as long each time; each try is given up
    ``smtp.timeout`` s after it starts. Never raises."""
    try:
        login = _login(smtp)
        data = message.as_bytes()
    except InvalidArgument as refused:  # a secret not set: no try could log in
        return Delivery(shown(recipients), None, 0, refused.what)
    except Exception as broken:  # noqa: BLE001 - send() never raises
        return Delivery(shown(recipients), None, 0, _clean(f"Not composed: {broken}"))
    delivery = Delivery(shown(recipients), None, 0)
    for attempt in range(1, tries + 1):
        if attempt > 1:
            time.sleep(pause * 2 ** (attempt - 2))
        code, error = _try(smtp, login, recipients, data)
        delivery = Delivery(shown(recipients), code, attempt, error)
        if delivery.ok or code == AUTH_REFUSED:
            break
    return delivery


def _login(smtp: Smtp) -> tuple[str, str] | None:
    """The user and password, ``${NAME}`` read now (the values become known secrets),
    or None when the server takes mail without a login."""
    if smtp.user is None or smtp.password is None:
        return None
    names = secret_names()
    return secrets.expand(smtp.user, names), secrets.expand(smtp.password, names)


def _try(
    smtp: Smtp, login: tuple[str, str] | None, recipients: tuple[str, ...], data: bytes
) -> tuple[int | None, str]:
    """One conversation, on a thread of its own so that it is given up ``smtp.timeout``
    s after it starts (a socket's timeout bounds each read only). Returns the last
    reply code (None when no reply) and the error ("" when sent)."""
    watch = _Watch()
    outcome: list[tuple[int | None, str]] = []
    worker = threading.Thread(
        target=lambda: outcome.append(_converse(smtp, login, recipients, data, watch)),
        name="nbshot-mail",
        daemon=True,
    )
    worker.start()
    worker.join(smtp.timeout)
    done = list(outcome)  # before the cut, which makes a late try fail its own way
    watch.cut()
    if done:
        return done[0]
    return None, f"TimeoutError: no whole conversation within {smtp.timeout:g} s"


def _converse(
    smtp: Smtp,
    login: tuple[str, str] | None,
    recipients: tuple[str, ...],
    data: bytes,
    watch: _Watch,
) -> tuple[int | None, str]:
    """Connect, secure, log in, send ``data`` and quit; the reply code and the error
    ("" when sent). Never raises."""
    client: smtplib.SMTP | None = None
    try:
        client = _connect(smtp, watch)
        if login is not None:
            client.login(*login)
        refused = client.sendmail(parseaddr(smtp.sender)[1], list(recipients), data)
        with contextlib.suppress(smtplib.SMTPException, OSError):
            client.quit()
    except smtplib.SMTPRecipientsRefused as failed:
        code, reply = next(iter(failed.recipients.values()))
        return code, _said(code, reply)
    except smtplib.SMTPResponseException as failed:
        return failed.smtp_code, _said(failed.smtp_code, failed.smtp_error)
    except Exception as failed:  # noqa: BLE001 - send() never raises, even on its thread
        return None, _clean(f"{type(failed).__name__}: {failed}")
    finally:
        if client is not None:
            client.close()
    if refused:  # some recipients taken, some not: sent, and said
        return 250, _clean("Refused: " + "; ".join(f"{a} ({c})" for a, (c, _) in refused.items()))
    return 250, ""


def _said(code: int, reply: bytes | str) -> str:
    text = reply.decode("utf-8", "replace") if isinstance(reply, bytes) else str(reply)
    return _clean(f"SMTP {code}: {text}")


def _clean(text: str) -> str:
    """An error as run.json keeps it: one line, at most 300 characters, no secret."""
    return secrets.redact(re.sub(r"\s+", " ", text)).strip()[:300]


def _connect(smtp: Smtp, watch: _Watch) -> smtplib.SMTP:
    """A client connected to ``smtp`` (greeted, and secured as it says)."""
    context = None
    if smtp.security != "none":
        context = ssl.create_default_context(
            cafile=str(smtp.ca_file) if smtp.ca_file is not None else None
        )
    # The conversation's own bound (_try: smtp.timeout from its start) ends a hung
    # server first and says so; each read's socket timeout, twice that, is a backstop.
    # At 1x a read timed out beside the bound and, on a busy machine, won the race
    # with a message of its own ("Connection unexpectedly closed: timed out").
    read_timeout = 2 * smtp.timeout
    client: _Plain | _TLS
    if smtp.security == "ssl":
        client = _TLS(timeout=read_timeout, context=context)
    else:
        client = _Plain(timeout=read_timeout)
    client.watch = watch
    client._host = smtp.host  # what TLS checks the certificate against; connect() keeps ""
    client.connect(smtp.host, smtp.port)
    if smtp.security == "starttls":
        client.starttls(context=context)  # SMTPNotSupportedError without STARTTLS
    return client


class _Watch:
    """The connections of one try, so that its end can cut them: a thread blocked
    reading a server that trickles its answer wakes when its socket is shut down. It
    keeps a duplicate of each socket: shutting it ends the connection even once TLS has
    taken the original over (and during the TLS handshake)."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._sockets: list[socket.socket] = []
        self._over = False

    def opened(self, sock: socket.socket) -> None:
        """Keep ``sock`` (connected); shut it at once when the try is already over."""
        copy = sock.dup()
        with self._lock:
            over = self._over
            if not over:
                self._sockets.append(copy)
        if over:
            _shut(copy)

    def cut(self) -> None:
        """End the try: shut each connection it opened, and each it opens from now on."""
        with self._lock:
            self._over = True
            sockets, self._sockets = self._sockets, []
        for sock in sockets:
            _shut(sock)


def _shut(sock: socket.socket) -> None:
    """Shut the connection both ways (which wakes a thread reading it, where close
    would not), then close this descriptor of it."""
    with contextlib.suppress(OSError):
        sock.shutdown(socket.SHUT_RDWR)
    sock.close()


class _Plain(smtplib.SMTP):
    """An SMTP client that tells its :class:`_Watch` each connection it opens."""

    watch: _Watch
    _host: str  # smtplib's own: the name TLS verifies (set only by the constructor)

    def _get_socket(self, host: str, port: int, timeout: float) -> socket.socket:
        # What smtplib.SMTP's own does (it has no debug output to lose here), told.
        sock = socket.create_connection((host, port), timeout, self.source_address)
        self.watch.opened(sock)
        return sock


class _TLS(smtplib.SMTP_SSL, _Plain):
    """The same over TLS from the start: SMTP_SSL wraps the socket ``_Plain`` opened
    and told (so the watch can cut the handshake too)."""
