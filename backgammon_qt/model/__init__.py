"""The rules of backgammon as a pure-Python library (no Qt).

Rule reference: ../shared/RULES.md.  Formats: ../shared/testdata/FORMATS.md.
Point numbers are always from one side's own perspective, as in gnubg:
1..24 toward home, 25 = bar, 0 = off.
"""

from .errors import IllegalMoveError, InvalidNotationError, InvalidPositionError, RuleError
from .legal import LegalPlays, legal_plays
from .moves import Move, Play, format_moves, parse_move_text
from .position import BAR, CHECKERS, OFF, START, Position
from .turn import Turn

__all__ = [
    "BAR", "CHECKERS", "OFF", "START",
    "IllegalMoveError", "InvalidNotationError", "InvalidPositionError", "RuleError",
    "LegalPlays", "Move", "Play", "Position", "Turn",
    "format_moves", "legal_plays", "parse_move_text",
]
