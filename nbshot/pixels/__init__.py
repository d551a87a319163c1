"""Pixels: ``pixelmatch.py`` (pixelmatch 7.2, vectorised), ``diff.py`` (two pictures ->
a Diff) and ``compare.py`` (shots against baselines, the previous capture or a run).
"""
