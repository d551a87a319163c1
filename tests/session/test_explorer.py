"""The ipywidgets explorer (`Session.widget()`, with its step box), driven from Python
as a person would drive it."""

from __future__ import annotations

import base64
from pathlib import Path

import nbshot
from nbshot.demo import DemoSite


def test_run_steps_from_the_box_changes_picture_and_table(demo: DemoSite, tmp_path: Path) -> None:
    explorer = nbshot.open(demo.url_for("signin"), out_dir=tmp_path).widget()
    try:
        first_image = explorer.image.value
        assert first_image[:4] == b"\x89PNG"
        assert ">Email<" in explorer.tree_table.value and "Sign in" in explorer.status.value
        email = explorer.view.tree.find("Email", role="textbox").nodes[-1].ref
        button = explorer.view.tree.find("Sign in", role="button").nodes[-1].ref

        # Enter in the box (the front end sends the value then) runs the steps.
        explorer.steps.value = f"fill:{email}=nope; click:{button}"
        assert explorer.steps.value == ""
        assert explorer.image.value != first_image
        assert "Enter an email address" in explorer.tree_table.value
        explorer.run_button.click()  # Run, right after: what was typed already ran
        assert "failed" not in explorer.status.value and "Type a step" not in explorer.status.value

        explorer.overlay.value = False  # the toggle redraws without refs
        plain = explorer.image.value
        assert plain == explorer.view.shot.png and plain != first_image

        explorer.steps.value = "jump:e1"
        assert explorer.steps.value == "jump:e1"  # kept, to be corrected
        assert (
            "InvalidArgument" in explorer.status.value and "unknown action" in explorer.status.value
        )

        explorer.run("goto:/problems")
        assert "Failed to load widget config" in explorer.console_table.value
        assert "missing-chart.png" in explorer.network_table.value
        explorer.back_button.click()
        assert "/signin" in explorer.status.value

        # Saved notebooks (GitHub, nbviewer) have no widget manager: they show the
        # picture and the short text next to the widget's own view.
        bundle = explorer._repr_mimebundle_()
        assert {"application/vnd.jupyter.widget-view+json", "image/png"} <= set(bundle)
        assert base64.b64decode(bundle["image/png"]) == explorer.image.value
        assert bundle["text/plain"] == "<Explorer Sign in · Acme Analytics · demo:/signin>"
    finally:
        explorer.session.close()


def test_a_closed_session_shows_in_its_explorer_and_the_saved_picture_follows(
    demo: DemoSite, tmp_path: Path
) -> None:
    from IPython.core.interactiveshell import InteractiveShell

    shell = InteractiveShell.instance()  # displays go through IPython, as in a kernel
    published: list[dict[str, object]] = []
    shell.display_pub.publish = lambda data, metadata=None, **kw: published.append(  # type: ignore[method-assign]
        {"data": data, **kw}
    )
    session = nbshot.open(demo.url_for("signin"), out_dir=tmp_path)
    explorer = session.widget()
    explorer._ipython_display_()
    first = published[-1]["data"]["image/png"]  # type: ignore[index]
    explorer.run("goto:/problems")
    # The display is updated in place: a saved notebook keeps where the session ended.
    assert published[-1].get("update") is True
    assert published[-1]["data"]["image/png"] != first  # type: ignore[index]
    assert "Nothing yet" not in explorer.network_table.value
    table = explorer.tree_table.value
    assert "<th>ref</th>" in table and "<th>checked</th>" not in table  # no all-empty column
    assert ">link<" in table and ">generic<" not in table and ">listitem<" not in table

    session.close()
    assert explorer.steps.disabled and explorer.run_button.disabled
    assert "Session closed" in explorer.status.value and repr(explorer).endswith("(closed)>")
    assert "(closed)" in str(published[-1]["data"]["text/plain"])  # type: ignore[index]
    # Closed, the output is its last picture alone: saved and reopened, no widget waits.
    assert set(published[-1]["data"]) == {"image/png", "text/plain"}  # type: ignore[arg-type]
    InteractiveShell.clear_instance()
