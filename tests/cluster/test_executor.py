"""Turning the caller's client into a backend (nbshot.cluster.executor): without dask
installed, an address is refused with the extra to install named."""

from __future__ import annotations

import subprocess
import sys
import textwrap

from flow_paths import FLOWS
from timing import scaled

import nbshot


def test_without_dask_installed_an_address_gets_the_extra_named(demo: nbshot.DemoSite) -> None:
    script = textwrap.dedent(
        """
        import sys
        sys.modules["distributed"] = None  # as if nbshot[dask] were not installed
        import nbshot
        shots = nbshot.capture_matrix(sys.argv[1], progress=False)  # local, as before
        assert shots.ok, shots.failures
        for call in (lambda: nbshot.run_flows(["homepage"], folder=sys.argv[2],
                                              client="tcp://127.0.0.1:8786"),
                     lambda: nbshot.capture_matrix(sys.argv[1], client="tcp://127.0.0.1:8786")):
            try:
                call()
            except nbshot.InvalidArgument as error:
                print(error.code, error.message)
        """
    )
    done = subprocess.run([sys.executable, "-c", script, demo.url + "/", str(FLOWS)],
                          capture_output=True, text=True, timeout=scaled(120))  # fmt: skip
    lines = done.stdout.splitlines()
    assert done.returncode == 0, done.stderr
    assert len(lines) == 2
    assert all("needs dask.distributed" in line and "nbshot[dask]" in line for line in lines)
