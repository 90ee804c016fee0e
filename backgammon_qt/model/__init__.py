"""The rules of backgammon as a pure-Python library (no Qt).

Rule reference: ../shared/RULES.md.  Formats: ../shared/testdata/FORMATS.md.
Point numbers are always from one side's own perspective, as in gnubg:
1..24 toward home, 25 = bar, 0 = off.
"""

from typing import Any

from .dice import DiceSource, ManualDice, RandomDice
from .errors import (
    IllegalMoveError,
    InvalidDiceError,
    InvalidMatchError,
    InvalidNotationError,
    InvalidPointError,
    InvalidPositionError,
    InvalidRecordError,
    RuleError,
    RuleOptionError,
)
from .game import Game, Phase
from .legal import LegalPlays, legal_plays
from .match import Match
from .matchid import GameState, MatchState
from .moves import Move, Play, format_moves, parse_move_text
from .position import BAR, CHECKERS, OFF, START, Position
from .record import Action, ActionKind, GameRecord, MatchRecord, Outcome, OutcomeReason, RecordError, Setup, WinKind
from .rules import OPTIONS, PRESETS, RuleOptions
from .turn import Turn

__all__ = [
    "BAR", "CHECKERS", "OFF", "START", "OPTIONS", "PRESETS",
    "IllegalMoveError", "InvalidNotationError", "InvalidPositionError", "RuleError", "RecordError",
    "RuleOptionError", "InvalidDiceError", "InvalidPointError", "InvalidMatchError", "InvalidRecordError",
    "Action", "ActionKind", "Clock", "DiceSource", "Game", "GameRecord", "GameState", "LegalPlays", "ManualDice",
    "Match", "MatchRecord", "MatchState", "Move", "Outcome", "OutcomeReason", "Phase", "Play", "Position",
    "RandomDice", "RuleOptions", "Setup", "Turn", "WinKind",
    "format_moves", "legal_plays", "parse_move_text",
]


def __getattr__(name: str) -> Any:
    """``Clock``, imported when first asked for (only the timed rules need
    it: start-up does not)."""
    if name == "Clock":
        from .clock import Clock

        return Clock
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
