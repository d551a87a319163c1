"""How a session keeps the steps it ran, so that a flow can replay them."""

from __future__ import annotations

from collections.abc import Coroutine
from typing import Any, TypeVar

from playwright.async_api import BrowserContext, Locator, Page
from playwright.async_api import Error as PlaywrightError

from nbshot import secrets
from nbshot.errors import NbshotError, StaleRef
from nbshot.model.a11y import A11yTree
from nbshot.model.steps import REF, Step
from nbshot.page.locators import stable_selector

T = TypeVar("T")


class Replay:
    """A mixin of Session: each step as it goes into ``replay`` (refs are only good
    until the next snapshot, so they are swapped for selectors as the step runs)."""

    _tree: A11yTree | None
    _context: BrowserContext | None

    @property
    def page(self) -> Page:
        raise NotImplementedError

    async def _locate(self, target: str) -> Locator:
        raise NotImplementedError

    def aria_ref(self, ref: str) -> str:
        raise NotImplementedError

    def _run(self, coro: Coroutine[Any, Any, T]) -> T:
        raise NotImplementedError

    def selector(self, ref: str) -> str:
        """A selector that finds the element ``ref`` points at in a fresh load of the
        page, for a flow to keep: its test id, else role and name, else id, else a CSS
        path; each used only if it matches that element alone now.

        Raises
        ------
        StaleRef
            When ``ref`` is not in the latest view, or no selector finds it alone.
        """
        return self._run(self._selector(ref))

    async def _selector(self, ref: str) -> str:
        node = None
        if self._tree is not None:
            node = next((n for n in self._tree.nodes if n.ref == ref), None)
        found = None
        if REF.match(ref):
            found = await stable_selector(self.page, self.aria_ref(ref), node)
        if found is None:
            raise StaleRef(
                f"Ref {ref!r} does not point at an element now"[:200],
                "Use a ref from the latest view",
            )
        return found

    async def _password_field(self, step: Step) -> str | None:
        """For a literal value typed into a password field: remember it as a secret and
        return the environment variable a replay reads it from (``PASSWORD``)."""
        if step.action not in ("fill", "type") or not step.value or "${" in step.value:
            return None
        try:
            locator = await self._locate(step.target or "")
            field = await locator.evaluate(
                "el => el.type === 'password' ? (el.name || el.id || 'password') : null"
            )
        except (NbshotError, PlaywrightError):
            return None  # the step itself will say what is wrong
        if not field:
            return None
        secrets.remember(step.value)
        return secrets.env_name(str(field))

    async def _replayable(self, step: Step) -> str:
        """The step as a flow can replay it: a ref target swapped for a stable selector
        (when one exists), and a password (or any known secret) typed as a literal
        swapped for ``${NAME}``."""
        secret = await self._password_field(step)
        value = f"${{{secret}}}" if secret else None
        if value is None and step.value and secrets.holds_secret(step.value):
            # A known secret typed into an ordinary field: the flow reads it too.
            value = secrets.as_references(step.value, secrets.env_name(step.target or "secret"))
        text = f"={value if value is not None else step.value}" if step.value is not None else ""
        if step.target is None or not REF.match(step.target) or self._context is None:
            return f"{step.action}:{step.target}{text}" if value is not None else step.raw
        node = None
        if self._tree is not None:
            node = next((n for n in self._tree.nodes if n.ref == step.target), None)
        selector = await stable_selector(self.page, self.aria_ref(step.target), node)
        if selector is None and value is None:
            return step.raw
        return f"{step.action}:{selector or step.target}{text}"
