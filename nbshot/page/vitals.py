"""Measuring a page's speed while it loads, as Chrome's web-vitals library does.

:data:`OBSERVE_JS` runs first in every document a capture or session loads (an init
script): PerformanceObservers with ``buffered: true`` keep, as web-vitals does,

- LCP: the last ``largest-contentful-paint`` entry's ``startTime``;
- CLS: the largest session window of ``layout-shift`` entries without recent input
  (shifts less than 1 s apart, a window at most 5 s long);
- INP: the longest ``event`` entry of an interaction (``interactionId``), the value
  web-vitals reports for fewer than 50 interactions;
- FCP: the ``first-contentful-paint`` paint entry;
- total blocking time: each long task's time past 50 ms (Lighthouse's TBT, without its
  end at time-to-interactive: a page that keeps blocking keeps adding).

:data:`READ_JS`, asked after the picture (a headless page may not have painted by
its ``load`` event: the picture's frame is its first), adds TTFB (the navigation's
``responseStart``) and the transfer size and requests by type (resource timing, the
document included), and returns it all for :meth:`nbshot.model.vitals.Vitals.from_page`.
Times are from the navigation's start, on ``performance.now``'s clock, which a
capture's frozen ``Date`` does not touch.
"""

from __future__ import annotations

OBSERVE_JS = """(() => {
  if (window.__nbshotVitals) return;
  const v = window.__nbshotVitals = {lcp: null, cls: 0, inp: null, fcp: null, tbt: 0};
  const watch = (type, each, more) => {
    try {
      new PerformanceObserver((list) => list.getEntries().forEach(each))
        .observe(Object.assign({type, buffered: true}, more || {}));
    } catch (e) { /* a type this browser does not know */ }
  };
  watch("largest-contentful-paint", (e) => { v.lcp = e.startTime; });
  watch("paint", (e) => { if (e.name === "first-contentful-paint") v.fcp = e.startTime; });
  let windowValue = 0, first = 0, last = 0;
  watch("layout-shift", (e) => {
    if (e.hadRecentInput) return;
    if (windowValue && e.startTime - last < 1000 && e.startTime - first < 5000) {
      windowValue += e.value;
    } else { windowValue = e.value; first = e.startTime; }
    last = e.startTime;
    v.cls = Math.max(v.cls, windowValue);
  });
  watch("longtask", (e) => { v.tbt += Math.max(0, e.duration - 50); });
  watch("event", (e) => {
    if (e.interactionId) v.inp = Math.max(v.inp || 0, e.duration);
  }, {durationThreshold: 16});
})();"""

READ_JS = """async () => {
  // After the picture. Its frame's paint entries reach the observers a task or two
  // after the frame is shown: wait for them, once, when none came yet.
  const sleep = (ms) => new Promise((done) => setTimeout(done, ms));
  const painted = () => performance.getEntriesByType("paint").length > 0;
  await sleep(0);
  // Up to half a second on a busy machine; a page with nothing to paint pays it.
  for (let waited = 0; !painted() && waited < 500; waited += 10) await sleep(10);
  await sleep(0);
  const v = Object.assign({}, window.__nbshotVitals || {});
  const fcp = performance.getEntriesByName("first-contentful-paint")[0];
  if (v.fcp === null && fcp) v.fcp = fcp.startTime;
  const nav = performance.getEntriesByType("navigation")[0];
  v.ttfb = nav ? Math.max(0, nav.responseStart - (nav.activationStart || 0)) : null;
  const byType = {};
  const add = (kind, bytes) => {
    const entry = byType[kind] || (byType[kind] = [0, 0]);
    entry[0] += 1; entry[1] += bytes || 0;
  };
  if (nav) add("document", nav.transferSize);
  for (const r of performance.getEntriesByType("resource")) add(r.initiatorType, r.transferSize);
  v.byType = byType;
  return v;
}"""
