"""Taking back a finished turn in the session (the model's
:func:`~backgammon_qt.model.takeback.take_back`): against the computer,
the human's last play and the computer's reply; between two humans, the
last play, once the other player agrees (the window asks).  The match in
play is replaced by the same match cut before that play, the same dice to
play again; what was taken back is kept beside the game as a side line.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from backgammon_qt.app.settings import HUMAN
from backgammon_qt.app.translations import ContextTr
from backgammon_qt.model.errors import RuleError
from backgammon_qt.model.record import ActionKind, GameRecord
from backgammon_qt.model.takeback import side_line_texts, take_back, take_back_point

from .presentation.texts import roll_text
from .wording import error_text

if TYPE_CHECKING:
    from .match import MatchController
    from .session import Session

__all__ = ["TakeBack", "offer", "apply", "taken_back_notes"]


_tr = ContextTr("TakeBack")


@dataclass(frozen=True)
class TakeBack:
    """A take-back that can be made now: ``player`` takes back ``play``
    (move text, after the dice as the status bar writes a roll:
    ``"6-4: 24/18 13/9"``), ``ask`` is the other player who must agree
    (None against the computer), ``reply``: the computer's play taken back
    with it ("" if none)."""

    player: int
    play: str
    ask: int | None
    reply: str


def offer(session: Session) -> TakeBack | None:
    """The take-back the players may make now, or None (no human play in
    this game, two computers, a file loading, an earlier position
    reviewed).  A game just finished is still this game until the next one
    starts: its finishing play (or the drop that ended it) may be taken
    back."""
    if session.review.reviewing or session.files.loading:
        return None
    seats = session.seats
    humans = [p for p in (0, 1) if seats[p] == HUMAN]
    game = session.current().game.record
    if not humans:
        return None
    if len(humans) == 1:
        player = humans[0]
        ask = None
    else:
        ended_on_drop = bool(game.outcome is not None and game.actions and game.actions[-1].kind is ActionKind.DROP)
        kinds = (ActionKind.MOVE, ActionKind.DROP) if ended_on_drop else (ActionKind.MOVE,)
        last = next((a for a in reversed(game.actions) if a.kind in kinds), None)
        if last is None:
            return None
        player, ask = last.player, 1 - last.player
    at = take_back_point(game, player)
    if at is None:
        return None
    if game.actions[at].kind is ActionKind.DROP:
        return TakeBack(player, _tr("the drop"), ask, "")
    before = game.actions[at - 1] if at > 0 else None
    rolled = before.dice if before is not None else game.setup.dice if game.setup is not None else None
    dice = roll_text(rolled) if rolled else ""          # "6-4", as the status bar writes a roll
    play = f"{dice}: {game.actions[at].play}" if dice else str(game.actions[at].play)
    reply = ""
    for a in game.actions[at + 1:]:
        if a.kind is ActionKind.MOVE and a.player != player:
            reply = str(a.play)
    return TakeBack(player, play, ask, reply)


def apply(session: Session, what: TakeBack) -> MatchController:
    """Make the take-back ``what`` (from :func:`offer`): the match in play
    goes back before that play (the computer's reply dropped too), the
    file it came from and the seats kept.  Raises :class:`RuleError`."""
    match = session.current().match
    try:
        new = take_back(match, what.player)
    except RuleError:
        raise
    except ValueError as exc:
        raise RuleError("{reason}", reason=exc) from None
    c = session.current()
    banks = c.clock.banks() if c.clock is not None else None
    path = session.files.path
    controller = session.start_match(new, banks, path, (session.orientations[0], session.orientations[1]))
    session.mark_changed()                 # not what the file holds; written to the autosave at once
    session.news.emit(_tr("{name} took back {play}.").format(name=match.players[what.player], play=what.play))
    return controller


def taken_back_notes(game: GameRecord, names: tuple[str, str]) -> dict[int, str]:
    """For the move list: the step of each entry played again after a
    take-back (:class:`~backgammon_qt.controller.presentation.MoveCell`'s
    ``step`` of the play at the side line's place) and what was taken back
    there, in words; a take-back whose play is not made again yet is at
    the step after the game's last action."""
    notes: dict[int, str] = {}
    for line, words in side_line_texts(game, names):      # each text with its own side line
        text = error_text(words)
        step = line.at + 1
        notes[step] = f"{notes[step]}; {text}" if step in notes else text
    return notes
