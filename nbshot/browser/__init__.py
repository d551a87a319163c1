"""The browser: the engine (one worker thread with its own asyncio loop, one Chromium),
finding a browser to launch (``lookup.py``), Playwright browser servers
(``server.py``, watched by :mod:`nbshot.process_guard`), the user's warm helper that
keeps one running between commands (``helper.py``) and whether video can be recorded
(``video.py``). Everything above submits coroutines to the engine.
"""
