"""Several browser servers in NBSHOT_BROWSER_WS: work spread over them, a gone one skipped.

Each case runs in its own Python process (the engine and its browsers are per process),
against real Playwright browser servers on loopback.
"""

from __future__ import annotations

import json
import subprocess
import sys
import textwrap
from pathlib import Path

from timing import scaled

from nbshot.browser.browser_server import BrowserServer
from nbshot.demo import DemoSite

SCRIPT = textwrap.dedent(
    """
    import json, sys, time
    import nbshot
    from nbshot.browser.engine import engine

    url, out = sys.argv[1], sys.argv[2]
    cells = dict(devices=["desktop", "phone"], variants=["light", "dark"], progress=False)
    first = nbshot.capture_matrix(url, out_dir=out, **cells)
    before = dict(engine.remote.uses)
    print(json.dumps({"ok": first.ok, "uses": before}), flush=True)
    gone = sys.stdin.readline().strip()  # the test has stopped this server
    # Playwright learns of the closed socket a moment later, and until then the server's
    # browser still looks connected: wait for that, as a later batch would meet it.
    deadline = time.monotonic() + 10
    while gone in engine.remote.connected() and time.monotonic() < deadline:
        time.sleep(0.05)
    second = nbshot.capture_matrix(url, out_dir=out, **cells)
    after = {e: n - before.get(e, 0) for e, n in engine.remote.uses.items()}
    print(json.dumps({"ok": second.ok, "count": len(second), "uses": after,
                      "failures": [f.error.message for f in second.failures]}), flush=True)
    """
)


def test_work_is_spread_over_servers_and_a_server_that_goes_away_is_skipped(
    demo: DemoSite, tmp_path: Path, closed_port: int
) -> None:
    first, second = BrowserServer(), BrowserServer()
    try:
        a, b = first.start(), second.start()
        dead = f"ws://127.0.0.1:{closed_port}/never"
        env = {"NBSHOT_BROWSER_WS": f"{a}, {dead},{b}", "PATH": "/usr/bin:/bin"}
        with subprocess.Popen(
            [sys.executable, "-c", SCRIPT, demo.url + "/", str(tmp_path)],
            stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
            text=True, env=env,
        ) as proc:  # fmt: skip
            assert proc.stdin is not None and proc.stdout is not None
            spread = json.loads(proc.stdout.readline())
            assert spread["ok"] and spread["uses"].get(a, 0) > 0 and spread["uses"].get(b, 0) > 0
            assert dead not in spread["uses"]
            first.stop()
            proc.stdin.write(a + "\n")
            proc.stdin.flush()
            after = json.loads(proc.stdout.readline())
            _, stderr = proc.communicate(timeout=scaled(60))
        assert after["ok"] and after["count"] == 4, after["failures"]
        assert after["uses"].get(a, 0) == 0 and after["uses"][b] > 0
        assert f"Browser server {dead} does not answer" in stderr
        assert f"Browser server {a} went away" in stderr
    finally:
        first.stop()
        second.stop()
