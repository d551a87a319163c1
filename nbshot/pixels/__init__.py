"""Pixels of shots, runs and baselines: ``compare.py`` (shots against baselines, the
previous capture or a run; ``approve``) and ``inspect.py`` (a region at full
resolution). The image algorithms they use sit a layer down, in :mod:`nbshot.algorithms`.
"""
