"""backgammon-qt: desktop backgammon on PySide6.

The package is layered so that data flows one way (DESIGN.md's layer table,
held by ``tests/test_layers.py``): ``model`` (pure-Python rules: positions,
dice, legal plays, game flow, cube, match score), ``io`` (one module per file
format) and ``engine`` (computer player and hints around bgsage) import no
Qt and can be used as a library and from scripts; ``controller`` (the
QObjects between the widgets and the rules, and what the board says as a
pure function) uses them; ``ui`` (Qt widgets and the board scene) uses only
the controller and the model's value types; ``app`` (paths, settings, the
QApplication set-up) is below every layer.  Importing this package itself
imports nothing from Qt.
"""

__version__ = "0.1.0"
