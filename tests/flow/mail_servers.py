"""Real SMTP servers on 127.0.0.1 for the email tests: aiosmtpd (plain, STARTTLS, TLS
from the start, with a login) whose inbox can refuse or drop a message first; a server
that accepts connections and never finishes its greeting; a certificate authority and
a certificate for 127.0.0.1 made for the test."""

from __future__ import annotations

import datetime
import email
import ipaddress
import socket
import ssl
import threading
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from email import policy
from email.message import EmailMessage
from pathlib import Path
from typing import Any

from aiosmtpd.controller import Controller
from aiosmtpd.smtp import SMTP, AuthResult, Envelope, LoginPassword, Session


@dataclass
class Inbox:
    """An aiosmtpd handler: keeps each message it accepts. Its first ``refuse`` DATA
    commands are answered 554; the ``drop`` after those are answered by hanging up."""

    refuse: int = 0
    drop: int = 0
    messages: list[EmailMessage] = field(default_factory=list)
    envelopes: list[tuple[str, list[str]]] = field(default_factory=list)
    tls: list[bool] = field(default_factory=list)  # per accepted message: over TLS?
    logins: list[tuple[bytes, bytes]] = field(default_factory=list)
    attempts: int = 0
    arrived: threading.Event = field(default_factory=threading.Event)

    async def handle_DATA(  # noqa: N802 - the name aiosmtpd calls
        self, server: SMTP, session: Session, envelope: Envelope
    ) -> str:
        self.attempts += 1
        if self.refuse:
            self.refuse -= 1
            return "554 5.3.0 Transaction failed (the test's refusal)"
        if self.drop:
            self.drop -= 1
            assert server.transport is not None
            server.transport.abort()  # gone mid-conversation, before answering DATA
            return "451 never sent"
        assert isinstance(envelope.content, bytes) and server.transport is not None
        found = email.message_from_bytes(envelope.content, policy=policy.default)
        assert isinstance(found, EmailMessage)
        self.messages.append(found)
        self.envelopes.append((str(envelope.mail_from), list(envelope.rcpt_tos)))
        self.tls.append(server.transport.get_extra_info("ssl_object") is not None)
        self.arrived.set()
        return "250 2.0.0 OK"


class _Controller(Controller):
    """aiosmtpd's threaded controller on a free port (it wants the port up front)."""

    def _trigger_server(self) -> None:
        assert self.server is not None
        self.port = self.server.sockets[0].getsockname()[1]
        super()._trigger_server()


@contextmanager
def smtp_server(inbox: Inbox, **options: Any) -> Iterator[int]:
    """aiosmtpd on 127.0.0.1 with ``options`` (``tls_context``, ``require_starttls``,
    ``authenticator``, ``ssl_context`` for TLS from the start); yields its port."""
    controller = _Controller(inbox, hostname="127.0.0.1", port=0, **options)
    controller.start()
    try:
        yield controller.port
    finally:
        controller.stop()


def authenticator(user: str, password: str, inbox: Inbox) -> Callable[..., AuthResult]:
    """An aiosmtpd authenticator that takes ``user`` and ``password`` only."""

    def check(
        server: SMTP, session: Session, envelope: Envelope, mechanism: str, data: Any
    ) -> AuthResult:
        if not isinstance(data, LoginPassword):
            return AuthResult(success=False, handled=False)
        inbox.logins.append((data.login, data.password))
        ok = data.login == user.encode() and data.password == password.encode()
        return AuthResult(success=ok, handled=False)

    return check


class Hang:
    """A TCP server on 127.0.0.1 that accepts and then says nothing (``trickle``: a
    byte of its greeting every 0.2 s, never a whole line) until closed; ``connections``
    counts those accepted, ``gone`` counts the clients that hung up on it."""

    def __init__(self, trickle: bool = False) -> None:
        self.listener = socket.create_server(("127.0.0.1", 0))
        self.port = self.listener.getsockname()[1]
        self.trickle = trickle
        self.stop = threading.Event()
        self.connections = 0
        self.gone = threading.Semaphore(0)
        self._lock = threading.Lock()
        threading.Thread(target=self._accept, daemon=True).start()

    def _accept(self) -> None:
        while not self.stop.is_set():
            try:
                conn, _ = self.listener.accept()
            except OSError:
                return
            with self._lock:
                self.connections += 1
            threading.Thread(target=self._hold, args=(conn,), daemon=True).start()

    def _hold(self, conn: socket.socket) -> None:
        conn.settimeout(0.2)
        with conn:
            while not self.stop.is_set():
                try:
                    if self.trickle:
                        conn.sendall(b"2")  # "220 ..." never ends
                    if conn.recv(1) == b"":
                        break  # the client hung up
                except TimeoutError:
                    continue
                except OSError:
                    break
            else:
                return
        self.gone.release()

    def close(self) -> None:
        self.stop.set()
        self.listener.close()


def refusing_port() -> tuple[socket.socket, int]:
    """A port on 127.0.0.1 bound but not listening: connecting is refused. Keep the
    socket until the test ends (no one else takes the port)."""
    sock = socket.socket()
    sock.bind(("127.0.0.1", 0))
    return sock, sock.getsockname()[1]


@dataclass(frozen=True)
class Tls:
    ca: Path  # what the client trusts ([notify.smtp] ca_file)
    server: ssl.SSLContext  # what aiosmtpd serves with


def make_tls(folder: Path) -> Tls:
    """A CA of the test's own and a certificate it signed for 127.0.0.1 (and
    localhost), with the extensions a strict verifier wants."""
    from cryptography import x509
    from cryptography.hazmat.primitives import hashes, serialization
    from cryptography.hazmat.primitives.asymmetric import ec
    from cryptography.x509.oid import ExtendedKeyUsageOID, NameOID

    now = datetime.datetime.now(datetime.timezone.utc)
    ca_key, key = ec.generate_private_key(ec.SECP256R1()), ec.generate_private_key(ec.SECP256R1())
    ca_name = x509.Name([x509.NameAttribute(NameOID.COMMON_NAME, "nbshot test CA")])
    ca = (
        x509.CertificateBuilder()
        .subject_name(ca_name)
        .issuer_name(ca_name)
        .public_key(ca_key.public_key())
        .serial_number(x509.random_serial_number())
        .not_valid_before(now - datetime.timedelta(hours=1))
        .not_valid_after(now + datetime.timedelta(days=1))
        .add_extension(x509.BasicConstraints(ca=True, path_length=0), critical=True)
        .add_extension(
            x509.KeyUsage(False, False, False, False, False, True, True, False, False),
            critical=True,
        )
        .add_extension(
            x509.SubjectKeyIdentifier.from_public_key(ca_key.public_key()), critical=False
        )
        .sign(ca_key, hashes.SHA256())
    )
    leaf = (
        x509.CertificateBuilder()
        .subject_name(x509.Name([x509.NameAttribute(NameOID.COMMON_NAME, "127.0.0.1")]))
        .issuer_name(ca_name)
        .public_key(key.public_key())
        .serial_number(x509.random_serial_number())
        .not_valid_before(now - datetime.timedelta(hours=1))
        .not_valid_after(now + datetime.timedelta(days=1))
        .add_extension(
            x509.SubjectAlternativeName(
                [x509.IPAddress(ipaddress.ip_address("127.0.0.1")), x509.DNSName("localhost")]
            ),
            critical=False,
        )
        .add_extension(x509.BasicConstraints(ca=False, path_length=None), critical=True)
        .add_extension(
            x509.KeyUsage(True, False, True, False, False, False, False, False, False),
            critical=True,
        )
        .add_extension(x509.ExtendedKeyUsage([ExtendedKeyUsageOID.SERVER_AUTH]), critical=False)
        .add_extension(
            x509.AuthorityKeyIdentifier.from_issuer_public_key(ca_key.public_key()), critical=False
        )
        .sign(ca_key, hashes.SHA256())
    )
    pem = serialization.Encoding.PEM
    (folder / "ca.pem").write_bytes(ca.public_bytes(pem))
    (folder / "server.pem").write_bytes(
        leaf.public_bytes(pem)
        + key.private_bytes(pem, serialization.PrivateFormat.PKCS8, serialization.NoEncryption())
    )
    server = ssl.create_default_context(ssl.Purpose.CLIENT_AUTH)
    server.load_cert_chain(folder / "server.pem")
    return Tls(folder / "ca.pem", server)
