"""One command's own process in the warm helper: ``python -m nbshot.cli.helper_worker``.

The helper (:mod:`nbshot.browser.warm_helper_process`) keeps one of these ready: nbshot
imported, connected to the helper's browser, its pages warm. A command such as
``nbshot capture`` sends its request to the helper, which hands it to the ready
process; that process takes on the command's world, its environment, folder and
secret names (once, for the rest of its life: nothing is swapped back and forth),
runs the command's body, stops the app servers it started, and answers. Later it runs
only commands of that very world (the next command of a shell loop), until the helper
lets it go. Two commands at once are two processes, so neither can see the other's
environment, folder or output, and an app server gets the environment of the command
that started it.

The wire (the helper finds this module through the ``helper_commands`` entry point of
``nbshot.hooks``, so the browser layer never names the CLI):

- it writes ``ready`` on its standard output once warm, then reads request lines from
  its standard input (``{"command", "params", "cwd", "env", "secrets"}``);
- for each it writes one answer line (``{"stdout", "stderr", "exit"}``, with ``error``,
  ``usage`` or ``bug`` when the command raised);
- standard input closed (the helper stopped, or let it go): it exits; SIGTERM (the
  command's user pressed Ctrl-C): it exits, stopping its app servers (during the
  warm-up: once warm, so the engine's work is not cut off mid-way).
"""

from __future__ import annotations

import argparse
import contextlib
import io
import json
import os
import signal
import sys
import tempfile
import threading
import time
from typing import IO, Any

import click

from nbshot import env_vars
from nbshot.errors import NbshotError

READY = "ready"


class Stopped(BaseException):
    """SIGTERM (the command's user pressed Ctrl-C, or the helper stops): not a
    ``SystemExit``, so the command's body, which turns exits into exit codes, cannot
    keep the process running."""


PARENT_POLL_S = 0.25  # how soon the helper's death is seen
# Until the process is warm, SIGTERM waits for the warm-up to end: raised in the middle
# of it, the engine's work was cut off mid-way and the exit printed tracebacks. Plain
# flags: the handler runs on the main thread, between two of its bytecodes.
_warm_up = {"under_way": True, "told_to_stop": False}


def answer(request: dict[str, Any]) -> dict[str, Any]:
    """Run one request's command in this process, as the command would have run it:
    ``{"stdout", "stderr", "exit"}`` out, with ``error`` (code, what, hint), ``usage``
    or ``bug`` when it raised. The caller has already taken on the request's world."""
    from nbshot.cli.pages import capture_here

    run = {"capture": capture_here}.get(str(request.get("command")))
    if run is None:
        return {
            "error": {
                "code": "InvalidArgument",
                "hint": "Update nbshot",
                "what": f"This helper does not run {request.get('command')!r}",
            }
        }
    out, err = io.StringIO(), io.StringIO()
    found: dict[str, Any] = {"exit": 0}
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        try:
            run(**dict(request.get("params") or {}))
        except SystemExit as done:
            found["exit"] = done.code if isinstance(done.code, int) else int(bool(done.code))
        except NbshotError as error:
            found["error"] = {"code": error.code, "what": error.what, "hint": error.hint}
        except click.ClickException as error:
            found["usage"] = error.format_message()
        except Exception as error:  # noqa: BLE001 - told to the command, as it would say it
            found["bug"] = f"{type(error).__name__}: {str(error)[:300]}"
    return {**found, "stdout": out.getvalue(), "stderr": err.getvalue()}


def take_on(request: dict[str, Any]) -> None:
    """Become the request's command: its whole environment (an app server started for
    it gets exactly that), its folder and the secret names it may read."""
    from nbshot import secrets
    from nbshot.config import reload_env, settings

    os.environ.clear()
    os.environ.update({str(k): str(v) for k, v in dict(request.get("env") or {}).items()})
    os.chdir(str(request.get("cwd") or os.getcwd()))
    reload_env()
    settings.secrets = tuple(str(n) for n in request.get("secrets") or ())
    secrets.forget()  # nothing read while warming is a value of this command's


def warm() -> None:
    """Capture a few blank pages with the command's defaults, so the engine is
    connected and its pool holds warm pages (as many as a batch uses at once)."""
    from nbshot.cli.pages import capture, capture_here

    with capture.make_context("capture", [], resilient_parsing=True) as context:
        params: dict[str, Any] = {
            k: list(v) if isinstance(v, tuple) else v for k, v in context.params.items()
        }
    with tempfile.TemporaryDirectory(prefix="nbshot-warm-") as folder:
        params.update(urls=["data:text/html,<title>warm</title>"] * 4, out_dir=folder)
        with contextlib.redirect_stdout(io.StringIO()), contextlib.suppress(SystemExit):
            capture_here(**params)


def serve(wire: IO[str], requests: IO[str]) -> int:
    """Warm up, say so on ``wire``, then run the requests read from ``requests``, each
    answered on ``wire``: the first one's world is taken on, and a later one of another
    world ends the process unanswered (the helper sends none). Returns the exit code
    once ``requests`` closes."""
    from nbshot.project.app_server import stop_all

    _warm_up["under_way"] = True
    try:
        warm()
    except Exception:
        if _warm_up["told_to_stop"]:
            raise Stopped from None  # stopping anyway: not the warm-up's failure
        raise
    finally:
        _warm_up["under_way"] = False
    if _warm_up["told_to_stop"]:
        raise Stopped
    wire.write(READY + "\n")
    wire.flush()
    world: list[Any] | None = None
    for line in requests:
        try:
            request = json.loads(line)
        except ValueError:
            return 2
        asked = [request.get("env"), request.get("cwd"), request.get("secrets")]
        if world is None:
            world = asked
            take_on(request)
        elif asked != world:
            return 2
        try:
            found = answer(request)
        finally:
            stop_all()  # before the answer: when the command ends, so has its app
        wire.write(json.dumps(found) + "\n")
        wire.flush()
    return 0


def _stop_on_sigterm() -> None:
    """SIGTERM raises :class:`Stopped` wherever the process is (once warm), so the command
    stops and the exit handlers (the app servers' stop, the browser's disconnect) still run.
    The helper's death sends it too (a watcher sees the parent change): its commands
    end with it, and each command then does its own work. (Linux's PR_SET_PDEATHSIG
    would not do: it fires when the helper *thread* that started this process ends.)"""

    def stop(number: int, frame: object) -> None:
        if _warm_up["under_way"]:
            _warm_up["told_to_stop"] = True  # raised once the warm-up ends (serve)
            return
        raise Stopped

    signal.signal(signal.SIGTERM, stop)
    parent = os.getppid()

    def watch() -> None:
        while os.getppid() == parent:
            time.sleep(PARENT_POLL_S)
        os.kill(os.getpid(), signal.SIGTERM)

    threading.Thread(target=watch, daemon=True, name="nbshot-helper-parent").start()


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(prog="python -m nbshot.cli.helper_worker")
    parser.add_argument("--browser-ws", required=True, help="the helper's browser server")
    args = parser.parse_args(argv)
    _stop_on_sigterm()
    # The wire is a private copy of stdout; fd 1 itself goes to stderr (the helper's
    # log), so nothing a library or a child process prints can corrupt an answer.
    wire = os.fdopen(os.dup(1), "w")
    os.dup2(2, 1)
    from nbshot.config import settings

    settings.helper = False  # this process is the helper's: it never asks a helper
    os.environ[env_vars.BROWSER_WS] = args.browser_ws  # for the warm-up's connect
    try:
        code = serve(wire, sys.stdin)
    except Stopped:
        code = 128 + signal.SIGTERM  # serve's finally stopped the app servers
    sys.exit(code)


if __name__ == "__main__":
    main()
