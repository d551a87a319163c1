"""Every shell line in README.md and docs/ runs as written, in a scratch project.

How each kind of line is run:

- ``nbshot ...`` on its own: in this process through click's runner (the same CLI
  code, without paying a Python start and a browser launch per line).
- servers (``--http``, ``--serve``, ``launch-server``, ``nbshot review``): started, and stopped once
  their port answers; one ending in ``&`` keeps serving for the lines after it.
- ``nbshot-mcp`` / ``nbshot mcp`` on stdio: started with no input, so they stop at once.
- ``claude mcp add NAME -- COMMAND``: COMMAND is run (Claude's CLI is not here).
- ``make TARGET``: ``make -n`` (the target exists; running it would recurse).
- benchmarks and soaks: ``--help``, and every option the line uses must be listed
  there (a run takes minutes; ``make bench`` and ``make soak`` run them).
- ``pip install`` / ``npm install``: not run (they need a package registry); the
  extras they name must exist.
- cron lines: the five schedule fields are checked, the command is run.
- anything else: bash, with the venv first on PATH.
"""

from __future__ import annotations

import json
import os
import re
import shlex
import socket
import subprocess
import time
from pathlib import Path

import pytest
from click.testing import CliRunner
from snippets import (
    BIN,
    ROOT,
    blocks,
    docs_with,
    project,
    shell_lines,
    substitute,
    write_project_file,
)
from timing import scaled

from nbshot.cli import main as nbshot_cli

SERVER = re.compile(r"--http\b|--serve\b|launch-server|^nbshot review\b(?!.*--markdown)")
STDIO_SERVER = re.compile(r"^(nbshot-mcp|nbshot mcp)\b")
PLAIN_NBSHOT = re.compile(r"^nbshot (?!mcp\b)[^&|;<>$`]*$")
CRON_FIELD = re.compile(r"^(\*|\d+(-\d+)?)(/\d+)?(,(\*|\d+(-\d+)?)(/\d+)?)*$")


def _without_comment(line: str) -> str:
    return " ".join(shlex.split(line, comments=True))


def _code(line: str) -> str:
    """The line before its trailing ``  # comment``, quoting kept."""
    return line.split("  #")[0].strip()


def _wait_for_port(port: int, process: subprocess.Popen[str], line: str) -> None:
    deadline = time.monotonic() + scaled(90)
    while time.monotonic() < deadline:
        if process.poll() is not None:
            pytest.fail(f"{line}: exited {process.returncode}: {process.stderr.read()[-2000:]}")  # type: ignore[union-attr]
        try:
            socket.create_connection(("127.0.0.1", port), timeout=1).close()
            return
        except OSError:
            time.sleep(0.2)
    pytest.fail(f"{line}: nothing answered on port {port}")


def _server_port(line: str, cwd: Path) -> int:
    if match := re.search(r"--port[ =](\d+)", line):
        return int(match.group(1))
    if "launch-server" in line:
        config = re.search(r"--config (\S+)", line)
        assert config, f"{line}: say which port (--config FILE with a port)"
        return int(json.loads((cwd / config.group(1)).read_text())["port"])
    return 8765  # nbshot-mcp --http's default


class Shell:
    """Runs one document's lines in order, in one scratch project."""

    def __init__(self, cwd: Path) -> None:
        self.cwd = cwd
        self.env = {**os.environ, "PATH": f"{BIN}{os.pathsep}{os.environ['PATH']}"}
        self.servers: list[subprocess.Popen[str]] = []

    def bash(self, line: str, **options: object) -> subprocess.CompletedProcess[str]:
        return subprocess.run(["bash", "-c", line], capture_output=True, text=True,
                              cwd=self.cwd, env=self.env, timeout=scaled(300), **options)  # type: ignore[call-overload]  # fmt: skip

    def run(self, line: str) -> None:
        line = substitute(line, self.cwd).replace(f"{BIN}/", "")
        command = _without_comment(line)
        if re.match(r"^(pip|npm) install\b", command):
            for extra in re.findall(r"nbshot\[(\w+)\]", command):
                assert f"{extra} = [" in (ROOT / "pyproject.toml").read_text(), line
        elif command.startswith("make "):
            done = subprocess.run(["make", "-n", *command.split()[1:]], cwd=ROOT,
                                  capture_output=True, text=True, timeout=scaled(60))  # fmt: skip
            assert done.returncode == 0, f"{line}: {done.stderr}"
        elif "tests/bench/" in command or "tests/soak/" in command:
            script = re.search(r"tests/(?:bench|soak)/\S+\.py", command).group(0)  # type: ignore[union-attr]
            done = self.bash(f"python {ROOT / script} --help")
            assert done.returncode == 0, f"{line}: {done.stderr}"
            for option in re.findall(r"(--[\w-]+)", command):
                assert option in done.stdout, f"{line}: {script} has no {option}"
        elif match := re.match(r"^claude mcp add \S+ -- (.+)$", command):
            self.run(match.group(1))
        elif SERVER.search(command):
            self.serve(line)
        elif STDIO_SERVER.match(command):
            done = self.bash(command, stdin=subprocess.DEVNULL)
            assert done.returncode == 0, f"{line}: {done.stderr[-2000:]}"
        elif PLAIN_NBSHOT.match(_code(line)):
            done = CliRunner().invoke(nbshot_cli, shlex.split(line, comments=True)[1:])
            assert done.exit_code == 0, f"{line}: {done.output[-2000:]}"
        else:
            done = self.bash(line)
            assert done.returncode == 0, f"{line}: {done.stdout[-1000:]}{done.stderr[-2000:]}"

    def serve(self, line: str) -> None:
        background = _code(line).endswith("&")
        command = _code(line).rstrip("&")
        server = subprocess.Popen(
            ["bash", "-c", command], cwd=self.cwd, env=self.env, text=True,
            stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, start_new_session=True,
        )  # fmt: skip
        self.servers.append(server)
        _wait_for_port(_server_port(command, self.cwd), server, line)
        if not background:
            self.stop(server)

    def stop(self, server: subprocess.Popen[str]) -> None:
        if server.poll() is None:
            os.killpg(server.pid, 15)
        server.communicate(timeout=scaled(30))  # reaps it and closes its stderr pipe

    def close(self) -> None:
        for server in self.servers:
            self.stop(server)


def _files_the_doc_uses(doc: Path, cwd: Path) -> None:
    """Files a document shows and then uses (flows.md's server.json, projects.md's
    nbshot.toml)."""
    for block in blocks(doc, "json"):
        if '"wsPath"' in block:
            (cwd / "server.json").write_text(block)
    write_project_file(doc, cwd)


@pytest.mark.parametrize("doc", docs_with("sh", "cron"), ids=lambda d: d.name)
def test_shell_snippets_run(doc: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    cwd = project(tmp_path)
    monkeypatch.chdir(cwd)  # for the lines run in this process
    _files_the_doc_uses(doc, cwd)
    shell = Shell(cwd)
    try:
        for block in blocks(doc, "sh"):
            for line in shell_lines(block):
                shell.run(line)
        for block in blocks(doc, "cron"):
            for line in shell_lines(block):
                fields = line.split(None, 5)
                assert all(CRON_FIELD.match(f) for f in fields[:5]), line
                shell.run(fields[5])
    finally:
        shell.close()
        from nbshot.project import app_server, file

        file.use(None)
        app_server.stop_all()  # an app a project's line started in this process


def test_the_shell_runner_fails_a_line_that_fails(tmp_path: Path) -> None:
    """The runner above can fail: a documented line that exits 2 is caught."""
    shell = Shell(project(tmp_path))
    with pytest.raises(AssertionError, match="No such option"):
        shell.run("nbshot capture demo:/ --no-such-option")
    with pytest.raises(AssertionError, match="exit 3"):
        shell.run("sh -c 'echo exit 3 >&2; exit 3'")
