"""Long money sessions made cheaply, for benchmarks/io.py and the tests of
long files (tests/io/test_io_sessions.py).

:func:`money_session` plays a few distinct games through the rules model
with the tests' random game driver (``random_record`` of
tests/helpers/corpus.py: seeded dice, random legal plays, an occasional
double, taken, beavered or dropped; no tied opening roll, which .mat and
SGF do not write; here no resignations) and repeats them, each copy at
the running score, up to the number of games asked: the record is a legal money session of that length, as the
app writes one, at the cost of the distinct games alone.
"""

from __future__ import annotations

import sys
from dataclasses import replace
from pathlib import Path

from backgammon_qt.model.record import GameRecord, MatchRecord

_TESTS = str(Path(__file__).resolve().parent.parent / "tests")
if _TESTS not in sys.path:
    sys.path.append(_TESTS)                       # tests/helpers/ as ``helpers``
from helpers.corpus import random_record  # noqa: E402

__all__ = ["money_session"]


def money_session(games: int, seed: int = 1, *, distinct: int = 40,
                  players: tuple[str, str] = ("Alice", "Bob")) -> MatchRecord:
    """A finished money session of ``games`` games (rules
    :meth:`RuleOptions.money`: cube, Jacoby, beavers): ``distinct`` games
    played with ``seed``, repeated in order at the running score."""
    record = random_record(seed, 0, games=min(games, distinct), resign_rate=0.0, double_rate=0.03,
                           players=players)
    base = list(record.games)
    score = [0, 0]
    for game in base:
        assert game.outcome is not None
        score[game.outcome.winner] += game.outcome.points
    out: list[GameRecord] = list(base)
    while len(out) < games:
        model = base[len(out) % len(base)]
        assert model.outcome is not None
        out.append(replace(model, score_before=(score[0], score[1]), actions=list(model.actions),
                           side_lines=[]))
        score[model.outcome.winner] += model.outcome.points
    record.games = out
    return record
