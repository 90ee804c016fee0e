"""backgammon-qt: desktop backgammon on PySide6.

The package is layered so that data flows one way: ``model`` (pure-Python rules:
positions, dice, legal plays, game flow, cube, match score), ``io`` (one module per
file format), ``engine`` (computer player and hints), ``controller`` (one QObject per
open match) and ``ui`` (Qt widgets and the board scene). ``model`` and ``io`` never
import Qt, so they can be used as a library and from scripts. Importing this package
itself imports nothing from Qt either.
"""

__version__ = "0.1.0"
