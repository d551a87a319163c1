"""Everything a single page needs, shared by captures, sessions and checks.

``options.py`` declares the capture options once; ``targets.py`` turns what a user
passed into something loadable; ``devices.py`` names devices and variants;
``load.py`` opens a context and loads a target (retries, waits); ``shoot.py``
takes and saves the picture; ``log.py`` records console and network;
``locators.py`` finds stable selectors for refs.
"""
