"""Settled before seen: what a loaded page still has in flight, awaited before a picture
or a tree is taken (the ``settle`` option, on by default).

The ``load`` event leaves work behind that changes what a person sees a moment later:

- web fonts still downloading (text drawn in the fallback font, then reflowed);
- images not decoded yet, and ``loading=lazy`` images below the fold, which a
  full-page picture shows as empty boxes;
- content an ``IntersectionObserver`` adds when its place scrolls into view (a
  full-page picture never scrolls, so it never comes);
- what the page's scripts still fetch (``fetch``, ``XMLHttpRequest``) and paint
  worklets still loading (a notice fetched at ``DOMContentLoaded``, a CSS paint);
- regions marked ``aria-busy="true"`` (a snapshot reads "Loading..."), when shown: a
  hidden one (a closed menu marked busy until it first opens) is not waited for.

:func:`settle` waits for each within what is left of the call's timeout: fonts, then
(for full-page pictures) lazy images made eager and, when the page made an
``IntersectionObserver`` (:data:`COUNT_OBSERVERS_JS` counts them), the page scrolled
through once and back to the top, then no request or worklet pending
(:data:`COUNT_PENDING_JS` counts them), then every image loaded and decoded, then no
shown ``aria-busy`` region, then two frames; all within :data:`MAX_SETTLE_S` and most of
what is left of the call's timeout. A wait that runs out gives up, saying what it
waited for (in the log, ``nbshot`` logger): a page that never settles is still
captured, as it is.
"""

from __future__ import annotations

import asyncio
import logging
import time

from playwright.async_api import Error as PlaywrightError
from playwright.async_api import Page

log = logging.getLogger("nbshot")
#: Longest a page is waited for (within the call's timeout): a region that stays
#: aria-busy, or an endless feed, must not cost every capture its whole timeout.
MAX_SETTLE_S = 5.0
#: Screens a full page is scrolled through at most, for lazy content (an endless feed
#: grows while it is scrolled).
MAX_SCREENS = 30

#: Run first in every document a capture loads (an init script): counts the
#: IntersectionObservers the page makes, so a full page is scrolled through only when
#: something watches for it (the scroll costs two frames a screen: 0.5 s on a 13-screen
#: page that has nothing to reveal).
COUNT_OBSERVERS_JS = """(() => { const Native = window.IntersectionObserver;
  if (!Native || Native.__nbshotCounted) return;
  class Counted extends Native {
    constructor(callback, options) { super(callback, options); Counted.made += 1; } }
  Counted.made = 0; Counted.__nbshotCounted = true;
  window.IntersectionObserver = Counted; })();"""

#: Run first in every document a capture loads (an init script): counts the page's
#: requests, response bodies being read and paint worklet modules not done yet
#: (``window.__nbshotPending``), which settling waits for, and wakes whoever waits
#: (``window.__nbshotIdle()``, a promise) when the count comes down to 0. A body read
#: that the page starts as its fetch resolves is counted in the same microtasks as the
#: fetch ends: a check made after a task boundary (see ``_SETTLE_JS``) never sees 0
#: between them. The page gets its own promises back.
COUNT_PENDING_JS = """(() => { if ("__nbshotPending" in window) return;
  let pending = 0, waiting = [];
  Object.defineProperty(window, "__nbshotPending", { get: () => pending });
  Object.defineProperty(window, "__nbshotIdle", { value: () => pending <= 0
    ? Promise.resolve() : new Promise((wake) => { waiting.push(wake); }) });
  const done = () => { pending -= 1;
    if (pending <= 0 && waiting.length) { const woken = waiting; waiting = [];
                                          woken.forEach((wake) => wake()); } };
  const track = (promise) => { pending += 1; promise.then(done, done); return promise; };
  const wrap = (owner, name) => { const native = owner && owner[name];
    if (native) owner[name] = function (...args) { return track(native.apply(this, args)); }; };
  wrap(window, "fetch");
  for (const read of ["arrayBuffer", "blob", "bytes", "formData", "json", "text"])
    wrap(window.Response && Response.prototype, read);
  wrap(window.CSS && CSS.paintWorklet, "addModule");
  const send = XMLHttpRequest.prototype.send;
  XMLHttpRequest.prototype.send = function (...args) {
    pending += 1; this.addEventListener("loadend", done, { once: true });
    try { return send.apply(this, args); } catch (error) { done(); throw error; } }; })();"""

# The budget is read from performance.now: a capture freezes Date (freeze_time), not it.
# Returns what it gave up waiting for. Nothing in flight costs no timer and no frame.
_SETTLE_JS = """async ({full, budget, maxScreens}) => {
  const end = performance.now() + budget, unsettled = [];
  let waited = false;
  const left = () => Math.max(0, end - performance.now());
  const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
  const frame = () => new Promise((r) => requestAnimationFrame(() => r()));
  const within = (p) => { waited = true;
    return Promise.race([p.then(() => true, () => true), sleep(left()).then(() => false)]); };
  if (document.fonts && document.fonts.status !== "loaded"
      && !(await within(document.fonts.ready))) unsettled.push("web fonts");
  if (full) {
    for (const el of document.querySelectorAll("img[loading=lazy], iframe[loading=lazy]"))
      el.loading = "eager";
    const root = document.scrollingElement || document.documentElement;
    const watched = (window.IntersectionObserver || {}).made !== 0;  // unknown: scroll
    if (watched && root.scrollHeight > innerHeight + 1) {
      waited = true;
      const bottom = Math.min(root.scrollHeight, innerHeight * maxScreens);
      for (let y = innerHeight; y < bottom && left() > 0; y += innerHeight) {
        window.scrollTo(0, y); await frame(); await frame();
      }
      window.scrollTo(0, 0); await frame();
    }
  }
  const busyFetching = () => (window.__nbshotPending || 0) > 0;
  // Woken when the count reaches 0 (it was a 25 ms poll: up to 25 ms late, every time
  // a page fetched after load), then checked again past a task boundary, once the
  // page's own callbacks, which may start the next request, have run.
  const idle = window.__nbshotIdle || (() => sleep(25));
  while (busyFetching() && left() > 0) {
    waited = true;
    await Promise.race([idle(), sleep(left())]);
    await sleep(0);
  }
  if (busyFetching()) unsettled.push("requests");
  const pending = [...document.images].filter((img) => !img.complete).map((img) =>
    new Promise((r) => { img.addEventListener("load", r, {once: true});
                         img.addEventListener("error", r, {once: true}); }));
  if (pending.length && !(await within(Promise.all(pending)))) unsettled.push("images");
  // A hidden region (a closed menu a script marked busy once) is not waited for.
  const shown = (el) => el.checkVisibility ? el.checkVisibility({visibilityProperty: true})
                                           : el.getClientRects().length > 0;
  const busy = () => [...document.querySelectorAll('[aria-busy="true"]')].find(shown);
  while (busy() && left() > 0) { waited = true; await sleep(25); }
  if (busy()) {
    const el = busy();
    unsettled.push("aria-busy " + el.tagName.toLowerCase() + (el.id ? "#" + el.id : ""));
  }
  if (waited) { await frame(); await frame(); }
  return unsettled;
}"""


async def settle(page: Page, *, full_page: bool, deadline: float) -> list[str]:
    """Wait for ``page`` to settle (see the module's docstring) until ``deadline`` (a
    ``time.monotonic()`` value) at the latest; returns what it gave up waiting for
    (``"web fonts"``, ``"images"``, ``"aria-busy div#feed"``), also logged. A page that
    navigated or closed meanwhile is left as it is."""
    # What is left of the call's timeout, less a share for the picture itself.
    budget = min(MAX_SETTLE_S, (deadline - time.monotonic()) * 0.8)
    if budget <= 0:
        return []
    given = {"full": full_page, "budget": int(budget * 1000), "maxScreens": MAX_SCREENS}
    try:
        # The page counts its own budget; this bound is for a page stuck in a script.
        unsettled: list[str] = await asyncio.wait_for(
            page.evaluate(_SETTLE_JS, given), timeout=budget + 0.5
        )
    except asyncio.TimeoutError:
        unsettled = ["the page's scripts (settling did not finish)"]
    except PlaywrightError:
        return []  # navigated or closed meanwhile: what comes next says so if it matters
    if unsettled:
        log.warning(
            "%s did not settle in time: still waiting for %s", page.url, ", ".join(unsettled)
        )
    return unsettled
