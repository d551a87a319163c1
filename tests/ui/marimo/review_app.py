"""A marimo app with nbshot's review of one failed picture (tests/ui/test_explorer_marimo.py
runs it with ``marimo run`` in a fresh folder)."""

import marimo

app = marimo.App()


@app.cell
def _():
    import contextlib
    from pathlib import Path

    import marimo as mo

    import nbshot

    page = '<!doctype html><body style="margin:0"><p style="margin:20px">{}</p>'
    for word, update in (("one", "all"), ("two", "none")):
        Path(f"{word}.html").write_text(page.format(word))
        with contextlib.suppress(nbshot.ScreenshotMismatch):  # "two" fails: to review
            nbshot.assert_screenshot(
                f"{word}.html", baseline="word.png", update=update, viewport="300x100"
            )
    mo.ui.anywidget(nbshot.review("nbshot-results"))
    return


if __name__ == "__main__":
    app.run()
