"""What the tests share, in one importable place (DESIGN.md "Tests"):
pytest's ``pythonpath`` holds tests/, so a test imports ``helpers.board``
and no test edits ``sys.path``.

- :mod:`.board`: a shown main window, seeded matches, mouse gestures on the
  board's viewport (``Board``), clicking a message box's button.
- :mod:`.computer`: the session's engines, a window with computer seats, and
  the gestures as free functions (the computer-player and hint tests).
- :mod:`.positions`: Hypothesis strategies for positions and dice, one move
  applied, a board from point counts (the rules-model tests).
- :mod:`.gnubg_oracle`: gnubg's own move generator (``gnubg_nn``) as the
  oracle of the legal plays, and random games to draw cases from.
- :mod:`.corpus`: the shared match files, random match records, what a
  format carries (the file-format tests).
- :mod:`.gnubg_driver`: GNU Backgammon itself run in batches (the interop
  tests).
- :mod:`.gate`: an engine call's argument that holds the engine's child up.
- :mod:`.platform_focus`: the keyboard focus leaving the application for another
  program (or coming back), as the platform tells Qt.
"""
