"""A project: the app nbshot checks, described once in ``nbshot.toml``.

``file.py`` finds and reads the project file (``nbshot.toml``, or ``[tool.nbshot]``
in ``pyproject.toml``, from the current folder upward; ``NBSHOT_CONFIG`` or an
explicit path wins). ``schema.py`` declares what it may hold (one pydantic model per
table) and checks every key; ``lines.py`` names the key's line when one is wrong;
``values.py`` holds what the file gives (``Project``, ``Server``, ...). ``app_server.py``
starts the app's server when a call needs it, reuses one that already answers, and
stops what it started at exit.
"""
