"""Long money sessions made cheaply, for benchmarks/io.py and the tests of
long files (tests/io/test_io_sessions.py).

:func:`money_session` plays a few distinct games through the rules model
(seeded dice, random legal plays, an occasional double, taken or dropped;
no tied opening roll, which .mat and SGF do not write)
and repeats them, each copy at the running score, up to the number of
games asked: the record is a legal money session of that length, as the
app writes one, at the cost of the distinct games alone.
"""

from __future__ import annotations

import random
from dataclasses import replace

from backgammon_qt.model.game import Phase
from backgammon_qt.model.match import Match
from backgammon_qt.model.record import GameRecord, MatchRecord
from backgammon_qt.model.rules import RuleOptions

__all__ = ["money_session"]


def _play(match: Match, rng: random.Random) -> None:
    """Play one game of ``match`` to its end with random legal plays."""
    game = match.new_game()
    d0, d1 = rng.sample(range(1, 7), 2)          # no tie: .mat and SGF do not write a tied opening roll
    game.roll_opening((d0, d1))
    while game.phase is not Phase.OVER:
        if game.phase is Phase.MOVING:
            assert game.turn is not None
            plays = list(game.turn.legal_plays)
            game.play(str(rng.choice(plays)))
        elif game.phase is Phase.ROLLING:
            if game.can_double() and rng.random() < 0.03:
                game.double()
            else:
                game.roll((rng.randint(1, 6), rng.randint(1, 6)))
        elif game.phase is Phase.DOUBLED:
            game.take() if rng.random() < 0.8 else game.drop()
        else:  # pragma: no cover - nobody resigns here
            raise AssertionError(game.phase)


def money_session(games: int, seed: int = 1, *, distinct: int = 40,
                  players: tuple[str, str] = ("Alice", "Bob")) -> MatchRecord:
    """A finished money session of ``games`` games (rules
    :meth:`RuleOptions.money`: cube, Jacoby, beavers): ``distinct`` games
    played with ``seed``, repeated in order at the running score."""
    rng = random.Random(seed)
    match = Match(0, RuleOptions.money(), players)
    for _ in range(min(games, distinct)):
        _play(match, rng)
    record = match.to_record()
    base = list(record.games)
    score = list(match.score)
    out: list[GameRecord] = list(base)
    while len(out) < games:
        model = base[len(out) % len(base)]
        assert model.outcome is not None
        out.append(replace(model, score_before=(score[0], score[1]), actions=list(model.actions),
                           side_lines=[]))
        score[model.outcome.winner] += model.outcome.points
    record.games = out
    return record
