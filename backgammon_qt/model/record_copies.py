"""Copies and cuts of match records (pure Python, no Qt).

- :class:`RecordSnapshots` makes the record of a match going on, to save or
  to step through, in time that does not grow with the games before: a
  finished game's record never changes, so its copy is made once and kept;
  only the game in progress is copied again.
- :func:`truncated_record` cuts a record at a step (Play on from here).
- :func:`game_record_alone` is one game of a record as a record of its own,
  starting from that game's score, for replaying that game without the
  games before it.

Players are the match's 0 and 1; games and actions are counted from 0.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from backgammon_qt.model.game import Phase
from backgammon_qt.model.match import Match
from backgammon_qt.model.record import GameRecord, MatchRecord

__all__ = ["RecordSnapshots", "copy_game", "truncated_record", "game_record_alone", "has_actions",
           "turn_moves", "action_count"]


def copy_game(game: GameRecord, **changes: Any) -> GameRecord:
    """A copy of ``game`` that the game going on does not change (its own
    action list), with ``changes``; the set-up and every other field kept."""
    changes.setdefault("actions", list(game.actions))
    a, b = game.score_before
    return replace(game, score_before=(a, b), **changes)


class RecordSnapshots:
    """Records of one :class:`Match` as it goes on (see the module docstring).

    The finished games' copies are kept by position and checked by identity
    (``match.games[i].record is`` the record copied), so a match that is
    replaced by another (Play on, a new match) is copied afresh.
    """

    def __init__(self) -> None:
        self._done: list[tuple[GameRecord, GameRecord]] = []     # (the game's own record, its copy)

    def record(self, match: Match, clock_banks: tuple[float, float] | None = None,
               orientations: tuple[str, str] = ("right", "right")) -> MatchRecord:
        """The record of ``match`` now, with the moves of a turn in
        progress, ``clock_banks`` (seconds per player, timed rules) and the
        board ``orientations`` (``"right"``/``"left"``, player 0 first).
        Finished games are copied once (the copies are shared between the
        records returned: do not change them); the record returned stays as
        it is while the match goes on."""
        live = match.to_record()
        done = self._done
        games: list[GameRecord] = []
        for i, own in enumerate(live.games):
            if i < len(done) and done[i][0] is own:
                games.append(done[i][1])
                continue
            copy = copy_game(own)
            if own.outcome is not None and len(done) >= i:     # finished: it never changes again
                del done[i:]
                done.append((own, copy))
            games.append(copy)
        if len(done) > len(live.games):
            del done[len(live.games):]
        live.games = games
        live.clock_banks = clock_banks
        live.orientations = orientations
        return live


def truncated_record(record: MatchRecord, game: int, actions: int) -> MatchRecord:
    """``record`` cut after the first ``actions`` actions of game ``game``
    (0-based): the games before it whole, that game unfinished unless
    ``actions`` covers all of it, no later games, no turn in progress.
    Raises :class:`IndexError` for a game or action count outside the
    record."""
    if not 0 <= game < len(record.games):
        raise IndexError(f"game {game} is not in the record ({len(record.games)} games)")
    cut = record.games[game]
    if not 0 <= actions <= len(cut.actions):
        raise IndexError(f"game {game} has {len(cut.actions)} actions, not {actions}")
    whole = actions == len(cut.actions)
    games = [copy_game(g) for g in record.games[:game]]
    games.append(copy_game(cut, actions=list(cut.actions[:actions]), outcome=cut.outcome if whole else None))
    return MatchRecord(record.players, record.match_length, record.rules, games, dict(record.info),
                       list(record.warnings))


def game_record_alone(record: MatchRecord, game: int) -> MatchRecord:
    """Game ``game`` (0-based) of ``record`` before its first action, as a
    record of its own: its ``score_before`` becomes the starting score and
    its Crawford flag is kept, so :meth:`Match.replay` of it costs nothing
    for the games before (their results are in the score).  Raises
    :class:`IndexError` for a game outside the record."""
    if not 0 <= game < len(record.games):
        raise IndexError(f"game {game} is not in the record ({len(record.games)} games)")
    alone = copy_game(record.games[game], actions=[], outcome=None)
    return MatchRecord(record.players, record.match_length, record.rules, [alone], dict(record.info))


def has_actions(match: Match) -> bool:
    """True when anything has happened in ``match`` (a roll at least)."""
    return any(g.record.actions for g in match.games)


def turn_moves(match: Match) -> tuple[tuple[int, int], ...]:
    """The moves of the turn in progress as ``(from, to)`` points in the
    mover's numbering (empty when no turn is being played)."""
    g = match.game
    if g is None or g.phase is not Phase.MOVING or g.turn is None:
        return ()
    return tuple((m.from_point, m.to_point) for m in g.turn.moves)


def action_count(match: Match) -> tuple[int, int]:
    """How far ``match`` is: its number of games and the actions of the last."""
    g = match.game
    return len(match.games), 0 if g is None else len(g.record.actions)
