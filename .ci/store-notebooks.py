"""Make executed notebooks fit to store (run by `make notebooks` after executing them).

A stored notebook is read where no kernel runs: GitHub, nbviewer, nbconvert HTML, or
JupyterLab reopening it. A widget's view there needs the widget's state, and with the
state stored nbconvert and GitHub draw a widget they cannot run (blank) instead of the
picture the output carries beside it. So the state and the widget views go, and each
widget output keeps its HTML picture; the views' random model ids go with them, so
running `make notebooks` again changes nothing.

Usage: python .ci/store-notebooks.py NOTEBOOK...
"""

import sys

import nbformat

WIDGET_VIEW = "application/vnd.jupyter.widget-view+json"

for path in sys.argv[1:]:
    notebook = nbformat.read(path, as_version=4)
    notebook.metadata.pop("widgets", None)
    for cell in notebook.cells:
        for output in cell.get("outputs", []):
            output.get("data", {}).pop(WIDGET_VIEW, None)
    nbformat.write(notebook, path)
