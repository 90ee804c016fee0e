"""Taking back a finished turn: the game goes back to the position before
that turn's play, with the same dice, and what was played from there is
kept as a :class:`~backgammon_qt.model.record.SideLine` beside the game
(never in its actions, so a replay, an analysis or an export shows only
the moves that stand).

Pure: no Qt.  Players are 0 and 1.
"""

from __future__ import annotations

from dataclasses import replace

from .dice import DiceSource, roll_text
from .errors import CodedError, RuleError
from .match import Match
from .record import ActionKind, GameRecord, SideLine

__all__ = ["take_back_point", "take_back", "side_line_texts"]


def take_back_point(game: GameRecord, player: int) -> int | None:
    """The index in ``game``'s actions of what ``player`` may take back,
    or None when there is nothing: a game that ended on ``player``'s drop
    gives that drop (the double is asked again); otherwise ``player``'s
    last play (a ``move`` action), also when it ended the game (the
    winning bear-off, or the play before the opponent's).  Only ``game``
    is looked at: that it is the match's last one (the next game has not
    started) is for the caller (:func:`take_back` takes the current
    game's)."""
    last = game.actions[-1] if game.actions else None
    if game.outcome is not None and last is not None and last.kind is ActionKind.DROP and last.player == player:
        return len(game.actions) - 1
    for i in range(len(game.actions) - 1, -1, -1):
        a = game.actions[i]
        if a.kind is ActionKind.MOVE and a.player == player:
            return i
    return None


def take_back(match: Match, player: int, dice: DiceSource | None = None) -> Match:
    """``match`` with what ``player`` last did in the current game taken
    back (see :func:`take_back_point`), and everything after it (the
    opponent's reply, the end of the game): a new :class:`Match` replayed
    to just before it, the same dice rolled, ``player`` to move (or to
    answer the double) again; the taken-back actions are the last game's
    newest :class:`SideLine`.  A game just finished is the current game
    until the next one starts: its finishing play or drop can be taken
    back, and its result (and the match's score) goes with it.  ``dice``
    is the new match's dice source (default ``match``'s).  Raises
    :class:`RuleError` when there is nothing to take back in this game."""
    if match.game is None:
        raise RuleError("no game has started")
    record = match.to_record()
    last = record.games[-1]
    at = take_back_point(last, player)
    if at is None:
        raise RuleError("{name} has played no move in this game to take back", name=match.players[player])
    before = last.actions[at - 1] if at > 0 else None
    if before is None:               # the first action of a set-up game: its dice were set up
        rolled = last.setup.dice if last.setup is not None else None
    else:
        rolled = before.dice if before.kind in (ActionKind.ROLL, ActionKind.OPENING) else None
    side = SideLine(at, tuple(last.actions[at:]), player, rolled)
    cut = GameRecord(last.score_before, last.crawford, list(last.actions[:at]), None, last.setup,
                     [*last.side_lines, side])
    record = replace(record, games=[*record.games[:-1], cut], turn_moves=[])
    return Match.replay(record, dice if dice is not None else match.dice_source)


def side_line_texts(game: GameRecord, names: tuple[str, str]) -> list[tuple[SideLine, CodedError]]:
    """The game's taken-back moves, oldest first, each with its side line,
    in words to be translated (a :class:`CodedError`: template and values;
    ``str()`` is the English): ``"Alice took back 6-4: 24/18 13/9 (then
    Bob: 3-1: 8/5 6/5)"``, ``"Alice took back the drop"``.  A side line
    without a play or a drop (only a roll) has no words and is left out."""
    out: list[tuple[SideLine, CodedError]] = []
    for line in game.side_lines:
        plays: list[tuple[int, str]] = []
        dice = roll_text(line.dice) if line.dice else None
        first = line.actions[0] if line.actions else None
        if first is not None and first.kind is ActionKind.DROP:
            out.append((line, CodedError("{name} took back the drop", name=names[line.player])))
            continue
        for a in line.actions:
            if a.kind in (ActionKind.ROLL, ActionKind.OPENING) and a.dice is not None:
                dice = roll_text(a.dice)
            elif a.kind is ActionKind.MOVE:
                plays.append((a.player, f"{dice}: {a.play}" if dice else str(a.play)))
            else:
                plays.append((a.player, a.kind.value))
        if not plays:
            continue
        then = ", ".join(f"{names[p]}: {t}" for p, t in plays[1:])
        if then:
            words = CodedError("{name} took back {play} (then {then})", name=names[line.player], play=plays[0][1],
                               then=then)
        else:
            words = CodedError("{name} took back {play}", name=names[line.player], play=plays[0][1])
        out.append((line, words))
    return out
