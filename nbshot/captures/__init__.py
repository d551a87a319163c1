"""Captures: ``capture`` (one target or a batch), ``capture_matrix`` (targets x devices
x variants x browsers) and ``snapshot`` (the accessibility tree of a target or a live
session). All batches go through one primitive, ``capture.capture_cells``.
"""
