"""A marimo app with nbshot's explorer on the demo site's sign-in page
(tests/ui/test_explorer_marimo.py runs it with ``marimo run``)."""

import marimo

app = marimo.App()


@app.cell
def _():
    import marimo as mo

    import nbshot

    explorer = nbshot.explore("demo:/signin")
    mo.ui.anywidget(explorer)
    return


if __name__ == "__main__":
    app.run()
