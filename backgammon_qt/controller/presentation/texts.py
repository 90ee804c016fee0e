"""The pieces every text of the board, the move list and the review
shares: :class:`Tr` (a translation), :data:`Num` (a number in the
player's locale), how a roll is written, and whether a roll could not be
played.  No Qt."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Protocol

from ...app.plurals import english_plural
from ...model.dice import roll_text  # (the one home of a roll's text; named here for the controller)

if TYPE_CHECKING:
    from backgammon_qt.model.game import Game
    from backgammon_qt.model.match import Match
    from backgammon_qt.model.record import Action

__all__ = ["Tr", "Num", "roll_text", "length_words"]


class Tr(Protocol):
    """A translation: the English text in, the player's language out, as
    :meth:`QCoreApplication.translate` (``disambiguation`` None or "").
    With a count ``n`` (not -1) the text is a numerus one: the form for
    ``n`` of the language, ``%n`` replaced by ``n``."""

    def __call__(self, text: str, disambiguation: str | None = None, n: int = -1, /) -> str: ...


def _same(text: str, disambiguation: str | None = None, n: int = -1, /) -> str:
    """English without Qt: the text itself; a numerus one with ``%n`` the
    count and ``(s)`` as English writes the count's plural."""
    if n < 0:
        return text
    return english_plural(text.replace("%n", str(n)), n)


Num = Callable[[float, int], str]
"""A number in the player's locale: ``(value, decimals)`` -> text
(``-0,088`` in Danish); a plus sign is not its to add."""


def _plain(value: float, decimals: int) -> str:
    return f"{value:.{decimals}f}"


def _signed(value: float, decimals: int, num: Num) -> str:
    """``value`` with its sign always written (an equity: ``+0.125``)."""
    text = num(value, decimals)
    return "+" + text if value > 0 and not text.startswith("+") else text



def length_words(length: int, tr: Tr = _same) -> str:
    """A match's length in words: ``"match to 5"``, or ``"money game"`` for 0."""
    return tr("match to {n}").format(n=length) if length else tr("money game")


def _current(match: Match) -> Game:
    game = match.game
    if game is None:
        raise ValueError("the match has no game yet")
    return game


def _roll_passed(actions: Sequence[Action], index: int, last_passed: bool) -> bool:
    """Whether the roll at ``index`` could not be played: the action after it
    is not its play (nor a resignation, or a claim on time, before moving);
    for the game's last action, ``last_passed`` (the live game has moved on
    from that roll)."""
    later = actions[index + 1:index + 2]
    if later:
        return later[0].kind not in ("move", "resign", "claim")
    return last_passed
