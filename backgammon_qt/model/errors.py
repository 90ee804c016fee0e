"""Error kinds of the rules model and the file formats.

All are subclasses of :class:`ValueError`, so a caller that only wants to know
"bad input" can catch that.
"""

from __future__ import annotations

__all__ = ["InvalidNotationError", "InvalidPositionError", "IllegalMoveError", "RuleError", "shown"]


class InvalidNotationError(ValueError):
    """Text that is not well formed: a Position ID, Match ID or move text
    that cannot be parsed."""


class InvalidPositionError(ValueError):
    """A position that breaks the rules of the board (checker counts, a point
    held by both sides)."""


class IllegalMoveError(ValueError):
    """A well-formed move or play that the rules do not allow here."""


class RuleError(ValueError):
    """An action that the rules do not allow now (doubling during the
    Crawford game, rolling twice, acting out of turn)."""


def shown(text: str, limit: int = 60) -> str:
    """``repr(text)`` cut to about ``limit`` characters, for messages about
    input that may be huge or hostile."""
    return repr(text) if len(text) <= limit else repr(text[:limit]) + f"... ({len(text)} characters)"
