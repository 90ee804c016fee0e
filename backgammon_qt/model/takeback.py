"""Taking back a finished turn: the game goes back to the position before
that turn's play, with the same dice, and what was played from there is
kept as a :class:`~backgammon_qt.model.record.SideLine` beside the game
(never in its actions, so a replay, an analysis or an export shows only
the moves that stand).

Pure: no Qt.  Players are 0 and 1.
"""

from __future__ import annotations

from dataclasses import replace

from .dice import DiceSource
from .errors import RuleError
from .match import Match
from .record import ActionKind, GameRecord, SideLine

__all__ = ["take_back_point", "take_back", "side_line_texts"]


def take_back_point(game: GameRecord, player: int) -> int | None:
    """The index in ``game``'s actions of ``player``'s last play (a
    ``move`` action), or None when there is none to take back."""
    for i in range(len(game.actions) - 1, -1, -1):
        a = game.actions[i]
        if a.kind is ActionKind.MOVE and a.player == player:
            return i
    return None


def take_back(match: Match, player: int, dice: DiceSource | None = None) -> Match:
    """``match`` with ``player``'s last play in the current game taken
    back, and everything after it (the opponent's reply): a new
    :class:`Match` replayed to just before that play, the same dice
    rolled, ``player`` to move again; the taken-back actions are the last
    game's newest :class:`SideLine`.  ``dice`` is the new match's dice
    source (default ``match``'s).  Raises :class:`RuleError` when there is
    nothing to take back in this game."""
    if match.game is None:
        raise RuleError("no game has started")
    record = match.to_record()
    last = record.games[-1]
    at = take_back_point(last, player)
    if at is None:
        raise RuleError(f"{match.players[player]} has played no move in this game to take back")
    before = last.actions[at - 1] if at > 0 else None
    rolled = before.dice if before is not None and before.kind in (ActionKind.ROLL, ActionKind.OPENING) else None
    side = SideLine(at, tuple(last.actions[at:]), player, rolled)
    cut = GameRecord(last.score_before, last.crawford, list(last.actions[:at]), None, last.setup,
                     [*last.side_lines, side])
    record = replace(record, games=[*record.games[:-1], cut], turn_moves=[])
    return Match.replay(record, dice if dice is not None else match.dice_source)


def side_line_texts(game: GameRecord, names: tuple[str, str]) -> list[tuple[SideLine, str]]:
    """The game's taken-back moves in words, oldest first, each with its
    side line: ``"Alice took back 64: 24/18 13/9 (then Bob: 31: 8/5 6/5)"``.
    A side line without a play (only a roll) has no words and is left out."""
    out: list[tuple[SideLine, str]] = []
    for line in game.side_lines:
        plays = []
        dice = "".join(map(str, sorted(line.dice, reverse=True))) if line.dice else None
        for a in line.actions:
            if a.kind in (ActionKind.ROLL, ActionKind.OPENING) and a.dice is not None:
                dice = "".join(map(str, sorted(a.dice, reverse=True)))
            elif a.kind is ActionKind.MOVE:
                plays.append((a.player, f"{dice}: {a.play}" if dice else str(a.play)))
            else:
                plays.append((a.player, a.kind.value))
        if not plays:
            continue
        first = plays[0][1]
        rest = ", ".join(f"{names[p]}: {t}" for p, t in plays[1:])
        text = f"{names[line.player]} took back {first}"
        if rest:
            text += f" (then {rest})"
        out.append((line, text))
    return out
