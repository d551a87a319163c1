"""``select:`` on custom widgets: an ARIA combobox or listbox, chosen by option name.

A ``<select>`` is chosen with Playwright's ``select_option``. Most sites' dropdowns are
not ``<select>`` elements but a ``role=combobox`` that opens a ``role=listbox`` of
``role=option`` elements (the W3C ARIA Authoring Practices pattern). For those,
:func:`choose_options` does what a person does: opens the list (a click, then the
ArrowDown key if the click did not open it), and clicks the option whose accessible name
is the one asked for, so an agent spends one step, not two calls, on a dropdown.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from playwright.async_api import Locator
from playwright.async_api import TimeoutError as PlaywrightTimeout

from nbshot.errors import BrowserError, ElementNotFound, InvalidArgument, Timeout

# What the target is: its tag, ARIA role, whether its list is open, the list's ids.
_KIND_JS = """el => ({
  tag: el.tagName.toLowerCase(),
  role: (el.getAttribute('role') || '').trim().split(/\\s+/)[0],
  expanded: el.getAttribute('aria-expanded'),
  controls: ((el.getAttribute('aria-controls') || '') + ' '
             + (el.getAttribute('aria-owns') || '')).trim().split(/\\s+/).filter(Boolean),
})"""
# What a combobox shows once an option is chosen: an input's value, or its text.
_SHOWN_JS = "el => ('value' in el && typeof el.value === 'string' ? el.value : el.textContent)"
# The options' texts, as a person reads the list.
_NAMES_JS = "el => [...el.querySelectorAll('[role=option]')].map(o => o.textContent.trim())"
OPEN_WAIT_MS = 400.0  # a click opens a list at once, or not: then ArrowDown is tried
LISTED = 12  # option names an error lists


@dataclass(frozen=True)
class Widget:
    """What a ``select:`` target is: its tag, its ARIA role ("" for none given),
    whether it says its list is open, and the ids of the elements it controls or owns."""

    tag: str
    role: str
    expanded: bool
    controls: tuple[str, ...]


async def widget_kind(target: Locator) -> Widget:
    """What ``target`` is (see :class:`Widget`)."""
    kind = await target.evaluate(_KIND_JS)
    return Widget(kind["tag"], kind["role"], kind["expanded"] == "true", tuple(kind["controls"]))


async def choose_options(
    target: Locator, name: str, widget: Widget, wanted: Sequence[str], ms: float
) -> None:
    """Choose the options named ``wanted`` in the combobox or listbox ``target``
    (named ``name`` in errors; ``widget`` from :func:`widget_kind`), each action
    within ``ms`` milliseconds.

    Raises
    ------
    InvalidArgument
        For a target that is neither, or several values for a combobox.
    Timeout
        When the combobox's list does not open.
    ElementNotFound
        For a name no option has (listing those it has), or one several share.
    BrowserError
        When the combobox does not show the option after the click.
    """
    role = widget.role
    if role not in ("combobox", "listbox"):
        raise InvalidArgument(
            f"select: works on <select>, comboboxes and listboxes; {name} is "
            f"{'a ' + role if role else f'a <{widget.tag}>'}",
            f"Click {name}, then click the option you want",
        )
    if role == "listbox":
        for k, value in enumerate(wanted):
            option = await _option(target, name, value)
            # Later values add to the choice, as Ctrl/Cmd-click does in a list.
            await option.click(modifiers=["ControlOrMeta"] if k else [], timeout=ms)
        return
    if len(wanted) != 1:
        raise InvalidArgument(
            f"{name} is a combobox: it takes one value, not {len(wanted)}",
            "Give one option's name (select:REF=Apple)",
        )
    options = await _open_list(target, name, widget, ms)
    try:
        option = await _option(options, name, wanted[0])
    except ElementNotFound:
        await target.press("Escape", timeout=ms)  # leave the page as it was: list closed
        raise
    handle = await option.element_handle(timeout=ms)
    label = (await option.inner_text(timeout=ms)).strip()
    await option.click(timeout=ms)
    shown = str(await target.evaluate(_SHOWN_JS) or "")
    if label not in shown and await handle.get_attribute("aria-selected") != "true":
        raise BrowserError(
            f"Clicked option {wanted[0]!r} of {name}, but it does not show it",
            "Look at the latest view: the widget may want the keyboard (press:ArrowDown, "
            "press:Enter)",
        )


async def _open_list(combobox: Locator, name: str, widget: Widget, ms: float) -> Locator:
    """The list of ``combobox``, opened: by a click, else by the ArrowDown key."""
    root = combobox.locator("xpath=ancestor::html")  # the combobox's own frame
    controls = [c for c in widget.controls if '"' not in c]
    if controls:
        listbox = root.locator(",".join(f'[id="{c}"]' for c in controls))
    else:  # ARIA 1.0: the list inside the combobox; else the one list open on the page
        inside = combobox.get_by_role("listbox")
        listbox = inside if await inside.count() else root.get_by_role("listbox")
    listbox = listbox.filter(visible=True).first
    if not widget.expanded:
        await combobox.click(timeout=ms)
    for key in ("", "ArrowDown"):
        if key:
            await combobox.press(key, timeout=ms)
        try:
            await listbox.wait_for(state="visible", timeout=OPEN_WAIT_MS if not key else ms)
            return listbox
        except PlaywrightTimeout:  # not open yet: try the key, then give up
            continue
    raise Timeout(
        f"The list of {name} did not open within {ms / 1000:g} s (clicked, pressed ArrowDown)",
        f"Click {name}, look at the latest view, then click the option",
    )


async def _option(listbox: Locator, name: str, value: str) -> Locator:
    """The option of ``listbox`` named ``value``: exactly (the first of two alike, as
    ``<select>`` does), else the one whose name holds it (case ignored)."""
    exact = listbox.get_by_role("option", name=value, exact=True)
    if await exact.count():
        return exact.first
    near = listbox.get_by_role("option", name=value)
    count = await near.count()
    if count == 1:
        return near
    # Not all_inner_texts(): it finds nothing under an aria-ref locator (Playwright 1.65).
    names = await listbox.evaluate(_NAMES_JS)
    listed = ", ".join(repr(n[:40]) for n in names[:LISTED])
    listed += f" and {len(names) - LISTED} more" if len(names) > LISTED else ""
    what = (
        f"{count} options of {name} hold {value!r}" if count else f"No option {value!r} in {name}"
    )
    raise ElementNotFound(
        f"{what}; it has {listed or 'no options'}",
        "Give an option's whole name as the list shows it",
    )
