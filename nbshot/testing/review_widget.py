"""``nbshot.review()``: the review page as a notebook widget (anywidget).

The same front end as ``nbshot review`` (``review_view.js``): the widget's model holds
the pending items with their pictures as ``data:`` URLs, and the view's approve and
reject come back as messages, decided by :func:`nbshot.testing.review.decide`.
"""

from __future__ import annotations

import base64
import os
from pathlib import Path
from typing import Any

import anywidget
import traitlets

from nbshot.errors import NbshotError
from nbshot.testing.review import ReviewItem, decide, pending

MIME = {".png": "image/png"}


class ReviewWidget(anywidget.AnyWidget):
    """The failed assertions of ``results``: approve or reject each, or all shown.

    :meth:`decide` does what the buttons do; :meth:`refresh` reads the folder again.
    ``items`` and ``status`` are what the view shows."""

    _esm = Path(__file__).with_name("review_view.js")

    items: traitlets.List[dict[str, Any]] = traitlets.List().tag(sync=True)
    status = traitlets.Unicode("").tag(sync=True)
    error = traitlets.Bool(False).tag(sync=True)

    def __init__(self, results: str | os.PathLike[str] = "nbshot-results") -> None:
        super().__init__()
        self.results = Path(results)
        self.refresh()
        self.on_msg(self._on_message)

    def refresh(self) -> None:
        """Read the results folder again."""
        self.items = [_shown(item) for item in pending(self.results)]

    def decide(self, action: str, ids: list[str], *, variant: bool = False) -> str:
        """Approve or reject the items ``ids`` (:func:`nbshot.testing.review.decide`);
        the outcome is also in :attr:`status`."""
        try:
            said = decide(self.results, action, ids, variant=variant)
            self.error = False
        except NbshotError as error:
            said = f"[{error.code}] {error.message}"
            self.error = True
        self.status = said
        self.refresh()
        return said

    def _on_message(self, _: Any, content: Any, buffers: Any) -> None:
        if isinstance(content, dict) and isinstance(content.get("ids"), list):
            ids = [str(i) for i in content["ids"]]
            self.decide(str(content.get("action")), ids, variant=bool(content.get("variant")))

    def _repr_mimebundle_(self, **kwargs: Any) -> Any:
        # Where no front end runs (nbconvert, GitHub), a plain list of what waits.
        bundle = super()._repr_mimebundle_(**kwargs)
        if isinstance(bundle, tuple):
            data, meta = bundle
            data["text/plain"] = self._plain()
            return data, meta
        return bundle

    def _plain(self) -> str:
        if not self.items:
            return "Nothing to review: every assertion matched."
        rows = [f"{i['test']}: {i['baseline']} ({i['kind']})" for i in self.items]
        return f"{len(rows)} assertion(s) to review:\n" + "\n".join(rows)


def _shown(item: ReviewItem) -> dict[str, Any]:
    """The item for the view, pictures inline (a notebook's view cannot fetch files)."""
    shown = item.summary()
    shown["urls"] = {
        role: f"data:{MIME[path.suffix]};base64,{base64.b64encode(path.read_bytes()).decode()}"
        for role, path in item.files.items()
        if path.suffix in MIME
    }
    return shown


def review(results: str | os.PathLike[str] = "nbshot-results") -> ReviewWidget:
    """The failed visual assertions of ``results`` as a widget to approve or reject them.

    Raises
    ------
    InvalidArgument
        When ``results`` exists and is not a folder.
    """
    return ReviewWidget(results)
