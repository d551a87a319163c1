"""``nbshot.inspect``: a region at full resolution, from a shot, a file, a run or a diff."""

from __future__ import annotations

import asyncio
from pathlib import Path

import pytest
from mcp import Client
from PIL import Image

import mcp_shim
import nbshot
from nbshot.demo import DemoSite

FLOWS = Path(__file__).resolve().parents[2] / "flows"


def test_a_box_in_css_pixels_comes_out_at_every_device_pixel(demo: DemoSite, out: Path) -> None:
    phone = nbshot.capture(demo.url_for("signin"), device="phone", out_dir=out)
    ratio = phone.options["pixel_ratio"]
    region = nbshot.inspect(phone, (10, 20, 100, 50)).region
    assert (region.width, region.height) == (round(100 * ratio), round(50 * ratio))
    assert region.data == phone.crop((round(10 * ratio), round(20 * ratio), region.width,
                                      region.height)).data  # fmt: skip
    whole = nbshot.inspect(phone.path)  # a file: no ratio known, the whole picture
    assert (whole.region.width, whole.box) == (phone.width, None)
    with pytest.raises(nbshot.InvalidArgument, match="outside"):
        nbshot.inspect(phone, (300, 0, 200, 50))


def test_the_log_lines_come_along(demo: DemoSite, out: Path) -> None:
    broken = nbshot.capture(demo.url_for("problems"), out_dir=out)
    found = nbshot.inspect(broken, (0, 0, 200, 100))
    assert any(line.startswith("console error:") for line in found.log)
    assert any("missing-chart.png" in line for line in found.log)
    assert "console error" in found._repr_mimebundle_()["text/html"]


def test_a_runs_capture_and_a_comparisons_diff(demo: DemoSite, tmp_path: Path) -> None:
    run = nbshot.run_flow("homepage", folder=FLOWS, out_dir=tmp_path / "runs", progress=False)
    found = nbshot.inspect(run.folder, (0, 0, 320, 200), screen="homepage")
    assert found.source.endswith("/homepage") and found.region.width == 320
    with pytest.raises(nbshot.InvalidArgument, match="captures of run"):
        nbshot.inspect(run.folder, screen="nothing-like-it")
    shot = nbshot.capture(demo.url_for("signin"), out_dir=tmp_path / "now")
    (baseline,) = nbshot.approve(shot, baselines=tmp_path / "base")
    with Image.open(baseline) as picture:
        red = Image.new("RGB", picture.size, "red")
    red.save(baseline)
    (change,) = nbshot.compare(shot, baselines=tmp_path / "base").changes
    diff = nbshot.inspect(change, (0, 0, 50, 50))
    assert diff.source.startswith("diff of") and diff.region.width == 50


def test_agents_inspect_what_the_server_wrote(tmp_path: Path) -> None:
    async def over_mcp() -> tuple[dict[str, object], str]:
        server = mcp_shim.build_server(mcp_shim.load_config(out_dir=tmp_path))
        async with Client(server) as client:
            shot = await client.call_tool("capture", {"url": "demo:/signin"})
            path = shot.structured_content["path"]
            region = await client.call_tool("inspect", {"path": path, "box": [0, 0, 300, 120]})
            elsewhere = await client.call_tool("inspect", {"path": "/etc/hostname"})
        server.state.close_all()  # type: ignore[attr-defined]
        return region.structured_content or {}, elsewhere.structured_content["code"]

    data, refused = asyncio.run(over_mcp())
    assert (data["width"], data["height"]) == (300, 120) and refused == "NotAllowed"


def test_the_findings_in_the_region_come_along(demo: DemoSite, out: Path) -> None:
    page = demo.url_for("problems")
    shot = nbshot.capture(page, device="phone", out_dir=out)
    found = nbshot.check(page, ["images", "tap-targets", "a11y"], device="phone")
    image = next(f for f in found if f.check == "images")
    with nbshot.open(page, device="phone") as session:  # where the page says it is
        x, y, w, h = session.eval("(() => { const r = document.querySelector('#broken')"
                                  ".getBoundingClientRect(); return [r.left + scrollX, "
                                  "r.top + scrollY, r.width, r.height]; })()")  # fmt: skip
    assert image.box == (round(x), round(y), round(w), round(h))

    region = nbshot.inspect(shot, image.box, findings=found)
    assert image in region.findings
    assert not any(f.check == "a11y:label" for f in region.findings)  # elsewhere on the page
    assert f"error images: {image.message} [#broken]" in region.lines()
    assert "#broken" in region._repr_mimebundle_()["text/plain"]
    everything = nbshot.inspect(shot, findings=found.df)  # no box: all of this page's
    assert len(everything.findings) == len(found)
    desktop = nbshot.capture(page, out_dir=out)  # another device: none of them
    assert nbshot.inspect(desktop, findings=found).findings == []


def test_a_runs_recorded_findings_come_along(tmp_path: Path) -> None:
    run = nbshot.run_flow("audit", {"url": "demo:/problems"}, folder=FLOWS,
                          out_dir=tmp_path, progress=False)  # fmt: skip
    top = nbshot.inspect(run.folder, (0, 0, 1280, 300), screen="audit")
    assert "error a11y:image-alt: Images must have alternative text [#no-alt]" in top.lines()
    assert all(f.box is not None and f.box[1] < 300 for f in top.findings)
    assert nbshot.inspect(run.folder, (0, 650, 100, 50), screen="audit").findings == []
