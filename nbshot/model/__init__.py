"""The results nbshot hands back, as plain values that know how to show themselves.

``shot.py`` (Shot, Shots, Box, console/request records), ``a11y.py`` (A11yTree)
and ``aria_parse.py`` (its parser), ``overlay.py`` (ref labels drawn on a shot),
``sheets.py`` (contact sheets), ``steps.py`` (the step grammar). No browser here:
everything is data, reprs and pictures made with Pillow.
"""
