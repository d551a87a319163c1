"""Captures: ``capture`` (one target or a batch), ``capture_matrix`` (targets x devices
x variants x browsers) and ``snapshot`` (the accessibility tree of a target or a live
session). All batches go through one primitive, ``capture.capture_cells``.
"""

# Pages of a project's app start signed in: the sign-in lives with sessions (a layer
# below), and registers itself with the page loader when imported.
from nbshot.session import sign_in as _sign_in  # noqa: F401
