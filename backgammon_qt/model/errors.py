"""Error kinds of the rules model and the file formats.

All are subclasses of :class:`ValueError`, so a caller that only wants to know
"bad input" can catch that.

Words for players.  The model stays Qt-free, so it cannot translate; an
error a player can meet carries its English *template* (a text with
``{name}`` placeholders) and the *values* that fill it
(:class:`CodedError`).  ``str(error)`` is the English text; the controller
(``controller/wording.py``) looks the template up in the translations
(context ``"Errors"``) and fills in the values, wording a value that is
itself a :class:`CodedError` the same way.  A template is written as a
literal at the raise site -- ``raise RuleError("the cube is at {value}", value=4)``
-- so that ``scripts/update-translations.py`` finds it; an error raised
with a ready-made text (an f-string) is shown in English.
"""

from __future__ import annotations

__all__ = ["CodedError", "Word", "InvalidNotationError", "InvalidPositionError", "IllegalMoveError", "RuleError",
           "RuleOptionError", "InvalidDiceError", "InvalidPointError", "InvalidMatchError", "InvalidRecordError",
           "shown"]


class CodedError(ValueError):
    """An error whose words are an English ``template`` with ``{name}``
    placeholders and the ``values`` that fill them.

    ``str()`` is ``template.format(**values)`` (the template as it is when
    there are no values, so a text with braces needs no escaping then).
    A value may be another :class:`CodedError` (a cause worded inside this
    one); it is shown by its own ``str()``.
    """

    def __init__(self, template: str, /, **values: object) -> None:
        self.template = template
        self.values = values
        super().__init__(template.format(**values) if values else template)


class Word(str):
    """A value of a :class:`CodedError` that is one of the model's own
    words -- a game's phase (``"moving"``), an action's kind (``"double"``)
    -- and so is translated with the template (context ``"Errors"``), where
    any other value is shown as written.  ``str()`` is the English word."""

    __slots__ = ()


class InvalidNotationError(CodedError):
    """Text that is not well formed: a Position ID, Match ID or move text
    that cannot be parsed."""


class InvalidPositionError(CodedError):
    """A position that breaks the rules of the board (checker counts, a point
    held by both sides)."""


class IllegalMoveError(CodedError):
    """A well-formed move or play that the rules do not allow here."""


class RuleError(CodedError):
    """An action that the rules do not allow now (doubling during the
    Crawford game, rolling twice, acting out of turn)."""


class RuleOptionError(CodedError):
    """A rule option (:class:`~backgammon_qt.model.rules.RuleOptions`; the
    rules in RULES.md "Doubling cube" and "Clocks") out of its range or of the
    wrong type -- a cube cap that is not a power of two, an unknown
    variation or option name, a clock time below 0 s or above the most a
    clock holds -- given to :class:`~backgammon_qt.model.rules.RuleOptions`,
    read from a dict, or given to a :class:`~backgammon_qt.model.clock.Clock`."""


class InvalidDiceError(CodedError):
    """Dice that are not a roll: not two whole numbers, or a die that is
    not 1..6."""


class InvalidPointError(CodedError):
    """A point number outside the board, asked of a position (the points
    are 1..24 in the on-roll player's numbering)."""


class InvalidMatchError(CodedError):
    """A match that cannot be: a length outside 0 (money) to 99, a
    starting score that is not two whole numbers below the length, or a
    match state (cube, score, length, dice) that gnubg's Match ID cannot
    hold (FORMATS.md section 4, "gnubg Match ID")."""


class InvalidRecordError(CodedError):
    """An action or outcome of a record that is not well formed: an
    unknown action kind or outcome reason, a player other than 0 or 1.
    (A well-formed record that the rules refuse is a
    :class:`~backgammon_qt.model.record.RecordError`.)"""


def shown(text: str, limit: int = 60) -> str:
    """``repr(text)`` cut to about ``limit`` characters, for messages about
    input that may be huge or hostile."""
    return repr(text) if len(text) <= limit else repr(text[:limit]) + f"... ({len(text)} characters)"
