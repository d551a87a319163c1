"""A page's speed as Chrome's web-vitals library measures it: :class:`Vitals`.

The Core Web Vitals (LCP, CLS, INP) and the others a page-speed report tracks (FCP,
TTFB, total blocking time), with the transfer size and the requests by type, read from
the page's own PerformanceObservers (:mod:`nbshot.page.vitals` gathers them). Times
are milliseconds from the navigation's start; a metric the page did not produce (no
interaction: no INP; no contentful paint yet: no LCP) is None.
"""

from __future__ import annotations

import math
from dataclasses import asdict, dataclass, field
from typing import Any

#: The metrics a budget may limit, with their unit, as a report names them.
METRICS = {
    "lcp_ms": "Largest Contentful Paint (ms)",
    "cls": "Cumulative Layout Shift",
    "inp_ms": "Interaction to Next Paint (ms)",
    "fcp_ms": "First Contentful Paint (ms)",
    "ttfb_ms": "Time to First Byte (ms)",
    "tbt_ms": "Total Blocking Time (ms)",
    "transfer_kb": "Transfer size (KB)",
    "requests": "Requests",
}


@dataclass(frozen=True)
class Vitals:
    """One page load's speed. ``requests_by_type`` and ``kb_by_type`` count the
    resources by their kind (``script``, ``img``, ``css``, ``fetch``...), the document
    included as ``document``."""

    lcp_ms: float | None = None
    cls: float = 0.0
    inp_ms: float | None = None
    fcp_ms: float | None = None
    ttfb_ms: float | None = None
    tbt_ms: float = 0.0
    transfer_kb: float = 0.0
    requests: int = 0
    requests_by_type: dict[str, int] = field(default_factory=dict)
    kb_by_type: dict[str, float] = field(default_factory=dict)

    @classmethod
    def from_page(cls, raw: Any) -> Vitals | None:
        """What the page reported (:data:`nbshot.page.vitals.READ_JS`), checked: a
        page's script could have written anything there, so only finite numbers in
        range are kept. None for nothing usable."""
        if not isinstance(raw, dict):
            return None
        entries = _pairs(raw.get("byType"))
        counts = {str(k)[:40]: int(_number(v[0]) or 0) for k, v in entries}
        sizes = {str(k)[:40]: round((_number(v[1]) or 0) / 1024, 1) for k, v in entries}
        return cls(
            lcp_ms=_number(raw.get("lcp")),
            cls=round(_number(raw.get("cls")) or 0.0, 4),
            inp_ms=_number(raw.get("inp")),
            fcp_ms=_number(raw.get("fcp")),
            ttfb_ms=_number(raw.get("ttfb")),
            tbt_ms=_number(raw.get("tbt")) or 0.0,
            transfer_kb=round(sum(sizes.values()), 1),
            requests=sum(counts.values()),
            requests_by_type=counts,
            kb_by_type=sizes,
        )

    def as_dict(self) -> dict[str, Any]:
        """The metrics as plain values, for run.json and DataFrames."""
        return asdict(self)

    def over(self, budget: dict[str, float]) -> list[str]:
        """Each metric of ``budget`` ({metric: limit}) this load exceeds, in words:
        ``"lcp_ms 3120 > 2500"``. A metric the page did not produce exceeds nothing."""
        found = []
        for metric, limit in budget.items():
            value = getattr(self, metric, None)
            if isinstance(value, (int, float)) and value > limit:
                found.append(f"{metric} {value:g} > {limit:g}")
        return found

    def __str__(self) -> str:
        def ms(value: float | None) -> str:
            return "-" if value is None else f"{value:.0f} ms"

        return (
            f"LCP {ms(self.lcp_ms)}, CLS {self.cls:.3f}, INP {ms(self.inp_ms)}, "
            f"FCP {ms(self.fcp_ms)}, TTFB {ms(self.ttfb_ms)}, TBT {ms(self.tbt_ms)}, "
            f"{self.transfer_kb:g} KB in {self.requests} requests"
        )


def _number(value: Any) -> float | None:
    """A finite, non-negative number, rounded to 0.1; else None."""
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        return None
    if not math.isfinite(value) or value < 0 or value > 1e9:
        return None
    return round(float(value), 1) if value >= 1 else round(float(value), 4)


def _pairs(by_type: Any) -> list[tuple[Any, list[Any]]]:
    """The ``{type: [count, bytes]}`` entries that have that shape (at most 50)."""
    if not isinstance(by_type, dict):
        return []
    return [(k, v) for k, v in list(by_type.items())[:50] if isinstance(v, list) and len(v) == 2]
