"""nbshot from a built wheel, in an empty folder outside the repository: ``nbshot init``,
the shipped flows, the starter flow and the starter profile all work there."""

from __future__ import annotations

import os
import re
import socket
import subprocess
import sys
import sysconfig
from pathlib import Path

import pytest
from timing import scaled

ROOT = Path(__file__).resolve().parents[2]

pytestmark = pytest.mark.notebook


@pytest.fixture(scope="module")
def installed(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A venv with nbshot installed from a wheel built now; its dependencies come from
    this venv's site-packages (a path, not an install: the editable nbshot is not there)."""
    work = tmp_path_factory.mktemp("wheel")
    subprocess.run([sys.executable, "-m", "pip", "wheel", "--no-deps", "-q", "-w",
                    str(work / "dist"), str(ROOT)], check=True, timeout=scaled(600))  # fmt: skip
    (wheel,) = (work / "dist").glob("nbshot-*.whl")
    venv = work / "venv"
    subprocess.run([sys.executable, "-m", "venv", "--without-pip", str(venv)], check=True)
    site = Path(sysconfig.get_path("purelib", vars={"base": str(venv), "platbase": str(venv)}))
    (site / "deps.pth").write_text(sysconfig.get_path("purelib") + "\n")
    subprocess.run([sys.executable, "-m", "pip", "--python", str(venv / "bin" / "python"),
                    "install", "--no-deps", "-q", str(wheel)],
                   check=True, timeout=scaled(600))  # fmt: skip
    return venv / "bin"


def run(bin_dir: Path, *args: str, cwd: Path) -> subprocess.CompletedProcess[str]:
    # Jupyter's data (nbconvert's templates) is installed under the dependencies' venv.
    env = {**os.environ, "JUPYTER_PATH": str(Path(sys.prefix) / "share" / "jupyter")}
    done = subprocess.run([str(bin_dir / "nbshot"), *args], cwd=cwd, capture_output=True,
                          text=True, timeout=scaled(300), env=env)  # fmt: skip
    assert done.returncode == 0, f"nbshot {' '.join(args)}:\n{done.stdout}\n{done.stderr}"
    return done


def test_a_project_from_nothing_with_nbshot_from_a_wheel(installed: Path, tmp_path: Path) -> None:
    probe = [str(installed / "python"), "-c", "import nbshot; print(nbshot.__file__)"]
    where = subprocess.run(probe, capture_output=True, text=True, check=True, cwd=tmp_path)
    assert where.stdout.startswith(str(installed.parent)), where.stdout  # the wheel's copy

    folder = tmp_path / "shop"
    folder.mkdir()
    created = run(installed, "init", cwd=folder).stdout
    assert "created nbshot.toml" in created and "created flows/screens.ipynb" in created
    assert "kept    nbshot.toml" in run(installed, "init", cwd=folder).stdout  # idempotent

    flows = run(installed, "flows", cwd=folder).stdout
    for name in ("audit", "homepage", "responsive", "sign_in", "screens"):
        assert f"{name}:" in flows  # nbshot's own flows, and the project's
    ran = run(installed, "run", "screens", "-p", "target=settings", cwd=folder)
    run_dir = Path(ran.stdout.strip().splitlines()[-1])
    assert run_dir.parent.parent == folder / "nbshot-out" / "runs"  # the project's runs
    assert (run_dir / "screen.png").is_file() and '"status": "ok"' in (
        run_dir / "run.json"
    ).read_text()
    run(installed, "run", "homepage", cwd=folder)  # a shipped flow, from here

    shots = run(installed, "capture", "--profile", "smoke", cwd=folder).stdout.split()
    assert len(shots) == 8 and all(Path(p).is_file() for p in shots)
    assert all(Path(p).parent == folder / "nbshot-out" / "captures" for p in shots)
    port = int(re.search(r"--port (\d+)", (folder / "nbshot.toml").read_text()).group(1))  # type: ignore[union-attr]
    with socket.socket() as probe:  # the demo site the project started is gone with it
        assert probe.connect_ex(("127.0.0.1", port)) != 0
