"""Visual tests: an assertion that fails with the diff beside it, baselines kept next
to the test as Playwright Test keeps them.

``snapshot_paths.py`` says where a test's baselines live and what ``--update-snapshots``
may write; ``screenshots.py`` is ``assert_screenshot``, the one assertion the pytest
plugin (:mod:`nbshot.pytest_plugin`), a notebook cell and the API share.
"""
