"""Checks: a page's problems (console, requests, images, overflow, tap targets, axe)
as :class:`~nbshot.model.findings.Findings`. ``check.py`` runs them on a target or a
live session; ``findings.py`` holds what they find."""
