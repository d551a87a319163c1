"""Secrets asked of the person: a ``${NAME}`` that a call needs (in an ``act`` step, the
project's ``[sign_in]`` steps, or a flow's parameters) whose NAME is on the secrets
allow-list but has no value in the server's environment is asked for through the
client (``elicitation/create``), before the call starts.

The value the person gives goes into this server process's environment (where
``${NAME}`` is read, and which flow kernels inherit) and onto the list of known
secrets (:func:`nbshot.secrets.remember`), so it is masked in every answer, tree,
history, HAR and run file; it is never part of an answer, a log line or a file.
A name that is not on the allow-list is never asked for: the call fails as before.
A client without elicitation is not asked: the call fails with the usual
"not set" error.
"""

from __future__ import annotations

import os
import time
from collections.abc import Iterable
from typing import Any

from mcp.types import ElicitRequest, ElicitRequestFormParams, ElicitResult

from nbshot import env_vars, secrets
from nbshot.errors import InvalidArgument
from nbshot.mcp.asking import NeedInput, ask

#: Tools whose ``url`` may open a page of the project's app (behind its sign-in).
_LOADS_URL = ("capture", "snapshot", "open", "check", "extract", "pdf")


def needed(texts: Iterable[str], allowed: frozenset[str]) -> list[str]:
    """Names of ``${NAME}`` (without ``:-default``) in ``texts`` that are on
    ``allowed``, are not nbshot's own and have no value in the environment."""
    names: dict[str, None] = {}
    for text in texts:
        for match in secrets.REFERENCE.finditer(text):
            name, default = match.group(1), match.group(2)
            own = name.startswith(env_vars.PREFIX)
            if default is None and name in allowed and not own and name not in os.environ:
                names[name] = None
    return list(names)


def texts_of_call(name: str, arguments: dict[str, Any], flows: Any) -> list[str]:
    """The texts a call will expand ``${NAME}`` in: its steps, the project's sign-in
    steps when its page is behind the sign-in, its flow's parameters."""
    texts = [s for s in arguments.get("steps") or () if isinstance(s, str)]
    url = arguments.get("url")
    one_page = name in _LOADS_URL and isinstance(url, str) and _behind_sign_in(url)
    many = name in ("capture", "check", "compare") and bool(
        arguments.get("profile") or arguments.get("targets")
    )
    if one_page or many:
        texts += _sign_in_steps()
    if name == "run_flow" or name.startswith("flow_"):
        flow = arguments.get("flow") if name == "run_flow" else name.removeprefix("flow_")
        given = arguments.get("params") if name == "run_flow" else arguments
        texts += _flow_texts(flow, given if isinstance(given, dict) else {}, flows)
    return texts


def _behind_sign_in(url: str) -> bool:
    from nbshot.project.file import current
    from nbshot.session.sign_in import applies

    project = current()
    if project is None or not project.base_url:
        return False
    return applies(project, project.base_url + url if url.startswith("/") else url)


def _sign_in_steps() -> list[str]:
    """The project's sign-in steps, unless a saved sign-in is still fresh (then no
    step is played, and nothing needs asking)."""
    from nbshot.project.file import current

    project = current()
    spec = project.sign_in if project else None
    if spec is None:
        return []
    state = spec.state
    if state.is_file() and time.time() - state.stat().st_mtime < spec.max_age:
        return []
    return list(spec.steps)


def _flow_texts(flow: Any, given: dict[str, Any], folder: Any) -> list[str]:
    """The values a flow run will get: those given, else each parameter's default."""
    from nbshot.flow.catalog import find_flow

    if not isinstance(flow, str):
        return []
    try:
        found = find_flow(flow, folder)
    except (InvalidArgument, OSError):
        return []  # the run itself says what is wrong
    values = {p.name: p.default for p in found.parameters}
    values.update(given)
    return [v for v in values.values() if isinstance(v, str)]


def _request(name: str) -> ElicitRequest:
    message = (
        f"nbshot needs the secret {name} to type it into the page. It is kept in "
        "the server's memory and never shown to the model."
    )
    value = {"type": "string", "title": name, "description": "Never shown to the model"}
    schema = {"type": "object", "required": ["value"], "properties": {"value": value}}
    return ElicitRequest(params=ElicitRequestFormParams(message=message, requested_schema=schema))


async def ask_for_secrets(ctx: Any, names: list[str]) -> None:
    """Ask the person for each of ``names`` through the client; keep each value given.
    On a 2026-07-28 connection all are asked in one round (see :mod:`nbshot.mcp.asking`).

    Raises
    ------
    InvalidArgument
        When the person declines or cancels (the call does not start).
    NeedInput
        To ask them by answering the call (2026-07-28).
    """
    capabilities = ctx.client_capabilities
    if not names or capabilities is None or capabilities.elicitation is None:
        return
    later: dict[str, Any] = {}
    for name in names:
        if os.environ.get(name) is not None:
            continue  # given meanwhile (another call asked)
        key = f"nbshot.secret.{name}"
        try:
            answer = await ask(ctx, key, _request(name), ElicitResult)
        except NeedInput as need:
            later.update(need.result.input_requests or {})
            continue
        value = (answer.content or {}).get("value") if answer.action == "accept" else None
        if not isinstance(value, str) or not value:
            raise InvalidArgument(
                f"The secret ${{{name}}} was not given ({answer.action})",
                f"Give it when asked, or set {name} in the server's environment",
            )
        secrets.remember(value, name)
        os.environ[name] = value
    if later:
        raise NeedInput(later)


async def provide_secrets(ctx: Any, name: str, arguments: dict[str, Any], flows: Any) -> None:
    """Before a call: ask for the listed secrets it needs that have no value."""
    from nbshot.project.file import secret_names

    texts = texts_of_call(name, arguments, flows)
    if texts:
        await ask_for_secrets(ctx, needed(texts, secret_names()))
