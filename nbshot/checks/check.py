"""``nbshot.check``: a page's problems as a table.

Checks (``CHECKS``): ``console`` (errors logged or thrown), ``requests`` (4xx/5xx
responses and requests that failed), ``images`` (broken), ``overflow`` (content
wider than the viewport: sideways scrolling), ``tap-targets`` (controls smaller
than 24x24 CSS px on touch devices, WCAG 2.5.8), and ``a11y`` (axe-core, as
shipped by axe-playwright-python: contrast, names, labels, alt text and the rest
of its rules). The default runs all but ``a11y``; ``["all"]`` adds it.
"""

from __future__ import annotations

import asyncio
import os
from collections.abc import Sequence
from dataclasses import replace
from pathlib import Path
from typing import Any

from playwright.async_api import Page

from nbshot.browser.engine import engine
from nbshot.browser.twins import sync_twin
from nbshot.captures.matrix import devices_and_variants, profile_named
from nbshot.cluster.executor import run_tasks
from nbshot.cluster.tasks import Task
from nbshot.errors import InvalidArgument
from nbshot.model.findings import Finding, Findings
from nbshot.page.load import open_loaded, with_relaunch
from nbshot.page.log import PageLog
from nbshot.page.options import CaptureOptions, make_options
from nbshot.page.targets import Target, resolve_target
from nbshot.project.file import current as current_project
from nbshot.project.file import use as use_project
from nbshot.session.session import Session

CHECKS = ("console", "requests", "images", "overflow", "tap-targets", "a11y")
DEFAULT_CHECKS = CHECKS[:-1]
MIN_TAP = 24  # CSS px, WCAG 2.5.8 (AA)
HELP = {
    "console": "https://developer.mozilla.org/docs/Web/API/console/error_static",
    "requests": "https://developer.mozilla.org/docs/Web/HTTP/Status",
    "images": "https://developer.mozilla.org/docs/Web/HTML/Element/img",
    "overflow": "https://www.w3.org/WAI/WCAG22/Understanding/reflow.html",
    "tap-targets": "https://www.w3.org/WAI/WCAG22/Understanding/target-size-minimum.html",
}

# A short CSS path for an element: up to the nearest id, each step a tag name with
# :nth-of-type only where siblings share the tag.
_PATH_JS = """(el) => {
  const path = [];
  for (let node = el; node && node.nodeType === 1 && node !== document.body
       && node !== document.documentElement; node = node.parentElement) {
    if (node.id) { path.unshift("#" + CSS.escape(node.id)); break; }
    const tag = node.tagName.toLowerCase();
    const same = node.parentElement ? [...node.parentElement.children].filter(
      (s) => s.tagName === node.tagName) : [node];
    path.unshift(same.length > 1 ? `${tag}:nth-of-type(${same.indexOf(node) + 1})` : tag);
  }
  return path.join(" > ");
}"""

_LAYOUT_JS = (
    "([minTap, viewport]) => { const path = "
    + _PATH_JS
    + """;
  const shown = (el) => { const r = el.getBoundingClientRect(); const s = getComputedStyle(el);
    return r.width > 0 && r.height > 0 && s.visibility !== "hidden" && s.display !== "none"; };
  // A phone's browser widens its layout viewport to fit wide content, so measure
  // against the viewport the page was given, not innerWidth.
  const width = viewport || window.innerWidth;
  const wide = [...document.body.querySelectorAll("*")].filter((el) => shown(el)
      && el.getBoundingClientRect().right > width + 1
      && !(el.parentElement && el.parentElement.getBoundingClientRect().right > width + 1));
  const controls = [...document.querySelectorAll(
      "a[href], button, input:not([type=hidden]), select, textarea, summary, [role=button], "
      + "[role=link], [role=checkbox], [role=radio], [role=tab], [onclick], [tabindex]")];
  // WCAG 2.5.8 exempts links inside a sentence; nbshot skips inline links in text.
  const inText = (el) => el.tagName === "A" && getComputedStyle(el).display === "inline"
      && el.parentElement && el.parentElement.innerText.trim() !== el.innerText.trim();
  const boxes = controls.filter((el) => shown(el) && !inText(el)).map((el) => (
      { el, r: el.getBoundingClientRect() }));
  const under = boxes.filter((t) => t.r.width < minTap || t.r.height < minTap);
  // WCAG 2.5.8's spacing exception: an undersized target passes when a 24 px circle
  // centred on it meets no other target and no other undersized target's circle.
  const centre = (r) => [r.left + r.width / 2, r.top + r.height / 2];
  const meets = (c, r) => {
    const dx = c[0] - Math.max(r.left, Math.min(c[0], r.right));
    const dy = c[1] - Math.max(r.top, Math.min(c[1], r.bottom));
    return dx * dx + dy * dy < (minTap / 2) ** 2;
  };
  const small = under.filter((t) => {
    const c = centre(t.r);
    return boxes.some((o) => o !== t && !o.el.contains(t.el) && !t.el.contains(o.el)
        && meets(c, o.r))
      || under.some((o) => o !== t && Math.hypot(...centre(o.r).map((v, i) => v - c[i])) < minTap);
  }).map((t) => ({ selector: path(t.el), width: Math.round(t.r.width),
                   height: Math.round(t.r.height) }));
  return {
    scroll_width: document.documentElement.scrollWidth, viewport_width: width,
    wide: wide.slice(0, 5).map((el) => ({ selector: path(el),
      right: Math.round(el.getBoundingClientRect().right) })),
    broken: [...document.images].filter((i) => i.complete && i.naturalWidth === 0)
      .map((i) => ({ selector: path(i), src: i.getAttribute("src") })),
    small,
  };
}"""
)


def _which(checks: Sequence[str] | str | None) -> tuple[str, ...]:
    if checks is None:
        return DEFAULT_CHECKS
    names = [checks] if isinstance(checks, str) else list(checks)
    if "all" in names:
        return CHECKS
    unknown = [n for n in names if n not in CHECKS]
    if unknown or not names:
        raise InvalidArgument(
            f"Unknown check(s): {', '.join(map(repr, unknown)) or 'none given'}",
            f"Use some of {', '.join(CHECKS)}, or 'all'",
        )
    return tuple(dict.fromkeys(names))


async def run_checks(
    page: Page, log: PageLog, checks: Sequence[str], *, touch: bool
) -> list[Finding]:
    """Run ``checks`` on a loaded page whose events ``log`` recorded."""
    url = page.url
    found: list[Finding] = []
    if "console" in checks:
        errors: dict[str, int] = {}
        for message in log.console:
            if message.level == "error":
                errors[message.text] = errors.get(message.text, 0) + 1
        # Sorted: the order a page logs in is a race (a 404 against a script error),
        # and reports that differ only in order would look like changes.
        found += [
            Finding("console", "error", text, None, n, HELP["console"], url)
            for text, n in sorted(errors.items())
        ]
    if "requests" in checks:
        for request in sorted(log.failed_requests(), key=lambda r: r.url):
            why = f"HTTP {request.status}" if request.status else (request.error or "failed")
            found.append(
                Finding(
                    "requests", "error", f"{request.url} ({why})", None, 1, HELP["requests"], url
                )
            )
    viewport = page.viewport_size["width"] if page.viewport_size else 0
    layout = await page.evaluate(_LAYOUT_JS, [MIN_TAP, viewport])
    if "images" in checks:
        found += [
            Finding(
                "images",
                "error",
                f"Image {b['src']} did not load",
                b["selector"],
                1,
                HELP["images"],
                url,
            )
            for b in layout["broken"]
        ]
    if "overflow" in checks and layout["scroll_width"] > layout["viewport_width"] + 1:
        widest = layout["wide"][0]["selector"] if layout["wide"] else None
        found.append(
            Finding(
                "overflow",
                "warning",
                f"Content is {layout['scroll_width']} px wide in a {layout['viewport_width']} px "
                "viewport: the page scrolls sideways",
                widest,
                len(layout["wide"]) or 1,
                HELP["overflow"],
                url,
            )
        )
    if "tap-targets" in checks and touch:
        found += [
            Finding(
                "tap-targets",
                "warning",
                f"Tap target is {t['width']}x{t['height']} px, under {MIN_TAP}x{MIN_TAP}",
                t["selector"],
                1,
                HELP["tap-targets"],
                url,
            )
            for t in layout["small"]
        ]
    if "a11y" in checks:
        found += await _axe(page, url)
    return await _with_boxes(page, found)


# Where each selector's element is on the page (CSS px from the page's top left), or null.
_BOXES_JS = """(selectors) => selectors.map((sel) => {
  let el = null;
  try { el = document.querySelector(sel); } catch (e) { return null; }
  if (!el) return null;
  const r = el.getBoundingClientRect();
  return [r.left + scrollX, r.top + scrollY, r.width, r.height].map((v) => Math.round(v));
})"""


async def _with_boxes(page: Page, found: list[Finding]) -> list[Finding]:
    """``found`` with each element finding's box, measured in one call."""
    selectors = [f.selector for f in found if f.selector]
    if not selectors:
        return found
    boxes = iter(await page.evaluate(_BOXES_JS, selectors))
    placed = []
    for finding in found:
        box = next(boxes) if finding.selector else None
        placed.append(replace(finding, box=(box[0], box[1], box[2], box[3])) if box else finding)
    return placed


async def _axe(page: Page, url: str) -> list[Finding]:
    from axe_playwright_python.async_playwright import Axe

    results = await Axe().run(page)
    found = []
    for violation in results.response.get("violations", []):
        nodes = violation.get("nodes", [])
        target = nodes[0].get("target", []) if nodes else []
        selector = " ".join(str(t) for t in target) if target else None
        severity = "error" if violation.get("impact") in ("critical", "serious") else "warning"
        found.append(
            Finding(
                f"a11y:{violation['id']}",
                severity,
                violation.get("help", ""),
                selector,
                len(nodes) or 1,
                violation.get("helpUrl"),
                url,
            )
        )
    return found


async def _check_target(
    target: Target,
    opts: CaptureOptions,
    checks: Sequence[str],
    labels: tuple[str | None, str | None],
) -> list[Finding]:
    async with open_loaded(target, opts) as loaded:
        touch = bool(await loaded.page.evaluate("navigator.maxTouchPoints > 0"))
        found = await run_checks(loaded.page, loaded.log, checks, touch=touch)
    device, variant = labels
    return [replace(f, device=device, variant=variant) for f in found]


async def check_async(
    target: str | os.PathLike[str] | Session | None = None,
    checks: Sequence[str] | str | None = None,
    *,
    device: str | None = None,
    devices: Sequence[Any] | None = None,
    variants: Sequence[str] | None = None,
    timeout: float | None = None,
    profile: str | None = None,
    client: Any = None,
) -> Findings:
    """List a page's problems; returns :class:`Findings` (``.df``, ``.errors``, ``.ok``).

    Parameters
    ----------
    target:
        A URL, ``demo:/page``, an .html path, or a live :class:`~nbshot.Session`
        (checked as it is now, with the console and requests it logged so far).
    checks:
        Some of ``console``, ``requests``, ``images``, ``overflow``,
        ``tap-targets``, ``a11y``; default all but ``a11y``; ``["all"]`` for all.
    device:
        One device (name or alias) to load the page on; ``tap-targets`` applies
        to touch devices only.
    devices, variants:
        Check across a matrix (as :func:`nbshot.capture_matrix` takes them); each
        finding then says its device and variant.
    profile:
        A project's ``[profiles.NAME]``: each of its targets on its devices and
        variants, with its ``checks``, where the call gives none.
    client:
        With ``profile``: check each target as a task on a cluster (a Dask
        ``Client``, its address, or a ``concurrent.futures.Executor``; docs/scale.md).

    Raises
    ------
    InvalidArgument
        For an unknown check, device or variant.
    NavigationFailed, Timeout
        When the page cannot be loaded.
    """
    if profile is not None:
        return await _check_profile(profile, target, checks, devices, variants, timeout, client)
    if target is None:
        raise InvalidArgument("Nothing to check", "Give a target, or profile= of the project")
    chosen = _which(checks)
    if isinstance(target, Session):
        session = target

        async def on_session() -> list[Finding]:
            page = session.page
            touch = bool(await page.evaluate("navigator.maxTouchPoints > 0"))
            return await run_checks(page, session._log, chosen, touch=touch)

        return Findings(await engine.run_async(on_session()), chosen)
    resolved = resolve_target(target, None, None)
    opts = make_options(device=device, timeout=timeout, freeze_time=False)
    # One device given: findings say which (a matrix says device and variant).
    cells: list[tuple[CaptureOptions, tuple[str | None, str | None]]] = [
        (opts, (_device_label(device), None))
    ]
    if devices is not None or variants is not None:
        device_list, variant_list = await devices_and_variants(
            devices or ["desktop"], variants or ["light"]
        )
        cells = [
            (v.apply(d.apply(opts)), (d.label, v.label)) for d in device_list for v in variant_list
        ]

    async def everywhere() -> list[Finding]:
        found: list[Finding] = []
        for cell_opts, labels in cells:
            found += await with_relaunch(
                lambda o=cell_opts, lab=labels: _check_target(resolved, o, chosen, lab),  # type: ignore[misc]
                f"Checking {resolved.url}",
            )
        return found

    return Findings(await engine.run_async(everywhere()), chosen)


async def _check_profile(
    name: str,
    target: Any,
    checks: Sequence[str] | str | None,
    devices: Sequence[Any] | None,
    variants: Sequence[str] | None,
    timeout: float | None,
    client: Any,
) -> Findings:
    """Every target of the profile (or ``target``) on its devices and variants; with a
    ``client``, one task per target."""
    spec = profile_named(name)
    chosen = checks or list(spec.checks) or None
    targets = [target] if target is not None else list(spec.targets)
    plan = (chosen, list(devices or spec.devices), list(variants or spec.variants), timeout)
    found: list[Finding] = []
    if client is None:
        for each in targets:
            found += await check_async(
                each, chosen, devices=plan[1], variants=plan[2], timeout=timeout
            )
        return Findings(found, _which(chosen))
    project = current_project()
    tasks = [
        Task(f"check {each}", check_on_worker, (each, *plan, project and project.path))
        for each in targets
    ]
    for each, outcome in zip(
        targets, await asyncio.to_thread(run_tasks, client, tasks, desc="Checking"), strict=True
    ):
        if outcome.error is not None:  # a target whose task failed is a finding, not a loss
            found.append(
                Finding(
                    "task",
                    "error",
                    f"{type(outcome.error).__name__}: {outcome.error}"[:500],
                    url=str(each),
                )
            )
        else:
            found += outcome.value
    return Findings(found, _which(chosen))


def check_on_worker(
    target: Any,
    checks: Any,
    devices: list[Any],
    variants: list[str],
    timeout: float | None,
    project: Path | None,
) -> list[Finding]:
    """A cluster task: the caller's project in force here, then one target checked on
    devices x variants."""
    if project is not None:
        use_project(project)
    return list(check(target, checks, devices=devices, variants=variants, timeout=timeout))


def _device_label(device: Any) -> str | None:
    """How a finding names the one device it was checked on: the name given."""
    if device is None:
        return None
    return device if isinstance(device, str) else str(getattr(device, "label", device))


check = sync_twin(check_async)
check_async.__doc__ = "Async twin of :func:`check`.\n\n" + (check_async.__doc__ or "")
