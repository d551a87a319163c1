"""Stable selectors for elements found by ref, so recorded steps can be replayed.

A ref (``e12``) names an element in one snapshot of one page load; a new load
numbers elements afresh. When a session step acts on a ref, nbshot also works
out a selector that finds the same element in a fresh load, preferring what a
person would write and what survives layout changes: ``data-testid``, then
role and accessible name (Playwright's ``role=`` engine), then ``id``, then a
CSS path. A candidate is used only if it matches exactly that one element now.
"""

from __future__ import annotations

import json

from playwright.async_api import Error as PlaywrightError
from playwright.async_api import Page

from nbshot.model.aria_parse import AriaNode

#: A JavaScript function ``(el, stop)``: a CSS path to ``el`` from its nearest ancestor
#: with an id, or from just below ``stop``, as ``tag:nth-of-type(n)`` steps.
CSS_PATH_JS = """(el, stop) => {
  const path = [];
  for (let node = el; node && node.nodeType === 1 && node !== stop;
       node = node.parentElement) {
    if (node.id) { path.unshift("#" + CSS.escape(node.id)); break; }
    let index = 1;
    for (let s = node.previousElementSibling; s; s = s.previousElementSibling)
      if (s.tagName === node.tagName) index++;
    path.unshift(node.tagName.toLowerCase() + ":nth-of-type(" + index + ")");
  }
  return path.join(" > ");
}"""

_FACTS_JS = f"""(el) => ({{
  testid: el.getAttribute("data-testid"), id: el.id ? CSS.escape(el.id) : null,
  path: ({CSS_PATH_JS})(el, document.body),
}})"""


def _quoted(text: str) -> str:
    return json.dumps(text)  # a double-quoted string with " and \\ escaped


async def stable_selector(page: Page, aria_ref: str, node: AriaNode | None) -> str | None:
    """A selector that matches exactly the element ``aria_ref`` (``aria-ref=e12``)
    points at, or None when the ref no longer resolves (or sits in a frame, which a
    page selector cannot reach)."""
    target = page.locator(aria_ref)
    try:
        handle = await target.element_handle(timeout=1000)
        facts = await handle.evaluate(_FACTS_JS)
    except PlaywrightError:
        return None
    candidates = []
    if facts.get("testid"):
        candidates.append(f"[data-testid={_quoted(facts['testid'])}]")
    name = (node.name or node.text or "") if node is not None else ""
    if node is not None and node.role and name and "\n" not in name:
        candidates.append(f"role={node.role}[name={_quoted(name)}s]")
    if facts.get("id"):
        candidates.append(f"#{facts['id']}")
    if facts.get("path"):
        candidates.append(facts["path"])
    for selector in candidates:
        locator = page.locator(selector)
        try:
            if await locator.count() == 1 and await locator.evaluate(
                "(el, target) => el === target", handle
            ):
                return str(selector)
        except PlaywrightError:
            continue  # a selector this page's engines reject: try the next
    return None
