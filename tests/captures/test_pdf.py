"""``nbshot.pdf``: a page saved as PDF by Chromium, shown by its first page."""

from __future__ import annotations

import base64
import io
from pathlib import Path

import pytest
from PIL import Image

import nbshot
from nbshot.demo import DemoSite
from nbshot.flow.record import read_record, record


def test_a_long_page_prints_to_several_pages_shown_by_the_first(
    demo: DemoSite, tmp_path: Path
) -> None:
    made = nbshot.pdf(demo.url_for("long"), out_dir=tmp_path)
    assert made.path == tmp_path / "long.pdf" and made.path.read_bytes()[:5] == b"%PDF-"
    assert made.path.stat().st_mode & 0o777 == 0o600
    assert made.pages >= 2 and made.title.startswith("Changelog")
    with Image.open(io.BytesIO(made.first_page())) as first:
        assert first.width == 640 and 1.3 < first.height / first.width < 1.5  # A4, upright
    bundle = made._repr_mimebundle_()
    assert "2 page(s)" in bundle["text/html"] or f"{made.pages} page(s)" in bundle["text/html"]
    shown = bundle["text/html"].split("base64,")[1].split('"')[0]
    assert base64.b64decode(shown) == made.first_page()


def test_paper_options_change_the_paper(demo: DemoSite, tmp_path: Path) -> None:
    wide = nbshot.pdf(demo.url_for("signin"), out_dir=tmp_path, name="wide", format="letter",
                      landscape=True, margins="2cm", print_background=False)  # fmt: skip
    with Image.open(io.BytesIO(wide.first_page())) as first:
        assert first.width > first.height  # landscape
    with pytest.raises(nbshot.InvalidArgument, match="not a paper size"):
        nbshot.pdf(demo.url_for("signin"), format="A9")
    with pytest.raises(nbshot.InvalidArgument, match="margins"):
        nbshot.pdf(demo.url_for("signin"), margins={"middle": "1cm"})


def test_a_session_prints_where_it_is_and_a_pdf_is_a_record(
    demo: DemoSite, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    with nbshot.open(demo.url_for("signin"), out_dir=tmp_path) as session:
        session.act("goto:/dashboard")
        made = nbshot.pdf(session, name="dashboard")
    assert made.path.parent == tmp_path and made.url.endswith("/dashboard")
    run = tmp_path / "run"
    run.mkdir()
    monkeypatch.setenv("NBSHOT_RUN_DIR", str(run))
    record("report", made)
    assert (run / "report.pdf").read_bytes() == made.path.read_bytes()
    back = read_record({"kind": "pdf", "path": "report.pdf",
                        "value": {"pages": made.pages, "url": made.url, "title": made.title}},
                       run)  # fmt: skip
    assert isinstance(back, nbshot.Pdf) and back.pages == made.pages and back.url == made.url


def test_the_cli_and_the_mcp_server_save_pdfs_too(tmp_path: Path) -> None:
    import asyncio

    from click.testing import CliRunner
    from mcp import Client

    import mcp_shim
    from nbshot.cli import main

    done = CliRunner().invoke(main, ["pdf", "demo:/long", "--out", str(tmp_path), "--landscape"])
    assert done.exit_code == 0 and done.stdout.strip() == str(tmp_path / "long.pdf")
    bad = CliRunner().invoke(main, ["pdf", "demo:/long", "--format", "A9"])
    assert bad.exit_code == 2 and "not a paper size" in bad.output

    async def over_mcp() -> tuple[dict[str, object], list[str]]:
        server = mcp_shim.build_server(mcp_shim.load_config(out_dir=tmp_path / "agent"))
        async with Client(server) as client:
            answer = await client.call_tool("pdf", {"url": "demo:/long", "output_dir": "x"})
        server.state.close_all()  # type: ignore[attr-defined]
        return answer.structured_content or {}, [c.type for c in answer.content]

    data, kinds = asyncio.run(over_mcp())
    assert data["path"] == str(tmp_path / "agent" / "x" / "long.pdf") and data["pages"] >= 2
    assert kinds == ["image", "resource_link", "text"]  # page one, the PDF's link, the summary
