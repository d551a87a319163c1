"""A project: the app nbshot checks, described once in ``nbshot.toml``.

``file.py`` finds and reads the project file (``nbshot.toml``, or ``[tool.nbshot]``
in ``pyproject.toml``, from the current folder upward; ``NBSHOT_CONFIG`` or an
explicit path wins) and checks every key, naming the key and its line when one is
wrong. ``server.py`` starts the app's server when a call needs it, reuses one that
already answers, and stops what it started at exit.
"""
