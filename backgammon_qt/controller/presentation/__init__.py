"""What the board says: pure functions of the match state (no Qt).

The modules, one job each; every public name is here as well, so
``from backgammon_qt.controller.presentation import board_state`` works as
it did when this was one module:

- :mod:`.board`: the board's texts.  :func:`board_state` describes a
  :class:`~backgammon_qt.model.match.Match` as the board shows it
  (:class:`BoardState`); :func:`computer_state` is the same state while the
  computer has the board; the news of an action (a pass, the opening roll,
  a play) comes from the ``*_news`` functions; :func:`enabled_actions`.
- :mod:`.move_list`: the move list (:func:`move_rows`) and an action in
  words (:func:`action_text`).
- :mod:`.captions`: the review's and the analysis' captions
  (:func:`game_title`, :func:`step_caption`, :func:`review_state`,
  :func:`move_marks`, :func:`decision_text`).
- :mod:`.cube`: the cube actions in words, one wording for every panel
  (:func:`cube_option_text`, :func:`proper_action_text`,
  :func:`action_word`) and the analysis dock's ranked options
  (:func:`candidate_lines`); translated in the contexts they were
  collected in (:data:`CONTEXT_TEXTS`), through a :data:`Translate`.
- :mod:`.texts`: what they share (:class:`Tr`, :data:`Num`,
  :func:`roll_text`).

Every text goes through ``tr`` (a :class:`Tr`: the English text to the
player's language; default: the text itself), a whole sentence each; a
count is Qt's numerus form (``tr("Wins %n point(s)", "", n)``), so a
language with other plurals or another word order words it whole.  Numbers
with decimals go through ``num`` (a :data:`Num`: the player's locale;
default: Python's ``-0.088``).  The controller passes Qt's translation and
:func:`backgammon_qt.app.translations.number`, so these functions stay
testable without a QApplication
(``tests/controller/test_controller_presentation.py``).  The texts are
written as ``tr(...)`` outside any class: lupdate's context "" in every
module of the package.

Players are the match's 0 and 1.  A :class:`BoardState` is by *side*: side
0 is the bottom of the board, side 1 the top; ``bottom_player`` says which
player sits at the bottom (player 0 unless the board is turned for the
player on roll, :func:`board_state`'s ``bottom``).  Point numbers in texts
are the mover's own (gnubg's: 1..24 toward home).
"""

from __future__ import annotations

from .board import (
    _RESIGN_OFFERS,
    _RULES_TEXTS,
    _WIN_TEXTS,
    NOTHING_ENABLED,
    Answer,
    BoardState,
    EnabledActions,
    PlayerInfo,
    Prompt,
    RolledDice,
    auto_play_news,
    board_state,
    can_claim,
    computer_state,
    dance_text,
    enabled_actions,
    epc_position,
    has_hint,
    last_rolls,
    opening_news,
    pass_news,
    played_news,
    player_infos,
    rules_text,
    seen_from,
    take_news,
    with_levels,
)
from .captions import (
    _DECISION_TEXTS,
    ERROR_COLOURS,
    ERROR_MARKS,
    AnalysedDecision,
    MoveMark,
    decision_text,
    game_title,
    move_marks,
    review_state,
    step_caption,
)
from .cube import (
    CONTEXT_TEXTS,
    Translate,
    action_word,
    best_cube_option,
    candidate_lines,
    cube_choice_text,
    cube_option_text,
    proper_action_key,
    proper_action_text,
)
from .move_list import _ACTION_WORDS, _RESIGNS, MoveCell, MoveRow, action_text, move_rows
from .texts import Num, Tr, length_words, roll_text

__all__ = ["Tr", "Num", "Answer", "Prompt", "PlayerInfo", "RolledDice", "BoardState", "seen_from", "last_rolls",
           "dance_text", "board_state", "player_infos", "epc_position", "can_claim", "computer_state", "with_levels",
           "opening_news",
           "pass_news", "played_news", "take_news", "auto_play_news", "action_text", "roll_text", "MoveCell",
           "MoveRow", "move_rows", "game_title", "step_caption", "review_state", "length_words",
           "EnabledActions", "enabled_actions", "has_hint", "AnalysedDecision", "MoveMark", "ERROR_MARKS",
           "ERROR_COLOURS", "move_marks", "decision_text", "rules_text", "NOTHING_ENABLED", "Translate",
           "CONTEXT_TEXTS", "cube_option_text", "proper_action_key", "proper_action_text", "cube_choice_text",
           "action_word", "candidate_lines", "best_cube_option"]

TEXT_TABLES = {"_WIN_TEXTS": _WIN_TEXTS, "_RESIGN_OFFERS": _RESIGN_OFFERS, "_RESIGNS": _RESIGNS,
               "_ACTION_WORDS": _ACTION_WORDS, "_DECISION_TEXTS": _DECISION_TEXTS, "_RULES_TEXTS": _RULES_TEXTS}
"""The tables of texts that reach ``tr`` through a variable, by name
(``scripts/update-translations.py`` hands them to lupdate)."""
