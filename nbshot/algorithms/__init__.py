"""Pure algorithms, below everything that knows runs, baselines or sessions:
``pixelmatch.py`` (pixelmatch 7.2, vectorised) and ``image_diff.py`` (two pictures ->
a Diff: counts, regions and a picture). They import only the model and never up.
"""
