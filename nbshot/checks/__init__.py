"""Checks: a page's problems (console, requests, images, overflow, tap targets, axe)
as :class:`~nbshot.model.findings.Findings`. ``check.py`` runs them on a target or a
live session; ``findings.py`` holds what they find."""

# Pages of a project's app start signed in: the sign-in lives with sessions (a layer
# below), and registers itself with the page loader when imported.
from nbshot.session import sign_in as _sign_in  # noqa: F401
