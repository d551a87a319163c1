"""Speed budgets: a run fails when a page it recorded is slower than its project allows.

The project file's ``[budgets]`` sets limits on the metrics of
:class:`~nbshot.model.vitals.Vitals` (``lcp_ms``, ``cls``, ``inp_ms``, ``fcp_ms``,
``ttfb_ms``, ``tbt_ms``, ``transfer_kb``, ``requests``) for every page, and
``[budgets."<URL path pattern>"]`` for the pages whose path matches (``fnmatch``: ``*``
any run of characters), as Lighthouse CI's budgets do per path; a matching pattern's
limit replaces the general one. Each Shot a flow records keeps its vitals in the run
(``run.json``'s ``vitals``, one entry per recorded page); :func:`over_budget` says
which went over, in words a report and a notification can show.
"""

from __future__ import annotations

import fnmatch
from typing import Any
from urllib.parse import urlsplit

from nbshot.errors import InvalidArgument
from nbshot.flow.retry import PASSED
from nbshot.model.urls import shown_url


def pages_of(records: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """Per recorded Shot that carries its speed: ``{"name", "url", **metrics}``."""
    found = []
    for entry in records:
        value = entry.get("value")
        if entry.get("kind") == "shot" and isinstance(value, dict):
            vitals = value.get("vitals")
            if isinstance(vitals, dict):
                found.append({"name": entry.get("name"), "url": value.get("url", ""), **vitals})
    return found


def limits_for(url: str, budgets: dict[str, dict[str, float]]) -> dict[str, float]:
    """The limits for the page at ``url``: the general ones (``"*"``), then each
    pattern that matches its path (with its query), later and longer ones winning."""
    split = urlsplit(url)
    path = split.path + (f"?{split.query}" if split.query else "")
    found = dict(budgets.get("*", {}))
    for pattern in sorted(p for p in budgets if p != "*"):
        if fnmatch.fnmatchcase(path or "/", pattern):
            found.update(budgets[pattern])
    return found


def over_budget(pages: list[dict[str, Any]], budgets: dict[str, dict[str, float]]) -> list[str]:
    """Each metric a page went over, in words: ``"home (demo:/): lcp_ms 3120 > 2500"``."""
    from nbshot.model.vitals import METRICS

    found = []
    for page in pages:
        for metric, limit in limits_for(str(page.get("url", "")), budgets).items():
            value = page.get(metric)
            if metric in METRICS and isinstance(value, (int, float)) and value > limit:
                where = f"{page.get('name')} ({shown_url(str(page.get('url', '')))})"
                found.append(f"{where}: {metric} {value:g} > {limit:g}")
    return found


def run_error(manifest: dict[str, Any]) -> dict[str, Any] | None:
    """The error of a run that passed but whose pages (``manifest["vitals"]``) went over
    the project's ``[budgets]``: which page and metric, its limit and its value. None
    when the run did not pass or kept every budget."""
    from nbshot.project.file import current

    try:
        project = current()
    except InvalidArgument:  # a file broken since the run began: said where it is read
        project = None
    over = over_budget(manifest.get("vitals") or [], project.budgets if project else {})
    if not over or manifest.get("status") not in PASSED:  # ok, or flaky: passed on a retry
        return None
    said = "; ".join(over[:5]) + (f" and {len(over) - 5} more" if len(over) > 5 else "")
    return {"ename": "OverBudget", "evalue": said, "cell_index": None,
            "message": f"Over budget: {said}"}  # fmt: skip
