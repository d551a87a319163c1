"""Speed budgets: a run fails when a page it recorded is slower than its budgets allow.

The project file's ``[budgets]`` sets limits on the metrics of
:class:`~nbshot.model.vitals.Vitals` (``lcp_ms``, ``cls``, ``inp_ms``, ``fcp_ms``,
``ttfb_ms``, ``tbt_ms``, ``transfer_kb``, ``requests``) for every page, and
``[budgets."<URL path pattern>"]`` for the pages whose path matches (``fnmatch``: ``*``
any run of characters), as Lighthouse CI's budgets do per path; a matching pattern's
limit replaces the general one. A flow may have budgets of its own, in its notebook's
metadata beside its ``needs`` (:func:`from_metadata`), in the same shape::

    {"nbshot": {"budgets": {"lcp_ms": 4000, "/reports/*": {"lcp_ms": 6000}}}}

They are merged over the project's: for each page, the project's limits, then the
flow's (general, then its matching patterns) replacing them metric by metric. Each
Shot a flow records keeps its vitals in the run (``run.json``'s ``vitals``, one entry
per recorded page; the flow's own budgets under ``budgets``); :func:`over_budget`
says which went over, in words a report and a notification can show.
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


#: Budgets by URL path pattern (``"*"``: every page): {pattern: {metric: limit}}.
Budgets = dict[str, dict[str, float]]


def limits_for(url: str, *layers: Budgets) -> dict[str, float]:
    """The limits for the page at ``url``. Within one layer of budgets: the general
    ones (``"*"``), then each pattern that matches its path (with its query), later and
    longer ones winning. A later layer (a flow's, after the project's) replaces the
    limits of the layers before it, metric by metric."""
    split = urlsplit(url)
    path = split.path + (f"?{split.query}" if split.query else "")
    found: dict[str, float] = {}
    for budgets in layers:
        found.update(budgets.get("*", {}))
        for pattern in sorted(p for p in budgets if p != "*"):
            if fnmatch.fnmatchcase(path or "/", pattern):
                found.update(budgets[pattern])
    return found


def from_metadata(notebook: str, value: Any) -> Budgets:
    """A flow's own budgets, from its notebook metadata's ``nbshot.budgets`` (``value``;
    None: none): ``{"lcp_ms": 2500, "/shop/*": {"lcp_ms": 4000}}`` as
    ``{"*": {"lcp_ms": 2500.0}, "/shop/*": {"lcp_ms": 4000.0}}``.

    Raises
    ------
    InvalidArgument
        Naming the notebook and the key, for a value that is not such a table, an
        unknown metric (with the nearest known one) or a limit that is not a number of
        0 or more.
    """
    import difflib

    from nbshot.model.vitals import METRICS

    def wrong(key: str, what: str, hint: str) -> InvalidArgument:
        return InvalidArgument(f"{notebook}: metadata nbshot.budgets{key}: {what}", hint)

    example = 'Write e.g. "budgets": {"lcp_ms": 2500, "/shop/*": {"lcp_ms": 4000}}'
    if value is None:
        return {}
    if not isinstance(value, dict):
        raise wrong("", f"must be a table of metric limits, not {value!r}"[:200], example)
    found: Budgets = {}
    for key, item in value.items():
        pattern, limits = (key, item) if isinstance(item, dict) else ("*", {key: item})
        for metric, limit in limits.items():
            where = f".{key}" if pattern == "*" else f".{key}.{metric}"
            if metric not in METRICS:
                near = difflib.get_close_matches(str(metric), list(METRICS), n=1)
                hint = f"Did you mean {near[0]!r}?" if near else f"Known: {', '.join(METRICS)}"
                raise wrong(where, "unknown metric", hint)
            number = isinstance(limit, (int, float)) and not isinstance(limit, bool)
            if not (number and 0 <= limit < 1e9):
                raise wrong(where, f"must be a limit of 0 or more, not {limit!r}"[:200],
                            "Use e.g. lcp_ms = 2500 or cls = 0.1")  # fmt: skip
            found.setdefault(pattern, {})[metric] = float(limit)
    return found


def in_force(manifest: dict[str, Any]) -> list[Budgets]:
    """The layers of budgets a run is held to: the project file's ``[budgets]`` (as the
    file reads now; none when it is broken), then the flow's own (``run.json``'s
    ``budgets``, as the flow's notebook had them when it ran)."""
    from nbshot.project.file import current

    try:
        project = current()
    except InvalidArgument:  # a file broken since the run began: said where it is read
        project = None
    own = manifest.get("budgets")
    return [project.budgets if project else {}, own if isinstance(own, dict) else {}]


def over_budget(pages: list[dict[str, Any]], *layers: Budgets) -> list[str]:
    """Each metric a page went over, in words: ``"home (demo:/): lcp_ms 3120 > 2500"``."""
    from nbshot.model.vitals import METRICS

    found = []
    for page in pages:
        for metric, limit in limits_for(str(page.get("url", "")), *layers).items():
            value = page.get(metric)
            if metric in METRICS and isinstance(value, (int, float)) and value > limit:
                where = f"{page.get('name')} ({shown_url(str(page.get('url', '')))})"
                found.append(f"{where}: {metric} {value:g} > {limit:g}")
    return found


def run_error(manifest: dict[str, Any]) -> dict[str, Any] | None:
    """The error of a run that passed but whose pages (``manifest["vitals"]``) went over
    the budgets in force (:func:`in_force`: the project's ``[budgets]``, the flow's own
    over them): which page and metric, its limit and its value. None when the run did
    not pass or kept every budget."""
    over = over_budget(manifest.get("vitals") or [], *in_force(manifest))
    if not over or manifest.get("status") not in PASSED:  # ok, or flaky: passed on a retry
        return None
    said = "; ".join(over[:5]) + (f" and {len(over) - 5} more" if len(over) > 5 else "")
    return {"ename": "OverBudget", "evalue": said, "cell_index": None,
            "message": f"Over budget: {said}"}  # fmt: skip
